import Foundation

/// What makes a username or a password acceptable, with the message a person sees when it is not.
enum AccountRules {
    static let usernameLength = 3...32
    static let passwordMinimum = 10
    /// Bcrypt reads only the first 72 bytes; a longer password would be silently cut.
    static let passwordMaximumBytes = 72

    /// Usernames are case-insensitive: they are kept in lower case.
    static func normalizedUsername(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// The normalized username, or the rule it breaks.
    static func username(_ text: String) throws(AccountError) -> String {
        let name = normalizedUsername(text)
        guard !name.isEmpty else { throw .invalidUsername("Choose a username.") }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789._-")
        guard name.allSatisfy(allowed.contains) else {
            throw .invalidUsername("A username may use only the letters a–z, digits, and . _ - (no spaces or accents).")
        }
        guard name.count >= usernameLength.lowerBound else {
            throw .invalidUsername("A username needs at least \(usernameLength.lowerBound) characters.")
        }
        guard name.count <= usernameLength.upperBound else {
            throw .invalidUsername("A username can have at most \(usernameLength.upperBound) characters.")
        }
        guard let first = name.first, first.isLetter || first.isNumber else {
            throw .invalidUsername("A username starts with a letter or a digit.")
        }
        return name
    }

    /// Checks a new password against the rules; passwords are taken exactly as typed.
    static func password(_ password: String, username: String) throws(AccountError) {
        guard password.count >= passwordMinimum else {
            throw .invalidPassword("A password needs at least \(passwordMinimum) characters.")
        }
        guard password.utf8.count <= passwordMaximumBytes else {
            throw .invalidPassword("A password can be at most \(passwordMaximumBytes) bytes long (72 plain letters; accented letters and emoji count for more), because Bcrypt ignores anything after that.")
        }
        guard password.contains(where: { !$0.isWhitespace }) else {
            throw .invalidPassword("A password needs more than spaces.")
        }
        if !username.isEmpty && password.lowercased().contains(username) {
            throw .invalidPassword("A password must not contain the username.")
        }
    }
}
