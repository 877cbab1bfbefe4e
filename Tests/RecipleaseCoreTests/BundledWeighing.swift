import Testing
@testable import RecipleaseCore

/// One line weighed as a one-serving recipe with the bundled catalog, as the recipe page does.
enum BundledWeighing {
    static let catalog = FoodCatalog.shared
    static let parser = IngredientParser(catalog: catalog)

    /// The line's first part: its food and grams, or nil grams when it is left out.
    static func weighed(_ line: String) throws -> (food: Food.ID?, grams: Double?) {
        let recipe = Recipe(draft: RecipeDraft(title: "One line", servings: 1, ingredientLines: [line]), parser: parser, catalog: catalog)
        let part = try #require(RecipeNutrition.breakdown(recipe, catalog: catalog).first)
        guard case let .weighed(grams, _) = part.outcome else { return (part.food, nil) }
        return (part.food, grams)
    }

    /// Expects the line to find `food` and weigh `grams`, within half a gram.
    static func expect(_ line: String, finds food: Food.ID, weighing expected: Double) throws {
        let (found, weighed) = try Self.weighed(line)
        let grams = try #require(weighed, "\(line) is left out")
        #expect(found == food, "\(line)")
        #expect(abs(grams - expected) < 0.5, "\(line): \(grams) g")
    }
}
