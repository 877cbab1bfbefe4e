import Testing
@testable import RecipleaseCore

struct SearchMergeTests {
    /// Many dishes over the fixture foods, so rankings have ties, exact and related matches.
    static let dishes: [Recipe] = {
        let foods = ["4 chicken thighs", "1 cup basmati rice", "2 cups rice", "1 onion", "2 cloves garlic", "3 eggs",
                     "1 cup flour", "1 cup milk", "2 tomatoes", "200 g shrimp", "1 tsp salt", "1 tbsp olive oil"]
        return (0..<60).map { n in
            let lines = foods.indices.filter { (n * 7 + $0 * 3) % 5 < 2 || $0 == n % foods.count }.map { foods[$0] }
            return Fixtures.recipe("dish-\(n)", "Dish \(n % 9) \(["A", "B", "C"][n % 3])", lines)
        }
    }()

    static let queries: [SearchQuery] = [
        SearchQuery(foods: ["chicken", "rice"], ranking: .maxUsed),
        SearchQuery(foods: ["egg", "basmati-rice", "tomato"], ranking: .minMissing),
        SearchQuery(foods: ["onion"], maxMissing: 3, ranking: .maxUsed),
        SearchQuery(text: "dish"),
    ]

    @Test(arguments: queries.indices)
    func mergingTwoIndexesGivesTheOrderOfOneIndexHoldingBoth(_ number: Int) {
        // given the dishes split between the library and a provider's answer
        let query = SearchMergeTests.queries[number]
        let local = SearchIndex(catalog: Fixtures.catalog, recipes: SearchMergeTests.dishes.enumerated().filter { $0.offset % 4 != 0 }.map(\.element))
        let remote = SearchIndex(catalog: Fixtures.catalog, recipes: SearchMergeTests.dishes.enumerated().filter { $0.offset % 4 == 0 }.map(\.element))
        let both = SearchIndex(catalog: Fixtures.catalog, recipes: SearchMergeTests.dishes)
        var all = query
        all.offset = 0
        all.limit = 1000
        let others = remote.search(all)
        #expect(!others.hits.isEmpty)

        for (offset, limit) in [(0, 7), (7, 7), (14, 7), (3, 11), (0, 1000), (40, 5)] {
            // when a page of the merged list is asked for
            var page = query
            page.offset = offset
            page.limit = limit
            let merged = SearchMerge.page(page, others: others) { o, l in
                var q = query
                q.offset = o
                q.limit = l
                return local.search(q)
            }

            // then it is that page of the single index, with the same total and facets
            let expected = both.search(page)
            #expect(merged.hits.map(\.recipe.id) == expected.hits.map(\.recipe.id), "offset \(offset) limit \(limit)")
            #expect(merged.total == expected.total)
            #expect(merged.facets == expected.facets)
        }
    }

    @Test func pagesPastTheWindowNeitherRepeatNorSkipAHit() {
        // given more library hits than the merge window, and remote ones that rank last
        let lines = ["1 onion"]
        let library = (0..<(SearchMerge.window + 30)).map { Fixtures.recipe("local-\($0)", "Local \($0)", lines) }
        let local = SearchIndex(catalog: Fixtures.catalog, recipes: library)
        let remote = SearchIndex(catalog: Fixtures.catalog, recipes: [
            Fixtures.recipe("remote-best", "Remote best", ["1 onion", "2 eggs"]),
            Fixtures.recipe("remote-worst", "Remote worst", ["1 onion", "1 tomato", "1 cup milk", "1 cup flour"]),
        ])
        let query = SearchQuery(foods: ["onion", "egg"], ranking: .maxUsed)
        var all = query
        all.limit = 10
        let others = remote.search(all)

        // when every page is read
        var seen: [Recipe.ID] = []
        var offset = 0
        while true {
            var page = query
            page.offset = offset
            page.limit = 17
            let results = SearchMerge.page(page, others: others) { o, l in
                var q = query
                q.offset = o
                q.limit = l
                return local.search(q)
            }
            #expect(results.total == library.count + 2)
            if results.hits.isEmpty { break }
            seen += results.hits.map(\.recipe.id)
            offset += 17
        }

        // then each hit came once: the better remote first, the worse one right after the window
        #expect(seen.count == library.count + 2)
        #expect(Set(seen).count == seen.count)
        #expect(seen.first == "remote-best")
        #expect(seen.firstIndex(of: "remote-worst") == SearchMerge.window + 1)
    }
}
