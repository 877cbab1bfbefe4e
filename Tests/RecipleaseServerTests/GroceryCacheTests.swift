import Foundation
import Synchronization
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// The instance's cache of built grocery lists (`GroceryListCache`): every change the list is
/// made of shows on the next read, through HTTP as a user sees it.
struct GroceryCacheTests {
    static let week = "from=2026-11-23&to=2026-11-29"

    func list(_ client: TestAPIClient, _ query: String = GroceryCacheTests.week) async throws -> [String: Any] {
        let response = try await client.send(.GET, "/api/v1/grocery-list?\(query)")
        #expect(response.status == .ok, "\(response.body.string)")
        return try response.json()
    }

    func items(_ client: TestAPIClient) async throws -> [[String: Any]] {
        try #require(try await list(client)["items"] as? [[String: Any]])
    }

    func row(_ items: [[String: Any]], food: String) -> [String: Any]? {
        items.first { $0["food"] as? String == food }
    }

    @Test func everyChangeTheListIsMadeOfShowsOnTheNextRead() async throws {
        try await withAccountsApp { app, _ in
            // given a week with two meals, read once so it is cached
            let alice = try await TestAPIClient.signedUp(app, "alice")
            try await alice.setSettings(["unitSystem": "metric"])
            let pudding = try await alice.createRecipe("Milk Pudding", servings: 2, ingredients: ["1 cup milk", "100 g sugar"])
            _ = try await alice.plan("omelette", on: "2026-11-23", "breakfast", servings: 2)
            let entry = try await alice.plan(pudding, on: "2026-11-24", "snack", servings: 2)
            let first = try await items(alice)
            #expect(app.groceryLists.count == 1)
            #expect(try await items(alice).count == first.count)
            let milk = try #require(row(first, food: "milk"))
            #expect(milk["checked"] as? Bool == false)

            // a tick
            let key = try #require(milk["key"] as? String)
            let ticked = try await alice.send(.PUT, "/api/v1/grocery-list/checks", json: try jsonBody(["key": key, "checked": true, "from": "2026-11-23", "to": "2026-11-29"]))
            #expect(ticked.status == .ok)
            #expect(row(try await items(alice), food: "milk")?["checked"] as? Bool == true)

            // an item added by hand
            let added = try await alice.send(.POST, "/api/v1/grocery-list/items", json: try jsonBody(["name": "3 lemons", "from": "2026-11-23", "to": "2026-11-29"]))
            #expect(added.status == .created)
            #expect(row(try await items(alice), food: "lemon") != nil)

            // a plan change: twice the pudding, so more sugar
            let sugarBefore = try #require(row(try await items(alice), food: "sugar")?["quantity"] as? Double)
            let changed = try await alice.send(.PATCH, "/api/v1/plan/\(entry)", json: try jsonBody(["servings": 4]))
            #expect(changed.status == .ok)
            #expect(row(try await items(alice), food: "sugar")?["quantity"] as? Double == sugarBefore * 2)

            // a planner-settings change
            #expect(try await list(alice)["unitSystem"] as? String == "metric")
            try await alice.setSettings(["unitSystem": "us"])
            #expect(try await list(alice)["unitSystem"] as? String == "us")

            // the planned recipe edited
            let edited = try await alice.send(.PUT, "/api/v1/recipes/\(pudding)", json: try jsonBody([
                "title": "Milk Pudding", "servings": 2, "ingredients": ["1 cup milk", "100 g sugar", "2 tbsp cocoa powder"],
                "instructions": ["Warm the milk.", "Stir in the sugar."],
            ]))
            #expect(edited.status == .ok, "\(edited.body.string)")
            #expect(try await items(alice).contains { ($0["display"] as? String ?? "").contains("cocoa") })

            // the kitchen toggle is a list of its own
            #expect(try await list(alice, Self.week + "&hideKitchen=true")["hiddenCount"] as? Int == 0)
        }
    }

    @Test func unsavedSettingsFollowTheLanguageThroughTheCache() async throws {
        try await withAccountsApp { app, _ in
            // given a user who never saved planner settings
            let sam = try await TestAPIClient.signedUp(app, "sam")
            let token = try #require(sam.token)
            func units(_ acceptLanguage: String) async throws -> String? {
                var headers: HTTPHeaders = ["Accept": "application/json", "Accept-Language": acceptLanguage]
                headers.add(name: .authorization, value: "Bearer \(token)")
                let response = try await app.testing().sendRequest(.GET, "/api/v1/grocery-list?\(Self.week)", headers: headers)
                #expect(response.status == .ok, "\(response.body.string)")
                return try response.json()["unitSystem"] as? String
            }
            // when the list is read in English and in French, twice each (the second read from
            // the cache), then the defaults are each language's
            #expect(try await units("en") == "us")
            #expect(try await units("en") == "us")
            #expect(try await units("fr") == "metric")
            #expect(try await units("fr") == "metric")
            // when the account chooses French, the list follows the account whatever the browser
            let patched = try await sam.send(.PATCH, "/api/v1/account", json: #"{"language": "fr"}"#)
            #expect(patched.status == .ok, "\(patched.body.string)")
            #expect(try await units("en") == "metric")
            // and saved settings win over both
            try await sam.setSettings(["unitSystem": "us"])
            #expect(try await units("fr") == "us")
        }
    }

    @Test func aHouseholdChangeShowsOnTheNextReadOfEveryMember() async throws {
        try await withAccountsApp { app, _ in
            // given Alice's household (her plan comes with her) and Bob's own week, both read (so cached)
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            _ = try await alice.plan("omelette", on: "2026-11-23", "breakfast", servings: 2)
            let created = try await alice.send(.POST, "/api/v1/households", json: #"{"name": "Home"}"#)
            #expect(created.status == .created, "\(created.body.string)")
            _ = try await bob.plan("chicken-rice", on: "2026-11-25", "dinner")
            func recipes(_ client: TestAPIClient) async throws -> Set<String> {
                Set(try await items(client).compactMap { $0["recipes"] as? [String] }.flatMap { $0 })
            }
            #expect(try await recipes(alice) == ["Omelette"])
            #expect(try await recipes(bob).contains("Omelette") == false)

            // when Bob joins: his next read is the household's list
            let invite = try await alice.send(.POST, "/api/v1/household/invites", json: "{}")
            let code = try #require(try invite.json()["code"] as? String)
            let joined = try await bob.send(.POST, "/api/v1/households/join", json: try jsonBody(["code": code]))
            #expect(joined.status.code < 300, "\(joined.body.string)")
            #expect(try await recipes(bob) == ["Omelette"])

            // and what he plans is on Alice's next read
            _ = try await bob.plan("chicken-rice", on: "2026-11-26", "dinner")
            #expect(try await recipes(alice).contains("Omelette"))
            #expect(try await recipes(alice).count == 2)

            // Bob leaves: his next read is his own list again, Alice's still the household's
            let left = try await bob.send(.POST, "/api/v1/household/leave", json: "{}")
            #expect(left.status.code < 300, "\(left.body.string)")
            #expect(try await recipes(bob).contains("Omelette") == false)
            #expect(try await recipes(alice).count == 2)
        }
    }

    @Test func twoUsersNeverSeeEachOthersCachedList() async throws {
        try await withAccountsApp { app, _ in
            // given two lone users with different weeks, each read twice
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            _ = try await alice.plan("omelette", on: "2026-11-23", "breakfast")
            _ = try await bob.plan("chicken-rice", on: "2026-11-23", "dinner")
            for _ in 0..<2 {
                let a = try await items(alice).compactMap { $0["recipes"] as? [String] }.flatMap { $0 }
                let b = try await items(bob).compactMap { $0["recipes"] as? [String] }.flatMap { $0 }
                #expect(Set(a) == ["Omelette"])
                #expect(!Set(b).contains("Omelette") && !b.isEmpty)
            }
            #expect(app.groceryLists.count == 2)
        }
    }

    @Test func theListSaysWhatTheEncoderWouldSay() async throws {
        try await withAccountsApp { app, _ in
            // given a list with recipe and hand-added parts, a tick, a package and odd text
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let odd = try await alice.createRecipe("Pâté \"Maison\" 🍲", servings: 3, ingredients: ["1 can chopped tomatoes", "1/3 cup milk", "a pinch of salt"])
            _ = try await alice.plan(odd, on: "2026-11-23", "dinner", servings: 2)
            _ = try await alice.plan("omelette", on: "2026-11-24", "breakfast")
            for name in ["2 cups milk", "tea \\ \"green\"", "7 lemons"] {
                _ = try await alice.send(.POST, "/api/v1/grocery-list/items", json: try jsonBody(["name": name, "from": "2026-11-23", "to": "2026-11-29"]))
            }
            let key = try #require(try await items(alice).first?["key"] as? String)
            _ = try await alice.send(.PUT, "/api/v1/grocery-list/checks", json: try jsonBody(["key": key, "checked": true, "from": "2026-11-23", "to": "2026-11-29"]))

            for query in [Self.week, Self.week + "&hideKitchen=true", "from=2026-11-30"] {
                let response = try await alice.send(.GET, "/api/v1/grocery-list?\(query)")
                #expect(response.headers.contentType == .json)
                // Read with the type's decoder, written again by Foundation's encoder: the same JSON.
                let decoded = try JSONDecoder().decode(GroceryListDTO.self, from: Data(buffer: response.body))
                let written = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? NSDictionary
                let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(decoded)) as? NSDictionary
                #expect(written != nil && written == encoded, "\(query)")
            }
            #expect(try await items(alice).contains { $0["packageSize"] is [String: Any] })
        }
    }

    @Test func theCacheKeepsToItsBounds() throws {
        // given a cache of at most two lists and 2,000 bytes (a list counts twice its JSON, and 256)
        let cache = GroceryListCache(lifetime: .seconds(60), maxEntries: 2, maxBytes: 2_000)
        let stamp = GroceryListCache.Stamp(shared: 1, recipes: 1)
        func key(_ day: Int) throws -> GroceryListCache.Key {
            let from = try #require(PlanDate("2026-11-\(10 + day)"))
            return GroceryListCache.Key(user: UUID(), scope: "s", from: from, to: from, hideKitchen: false)
        }
        func entry(_ bytes: Int) throws -> GroceryListCache.Entry {
            let day = try #require(PlanDate("2026-11-23"))
            let list = GroceryListResult(range: PlanRange(from: day, to: day), system: .metric, rows: [], unavailable: [], hiddenCount: 0, plannedCount: 0)
            return GroceryListCache.Entry(list: list, json: Array(repeating: 32, count: bytes))
        }
        let keys = try (0..<4).map(key)
        // when three small lists are kept: the oldest goes
        for k in keys.prefix(3) { cache.remember(try entry(10), for: k, stamp: stamp) }
        #expect(cache.count == 2)
        #expect(cache.list(keys[0], stamp: stamp) == nil)
        #expect(cache.list(keys[2], stamp: stamp) != nil)
        // and a big one pushes out the oldest to stay under the bytes
        cache.remember(try entry(600), for: keys[3], stamp: stamp)
        #expect(cache.bytes <= 2_000)
        #expect(cache.count == 2)
        #expect(cache.list(keys[1], stamp: stamp) == nil)
        #expect(cache.list(keys[3], stamp: stamp) != nil)
        // a list bigger than the whole cache is not kept; another stamp finds nothing
        cache.remember(try entry(1_000), for: keys[0], stamp: stamp)
        #expect(cache.list(keys[0], stamp: stamp) == nil)
        #expect(cache.list(keys[3], stamp: GroceryListCache.Stamp(shared: 2, recipes: 1)) == nil)
    }

    @Test func requestsThatMissTogetherWaitForOneBuild() async throws {
        // given a cache and a build that takes a while and counts how often it runs
        let cache = GroceryListCache(lifetime: .seconds(60))
        let day = try #require(PlanDate("2026-11-23"))
        let key = GroceryListCache.Key(user: UUID(), scope: "s", from: day, to: day, hideKitchen: false)
        let builds = Mutex(0)
        let build: @Sendable () async throws -> GroceryListCache.Entry = {
            builds.withLock { $0 += 1 }
            try await Task.sleep(for: .milliseconds(300))
            let list = GroceryListResult(range: PlanRange(from: day, to: day), system: .metric, rows: [], unavailable: [], hiddenCount: 0, plannedCount: 0)
            return GroceryListCache.Entry(list: list, json: Array("{}".utf8))
        }
        let stamp = GroceryListCache.Stamp(shared: 1, recipes: 1)
        // when 32 requests miss the same list at once
        let answers = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<32 { group.addTask { try await cache.building(key, stamp: stamp, build).json } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // then one build answered them all
        #expect(answers.count == 32 && answers.allSatisfy { $0 == Array("{}".utf8) })
        #expect(builds.withLock { $0 } == 1)
        // and a request that read another stamp (a change came in) builds its own, as does one after
        _ = try await cache.building(key, stamp: GroceryListCache.Stamp(shared: 2, recipes: 1), build)
        _ = try await cache.building(key, stamp: stamp, build)
        #expect(builds.withLock { $0 } == 3)
    }
}
