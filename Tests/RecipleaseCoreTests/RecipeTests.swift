import Foundation
import Testing
@testable import RecipleaseCore

struct RecipeTests {
    struct DietCase: Sendable, CustomTestStringConvertible {
        let lines: [String]
        let diets: [Diet]
        var testDescription: String { lines.joined(separator: "; ") }
    }

    @Test(arguments: [
        DietCase(lines: ["1 onion", "2 tomatoes"], diets: [.dairyFree, .glutenFree, .pescetarian, .vegan, .vegetarian]),
        DietCase(lines: ["2 eggs", "1 cup milk"], diets: [.glutenFree, .pescetarian, .vegetarian]),
        DietCase(lines: ["200 g shrimp", "1 onion"], diets: [.dairyFree, .glutenFree, .pescetarian]),
        DietCase(lines: ["4 chicken thighs", "1 cup all-purpose flour"], diets: [.dairyFree]),
        // A line naming no known food means the diets cannot be vouched for.
        DietCase(lines: ["1 onion", "2 cups unobtainium"], diets: []),
    ])
    func dietsComeFromTheFoods(_ row: DietCase) {
        let recipe = Fixtures.recipe("x", "X", row.lines)
        #expect(recipe.diets == row.diets)
    }

    @Test func totalTimeDefaultsToPrepPlusCook() {
        let draft = RecipeDraft(title: "Quick Eggs", prepMinutes: 5, cookMinutes: 7, ingredientLines: ["2 eggs"])
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: Fixtures.catalog), catalog: Fixtures.catalog)
        #expect(recipe.totalMinutes == 12)
        #expect(recipe.id == "quick-eggs")
    }

    @Test(arguments: [
        "Spicy Chicken Thigh Stir-Fry", "Hunt's Tomato Soup", "  Two   Spaces  ", "Crème Brûlée", "Ćevapi",
        "A B C D E F G H I J K L M N", "!!!", "Jerk Chicken with Rice and Peas 2", "Pad Thai (Vegan)",
    ])
    func fastSlugsMatchTheTokenSlug(_ title: String) {
        #expect(Recipe.slug(title) == Recipe.slugOfTokens(title))
    }
}
