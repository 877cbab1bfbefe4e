import Foundation

/// The short code an invite is shared by: 8 characters from an alphabet without look-alikes
/// (no 0/O, 1/I/L, 5/S, 2/Z, 8/B), shown as `XXXX-XXXX`, read back in any case with or without
/// the dash or spaces. The database keeps only its hash (`SecretToken.hash`).
enum InviteCode {
    static let alphabet = Array("ACDEFGHJKMNPQRTUVWXY34679")
    static let length = 8

    /// A fresh code, as it is shown: `XXXX-XXXX`.
    static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        let characters = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
        return String(characters.prefix(length / 2)) + "-" + String(characters.suffix(length / 2))
    }

    /// The code as it was generated, from what a person typed; nil when it cannot be one.
    static func normalized(_ typed: String) -> String? {
        guard typed.utf8.count <= 64 else { return nil }
        let kept = typed.uppercased().filter { !$0.isWhitespace && $0 != "-" }
        guard kept.count == length, kept.allSatisfy(alphabet.contains) else { return nil }
        return String(kept.prefix(length / 2)) + "-" + String(kept.suffix(length / 2))
    }

    static func hash(_ code: String) -> String {
        SecretToken.hash("household-invite " + code)
    }
}
