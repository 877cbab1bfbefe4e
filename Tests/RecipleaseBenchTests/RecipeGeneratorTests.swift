import Foundation
import Testing
@testable import RecipleaseBench
@testable import RecipleaseCore
import RecipleaseTestSupport

struct RecipeGeneratorTests {
    static let catalog = FoodCatalog.shared
    static let parser = IngredientParser(catalog: catalog)
    // The work of these tests (generating, parsing) runs on threads of their own, off the pool
    // every test shares (OwnThread, docs/testing.md).

    /// One sample shared by the plausibility tests: 3,000 recipes of seed 11, made once. A task,
    /// not a `static let` computed in place: tests waiting for a `static let` block their thread
    /// of the shared pool while another computes it.
    static let sampleTask = Task {
        await OwnThread.run {
            let generator = RecipeGenerator(catalog: catalog, seed: 11)
            return (0..<3000).map { generator.recipe(number: $0) }
        }
    }

    static func sample() async -> [GeneratedRecipe] { await sampleTask.value }

    static func lines(seed: UInt64, count: Int) async throws -> [String] {
        try await OwnThread.run {
            var generator = RecipeGenerator(catalog: catalog, seed: seed)
            return try (0..<count).map { _ in try SchemaRecipe.line(Recipe(draft: generator.next(), parser: parser, catalog: catalog)) }
        }
    }

    @Test func theSameSeedWritesTheSameBytes() async throws {
        // given two generators with one seed
        // when each writes 300 recipes
        let first = try await Self.lines(seed: 42, count: 300)
        let second = try await Self.lines(seed: 42, count: 300)
        // then the JSON-LD is identical, byte for byte
        #expect(first.joined(separator: "\n").utf8.elementsEqual(second.joined(separator: "\n").utf8))
    }

    @Test func recipeNumberNDoesNotDependOnWhatCameBefore() async {
        let (inOrder, backwards) = await OwnThread.run {
            var sequence = RecipeGenerator(catalog: Self.catalog, seed: 5)
            let inOrder = (0..<50).map { _ in sequence.next() }
            let generator = RecipeGenerator(catalog: Self.catalog, seed: 5)
            return (inOrder, Array((0..<50).reversed().map { generator.draft(number: $0) }))
        }
        #expect(inOrder == backwards.reversed())
    }

    @Test func differentSeedsWriteDifferentRecipes() async throws {
        let one = try await Self.lines(seed: 1, count: 100)
        let two = try await Self.lines(seed: 2, count: 100)
        let same = zip(one, two).filter { $0 == $1 }.count
        #expect(same == 0)
    }

    @Test func everyGeneratedLineResolvesToTheFoodItWasWrittenFor() async {
        let sample = await Self.sample()
        let (total, resolved, misses) = await OwnThread.run {
            var total = 0, resolved = 0
            var misses: [String] = []
            for recipe in sample {
                for (line, food) in zip(recipe.draft.ingredientLines, recipe.lineFoods) {
                    total += 1
                    if Self.parser.parse(line).food == food { resolved += 1 } else if misses.count < 10 { misses.append("\(line) -> \(food)") }
                }
            }
            return (total, resolved, misses)
        }
        #expect(total > 20_000)
        #expect(Double(resolved) / Double(total) >= 0.99, "misses: \(misses)")
    }

    @Test func ingredientCountsAreRealistic() async {
        let sample = await Self.sample()
        let counts = sample.map(\.draft.ingredientLines.count)
        let mean = Double(counts.reduce(0, +)) / Double(counts.count)
        #expect(counts.allSatisfy { (4...16).contains($0) }, "range \(counts.min()!)...\(counts.max()!)")
        #expect((8.5...9.8).contains(mean), "mean \(mean)")
        // Short and long recipes both occur.
        #expect(counts.contains { $0 <= 5 } && counts.contains { $0 >= 14 })
    }

    @Test func mealTypesAreOneToFiveAndMostlyOneOrTwo() async {
        let sample = await Self.sample()
        let counts = sample.map(\.draft.mealTypes.count)
        #expect(counts.allSatisfy { (1...5).contains($0) })
        #expect(Set(counts) == [1, 2, 3, 4, 5])
        let oneOrTwo = Double(counts.filter { $0 <= 2 }.count) / Double(counts.count)
        #expect(oneOrTwo > 0.75)
        var perType: [MealType: Int] = [:]
        for recipe in sample { for type in recipe.draft.mealTypes { perType[type, default: 0] += 1 } }
        // Every meal type is well represented; dinner leads.
        #expect(MealType.allCases.allSatisfy { perType[$0, default: 0] > sample.count / 20 })
        #expect(perType[.dinner]! == perType.values.max())
    }

    @Test func cuisinesSpreadOverTheBundledTwentySix() async {
        let sample = await Self.sample()
        let bundled: Set<String> = [
            "American", "Italian", "Indian", "Mexican", "British", "Chinese", "Brazilian", "Filipino", "French", "Japanese",
            "Lebanese", "Middle Eastern", "Moroccan", "Persian", "Spanish", "Caribbean", "Ethiopian", "German", "Greek",
            "Indonesian", "Korean", "Peruvian", "Scandinavian", "Thai", "Turkish", "Vietnamese",
        ]
        #expect(sample.allSatisfy { $0.draft.cuisines.count == 1 && bundled.contains($0.draft.cuisines[0]) })
        var perCuisine: [String: Int] = [:]
        for recipe in sample { perCuisine[recipe.draft.cuisines[0], default: 0] += 1 }
        #expect(Set(perCuisine.keys) == bundled)
        #expect(perCuisine.values.max()! < sample.count * 15 / 100)
    }

    @Test func foodsAreSkewedTowardsTheKitchenBasics() async {
        let sample = await Self.sample()
        let (uses, recipes) = await OwnThread.run {
            var uses: [Food.ID: Int] = [:]
            var recipes: [Recipe] = []
            for generated in sample {
                let recipe = Recipe(draft: generated.draft, parser: Self.parser, catalog: Self.catalog)
                recipes.append(recipe)
                for food in recipe.foods { uses[food, default: 0] += 1 }
            }
            return (uses, recipes)
        }
        let ranked = uses.sorted { $0.value > $1.value }.map(\.key)
        // Salt, oil, onion and garlic lead; many foods turn up at least once (a long tail).
        for staple: Food.ID in ["salt", "onion", "garlic", "olive-oil"] {
            #expect(ranked.prefix(8).contains(staple), "\(staple) is at \(ranked.firstIndex(of: staple) ?? -1)")
        }
        #expect(uses.count > 500)
        // Mains have one protein or legume; some recipes keep to each diet.
        let vegetarian = recipes.filter { $0.diets.contains(.vegetarian) }.count
        let vegan = recipes.filter { $0.diets.contains(.vegan) }.count
        #expect(vegetarian > recipes.count / 5 && vegetarian < recipes.count * 3 / 4)
        #expect(vegan > recipes.count / 20)
    }

    @Test func timesServingsAndStepsAreInRange() async {
        let sample = await Self.sample()
        let drafts = sample.map(\.draft)
        #expect(drafts.allSatisfy { (5...45).contains($0.prepMinutes ?? -1) })
        #expect(drafts.allSatisfy { (0...240).contains($0.cookMinutes ?? -1) })
        #expect(drafts.allSatisfy { $0.totalMinutes == ($0.prepMinutes ?? 0) + ($0.cookMinutes ?? 0) })
        #expect(drafts.allSatisfy { (1...12).contains($0.servings ?? 0) })
        #expect(drafts.allSatisfy { (2...6).contains($0.instructions.count) })
        let cooks = drafts.compactMap(\.cookMinutes)
        // No-cook dishes, quick ones and long braises all occur; most cook under an hour.
        #expect(cooks.contains(0) && cooks.contains { $0 >= 150 })
        #expect(cooks.filter { $0 <= 60 }.count > cooks.count * 7 / 10)
    }

    @Test func titlesAndIdsAreUsable() async {
        let sample = await Self.sample()
        let drafts = sample.map(\.draft)
        #expect(Set(drafts.compactMap(\.id)).count == drafts.count)
        #expect(drafts.allSatisfy { !$0.title.isEmpty && FoodCatalog.tokens(of: $0.title).count >= 2 })
        // Titles vary: far more distinct titles than dishes.
        #expect(Set(drafts.map(\.title)).count > drafts.count / 2)
    }
}
