import Foundation

/// What makes a username or a password acceptable, with the rule a person is told when it is not.
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
        guard !name.isEmpty else { throw .broken(rule: "username-empty") }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789._-")
        guard name.allSatisfy(allowed.contains) else {
            throw .broken(rule: "username-characters")
        }
        guard name.count >= usernameLength.lowerBound else {
            throw .broken(rule: "username-short", arguments: ["min": "\(usernameLength.lowerBound)"])
        }
        guard name.lengthForLimits <= usernameLength.upperBound else {
            throw .broken(rule: "username-long", arguments: ["max": "\(usernameLength.upperBound)"])
        }
        guard let first = name.first, first.isLetter || first.isNumber else {
            throw .broken(rule: "username-start")
        }
        return name
    }

    /// Checks a new password against the rules; passwords are taken exactly as typed.
    static func password(_ password: String, username: String) throws(AccountError) {
        guard password.count >= passwordMinimum else {
            throw .broken(rule: "password-short", arguments: ["min": "\(passwordMinimum)"])
        }
        guard password.utf8.count <= passwordMaximumBytes else {
            throw .broken(rule: "password-long", arguments: ["max": "\(passwordMaximumBytes)"])
        }
        guard password.contains(where: { !$0.isWhitespace }) else {
            throw .broken(rule: "password-blank")
        }
        // Bcrypt stops at a NUL, so "secret\0" plus anything would be "secret"; no keyboard types
        // the other control characters either (tab and line breaks included: a form field has none)
        guard !password.hasControlCharacter else {
            throw .broken(rule: "password-control")
        }
        if !username.isEmpty && password.lowercased().contains(username) {
            throw .broken(rule: "password-username")
        }
    }
}
