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
        guard resolve(text) == nil else { return [] }
        return englishNames(near: text, limit: limit).map(\.correction)
    }

    /// "Did you mean" for a reader of `language`: the near names of each language (English's as
    /// `corrections(for:limit:)` finds them, the others' written as their names file writes
    /// them), the language with the nearest one first, the reader's first among equally near:
    /// "poullet" is "poulet" on a French page, "chiken" still "chicken". Empty when `text` names a
    /// food in any language.
    public func corrections(for text: String, language: String, limit: Int = 3) -> [FoodCorrection] {
        guard limit > 0, resolve(typed: text, language: language) == nil else { return [] }
        let lists = ([language] + languages.filter { $0 != language }).map { code in
            code == "en" ? englishNames(near: text, limit: limit) : localNames(near: text, language: code, limit: limit)
        }
        let ordered = lists.enumerated().filter { !$0.element.isEmpty }
            .sorted { ($0.element.map(\.distance).min() ?? 0, $0.offset) < ($1.element.map(\.distance).min() ?? 0, $1.offset) }
        var seen: Set<Food.ID> = []
        var found: [FoodCorrection] = []
        for (_, list) in ordered {
            for near in list where found.count < limit && seen.insert(near.correction.food).inserted { found.append(near.correction) }
        }
        return found
    }

    /// A name offered, and how many edits it is from the words typed.
    typealias NearName = (correction: FoodCorrection, distance: Int)

    /// English names near `text`: its unknown words mended ("smoked chiken" keeps "smoked"),
    /// then the nearest whole names; one per food.
    private func englishNames(near text: String, limit: Int) -> [NearName] {
        let words = FoodCatalog.tokens(of: text)
        guard limit > 0, !words.isEmpty, words.count <= PhraseTable.maxWords else { return [] }
        let mended = words.count > 1 ? mendedWords(words).flatMap { name in resolve(name).map { FoodCorrection(name: name, food: $0) } } : nil
        return nearNames(words.joined(separator: " "), mended: mended, mendedWords: FoodCatalog.tokens(of:), phrases: spelling.phrases, limit: limit)
    }

    /// Names of another language near `text`, mended in the words as typed ("cremme fraiche" is
    /// "crème fraiche"), then the nearest whole names as written.
    private func localNames(near text: String, language: String, limit: Int) -> [NearName] {
        guard let spelling = localSpelling[language] else { return [] }
        let words = LocalNames.foldedWords(of: text)
        guard limit > 0, !words.isEmpty, words.count <= PhraseTable.maxWords else { return [] }
        let mended = words.count > 1
            ? spelling.mended(text).flatMap { name in resolve(name, language: language).map { FoodCorrection(name: name, food: $0) } } : nil
        return nearNames(words.joined(separator: " "), mended: mended, mendedWords: LocalNames.foldedWords(of:), phrases: spelling.index.phrases, limit: limit)
    }

    /// The mended name first, then the phrases nearest the folded words typed, one per food.
    private func nearNames(_ typed: String, mended: FoodCorrection?, mendedWords: (String) -> [String], phrases: SpellingBuckets,
                           limit: Int) -> [NearName] {
        var seen: Set<Food.ID> = []
        var found: [NearName] = []
        if let mended {
            var scratch = EditDistance(capacity: typed.utf8.count + 8)
            let folded = Array(mendedWords(mended.name).joined(separator: " ").utf8)
            found.append((mended, scratch.distance(Array(typed.utf8), folded, bound: typed.utf8.count + folded.count)))
            seen.insert(mended.food)
        }
        for hit in phrases.nearest(Array(typed.utf8), limit: limit * 4) {
            let food = foods[Int(hit.food)].id
            guard found.count < limit, seen.insert(food).inserted else { continue }
            found.append((FoodCorrection(name: phrases.entries[hit.entry].name, food: food), hit.distance))
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

/// One other language's names for "did you mean": the phrases and words (folded, articles kept:
/// "huile d olive") and, for each folded word, the way the names write it ("fraîche").
struct LocalSpelling: Sendable {
    let index: SpellingIndex
    let written: [String: String]

    init(foods: [Food], names: [Food.ID: FoodNames]) {
        index = SpellingIndex(names: foods.map { names[$0.id]?.all ?? [] }, words: LocalNames.foldedWords(of:), shown: { _, name in name })
        // For each folded word, the way most names write it ("pomme" over "chou pommé"'s
        // "pommé"); among equals the one without accents, then the catalog's first. In the
        // catalog's order, never a dictionary's, so the same names always give the same answer.
        var counts: [String: [(written: String, uses: Int)]] = [:]
        for food in foods {
            for name in names[food.id]?.all ?? [] {
                for word in name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
                    let folded = LocalNames.fold(String(word))
                    let form = word.lowercased()
                    if let at = counts[folded]?.firstIndex(where: { $0.written == form }) {
                        counts[folded]?[at].uses += 1
                    } else {
                        counts[folded, default: []].append((form, 1))
                    }
                }
            }
        }
        var written: [String: String] = [:]
        for (folded, forms) in counts {
            var best = forms[0]
            for form in forms.dropFirst()
            where form.uses > best.uses || form.uses == best.uses && form.written == folded && best.written != folded {
                best = form
            }
            written[folded] = best.written
        }
        self.written = written
    }

    /// The text with each word the names do not use replaced by the nearest one they do, as they
    /// write it; nil when nothing changed or a word has no near one.
    func mended(_ text: String) -> String? {
        var result = ""
        var changed = false
        var word = ""
        func flush() -> Bool {
            defer { word = "" }
            guard !word.isEmpty else { return true }
            let folded = LocalNames.fold(word)
            if written[folded] != nil || LocalNames.stopWords.contains(folded) || written[LocalNames.singular(folded)] != nil {
                result += word
            } else if let best = index.words.nearest(Array(folded.utf8), limit: 1).first {
                let near = index.words.entries[best.entry].name
                result += written[near] ?? near
                changed = true
            } else {
                return false
            }
            return true
        }
        for character in text {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else {
                guard flush() else { return nil }
                result.append(character)
            }
        }
        guard flush() else { return nil }
        return changed ? result : nil
    }
}

/// The catalog's names and words folded to bytes, bucketed by first byte and length so a look-up
/// compares only names of about the same length, those with the same first letter first.
struct SpellingIndex: Sendable {
    let phrases: SpellingBuckets
    let words: SpellingBuckets

    init(foods: [Food]) {
        self.init(names: foods.map { [$0.name] + ($0.plural.map { [$0] } ?? []) + $0.synonyms },
                  words: FoodCatalog.tokens(of:), shown: { folded, _ in folded })
    }

    /// `names` gives each food's names, its own name first (empty for a food without any);
    /// `words` folds a name into the words compared; `shown` is what an offered phrase reads
    /// (from its folded words and the name as written).
    init(names: [[String]], words split: (String) -> [String], shown: (String, String) -> String) {
        var phrases: [SpellingBuckets.Entry] = []
        var uses: [String: Int] = [:]
        var order: [String] = []
        for (index, all) in names.enumerated() {
            for name in all {
                let tokens = split(name)
                guard !tokens.isEmpty else { continue }
                let folded = tokens.joined(separator: " ")
                phrases.append(.init(bytes: Array(folded.utf8), name: shown(folded, name), food: Int32(index)))
                for token in tokens where token.count > 2 {
                    if uses[token] == nil { order.append(token) }
                    uses[token, default: 0] += name == all[0] ? 1 : 0
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
public struct EditDistance {
    private var before: [Int]
    private var previous: [Int]
    private var current: [Int]

    public init(capacity: Int) {
        before = Array(repeating: 0, count: capacity + 1)
        previous = before
        current = before
    }

    /// The distance, or `bound + 1` when it is more than `bound`.
    public mutating func distance(_ a: [UInt8], _ b: [UInt8], bound: Int) -> Int {
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
