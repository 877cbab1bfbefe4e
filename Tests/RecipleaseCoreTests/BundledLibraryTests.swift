import Foundation
import Testing
@testable import RecipleaseCore

/// The library every new user sees first.
struct BundledLibraryTests {
    @Test func loadsWithEnoughVariety() throws {
        let catalog = FoodCatalog.shared
        let recipes = try RecipeLibrary.bundled(parser: IngredientParser(catalog: catalog), catalog: catalog)
        #expect(recipes.count >= 60)
        #expect(Set(recipes.flatMap(\.cuisines)).count >= 10)
        #expect(Set(recipes.flatMap(\.mealTypes)) == Set(MealType.allCases))
        for diet in [Diet.vegetarian, .vegan, .glutenFree] {
            #expect(recipes.contains { $0.diets.contains(diet) }, "no \(diet.rawValue) recipe")
        }
        for recipe in recipes {
            #expect(!recipe.ingredients.isEmpty && !recipe.instructions.isEmpty, "\(recipe.id) is incomplete")
        }
    }
}
