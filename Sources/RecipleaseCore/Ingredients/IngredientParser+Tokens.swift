import Foundation

// The parser's hot path works on UTF-8 bytes: a line becomes a short array of tokens that
// point back into the input, and words are looked up by a hash of their lower-cased bytes.

extension IngredientParser {
    struct Token {
        enum Kind: UInt8 { case word, number, punct }

        var kind: Kind
        /// Byte offsets into the line's UTF-8.
        var start: Int32
        var end: Int32
        /// Whitespace precedes the token.
        var spaceBefore: Bool
        /// For a punctuation mark: its ASCII byte, with every dash folded to `-`, the fraction
        /// slash to `/`, curly quotes to `"`; 0 for other marks.
        var mark: UInt8
        /// For a number: its value.
        var value: Double
        /// The number was a fraction (`1/2`, `½`), so a whole number before it makes a mixed number.
        var isFraction: Bool
        /// The word contains bytes outside ASCII.
        var isASCII: Bool
        /// Lexicon entry of a word, or -1.
        var lex: Int32
    }

    /// Splits a line into words, numbers and marks. `2.5`, `1,5`, `1/2`, `½` are one number each;
    /// `400g` is a number then a word; an apostrophe inside a word (`Hunt's`) stays in it.
    static func tokenize(_ p: UnsafeBufferPointer<UInt8>, into tokens: inout [Token]) {
        let n = p.count
        var i = 0
        var space = true
        @inline(__always) func push(_ kind: Token.Kind, _ s: Int, _ e: Int, mark: UInt8 = 0, value: Double = 0,
                                    fraction: Bool = false, ascii: Bool = true, lex: Int32 = -1) {
            tokens.append(Token(kind: kind, start: Int32(s), end: Int32(e), spaceBefore: space, mark: mark,
                                value: value, isFraction: fraction, isASCII: ascii, lex: lex))
            space = false
        }
        while i < n {
            let b = p[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                space = true; i += 1; continue
            }
            if b >= 0x30 && b <= 0x39 || (b == 0x2E && i + 1 < n && isDigit(p[i + 1]) && (i == 0 || !isDigit(p[i - 1]))) {
                let s = i
                var value = 0.0
                var digits = 0
                while i < n && isDigit(p[i]) && digits < 15 { value = value * 10 + Double(p[i] &- 0x30); i += 1; digits += 1 }
                while i < n && isDigit(p[i]) { i += 1; digits += 1 }
                // No cook measures a billion of anything: a longer whole number is a code or a
                // slip, part of the text, not an amount ("9223372036854775807 eggs" had read
                // 922337203685477 eggs, its first 15 digits).
                let tooLong = digits > Self.longestAmountDigits
                if i + 1 < n && (p[i] == 0x2E || p[i] == 0x2C) && isDigit(p[i + 1]) {
                    var j = i + 1
                    while j < n && isDigit(p[j]) { j += 1 }
                    let count = j - i - 1
                    // 1,000 is a thousand; 1,5 is one and a half.
                    if p[i] == 0x2C && count == 3 && digits > 0 {
                        value = value * 1000 + parseDigits(p, i + 1, j)
                    } else {
                        var scale = 0.1
                        var k = i + 1
                        while k < j && k < i + 16 { value += Double(p[k] &- 0x30) * scale; scale *= 0.1; k += 1 }
                    }
                    i = j
                }
                // a fraction: 1/2 or 1⁄2 (fraction slash)
                var slashEnd = -1
                if i + 1 < n && p[i] == 0x2F && isDigit(p[i + 1]) { slashEnd = i + 1 }
                else if i + 3 < n && p[i] == 0xE2 && p[i + 1] == 0x81 && p[i + 2] == 0x84 && isDigit(p[i + 3]) { slashEnd = i + 3 }
                if slashEnd > 0 && digits > 0 {
                    var j = slashEnd
                    while j < n && isDigit(p[j]) { j += 1 }
                    let denominator = parseDigits(p, slashEnd, j)
                    // "1/0" and "0/0" are no amount: text, as a long number is
                    push(denominator > 0 && !tooLong && j - slashEnd <= Self.longestAmountDigits ? .number : .word,
                         s, j, value: denominator > 0 ? value / denominator : 0, fraction: true)
                    i = j
                    continue
                }
                push(tooLong ? .word : .number, s, i, value: tooLong ? 0 : value)
                continue
            }
            if b < 0x80 {
                if isLetter(b) {
                    let s = i
                    var hash: UInt64 = FNV1a.offsetBasis
                    var ascii = true
                    i = scanWord(p, from: i, hash: &hash, ascii: &ascii)
                    push(.word, s, i, ascii: ascii, lex: ascii ? Lexicon.shared.lookup(p, s, i, hash) : -1)
                    continue
                }
                var mark = b
                if b == 0x27 || b == 0x60 { mark = 0x27 }
                push(.punct, i, i + 1, mark: mark)
                i += 1
                continue
            }
            // Non-ASCII: a few marks and fractions matter, everything else is part of a word.
            let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
            let e = min(n, i + length)
            if length == 2 && e == i + 2 {
                let c = p[i + 1]
                if b == 0xC2 {
                    switch c {
                    case 0xA0: space = true; i = e; continue  // no-break space
                    case 0xBC, 0xBD, 0xBE:
                        let v = c == 0xBC ? 0.25 : c == 0xBD ? 0.5 : 0.75
                        push(.number, i, e, value: v, fraction: true); i = e; continue
                    case 0xA0...0xBF:
                        push(.punct, i, e); i = e; continue  // ® ° « » and friends
                    default: break
                    }
                }
                if b == 0xC3 && (c == 0x97) { push(.punct, i, e, mark: 0x78); i = e; continue }  // ×
            } else if length == 3 && e == i + 3 && b == 0xE2 {
                let c = p[i + 1], d = p[i + 2]
                if c == 0x80 {
                    switch d {
                    case 0x80...0x8B, 0xAF: space = true; i = e; continue  // thin and other spaces
                    case 0x90...0x95: push(.punct, i, e, mark: 0x2D); i = e; continue  // dashes
                    case 0x98, 0x99:
                        // a curly apostrophe inside a word belongs to it
                        push(.punct, i, e, mark: 0x27); i = e; continue
                    case 0x9C, 0x9D: push(.punct, i, e, mark: 0x22); i = e; continue
                    default: push(.punct, i, e); i = e; continue
                    }
                }
                if c == 0x81 && d == 0x84 { push(.punct, i, e, mark: 0x2F); i = e; continue }
                if c == 0x85 && d >= 0x90 && d <= 0x9E {
                    push(.number, i, e, value: vulgar[Int(d - 0x90)], fraction: true); i = e; continue
                }
                if c == 0x84 || c == 0x80 || c == 0x82 || c == 0x86 || c == 0x88 || c == 0x96 || c == 0x97 {
                    push(.punct, i, e); i = e; continue  // ™, arrows, maths, shapes
                }
            } else if length == 4 {
                push(.punct, i, e); i = e; continue  // emoji and other symbols
            }
            let s = i
            var hash: UInt64 = FNV1a.offsetBasis
            var ascii = true
            i = scanWord(p, from: i, hash: &hash, ascii: &ascii)
            if i == s { i = e }
            push(.word, s, i, ascii: false)
        }
        // Curly apostrophes inside words: merge `Hunt` `’` `s` back into one word.
        mergeApostrophes(p, &tokens)
    }

    /// The most digits a whole number of an amount has (or a fraction's denominator).
    static let longestAmountDigits = 9

    private static let vulgar: [Double] = [
        1.0 / 7, 1.0 / 9, 0.1, 1.0 / 3, 2.0 / 3, 0.2, 0.4, 0.6, 0.8, 1.0 / 6, 5.0 / 6, 0.125, 0.375, 0.625, 0.875,
    ]

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }

    private static func parseDigits(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Double {
        var v = 0.0
        var k = s
        while k < e && k < s + 15 { v = v * 10 + Double(p[k] &- 0x30); k += 1 }
        return v
    }

    /// Reads a word from `i`: ASCII letters, digits after the first letter, straight apostrophes
    /// between letters, and non-ASCII letters. Hashes the lower-cased ASCII bytes.
    @inline(__always)
    private static func scanWord(_ p: UnsafeBufferPointer<UInt8>, from start: Int, hash: inout UInt64, ascii: inout Bool) -> Int {
        let n = p.count
        var i = start
        while i < n {
            let b = p[i]
            if b < 0x80 {
                if isLetter(b) || (i > start && isDigit(b)) {
                    hash = (hash ^ UInt64(b | 0x20)) &* FNV1a.prime
                    i += 1
                } else if b == 0x27 && i > start && i + 1 < n && isLetter(p[i + 1]) {
                    hash = (hash ^ 0x27) &* FNV1a.prime
                    i += 1
                } else {
                    break
                }
            } else {
                if isNonLetter(p, i) { break }
                ascii = false
                let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
                i = min(n, i + length)
            }
        }
        return i
    }

    /// Non-ASCII sequences the tokenizer treats as marks, spaces or numbers rather than letters.
    @inline(__always)
    private static func isNonLetter(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        let b = p[i]
        if b >= 0xF0 { return true }
        if b == 0xC2 { return true }
        if b == 0xC3 { return i + 1 < p.count && p[i + 1] == 0x97 }
        if b == 0xE2 { return true }
        return b < 0xC0
    }

    private static func mergeApostrophes(_ p: UnsafeBufferPointer<UInt8>, _ tokens: inout [Token]) {
        var k = 1
        while k + 1 < tokens.count {
            let t = tokens[k]
            if t.kind == .punct && t.mark == 0x27 && t.end - t.start == 3 && !t.spaceBefore && !tokens[k + 1].spaceBefore
                && tokens[k - 1].kind == .word && tokens[k + 1].kind == .word {
                var merged = tokens[k - 1]
                merged.end = tokens[k + 1].end
                merged.isASCII = false
                merged.lex = -1
                tokens[k - 1] = merged
                tokens.removeSubrange(k...(k + 1))
            } else {
                k += 1
            }
        }
    }
}

/// An open-addressing table from lower-cased ASCII words to small integers, read without
/// building a `String` for the word.
struct ByteTable: Sendable {
    private var slots: [Int32]  // index into keys, -1 empty
    private var hashes: [UInt64] = []
    private var keyStart: [Int32] = []
    private var keyLength: [Int32] = []
    private var bytes: [UInt8] = []
    private var mask: Int

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        mask = size - 1
    }

    var count: Int { hashes.count }

    static func hash<S: Sequence>(_ word: S) -> UInt64 where S.Element == UInt8 {
        var h = FNV1a.offsetBasis
        for b in word { h = (h ^ UInt64(b >= 0x41 && b <= 0x5A ? b | 0x20 : b)) &* FNV1a.prime }
        return h
    }

    /// Adds a word (lower-cased) if new; returns its index.
    @discardableResult
    mutating func insert(_ word: String) -> Int32 {
        let lower = Array(word.utf8).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        let h = ByteTable.hash(lower)
        if let found = lower.withUnsafeBufferPointer({ find($0, 0, $0.count, h) }) { return found }
        if (hashes.count + 1) * 2 > slots.count { grow() }
        let index = Int32(hashes.count)
        hashes.append(h)
        keyStart.append(Int32(bytes.count))
        keyLength.append(Int32(lower.count))
        bytes += lower
        place(index, h)
        return index
    }

    private mutating func place(_ index: Int32, _ h: UInt64) {
        var slot = Int(truncatingIfNeeded: h ^ (h >> 29)) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for (index, h) in hashes.enumerated() { place(Int32(index), h) }
    }

    /// Finds the bytes `p[s..<e]`, compared case-insensitively for ASCII letters.
    @inline(__always)
    func find(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, _ h: UInt64) -> Int32? {
        var slot = Int(truncatingIfNeeded: h ^ (h >> 29)) & mask
        let length = e - s
        while true {
            let index = slots[slot]
            if index < 0 { return nil }
            let k = Int(index)
            if hashes[k] == h && Int(keyLength[k]) == length {
                var same = true
                let base = Int(keyStart[k])
                var j = 0
                while j < length {
                    let b = p[s + j]
                    if (b >= 0x41 && b <= 0x5A ? b | 0x20 : b) != bytes[base + j] { same = false; break }
                    j += 1
                }
                if same { return index }
            }
            slot = (slot + 1) & mask
        }
    }
}
