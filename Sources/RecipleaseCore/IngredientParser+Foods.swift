import Foundation

/// The catalog's phrase lookup rebuilt over token numbers, so the parser can resolve a name
/// straight from the bytes of the line. It gives exactly what `FoodCatalog.resolve(_:)` gives
/// (a test checks this); it only avoids building strings and folding text for every line.
final class FoodIndex: Sendable {
    struct PhraseKey: Hashable {
        var a: UInt64 = 0, b: UInt64 = 0, c: UInt64 = 0
        /// Token numbers plus one, four to a word, so a shorter phrase never equals a longer one.
        @inline(__always)
        mutating func set(_ position: Int, _ id: Int32) {
            let v = UInt64(UInt16(truncatingIfNeeded: id + 1)) << UInt64((position & 3) * 16)
            switch position >> 2 {
            case 0: a |= v
            case 1: b |= v
            default: c |= v
            }
        }
    }

    static let maxPhrase = 12
    let catalog: FoodCatalog
    private let words: ByteTable
    private let phrases: [PhraseKey: Int32]
    private let longest: Int
    /// The catalog has phrases or words this index cannot hold; every lookup goes to the catalog.
    let usesCatalog: Bool

    init(catalog: FoodCatalog) {
        self.catalog = catalog
        var words = ByteTable(capacity: 4096)
        var phrases: [PhraseKey: Int32] = [:]
        var longest = 1
        var overflow = false
        for (index, food) in catalog.foods.enumerated() {
            for name in food.names {
                let tokens = FoodIndex.tokens(of: name)
                guard !tokens.isEmpty else { continue }
                longest = max(longest, tokens.count)
                if tokens.count > FoodIndex.maxPhrase { overflow = true; continue }
                var key = PhraseKey()
                for (position, token) in tokens.enumerated() { key.set(position, words.insert(token)) }
                if phrases[key] == nil { phrases[key] = Int32(index) }
            }
        }
        if words.count >= 0xFFFE { overflow = true }
        self.words = words
        self.phrases = phrases
        self.longest = longest
        self.usesCatalog = overflow
    }

    /// `FoodCatalog.tokens(of:)`, without Foundation's folding for plain ASCII names
    /// (building the index for two thousand foods then takes a few milliseconds).
    static func tokens(of name: String) -> [String] {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return FoodCatalog.tokens(of: name) }
        var tokens: [String] = []
        var current: [UInt8] = []
        for b in name.utf8 {
            if IngredientParser.isLetter(b) || IngredientParser.isDigit(b) {
                current.append(b >= 0x41 && b <= 0x5A ? b | 0x20 : b)
            } else if b == 0x27 {
                continue
            } else if !current.isEmpty {
                tokens.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)) }
        return tokens
    }

    /// The token number of a word (lower-case bytes), or -1.
    @inline(__always)
    func id(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Int32 {
        var h = Lexicon.seed
        var k = s
        while k < e { let b = p[k]; h = (h ^ UInt64(b >= 0x41 && b <= 0x5A ? b | 0x20 : b)) &* Lexicon.prime; k += 1 }
        return words.find(p, s, e, h) ?? -1
    }

    func id(_ word: String) -> Int32 {
        var word = word
        return word.withUTF8 { id($0, 0, $0.count) }
    }

    /// Longest run of tokens that is a catalog phrase, the rightmost among equally long runs.
    /// Returns the food's index and where the run starts and ends.
    func longestMatch(_ ids: UnsafeBufferPointer<Int32>) -> (food: Int32, start: Int, end: Int)? {
        let count = ids.count
        var length = min(longest, count, FoodIndex.maxPhrase)
        while length > 0 {
            var start = count - length
            while start >= 0 {
                var key = PhraseKey()
                var known = true
                for k in 0..<length {
                    let id = ids[start + k]
                    if id < 0 { known = false; break }
                    key.set(k, id)
                }
                if known, let food = phrases[key] { return (food, start, start + length) }
                start -= 1
            }
            length -= 1
        }
        return nil
    }

    func food(_ index: Int32) -> Food.ID { catalog.foods[Int(index)].id }

    /// Whether the tokens start with a catalog phrase of two words or more.
    func matchesPrefix(_ tokens: NameTokens) -> Bool {
        for list in [tokens.ids, tokens.singulars] {
            var length = min(longest, list.count, FoodIndex.maxPhrase)
            while length >= 2 {
                var key = PhraseKey()
                var known = true
                for k in 0..<length {
                    if list[k] < 0 { known = false; break }
                    key.set(k, list[k])
                }
                if known && phrases[key] != nil { return true }
                length -= 1
            }
        }
        return false
    }
}

/// The words of a name as the catalog sees them: their token numbers and those of their singulars.
struct NameTokens {
    var ids: [Int32] = []
    var singulars: [Int32] = []
    /// Byte offset in the line where each token starts, to map a match back to text.
    var starts: [Int32] = []
    /// The token is a conjunction the line wrote (or, and, &, /); not a catalog token itself
    /// unless the word is one ("or" never is, "and" may be).
    var conjunctions: [Int] = []
    /// The token is the word "or" or "and".
    var isConjunction: [Bool] = []

    init() {
        ids.reserveCapacity(16)
        singulars.reserveCapacity(16)
        starts.reserveCapacity(16)
        isConjunction.reserveCapacity(16)
    }

    /// Tokens of `p[s..<e]` the way `FoodCatalog.tokens(of:)` makes them, for ASCII text:
    /// letters and digits lower-cased, apostrophes dropped, anything else a break.
    /// Returns false when the text holds non-ASCII bytes (the caller takes the slow path).
    mutating func read(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, index: FoodIndex) -> Bool {
        var scratch: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        var scan = s
        while scan < e { if p[scan] >= 0x80 { return false }; scan += 1 }
        return withUnsafeMutableBytes(of: &scratch) { raw -> Bool in
            let buffer = raw.bindMemory(to: UInt8.self)
            var k = s
            while k < e {
                let b = p[k]
                if b >= 0x80 { return false }
                if IngredientParser.isLetter(b) || IngredientParser.isDigit(b) {
                    // a word, with apostrophes dropped
                    var length = 0
                    let start = k
                    while k < e {
                        let c = p[k]
                        if c >= 0x80 { return false }
                        if IngredientParser.isLetter(c) || IngredientParser.isDigit(c) {
                            if length < buffer.count { buffer[length] = c >= 0x41 && c <= 0x5A ? c | 0x20 : c }
                            length += 1
                        } else if c == 0x27 {
                            // the catalog drops apostrophes: "hunt's" is "hunts"
                        } else {
                            break
                        }
                        k += 1
                    }
                    isConjunction.append(NameTokens.isConjunction(buffer, length))
                    let view = UnsafeBufferPointer(rebasing: buffer[0..<min(length, buffer.count)])
                    let id = length <= buffer.count ? index.id(view, 0, view.count) : -1
                    ids.append(id)
                    singulars.append(length <= buffer.count ? NameTokens.singularID(view, id, index) : id)
                    starts.append(Int32(start))
                } else {
                    if b == 0x26 || b == 0x2F { conjunctions.append(ids.count) }  // & and / sit between tokens
                    k += 1
                }
            }
            return true
        }
    }

    /// Tokens from `FoodCatalog.tokens(of:)` for text outside ASCII.
    mutating func read(_ text: String, index: FoodIndex) {
        for token in FoodCatalog.tokens(of: text) {
            let id = index.id(token)
            ids.append(id)
            let singular = FoodCatalog.singular(token)
            singulars.append(singular == token ? id : index.id(singular))
            starts.append(-1)
            isConjunction.append(token == "or" || token == "and")
        }
    }

    static func isConjunction(_ b: UnsafeMutableBufferPointer<UInt8>, _ length: Int) -> Bool {
        if length == 2 { return b[0] == 0x6F && b[1] == 0x72 }
        if length == 3 { return b[0] == 0x61 && b[1] == 0x6E && b[2] == 0x64 }
        return false
    }

    /// The catalog's plain English singular (`FoodCatalog.singular`) on lower-case ASCII bytes.
    static func singularID(_ w: UnsafeBufferPointer<UInt8>, _ id: Int32, _ index: FoodIndex) -> Int32 {
        let n = w.count
        guard n > 3 else { return id }
        @inline(__always) func ends(_ suffix: StaticString) -> Bool {
            let m = suffix.utf8CodeUnitCount
            guard n >= m else { return false }
            let s = suffix.utf8Start
            for k in 0..<m where w[n - m + k] != s[k] { return false }
            return true
        }
        if ends("ies") {
            var scratch: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
            return withUnsafeMutableBytes(of: &scratch) { raw in
                let b = raw.bindMemory(to: UInt8.self)
                for k in 0..<(n - 3) { b[k] = w[k] }
                b[n - 3] = 0x79  // y
                return index.id(UnsafeBufferPointer(rebasing: b[0..<(n - 2)]), 0, n - 2)
            }
        }
        if ends("oes") || ends("ches") || ends("shes") || ends("sses") {
            return index.id(w, 0, n - 2)
        }
        if ends("s") && !ends("ss") { return index.id(w, 0, n - 1) }
        return id
    }
}

extension FoodIndex {
    /// The food `catalog.resolve(name)` gives, found from the bytes of the name.
    func resolve(_ name: String) -> Food.ID? {
        if usesCatalog { return catalog.resolve(name) }
        var tokens = NameTokens()
        var text = name
        let ascii = text.withUTF8 { tokens.read($0, 0, $0.count, index: self) }
        if !ascii {
            tokens = NameTokens()
            tokens.read(name, index: self)
        }
        let found = tokens.ids.withUnsafeBufferPointer { longestMatch($0) }
            ?? tokens.singulars.withUnsafeBufferPointer { longestMatch($0) }
        return found.map { food($0.food) }
    }
}
