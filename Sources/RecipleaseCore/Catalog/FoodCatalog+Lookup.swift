import Foundation

// How a name finds its food. Every catalog name is stored as a phrase of word numbers; the words
// of a name are numbered straight from their UTF-8 bytes (no String built, no Foundation folding
// for ASCII), and the longest run of them that is a phrase wins. `FoodCatalog.resolve(_:)` and the
// parser (which reads names out of the bytes of a line) both go through `longestMatch`.

extension FoodCatalog {
    /// A run of a name's words that is a catalog phrase: the food's position in `foods` and where
    /// the run starts and ends, in words.
    struct PhraseMatch {
        var food: Int32
        var start: Int
        var end: Int
    }

    /// The most specific food a name names: the longest run of words that is a catalog name,
    /// the rightmost among equally long runs (English puts the head noun last); when no run is,
    /// the same with every word made singular.
    public func resolve(_ name: String) -> Food.ID? {
        var tokens = NameTokens()
        tokens.read(name, in: self)
        return tokens.match(0..<tokens.count, in: self).map { foods[Int($0.food)].id }
    }

    /// The rule of `resolve(_:)` over word numbers: `ids` first, then `singulars` (the same words
    /// made singular, as long as `ids`), which win when they name a longer run.
    func longestMatch(ids: UnsafeBufferPointer<Int32>, singulars: UnsafeBufferPointer<Int32>) -> PhraseMatch? {
        guard let written = phrases.longestMatch(ids) else { return phrases.longestMatch(singulars) }
        // "2 naan breads": the words made singular name more ("naan bread") than as written
        // ("breads", sliced bread)
        if let single = phrases.longestMatch(singulars), single.end - single.start > written.end - written.start { return single }
        return written
    }

    /// The words as written first, and made singular only when those name nothing: whether a
    /// unit word begins a food ("ears corn" is ears of corn, not the food "ear corn").
    func longestMatchAsWritten(ids: UnsafeBufferPointer<Int32>, singulars: UnsafeBufferPointer<Int32>) -> PhraseMatch? {
        phrases.longestMatch(ids) ?? phrases.longestMatch(singulars)
    }

    /// The number of a word given as bytes `p[s..<e]` (ASCII letters in any case), or -1.
    @inline(__always)
    func wordID(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Int32 { phrases.id(p, s, e) }

    func wordID(_ word: String) -> Int32 {
        var word = word
        return word.withUTF8 { phrases.id($0, 0, $0.count) }
    }

    /// Words spelt several ways in recipes, each with its other spellings: the pepper is a chili,
    /// a chile (American and Mexican usage: "ancho chile", "chile flakes") or a chilli (British).
    static let spellingVariants: [String: [String]] = {
        let groups = [["chili", "chile", "chilli"], ["chilies", "chiles", "chillies", "chilis"]]
        var variants: [String: [String]] = [:]
        for group in groups { for word in group { variants[word] = group.filter { $0 != word } } }
        return variants
    }()

    /// A name's words spelt every other way `spellingVariants` knows, one word changed at a time;
    /// empty when no word has another spelling.
    static func spellings(of tokens: [String]) -> [[String]] {
        var found: [[String]] = []
        for (position, token) in tokens.enumerated() {
            for other in spellingVariants[token] ?? [] {
                var variant = tokens
                variant[position] = other
                found.append(variant)
            }
        }
        return found
    }

    /// Lower-case words with accents folded; hyphens and slashes split words, apostrophes go,
    /// other marks split. Plain ASCII takes a byte path that gives the same words, faster.
    public static func tokens(of text: String) -> [String] {
        var text = text
        if let ascii = text.withUTF8({ asciiTokens($0) }) { return ascii }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var tokens: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if scalar == "'" || scalar == "’" {
                continue
            } else if !current.isEmpty {
                tokens.append(current)
                current = ""
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// `tokens(of:)` for text that is all ASCII; nil when it is not.
    private static func asciiTokens(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var tokens: [String] = []
        var current: [UInt8] = []
        for b in bytes {
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

    /// A plain English singular for words the catalog does not list in the plural.
    public static func singular(_ word: String) -> String {
        guard word.count > 3 else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("sses") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s") && !word.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }
}

/// Catalog names as phrases of word numbers. Built once with the catalog.
struct PhraseTable: Sendable {
    /// Word numbers plus one, 16 bits each, four to a word: a shorter phrase never equals a longer one.
    struct Key: Hashable {
        var a: UInt64 = 0, b: UInt64 = 0, c: UInt64 = 0

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

    /// What a key holds; the catalog refuses longer names.
    static let maxWords = 12
    /// Words are lower-cased in a buffer of this size; the catalog refuses longer words.
    static let maxWordLength = 64
    /// Word numbers must fit 16 bits with one spare value.
    static let maxVocabulary = 0xFFFE

    private var words = ByteTable(capacity: 4096)
    private var phrases: [Key: Int32] = [:]
    /// The longest phrase, in words; no longer run needs to be tried.
    private(set) var longest = 1

    var vocabulary: Int { words.count }

    /// Adds a phrase for the food at `food` unless another food has it (the first keeps it).
    /// The caller has checked the limits.
    mutating func insert(_ tokens: [String], food: Int32) {
        var key = Key()
        for (position, token) in tokens.enumerated() { key.set(position, words.insert(token)) }
        if phrases[key] == nil { phrases[key] = food }
        longest = max(longest, tokens.count)
    }

    @inline(__always)
    func id(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Int32 {
        var h = FNV1a.offsetBasis
        var k = s
        while k < e { let b = p[k]; h = (h ^ UInt64(b >= 0x41 && b <= 0x5A ? b | 0x20 : b)) &* FNV1a.prime; k += 1 }
        return words.find(p, s, e, h) ?? -1
    }

    /// The longest run that is a phrase, the rightmost among equally long runs.
    func longestMatch(_ ids: UnsafeBufferPointer<Int32>) -> FoodCatalog.PhraseMatch? {
        let count = ids.count
        var length = min(longest, count)
        while length > 0 {
            var start = count - length
            while start >= 0 {
                var key = Key()
                var known = true
                for k in 0..<length {
                    let id = ids[start + k]
                    if id < 0 { known = false; break }
                    key.set(k, id)
                }
                if known, let food = phrases[key] { return .init(food: food, start: start, end: start + length) }
                start -= 1
            }
            length -= 1
        }
        return nil
    }
}

/// The words of a name as the catalog sees them: their numbers and those of their singulars.
struct NameTokens {
    var ids: [Int32] = []
    var singulars: [Int32] = []
    /// Positions where the line wrote `&` or `/` between words.
    var conjunctions: [Int] = []
    /// The word is "or" or "and".
    var isConjunction: [Bool] = []

    var count: Int { ids.count }

    init() {
        ids.reserveCapacity(16)
        singulars.reserveCapacity(16)
        isConjunction.reserveCapacity(16)
    }

    /// The longest catalog phrase among the words in `range`, with positions in this list;
    /// `asWritten`: by `FoodCatalog.longestMatchAsWritten`'s rule.
    func match(_ range: Range<Int>, in catalog: FoodCatalog, asWritten: Bool = false) -> FoodCatalog.PhraseMatch? {
        ids.withUnsafeBufferPointer { ids in
            singulars.withUnsafeBufferPointer { singulars in
                let written = UnsafeBufferPointer(rebasing: ids[range]), single = UnsafeBufferPointer(rebasing: singulars[range])
                return (asWritten ? catalog.longestMatchAsWritten(ids: written, singulars: single) : catalog.longestMatch(ids: written, singulars: single))
                    .map { .init(food: $0.food, start: $0.start + range.lowerBound, end: $0.end + range.lowerBound) }
            }
        }
    }

    /// The catalog phrase that is all of these words, if one is: "roasted chicory", not "chicory
    /// root" (only "chicory" is a name there).
    func wholeMatch(in catalog: FoodCatalog) -> FoodCatalog.PhraseMatch? {
        guard let hit = match(0..<count, in: catalog), hit.start == 0, hit.end == count else { return nil }
        return hit
    }

    /// The words at `positions`, in that order, as a list of their own.
    func selecting(_ positions: some Sequence<Int>) -> NameTokens {
        var picked = NameTokens()
        for k in positions {
            picked.ids.append(ids[k])
            picked.singulars.append(singulars[k])
            picked.isConjunction.append(isConjunction[k])
        }
        return picked
    }

    /// Appends the words of a name: the byte path for ASCII, `FoodCatalog.tokens(of:)` otherwise.
    mutating func read(_ name: String, in catalog: FoodCatalog) {
        var name = name
        let ascii = name.withUTF8 { read($0, 0, $0.count, in: catalog) }
        if !ascii { readFolded(name, in: catalog) }
    }

    /// Appends the words of `p[s..<e]` the way `FoodCatalog.tokens(of:)` makes them, for ASCII
    /// text: letters and digits lower-cased, apostrophes dropped, anything else a break.
    /// Returns false, having appended nothing, when the text holds non-ASCII bytes.
    mutating func read(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, in catalog: FoodCatalog) -> Bool {
        var scan = s
        while scan < e { if p[scan] >= 0x80 { return false }; scan += 1 }
        var scratch: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            var k = s
            while k < e {
                let b = p[k]
                guard IngredientParser.isLetter(b) || IngredientParser.isDigit(b) else {
                    if b == 0x26 || b == 0x2F { conjunctions.append(ids.count) }  // & and / sit between words
                    k += 1
                    continue
                }
                // a word, lower-cased, with apostrophes dropped ("Hunt's" is "hunts")
                var length = 0
                while k < e {
                    let c = p[k]
                    if IngredientParser.isLetter(c) || IngredientParser.isDigit(c) {
                        if length < buffer.count { buffer[length] = c >= 0x41 && c <= 0x5A ? c | 0x20 : c }
                        length += 1
                    } else if c != 0x27 {
                        break
                    }
                    k += 1
                }
                isConjunction.append(length == 2 && buffer[0] == 0x6F && buffer[1] == 0x72
                    || length == 3 && buffer[0] == 0x61 && buffer[1] == 0x6E && buffer[2] == 0x64)
                // a word longer than the buffer is no catalog word (the catalog refuses those)
                guard length <= buffer.count else { ids.append(-1); singulars.append(-1); continue }
                let word = UnsafeBufferPointer(rebasing: buffer[0..<length])
                let id = catalog.wordID(word, 0, length)
                ids.append(id)
                singulars.append(NameTokens.singularID(word, id, catalog))
            }
        }
        return true
    }

    /// Appends the words of text outside ASCII, folded by Foundation.
    private mutating func readFolded(_ text: String, in catalog: FoodCatalog) {
        for token in FoodCatalog.tokens(of: text) {
            let id = catalog.wordID(token)
            ids.append(id)
            let singular = FoodCatalog.singular(token)
            singulars.append(singular == token ? id : catalog.wordID(singular))
            isConjunction.append(token == "or" || token == "and")
        }
    }

    /// `FoodCatalog.singular` on lower-case ASCII bytes, as a word number.
    static func singularID(_ w: UnsafeBufferPointer<UInt8>, _ id: Int32, _ catalog: FoodCatalog) -> Int32 {
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
                return catalog.wordID(UnsafeBufferPointer(rebasing: b[0..<(n - 2)]), 0, n - 2)
            }
        }
        if ends("oes") || ends("ches") || ends("shes") || ends("sses") { return catalog.wordID(w, 0, n - 2) }
        if ends("s") && !ends("ss") { return catalog.wordID(w, 0, n - 1) }
        return id
    }
}
