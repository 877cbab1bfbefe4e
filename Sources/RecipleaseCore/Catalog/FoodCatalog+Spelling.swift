import Foundation

/// A catalog name offered for a misspelt one: the name as the catalog writes it, and its food.
public struct FoodCorrection: Equatable, Sendable {
    public let name: String
    public let food: Food.ID
}

extension FoodCatalog {
    /// "Did you mean": catalog names within a few edits of `text`, nearest first, one per food.
    /// Empty when `text` already names a food or nothing is near enough.
    public func corrections(for text: String, limit: Int = 3) -> [FoodCorrection] {
        let words = FoodCatalog.tokens(of: text)
        guard limit > 0, !words.isEmpty, words.count <= PhraseTable.maxWords, resolve(text) == nil else { return [] }
        var seen: Set<Food.ID> = []
        var found: [FoodCorrection] = []
        // Several words: mend only the words the catalog does not know, so "smoked chiken"
        // keeps "smoked"; then the nearest whole names.
        if words.count > 1, let mended = mendedWords(words), let food = resolve(mended) {
            found.append(FoodCorrection(name: mended, food: food))
            seen.insert(food)
        }
        for hit in spelling.phrases.nearest(Array(words.joined(separator: " ").utf8), limit: limit * 4) {
            let food = foods[Int(hit.food)].id
            guard found.count < limit, seen.insert(food).inserted else { continue }
            found.append(FoodCorrection(name: spelling.phrases.entries[hit.entry].name, food: food))
        }
        return found
    }

    /// The words with each unknown one replaced by the nearest catalog word; nil when one has none.
    private func mendedWords(_ words: [String]) -> String? {
        var mended: [String] = []
        var changed = false
        for word in words {
            if wordID(word) >= 0 || wordID(FoodCatalog.singular(word)) >= 0 {
                mended.append(word)
            } else if let best = spelling.words.nearest(Array(word.utf8), limit: 1).first {
                mended.append(spelling.words.entries[best.entry].name)
                changed = true
            } else {
                return nil
            }
        }
        return changed ? mended.joined(separator: " ") : nil
    }
}

/// The catalog's names and words folded to bytes, bucketed by first byte and length so a look-up
/// compares only names of about the same length, those with the same first letter first.
struct SpellingIndex: Sendable {
    let phrases: SpellingBuckets
    let words: SpellingBuckets

    init(foods: [Food]) {
        var phrases: [SpellingBuckets.Entry] = []
        var uses: [String: Int] = [:]
        var order: [String] = []
        for (index, food) in foods.enumerated() {
            for name in food.names {
                let tokens = FoodCatalog.tokens(of: name)
                guard !tokens.isEmpty else { continue }
                let folded = tokens.joined(separator: " ")
                phrases.append(.init(bytes: Array(folded.utf8), name: folded, food: Int32(index)))
                for token in tokens where token.count > 2 {
                    if uses[token] == nil { order.append(token) }
                    uses[token, default: 0] += name == food.name ? 1 : 0
                }
            }
        }
        // A word many foods' own names use is the likelier one meant ("tomato" before a stray "tomatos").
        let words = order.map { SpellingBuckets.Entry(bytes: Array($0.utf8), name: $0, food: -1, uses: uses[$0] ?? 0) }
        self.phrases = SpellingBuckets(phrases)
        self.words = SpellingBuckets(words)
    }
}

struct SpellingBuckets: Sendable {
    struct Entry: Sendable {
        init(bytes: [UInt8], name: String, food: Int32, uses: Int = 0) {
            self.bytes = bytes
            self.uses = uses
            self.letters = Entry.letters(of: bytes)
            self.name = name
            self.food = food
        }

        static func letters(of bytes: [UInt8]) -> UInt32 {
            var mask: UInt32 = 0
            for b in bytes where b >= 0x61 && b <= 0x7A { mask |= 1 << UInt32(b - 0x61) }
            return mask
        }

        let bytes: [UInt8]
        /// One bit per letter (a-z) the name holds, to skip names that cannot be near.
        let letters: UInt32
        let name: String
        /// The food's position in `foods`; -1 for a lone word.
        let food: Int32
        /// For a word, how many foods' own names (not plurals or synonyms) use it.
        let uses: Int
    }

    struct Hit {
        let entry: Int
        let food: Int32
        let distance: Int
    }

    let entries: [Entry]
    /// Entry positions by length, then by first byte.
    private let buckets: [Int: [UInt8: [Int]]]

    init(_ entries: [Entry]) {
        var buckets: [Int: [UInt8: [Int]]] = [:]
        for (k, entry) in entries.enumerated() {
            guard let first = entry.bytes.first else { continue }
            buckets[entry.bytes.count, default: [:]][first, default: []].append(k)
        }
        self.entries = entries
        self.buckets = buckets
    }

    /// How many edits a name of this many letters may be from the one meant: short words have
    /// many near neighbours, so "rce" is left alone and "tomatos" is mended.
    static func allowedEdits(_ length: Int) -> Int {
        switch length {
        case ..<4: 0
        case 4...5: 1
        case 6...11: 2
        default: 3
        }
    }

    /// Entries within the allowed edits of `typed`, nearest first. Names with the same first
    /// letter are searched first; the others only when none of those is near enough.
    func nearest(_ typed: [UInt8], limit: Int) -> [Hit] {
        var compared = 0
        return nearest(typed, limit: limit, compared: &compared)
    }

    /// `nearest(_:limit:)`, counting the names whose distance was worked out.
    func nearest(_ typed: [UInt8], limit: Int, compared: inout Int) -> [Hit] {
        let bound = SpellingBuckets.allowedEdits(typed.count)
        guard bound > 0, let first = typed.first else { return [] }
        var hits: [Hit] = []
        let letters = Entry.letters(of: typed)
        var scratch = EditDistance(capacity: typed.count + bound + 1)
        for sameLetter in [true, false] {
            for length in max(1, typed.count - bound)...(typed.count + bound) {
                guard let byLetter = buckets[length] else { continue }
                for (letter, positions) in byLetter where (letter == first) == sameLetter {
                    for k in positions {
                        // each letter one side has and the other lacks takes an edit of its own
                        let entry = entries[k].letters
                        guard (letters & ~entry).nonzeroBitCount <= bound, (entry & ~letters).nonzeroBitCount <= bound else { continue }
                        compared += 1
                        let distance = scratch.distance(typed, entries[k].bytes, bound: bound)
                        if distance <= bound { hits.append(Hit(entry: k, food: entries[k].food, distance: distance)) }
                    }
                }
            }
            if !hits.isEmpty { break }
        }
        hits.sort { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            let (x, y) = (entries[a.entry], entries[b.entry])
            if x.uses != y.uses { return x.uses > y.uses }
            let dx = abs(x.bytes.count - typed.count), dy = abs(y.bytes.count - typed.count)
            if dx != dy { return dx < dy }
            return x.name < y.name
        }
        return Array(hits.prefix(limit))
    }
}

/// Damerau-Levenshtein distance (optimal string alignment: a swap of neighbours is one edit),
/// giving up as soon as every path is over the bound. Three rows reused between calls.
struct EditDistance {
    private var before: [Int]
    private var previous: [Int]
    private var current: [Int]

    init(capacity: Int) {
        before = Array(repeating: 0, count: capacity + 1)
        previous = before
        current = before
    }

    /// The distance, or `bound + 1` when it is more than `bound`.
    mutating func distance(_ a: [UInt8], _ b: [UInt8], bound: Int) -> Int {
        let (n, m) = (a.count, b.count)
        if abs(n - m) > bound { return bound + 1 }
        if m + 1 > current.count {
            before = Array(repeating: 0, count: m + 1)
            previous = before
            current = before
        }
        guard n > 0, m > 0 else { return max(n, m) <= bound ? max(n, m) : bound + 1 }
        for j in 0...m { previous[j] = j }
        for i in 1...n {
            current[0] = i
            var rowBest = i
            for j in 1...m {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if rowBest > bound { return bound + 1 }
            swap(&before, &previous)
            swap(&previous, &current)
        }
        return min(previous[m], bound + 1)
    }
}
