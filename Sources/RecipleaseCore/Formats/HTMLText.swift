import Foundation

/// Text as pages declare it, made plain: tags dropped, entities decoded, whitespace tidied.
public enum HTMLText {
    public static func plain(_ text: String) -> String {
        tidy(decodeEntities(stripTags(text)))
    }

    /// A title or an ingredient line made plain and rid of what sites garble, keeping their
    /// wording: markup that was entity-encoded (`&lt;b&gt;`, `&amp;amp;`) decoded and dropped
    /// too, a doubled bracket `((optional))` made single, a stray bullet at the start dropped.
    /// `decodingTwice` is for web pages only: Reciplease's own documents escape once, exactly.
    public static func tidyLine(_ text: String, decodingTwice: Bool = false) -> String {
        var line = plain(text)
        // Encoded twice, or three times (a plugin escaping what was escaped already, "&amp;amp;amp;"):
        // each decoding uncovers markup or entities of its own.
        for _ in 0..<2 where decodingTwice && (line.contains("&") || line.contains("<")) {
            let again = plain(line)
            guard again != line && (line.contains(";") || line.contains(">")) else { break }
            line = again
        }
        return ungarbled(line)
    }

    /// A line already plain (as a page shows it, or as a pasted list has it) rid of what sites
    /// garble: a doubled bracket made single, a stray bullet at the start dropped. A mark that is
    /// only ever a bullet goes whether a space follows it or not ("•1 onion"); a dash, a star or a
    /// dot goes only before a space, as "-3" and "*optional" mean something of their own.
    static func ungarbled(_ text: String) -> String {
        var line = singleBrackets(tidy(text))
        let bullets: Set<Character> = ["•", "▢", "□", "☐", "◦", "●", "○", "▪", "■", "✓", "✔"]
        let marks: Set<Character> = ["·", "-", "*", "–", "—"]
        while let first = line.first,
              bullets.contains(first) || (marks.contains(first) && line.dropFirst().first?.isWhitespace == true) {
            line = String(line.dropFirst().drop { $0.isWhitespace })
        }
        return line
    }

    /// `((X))` becomes `(X)`, X running to the first `))`: recipe plugins wrap a note in
    /// brackets of their own even when the note brings its own.
    static func singleBrackets(_ text: String) -> String {
        guard text.contains("((") else { return text }
        // One walk: where each `((` closes is found by a scan that never goes back.
        let characters = Array(text)
        var out = ""
        var index = 0
        var searchFrom = 0
        while index < characters.count {
            if characters[index] == "(", index + 1 < characters.count, characters[index + 1] == "(" {
                var close = max(index + 2, searchFrom)
                while close + 1 < characters.count, !(characters[close] == ")" && characters[close + 1] == ")") { close += 1 }
                searchFrom = close
                if close + 1 < characters.count {
                    out.append("(")
                    out += String(characters[(index + 2)..<close])
                    out.append(")")
                    index = close + 2
                    continue
                }
            }
            out.append(characters[index])
            index += 1
        }
        return out
    }

    /// Text split where a page breaks lines: newlines and `<br>`.
    static func lines(_ text: String, limit: Int = RecipeRules.maxReadItems) -> [String] {
        guard text.contains(where: { $0.isNewline || $0 == "<" }) else { return [text] }
        var lines: [String] = []
        var current = ""
        var rest = Substring(text)
        // Blank lines are no lines; reading stops at `limit` of them, or past eight breaks a line.
        var breaks = 0
        func end() {
            if current.contains(where: { !$0.isWhitespace }) { lines.append(current) }
            current = ""
            breaks += 1
        }
        while let character = rest.first, lines.count < limit, breaks <= limit * 8 {
            if character.isNewline {
                end()
                rest = rest.dropFirst()
            } else if character == "<", rest.prefix(4).lowercased().hasPrefix("<br"),
                      let close = rest.prefix(64).firstIndex(of: ">") {
                end()
                rest = rest[rest.index(after: close)...]
            } else {
                current.append(character)
                rest = rest.dropFirst()
            }
        }
        if lines.count < limit, breaks <= limit * 8 { end() }
        return lines
    }

    /// Runs of whitespace become one space; the ends are trimmed.
    /// Zero-width characters go too: they show nothing and only keep equal lines apart.
    public static func tidy(_ text: String) -> String {
        if let ascii = tidyASCII(text, controlsAsSpace: false) { return ascii }
        let shown = text.unicodeScalars.contains(where: zeroWidth.contains)
            ? String(String.UnicodeScalarView(text.unicodeScalars.filter { !zeroWidth.contains($0) })) : text
        return shown.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    static let zeroWidth: Set<Unicode.Scalar> = ["\u{200B}", "\u{2060}", "\u{FEFF}"]

    /// `tidy` of a text that is all ASCII, byte by byte (the same result: in ASCII a character is
    /// one byte but "\r\n", and whitespace is tab to carriage return and space), with each control
    /// byte read as a space when `controlsAsSpace`; nil for any other text. Walking characters
    /// costs far more (a collection of thousands of long recipes spent most of its import there).
    static func tidyASCII(_ text: String, controlsAsSpace: Bool) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var pendingSpace = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                let blank = byte == 0x20 || (0x09...0x0D).contains(byte) || (controlsAsSpace && (byte < 0x20 || byte == 0x7F))
                if blank {
                    pendingSpace = !out.isEmpty
                } else {
                    if pendingSpace { out.append(0x20) }
                    pendingSpace = false
                    out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Elements that sit inside a line of text: dropping them must not split a word from its comma.
    static let inlineElements: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "font", "i", "kbd", "mark",
        "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var",
    ]

    /// Tags dropped; a block tag (`<p>`, `<li>`, `<br>`) leaves a space, an inline one nothing,
    /// but a numerator set in `<sup>` right after a whole number ("1<sup>1</sup>/<sub>2</sub>")
    /// is set apart from it, as the page shows it.
    static func stripTags(_ text: String) -> String {
        guard text.contains("<") else { return text }
        var out = ""
        var tag = ""
        var inTag = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            // As a browser reads it, "<" opens a tag only before a letter, "/", "!" or "?":
            // "1 < 2 eggs" and "<3" are text.
            if character == "<", !inTag, index < text.endIndex, opensTag(text[index]) { inTag = true; tag = ""; continue }
            if character == ">" && inTag {
                inTag = false
                let name = tagName(tag)
                if !inlineElements.contains(name) {
                    out.append(" ")
                } else if name == "sup", !tag.hasPrefix("/"), out.last.map(isDigit) == true, opensFraction(text[index...]) {
                    out.append(" ")
                }
                continue
            }
            if inTag { tag.append(character) } else { out.append(character) }
        }
        return out
    }

    private static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }

    static func opensTag(_ next: Character) -> Bool {
        next == "/" || next == "!" || next == "?" || (next.isASCII && next.isLetter)
    }

    /// Whether the text after a `<sup>` tag is a numerator: digits, the `</sup>`, then a slash
    /// (`/`, `⁄`, or either as an entity).
    static func opensFraction(_ rest: Substring) -> Bool {
        // A numerator and its tags are short: the look never goes far.
        let rest = rest.prefix(64)
        let digits = rest.drop(while: \.isWhitespace).prefix(while: isDigit)
        guard !digits.isEmpty else { return false }
        let after = rest[digits.endIndex...].drop(while: \.isWhitespace)
        guard after.prefix(6).lowercased() == "</sup>" else { return false }
        let slash = after.dropFirst(6).drop(while: \.isWhitespace).prefix(8).lowercased()
        return ["/", "\u{2044}", "&frasl;", "&#8260;", "&#x2044;"].contains { slash.hasPrefix($0) }
    }

    /// "a" for `<a href=…>`, `</a>` or `<a/>`.
    static func tagName(_ tag: String) -> String {
        tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
    }

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

    static func decode(_ entity: String) -> String? {
        if entity.hasPrefix("#") {
            let body = entity.dropFirst()
            guard let value = body.hasPrefix("x") || body.hasPrefix("X")
                ? UInt32(body.dropFirst(), radix: 16) : UInt32(body, radix: 10) else { return nil }
            // As browsers do: 128...159 name the Windows-1252 characters old pages meant ("&#146;" is ’).
            let scalar = (128...159).contains(value) ? windows1252[Int(value) - 128] : value
            return Unicode.Scalar(scalar).map { String(Character($0)) }
        }
        // Names are case-sensitive ("&Eacute;" is É); a name only known in lower case is read so.
        return (namedEntities[entity] ?? namedEntities[entity.lowercased()]).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
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

extension HTMLText {
    /// Text made safe for HTML or XML element content and for attribute values in either quote
    /// style: the five characters that could open markup or end a value as entities, and control
    /// characters (which XML 1.0 does not allow at all) left out. What the SVG pictures and the
    /// front's refusal pages write.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if character.unicodeScalars.allSatisfy({ $0.value >= 0x20 || $0 == "\t" || $0 == "\n" }) {
                    out.append(character)
                }
            }
        }
        return out
    }
}
