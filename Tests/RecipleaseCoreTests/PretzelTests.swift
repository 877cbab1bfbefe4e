import Testing
@testable import RecipleaseCore

/// "Pretzels" in a recipe are the hard snack (a pretzel crust, chocolate-dipped rods, snack mix);
/// the soft bakery pretzel is named so. Each is weighed by its own piece and values.
struct PretzelTests {
    @Test(arguments: [(String, Food.ID, Double)](arrayLiteral:
        // (line, food, grams): a regular twist 3 g (about nine to the ounce), a mini one 1.5 g,
        // a rod 10 g, a thin stick 1 g; a soft pretzel 115 g
        ("10 pretzels", "hard-pretzel", 30),
        ("20 mini pretzels", "mini-pretzel", 30),
        ("24 pretzel rods", "pretzel-rod", 240),
        ("6 pretzel sticks, broken in half", "pretzel-stick", 6),
        ("4 soft pretzels", "pretzel", 460),
        // a cup of whole twists 0.18 g/ml; crushed, as graham cracker crumbs, 0.36
        ("1 cup pretzels", "hard-pretzel", 236.59 * 0.18),
        ("2 cups crushed pretzels", "hard-pretzel", 2 * 236.59 * 0.36),
        ("1 (15 ounce) package mini pretzel twists", "mini-pretzel", 425.24)
    ))
    func pretzelsAreWeighedAsTheKindNamed(line: String, food: Food.ID, grams expected: Double) throws {
        try BundledWeighing.expect(line, finds: food, weighing: expected)
    }

    @Test func aHardPretzelHasTheSnacksValues() throws {
        let hard = try #require(BundledWeighing.catalog["hard-pretzel"]?.nutrients)
        let soft = try #require(BundledWeighing.catalog["pretzel"]?.nutrients)
        // USDA SR Legacy: hard, plain, salted 384 kcal per 100 g; soft 338
        #expect(abs(hard.energy - 384) < 1)
        #expect(abs(soft.energy - 338) < 1)
    }
}
