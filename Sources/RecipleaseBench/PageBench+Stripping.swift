import Foundation

extension PageBench {
    /// Attributes that declare structured data: microdata and RDFa.
    static let structuredAttributes: Set<String> = [
        "itemscope", "itemtype", "itemprop", "itemref", "itemid",
        "typeof", "property", "vocab", "prefix", "resource", "about",
    ]

    /// The page as a reader without its structured data sees it, so that the reading of what the
    /// page shows (`VisibleRecipe`) can be measured on every page: every `<script>` element goes
    /// (JSON-LD and a script's state; a script shows nothing), and so do the microdata and RDFa
    /// attributes and any attribute whose value holds JSON with an `@type`. What is shown, class
    /// names included, stays. One pass over the bytes, whatever their encoding.
    public static func withoutStructuredData(_ page: Data) -> Data {
        let bytes = [UInt8](page)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                out.append(bytes[index])
                index += 1
                continue
            }
            if starts(bytes, at: index, with: "<!--") {
                let end = find(bytes, "-->", from: index + 4).map { $0 + 3 } ?? bytes.count
                out += bytes[index..<end]
                index = end
                continue
            }
            guard index + 1 < bytes.count, isLetter(bytes[index + 1]) else {
                out.append(bytes[index])
                index += 1
                continue
            }
            let tag = readTag(bytes, from: index)
            if tag.name == "script" {
                // The script's body runs to its closing tag, which the body cannot hold.
                let close = find(bytes, "</script", from: tag.end, caseless: true)
                index = close.flatMap { start in bytes[start...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } } ?? bytes.count
                continue
            }
            out += tag.kept
            index = tag.end
        }
        return Data(out)
    }

    /// An opening tag from its `<`: its lowercased name, where it ends and its text with the
    /// structured-data attributes left out.
    private static func readTag(_ bytes: [UInt8], from start: Int) -> (name: String, end: Int, kept: [UInt8]) {
        var index = start + 1
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
            index += 1
        }
        let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self).lowercased()
        var kept = Array(bytes[start..<index])
        while index < bytes.count {
            let attributeStart = index
            while index < bytes.count, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
            guard index < bytes.count, bytes[index] != UInt8(ascii: ">") else {
                kept += bytes[attributeStart..<min(index + 1, bytes.count)]
                return (name, min(index + 1, bytes.count), kept)
            }
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">") {
                index += 1
            }
            let attribute = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            var valueStart = index, valueEnd = index
            var probe = index
            while probe < bytes.count, isSpace(bytes[probe]) { probe += 1 }
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "=") {
                probe += 1
                while probe < bytes.count, isSpace(bytes[probe]) { probe += 1 }
                if probe < bytes.count, bytes[probe] == UInt8(ascii: "\"") || bytes[probe] == UInt8(ascii: "'") {
                    let quote = bytes[probe]
                    valueStart = probe + 1
                    valueEnd = bytes[valueStart...].firstIndex(of: quote) ?? bytes.count
                    index = min(valueEnd + 1, bytes.count)
                } else {
                    valueStart = probe
                    valueEnd = probe
                    while valueEnd < bytes.count, !isSpace(bytes[valueEnd]), bytes[valueEnd] != UInt8(ascii: ">") { valueEnd += 1 }
                    index = valueEnd
                }
            }
            let declares = structuredAttributes.contains(attribute) || find(Array(bytes[valueStart..<valueEnd]), "@type", from: 0) != nil
            if !declares { kept += bytes[attributeStart..<index] }
        }
        return (name, bytes.count, kept)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with text: String, caseless: Bool = false) -> Bool {
        let needle = Array(text.utf8)
        guard index + needle.count <= bytes.count else { return false }
        for offset in 0..<needle.count {
            var byte = bytes[index + offset]
            if caseless, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
            if byte != needle[offset] { return false }
        }
        return true
    }

    private static func find(_ bytes: [UInt8], _ text: String, from start: Int, caseless: Bool = false) -> Int? {
        guard let first = text.utf8.first else { return nil }
        var index = start
        while index < bytes.count {
            let byte = caseless && bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z") ? bytes[index] + 32 : bytes[index]
            if byte == first, starts(bytes, at: index, with: text, caseless: caseless) { return index }
            index += 1
        }
        return nil
    }
}
