import Foundation
import Testing
import RecipleaseBench
@testable import RecipleaseCore
import RecipleaseTestSupport

/// The index against a plain reading of the search rules, on every option the SQL comparison
/// does not cover: a missing limit, title words, users' own recipes, pages past the first. The
/// library spans several of the result pass's blocks (`Scratch.block` slots each), so a block's
/// skipping and its threshold are exercised across blocks.
struct SearchReferenceTests {
    static let catalog = FoodCatalog.shared

    @Test func theIndexAnswersAsThePlainRulesDo() async {
        // About 10 s of work, on a thread of its own (OwnThread, docs/testing.md).
        let (recipeCount, queries, totals, differences) = await OwnThread.run(Self.answerBothWays)

        // then every page, total and facet count is the same
        #expect(recipeCount > 2 * Scratch.block)
        #expect(differences.isEmpty, "\(differences.count) of \(queries.count) differ; first: \(differences.first ?? "")")
        // and the draw reached what it is meant to: results with each option
        #expect(totals.filter { $0 > 0 }.count > 100)
        #expect(zip(queries, totals).contains { $0.viewer != nil && $1 > 0 })
        #expect(zip(queries, totals).contains { !$0.text.isEmpty && $1 > 0 })
        #expect(zip(queries, totals).contains { $0.maxMissing != nil && $1 > 0 })
        #expect(zip(queries, totals).filter { !$0.nutrition.isEmpty && $1 > 0 }.count > 10)
    }

    /// The library, the queries, the rules' totals and each query whose answers differ.
    @Sendable static func answerBothWays() -> (Int, [SearchQuery], [Int], [String]) {
        // given 9,000 generated recipes, a fifth of them two users' own
        let catalog = Self.catalog
        var recipes = GeneratedLibrary.recipes(count: 9000, seed: 77, catalog: catalog)
        for number in recipes.indices where number % 5 == 1 { recipes[number].owner = number % 2 == 0 ? "alice" : "bob" }
        let index = SearchIndex(catalog: catalog, recipes: recipes, nutrition: Self.nutrition)

        // and queries shaped like the bench's, with the other options drawn on top
        var random = SplitMix64(seed: 5)
        let titleWords = recipes.prefix(500).flatMap { FoodCatalog.tokens(of: $0.title) }
        let queries = BenchQueries.make(recipes: recipes, catalog: catalog, seed: 31, count: 160).enumerated().map { number, base in
            var query = base
            switch number % 4 {
            case 0: query.maxMissing = Int(random.next() % 6)
            case 1: query.text = String(titleWords[Int(random.next() % UInt64(titleWords.count))].prefix(Int(2 + random.next() % 4)))
            case 2: query.viewer = random.next() % 2 == 0 ? "alice" : "bob"
            default: query.offset = Int(random.next() % 40)
            }
            if number % 7 == 0 { query.limit = 3 }
            return query
        }

        // when each is answered by the index and by the rules read one recipe at a time
        let rules = Rules(recipes: recipes, catalog: catalog)
        var differences: [String] = [], totals: [Int] = []
        for (number, query) in queries.enumerated() {
            let answer = index.search(query)
            let expected = rules.answer(query)
            totals.append(expected.total)
            if answer.hits.map(\.recipe.id) != expected.page || answer.total != expected.total || answer.facets != expected.facets {
                differences.append("query \(number + 1): \(BenchQueries.describe(query)), offset \(query.offset): "
                    + "index \(answer.total) \(answer.hits.map(\.recipe.id.rawValue)), rules \(expected.total) \(expected.page.map(\.rawValue))")
            }
        }

        return (recipes.count, queries, totals, differences)
    }

    /// Per-serving values spread over the ranges the bench's limits ask about, from the recipe's
    /// id; one recipe in eight has none.
    static let nutrition: NutritionSource = { recipe in
        var random = SplitMix64(seed: UInt64(truncatingIfNeeded: recipe.id.rawValue.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        guard !random.chance(0.125) else { return nil }
        return Nutrients(energy: Double(random.within(50...1200)), protein: Double(random.within(0...600)) / 10,
                         carbohydrate: Double(random.within(0...1000)) / 10, sodium: Double(random.within(0...2500)) + 0.4)
    }

    /// The search rules of `SearchIndex`'s documentation, applied recipe by recipe.
    struct Rules {
        struct Entry {
            let recipe: Recipe
            let foods: Set<Food.ID>, foodsBesidesPantry: Set<Food.ID>
            let cuisines: Set<String>
            let titleWords: [String]
            /// The title key and the id, as titles sort (`SearchIndex.titleLess`).
            let order: [UInt8]
        }
        let entries: [Entry]
        let catalog: FoodCatalog
        let pantry: Set<Food.ID>

        init(recipes: [Recipe], catalog: FoodCatalog) {
            let pantry = SearchSemantics.pantry(catalog)
            self.catalog = catalog
            self.pantry = pantry
            entries = recipes.map { recipe in
                Entry(recipe: recipe, foods: Set(recipe.foods), foodsBesidesPantry: Set(recipe.foods).subtracting(pantry),
                      cuisines: Set(recipe.cuisines.compactMap { Cuisine.canonical($0) }), titleWords: FoodCatalog.tokens(of: recipe.title),
                      order: Array(SearchIndex.titleKey(recipe.title).utf8) + [0] + Array(recipe.id.rawValue.utf8))
            }
        }

        /// The limits read plainly: the value rounded as the index stores it (whole kcal and mg,
        /// tenths of a gram), and no estimate passes no limit that is set.
        static func withinLimits(_ limits: NutritionLimits, _ values: Nutrients?) -> Bool {
            guard !limits.isEmpty else { return true }
            guard let values else { return false }
            if let most = limits.maxCalories, values.energy.rounded() > most { return false }
            if let least = limits.minProtein, (values.protein * 10).rounded() < least * 10 { return false }
            if let most = limits.maxCarbs, (values.carbohydrate * 10).rounded() > most * 10 { return false }
            if let most = limits.maxSodium, values.sodium.rounded() > most { return false }
            return true
        }

        func answer(_ query: SearchQuery) -> (page: [Recipe.ID], total: Int, facets: SearchFacets) {
            let (match, exact) = SearchSemantics.matching(query, catalog: catalog, pantry: pantry)
            let cuisines = Set(query.cuisines.compactMap { Cuisine.canonical($0) })
            let words = FoodCatalog.tokens(of: query.text)
            var results: [(recipe: Recipe, key: Int, order: [UInt8])] = []
            var facets = SearchFacets()
            for entry in entries {
                let recipe = entry.recipe
                if let owner = recipe.owner, owner != query.viewer { continue }
                let counted = query.ignorePantry ? entry.foodsBesidesPantry : entry.foods
                let used = counted.intersection(match).count
                guard used > 0 else { continue }
                let missed = counted.count - used
                if let maxMissing = query.maxMissing, missed > maxMissing { continue }
                guard query.diets.allSatisfy(recipe.diets.contains), query.intolerances.allSatisfy({ !recipe.allergens.contains($0) }) else { continue }
                if !cuisines.isEmpty && entry.cuisines.isDisjoint(with: cuisines) { continue }
                if !query.mealTypes.isEmpty && query.mealTypes.isDisjoint(with: recipe.mealTypes) { continue }
                if let limit = query.maxReadyTime { guard let minutes = recipe.totalMinutes, minutes <= limit else { continue } }
                guard Self.withinLimits(query.nutrition, SearchReferenceTests.nutrition(recipe)) else { continue }
                guard words.allSatisfy({ word in entry.titleWords.contains { $0.hasPrefix(word) } }) else { continue }
                let exactly = counted.intersection(exact).count
                // Smaller first: max-used by used, exact, missed; min-missing by missed, used, exact.
                let key = query.ranking == .maxUsed ? (255 - used) << 16 | (255 - exactly) << 8 | missed
                                                    : missed << 16 | (255 - used) << 8 | (255 - exactly)
                results.append((recipe, key, entry.order))
                for name in entry.cuisines { facets.cuisines[name, default: 0] += 1 }
                for diet in Set(recipe.diets) { facets.diets[diet, default: 0] += 1 }
                for meal in Set(recipe.mealTypes) { facets.mealTypes[meal, default: 0] += 1 }
            }
            results.sort { a, b in a.key != b.key ? a.key < b.key : a.order.lexicographicallyPrecedes(b.order) }
            return (Array(results.dropFirst(query.offset).prefix(query.limit).map(\.recipe.id)), results.count, facets)
        }
    }
}
