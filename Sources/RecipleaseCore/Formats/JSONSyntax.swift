import Foundation

/// Where a JSON text first breaks and why, so a person can find the place: Foundation's own
/// error says neither in words nor the same way on every platform.
public struct JSONSyntaxProblem: Equatable, Sendable {
    public enum Reason: String, Sendable {
        /// A character that cannot start or continue anything here (`found` says which).
        case unexpected
        /// The text stops inside an object, an array or a string.
        case end
        /// A string runs past the end of its line: a closing quote is missing.
        case openString = "open-string"
        case escape
        case number
        /// A name in double quotes should come here (single quotes, a trailing comma, a bare word).
        case name
        case colon
        /// After a member, a comma or `}`; after an element, a comma or `]`.
        case objectComma = "object-comma"
        case arrayComma = "array-comma"
        /// Something follows a complete value.
        case extra
        case tooDeep = "too-deep"
        /// A `\u` escape of half a surrogate pair without its other half: no character.
        case surrogate
        /// A byte that is not UTF-8 where a JSON body must be (RFC 8259: UTF-8 between systems).
        case encoding
    }

    /// Counted from 1; the column counts characters, not bytes.
    public let line: Int
    public let column: Int
    public let reason: Reason
    /// The character at that place, when there is one worth quoting.
    public let found: String?

    public init(line: Int, column: Int, reason: Reason, found: String?) {
        self.line = line
        self.column = column
        self.reason = reason
        self.found = found
    }
}

extension JSONSyntaxProblem {
    /// Why, in words: "“n” cannot come here (text needs double quotes; ...)".
    public func words(in strings: Strings) -> String {
        let shown = found ?? ""
        let key = reason == .unexpected && shown.isEmpty ? "json.unexpected-blank" : "json." + reason.rawValue
        return strings.text("error." + key, ["found": shown, "max": String(JSONSyntax.maxDepth)])
    }

    /// Where and why: "near line 3, column 7: ...", or "at column 7: ..." in a text of one line.
    public func place(in strings: Strings) -> String {
        line == 1 ? strings.text("error.json.at-column", ["column": String(column), "problem": words(in: strings)])
            : strings.text("error.json.near", ["line": String(line), "column": String(column), "problem": words(in: strings)])
    }
}

public enum JSONSyntax {
    /// Deeper than any recipe; stops a crafted text from exhausting the stack.
    public static let maxDepth = 256

    /// The longest path `walk` tells in full. A deeper or longer one is told cut short, ending in
    /// `cut`: no path a reader looks for comes near it, and building every member's path in full
    /// would cost a crafted text's name length times its member count.
    public static let maxPathBytes = 256
    /// Ends a path told cut short.
    public static let cut = "…"
    fileprivate static let cutBytes = Array(cut.utf8)

    /// `path` with one more member name, or `path` cut short when the two would pass `maxPathBytes`.
    fileprivate static func extend(_ path: String, with name: ArraySlice<UInt8>) -> String {
        if path.hasSuffix(cut) { return path }
        guard path.utf8.count + 1 + name.count <= maxPathBytes else { return path + cut }
        let text = String(decoding: name, as: UTF8.self)
        return path.isEmpty ? text : path + "." + text
    }

    /// The first byte of `data` that is not UTF-8, where a body must be: nil when all of it is.
    /// Kept apart from `firstProblem`, which reads any bytes inside strings: an imported file in
    /// Windows-1252 is still read (`RecipeImport.decodedText`, `grammaticalValue`), an API body is not.
    public static func firstEncodingProblem(in data: Data) -> JSONSyntaxProblem? {
        var decoder = UTF8()
        var iterator = data.makeIterator()
        var (line, column) = (1, 1)
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                if scalar == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
            case .emptyInput:
                return nil
            case .error:
                return JSONSyntaxProblem(line: line, column: column, reason: .encoding, found: nil)
            }
        }
    }

    /// The first place `data` stops being JSON, or nil when it is JSON (a fragment counts).
    public static func firstProblem(in data: Data) -> JSONSyntaxProblem? {
        var reader = Reader(bytes: Array(data))
        return (try? reader.check()) ?? nil
    }

    /// What `walk` tells of a value reached from the top through object members only (never
    /// inside an array), by its dotted path of member names (`household.grocery.extras`).
    public enum Walked: Sendable {
        /// An array ended, with how many items it held.
        case array(path: String, count: Int)
        /// An object ended, with how many members it held.
        case object(path: String, count: Int)
        /// A string (its text as written, escapes left) or a number.
        case scalar(path: String, text: String)
        /// One item of an array that `array` tells of ended: its size and shape.
        case item(ListItem)
    }

    /// The shape of one item of a list, from the walk: what decoding it would build, told
    /// before anything is built.
    public struct ListItem: Sendable {
        /// The list's path (`recipes`) and the item's place in it, from 0.
        public let path: String
        public let index: Int
        /// The item as written, in bytes.
        public let bytes: Int
        /// How many levels below the item its deepest value lies (0 for a scalar, 1 for `[1]`).
        public let depth: Int
        /// The most members any object of the item holds (the item itself included).
        public let widestObject: Int
        /// The longest array at each path below the item, members named and array levels written
        /// `[]` (`recipeIngredient`, `recipeInstructions[].itemListElement`; `""` for the item itself).
        public let lists: [String: Int]
    }

    /// Reads `data` as `firstProblem` does, holding nothing but its bytes, and tells `visit`
    /// what it meets on the way (`Walked`): counting a document's lists without building it.
    /// An error `visit` throws stops the walk there and is thrown.
    public static func walk(_ data: Data, _ visit: @escaping (Walked) throws -> Void) throws -> JSONSyntaxProblem? {
        var reader = Reader(bytes: Array(data))
        reader.visit = visit
        return try reader.check()
    }

    private struct Failure: Error {
        let at: Int
        let reason: JSONSyntaxProblem.Reason
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var visit: ((Walked) throws -> Void)?
        /// The member path of the value being read; nil inside an array or when nobody asks.
        var path: String? = ""
        /// The item of a followed list being read, while inside one.
        private var item: ItemShape?

        /// What is known of the item being read so far.
        private struct ItemShape {
            let path: String
            let index: Int
            let start: Int
            let depth: Int
            var deepest: Int
            var widestObject = 0
            var lists: [String: Int] = [:]
            /// Where the walk is below the item, as `ListItem.lists` names it (`recipeInstructions[].text`),
            /// at most `maxPathBytes` and then cut short; and its length before each step was added.
            var trail: [UInt8] = []
            var marks: [Int] = []

            /// One step down: a member's name, or an array level (nil). Costs the name's length,
            /// never the trail's.
            mutating func push(_ name: ArraySlice<UInt8>?) {
                marks.append(trail.count)
                if trail.count >= JSONSyntax.cutBytes.count, trail.suffix(JSONSyntax.cutBytes.count).elementsEqual(JSONSyntax.cutBytes) { return }
                let length = name.map { (trail.isEmpty ? 0 : 1) + $0.count } ?? 2
                guard trail.count + length <= JSONSyntax.maxPathBytes else {
                    trail += JSONSyntax.cutBytes
                    return
                }
                if let name {
                    if !trail.isEmpty { trail.append(UInt8(ascii: ".")) }
                    trail += name
                } else {
                    trail += [UInt8(ascii: "["), UInt8(ascii: "]")]
                }
            }

            mutating func pop() {
                trail.removeLast(trail.count - marks.removeLast())
            }
        }

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        mutating func check() throws -> JSONSyntaxProblem? {
            do {
                try value(depth: 0)
                skipSpace()
                if index < bytes.count { throw Failure(at: index, reason: .extra) }
                return nil
            } catch let failure as Failure {
                return problem(failure)
            }
        }

        /// Tells `visit` of the scalar read from `start` to here, when its path is followed.
        private func scalar(from start: Int, quoted: Bool) throws {
            guard let visit, let path else { return }
            let range = quoted ? start + 1..<index - 1 : start..<index
            try visit(.scalar(path: path, text: String(decoding: bytes[range], as: UTF8.self)))
        }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        private mutating func value(depth: Int) throws {
            guard depth < JSONSyntax.maxDepth else { throw Failure(at: index, reason: .tooDeep) }
            if item != nil { item!.deepest = max(item!.deepest, depth) }
            skipSpace()
            guard let byte = current else { throw Failure(at: index, reason: .end) }
            switch byte {
            case UInt8(ascii: "{"): try object(depth: depth)
            case UInt8(ascii: "["): try array(depth: depth)
            case UInt8(ascii: "\""):
                let start = index
                try string()
                try scalar(from: start, quoted: true)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                try number()
                try scalar(from: start, quoted: false)
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            default: throw Failure(at: index, reason: .unexpected)
            }
        }

        private mutating func object(depth: Int) throws {
            index += 1
            skipSpace()
            let outer = path
            var members = 0
            // Told when the object ends, however it ends (an empty one included).
            func ended() throws {
                if item != nil { item!.widestObject = max(item!.widestObject, members) }
                if let visit, let outer { try visit(.object(path: outer, count: members)) }
            }
            if current == UInt8(ascii: "}") {
                index += 1
                try ended()
                return
            }
            while true {
                skipSpace()
                guard let byte = current else { throw Failure(at: index, reason: .end) }
                guard byte == UInt8(ascii: "\"") else { throw Failure(at: index, reason: .name) }
                let nameStart = index
                try string()
                let nameEnd = index
                skipSpace()
                guard let colon = current else { throw Failure(at: index, reason: .end) }
                guard colon == UInt8(ascii: ":") else { throw Failure(at: index, reason: .colon) }
                index += 1
                if visit != nil, let outer { path = JSONSyntax.extend(outer, with: bytes[nameStart + 1..<nameEnd - 1]) }
                if item != nil { item!.push(bytes[nameStart + 1..<nameEnd - 1]) }
                try value(depth: depth + 1)
                if item != nil { item!.pop() }
                path = outer
                members += 1
                skipSpace()
                guard let next = current else { throw Failure(at: index, reason: .end) }
                index += 1
                if next == UInt8(ascii: "}") {
                    try ended()
                    return
                }
                guard next == UInt8(ascii: ",") else { throw Failure(at: index - 1, reason: .objectComma) }
            }
        }

        private mutating func array(depth: Int) throws {
            index += 1
            skipSpace()
            let outer = path
            var count = 0
            // The items of a followed list are each told of; an array inside an item adds to its shape.
            let followed = visit != nil && outer != nil && item == nil
            func ended() throws {
                if item != nil {
                    let trail = trailPath()
                    item!.lists[trail] = max(item!.lists[trail] ?? 0, count)
                }
                if let visit, let outer { try visit(.array(path: outer, count: count)) }
            }
            if current == UInt8(ascii: "]") {
                index += 1
                try ended()
                return
            }
            path = nil
            defer { path = outer }
            while true {
                skipSpace()
                // "[1, 2, ]": a trailing comma is the common slip; say so rather than "] not expected".
                if current == UInt8(ascii: "]") { throw Failure(at: index, reason: .unexpected) }
                if followed, let outer {
                    item = ItemShape(path: outer, index: count, start: index, depth: depth + 1, deepest: depth + 1)
                } else if item != nil {
                    item!.push(nil)
                }
                try value(depth: depth + 1)
                if followed, let shape = item, let visit {
                    item = nil
                    try visit(.item(ListItem(
                        path: shape.path, index: shape.index, bytes: index - shape.start, depth: shape.deepest - shape.depth,
                        widestObject: shape.widestObject, lists: shape.lists
                    )))
                } else if item != nil {
                    item!.pop()
                }
                count += 1
                skipSpace()
                guard let next = current else { throw Failure(at: index, reason: .end) }
                index += 1
                if next == UInt8(ascii: "]") {
                    try ended()
                    return
                }
                guard next == UInt8(ascii: ",") else { throw Failure(at: index - 1, reason: .arrayComma) }
            }
        }

        /// Where the walk is below the current item, as `ListItem.lists` names it.
        private func trailPath() -> String {
            String(decoding: item?.trail ?? [], as: UTF8.self)
        }

        private mutating func string() throws {
            index += 1
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return
                case UInt8(ascii: "\\"):
                    index += 1
                    guard let escaped = current else { throw Failure(at: index, reason: .end) }
                    if escaped == UInt8(ascii: "u") {
                        for offset in 1...4 {
                            guard index + offset < bytes.count else { throw Failure(at: bytes.count, reason: .end) }
                            guard isHexDigit(bytes[index + offset]) else { throw Failure(at: index - 1, reason: .escape) }
                        }
                        // half of a surrogate pair stands only before its other half ("\ud83c\udf45")
                        let unit = JSONSyntax.hexUnit(bytes, at: index + 1) ?? 0
                        if (0xDC00...0xDFFF).contains(unit) { throw Failure(at: index - 1, reason: .surrogate) }
                        if (0xD800...0xDBFF).contains(unit) {
                            let low = index + 5
                            guard low + 6 <= bytes.count, bytes[low] == UInt8(ascii: "\\"), bytes[low + 1] == UInt8(ascii: "u"),
                                  let second = JSONSyntax.hexUnit(bytes, at: low + 2), (0xDC00...0xDFFF).contains(second) else {
                                throw Failure(at: index - 1, reason: .surrogate)
                            }
                            index += 6
                        }
                        index += 5
                    } else {
                        guard Array("\"\\/bfnrt".utf8).contains(escaped) else { throw Failure(at: index - 1, reason: .escape) }
                        index += 1
                    }
                case 0x0A, 0x0D:
                    throw Failure(at: index, reason: .openString)
                case 0x00..<0x20:
                    throw Failure(at: index, reason: .unexpected)
                default:
                    index += 1
                }
            }
            throw Failure(at: index, reason: .end)
        }

        private mutating func number() throws {
            let start = index
            if current == UInt8(ascii: "-") { index += 1 }
            guard let first = current, first.isASCIIDigit else { throw Failure(at: start, reason: .number) }
            index += 1
            if first == UInt8(ascii: "0"), let next = current, next.isASCIIDigit { throw Failure(at: start, reason: .number) }
            skipDigits()
            if current == UInt8(ascii: ".") {
                index += 1
                guard let digit = current, digit.isASCIIDigit else { throw Failure(at: start, reason: .number) }
                skipDigits()
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard let digit = current, digit.isASCIIDigit else { throw Failure(at: start, reason: .number) }
                skipDigits()
            }
        }

        private mutating func skipDigits() {
            while let byte = current, byte.isASCIIDigit { index += 1 }
        }

        private mutating func literal(_ word: String) throws {
            let expected = Array(word.utf8)
            guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw Failure(at: index, reason: .unexpected)
            }
            index += expected.count
        }

        private func isHexDigit(_ byte: UInt8) -> Bool {
            byte.isASCIIDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }

        /// Line and column of the byte at `failure.at`, and the character there.
        private func problem(_ failure: Failure) -> JSONSyntaxProblem {
            let at = min(failure.at, bytes.count)
            var line = 1
            var column = 1
            for byte in bytes[0..<at] {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    // Continuation bytes belong to the character before them.
                    column += 1
                }
            }
            return JSONSyntaxProblem(line: line, column: column, reason: failure.reason, found: character(at: at))
        }

        private func character(at start: Int) -> String? {
            guard start < bytes.count else { return nil }
            var end = start + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80, end - start < 4 { end += 1 }
            guard let text = String(bytes: bytes[start..<end], encoding: .utf8),
                  let scalar = text.unicodeScalars.first, !scalar.properties.isWhitespace,
                  scalar.properties.generalCategory != .control else { return nil }
            return text
        }
    }
}

extension JSONSyntax {
    /// `data` mended the way pages garble their JSON-LD, for a second reading once a strict one
    /// failed: raw control characters inside strings escaped, an unknown escape's backslash kept
    /// as a character (`\'` as a quote), a quote inside a string that is not followed by what
    /// may follow a string's end escaped, commas before `}` or `]` dropped, a trailing `;`
    /// dropped, a script's comments outside strings dropped, half a surrogate pair alone
    /// dropped, a number past a Double's range kept as text. One walk over the bytes; nil when
    /// nothing needed mending.
    public static func mended(_ data: Data) -> Data? {
        let bytes = Array(data)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        var changed = false
        var inString = false
        var index = 0
        func nextSignificant(after start: Int) -> UInt8? {
            var at = start
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
            return at < bytes.count ? bytes[at] : nil
        }
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                switch byte {
                case UInt8(ascii: "\\"):
                    let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                    if let next, Array("\"\\/bfnrt".utf8).contains(next) {
                        out += [byte, next]
                        index += 2
                        continue
                    }
                    if next == UInt8(ascii: "u"), let unit = hexUnit(bytes, at: index + 2) {
                        // Half of a surrogate pair alone (text cut inside an emoji) is no
                        // character: JSONSerialization refuses the block for it, so it is dropped.
                        if (0xD800...0xDBFF).contains(unit) {
                            if index + 7 < bytes.count, bytes[index + 6] == UInt8(ascii: "\\"), bytes[index + 7] == UInt8(ascii: "u"),
                               let low = hexUnit(bytes, at: index + 8), (0xDC00...0xDFFF).contains(low) {
                                out += bytes[index..<index + 12]
                                index += 12
                                continue
                            }
                            changed = true
                            index += 6
                            continue
                        }
                        if (0xDC00...0xDFFF).contains(unit) { changed = true; index += 6; continue }
                        out += bytes[index..<index + 6]
                        index += 6
                        continue
                    }
                    changed = true
                    if next == UInt8(ascii: "'") { out.append(UInt8(ascii: "'")); index += 2; continue }
                    out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\""):
                    if endsString(bytes, at: index) {
                        inString = false
                        out.append(byte)
                    } else {
                        changed = true
                        out += [UInt8(ascii: "\\"), byte]
                    }
                case 0x0A: changed = true; out += Array("\\n".utf8)
                case 0x0D: changed = true; out += Array("\\r".utf8)
                case 0x09: changed = true; out += Array("\\t".utf8)
                case 0x00..<0x20: changed = true; out += Array(String(format: "\\u%04x", byte).utf8)
                default: out.append(byte)
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                out.append(byte)
            case UInt8(ascii: "/") where index + 1 < bytes.count && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")):
                // A script's comment (`// by a plugin`, `/* <![CDATA[ */`), outside any string.
                changed = true
                index = commentEnd(bytes, from: index)
                continue
            case UInt8(ascii: ","):
                let next = nextSignificant(after: index + 1)
                if next == UInt8(ascii: "}") || next == UInt8(ascii: "]") { changed = true } else { out.append(byte) }
            case UInt8(ascii: ";") where nextSignificant(after: index + 1) == nil:
                changed = true
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                // A number past a Double's range (`1e999`, 400 digits) is JSON, but Foundation
                // refuses the whole document for it: it is kept as the text it is, which every
                // reader of an amount or a count then finds unreadable.
                var end = index + 1
                while end < bytes.count, numberBytes.contains(bytes[end]) { end += 1 }
                let token = bytes[index..<end]
                if let value = Double(String(decoding: token, as: UTF8.self)), !value.isFinite {
                    changed = true
                    out += [UInt8(ascii: "\"")] + token + [UInt8(ascii: "\"")]
                } else {
                    out += token
                }
                index = end
                continue
            default:
                out.append(byte)
            }
            index += 1
        }
        return changed ? Data(out) : nil
    }

    /// Whether the quote at `quote`, inside a string, ends it: what follows may follow a string's
    /// end (`,` `:` `}` `]`, or nothing), and after a `,` or `:` comes what may start a name,
    /// a value or a comment. `"Mum's "famous", easy cake"` keeps its quotes: ", easy" starts nothing. Only
    /// the whitespace after the quote and after that mark is looked at, so a walk stays linear.
    private static func endsString(_ bytes: [UInt8], at quote: Int) -> Bool {
        func significant(after start: Int) -> Int {
            var at = start
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
            return at
        }
        let mark = significant(after: quote + 1)
        guard mark < bytes.count else { return true }
        switch bytes[mark] {
        case UInt8(ascii: "}"), UInt8(ascii: "]"): return true
        case UInt8(ascii: ","), UInt8(ascii: ":"):
            let next = significant(after: mark + 1)
            guard next < bytes.count else { return true }
            if valueStarts.contains(bytes[next]) { return true }
            // A script's comment before the next member (`, /* the name */ "name"`).
            if bytes[next] == UInt8(ascii: "/"), next + 1 < bytes.count, bytes[next + 1] == UInt8(ascii: "/") || bytes[next + 1] == UInt8(ascii: "*") { return true }
            if bytes[mark] == UInt8(ascii: ","), bytes[next] == UInt8(ascii: "}") || bytes[next] == UInt8(ascii: "]") { return true }
            // A literal, whole: ", now" starts no `null`.
            return literals.contains { word in
                bytes[next...].starts(with: word) && (next + word.count == bytes.count || !isLetter(bytes[next + word.count]))
            }
        default: return false
        }
    }

    /// Bytes that may continue a number once it has started.
    private static let numberBytes: Set<UInt8> = Set(Array("0123456789.eE+-".utf8))

    /// The JSON value in `data`: read strictly, and when that fails, read once more as `mended`
    /// makes it; nil when neither reads. For pages, which garble their JSON-LD.
    public static func value(_ data: Data) -> Any? {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
            ?? mended(data).flatMap { try? JSONSerialization.jsonObject(with: $0, options: [.fragmentsAllowed]) }
    }

    /// The JSON value in `data` when the text is JSON by its grammar; nil when it is not (then
    /// `firstProblem` says where). For a user's own file, which Foundation alone may refuse:
    /// - text that is not UTF-8 (an older app's file in Latin-1 or Windows-1252, its "è" one byte
    ///   long) is read as Windows-1252, as a single imported file is;
    /// - a number past a Double's range (`1e999`, 400 digits) is read as `mended` keeps it.
    /// Nothing the grammar refuses is mended.
    public static func grammaticalValue(_ data: Data) -> Any? {
        func read(_ data: Data) -> Any? { try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) }
        if let value = read(data) { return value }
        guard firstProblem(in: data) == nil else { return nil }
        var text = data
        // No zero byte: UTF-16 and UTF-32, which Foundation reads, hold one in every ASCII character.
        if firstEncodingProblem(in: data) != nil, !data.contains(0), let decoded = String(data: data, encoding: .windowsCP1252) {
            text = Data(decoded.utf8)
            if let value = read(text) { return value }
        }
        return mended(text).flatMap(read)
    }

    /// Bytes that may start a JSON value or a member's name, literals apart.
    private static let valueStarts: Set<UInt8> = Set(Array("\"{[-0123456789".utf8))
    private static let literals = [Array("true".utf8), Array("false".utf8), Array("null".utf8)]
    private static func isLetter(_ byte: UInt8) -> Bool { byte.isASCIILetter || byte >= 0x80 }

    /// The four hex digits at `start` (of a `\u` escape) as a number; nil when they are not.
    fileprivate static func hexUnit(_ bytes: [UInt8], at start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[start..<start + 4] {
            guard byte < 0x80, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value * 16 + UInt32(digit)
        }
        return value
    }

    /// Where the comment opened at `start` (`//` to the line's end, `/*` past its `*/`) ends;
    /// the end of the text when it never closes.
    private static func commentEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 2
        if bytes[start + 1] == UInt8(ascii: "/") {
            while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            return index
        }
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
        return min(index + 2, bytes.count)
    }
}
