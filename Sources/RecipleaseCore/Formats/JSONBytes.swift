import Foundation

/// JSON strings and numbers appended to a byte buffer, for the hand-written writers that must be fast.
public enum JSONBytes {
    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// `escapingSeparators: false` writes U+FEFF, U+2028 and U+2029 as they are, as `JSONSerialization` does.
    public static func string(_ value: String?, _ out: inout [UInt8], escapingSeparators: Bool = true) {
        guard var value else { out.append(contentsOf: "null".utf8); return }
        out.append(0x22)
        value.withUTF8 { bytes in
            var runStart = 0
            for (k, b) in bytes.enumerated()
            where b < 0x20 || b == 0x22 || b == 0x5C || (escapingSeparators && (b == 0xEF || b == 0xE2)) {
                // U+FEFF (a byte-order mark some readers drop) and U+2028/2029 (line breaks to JavaScript) go escaped
                var escape: [UInt8]?
                if b == 0xEF || b == 0xE2 {
                    guard k + 2 < bytes.count else { continue }
                    if b == 0xEF && bytes[k + 1] == 0xBB && bytes[k + 2] == 0xBF { escape = Array("ufeff".utf8) }
                    else if b == 0xE2 && bytes[k + 1] == 0x80 && bytes[k + 2] == 0xA8 { escape = Array("u2028".utf8) }
                    else if b == 0xE2 && bytes[k + 1] == 0x80 && bytes[k + 2] == 0xA9 { escape = Array("u2029".utf8) }
                    guard let escape else { continue }
                    if runStart < k { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<k])) }
                    out.append(0x5C)
                    out.append(contentsOf: escape)
                    runStart = k + 3
                    continue
                }
                if runStart < k { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<k])) }
                out.append(0x5C)
                switch b {
                case 0x22: out.append(0x22)
                case 0x5C: out.append(0x5C)
                case 0x0A: out.append(0x6E)
                case 0x0D: out.append(0x72)
                case 0x09: out.append(0x74)
                case 0x08: out.append(0x62)
                case 0x0C: out.append(0x66)
                default:
                    out.append(contentsOf: [0x75, 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 0xF)]])
                }
                runStart = k + 1
            }
            if runStart < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        }
        out.append(0x22)
    }

    /// Whole numbers as integers, others in Swift's shortest round-tripping form; JSON has no
    /// NaN or infinity, so those are null.
    static func number(_ value: Double?, _ out: inout [UInt8]) {
        guard let value, value.isFinite else { out.append(contentsOf: "null".utf8); return }
        if value == value.rounded(), abs(value) < 1e15 {
            var whole = Int64(value)
            if whole < 0 { out.append(0x2D); whole = -whole }
            if whole == 0 { out.append(0x30); return }
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                         UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &digits) { buffer in
                var count = 0
                while whole > 0 { buffer[count] = UInt8(whole % 10) + 0x30; whole /= 10; count += 1 }
                while count > 0 { count -= 1; out.append(buffer[count]) }
            }
            return
        }
        out.append(contentsOf: value.description.utf8)
    }
}
