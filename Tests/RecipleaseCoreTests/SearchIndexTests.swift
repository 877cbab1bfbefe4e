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

    /// The page is picked by histogram bucket, so a recipe that ranks before another must never
    /// land in a later bucket, clamped parts (used or exact past 31, missed past 63) included.
    @Test(arguments: Ranking.allCases)
    func bucketsNeverOrderTwoRecipesAgainstTheirRanks(_ ranking: Ranking) {
        var generator = SplitMix64(seed: 7)
        // Values around the clamps, and anywhere up to the most a recipe can have.
        let edges = [0, 1, 2, 30, 31, 32, 33, 62, 63, 64, 65, 100, 254, 255]
        func draw() -> (used: Int, exact: Int, missed: Int) {
            let pick = { (limit: Int) in
                generator.next() % 2 == 0 ? edges[Int(generator.next() % UInt64(edges.count))] % (limit + 1) : Int(generator.next() % UInt64(limit + 1))
            }
            let used = pick(255)
            return (used, pick(used), pick(255))
        }
        var disorders = 0
        for _ in 0..<200_000 {
            let x = draw(), y = draw()
            let keyX = SearchIndex.fullKey(used: x.used, exact: x.exact, missed: x.missed, ranking: ranking)
            let keyY = SearchIndex.fullKey(used: y.used, exact: y.exact, missed: y.missed, ranking: ranking)
            let bucketX = SearchIndex.bucket(used: x.used, exact: x.exact, missed: x.missed, ranking: ranking)
            let bucketY = SearchIndex.bucket(used: y.used, exact: y.exact, missed: y.missed, ranking: ranking)
            if keyX < keyY && bucketX > bucketY { disorders += 1 }
            // The bucket read back from a full key is the same bucket.
            if SearchIndex.bucket(ofFullKey: keyX, ranking: ranking) != bucketX { disorders += 1 }
        }
        #expect(disorders == 0)
    }

    /// The result pass works out buckets from a slot's packed count without branches: the
    /// packed bucket is the bucket of the rank parts, clamps included.
    @Test(arguments: Ranking.allCases)
    func packedBucketsAgreeWithTheRankParts(_ ranking: Ranking) {
        var mismatches = 0
        for used in 1...255 {
            for exact in Set([0, 1, used / 2, max(0, used - 1), used, 30, 31, 32].filter { $0 <= used }) {
                for foods in Set([used, used + 1, used + 30, used + 62, used + 63, used + 64, 255, 0].filter { $0 <= 255 }) {
                    let packed = SearchIndex.bucket(count: UInt16(exact << 8 | used), foods: UInt8(foods), ranking: ranking)
                    if packed != SearchIndex.bucket(used: used, exact: exact, missed: foods - used, ranking: ranking) { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func recipesWithMoreFoodsThanTheBucketsResolveRankInFull() throws {
        // Foods of the real catalog with no parent and no children, so each matches only itself.
        let catalog = FoodCatalog.shared
        let many = catalog.foods.map(\.id).filter { id in
            catalog[id]?.parent == nil && catalog.descendants(of: id).isEmpty && !SearchIndex.pantryStaples.contains(id)
        }
        try #require(many.count >= 115)
        func recipe(_ id: String, _ foods: [Food.ID]) -> Recipe {
            var recipe = Recipe(draft: RecipeDraft(id: id, title: id), parser: IngredientParser(catalog: catalog), catalog: catalog)
            recipe.ingredients = foods.map { ParsedIngredient(input: $0.rawValue, food: $0) }
            return recipe
        }
        // Past every clamp: 32 or more foods used, 64 or more missed.
        let library = [
            recipe("a-40-used", Array(many[0..<40])),
            recipe("b-40-used-75-missed", Array(many[0..<115])),
            recipe("c-33-used-10-missed", Array(many[0..<33] + many[100..<110])),
            recipe("d-2-used-70-missed", Array(many[0..<2] + many[40..<110])),
        ]
        let index = SearchIndex(catalog: catalog, recipes: library)
        let mine = Array(many[0..<40])
        let orders: [(Ranking, [String])] = [
            (.maxUsed, ["a-40-used", "b-40-used-75-missed", "c-33-used-10-missed", "d-2-used-70-missed"]),
            (.minMissing, ["a-40-used", "c-33-used-10-missed", "d-2-used-70-missed", "b-40-used-75-missed"]),
        ]
        for (ranking, expected) in orders {
            // A page of one at every offset: each page is picked by the bucket threshold alone.
            let pages = (0..<4).flatMap { page in
                index.search(SearchQuery(foods: mine, ranking: ranking, limit: 1, offset: page)).hits.map(\.recipe.id.rawValue)
            }
            #expect(pages == expected, "\(ranking)")
        }
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

    @Test func removingManyAtOnceLeavesWhatRemovingThemOneByOneLeaves() {
        // given the library and ten more, two sharing words and foods with the library
        var base = self.index
        for n in 0..<10 {
            base.upsert(Fixtures.recipe("extra-\(n)", n % 2 == 0 ? "Egg Fried Rice \(n)" : "Garlic Shrimp \(n)",
                                        n % 2 == 0 ? ["2 eggs", "1 cup rice"] : ["3 cloves garlic", "200 g shrimp"]))
        }
        let gone: [Recipe.ID] = ["extra-1", "omelette", "extra-4", "extra-5", "no-such-recipe", "extra-9"]
        var one = base, many = base

        // when they are removed one by one, and all at once
        for id in gone { one.remove(id) }
        many.remove(gone)

        // then every search, by food and by title, finds the same in the same order
        #expect(many.count == one.count && many.count == base.count - 5)
        for query in [SearchQuery(foods: ["egg"]), SearchQuery(foods: ["garlic", "shrimp"]), SearchQuery(foods: ["rice"], ranking: .minMissing),
                      SearchQuery(foods: [], text: "egg"), SearchQuery(foods: [], text: "shrimp"), SearchQuery(foods: [])] {
            #expect(many.search(query).hits.map(\.recipe.id) == one.search(query).hits.map(\.recipe.id), "\(query)")
            #expect(many.search(query).total == one.search(query).total)
        }
        #expect(many.search(SearchQuery(foods: [], text: "shrimp")).hits.map(\.recipe.id).contains("extra-5") == false)
        #expect(many.search(SearchQuery(foods: [], text: "shrimp")).hits.map(\.recipe.id).contains("extra-3"))
        // and a recipe put back is found again
        many.upsert(Fixtures.recipe("extra-5", "Garlic Shrimp 5", ["3 cloves garlic", "200 g shrimp"]))
        #expect(many.search(SearchQuery(foods: [], text: "shrimp")).hits.map(\.recipe.id).contains("extra-5"))
    }
}
