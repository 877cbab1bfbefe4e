import Foundation

extension StringProtocol {
    /// Whether the text holds a control character (Unicode's Cc: NUL to US, DEL, the C1 range),
    /// which no name, id or key of the app holds, and which PostgreSQL refuses (NUL) or SQLite cuts
    /// the text at.
    public var hasControlCharacter: Bool {
        unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// The text with each control character replaced by `replacement`.
    public func withoutControls(replacedBy replacement: Character) -> String {
        guard hasControlCharacter else { return String(self) }
        return String(map { character in
            character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? replacement : character
        })
    }
}
