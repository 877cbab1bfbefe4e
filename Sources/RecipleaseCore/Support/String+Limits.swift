import Foundation

/// Lengths that limits are checked against. A limit counts characters as people see them
/// (grapheme clusters), but a character may hold any number of combining marks: one letter with
/// a million accents on it is one character and megabytes of text. So a text's length for a
/// limit is its characters or its UTF-8 bytes over `bytesPerCharacter`, whichever is more: real
/// text in any script stays well under 16 bytes a character (Devanagari conjuncts about 9, the
/// longest emoji sequences about 25 but rare), while stacked marks count for what they weigh.
extension String {
    public static let bytesPerCharacter = 16

    /// The length a limit compares: characters, or bytes / 16 where that is more.
    public var lengthForLimits: Int {
        let bytes = utf8.count
        let byBytes = (bytes + Self.bytesPerCharacter - 1) / Self.bytesPerCharacter
        // Past a limit by its bytes alone: no need to walk megabytes to count characters.
        if byBytes > 1_000_000 { return byBytes }
        return Swift.max(count, byBytes)
    }

    /// The first `length` characters, and never more than `length` × 16 bytes of them: a
    /// character made of a million combining marks is cut at that many bytes, at a scalar.
    public func prefixForLimits(_ length: Int) -> String {
        let budget = Swift.max(0, length) * Self.bytesPerCharacter
        var scalars = String.UnicodeScalarView()
        var bytes = 0
        for scalar in unicodeScalars {
            let size = String(scalar).utf8.count
            if bytes + size > budget { break }
            scalars.append(scalar)
            bytes += size
        }
        return String(String(scalars).prefix(Swift.max(0, length)))
    }
}
