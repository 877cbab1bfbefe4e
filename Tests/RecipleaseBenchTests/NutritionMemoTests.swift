import Foundation
import RecipleaseBench
@testable import RecipleaseCore
import RecipleaseTestSupport
import Testing

/// The line memo the index estimates a batch of recipes through gives what `estimate` gives.
struct NutritionMemoTests {
    static let catalog = FoodCatalog.shared

    // Each test's work takes seconds, so it runs on a thread of its own (OwnThread,
    // docs/testing.md) and gives back what the test then checks.

    @Test func theMemoGivesTheEstimateBitForBit() async throws {
        let (differ, estimated, memoCount, lineCount, generatedEstimated, generatedCount) = try await OwnThread.run {
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
            let generatedEstimated = generated.filter { RecipeNutrition.estimate($0, catalog: Self.catalog) != nil }.count
            return (differ, estimated, memo.count, generated.reduce(0) { $0 + $1.ingredients.count }, generatedEstimated, generated.count)
        }
        // then they are equal; the memo weighed fewer lines than there are; and generated
        // recipes (whose lines all name catalog foods) nearly all have an estimate
        #expect(differ.isEmpty, "\(differ.count) differ, first \(differ.first ?? "")")
        #expect(memoCount < lineCount)
        #expect(generatedEstimated * 100 >= generatedCount * 95, "\(generatedEstimated) of \(generatedCount)")
        #expect(estimated > 0)
    }

    @Test func theIndexKeepsTheEstimateOfEachRecipe() async {
        let differ = await OwnThread.run {
            // given an index built the default way, then a recipe added after
            var recipes = GeneratedLibrary.recipes(count: 400, seed: 12, catalog: Self.catalog)
            let later = recipes.removeLast()
            var index = SearchIndex(catalog: Self.catalog, recipes: recipes)
            index.upsert(later)
            // then each recipe's stored values are its estimate's
            return (recipes + [later]).filter {
                index.indexedNutrition($0.id) != IndexedNutrition(RecipeNutrition.estimate($0, catalog: Self.catalog)?.perServing)
            }.map(\.id.rawValue)
        }
        #expect(differ.isEmpty, "\(differ)")
    }

    /// Enough recipes that the build works the estimates out on other threads, in chunks.
    @Test func aLargeBuildKeepsTheEstimateOfEachRecipeInItsPlace() async {
        let (count, differ, twiceKept) = await OwnThread.run {
            // given more recipes than one chunk, and one id given twice (the later recipe wins)
            var recipes = GeneratedLibrary.recipes(count: 9000, seed: 13, catalog: Self.catalog)
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
            let twiceKept = index.indexedNutrition(recipes[10].id) == IndexedNutrition(RecipeNutrition.estimate(twice, catalog: Self.catalog)?.perServing)
            return (recipes.count - 1, differ, twiceKept)
        }
        #expect(count >= SearchIndex.NutritionBatch.minimumRecipes)
        #expect(differ == 0)
        #expect(twiceKept)
    }
}
