import Foundation
import RecipleaseCore
import RecipleaseProviderStubs
import RecipleaseProviders
@testable import RecipleaseServer
import Testing
import VaporTesting

/// The three providers as stubs on 127.0.0.1, each answering as its documentation shows.
struct ProviderStubs {
    static let spoonacular: [String: StubAnswer] = [
        "/recipes/findByIngredients": .recording("spoonacular/find-by-ingredients.json"),
        "/recipes/complexSearch": .recording("spoonacular/complex-search.json"),
        "/recipes/633547/information": .recording("spoonacular/information-633547.json"),
        "/recipes/random": .recording("spoonacular/random.json"),
    ]
    static let theMealDB: [String: StubAnswer] = [
        "/1/filter.php": .recording("themealdb/filter-chicken.json"),
        "/1/lookup.php?i=52940": .recording("themealdb/lookup-52940.json"),
        "/1/lookup.php?i=52956": .recording("themealdb/lookup-52956.json"),
        "/1/random.php": .recording("themealdb/random.json"),
    ]
    static let edamam: [String: StubAnswer] = [
        "/api/recipes/v2": .recording("edamam/search.json"),
        "/api/recipes/v2/b79327d05b8e5b838ad6cfd9576b30b6": .recording("edamam/recipe-b79327d05b8e5b838ad6cfd9576b30b6.json"),
    ]

    let spoonacular: StubProviderServer
    let theMealDB: StubProviderServer
    let edamam: StubProviderServer
    let settings: ProviderConfiguration
}

/// The test library served with every provider on, pointed at stubs; `timeout` in seconds.
func withProvidersApp(
    spoonacular: [String: StubAnswer] = ProviderStubs.spoonacular, theMealDB: [String: StubAnswer] = ProviderStubs.theMealDB,
    edamam: [String: StubAnswer] = ProviderStubs.edamam, timeout: Double = 600,
    _ body: (Application, ProviderStubs) async throws -> Void
) async throws {
    try await StubProviderServer.with(spoonacular) { s in
        try await StubProviderServer.with(theMealDB) { t in
            try await StubProviderServer.with(edamam) { e in
                let settings = ProviderConfiguration(
                    spoonacular: .stub(s.baseURL), theMealDB: .stub(t.baseURL, key: "1"), edamam: .stub(e.baseURL, key: "k", appID: "i"),
                    timeoutSeconds: timeout
                )
                let stubs = ProviderStubs(spoonacular: s, theMealDB: t, edamam: e, settings: settings)
                try await withConfiguredApp(settings: Settings(passwordCost: 4, providers: settings), store: TestLibrary.store()) { app in
                    try await body(app, stubs)
                }
            }
        }
    }
}

struct ProviderSearchTests {
    @Test func theAPISearchMergesLibraryAndProvidersEachMarkedWithItsSource() async throws {
        try await withProvidersApp { app, _ in
            let body = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=chicken,rice&limit=100").json()
            let results = try #require(body["results"] as? [[String: Any]])
            let sources = Dictionary(grouping: results, by: { $0["source"] as? String ?? "?" }).mapValues { $0.compactMap { $0["id"] as? String } }
            #expect(Set(sources["library"] ?? []) == ["chicken-rice", "fried-rice"])
            #expect(Set(sources["spoonacular"] ?? []) == ["spoonacular-633547", "spoonacular-716311"])
            #expect(Set(sources["themealdb"] ?? []) == ["themealdb-52940", "themealdb-52956"])
            #expect((sources["edamam"] ?? []).count == 2)
            #expect(body["total"] as? Int == 8)
            #expect((body["warnings"] as? [Any])?.isEmpty == true)
            // interleaved by one ranking: most of my foods used first
            let used = results.map { ($0["usedIngredients"] as? [String])?.count ?? 0 }
            #expect(used == used.sorted(by: >))
        }
    }

    @Test func pagesOfTheMergedListNeitherRepeatNorSkip() async throws {
        try await withProvidersApp { app, _ in
            var ids: [String] = []
            for offset in stride(from: 0, to: 8, by: 3) {
                let body = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=chicken,rice&limit=3&offset=\(offset)").json()
                ids += (try #require(body["results"] as? [[String: Any]])).compactMap { $0["id"] as? String }
            }
            let all = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=chicken,rice&limit=100").json()
            #expect(ids == (all["results"] as? [[String: Any]])?.compactMap { $0["id"] as? String })
        }
    }

    /// Each provider with each of its recorded failures.
    static let recordedFailures: [(ProviderID, StubFailure)] = [ProviderID.spoonacular, .theMealDB, .edamam].flatMap { provider in
        StubFailure.recorded(for: provider).map { (provider, $0) }
    }

    /// The problem the API names for a failure, and the sentence it says.
    static let warnings: [StubFailure: (String, String)] = [
        .unauthorized: ("unauthorized", "%@ refused the API key"),
        .forbidden: ("unauthorized", "%@ refused the API key"),
        .quota: ("quota", "%@'s daily quota is used up"),
        .tooManyRequests: ("rate-limited", "%@ is getting too many requests (quota reached for now)"),
        .serverError: ("server-error", "%@ had a problem of its own (HTTP 500)"),
        .unavailable: ("server-error", "%@ had a problem of its own (HTTP 503)"),
        .malformed: ("malformed-answer", "%@ sent an answer Reciplease could not read"),
        .partial: ("malformed-answer", "%@ sent an answer Reciplease could not read"),
    ]

    @Test(arguments: recordedFailures)
    func aFailingProviderIsAWarningBesideResultsThatStillCome(_ provider: ProviderID, _ failure: StubFailure) async throws {
        // given one provider failing as recorded, the others answering
        let failing: [String: StubAnswer] = ["*": .failure(failure, provider)]
        let (problem, sentence) = try #require(Self.warnings[failure])
        let name = ["spoonacular": "Spoonacular", "themealdb": "TheMealDB", "edamam": "Edamam"][provider.rawValue] ?? "?"
        let message = sentence.replacingOccurrences(of: "%@", with: name) + "; showing the other results"

        try await withProvidersApp(
            spoonacular: provider == .spoonacular ? failing : ProviderStubs.spoonacular,
            theMealDB: provider == .theMealDB ? failing : ProviderStubs.theMealDB,
            edamam: provider == .edamam ? failing : ProviderStubs.edamam
        ) { app, _ in
            // when
            let response = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=chicken,rice")
            let page = try await app.testing().sendRequest(.GET, "/?i=chicken&i=rice").body.string

            // then the API warns beside the library's and the other providers' results
            #expect(response.status == .ok)
            let body = try response.json()
            let warnings = try #require(body["warnings"] as? [[String: String]])
            #expect(warnings == [["source": provider.rawValue, "problem": problem, "message": message]])
            let sources = Set((body["results"] as? [[String: Any]] ?? []).compactMap { $0["source"] as? String })
            #expect(sources == Set(["library", "spoonacular", "themealdb", "edamam"]).subtracting([provider.rawValue]))
            // and the page says it in words (escaped, as Leaf writes an apostrophe)
            #expect(page.contains(message.replacingOccurrences(of: "'", with: "&#39;") + "."))
        }
    }

    @Test func withEveryProviderDownTheLibraryIsServedAndTheAPISaysSo() async throws {
        let refused = try await StubProviderServer.refusingURL()
        let settings = ProviderConfiguration(spoonacular: .stub(refused), theMealDB: .stub(refused, key: "1"), edamam: .stub(refused, key: "k", appID: "i"), timeoutSeconds: 600)
        try await withConfiguredApp(settings: Settings(providers: settings), store: TestLibrary.store()) { app in
            let body = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=chicken,rice").json()
            #expect((body["results"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["chicken-rice", "fried-rice"])
            #expect((body["warnings"] as? [[String: String]])?.compactMap { $0["message"] } == [
                "Spoonacular did not answer; showing your library only",
                "TheMealDB did not answer; showing your library only",
                "Edamam did not answer; showing your library only",
            ])
            // and the page says it in words
            let page = try await app.testing().sendRequest(.GET, "/?i=chicken&i=rice").body.string
            #expect(page.contains("Spoonacular did not answer; showing your library only."))
            #expect(page.contains("Chicken and Rice"))
        }
    }

    @Test func slowProvidersAreNotAwaitedPastTheTimeout() async throws {
        // providers that would answer after three minutes; the timeout, not they, ends the wait
        let slow: [String: StubAnswer] = ["*": .delayed(.seconds(180), .body("{}"))]
        try await withProvidersApp(spoonacular: slow, theMealDB: slow, edamam: slow, timeout: 1) { app, _ in
            let started = ContinuousClock.now
            let response = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=chicken,rice")
            // (waiting for the stubs would take their 180 s: any bound below tells the two apart,
            // and the widest leaves the most room for a loaded machine)
            #expect(ContinuousClock.now - started < .seconds(170))
            let body = try response.json()
            #expect(body["total"] as? Int == 2)
            #expect((body["warnings"] as? [[String: String]])?.compactMap { $0["problem"] } == ["timeout", "timeout", "timeout"])
        }
    }

    @Test func theHomePageShowsRemoteCardsWithTheirProvider() async throws {
        try await withProvidersApp { app, _ in
            let page = try await app.testing().sendRequest(.GET, "/?i=chicken&i=rice").body.string
            #expect(page.contains("8 recipes use your ingredients"))
            #expect(page.contains("href=\"/recipes/spoonacular-633547\""))
            #expect(page.contains("from Spoonacular"))
            #expect(page.contains("Brown Stew Chicken"))
            #expect(!page.contains("provider-notice"))
        }
    }

    @Test func aRemoteRecipeOpensInFullOnItsPageAndInTheAPIThroughTheCache() async throws {
        try await withProvidersApp { app, stubs in
            // when
            let page = try await app.testing().sendRequest(.GET, "/recipes/spoonacular-633547")
            let api = try await app.testing().sendRequest(.GET, "/api/v1/recipes/spoonacular-633547")

            // then
            #expect(page.status == .ok)
            #expect(page.body.string.contains("<h1>Baked Chicken &amp; Rice</h1>"))
            #expect(page.body.string.contains("<li>Top with the chicken, sprinkle with paprika, cover and bake 1 hour.</li>"))
            #expect(page.body.string.contains("A recipe found through Spoonacular."))
            let body = try api.json()
            #expect(body["source"] as? String == "spoonacular")
            #expect((body["instructions"] as? [String])?.count == 3)
            #expect((body["ingredients"] as? [[String: Any]])?.first?["food"] as? String == "chicken-thigh")
            #expect(stubs.spoonacular.requestCount("/recipes/633547/information") == 1)
        }
    }

    @Test func aRemoteRecipeWithoutStepsLinksToItsSource() async throws {
        try await withProvidersApp { app, _ in
            let page = try await app.testing().sendRequest(.GET, "/recipes/edamam-b79327d05b8e5b838ad6cfd9576b30b6").body.string
            #expect(page.contains("The method is on <a href=\"https://www.seriouseats.com/chicken-fried-rice\""))
        }
    }

    @Test func aProviderThatFailsOnARecipeGivesItsMessage() async throws {
        try await withProvidersApp(spoonacular: ["*": .failure(.serverError, .spoonacular)]) { app, _ in
            let api = try await app.testing().sendRequest(.GET, "/api/v1/recipes/spoonacular-633547")
            #expect(api.status == .badGateway)
            #expect(try api.json()["reason"] as? String == "Spoonacular had a problem of its own (HTTP 500); try again later.")
            let page = try await app.testing().sendRequest(.GET, "/recipes/spoonacular-633547")
            #expect(page.status == .badGateway)
            #expect(page.body.string.contains("Spoonacular had a problem of its own (HTTP 500); try again later."))
            let missing = try await app.testing().sendRequest(.GET, "/api/v1/recipes/themealdb-1")
            #expect(missing.status == .notFound)
        }
    }

    @Test func aRemoteRecipeCanBeAFavoriteWithItsSnapshot() async throws {
        try await withProvidersApp { app, stubs in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")

            // when
            let kept = try await client.send(.PUT, "/api/v1/favorites/spoonacular-633547")

            // then the snapshot holds the whole remote recipe, and the list shows it available
            #expect(kept.status == .created)
            let saved = try await client.send(.GET, "/api/v1/favorites/spoonacular-633547").json()
            let recipe = try #require(saved["recipe"] as? [String: Any])
            #expect(recipe["title"] as? String == "Baked Chicken & Rice")
            #expect(recipe["source"] as? String == "spoonacular")
            #expect((recipe["instructions"] as? [String])?.count == 3)
            let list = try await client.send(.GET, "/api/v1/favorites").jsonArray("favorites")
            #expect(list.first?["available"] as? Bool == true)

            // and when the provider then fails, the saved copy still opens
            stubs.spoonacular.answer("*", with: .failure(.unavailable, .spoonacular))
            stubs.spoonacular.answer("/recipes/633547/information", with: .failure(.unavailable, .spoonacular))
            let again = try await client.send(.GET, "/api/v1/favorites/spoonacular-633547")
            #expect(again.status == .ok)
        }
    }

    @Test func randomDrawsFromProvidersToo() async throws {
        try await withProvidersApp { app, _ in
            let body = try await app.testing().sendRequest(.GET, "/api/v1/recipes/random?count=100").json()
            let sources = Set((body["results"] as? [[String: Any]] ?? []).compactMap { $0["source"] as? String })
            #expect(sources == ["library", "spoonacular", "themealdb", "edamam"])
        }
    }

    @Test func theProvidersEndpointAndThePreferencesPageSayWhichAreOn() async throws {
        try await withProvidersApp { app, _ in
            let body = try await app.testing().sendRequest(.GET, "/api/v1/providers").json()
            let providers = try #require(body["providers"] as? [[String: Any]])
            #expect(providers.map { $0["id"] as? String } == ["spoonacular", "themealdb", "edamam"])
            #expect(providers.allSatisfy { $0["enabled"] as? Bool == true })
            #expect(body["timeoutSeconds"] as? Double == 600)
            let page = try await app.testing().sendRequest(.GET, "/preferences").body.string
            #expect(page.contains("<strong>Spoonacular</strong>: <span class=\"on\">on</span>"))
        }
        try await withTestApp { app in
            let body = try await app.testing().sendRequest(.GET, "/api/v1/providers").json()
            let providers = try #require(body["providers"] as? [[String: Any]])
            #expect(providers.allSatisfy { $0["enabled"] as? Bool == false })
            #expect(providers.first?["variables"] as? [String] == ["SPOONACULAR_API_KEY"])
            let page = try await app.testing().sendRequest(.GET, "/preferences").body.string
            // The page says off in words; the variable names are for whoever runs the server (the API, the docs).
            #expect(page.contains("<strong>Edamam</strong>: off <span class=\"hint\">"))
            #expect(!page.contains("EDAMAM_APP_ID") && !page.contains("<code>"))
            let search = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=rice").json()
            #expect((search["results"] as? [[String: Any]])?.allSatisfy { $0["source"] as? String == "library" } == true)
        }
    }
}

struct ProviderSettingsTests {
    @Test func keysSwitchProvidersOnAndBaseURLsMoveThem() throws {
        let settings = try Settings.fromEnvironment([
            "SPOONACULAR_API_KEY": "sk", "SPOONACULAR_BASE_URL": "http://127.0.0.1:9999",
            "EDAMAM_APP_ID": "id", "EDAMAM_APP_KEY": "key",
            "RECIPLEASE_PROVIDER_CACHE_SECONDS": "60", "RECIPLEASE_PROVIDER_TIMEOUT_SECONDS": "2.5",
        ]).providers
        #expect(settings.spoonacular == .init(key: "sk", baseURL: URL(string: "http://127.0.0.1:9999")!))
        #expect(settings.theMealDB == nil)
        #expect(settings.edamam == .init(key: "key", appID: "id", baseURL: ProviderConfiguration.defaultEdamamURL))
        #expect((settings.cacheSeconds, settings.timeoutSeconds) == (60, 2.5))
        let none = try Settings.fromEnvironment([:]).providers
        #expect(none == ProviderConfiguration())
        #expect((none.cacheSeconds, none.timeoutSeconds) == (600, 5))
    }

    @Test(arguments: [
        (["SPOONACULAR_API_KEY": "k", "SPOONACULAR_BASE_URL": "ftp://example.org"], "SPOONACULAR_BASE_URL"),
        (["THEMEALDB_API_KEY": "1", "THEMEALDB_BASE_URL": "not a url"], "THEMEALDB_BASE_URL"),
        (["SPOONACULAR_API_KEY": "k", "SPOONACULAR_BASE_URL": "https://example.org:65536"], "SPOONACULAR_BASE_URL"),
        (["EDAMAM_APP_ID": "id"], "EDAMAM_APP_KEY"),
        (["EDAMAM_APP_KEY": "key"], "EDAMAM_APP_ID"),
        (["RECIPLEASE_PROVIDER_CACHE_SECONDS": "ten"], "RECIPLEASE_PROVIDER_CACHE_SECONDS"),
        (["RECIPLEASE_PROVIDER_TIMEOUT_SECONDS": "0"], "RECIPLEASE_PROVIDER_TIMEOUT_SECONDS"),
    ])
    func wrongSettingsFailAtStartNamingTheVariable(_ environment: [String: String], _ variable: String) {
        let error = #expect(throws: SettingsError.self) { try Settings.fromEnvironment(environment) }
        #expect(error.map { String(describing: $0).hasPrefix(variable + "=") } == true, "\(String(describing: error))")
    }

    @Test func aRangeOfSecondsIsWrittenAsTheCodeHoldsIt() {
        let error = #expect(throws: SettingsError.self) { try Settings.fromEnvironment(["RECIPLEASE_PROVIDER_TIMEOUT_SECONDS": "0.05"]) }
        #expect(error.map { String(describing: $0).contains("from 0.1 to 120") } == true, "\(String(describing: error))")
    }
}

struct ProviderPlanTests {
    @Test func aRemoteRecipeCanBePlannedAndItsIngredientsReachTheGroceryList() async throws {
        try await withProvidersApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")

            // when a Spoonacular recipe is planned
            _ = try await alice.plan("spoonacular-633547", on: "2026-01-07", "dinner")

            // then the plan shows it, and the grocery list buys its foods
            let plan = try await alice.send(.GET, "/api/v1/plan?from=2026-01-05&to=2026-01-11")
            #expect(plan.body.string.contains("Baked Chicken & Rice"))
            let items = try await alice.groceryItems(from: "2026-01-05", to: "2026-01-11")
            let foods = items.compactMap { $0["food"] as? String }
            #expect(foods.contains("chicken-thigh"))
            #expect(foods.contains("paprika"))
        }
    }
}
