import Foundation

// The catalog's piece and slice weights are the US market's (USDA's "medium" carrot, a deli slice
// of ham). A market that sells other sizes has a file of its own (`Sizes/fr.tsv` for France,
// `Sizes/gb.tsv` for Britain and Ireland, `Sizes/au.tsv` for Australia and New Zealand: id, piece,
// slice, plain, package, keeps) listing only the foods whose sizes differ there; the nutrition estimate weighs a
// recipe of that market with them (RecipeNutrition.market(of:)). The grocery list keeps the
// catalog's foods and sizes.

/// How one market sells a food where it differs from the catalog.
public struct MarketSize: Sendable, Hashable {
    /// Grams of one piece as bought there ("1 carotte").
    public var piece: Double?
    /// Grams of one slice ("1 tranche de jambon").
    public var slice: Double?
    /// The kind the food's plain name means there: in France "lait" is semi-skimmed milk and a
    /// "steak haché" is lean; "lait entier" names its kind and keeps it.
    public var plain: Food.ID?
    /// Grams of the pack the food is sold in there ("1 rouleau de pâte feuilletée": 230 g, "1
    /// barquette de lardons": 200 g).
    public var package: Double?
    /// Words that keep the food itself where the plain kind would be taken ("entier" in "lait
    /// entier", "lardons" for bacon): folded as `LocalNames.words(of:)` folds them.
    public var keeps: Set<String>

    public init(piece: Double? = nil, slice: Double? = nil, plain: Food.ID? = nil, package: Double? = nil,
                keeps: Set<String> = []) {
        self.piece = piece
        self.slice = slice
        self.plain = plain
        self.package = package
        self.keeps = keeps
    }
}

extension FoodCatalog {
    /// The rows of a market's sizes file: id, grams of a piece, grams of a slice, the kind the
    /// plain name means, grams of a pack, the words that keep the food (`|`-separated) (each but
    /// the id may be empty, not all of them).
    public static func parseSizes(tsv text: String, file: String) throws -> [Food.ID: MarketSize] {
        var sizes: [Food.ID: MarketSize] = [:]
        for (lineNumber, columns) in tabbedRows(text) {
            func fail(_ reason: String) -> FoodCatalogError { .malformedRow(file: file, line: lineNumber, reason: reason) }
            guard (2...6).contains(columns.count), !columns[0].isEmpty else {
                throw fail("expected id, piece, slice, plain, package and keeps")
            }
            func grams(_ index: Int) throws -> Double? {
                guard index < columns.count, !columns[index].isEmpty else { return nil }
                guard let value = Double(columns[index]), value.isFinite, value > 0, value < 100_000 else {
                    throw fail("\"\(columns[index])\" is not a weight in grams")
                }
                return value
            }
            let keeps = columns.count > 5 ? Set(columns[5].split(separator: "|").flatMap { LocalNames.words(of: String($0)) }) : []
            let size = MarketSize(piece: try grams(1), slice: try grams(2),
                                  plain: columns.count > 3 && !columns[3].isEmpty ? Food.ID(columns[3]) : nil, package: try grams(4),
                                  keeps: keeps)
            guard keeps.isEmpty || size.plain != nil else { throw fail("words that keep the food need a plain kind") }
            guard size.piece != nil || size.slice != nil || size.plain != nil || size.package != nil else {
                throw fail("the row changes nothing")
            }
            let id = Food.ID(columns[0])
            guard sizes[id] == nil else { throw fail("\(id) has a row already") }
            sizes[id] = size
        }
        return sizes
    }

    /// The market codes that have sizes of their own.
    public var markets: [String] { marketSizes.keys.sorted() }

    /// The food as a market sells it: its plain name's kind when the line names it plainly, with
    /// that market's piece, slice and pack where they differ. The food itself when the market has
    /// nothing of its own for it.
    /// `words` are what the line says of the food (its name, preparation and note). It names the
    /// food plainly when they hold one of the food's names in `language` and none of the words
    /// the market's row says keep the food ("lait", "lait tiède", "lait (bio)" are plain; "lait
    /// entier", "lait (entier)" and "lait de vache" are not).
    public func food(_ food: Food, in market: String, saying words: String?, language: String) -> Food {
        guard let table = marketSizes[market] else { return food }
        let size = table[food.id]
        var sold = food
        // The plain kind is bought as the food is: "2 steaks hachés" are lean patties of the
        // food's piece.
        if let plain = size?.plain, let kind = self[plain], let words,
           let local = language == "en" ? FoodNames(name: food.name, plural: food.plural, synonyms: food.synonyms)
                                        : names(of: food.id, in: language) {
            let said = LocalNames.words(of: words)
            if local.all.contains(where: { Self.holds(said, LocalNames.words(of: $0)) }), size?.keeps.isDisjoint(with: said) ?? true {
                sold = kind
            }
        }
        let own = sold.id == food.id ? size : table[sold.id]
        let piece = own?.piece ?? size?.piece ?? sold.pieceWeight ?? food.pieceWeight
        var shopping = sold.shopping
        shopping.sliceWeight = own?.slice ?? size?.slice ?? sold.shopping.sliceWeight ?? food.shopping.sliceWeight
        if let grams = own?.package ?? size?.package {
            // a pack where the catalog sells the food loose ("1 barquette de lardons")
            if shopping.package == nil { shopping.package = Food.Package(unit: .package, us: nil, metric: nil) }
            shopping.package?.metric = Measure(grams, .gram)
        }
        guard sold.id != food.id || piece != food.pieceWeight || shopping != food.shopping else { return food }
        // a plain kind fills a spoon as the food named does ("crème fraîche" is thick)
        return sold.with(density: food.density ?? sold.density, pieceWeight: piece, shopping: shopping)
    }

    /// Whether `run` occurs in `words`, word for word and in order.
    static func holds(_ words: [String], _ run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= words.count else { return false }
        return (0...(words.count - run.count)).contains { Array(words[$0..<($0 + run.count)]) == run }
    }
}
