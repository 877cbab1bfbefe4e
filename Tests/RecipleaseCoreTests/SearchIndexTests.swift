import Testing
@testable import RecipleaseCore

struct SearchIndexTests {
    let index = SearchIndex(catalog: Fixtures.catalog, recipes: Fixtures.library)

    struct RankingCase: CustomTestStringConvertible, Sendable {
        let foods: [Food.ID]
        let ranking: Ranking
        let expected: [String]
        var testDescription: String { "\(foods.map(\.rawValue)) \(ranking.rawValue)" }
    }

    @Test(arguments: [
        // One food: every recipe that uses it; ties broken by fewest missing, then title.
        RankingCase(foods: ["egg"], ranking: .maxUsed, expected: ["omelette", "pancakes", "fried-rice"]),
        // Two foods: fried rice uses both, the rest one; an exact match (pancakes' egg) ranks
        // before a related one (chicken and rice's basmati rice) when both miss as many.
        RankingCase(foods: ["egg", "rice"], ranking: .maxUsed, expected: ["fried-rice", "omelette", "pancakes", "chicken-rice"]),
        // Fewest missing puts the omelette (missing only milk) first; then most used, then exact.
        RankingCase(foods: ["egg", "rice"], ranking: .minMissing, expected: ["omelette", "fried-rice", "pancakes", "chicken-rice"]),
        // A parent matches its children: chicken finds chicken thighs, rice finds basmati rice.
        RankingCase(foods: ["chicken", "rice"], ranking: .maxUsed, expected: ["chicken-rice", "fried-rice"]),
        // A child matches its parent: basmati rice finds plain rice.
        RankingCase(foods: ["basmati-rice"], ranking: .maxUsed, expected: ["chicken-rice", "fried-rice"]),
        RankingCase(foods: ["garlic", "shrimp"], ranking: .minMissing, expected: ["shrimp-rice", "fried-rice"]),
        RankingCase(foods: ["tomato"], ranking: .maxUsed, expected: []),
    ])
    func ranking(_ row: RankingCase) {
        let results = index.search(SearchQuery(foods: row.foods, ranking: row.ranking, limit: 20))
        #expect(results.hits.map(\.recipe.id.rawValue) == row.expected)
        #expect(results.total == row.expected.count)
    }

    @Test func usedAndMissedLeaveOutPantryStaples() throws {
        let results = index.search(SearchQuery(foods: ["chicken", "rice"]))
        let first = try #require(results.hits.first)
        #expect(first.used == ["chicken-thigh", "basmati-rice"])
        #expect(first.missed == ["onion"])
    }

    @Test func pantryStaplesCountWhenNotIgnored() throws {
        let results = index.search(SearchQuery(foods: ["chicken"], ignorePantry: false))
        let first = try #require(results.hits.first)
        #expect(first.missed == ["basmati-rice", "onion", "salt"])
    }

    @Test func noFoodsListsEveryRecipeByTitle() {
        let results = index.search(SearchQuery(foods: [], limit: 50))
        #expect(results.total == 5)
        #expect(results.hits.map(\.recipe.title) == ["Chicken and Rice", "Crêpes Suzette", "Egg Fried Rice", "Garlic Shrimp", "Omelette"])
    }

    @Test func pagesAreStableSlicesOfOneOrder() {
        let query = SearchQuery(foods: ["egg", "rice", "garlic"], ranking: .maxUsed, limit: 100)
        let all = index.search(query).hits.map(\.recipe.id)
        var paged: [Recipe.ID] = []
        for offset in stride(from: 0, to: all.count, by: 2) {
            paged += index.search(SearchQuery(foods: query.foods, ranking: .maxUsed, limit: 2, offset: offset)).hits.map(\.recipe.id)
        }
        #expect(paged == all)
    }

    @Test func theLibrarysCuisinesFollowChangesAndLeaveUsersRecipesOut() {
        var index = self.index
        #expect(index.libraryCuisines == ["American", "Chinese", "French", "Spanish"])
        // a user's own recipe does not make its cuisine one of the library's
        var mine = Fixtures.recipe("u-1", "My Curry", ["1 onion"], cuisines: ["Indian"])
        mine.owner = "alice"
        index.upsert(mine)
        #expect(index.libraryCuisines == ["American", "Chinese", "French", "Spanish"])
        // a library recipe does, until it changes cuisine or goes
        index.upsert(Fixtures.recipe("dal", "Dal", ["1 cup lentils"], cuisines: ["Indian"]))
        #expect(index.libraryCuisines.contains("Indian"))
        index.upsert(Fixtures.recipe("dal", "Dal", ["1 cup lentils"], cuisines: ["Greek"]))
        #expect(!index.libraryCuisines.contains("Indian") && index.libraryCuisines.contains("Greek"))
        index.remove("dal")
        index.remove("chicken-rice")
        #expect(index.libraryCuisines == ["Chinese", "French", "Spanish"])
    }

    @Test func addEditAndRemoveTakeEffectAtOnce() {
        // given
        var index = self.index
        // when a new recipe arrives
        index.upsert(Fixtures.recipe("tomato-eggs", "Tomato Eggs", ["2 tomatoes", "3 eggs"]))
        // then it is found
        #expect(index.search(SearchQuery(foods: ["tomato"])).hits.map(\.recipe.id) == ["tomato-eggs"])
        // when it is edited to drop the tomatoes
        index.upsert(Fixtures.recipe("tomato-eggs", "Plain Eggs", ["3 eggs"]))
        #expect(index.search(SearchQuery(foods: ["tomato"])).total == 0)
        #expect(index.recipe("tomato-eggs")?.title == "Plain Eggs")
        // when it is removed
        index.remove("tomato-eggs")
        #expect(index.search(SearchQuery(foods: ["egg"])).hits.map(\.recipe.id).contains("tomato-eggs") == false)
        #expect(index.count == 5)
    }
}
