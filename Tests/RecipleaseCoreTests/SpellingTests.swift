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
