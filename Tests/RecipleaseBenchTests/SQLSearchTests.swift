import Foundation
import Testing
@testable import RecipleaseBench
import RecipleaseCore

/// A hand-made catalog and library whose answers can be worked out on paper.
enum Kitchen {
    static let catalog: FoodCatalog = {
        let foods = [
            Food(id: "chicken", name: "chicken", aisle: "meat & fish", restriction: .meat),
            Food(id: "chicken-thigh", name: "chicken thigh", plural: "chicken thighs", parent: "chicken", aisle: "meat & fish", restriction: .meat),
            Food(id: "rice", name: "rice", aisle: "grains & pasta", allergens: [.grain]),
            Food(id: "basmati-rice", name: "basmati rice", parent: "rice", aisle: "grains & pasta", allergens: [.grain]),
            Food(id: "onion", name: "onion", plural: "onions", aisle: "produce"),
            Food(id: "garlic", name: "garlic", aisle: "produce"),
            Food(id: "tomato", name: "tomato", plural: "tomatoes", aisle: "produce"),
            Food(id: "egg", name: "egg", plural: "eggs", aisle: "dairy & eggs", allergens: [.egg], restriction: .animal),
            Food(id: "milk", name: "milk", aisle: "dairy & eggs", allergens: [.dairy], restriction: .animal),
            Food(id: "salt", name: "salt", aisle: "spices"),
            Food(id: "oil", name: "oil", aisle: "pantry"),
            Food(id: "olive-oil", name: "olive oil", parent: "oil", aisle: "pantry"),
            Food(id: "shrimp", name: "shrimp", aisle: "meat & fish", allergens: [.seafood, .shellfish], restriction: .fish),
        ]
        do { return try FoodCatalog(foods: foods) } catch { fatalError("test catalog: \(error)") }
    }()

    static func recipe(_ id: String, _ title: String, _ lines: [String], cuisine: String, meals: [MealType], minutes: Int?) -> Recipe {
        Recipe(
            draft: RecipeDraft(id: id, title: title, prepMinutes: minutes, cuisines: [cuisine], mealTypes: meals, ingredientLines: lines),
            parser: IngredientParser(catalog: catalog), catalog: catalog
        )
    }

    // Counted foods (pantry left out) are in the comments.
    static let library: [Recipe] = [
        // chicken-thigh, basmati-rice, onion
        recipe("a", "Chicken and Rice", ["4 chicken thighs", "1 cup basmati rice", "1 onion", "1 tsp salt"], cuisine: "Indian", meals: [.dinner], minutes: 45),
        // rice, onion, garlic
        recipe("b", "Rice Pilaf", ["2 cups rice", "1 onion", "2 cloves garlic", "1 tbsp olive oil"], cuisine: "Turkish", meals: [.lunch, .dinner], minutes: 30),
        // chicken, garlic
        recipe("c", "Roast Chicken", ["1 chicken", "6 cloves garlic", "1 tsp salt"], cuisine: "French", meals: [.dinner], minutes: 90),
        // egg, milk, tomato
        recipe("d", "Omelette", ["3 eggs", "1/2 cup milk", "2 tomatoes"], cuisine: "French", meals: [.breakfast], minutes: 10),
        // shrimp, garlic
        recipe("e", "Garlic Shrimp", ["200 g shrimp", "3 cloves garlic", "1 tbsp olive oil"], cuisine: "Spanish", meals: [.dinner, .snack], minutes: nil),
    ]
}

struct SQLSearchTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let query: SearchQuery
        let expected: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        // chicken-thigh is exact for a; chicken (its parent) is used but not exact for c.
        Case(name: "exact matches rank before parent matches", query: SearchQuery(foods: ["chicken-thigh", "rice"], ranking: .maxUsed), expected: ["a", "b", "c"]),
        Case(name: "fewest missing first", query: SearchQuery(foods: ["chicken-thigh", "rice"], ranking: .minMissing), expected: ["a", "c", "b"]),
        Case(name: "a parent finds its children", query: SearchQuery(foods: ["chicken", "rice"]), expected: ["a", "c", "b"]),
        Case(name: "at most one missing", query: SearchQuery(foods: ["chicken-thigh", "rice"], maxMissing: 1), expected: ["a", "c"]),
        Case(name: "ties fall to the title", query: SearchQuery(foods: ["garlic"], ranking: .minMissing), expected: ["e", "c", "b"]),
        Case(name: "pantry foods match nothing by default", query: SearchQuery(foods: ["olive-oil"]), expected: []),
        Case(name: "pantry foods count when asked", query: SearchQuery(foods: ["olive-oil"], ignorePantry: false), expected: ["e", "b"]),
        Case(name: "no foods lists every recipe by title", query: SearchQuery(), expected: ["a", "e", "d", "b", "c"]),
        Case(name: "diets", query: SearchQuery(diets: [.vegetarian]), expected: ["d", "b"]),
        Case(name: "intolerances", query: SearchQuery(intolerances: [.dairy]), expected: ["a", "e", "b", "c"]),
        Case(name: "cuisines, any case", query: SearchQuery(cuisines: ["french", "SPANISH"]), expected: ["e", "d", "c"]),
        Case(name: "meal types", query: SearchQuery(foods: ["garlic"], mealTypes: [.lunch, .snack]), expected: ["e", "b"]),
        Case(name: "ready time leaves out recipes without one", query: SearchQuery(maxReadyTime: 30), expected: ["d", "b"]),
        Case(name: "title words are prefixes", query: SearchQuery(text: "chick"), expected: ["a", "c"]),
        Case(name: "paging", query: SearchQuery(limit: 2, offset: 1), expected: ["e", "d"]),
    ])
    func answersLikeTheSpecification(_ row: Case) async throws {
        // given the hand-made library in SQLite
        let directory = FileManager.default.temporaryDirectory
        let sql = try await SQLSearch.load(Kitchen.library, catalog: Kitchen.catalog, directory: directory)
        // when the query runs
        let rows: [SQLSearch.Row]
        do { rows = try await sql.search(row.query) } catch { try await sql.close(); throw error }
        try await sql.close()
        // then the ids come back in the specified order
        #expect(rows.map(\.id) == row.expected)
        #expect(!FileManager.default.fileExists(atPath: sql.file.path))
    }

    @Test func rowsCarryTheNumbersTheyWereRankedBy() async throws {
        let directory = FileManager.default.temporaryDirectory
        let sql = try await SQLSearch.load(Kitchen.library, catalog: Kitchen.catalog, directory: directory)
        let rows = try await sql.search(SearchQuery(foods: ["chicken-thigh", "rice"]))
        try await sql.close()
        #expect(rows.map { [$0.used, $0.exact, $0.missed] } == [[2, 1, 1], [1, 1, 2], [1, 0, 1]])
        #expect(rows.first?.titleKey == "chicken and rice")
    }

    @Test func nutritionLimitsAgreeWithTheIndexAndLeaveOutTheUnknown() async throws {
        // given per-serving values for every recipe but the first, in the index and in SQLite
        let values = Dictionary(uniqueKeysWithValues: Kitchen.library.enumerated().dropFirst().map { i, recipe in
            (recipe.id, Nutrients(energy: Double(150 * i), protein: 2.5 * Double(i), carbohydrate: 10, sodium: 90.6 * Double(i)))
        })
        let index = SearchIndex(catalog: Kitchen.catalog, recipes: Kitchen.library) { values[$0.id] }
        let directory = FileManager.default.temporaryDirectory
        let sql = try await SQLSearch.load(Kitchen.library, catalog: Kitchen.catalog, directory: directory,
                                           nutrition: Kitchen.library.map { index.indexedNutrition($0.id) })
        // when both answer limits, with and without foods
        let limits = [NutritionLimits(maxCalories: 300), NutritionLimits(minProtein: 0), NutritionLimits(minProtein: 7.5, maxSodium: 272),
                      NutritionLimits(maxCarbs: 9.99), NutritionLimits(maxCarbs: 10)]
        var answers: [([String], [String])] = []
        do {
            for limit in limits {
                for foods: [Food.ID] in [[], ["garlic", "rice"]] {
                    let query = SearchQuery(foods: foods, nutrition: limit)
                    answers.append((try await sql.search(query).map(\.id), index.search(query).hits.map(\.recipe.id.rawValue)))
                }
            }
        } catch { try await sql.close(); throw error }
        try await sql.close()
        // then they agree; the first recipe (no estimate) passes no limit; some limits keep something
        for (fromSQL, fromIndex) in answers { #expect(fromSQL == fromIndex) }
        #expect(answers.allSatisfy { !$0.0.contains(Kitchen.library[0].id.rawValue) })
        #expect(answers[0].0.count == 2 && answers[2].0.count == Kitchen.library.count - 1)
        #expect(answers[6].0.isEmpty && answers[8].0.count == Kitchen.library.count - 1)
    }

    @Test func theQueryUsesTheIndexes() async throws {
        let directory = FileManager.default.temporaryDirectory
        let sql = try await SQLSearch.load(Kitchen.library, catalog: Kitchen.catalog, directory: directory)
        let plan = try await sql.plan(SearchQuery(foods: ["garlic", "rice"], cuisines: ["French"]))
        try await sql.close()
        let text = plan.joined(separator: "\n")
        #expect(text.contains("recipe_food_by_food"), "\(text)")
        #expect(!text.contains("SCAN rf"), "\(text)")
    }
}
