import Foundation

extension UUID {
    /// The id `text` writes, whole: 36 characters and nothing else. Foundation's
    /// `UUID(uuidString:)` reads its argument as a C string, so "ID%00garbage" (a NUL and text after
    /// it) named the record ID; an id from a request is read through this instead.
    public init?(written text: String) {
        guard text.utf8.count == 36, !text.utf8.contains(0) else { return nil }
        self.init(uuidString: text)
    }
}
