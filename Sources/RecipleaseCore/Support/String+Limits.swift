import Foundation

/// Lengths that limits are checked against: Unicode code points, as JSON Schema's `maxLength`
/// counts them, so the API's document states every limit as the server applies it. (Limits
/// counted characters as people see them, grapheme clusters, until a fuzzer built on the
/// document found a name of 60 letters with an accent each, 120 code points, passing a limit of
/// 80.) A character with a million combining marks counts a million: its weight, not its look.
extension String {
    public static let bytesPerCharacter = 16

    /// The length a limit compares: code points.
    public var lengthForLimits: Int {
        // Every code point takes 1 to 4 bytes: past a limit by its bytes alone, no need to walk
        // megabytes to count them.
        let bytes = utf8.count
        if bytes / 4 > 1_000_000 { return bytes / 4 }
        return unicodeScalars.count
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
