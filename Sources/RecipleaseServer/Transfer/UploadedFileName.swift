import Foundation

/// The name of an uploaded file as the person's system named it. A form part may give it as
/// `filename*` (RFC 6266 §4.3) in RFC 8187's encoding, `UTF-8''Cr%C3%A8me%20br%C3%BBl%C3%A9e.cook`,
/// and Vapor hands that on as sent, so a Cooklang file's title read "UTF-8''Cr%C3%A8me...".
/// Such a name is decoded here: UTF-8, or ISO-8859-1 when it says so; bytes that are no UTF-8
/// become U+FFFD, as a browser shows them. Any other name is kept as sent.
enum UploadedFileName {
    static func readable(_ sent: String) -> String {
        let parts = sent.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].utf8.allSatisfy(isCharsetByte),
              parts[1].utf8.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") }),
              let bytes = percentDecoded(parts[2])
        else { return sent }
        if parts[0].lowercased() == "iso-8859-1" {
            return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// RFC 8187's `mime-charset` characters.
    private static func isCharsetByte(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte.isASCIIDigit || "!#$%&+-^_`{}~".utf8.contains(byte)
    }

    /// The bytes `%XX` escapes stand for, among the rest as they are; nil when a `%` starts no escape.
    private static func percentDecoded(_ value: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        var rest = value.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = rest.popFirst().flatMap(hexValue), let low = rest.popFirst().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        guard byte < 0x80 else { return nil }
        return Character(Unicode.Scalar(byte)).hexDigitValue.map(UInt8.init)
    }
}
