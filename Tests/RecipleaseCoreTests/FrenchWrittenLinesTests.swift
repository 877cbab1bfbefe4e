import Foundation
import Testing
@testable import RecipleaseCore

/// The lines of `scripts/french-written.tsv`: French lines written here in the styles of French
/// recipe sites, labelled by hand before the parser read them (docs/ingredients.md, "Measured").
enum WrittenFrenchLines {
    static let all = rows(of: "scripts/french-written.tsv", split: "written")

    /// The rows of a labelled file of the project's (`eval-french.py`'s columns) whose split begins
    /// `split`; a row that does not read (cells, split) expects the food "?", which no parse gives.
    static func rows(of path: String, split: String) -> [FrenchRow] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(path)
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { row -> FrenchRow? in
            guard !row.hasPrefix("#") else { return nil }
            let cells = row.split(separator: "\t", maxSplits: 5, omittingEmptySubsequences: false).map(String.init)
            guard cells.count == 6, cells[0].hasPrefix(split) else { return FrenchRow(String(row), nil, nil, "?") }
            return FrenchRow(cells[5], Double(cells[2]), MeasureUnit(rawValue: cells[3]), cells[4].isEmpty ? nil : cells[4])
        }
    }
}

/// The written set read through the parser: every line reads to its label (a food counts when the
/// parser gives the labelled food or one of its parents, as scripts/eval-french.py scores it),
/// except the lines below, which read otherwise on purpose.
struct FrenchWrittenLinesTests {
    static let parser = IngredientParser(catalog: FoodCatalog.shared)

    /// Lines whose label and the catalog's French names disagree, left so (docs/ingredients.md):
    /// the names read "chair à saucisse" as ground pork.
    /// Of the written4 batch: brands the catalog has no food for (Danette, a dessert cream;
    /// galettes Bonne Maman, where "galettes" are as often buckwheat crêpes), foods it lacks
    /// (cassava leaves; a mix of minced pork and veal, read as pork), "madère" (taro in Guadeloupe,
    /// the wine elsewhere), a heading without its colon ("Pour le caramel"), and "sel/poivre du
    /// moulin", whose mill goes with the pepper.
    static let knownMisses: Set<String> = [
        "200 g de chair à saucisse",
        "2 Danette au chocolat", "1 pot de Danette vanille", "6 galettes Bonne Maman", "500 g de feuilles de manioc pilées",
        "500 g de haché porc et veau", "500 g de madère (dachine)", "Pour le caramel", "sel/poivre du moulin",
    ]

    static func reads(_ parsed: ParsedIngredient, as row: FrenchRow) -> Bool {
        let quantityRight: Bool
        switch (row.quantity, parsed.quantity) {
        case (nil, nil): quantityRight = true
        case let (want?, got?): quantityRight = abs(got - want) <= 0.01 * max(abs(want), 1e-9)
        default: quantityRight = false
        }
        let foodRight: Bool
        if let want = row.food {
            foodRight = parsed.food.map { got in ([Food.ID(want)] + FoodCatalog.shared.ancestors(of: Food.ID(want))).contains(got) } ?? false
        } else {
            foodRight = parsed.food == nil
        }
        return quantityRight && parsed.unit == row.unit && foodRight
    }

    /// Expects `parsed` to read to `row`'s label unless the row is one of `misses`, saying what it read.
    static func expect(_ parsed: ParsedIngredient, readsAs row: FrenchRow, unlessIn misses: Set<String>,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(reads(parsed, as: row) == !misses.contains(row.line),
                "\(parsed.quantity.map { "\($0)" } ?? "-") \(parsed.unit?.rawValue ?? "-") \(parsed.food?.rawValue ?? "-")",
                sourceLocation: sourceLocation)
    }

    @Test func theSetIsThere() {
        #expect(WrittenFrenchLines.all.count >= 600)
        // every row reads and every label names a catalog food
        #expect(WrittenFrenchLines.all.compactMap(\.food).allSatisfy { FoodCatalog.shared[Food.ID($0)] != nil })
    }

    @Test(arguments: WrittenFrenchLines.all)
    func readsItsLabelInFrench(_ row: FrenchRow) {
        // when
        let parsed = Self.parser.parse(row.line, language: .fr)
        // then
        #expect(parsed.input == row.line)
        Self.expect(parsed, readsAs: row, unlessIn: Self.knownMisses)
    }

    @Test(arguments: WrittenFrenchLines.all)
    func readsItsLabelWhenTheLanguageIsGuessed(_ row: FrenchRow) {
        let parsed = Self.parser.parse(row.line, language: .auto)
        Self.expect(parsed, readsAs: row, unlessIn: Self.knownMisses)
    }

    /// People type without accents and in capitals: the same line so written reads the same in French.
    @Test(arguments: WrittenFrenchLines.all)
    func readsItsLabelWithoutAccentsAndInCapitals(_ row: FrenchRow) {
        // given
        let plain = row.line.replacingOccurrences(of: "œ", with: "oe").replacingOccurrences(of: "Œ", with: "Oe")
            .folding(options: .diacriticInsensitive, locale: nil)
        // then
        for written in [plain, row.line.uppercased()] {
            let parsed = Self.parser.parse(written, language: .fr)
            #expect(Self.reads(parsed, as: row) == !Self.knownMisses.contains(row.line), "\(written)")
        }
    }

    /// Accents in capitals are French evidence as small ones are; an English word still outweighs one.
    @Test func capitalAccentsCountForFrench() {
        #expect(IngredientParser.languageScore("1 PÂTE À PIZZA").french > IngredientParser.languageScore("1 PATE A PIZZA").french)
        #expect(Self.parser.parse("1 PÂTE À PIZZA", language: .auto).food?.rawValue == "pizza-dough")
        #expect(Self.parser.parse("1 CUP CRÈME FRAÎCHE", language: .auto) == Self.parser.parse("1 CUP CRÈME FRAÎCHE"))
    }

    /// A line whose evidence ties goes to the reading that finds a food, unless that reading loses the
    /// unit English read ("cup" against "de"); every row here ties, so the tie's rule is what decides.
    @Test func aTieGoesToTheReadingThatFindsAFood() {
        for line in ["1 sachet levure chimique", "1/4 cup creme de menthe", "1 cup de farine"] {
            let score = IngredientParser.languageScore(line)
            #expect(score.french == score.english && score.english > 0, "\(line)")
        }
        let sachet = Self.parser.parse("1 sachet levure chimique", language: .auto)
        #expect(sachet.food?.rawValue == "baking-powder")
        #expect(sachet.unit == .package)
        for line in ["1/4 cup creme de menthe", "1 cup de farine"] {
            let parsed = Self.parser.parse(line, language: .auto)
            #expect(parsed == Self.parser.parse(line), "\(line)")
            #expect(parsed.unit == .cup, "\(line)")
        }
    }

    /// An English-looking "Name: amount" line read in French for want of an English food keeps the
    /// food English names it ("Lard: 100g" is lard); French evidence keeps the French food.
    @Test(arguments: [
        ("Lard: 100g", 100, "lard"), ("Lard : 100 g", 100, "lard"), ("Raisins: 100g", 100, "raisin"),
        ("Prunes: 200g", 200, "prune"), ("Crottin: 1", 1, "goat-cheese"), ("Tomme: 100g", 100, "reblochon"),
        ("100 g de lard", 100, "bacon"), ("4 tranches de lard", 4, "bacon"), ("1 pot de yaourt de brebis", 1, "yogurt"),
        ("Pate feuilletee: 1", 1, "puff-pastry"), ("Pâtes: 500g", 500, "pasta"),
    ] as [(String, Double, String)])
    func aNameEnglishReadsOtherwiseKeepsItsEnglishFood(_ line: String, _ quantity: Double, _ food: String) {
        let parsed = Self.parser.parse(line, language: .auto)
        #expect(parsed.quantity == quantity)
        #expect(parsed.food?.rawValue == food)
    }

    /// A French name written without the accents French gives it is French written plainly: read
    /// in French where no English word speaks for English, though English reads the same letters
    /// as another food ("pates", pâtés). Names French writes unaccented itself stay English's.
    @Test(arguments: [
        ("Pates: 500g", 500, "pasta"), ("pates 500 g", 500, "pasta"), ("500 g pates", 500, "pasta"),
        ("200 g pates fraiches", 200, "fresh-pasta"), ("Poulet roti: 1", 1, "rotisserie-chicken"),
        ("200 g paprika fume", 200, "smoked-paprika"),
        // left alone: a name French writes the same way, an English word, accents written, English's own food
        ("Lard: 100g", 100, "lard"), ("Raisins: 100g", 100, "raisin"), ("Speculoos: 100g", 100, "speculoos"),
        ("2 cups pates", 2, "pate"), ("Pâtes : 500 g", 500, "pasta"), ("Pate: 200g", 200, "pate"),
    ] as [(String, Double, String)])
    func aFrenchNameWrittenWithoutAccentsIsFrench(_ line: String, _ quantity: Double, _ food: String) {
        // when
        let parsed = Self.parser.parse(line, language: .auto)
        // then
        #expect(parsed.quantity == quantity)
        #expect(parsed.food?.rawValue == food)
    }
}
