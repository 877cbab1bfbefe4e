import Foundation

/// Text as pages declare it, made plain: tags dropped, entities decoded, whitespace tidied.
public enum HTMLText {
    public static func plain(_ text: String) -> String {
        tidy(decodeEntities(stripTags(text)))
    }

    /// Runs of whitespace become one space; the ends are trimmed.
    public static func tidy(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Elements that sit inside a line of text: dropping them must not split a word from its comma.
    static let inlineElements: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "font", "i", "kbd", "mark",
        "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var",
    ]

    /// Tags dropped; a block tag (`<p>`, `<li>`, `<br>`) leaves a space, an inline one nothing.
    static func stripTags(_ text: String) -> String {
        guard text.contains("<") else { return text }
        var out = ""
        var tag = ""
        var inTag = false
        for character in text {
            if character == "<" { inTag = true; tag = ""; continue }
            if character == ">" && inTag {
                inTag = false
                if !inlineElements.contains(tagName(tag)) { out.append(" ") }
                continue
            }
            if inTag { tag.append(character) } else { out.append(character) }
        }
        return out
    }

    /// "a" for `<a href=…>`, `</a>` or `<a/>`.
    static func tagName(_ tag: String) -> String {
        tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
    }

    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "frac12": "½",
        "frac14": "¼", "frac34": "¾", "frac13": "⅓", "frac23": "⅔", "deg": "°", "ndash": "–",
        "mdash": "—", "rsquo": "’", "lsquo": "‘", "rdquo": "”", "ldquo": "“", "hellip": "…",
        "eacute": "é", "egrave": "è", "ecirc": "ê", "aacute": "á", "agrave": "à", "iacute": "í",
        "oacute": "ó", "uacute": "ú", "ntilde": "ñ", "ccedil": "ç", "uuml": "ü", "ouml": "ö",
        "auml": "ä", "times": "×", "copy": "©", "reg": "®", "trade": "™", "middot": "·",
    ]

    public static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "&",
                  let semicolon = text[index...].prefix(12).firstIndex(of: ";") else {
                out.append(character)
                index = text.index(after: index)
                continue
            }
            let entity = String(text[text.index(after: index)..<semicolon])
            if let decoded = decode(entity) {
                out += decoded
                index = text.index(after: semicolon)
            } else {
                out.append(character)
                index = text.index(after: index)
            }
        }
        return out
    }

    private static func decode(_ entity: String) -> String? {
        if entity.hasPrefix("#") {
            let body = entity.dropFirst()
            let value = body.hasPrefix("x") || body.hasPrefix("X")
                ? UInt32(body.dropFirst(), radix: 16) : UInt32(body, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        return named[entity.lowercased()]
    }
}

extension Substring {
    /// The first place `ascii` occurs, its letters in any case. One walk over the UTF-8:
    /// Foundation's `range(of:)` copies the text it searches on every call here, so a loop of
    /// them over a page of many tags went quadratic.
    func firstRange(ofCaseless ascii: String) -> Range<Index>? {
        let needle = Array(ascii.lowercased().utf8)
        guard !needle.isEmpty else { return nil }
        let bytes = utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let matches = bytes[index...].starts(with: needle) { byte, wanted in
                (0x61...0x7A).contains(wanted) ? byte | 0x20 == wanted : byte == wanted
            }
            if matches { return index..<bytes.index(index, offsetBy: needle.count) }
            index = bytes.index(after: index)
        }
        return nil
    }
}
