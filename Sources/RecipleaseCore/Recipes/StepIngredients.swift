import Foundation

/// Which ingredient lines each step of a recipe uses, for cook mode: a line belongs to a step
/// whose words name its food (the catalog food's name, plural or a synonym, or a name of a food it
/// is a kind of, "flour" for bread flour) or the name as the line wrote it. Words are folded
/// (case, accents) and made singular on both sides. A longer name wins over a shorter one inside
/// it ("olive oil" takes those words before "oil" can), and a name of a food another line names
/// itself is left to that line. A line no step names is shown with the first step, where a cook
/// gathers things before starting. A recipe written in a language the catalog has names in
/// (`language`, "fr") is read with its foods' names in that language too ("l'ail" names the
/// garlic of "2 gousses d'ail", "les champignons" the mushrooms of "250 g de champignons de Paris").
public enum StepIngredients {
    /// For each step, the positions of the lines it uses, in the order of the lines.
    public static func lines(for steps: [String], ingredients: [ParsedIngredient], catalog: FoodCatalog,
                             language: String? = nil, budget: Int = comparisonBudget) -> [[Int]] {
        guard !steps.isEmpty else { return [] }
        let local = language.flatMap { IngredientLanguage(languageTag: $0) }.flatMap { $0 == .en ? nil : $0.rawValue }
        let phrases = names(of: ingredients, catalog: catalog, language: local)
        var used = Array(repeating: Set<Int>(), count: steps.count)
        var budget = budget
        for (s, step) in steps.enumerated() {
            let words = self.words(local == nil ? step : splittingElisions(step))
            // Where each word stands: a name is looked for only where its first word is, not at
            // every place in the step (100 lines of long names over 60 long steps took seconds).
            var starts: [String: [Int]] = [:]
            for (w, word) in words.enumerated() { starts[word, default: []].append(w) }
            var claimed = Array(repeating: false, count: words.count)
            // longest names first; names of one length share the words they find
            var k = 0
            while k < phrases.count {
                let length = phrases[k].words.count
                var group = k
                var claims: [Range<Int>] = []
                while group < phrases.count, phrases[group].words.count == length {
                    for range in occurrences(of: phrases[group].words, in: words, starts: starts, skipping: claimed, budget: &budget) {
                        used[s].insert(phrases[group].line)
                        claims.append(range)
                    }
                    group += 1
                }
                for range in claims { for w in range { claimed[w] = true } }
                k = group
            }
            // "add the herbs", "stir in the spices", "ajoutez les herbes": a word for a group of
            // foods no line names itself takes the lines of that group
            for (w, word) in words.enumerated() where !claimed[w] {
                guard let group = collectives[word] else { continue }
                for (k, line) in ingredients.enumerated() where line.parts.contains(where: { part in
                    part.food.map { ([$0] + catalog.ancestors(of: $0)).contains(where: group.contains) } ?? false
                }) { used[s].insert(k) }
            }
        }
        let anywhere = used.reduce(into: Set<Int>()) { $0.formUnion($1) }
        let unused = ingredients.indices.filter { !anywhere.contains($0) }
        used[0].formUnion(unused)
        return used.map { $0.sorted() }
    }

    /// A name to look for and the line it stands for.
    private struct Phrase {
        let words: [String]
        let line: Int
    }

    /// Every line's names, longest first: its own foods' names and its written name, then the
    /// names of the foods its foods are kinds of, unless another line names that food itself.
    private static func names(of ingredients: [ParsedIngredient], catalog: FoodCatalog, language: String?) -> [Phrase] {
        var own: [Phrase] = []
        var kinds: [Phrase] = []
        var ownFoods = Set<Food.ID>()
        for line in ingredients { for part in line.parts { if let food = part.food { ownFoods.insert(food) } } }
        for (k, line) in ingredients.enumerated() {
            for part in line.parts {
                if let name = part.name { own.append(Phrase(words: words(language == nil ? name : splittingElisions(name)), line: k)) }
                guard let id = part.food, let food = catalog[id] else { continue }
                for name in food.names { own.append(Phrase(words: words(name), line: k)) }
                if let language, let local = catalog.names(of: id, in: language) {
                    for name in local.all { own.append(Phrase(words: words(splittingElisions(name)), line: k)) }
                }
                for ancestor in catalog.ancestors(of: id) where !ownFoods.contains(ancestor) {
                    for name in catalog[ancestor]?.names ?? [] { kinds.append(Phrase(words: words(name), line: k)) }
                    if let language, let local = catalog.names(of: ancestor, in: language) {
                        for name in local.all { kinds.append(Phrase(words: words(splittingElisions(name)), line: k)) }
                    }
                }
            }
        }
        // The leading words of a name of three or more ("petits oignons" of "20 petits oignons
        // grelots", which a step calls "les petits oignons"): without them the step's "oignons"
        // took the plain onion's line and the pearl onions went to the first step (a French
        // first-sight walk, 2026-12-07). Not when another line is named so itself.
        let named = Set(own.map { $0.words })
        var leading: [Phrase] = []
        for (k, line) in ingredients.enumerated() {
            for part in line.parts {
                guard let name = part.name else { continue }
                let full = words(language == nil ? name : splittingElisions(name))
                guard full.count >= 3 else { continue }
                for length in stride(from: full.count - 1, through: 2, by: -1) {
                    let head = Array(full.prefix(length))
                    guard let last = head.last, !stopWords.contains(last), !named.contains(head) else { continue }
                    leading.append(Phrase(words: head, line: k))
                }
            }
        }
        let all = (own + leading + kinds).filter { !$0.words.isEmpty && !$0.words.allSatisfy(stopWords.contains) }
        // stable: own names before kinds' names of the same length
        return all.enumerated().sorted { ($0.element.words.count, -$0.offset) > ($1.element.words.count, -$1.offset) }.map(\.element)
    }

    private static func words(_ name: String) -> [String] {
        FoodCatalog.tokens(of: name).map(FoodCatalog.singular)
    }

    /// French elisions apart ("l'ail", "d'huile"), since the tokens join a word's apostrophe.
    private static func splittingElisions(_ text: String) -> String {
        text.replacingOccurrences(of: #"(?i)\b(l|d|qu|j|n|s|c)['’]"#, with: "$1 ", options: .regularExpression)
    }

    /// Words a step says a group of foods by (folded and singular, as `words` gives them), with
    /// the foods of the group; a food's kinds belong to it too (dried thyme, flat-leaf parsley).
    private static let collectives: [String: Set<Food.ID>] = {
        let herbs: Set<Food.ID> = Set(["thyme", "rosemary", "parsley", "bay-leaf", "oregano", "sage", "basil", "cilantro", "dill",
                                       "mint", "tarragon", "chives", "marjoram", "chervil", "mixed-herbs", "dried-herbs"].map { Food.ID($0) })
        let seasoning: Set<Food.ID> = [Food.ID("salt"), Food.ID("pepper")]
        // French steps season with verbs: "salez, poivrez" names the salt and the pepper
        let salt: Set<Food.ID> = [Food.ID("salt")], pepper: Set<Food.ID> = [Food.ID("pepper")]
        var table: [String: Set<Food.ID>] = ["herb": herbs, "herbe": herbs, "aromate": herbs, "season": seasoning, "seasoning": seasoning,
                                             "assaisonnement": seasoning, "assaisonnez": seasoning, "assaisonner": seasoning]
        for word in ["salez", "saler", "resalez"] { table[words(word).first ?? word] = salt }
        for word in ["poivrez", "poivrer"] { table[words(word).first ?? word] = pepper }
        return table
    }()

    /// Words that alone name nothing a step uses.
    private static let stopWords: Set<String> = [
        "a", "an", "the", "of", "and", "or", "to", "for", "with", "in", "fresh", "large", "small",
        "de", "d", "du", "des", "la", "le", "les", "l", "au", "aux", "un", "une", "et", "frais", "gros", "petit",
    ]

    /// Where `phrase` stands in `words` on words no longer name has claimed.
    /// The places `phrase` stands in `words`, left to right and not overlapping, none on a claimed
    /// word; `starts` gives where each word stands.
    /// How many words, over a whole recipe, the search may compare with the names it looks for.
    /// Real recipes use a hundredth of it; a recipe of 100 lines named "1 1 1 …" (98 words) over
    /// 60 steps of "add 1 1 1 …" took 235 million comparisons, 0.45 s a page in a debug build.
    /// Past it the remaining steps list no lines of their own, and the lines no step named are
    /// listed with the first, as always.
    public static let comparisonBudget = 1_000_000

    private static func occurrences(of phrase: [String], in words: [String], starts: [String: [Int]],
                                    skipping claimed: [Bool], budget: inout Int) -> [Range<Int>] {
        guard let first = phrase.first, phrase.count <= words.count, let places = starts[first] else { return [] }
        var found: [Range<Int>] = []
        var next = 0
        for start in places where start >= next && start + phrase.count <= words.count {
            guard budget > 0 else { break }
            budget -= phrase.count
            let range = start..<(start + phrase.count)
            if !range.contains(where: { claimed[$0] }), zip(words[range], phrase).allSatisfy({ $0 == $1 }) {
                found.append(range)
                next = range.upperBound
            }
        }
        return found
    }
}
