import Testing
@testable import RecipleaseCore

/// "Pretzels" in a recipe are the hard snack (a pretzel crust, chocolate-dipped rods, snack mix);
/// the soft bakery pretzel is named so. Each is weighed by its own piece and values.
struct PretzelTests {
    static let catalog = FoodCatalog.shared
    static let parser = IngredientParser(catalog: catalog)

    static func grams(_ line: String) throws -> (food: Food.ID?, grams: Double) {
        let recipe = Recipe(draft: RecipeDraft(title: "Pretzels", servings: 1, ingredientLines: [line]), parser: parser, catalog: catalog)
        let part = try #require(RecipeNutrition.breakdown(recipe, catalog: catalog).first)
        guard case let .weighed(grams, _) = part.outcome else { Issue.record("\(line) is left out"); return (part.food, 0) }
        return (part.food, grams)
    }

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
        let (found, grams) = try Self.grams(line)
        #expect(found == food, "\(line)")
        #expect(abs(grams - expected) < 0.5, "\(line): \(grams) g")
    }

    @Test func aHardPretzelHasTheSnacksValues() throws {
        let hard = try #require(Self.catalog["hard-pretzel"]?.nutrients)
        let soft = try #require(Self.catalog["pretzel"]?.nutrients)
        // USDA SR Legacy: hard, plain, salted 384 kcal per 100 g; soft 338
        #expect(abs(hard.energy - 384) < 1)
        #expect(abs(soft.energy - 338) < 1)
    }
}
