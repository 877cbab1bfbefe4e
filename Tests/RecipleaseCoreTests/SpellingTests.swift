import Foundation
import Testing
@testable import RecipleaseCore

struct SpellingTests {
    /// Typos of everyday foods and the name offered first, against the bundled catalog.
    @Test(arguments: [
        ("chiken", "chicken"),
        ("chikcen", "chicken"),
        ("tomatoe sauce", "tomato sauce"),
        ("cabage", "cabbage"),
        ("pineaple", "pineapple"),
        ("strawbery", "strawberry"),
        ("onoin", "onion"),
        ("garlik", "garlic"),
        ("brocoli", "broccoli"),
        ("spinnach", "spinach"),
        ("mushroms", "mushrooms"),
        ("cheeze", "cheese"),
        ("buter", "butter"),
        ("letuce", "lettuce"),
        ("zuchini", "zucchini"),
        ("cinammon", "cinnamon"),
        ("chedar", "cheddar"),
        ("avacado", "avocado"),
        ("carots", "carrots"),
        ("lemmon", "lemon"),
        ("salmom", "salmon"),
        ("yoghrt", "yogurt"),
        ("cucumbr", "cucumber"),
        ("bannana", "banana"),
        ("aubergene", "aubergine"),
        ("chikn thighs", "chicken thighs"),
        ("smoked chiken", "smoked chicken"),
    ])
    func aTypoOffersTheFoodMeant(_ typed: String, _ expected: String) {
        let catalog = FoodCatalog.shared
        let first = catalog.corrections(for: typed).first
        #expect(first?.name == expected)
        // the name offered is one the catalog understands
        #expect(first.flatMap { catalog.resolve($0.name) } != nil)
    }

    @Test(arguments: [
        "chicken",      // already a food
        "Tomatoes",     // a known plural
        "tomatos",      // understood already, as the singular of a plural
        "chicken thigs", // understood already, as chicken
        "rce",          // too short to guess
        "xqzvw",        // nothing near
        "",
        "   ",
        "!!!",
    ])
    func nothingIsOfferedForKnownOrHopelessNames(_ typed: String) {
        #expect(FoodCatalog.shared.corrections(for: typed).isEmpty)
    }

    @Test func oneNamePerFoodAndTheLimitIsKept() {
        let found = Fixtures.catalog.corrections(for: "tomatoe", limit: 5)
        #expect(found.map(\.food) == ["tomato"])
        #expect(Fixtures.catalog.corrections(for: "chiken", limit: 1).map(\.name) == ["chicken"])
        #expect(Fixtures.catalog.corrections(for: "chiken", limit: 0).isEmpty)
    }

    @Test(arguments: [
        ("chiken", "chicken", 2, 1),
        ("chikcen", "chicken", 2, 1),   // a swap of neighbours is one edit
        ("ca", "abc", 3, 3),
        ("", "abc", 3, 3),
        ("kitten", "sitting", 3, 3),
        ("kitten", "sitting", 2, 3),    // over the bound: bound + 1
    ])
    func editDistance(_ a: String, _ b: String, _ bound: Int, _ expected: Int) {
        var scratch = EditDistance(capacity: 4)
        #expect(scratch.distance(Array(a.utf8), Array(b.utf8), bound: bound) == expected)
    }

    @Test(arguments: ["chiken", "brocoli", "cinammon", "chikn thighs", "xqzvw"])
    func aLookUpComparesFewNames(_ typed: String) {
        // given the whole bundled catalog
        let names = FoodCatalog.shared.spelling.phrases
        // when a typo is looked up
        var compared = 0
        _ = names.nearest(Array(typed.utf8), limit: 3, compared: &compared)
        // then the buckets and the letter check leave a few percent of the names to measure
        #expect(compared * 20 < names.entries.count, "\(compared) of \(names.entries.count)")
    }
}

/// The pepper spelt chili, chile or chilli: a line finds the same food whichever spelling it uses,
/// though the catalog writes each name one way or two.
struct ChileSpellingTests {
    static let parser = IngredientParser(catalog: FoodCatalog.shared)

    @Test(arguments: [
        // (line, food): "chile" where the catalog writes "chili", and "chilli" where it writes "chile"
        ("1 tsp chile flakes", "red-pepper-flakes"),
        ("2 tbsp sweet chile sauce", "sweet-chili-sauce"),
        ("1 tbsp chile crisp", "chili-oil"),
        ("2 tbsp chile paste", "chili-garlic-sauce"),
        ("1 teaspoon chile-garlic sauce (such as sriracha)", "chili-garlic-sauce"),
        ("¼ cup chile sauce", "chili-sauce"),
        ("2 Thai chile peppers, seeded and chopped", "thai-chili"),
        ("1 dried Kashmiri chilli, whole with seeds", "kashmiri-chili"),
        ("2 dried ancho chillies", "ancho-chile"),
        // The catalog's own spellings are unchanged.
        ("1 tsp chili flakes", "red-pepper-flakes"),
        ("2 dried ancho chiles", "ancho-chile"),
        ("1 tbsp chili powder", "chili-powder"),
        ("1 tsp garlic sauce", "toum"),
    ])
    func aLineFindsItsPepperWhateverTheSpelling(_ line: String, _ food: String) {
        #expect(Self.parser.parse(line).food == Food.ID(food), "\(line)")
    }
}
