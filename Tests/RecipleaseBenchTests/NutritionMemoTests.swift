import Foundation
import RecipleaseBench
@testable import RecipleaseCore
import Testing

/// The line memo the index estimates a batch of recipes through gives what `estimate` gives.
struct NutritionMemoTests {
    static let catalog = FoodCatalog.shared

    @Test func theMemoGivesTheEstimateBitForBit() throws {
        // given generated recipes (lines repeat across them) and the bundled library
        let generated = GeneratedLibrary.recipes(count: 3000, seed: 11, catalog: Self.catalog)
        let bundled = try RecipeLibrary.bundled(parser: IngredientParser(catalog: Self.catalog), catalog: Self.catalog)
        let memo = RecipeNutrition.Memo(catalog: Self.catalog)
        // when each is estimated both ways
        var differ: [String] = [], estimated = 0
        for recipe in generated + bundled {
            let full = RecipeNutrition.estimate(recipe, catalog: Self.catalog)?.perServing
            if memo.perServing(recipe) != full { differ.append(recipe.id.rawValue) }
            if full != nil { estimated += 1 }
        }
        // then they are equal; the memo weighed fewer lines than there are; and generated
        // recipes (whose lines all name catalog foods) nearly all have an estimate
        #expect(differ.isEmpty, "\(differ.count) differ, first \(differ.first ?? "")")
        #expect(memo.count < generated.reduce(0) { $0 + $1.ingredients.count })
        let generatedEstimated = generated.filter { RecipeNutrition.estimate($0, catalog: Self.catalog) != nil }.count
        #expect(generatedEstimated * 100 >= generated.count * 95, "\(generatedEstimated) of \(generated.count)")
        #expect(estimated > 0)
    }

    @Test func theIndexKeepsTheEstimateOfEachRecipe() {
        // given an index built the default way, then a recipe added after
        var recipes = GeneratedLibrary.recipes(count: 400, seed: 12, catalog: Self.catalog)
        let later = recipes.removeLast()
        var index = SearchIndex(catalog: Self.catalog, recipes: recipes)
        index.upsert(later)
        // then each recipe's stored values are its estimate's
        for recipe in recipes + [later] {
            #expect(index.indexedNutrition(recipe.id) == IndexedNutrition(RecipeNutrition.estimate(recipe, catalog: Self.catalog)?.perServing))
        }
    }

    /// Enough recipes that the build works the estimates out on other threads, in chunks.
    @Test func aLargeBuildKeepsTheEstimateOfEachRecipeInItsPlace() {
        // given more recipes than one chunk, and one id given twice (the later recipe wins)
        var recipes = GeneratedLibrary.recipes(count: 9000, seed: 13, catalog: Self.catalog)
        #expect(recipes.count >= SearchIndex.NutritionBatch.minimumRecipes)
        var twice = recipes[8000]
        twice.id = recipes[10].id
        recipes.append(twice)
        let index = SearchIndex(catalog: Self.catalog, recipes: recipes)
        // then each id holds the estimate of the last recipe given with it
        var latest: [Recipe.ID: Recipe] = [:]
        for recipe in recipes { latest[recipe.id] = recipe }
        var differ = 0
        for recipe in latest.values where index.indexedNutrition(recipe.id) != IndexedNutrition(RecipeNutrition.estimate(recipe, catalog: Self.catalog)?.perServing) {
            differ += 1
        }
        #expect(differ == 0)
        #expect(index.indexedNutrition(recipes[10].id) == IndexedNutrition(RecipeNutrition.estimate(twice, catalog: Self.catalog)?.perServing))
    }
}
