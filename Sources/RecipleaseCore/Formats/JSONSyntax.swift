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

public enum JSONSyntax {
    /// Deeper than any recipe; stops a crafted text from exhausting the stack.
    public static let maxDepth = 256

    /// The first place `data` stops being JSON, or nil when it is JSON (a fragment counts).
    public static func firstProblem(in data: Data) -> JSONSyntaxProblem? {
        var reader = Reader(bytes: Array(data))
        return reader.check()
    }

    private struct Failure: Error {
        let at: Int
        let reason: JSONSyntaxProblem.Reason
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        mutating func check() -> JSONSyntaxProblem? {
            do {
                try value(depth: 0)
                skipSpace()
                if index < bytes.count { throw Failure(at: index, reason: .extra) }
                return nil
            } catch let failure as Failure {
                return problem(failure)
            } catch {
                return nil
            }
        }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        private mutating func value(depth: Int) throws {
            guard depth < JSONSyntax.maxDepth else { throw Failure(at: index, reason: .tooDeep) }
            skipSpace()
            guard let byte = current else { throw Failure(at: index, reason: .end) }
            switch byte {
            case UInt8(ascii: "{"): try object(depth: depth)
            case UInt8(ascii: "["): try array(depth: depth)
            case UInt8(ascii: "\""): try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            default: throw Failure(at: index, reason: .unexpected)
            }
        }

        private mutating func object(depth: Int) throws {
            index += 1
            skipSpace()
            if current == UInt8(ascii: "}") { index += 1; return }
            while true {
                skipSpace()
                guard let byte = current else { throw Failure(at: index, reason: .end) }
                guard byte == UInt8(ascii: "\"") else { throw Failure(at: index, reason: .name) }
                try string()
                skipSpace()
                guard let colon = current else { throw Failure(at: index, reason: .end) }
                guard colon == UInt8(ascii: ":") else { throw Failure(at: index, reason: .colon) }
                index += 1
                try value(depth: depth + 1)
                skipSpace()
                guard let next = current else { throw Failure(at: index, reason: .end) }
                index += 1
                if next == UInt8(ascii: "}") { return }
                guard next == UInt8(ascii: ",") else { throw Failure(at: index - 1, reason: .objectComma) }
            }
        }

        private mutating func array(depth: Int) throws {
            index += 1
            skipSpace()
            if current == UInt8(ascii: "]") { index += 1; return }
            while true {
                skipSpace()
                // "[1, 2, ]": a trailing comma is the common slip; say so rather than "] not expected".
                if current == UInt8(ascii: "]") { throw Failure(at: index, reason: .unexpected) }
                try value(depth: depth + 1)
                skipSpace()
                guard let next = current else { throw Failure(at: index, reason: .end) }
                index += 1
                if next == UInt8(ascii: "]") { return }
                guard next == UInt8(ascii: ",") else { throw Failure(at: index - 1, reason: .arrayComma) }
            }
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
            guard let first = current, isDigit(first) else { throw Failure(at: start, reason: .number) }
            index += 1
            if first == UInt8(ascii: "0"), let next = current, isDigit(next) { throw Failure(at: start, reason: .number) }
            skipDigits()
            if current == UInt8(ascii: ".") {
                index += 1
                guard let digit = current, isDigit(digit) else { throw Failure(at: start, reason: .number) }
                skipDigits()
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard let digit = current, isDigit(digit) else { throw Failure(at: start, reason: .number) }
                skipDigits()
            }
        }

        private mutating func skipDigits() {
            while let byte = current, isDigit(byte) { index += 1 }
        }

        private mutating func literal(_ word: String) throws {
            let expected = Array(word.utf8)
            guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw Failure(at: index, reason: .unexpected)
            }
            index += expected.count
        }

        private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

        private func isHexDigit(_ byte: UInt8) -> Bool {
            isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
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
    /// dropped. One walk over the bytes; nil when nothing needed mending.
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
                    if next == UInt8(ascii: "u"), index + 5 < bytes.count,
                       bytes[index + 2..<index + 6].allSatisfy({ $0 < 0x80 && Character(Unicode.Scalar($0)).isHexDigit }) {
                        out += bytes[index..<index + 6]
                        index += 6
                        continue
                    }
                    changed = true
                    if next == UInt8(ascii: "'") { out.append(UInt8(ascii: "'")); index += 2; continue }
                    out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\""):
                    let next = nextSignificant(after: index + 1)
                    if next == nil || [UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(next) {
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
            case UInt8(ascii: ","):
                let next = nextSignificant(after: index + 1)
                if next == UInt8(ascii: "}") || next == UInt8(ascii: "]") { changed = true } else { out.append(byte) }
            case UInt8(ascii: ";") where nextSignificant(after: index + 1) == nil:
                changed = true
            default:
                out.append(byte)
            }
            index += 1
        }
        return changed ? Data(out) : nil
    }
}
