import Foundation

// The foods' names in languages other than English, one file per language (`Names/fr.tsv`: id,
// name, plural, synonyms). They get a lookup of their own, so a word of one language never
// shadows a food of the other ("raisin" is a grape in French and a dried grape in English).

/// A food's names in one language.
public struct FoodNames: Sendable, Hashable {
    public let name: String
    public let plural: String?
    public let synonyms: [String]

    public init(name: String, plural: String? = nil, synonyms: [String] = []) {
        self.name = name
        self.plural = plural
        self.synonyms = synonyms
    }

    /// Every name a line may use for the food.
    public var all: [String] { [name] + (plural.map { [$0] } ?? []) + synonyms }
}

/// One language's names and their lookup: folded words (see `LocalNames.words(of:)`) joined by
/// spaces, to the food's position in the catalog. The first food to claim a phrase keeps it.
struct LocalNames: Sendable {
    let byID: [Food.ID: FoodNames]
    private let phrases: [String: Int32]
    /// The longest phrase, in words.
    let longest: Int
    /// The words of names' heads (their nouns and adjectives before "de", "à", "en"...), lower case,
    /// singular to plural as the names with a plural spell them: "fond" to "fonds" from "fond de
    /// tartelette", "rouge" to "rouges" from "oignon rouge"; a word spelt two ways is left out.
    let headPlurals: [String: String]
    let headSingulars: [String: String]

    init(foods: [Food], names: [Food.ID: FoodNames]) {
        byID = names
        var plurals: [String: String] = [:], singularWords: [String: String] = [:], twoWays: Set<String> = []
        for local in names.values {
            guard let plural = local.plural else { continue }
            let one = Self.head(of: local.name), many = Self.head(of: plural)
            guard one.count == many.count else { continue }
            for (word, words) in zip(one, many) {
                if plurals[word, default: words] != words || singularWords[words, default: word] != word { twoWays.formUnion([word, words]) }
                plurals[word] = words
                singularWords[words] = word
            }
        }
        headPlurals = plurals.filter { !twoWays.contains($0.key) && !twoWays.contains($0.value) }
        headSingulars = singularWords.filter { !twoWays.contains($0.key) && !twoWays.contains($0.value) }
        var phrases: [String: Int32] = [:]
        var longest = 1
        var singulars: [(String, Int32)] = []
        for (index, food) in foods.enumerated() {
            guard let local = names[food.id] else { continue }
            for name in local.all {
                let words = LocalNames.words(of: name)
                guard !words.isEmpty else { continue }
                longest = max(longest, words.count)
                if phrases[words.joined(separator: " ")] == nil { phrases[words.joined(separator: " ")] = Int32(index) }
                singulars.append((words.map(LocalNames.singular).joined(separator: " "), Int32(index)))
            }
        }
        // names as written first, then their singular forms, so a plural never takes a written name
        for (key, index) in singulars where phrases[key] == nil { phrases[key] = index }
        self.phrases = phrases
        self.longest = longest
    }

    /// The food named by exactly these folded words, as written or made singular.
    func food(_ words: ArraySlice<String>) -> Int32? {
        if let hit = phrases[words.joined(separator: " ")] { return hit }
        return phrases[words.map(LocalNames.singular).joined(separator: " ")]
    }

    /// The longest run of `words` that names a food, the leftmost among equally long runs
    /// (French puts the head noun first: "huile d'olive vierge" is olive oil).
    func longestMatch(_ words: [String]) -> (food: Int32, start: Int, end: Int)? {
        var length = min(longest, words.count)
        while length > 0 {
            var start = 0
            while start + length <= words.count {
                if let hit = food(words[start..<(start + length)]) { return (hit, start, start + length) }
                start += 1
            }
            length -= 1
        }
        return nil
    }

    /// The words of a name before its first preposition, lower case: "fond" of "fond de tarte",
    /// "oignon rouge" of itself; the head of a French name, whose words agree with the count.
    static func head(of name: String) -> [String] {
        let words = name.lowercased().split(separator: " ").map(String.init)
        return Array(words.prefix { !headEnds.contains($0) && !$0.hasPrefix("d'") && !$0.hasPrefix("d’") })
    }

    static let headEnds: Set<String> = ["de", "du", "des", "à", "au", "aux", "en", "pour", "sans", "avec"]

    /// Words that carry no meaning in a food's name: articles and the prepositions of elision,
    /// French's and the other languages' ("di", "del", "der", "van"); "dos" stays, a French word.
    static let stopWords: Set<String> = [
        "de", "d", "du", "des", "la", "le", "les", "l", "a", "au", "aux", "un", "une",
        "di", "del", "della", "dello", "delle", "dei", "degli", "da", "do", "das", "der", "die", "den", "dem", "von", "vom",
        "van", "het", "een", "el", "los", "las", "il", "lo", "gli",
    ]

    /// Lower-case words with accents and ligatures folded (œ is oe), apostrophes and other marks
    /// splitting words, articles and "de" left out: "Crème Fraîche" and "creme fraiche" are alike.
    static func words(of text: String) -> [String] {
        foldedWords(of: text).filter { !stopWords.contains($0) }
    }

    /// `words(of:)` with the articles kept.
    static func foldedWords(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in fold(text).unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Lower case, no accents, ligatures spelt out ("ß" as Swiss German writes it, "ss").
    static func fold(_ text: String) -> String {
        var text = text
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        text = text.replacingOccurrences(of: "œ", with: "oe").replacingOccurrences(of: "Œ", with: "oe")
            .replacingOccurrences(of: "æ", with: "ae").replacingOccurrences(of: "Æ", with: "ae")
            .replacingOccurrences(of: "ß", with: "ss")
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// A plain French singular: "poireaux" is "poireau", "tomates" "tomate"; short words stay.
    static func singular(_ word: String) -> String {
        guard word.count > 3 else { return word }
        if word.hasSuffix("eaux") || word.hasSuffix("eux") && word.count > 4 { return String(word.dropLast()) }
        if word.hasSuffix("oux") { return String(word.dropLast()) }
        if word.hasSuffix("s") && !word.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }
}

extension FoodCatalog {
    /// The languages the catalog has names in, besides English.
    public var nameLanguages: [String] { localNames.keys.sorted() }

    /// The food's names in `language` ("fr"); nil for English or a language the catalog lacks.
    public func names(of id: Food.ID, in language: String) -> FoodNames? {
        localNames[language]?.byID[id]
    }

    /// The food's name in `language`, its English name when the language has none.
    public func name(of id: Food.ID, in language: String) -> String? {
        names(of: id, in: language)?.name ?? self[id]?.name
    }

    /// The most specific food a name in `language` names: the longest run of its words that is a
    /// name in that language, the leftmost of equally long runs. English goes to `resolve(_:)`.
    public func resolve(_ name: String, language: String) -> Food.ID? {
        guard language != "en" else { return resolve(name) }
        guard let table = localNames[language], let hit = table.longestMatch(LocalNames.words(of: name)) else { return nil }
        return foods[Int(hit.food)].id
    }

    /// Reads a names file: `id name plural synonyms`, tab-separated, `#` starting a comment line.
    public static func parseNames(tsv text: String, file: String) throws -> [Food.ID: FoodNames] {
        var names: [Food.ID: FoodNames] = [:]
        for (lineNumber, columns) in tabbedRows(text) {
            guard (2...4).contains(columns.count), !columns[0].isEmpty, !columns[1].isEmpty else {
                throw FoodCatalogError.malformedRow(file: file, line: lineNumber, reason: "expected id, name, plural and synonyms")
            }
            let id = Food.ID(columns[0])
            guard names[id] == nil else { throw FoodCatalogError.duplicateID(id) }
            let plural = columns.count > 2 && !columns[2].isEmpty ? columns[2] : nil
            let synonyms = columns.count > 3
                ? columns[3].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } : []
            names[id] = FoodNames(name: columns[1], plural: plural, synonyms: synonyms)
        }
        return names
    }
}
