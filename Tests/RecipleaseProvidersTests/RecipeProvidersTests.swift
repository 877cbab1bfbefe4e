import Foundation
import RecipleaseCore
import RecipleaseProviderStubs
@testable import RecipleaseProviders
import Testing

/// The providers asked together: ranked like the library, cached, and failing one at a time.
struct RecipeProvidersTests {
    static let spoonacular: [String: StubAnswer] = [
        "/recipes/findByIngredients": .recording("spoonacular/find-by-ingredients.json"),
        "/recipes/complexSearch": .recording("spoonacular/complex-search.json"),
        "/recipes/633547/information": .recording("spoonacular/information-633547.json"),
    ]
    static let theMealDB: [String: StubAnswer] = [
        "/1/filter.php": .recording("themealdb/filter-chicken.json"),
        "/1/lookup.php?i=52940": .recording("themealdb/lookup-52940.json"),
        "/1/lookup.php?i=52956": .recording("themealdb/lookup-52956.json"),
        "/1/search.php": .recording("themealdb/none.json"),
    ]
    static let edamam: [String: StubAnswer] = ["/api/recipes/v2": .recording("edamam/search.json")]

    /// One stub per provider, each with its own answers.
    static func withStubs(
        spoonacular: [String: StubAnswer] = spoonacular, theMealDB: [String: StubAnswer] = theMealDB,
        edamam: [String: StubAnswer] = edamam,
        _ body: (_ settings: ProviderConfiguration, _ stubs: [StubProviderServer]) async throws -> Void
    ) async throws {
        try await StubProviderServer.with(spoonacular) { s in
            try await StubProviderServer.with(theMealDB) { t in
                try await StubProviderServer.with(edamam) { e in
                    let settings = ProviderConfiguration(spoonacular: .stub(s.baseURL), theMealDB: .stub(t.baseURL, key: "1"), edamam: .stub(e.baseURL, key: "k", appID: "i"), timeoutSeconds: 600)
                    try await body(settings, [s, t, e])
                }
            }
        }
    }

    @Test func aSearchMergesEveryProviderRankedByTheLibrarysRules() async throws {
        try await RecipeProvidersTests.withStubs { settings, _ in
            // given
            let providers = RecipeProviders(settings: settings, catalog: catalog)
            let foods = ["chicken", "rice"].compactMap { catalog.resolve($0) }

            // when
            let remote = await providers.search(SearchQuery(foods: foods, ranking: .maxUsed))

            // then every provider's recipes are there, each using what Reciplease read in its lines
            #expect(remote.warnings.isEmpty)
            let ids = remote.results.hits.map(\.recipe.id.rawValue)
            #expect(Set(ids) == ["spoonacular-633547", "spoonacular-716311", "themealdb-52940", "themealdb-52956",
                                 "edamam-b79327d05b8e5b838ad6cfd9576b30b6", "edamam-0f1e2d3c4b5a69788796a5b4c3d2e1f0"])
            #expect(remote.results.total == 6)
            let congee = try #require(remote.results.hits.first { $0.recipe.id == "themealdb-52956" })
            #expect(Set(congee.used) == Set(foods))
            // ranked as the library ranks: by used foods first
            let used = remote.results.hits.map(\.used.count)
            #expect(used == used.sorted(by: >))
        }
    }

    @Test func oneFailingProviderIsAWarningBesideTheOthersResults() async throws {
        try await RecipeProvidersTests.withStubs(spoonacular: ["*": .failure(.quota, .spoonacular)]) { settings, _ in
            let providers = RecipeProviders(settings: settings, catalog: catalog)
            let remote = await providers.search(SearchQuery(foods: ["chicken"].compactMap { catalog.resolve($0) }))
            #expect(remote.warnings.map(\.message) == ["Spoonacular's daily quota is used up; showing the other results"])
            #expect(remote.warnings.first?.error.problem == .quotaExhausted)
            #expect(remote.results.hits.contains { $0.recipe.id.rawValue.hasPrefix("themealdb-") })
            #expect(!remote.results.hits.contains { $0.recipe.id.rawValue.hasPrefix("spoonacular-") })
        }
    }

    @Test func whenEveryProviderFailsTheLibraryIsAllThatIsShown() async throws {
        let refused = try await StubProviderServer.refusingURL()
        let settings = ProviderConfiguration(spoonacular: .stub(refused), theMealDB: .stub(refused, key: "1"), edamam: .stub(refused, key: "k", appID: "i"), timeoutSeconds: 600)
        let remote = await RecipeProviders(settings: settings, catalog: catalog).search(SearchQuery(text: "rice"))
        #expect(remote.results.hits.isEmpty)
        #expect(remote.warnings.map(\.message) == [
            "Spoonacular did not answer; showing your library only",
            "TheMealDB did not answer; showing your library only",
            "Edamam did not answer; showing your library only",
        ])
    }

    @Test func providersAreAskedTogetherAndNoneIsAwaitedPastTheTimeout() async throws {
        // given three providers that would answer after three minutes, and a timeout of a minute
        // (room for a loaded CI machine, where a request waits for a thread of the test process,
        // to send all three before it ends: ten seconds once were not, see docs/testing.md)
        let slow: [String: StubAnswer] = ["*": .delayed(.seconds(180), .body("[]"))]
        try await RecipeProvidersTests.withStubs(spoonacular: slow, theMealDB: slow, edamam: slow) { settings, stubs in
            var settings = settings
            settings.timeoutSeconds = 60
            let providers = RecipeProviders(settings: settings, catalog: catalog)

            // when
            let started = ContinuousClock.now
            let remote = await providers.search(SearchQuery(foods: ["rice"]))
            let waited = ContinuousClock.now - started

            // then all three were asked at once (one after another, each would wait out the
            // timeout first), and the timeout, not the stubs, ended the wait
            let arrivals = stubs.compactMap(\.arrivals.first)
            #expect(arrivals.count == 3)
            // (asked one after another they would be the 60 s timeout apart: that, not a guess at
            // the machine's speed, is the bound)
            if let first = arrivals.min(), let last = arrivals.max() { #expect(last - first < .seconds(60)) }
            #expect(waited < .seconds(170), "waited \(waited)")
            #expect(remote.warnings.map(\.error.problem) == [.timeout, .timeout, .timeout])
            #expect(remote.warnings.first?.message == "Spoonacular took too long to answer; showing your library only")
        }
    }

    @Test func answersAreCachedForTheConfiguredTime() async throws {
        try await RecipeProvidersTests.withStubs { settings, stubs in
            // given a cache of ten minutes and a clock moved by hand
            let clock = HandClock()
            var settings = settings
            settings.cacheSeconds = 600
            let providers = RecipeProviders(settings: settings, catalog: catalog, now: { clock.now })
            let query = SearchQuery(foods: ["chicken"].compactMap { catalog.resolve($0) })

            // when the same search runs twice within the time, then once after it
            _ = await providers.search(query)
            let counts = stubs.map(\.requests.count)
            clock.advance(599)
            _ = await providers.search(query)
            #expect(stubs.map(\.requests.count) == counts, "the second search asked nobody")
            clock.advance(2)
            _ = await providers.search(query)

            // then
            #expect(zip(stubs.map(\.requests.count), counts).allSatisfy { $0 == 2 * $1 })
        }
    }

    @Test func aCacheOfZeroSecondsKeepsNothing() async throws {
        try await RecipeProvidersTests.withStubs { settings, stubs in
            var settings = settings
            settings.cacheSeconds = 0
            let providers = RecipeProviders(settings: settings, catalog: catalog)
            _ = await providers.search(SearchQuery(text: "rice"))
            _ = await providers.search(SearchQuery(text: "rice"))
            #expect(stubs[0].requestCount("/recipes/complexSearch") == 2)
        }
    }

    @Test func aSearchResultOpensInFullAndIsThenKept() async throws {
        try await RecipeProvidersTests.withStubs { settings, stubs in
            let providers = RecipeProviders(settings: settings, catalog: catalog)
            _ = await providers.search(SearchQuery(foods: ["rice"].compactMap { catalog.resolve($0) }))

            // a findByIngredients result has no steps: opening it asks for the information
            let recipe = try #require(try await providers.recipe("spoonacular-633547"))
            #expect(recipe.instructions.count == 3)
            #expect(recipe.foods.contains("chicken-thigh"))
            _ = try await providers.recipe("spoonacular-633547")
            #expect(stubs[0].requestCount("/recipes/633547/information") == 1)

            // an Edamam search result was whole already: opening it asks nothing
            let before = stubs[2].requests.count
            let rice = try #require(try await providers.recipe("edamam-b79327d05b8e5b838ad6cfd9576b30b6"))
            #expect(rice.title == "Chicken Fried Rice")
            #expect(stubs[2].requests.count == before)
        }
    }

    @Test func idsOfNoProviderThatIsOnAreNotRemote() async throws {
        let providers = RecipeProviders(settings: ProviderConfiguration(), catalog: catalog)
        #expect(try await providers.recipe("spoonacular-633547") == nil)
        #expect(try await providers.recipe("chicken-rice") == nil)
        #expect(providers.isEmpty)
    }

    @Test func browsingWithoutFoodsOrWordsAsksNoProvider() async throws {
        try await RecipeProvidersTests.withStubs { settings, stubs in
            let remote = await RecipeProviders(settings: settings, catalog: catalog).search(SearchQuery())
            #expect(remote.results.hits.isEmpty && remote.warnings.isEmpty)
            #expect(stubs.allSatisfy { $0.requests.isEmpty })
        }
    }

    @Test func aProviderThatFailedRestsAndIsAskedAgainAfterwards() async throws {
        try await RecipeProvidersTests.withStubs(spoonacular: ["*": .failure(.unavailable, .spoonacular)]) { settings, stubs in
            // given a provider that is down, and a clock moved by hand
            let clock = HandClock()
            let providers = RecipeProviders(settings: settings, catalog: catalog, now: { clock.now })
            let query = SearchQuery(text: "rice")

            // when it failed once, the next searches say so without asking it
            let first = await providers.search(query)
            clock.advance(RecipeProviders.restSeconds - 1)
            let second = await providers.search(query)
            #expect(stubs[0].requests.count == 1)
            #expect(second.warnings.map(\.message) == first.warnings.map(\.message))
            #expect(second.warnings.first?.message == "Spoonacular had a problem of its own (HTTP 503); showing the other results")
            await #expect(throws: ProviderError.self) { _ = try await providers.recipe("spoonacular-633547") }
            #expect(stubs[0].requests.count == 1)

            // then, rested, it is asked again
            stubs[0].answer("*", with: .recording("spoonacular/complex-search.json"))
            clock.advance(2)
            let third = await providers.search(query)
            #expect(stubs[0].requests.count == 2)
            #expect(third.warnings.isEmpty)
        }
    }

    @Test func anUnreadableAnswerDoesNotMakeAProviderRest() async throws {
        try await RecipeProvidersTests.withStubs(edamam: ["*": .failure(.malformed, .edamam)]) { settings, stubs in
            let providers = RecipeProviders(settings: settings, catalog: catalog)
            _ = await providers.search(SearchQuery(text: "rice"))
            _ = await providers.search(SearchQuery(text: "rice"))
            #expect(stubs[2].requests.count == 2)
        }
    }
}
