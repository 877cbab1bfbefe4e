import Fluent
import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import SQLKit
import Testing
import VaporTesting

/// `ConvertFavoriteSnapshotsToJSONLD` on rows written the old way (the API's `RecipeDTO` JSON):
/// on SQLite, and on PostgreSQL when `RECIPLEASE_TEST_DATABASE_URL` is set, like every server test.
struct FavoriteSnapshotMigrationTests {
    /// A favorite saved before providers and pictures: no `source`, `image` null, of a recipe
    /// the library no longer has. The old code wrote every key, null ones included.
    static let preProviderSnapshot = """
    {"id":"gone-stew","title":"Gone Stew","summary":"A stew & a half.","image":null,"sourceURL":"https://example.org/stew",\
    "videoURL":null,"servings":6,"prepMinutes":15,"cookMinutes":90,"totalMinutes":105,"cuisines":["Irish"],\
    "mealTypes":["dinner"],"diets":["dairy-free"],"allergens":[],"tags":["winter"],"ingredients":[\
    {"text":"2 onions, chopped","quantity":2,"quantityMax":null,"unit":null,"name":"onions","food":"onion","preparation":"chopped","comment":null},\
    {"text":"1 kg <b>beef</b>","quantity":1,"quantityMax":null,"unit":"kg","name":"beef","food":"beef","preparation":null,"comment":null}],\
    "instructions":["Brown the beef.","Simmer with the onions."]}
    """

    /// A provider's recipe, saved while the provider was configured.
    static let providerSnapshot = """
    {"id":"themealdb-52940","source":"themealdb","title":"Brown Stew Chicken","summary":null,\
    "image":"https://www.themealdb.com/images/media/meals/sypxpx1515365095.jpg","sourceURL":null,"videoURL":null,\
    "servings":null,"prepMinutes":null,"cookMinutes":null,"totalMinutes":null,"cuisines":["Jamaican"],"mealTypes":[],\
    "diets":[],"allergens":[],"tags":[],"ingredients":[{"text":"1 whole chicken","quantity":1,"quantityMax":null,\
    "unit":null,"name":"whole chicken","food":"chicken","preparation":null,"comment":null}],"instructions":["Cook it."]}
    """

    static let unreadableSnapshot = #"{"title": "half a snapsh"#

    @Test func oldSnapshotsBecomeJSONLDAndTheFavoritesShowTheSameRecipes() async throws {
        try await withAccountsApp { app, _ in
            let sql = try #require(app.db as? any SQLDatabase)
            let client = try await TestAPIClient.signedUp(app, "alice")
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            let kept = ["omelette", "chicken-rice", "script-soup"]
            for id in kept { #expect(try await client.send(.PUT, "/api/v1/favorites/\(id)").status == .created) }
            let before = try await Self.shown(kept, client: client, browser: browser)

            // given the schema and rows as they were before the migration: turned back (the old
            // JSON written from each snapshot), plus rows the old code wrote, inserted by hand
            try await ConvertFavoriteSnapshotsToJSONLD().revert(on: app.db)
            try await sql.delete(from: "_fluent_migrations").where("name", .equal, String(reflecting: ConvertFavoriteSnapshotsToJSONLD.self)).run()
            let userID = try await app.storedUserID("alice")
            let created = Date(timeIntervalSince1970: 1_700_000_000)
            for (id, title, snapshot) in [("gone-stew", "Gone Stew", Self.preProviderSnapshot),
                                          ("themealdb-52940", "Brown Stew Chicken", Self.providerSnapshot),
                                          ("broken", "Broken", Self.unreadableSnapshot)] {
                try await sql.insert(into: Favorite.schema)
                    .columns("id", "user_id", "recipe_id", "title", "snapshot", "created_at")
                    .values(SQLBind(UUID()), SQLBind(userID), SQLBind(id), SQLBind(title), SQLBind(snapshot), SQLBind(created))
                    .run()
            }
            let old = try await Self.snapshot("omelette", sql)
            #expect(try JSONDecoder().decode(RecipeDTO.self, from: Data(old.utf8)).title == "Omelette")

            // when the migration runs, as at the next start (which begins with nothing cached: the
            // rows above were written behind the app's back, and a list read before them must not
            // stay for the cache's lifetime, however fast the test runs)
            app.accountCache.forgetAll()
            try await app.autoMigrate()

            // then the snapshots are schema.org JSON-LD with the source beside them
            for id in kept + ["gone-stew", "themealdb-52940"] {
                let snapshot = try await Self.snapshot(id, sql)
                let object = try #require(try JSONSerialization.jsonObject(with: Data(snapshot.utf8)) as? [String: Any])
                #expect(object["@type"] as? String == "Recipe", "\(id)")
            }
            let sources = try await sql.select().columns("recipe_id", "source").from(Favorite.schema).all(decoding: SourceRow.self)
            #expect(Dictionary(uniqueKeysWithValues: sources.map { ($0.recipe_id, $0.source) }) == [
                "omelette": "library", "chicken-rice": "library", "script-soup": "library",
                "gone-stew": nil, "themealdb-52940": "themealdb", "broken": nil,
            ])
            // and the API and pages show the same recipes as before
            #expect(try await Self.shown(kept, client: client, browser: browser) == before)

            // and the hand-written rows keep every field a favorite shows
            let stew = try await client.send(.GET, "/api/v1/favorites/gone-stew")
            #expect(stew.status == .ok)
            let recipe = try #require(try stew.json()["recipe"] as? [String: Any])
            #expect(recipe["title"] as? String == "Gone Stew")
            #expect(recipe["source"] is NSNull)
            #expect(recipe["summary"] as? String == "A stew & a half.")
            // a recipe that no longer opens shows its saved copy's own drawing (866b26d)
            #expect(recipe["image"] as? String == SiteURL.favoritePicture("gone-stew"))
            #expect(recipe["sourceURL"] as? String == "https://example.org/stew")
            #expect(recipe["servings"] as? Int == 6)
            #expect(recipe["prepMinutes"] as? Int == 15)
            #expect(recipe["cookMinutes"] as? Int == 90)
            #expect(recipe["totalMinutes"] as? Int == 105)
            #expect(recipe["cuisines"] as? [String] == ["Irish"])
            #expect(recipe["mealTypes"] as? [String] == ["dinner"])
            #expect(recipe["tags"] as? [String] == ["winter"])
            #expect((recipe["ingredients"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == ["2 onions, chopped", "1 kg <b>beef</b>"])
            #expect(recipe["instructions"] as? [String] == ["Brown the beef.", "Simmer with the onions."])
            let meal = try #require(try await client.send(.GET, "/api/v1/favorites/themealdb-52940").json()["recipe"] as? [String: Any])
            #expect(meal["source"] as? String == "themealdb")
            #expect(meal["image"] as? String == "https://www.themealdb.com/images/media/meals/sypxpx1515365095.jpg")
            #expect(meal["cuisines"] as? [String] == ["Jamaican"])
            let page = try await browser.get("/favorites/gone-stew")
            #expect(page.status == .ok)
            #expect(page.body.string.contains("Simmer with the onions."))

            // and the row it could not read is kept as it was, still listed
            #expect(try await Self.snapshot("broken", sql) == Self.unreadableSnapshot)
            let list = try await client.send(.GET, "/api/v1/favorites").jsonArray("favorites")
            #expect(list.compactMap { $0["recipeId"] as? String }.contains("broken"))
            let stewEntry = try #require(list.first { $0["recipeId"] as? String == "gone-stew" })
            #expect(stewEntry["totalMinutes"] as? Int == 105)
        }
    }

    @Test func revertingGivesBackTheOldJSONTheOldCodeRead() async throws {
        try await withAccountsApp { app, _ in
            // given a favorite kept now
            let sql = try #require(app.db as? any SQLDatabase)
            let client = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await client.send(.PUT, "/api/v1/favorites/omelette").status == .created)
            let detail = try #require(try await client.send(.GET, "/api/v1/favorites/omelette").json()["recipe"] as? [String: Any])

            // when the migration is turned back
            try await ConvertFavoriteSnapshotsToJSONLD().revert(on: app.db)

            // then the row holds the API's recipe JSON again, the same as the API showed
            let old = try await Self.snapshot("omelette", sql)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(old.utf8)) as? [String: Any])
            #expect(NSDictionary(dictionary: object).isEqual(to: detail))
        }
    }

    private struct SourceRow: Decodable {
        let recipe_id: String
        let source: String?
    }

    private struct SnapshotRow: Decodable {
        let snapshot: String
    }

    private static func snapshot(_ recipeID: String, _ sql: any SQLDatabase) async throws -> String {
        let row = try await sql.select().column("snapshot").from(Favorite.schema).where("recipe_id", .equal, recipeID).first(decoding: SnapshotRow.self)
        return try #require(row).snapshot
    }

    /// What the user sees of each favorite: its entry in the API's list, its detail (as sorted
    /// JSON) and the saved copy's page.
    private static func shown(_ ids: [String], client: TestAPIClient, browser: TestBrowser) async throws -> [String] {
        let list = try await client.send(.GET, "/api/v1/favorites").jsonArray("favorites")
        var shown: [String] = []
        for id in ids {
            let entry = try #require(list.first { $0["recipeId"] as? String == id })
            shown.append(String(decoding: try JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys]), as: UTF8.self))
            let detail = try await client.send(.GET, "/api/v1/favorites/\(id)")
            #expect(detail.status == .ok, "\(id)")
            shown.append(try sorted(detail))
            shown.append(try await browser.get("/favorites/\(id)").body.string)
        }
        return shown
    }

    private static func sorted(_ response: TestingHTTPResponse) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(buffer: response.body))
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }
}
