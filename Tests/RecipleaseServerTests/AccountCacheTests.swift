import Fluent
import Foundation
import NIOCore
import RecipleaseCore
@testable import RecipleaseServer
import Synchronization
import Testing
import VaporTesting

/// The account cache: API tokens, saved preferences and favorites lists read once per lifetime, forgotten at
/// once by writes through the instance, and (on PostgreSQL) by the database's announcements.
@Suite struct AccountCacheTests {
    private func settings(cacheSeconds: Int) -> Settings {
        var settings = Settings(passwordCost: 4)
        settings.accountCacheSeconds = cacheSeconds
        return settings
    }

    /// Deletes the user's token rows behind the app's back, as another instance would.
    private func revokeElsewhere(_ username: String, on app: Application) async throws {
        let user = try await app.storedUser(username)
        try await APIToken.query(on: app.db).filter(\.$user.$id == user.requireID()).delete()
    }

    @Test func aTokenRevokedWhereThisInstanceCannotHearOfItWorksOnlyUntilTheLifetimeEnds() async throws {
        try await withConfiguredApp(settings: settings(cacheSeconds: 1), store: TestLibrary.store()) { app in
            // The cache's clock moves by hand: a machine busy with other suites can take longer
            // than the lifetime between two calls, which made this test fail under load.
            let clock = Mutex(ContinuousClock.now)
            app.accountCache = AccountCache(lifetime: .seconds(1), clock: { clock.withLock { $0 } })
            // given a token this instance has checked (so holds)
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.GET, "/api/v1/favorites").status == .ok)
            // when its row goes with no announcement (SQLite has none)
            try await revokeElsewhere("alice", on: app)
            // then it still works within the lifetime, and is refused after it
            #expect(try await alice.send(.GET, "/api/v1/favorites").status == .ok)
            clock.withLock { $0 = $0 + .milliseconds(1200) }
            #expect(try await alice.send(.GET, "/api/v1/favorites").status == .unauthorized)
        }
    }

    @Test func tokensAreKeptAsTheirSHA256InHex() {
        #expect(SecretToken.hash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func withTheCacheOffEveryCallChecksTheDatabase() async throws {
        try await withConfiguredApp(settings: settings(cacheSeconds: 0), store: TestLibrary.store()) { app in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.GET, "/api/v1/favorites").status == .ok)
            try await revokeElsewhere("alice", on: app)
            #expect(try await alice.send(.GET, "/api/v1/favorites").status == .unauthorized)
        }
    }

    @Test func signingOutThroughThisInstanceRefusesTheTokenAtOnce() async throws {
        try await withConfiguredApp(settings: settings(cacheSeconds: 60), store: TestLibrary.store()) { app in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.GET, "/api/v1/recipes/search?ingredients=rice").status == .ok)
            #expect(try await alice.send(.DELETE, "/api/v1/sessions").status == .noContent)
            let refused = try await alice.send(.GET, "/api/v1/recipes/search?ingredients=rice")
            #expect(refused.status == .unauthorized)
            #expect(refused.reason.contains("revoked or has expired"))
        }
    }

    @Test func preferencesSavedThroughThisInstanceApplyToTheNextSearchAtOnce() async throws {
        try await withConfiguredApp(settings: settings(cacheSeconds: 60), store: TestLibrary.store()) { app in
            // given a search that read (and so holds) no saved preferences
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let before = try await alice.send(.GET, "/api/v1/recipes/search?q=").json()
            let all = try #require(before["total"] as? Int)
            // when vegetarian is saved, then the very next search is vegetarian only
            try await alice.send(.PUT, "/api/v1/preferences", json: #"{"diets": ["vegetarian"]}"#)
            let after = try await alice.send(.GET, "/api/v1/recipes/search?q=").json()
            let total = try #require(after["total"] as? Int)
            let diets = try #require((after["facets"] as? [String: Any])?["diets"] as? [String: Int])
            #expect(total > 0 && total < all)
            #expect(diets["vegetarian"] == total)
            // and a reset brings everything back at once
            try await alice.send(.PUT, "/api/v1/preferences", json: "{}")
            #expect(try await alice.send(.GET, "/api/v1/recipes/search?q=").json()["total"] as? Int == all)
        }
    }

    /// The ids of the favorites list the API answers, in its order.
    private func favoriteIDs(_ client: TestAPIClient, _ query: String = "") async throws -> [String] {
        let list = try await client.send(.GET, "/api/v1/favorites" + query).json()
        return (list["favorites"] as? [[String: Any]] ?? []).compactMap { $0["recipeId"] as? String }
    }

    @Test func favoritesKeptOrLetGoThroughThisInstanceShowAtOnceEveryWay() async throws {
        try await withConfiguredApp(settings: settings(cacheSeconds: 60), store: TestLibrary.store()) { app in
            // given a favorites list this instance read (and so holds for a minute)
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await favoriteIDs(alice) == [])
            // when kept through the API, then the very next list has it, sorted by title
            #expect(try await alice.send(.PUT, "/api/v1/favorites/omelette").status == .created)
            #expect(try await alice.send(.PUT, "/api/v1/favorites/chicken-rice").status == .created)
            #expect(try await favoriteIDs(alice) == ["chicken-rice", "omelette"])
            #expect(try await favoriteIDs(alice, "?q=omel") == ["omelette"])
            // when let go, then gone at once
            #expect(try await alice.send(.DELETE, "/api/v1/favorites/chicken-rice").status == .noContent)
            #expect(try await favoriteIDs(alice) == ["omelette"])
            // when an export of the account comes back in after its favorite was let go,
            // then the list has it again at once
            let exported = try await alice.send(.GET, "/api/v1/export")
            #expect(try await alice.send(.DELETE, "/api/v1/favorites/omelette").status == .noContent)
            #expect(try await favoriteIDs(alice) == [])
            let imported = try await alice.send(.POST, "/api/v1/import", json: exported.body.string)
            #expect(imported.status == .ok)
            #expect(try await favoriteIDs(alice) == ["omelette"])
        }
    }

    @Test func theHeartsOfPagesFollowTheFormAtOnce() async throws {
        try await withConfiguredApp(settings: settings(cacheSeconds: 60), store: TestLibrary.store()) { app in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            // given results whose hearts this instance read
            #expect(!(try await browser.get("/?i=egg").body.string.contains("aria-pressed=\"true\"")))
            // when the heart's form keeps the omelette, then the next results show it pressed
            try await browser.post("/favorites/omelette", [("favorite", "1"), ("next", "/?i=egg")])
            #expect(try await browser.get("/?i=egg").body.string.contains("aria-pressed=\"true\" aria-label=\"Favorite: Omelette\""))
            // and when it lets go, not pressed any more
            try await browser.post("/favorites/omelette", [("favorite", "0"), ("next", "/?i=egg")])
            #expect(!(try await browser.get("/?i=egg").body.string.contains("aria-pressed=\"true\"")))
        }
    }

    @Test func aFavoriteWrittenWhereThisInstanceCannotHearOfItShowsWhenTheLifetimeEnds() async throws {
        try await withConfiguredApp(settings: settings(cacheSeconds: 1), store: TestLibrary.store()) { app in
            let clock = Mutex(ContinuousClock.now)
            app.accountCache = AccountCache(lifetime: .seconds(1), clock: { clock.withLock { $0 } })
            // given a list this instance holds
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.PUT, "/api/v1/favorites/omelette").status == .created)
            #expect(try await favoriteIDs(alice) == ["omelette"])
            // when the row goes with no announcement (SQLite has none)
            try await Favorite.query(on: app.db).delete()
            // then the list is this instance's until the lifetime ends, and the database's after
            #expect(try await favoriteIDs(alice) == ["omelette"])
            clock.withLock { $0 = $0 + .milliseconds(1200) }
            #expect(try await favoriteIDs(alice) == [])
        }
    }

    @Test func requestsMissingTheSameFavoritesTogetherShareOneRead() async throws {
        let cache = AccountCache(lifetime: .seconds(60))
        final class Reads: Sendable { let count = Mutex(0) }
        let reads = Reads()
        let user = UUID()
        let one = FavoriteSummary(recipeID: "a", title: "A", source: nil, savedAt: Date(), image: nil, totalMinutes: nil)
        let read: @Sendable () async throws -> [FavoriteSummary] = {
            reads.count.withLock { $0 += 1 }
            try await Task.sleep(for: .milliseconds(200))
            return [one]
        }
        let answers = try await withThrowingTaskGroup(of: [FavoriteSummary].self) { group in
            for _ in 0..<20 { group.addTask { try await cache.favorites(of: user, reading: read) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 20 && answers.allSatisfy { $0 == [one] })
        #expect(reads.count.withLock { $0 } == 1)
        // and once something about the user is forgotten, the next miss reads again
        cache.forget(user: user)
        _ = try await cache.favorites(of: user, reading: read)
        #expect(reads.count.withLock { $0 } == 2)
    }

    @Test func aBoundedNumberOfFavoritesIsKept() {
        let cache = AccountCache(lifetime: .seconds(60))
        let one = FavoriteSummary(recipeID: "a", title: "A", source: nil, savedAt: Date(), image: nil, totalMinutes: nil)
        let full = Array(repeating: one, count: AccountCache.maxFavorites / 2)
        let (first, second, third) = (UUID(), UUID(), UUID())
        cache.remember(favorites: full, of: first, readAt: cache.generation)
        cache.remember(favorites: full, of: second, readAt: cache.generation)
        #expect(cache.favorites(of: first)?.count == full.count && cache.favorites(of: second)?.count == full.count)
        // One more list would pass the bound: the kept lists go, the new one stays.
        cache.remember(favorites: [one], of: third, readAt: cache.generation)
        #expect(cache.favorites(of: first) == nil && cache.favorites(of: second) == nil)
        #expect(cache.favorites(of: third) == [one])
        // A list read before a forgetting is not kept.
        let before = cache.generation
        cache.forget(user: first)
        cache.remember(favorites: [one], of: first, readAt: before)
        #expect(cache.favorites(of: first) == nil)
    }

    @Test(.enabled(if: TestDatabase.postgresURL != nil, "PostgreSQL announces changes; the PostgreSQL pass runs this"))
    func onPostgreSQLAnotherInstancesRevocationPreferencesAndFavoritesAreHeardWithinMoments() async throws {
        try await withConfiguredApp(settings: settings(cacheSeconds: 60), store: TestLibrary.store(), listening: true) { app in
            // given a token and preferences this instance holds for a minute
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let all = try #require(try await alice.send(.GET, "/api/v1/recipes/search?q=").json()["total"] as? Int)
            // when a preference row is written straight to the table, as another instance would,
            // then searches here apply it within moments (the suite is busy: waited for as `Eventually` waits)
            let user = try await app.storedUser("alice")
            try await SearchPreference(userID: user.requireID(), diets: ["vegetarian"], cuisines: [], intolerances: [], updatedAt: Date()).create(on: app.db)
            #expect(try await Eventually.holds {
                let total = try await alice.send(.GET, "/api/v1/recipes/search?q=").json()["total"] as? Int
                return total != nil && total! < all
            })
            // and a favorite written straight to the table shows in the list here within moments
            #expect(try await favoriteIDs(alice) == [])
            let omelette = try #require(app.recipeStore.recipe(Recipe.ID("omelette")))
            try await Favorite(userID: user.requireID(), recipeID: "omelette", title: omelette.title,
                               snapshot: Favorite.snapshot(of: omelette), source: "library", createdAt: Date()).create(on: app.db)
            #expect(try await Eventually.holds { try await favoriteIDs(alice) == ["omelette"] })
            // and a token deleted elsewhere is refused here within moments
            try await revokeElsewhere("alice", on: app)
            #expect(try await Eventually.holds {
                try await alice.send(.GET, "/api/v1/favorites").status == .unauthorized
            })
        }
    }
}

@Suite struct JSONWriterTests {
    @Test func stringsComeBackAsTheyWentIn() throws {
        let texts = ["plain", "quote \" and backslash \\", "new\nline\ttab\r", "\u{1}\u{1f}", "Pâté 🍲 </script>", ""]
        var writer = JSONWriter()
        writer.value(texts)
        let read = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String]
        #expect(read == texts)
    }

    @Test func theSearchAnswerSaysWhatTheEncoderWouldSay() async throws {
        try await withTestApp(bundled: true) { app in
            for query in ["ingredients=chicken,rice,lemon", "q=soup&diet=vegetarian", "ingredients=nothing-known", "ingredients=egg&limit=0"] {
                let response = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?\(query)")
                #expect(response.status == .ok)
                #expect(response.headers.contentType == .json)
                // Read with the type's decoder, written again by Foundation's encoder: the same JSON.
                let decoded = try JSONDecoder().decode(SearchResponseDTO.self, from: Data(buffer: response.body))
                let written = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? NSDictionary
                let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(decoded)) as? NSDictionary
                #expect(written != nil && written == encoded, "\(query)")
            }
            let random = try await app.testing().sendRequest(.GET, "/api/v1/recipes/random?count=5")
            let decoded = try JSONDecoder().decode(RandomResponseDTO.self, from: Data(buffer: random.body))
            #expect(decoded.results.count == 5)
            let written = try JSONSerialization.jsonObject(with: Data(buffer: random.body)) as? NSDictionary
            let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(decoded)) as? NSDictionary
            #expect(written != nil && written == encoded)
        }
    }
}
