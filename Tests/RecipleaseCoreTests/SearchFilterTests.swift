import Testing
@testable import RecipleaseCore

struct SearchFilterTests {
    let index = SearchIndex(catalog: Fixtures.catalog, recipes: Fixtures.library)

    struct FilterCase: CustomTestStringConvertible, Sendable {
        let name: String
        let query: SearchQuery
        let expected: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        FilterCase(name: "vegetarian keeps eggs and milk, drops meat and fish",
                   query: SearchQuery(diets: [.vegetarian], limit: 50), expected: ["pancakes", "fried-rice", "omelette"]),
        FilterCase(name: "vegan leaves nothing with egg or milk",
                   query: SearchQuery(diets: [.vegan], limit: 50), expected: []),
        FilterCase(name: "pescetarian allows shrimp, not chicken",
                   query: SearchQuery(diets: [.pescetarian], limit: 50), expected: ["pancakes", "fried-rice", "shrimp-rice", "omelette"]),
        FilterCase(name: "gluten-free and dairy-free together",
                   query: SearchQuery(diets: [.glutenFree, .dairyFree], limit: 50), expected: ["chicken-rice", "fried-rice", "shrimp-rice"]),
        FilterCase(name: "egg intolerance excludes every egg dish",
                   query: SearchQuery(intolerances: [.egg], limit: 50), expected: ["chicken-rice", "shrimp-rice"]),
        FilterCase(name: "shellfish and wheat intolerances",
                   query: SearchQuery(intolerances: [.shellfish, .wheat], limit: 50), expected: ["chicken-rice", "fried-rice", "omelette"]),
        FilterCase(name: "any of two cuisines, any case",
                   query: SearchQuery(cuisines: ["french", "CHINESE"], limit: 50), expected: ["pancakes", "fried-rice", "omelette"]),
        FilterCase(name: "meal type",
                   query: SearchQuery(mealTypes: [.dinner], limit: 50), expected: ["chicken-rice", "fried-rice", "shrimp-rice"]),
        FilterCase(name: "ready time leaves out recipes without a time",
                   query: SearchQuery(maxReadyTime: 15, limit: 50), expected: ["shrimp-rice", "omelette"]),
        FilterCase(name: "title word prefix, accents folded",
                   query: SearchQuery(text: "CREPE", limit: 50), expected: ["pancakes"]),
        FilterCase(name: "every title word must match",
                   query: SearchQuery(text: "egg ri", limit: 50), expected: ["fried-rice"]),
        FilterCase(name: "title words with foods",
                   query: SearchQuery(foods: ["egg"], text: "omel", limit: 50), expected: ["omelette"]),
        FilterCase(name: "max missing with foods",
                   query: SearchQuery(foods: ["egg"], maxMissing: 1, limit: 50), expected: ["omelette"]),
        FilterCase(name: "filters and foods together",
                   query: SearchQuery(foods: ["garlic"], diets: [.vegetarian], limit: 50), expected: ["fried-rice"]),
    ])
    func filters(_ row: FilterCase) {
        let results = index.search(row.query)
        #expect(results.hits.map(\.recipe.id.rawValue) == row.expected)
        #expect(results.total == row.expected.count)
    }

    @Test func facetsCountTheWholeResultSetNotThePage() {
        // given a page of one
        let results = index.search(SearchQuery(foods: ["egg", "rice"], limit: 1))
        // then the counts cover all four results
        #expect(results.total == 4)
        #expect(results.hits.count == 1)
        #expect(results.facets.cuisines == ["French": 2, "Chinese": 1, "American": 1])
        #expect(results.facets.mealTypes == [.breakfast: 2, .dessert: 1, .lunch: 1, .dinner: 2])
        #expect(results.facets.diets[.vegetarian] == 3)
        #expect(results.facets.diets[.vegan] == nil)
    }

    @Test func randomPicksOnlyWhatPassesTheFilters() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<20 {
            let hits = index.random(SearchQuery(diets: [.vegetarian]), count: 2, using: &generator)
            #expect(hits.count == 2)
            #expect(hits.allSatisfy { $0.recipe.diets.contains(.vegetarian) })
        }
        let all = index.random(SearchQuery(mealTypes: [.breakfast]), count: 10, using: &generator)
        #expect(Set(all.map(\.recipe.id)) == ["omelette", "pancakes"])
    }

    @Test func randomDrawsDiffer() {
        var generator = SplitMix64(seed: 1)
        var seen: Set<[Recipe.ID]> = []
        for _ in 0..<10 { seen.insert(index.random(SearchQuery(), count: 2, using: &generator).map(\.recipe.id)) }
        #expect(seen.count > 1)
    }

    @Test func editsMoveRecipesBetweenFilters() {
        var index = self.index
        #expect(index.search(SearchQuery(cuisines: ["Thai"])).total == 0)
        index.upsert(Fixtures.recipe("fried-rice", "Thai Fried Rice", ["2 cups rice", "2 eggs"], cuisines: ["Thai"], meals: [.lunch], minutes: 20))
        #expect(index.search(SearchQuery(cuisines: ["Thai"])).hits.map(\.recipe.id) == ["fried-rice"])
        #expect(index.search(SearchQuery(cuisines: ["Chinese"])).total == 0)
        #expect(index.search(SearchQuery(text: "thai")).hits.map(\.recipe.id) == ["fried-rice"])
        #expect(index.search(SearchQuery(text: "egg")).total == 0)
        // the title order follows the new title
        #expect(index.search(SearchQuery(limit: 50)).hits.last?.recipe.id == "fried-rice")
    }
}

struct OwnedRecipeSearchTests {
    @Test func ownRecipesAreFoundOnlyByTheirOwner() {
        // given a library and two people's own recipes
        var index = SearchIndex(catalog: Fixtures.catalog, recipes: Fixtures.library)
        var mine = Fixtures.recipe("my-eggs", "My Eggs", ["2 eggs", "1 onion"])
        mine.owner = "alice"
        var theirs = Fixtures.recipe("their-eggs", "Their Eggs", ["2 eggs"])
        theirs.owner = "bob"
        index.upsert(mine)
        index.upsert(theirs)
        // then each sees the library and their own, nobody else's
        let ids = { (viewer: String?) in Set(index.search(SearchQuery(foods: ["egg"], viewer: viewer, limit: 50)).hits.map(\.recipe.id.rawValue)) }
        #expect(ids("alice") == ["omelette", "pancakes", "fried-rice", "my-eggs"])
        #expect(ids("bob") == ["omelette", "pancakes", "fried-rice", "their-eggs"])
        #expect(ids(nil) == ["omelette", "pancakes", "fried-rice"])
        #expect(index.search(SearchQuery(viewer: "carol", limit: 50)).total == 5)
        var generator = SplitMix64(seed: 3)
        #expect(index.random(SearchQuery(), count: 50, using: &generator).count == 5)
    }

    @Test func aQueryFindsTheOtherOwnersRecipesItIsToldItSees() {
        // given: alice's two recipes, one of which bob may see (what a household shares), and carol's
        var index = SearchIndex(catalog: Fixtures.catalog, recipes: Fixtures.library)
        for (id, owner) in [("shared-eggs", "alice"), ("private-eggs", "alice"), ("carols-eggs", "carol")] {
            var recipe = Fixtures.recipe(id, id, ["2 eggs"])
            recipe.owner = owner
            index.upsert(recipe)
        }
        let own = Set(["omelette", "pancakes", "fried-rice"])
        func ids(_ viewer: String?, sees: Set<Recipe.ID>, foods: [Food.ID] = ["egg"]) -> Set<String> {
            var query = SearchQuery(foods: foods, viewer: viewer, limit: 50)
            query.alsoSees = sees
            return Set(index.search(query).hits.map(\.recipe.id.rawValue))
        }
        // then: bob finds that one beside the library, with foods and without, and never the others
        #expect(ids("bob", sees: ["shared-eggs"]) == own.union(["shared-eggs"]))
        #expect(ids("bob", sees: ["shared-eggs"], foods: []).contains("shared-eggs"))
        #expect(!ids("bob", sees: ["shared-eggs"], foods: []).contains("private-eggs"))
        #expect(ids("bob", sees: []) == own)
        // alice still finds both of hers; ids the index lacks change nothing
        #expect(ids("alice", sees: ["carols-eggs"]) == own.union(["shared-eggs", "private-eggs", "carols-eggs"]))
        #expect(ids("bob", sees: ["no-such-recipe"]) == own)
        var query = SearchQuery(viewer: "bob", limit: 50)
        query.alsoSees = ["shared-eggs"]
        var generator = SplitMix64(seed: 5)
        #expect(Set(index.random(query, count: 50, using: &generator).map(\.recipe.id.rawValue)).contains("shared-eggs"))
    }
}
