import Foundation

// Every pass here walks the text once, forwards, with indexes into arrays of characters: no
// recursion, and no search that starts again at each marker, so work grows with the input only.
extension Cooklang {
    /// Reads a `.cook` file as the specification does (its canonical tests are
    /// `CooklangCanonicalTests`). Never throws: text that is not a component stays text.
    public static func parse(_ text: String) -> Document {
        var document = Document()
        var normalized = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        if normalized.hasPrefix("\u{FEFF}") { normalized.removeFirst() }
        var lines = normalized.split(separator: "\n", omittingEmptySubsequences: false)
        if let (front, bodyStart) = frontMatter(lines) {
            document.metadata = readFrontMatter(front)
            lines.removeFirst(bodyStart)
        }
        var reader = BodyReader()
        for line in uncommented(lines.joined(separator: "\n")) { reader.read(line, into: &document) }
        reader.endBlock(into: &document)
        if document.sections.count > 1, document.sections[0].name == nil, document.sections[0].blocks.isEmpty {
            document.sections.removeFirst()
        }
        return document
    }

    // MARK: Front matter

    /// The lines between a `---` that opens the file and the next `---`, and where the body starts.
    private static func frontMatter(_ lines: [Substring]) -> ([Substring], Int)? {
        guard let open = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }),
              lines[open].trimmingCharacters(in: .whitespaces) == "---",
              let close = lines[(open + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" })
        else { return nil }
        return (Array(lines[(open + 1)..<close]), close + 1)
    }

    /// The YAML a front matter holds in practice: `key: value`, `key: [a, b]`, a `- item` list or
    /// indented `sub: value` lines under `key:` (read as `key.sub`), and `|` or `>` text blocks.
    static func readFrontMatter(_ lines: [Substring]) -> [String: Metadata] {
        var metadata: [String: Metadata] = [:]
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let first = line.first, !first.isWhitespace, first != "#", first != "-",
                  let colon = line.firstIndex(of: ":") else { continue }
            let key = unquoted(line[..<colon].trimmingCharacters(in: .whitespaces))
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty else { continue }
            let isBlock = value.isEmpty || ["|", ">", "|-", ">-", "|+", ">+"].contains(value)
            guard isBlock else {
                if value.hasPrefix("["), value.hasSuffix("]"), value.count >= 2 {
                    metadata[key] = .list(value.dropFirst().dropLast().split(separator: ",").map { unquoted(String($0)) }.filter { !$0.isEmpty })
                } else {
                    metadata[key] = .text(unquoted(value))
                }
                continue
            }
            // The lines that belong to this key: indented ones, and a list's `- ` lines.
            var block: [String] = []
            while index < lines.count, lines[index].first.map({ $0.isWhitespace || $0 == "-" }) ?? true {
                block.append(lines[index].trimmingCharacters(in: .whitespaces))
                index += 1
            }
            let filled = block.filter { !$0.isEmpty }
            if value.hasPrefix("|") {
                metadata[key] = .text(block.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines))
            } else if value.hasPrefix(">") {
                metadata[key] = .text(filled.joined(separator: " "))
            } else if !filled.isEmpty, filled.allSatisfy({ $0.hasPrefix("-") }) {
                metadata[key] = .list(filled.map { unquoted($0.dropFirst().trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty })
            } else if !filled.isEmpty, filled.allSatisfy({ $0.contains(":") }) {
                for entry in filled {
                    guard let colon = entry.firstIndex(of: ":") else { continue }
                    let sub = unquoted(entry[..<colon].trimmingCharacters(in: .whitespaces))
                    let subValue = unquoted(entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces))
                    if !sub.isEmpty { metadata[key + "." + sub] = .text(subValue) }
                }
            } else if !filled.isEmpty {
                metadata[key] = .text(filled.joined(separator: " "))
            }
        }
        return metadata
    }

    private static func unquoted(_ text: String) -> String {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// `key: value` after `>>` (the language's older metadata line).
    private static func addMetadataLine(_ line: Substring, to metadata: inout [String: Metadata]) {
        guard let colon = line.firstIndex(of: ":") else { return }
        let key = line[..<colon].trimmingCharacters(in: .whitespaces)
        let value = unquoted(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        if !key.isEmpty { metadata[key] = .text(value) }
    }

    // MARK: Comments

    /// A body line with its comments taken out; `commented` tells a line that held only a
    /// comment (no step boundary) from an empty one (the end of a step).
    struct Line {
        var text: String
        var commented: Bool
    }

    /// Lines without `-- comments` (exactly two hyphens: `---` is text) and `[- block comments -]`
    /// (which may span lines; one left open runs to the end).
    static func uncommented(_ text: String) -> [Line] {
        let characters = Array(text)
        let count = characters.count
        var lines: [Line] = [], current = Line(text: "", commented: false)
        var index = 0
        while index < count {
            let character = characters[index]
            let next: Character? = index + 1 < count ? characters[index + 1] : nil
            if character == "\n" {
                lines.append(current)
                current = Line(text: "", commented: false)
                index += 1
            } else if character == "[", next == "-" {
                current.commented = true
                var end = index + 2
                while end + 1 < count, !(characters[end] == "-" && characters[end + 1] == "]") { end += 1 }
                index = end + 1 < count ? end + 2 : count
            } else if character == "-", next == "-", index == 0 || characters[index - 1] != "-",
                      index + 2 >= count || characters[index + 2] != "-" {
                current.commented = true
                while index < count, characters[index] != "\n" { index += 1 }
            } else {
                current.text.append(character)
                index += 1
            }
        }
        lines.append(current)
        return lines
    }

    // MARK: Body

    /// Gathers lines into steps (paragraphs), notes (`>` paragraphs) and sections (`=` lines).
    private struct BodyReader {
        var items: [Item] = []
        /// Ingredients, cookware and timers read so far: past `RecipeRules.maxReadItems` markers are
        /// text (a 5 MB line of `@a{` made 1.7 million components, and about 1 GB).
        var components = 0
        var stepOpen = false
        var note: [String]?

        mutating func read(_ line: Line, into document: inout Document) {
            let text = line.text.drop { $0.isWhitespace }
            if text.isEmpty {
                if !line.commented { endBlock(into: &document) }
                return
            }
            if text.hasPrefix(">>") {
                addMetadataLine(text.dropFirst(2), to: &document.metadata)
            } else if note != nil {
                note?.append(HTMLText.tidy(String(text.hasPrefix(">") ? text.dropFirst() : text)))
            } else if text.hasPrefix(">") {
                endBlock(into: &document)
                note = [HTMLText.tidy(String(text.dropFirst()))]
            } else if text.hasPrefix("=") {
                endBlock(into: &document)
                let name = HTMLText.tidy(String(text.drop { $0 == "=" }.reversed().drop { $0 == "=" || $0.isWhitespace }.reversed()))
                document.sections.append(Section(name: name.isEmpty ? nil : name))
            } else {
                // A line break inside a step reads as a space.
                if stepOpen { items.append(.text(" ")) }
                // A step keeps at most `RecipeRules.stepLength` characters: ten times that is read,
                // and the rules refuse the step past it whatever follows.
                let found = Cooklang.items(in: Array(text.prefix(RecipeRules.stepLength * 10)),
                                           budget: max(0, RecipeRules.maxReadItems - components))
                components += found.count(where: { if case .text = $0 { return false }; return true })
                items += found
                stepOpen = true
            }
        }

        mutating func endBlock(into document: inout Document) {
            if let note {
                let text = note.filter { !$0.isEmpty }.joined(separator: " ")
                if !text.isEmpty { document.sections[document.sections.count - 1].blocks.append(.note(text)) }
            }
            if stepOpen {
                let step = Cooklang.joined(items)
                if !step.isEmpty { document.sections[document.sections.count - 1].blocks.append(.step(step)) }
            }
            items = []
            stepOpen = false
            note = nil
        }
    }

    /// Adjacent texts made one; the step's ends trimmed; empty texts dropped.
    static func joined(_ items: [Item]) -> [Item] {
        // Texts gather in one buffer: joining each to the last item would copy it every time.
        var out: [Item] = [], pending = ""
        for item in items {
            if case .text(let text) = item {
                pending += text
            } else {
                if !pending.isEmpty { out.append(.text(pending)); pending = "" }
                out.append(item)
            }
        }
        if !pending.isEmpty { out.append(.text(pending)) }
        if case .text(let text)? = out.first { out[0] = .text(String(text.drop { $0.isWhitespace })) }
        if case .text(let text)? = out.last {
            out[out.count - 1] = .text(String(text.reversed().drop { $0.isWhitespace }.reversed()))
        }
        return out.filter { if case .text(let text) = $0 { !text.isEmpty } else { true } }
    }

    // MARK: Components

    private static let markers: Set<Character> = ["@", "#", "~"]

    /// A name's single word runs to whitespace or punctuation (Unicode's, so `⸫` ends it too).
    private static func isWordCharacter(_ character: Character) -> Bool {
        !character.isWhitespace && !character.isPunctuation && !markers.contains(character)
    }

    /// A braced name is a few words, not a sentence: one with `,` `;` `:` `!` or `. ` in it means
    /// the `{` belongs to a later component and the marker names a single word.
    private static func isNameOfWords(_ name: ArraySlice<Character>) -> Bool {
        var previous: Character = " "
        for character in name {
            if character == "," || character == ";" || character == ":" || character == "!" || character == "}" { return false }
            if previous == ".", character.isWhitespace { return false }
            previous = character
        }
        return true
    }

    /// Positions of the next `character` at or after each index (`count` where there is none).
    private static func nextIndexes(of match: (Character) -> Bool, in line: [Character]) -> [Int] {
        var next = [Int](repeating: line.count, count: line.count + 1)
        var index = line.count - 1
        while index >= 0 {
            next[index] = match(line[index]) ? index : next[index + 1]
            index -= 1
        }
        return next
    }

    /// The text and components of one line.
    /// At most `budget` components; markers past them are text.
    static func items(in line: [Character], budget: Int = .max) -> [Item] {
        let nextOpen = nextIndexes(of: { $0 == "{" }, in: line)
        let nextClose = nextIndexes(of: { $0 == "}" }, in: line)
        let nextMarker = nextIndexes(of: { markers.contains($0) }, in: line)
        let nextParenClose = nextIndexes(of: { $0 == ")" }, in: line)
        var items: [Item] = [], text = ""
        var index = 0
        var made = 0
        while index < line.count {
            let marker = line[index]
            guard markers.contains(marker), made < budget else {
                text.append(marker)
                index += 1
                continue
            }
            var start = index + 1
            var optional = false
            if marker != "~", start < line.count, line[start] == "?" {
                optional = true
                start += 1
            }
            guard start < line.count, !line[start].isWhitespace else {
                text.append(marker)
                index += 1
                continue
            }
            var name: ArraySlice<Character> = [], amount: String?, end = start
            // Braces end a name of several words: a `{` before the next marker, closed before another `{`.
            let open = nextOpen[start]
            if open < line.count, open <= nextMarker[start], nextClose[open] < nextOpen[open + 1],
               nextClose[open] < line.count, isNameOfWords(line[start..<open]),
               marker == "~" || !line[start..<open].allSatisfy(\.isWhitespace) {
                name = line[start..<open]
                amount = String(line[(open + 1)..<nextClose[open]])
                end = nextClose[open] + 1
            } else {
                while end < line.count, isWordCharacter(line[end]) { end += 1 }
                name = line[start..<end]
            }
            guard !name.isEmpty || amount != nil else {
                text.append(marker)
                index += 1
                continue
            }
            let cleanName = String(name).trimmingCharacters(in: .whitespaces)
            let (quantity, units) = split(amount ?? "")
            if !text.isEmpty { items.append(.text(text)); text = "" }
            made += 1
            switch marker {
            case "@":
                var preparation: String?
                // `@onion{1}(peeled and chopped)`: a preparation right after the braces.
                if amount != nil, end < line.count, line[end] == "(", nextParenClose[end] < line.count {
                    preparation = HTMLText.tidy(String(line[(end + 1)..<nextParenClose[end]]))
                    end = nextParenClose[end] + 1
                }
                items.append(.ingredient(Ingredient(name: cleanName, quantity: quantity, units: units, optional: optional,
                                                    preparation: preparation?.isEmpty == false ? preparation : nil)))
            case "#":
                // Cookware counts; a unit after `%` has no meaning for it.
                items.append(.cookware(Cookware(name: cleanName, quantity: quantity, optional: optional)))
            default:
                items.append(.timer(Timer(name: cleanName, quantity: quantity, units: units)))
            }
            index = end
        }
        if !text.isEmpty { items.append(.text(text)) }
        return items
    }

    /// `3 % items` into its quantity and units.
    private static func split(_ amount: String) -> (Quantity?, String) {
        let parts = amount.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)
        let quantity = (parts.first.map(String.init) ?? "").trimmingCharacters(in: .whitespaces)
        let units = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        return (quantity.isEmpty ? nil : Self.quantity(quantity), units)
    }

    /// A number as the grammar has them: an integer without leading zeros (`01/2` stays text),
    /// a decimal, or a fraction of integers with spaces allowed around the slash.
    static func quantity(_ text: String) -> Quantity {
        func integer(_ part: Substring) -> Double? {
            guard let first = part.first, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                  first != "0" || part.count == 1 else { return nil }
            return Double(part)
        }
        if let slash = text.firstIndex(of: "/") {
            let numerator = text[..<slash].trimmingCharacters(in: .whitespaces)
            let denominator = text[text.index(after: slash)...].trimmingCharacters(in: .whitespaces)
            if let top = integer(Substring(numerator)), let bottom = integer(Substring(denominator)), bottom > 0 {
                let value = top / bottom
                if value.isFinite { return Quantity(text: numerator + "/" + denominator, value: value) }
            }
            return Quantity(text: text)
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 1, let value = integer(parts[0]), value.isFinite { return Quantity(text: text, value: value) }
        if parts.count == 2, integer(parts[0]) != nil, !parts[1].isEmpty, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }),
           let value = Double(text), value.isFinite {
            return Quantity(text: text, value: value)
        }
        return Quantity(text: text)
    }
}
