import Fluent
import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Two people on one server: neither can read, change or delete what the other keeps.
struct PrivacyTests {
    struct Alice {
        let client: TestAPIClient
        let pantryID: String
    }

    /// Alice keeps a favorite, a kitchen ingredient and preferences.
    static func alice(_ app: Application) async throws -> Alice {
        let client = try await TestAPIClient.signedUp(app, "alice")
        #expect(try await client.send(.PUT, "/api/v1/favorites/omelette").status == .created)
        let item = try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "saffron"}"#)
        #expect(try await client.send(.PUT, "/api/v1/preferences", json: #"{"diets": ["vegetarian"]}"#).status == .ok)
        return Alice(client: client, pantryID: try #require(try item.json()["id"] as? String))
    }

    /// What Alice keeps, read as Alice.
    static func aliceStillHasEverything(_ alice: Alice) async throws {
        let favorites = try await alice.client.send(.GET, "/api/v1/favorites").jsonArray("favorites")
        #expect(favorites.map { $0["recipeId"] as? String } == ["omelette"])
        let items = try await alice.client.send(.GET, "/api/v1/pantry").jsonArray("items")
        #expect(items.map { $0["name"] as? String } == ["saffron"])
        #expect(items.first?["ticked"] as? Bool == true)
        #expect(try await alice.client.send(.GET, "/api/v1/preferences").json()["diets"] as? [String] == ["vegetarian"])
    }

    @Test func bobCannotReadAlicesThingsOverTheAPI() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await Self.alice(app)
            let bob = try await TestAPIClient.signedUp(app, "bob")

            // then Bob sees only his own (empty) things, and Alice's ids find nothing
            #expect(try await bob.send(.GET, "/api/v1/favorites").json()["total"] as? Int == 0)
            #expect(try await bob.send(.GET, "/api/v1/favorites?q=ome").json()["total"] as? Int == 0)
            #expect(try await bob.send(.GET, "/api/v1/favorites/omelette").status == .notFound)
            #expect(try await bob.send(.GET, "/api/v1/pantry").jsonArray("items").isEmpty)
            let preferences = try await bob.send(.GET, "/api/v1/preferences").json()
            #expect(preferences["diets"] as? [String] == [])
            try await Self.aliceStillHasEverything(alice)
        }
    }

    @Test func bobCannotChangeOrDeleteAlicesThingsOverTheAPI() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await Self.alice(app)
            let bob = try await TestAPIClient.signedUp(app, "bob")

            // when Bob tries Alice's ids
            let patch = try await bob.send(.PATCH, "/api/v1/pantry/\(alice.pantryID)", json: #"{"ticked": false, "name": "mine now"}"#)
            let delete = try await bob.send(.DELETE, "/api/v1/pantry/\(alice.pantryID)")
            let unfavorite = try await bob.send(.DELETE, "/api/v1/favorites/omelette")
            // and changes his own things, which must not touch hers
            #expect(try await bob.send(.DELETE, "/api/v1/pantry").status == .noContent)
            #expect(try await bob.send(.PUT, "/api/v1/preferences", json: #"{"diets": ["vegan"]}"#).status == .ok)
            #expect(try await bob.send(.PUT, "/api/v1/favorites/fried-rice").status == .created)

            // then every try at hers is a 404, and Alice still has everything
            #expect(patch.status == .notFound)
            #expect(delete.status == .notFound)
            // (letting go of a favorite one does not have is done at once: it touches no one's)
            #expect(unfavorite.status == .noContent)
            try await Self.aliceStillHasEverything(alice)
        }
    }

    @Test func bobCannotReachAlicesThingsThroughThePages() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await Self.alice(app)
            let bob = TestBrowser(app)
            try await bob.signUp("bob")

            // then
            #expect(try await bob.get("/favorites/omelette").status == .notFound)
            let favorites = try await bob.get("/favorites").body.string
            #expect(favorites.contains("bob") && !favorites.contains("Omelette"))
            let kitchen = try await bob.get("/kitchen").body.string
            #expect(kitchen.contains("bob") && !kitchen.contains("saffron"))
            let preferences = try await bob.get("/preferences").body.string
            #expect(preferences.range(of: #"type="checkbox"[^>]* checked"#, options: .regularExpression) == nil)
            #expect(try await bob.post("/kitchen/\(alice.pantryID)", [("ticked", "0")]).status == .notFound)
            #expect(try await bob.post("/kitchen/\(alice.pantryID)/delete").status == .notFound)
            // Letting go of a favorite Bob does not have is done at once, and touches Alice's not (below).
            #expect(try await bob.post("/favorites/omelette", [("favorite", "0")]).status == .seeOther)
            // Clearing answers Bob's own emptied list with an undo; Alice's list is untouched (below).
            #expect(try await bob.post("/kitchen/clear").status == .ok)
            #expect(try await bob.post("/preferences/reset").status == .seeOther)
            let home = try await bob.get("/?i=egg").body.string
            #expect(!home.contains("aria-pressed=\"true\""), "Alice's heart must not show for Bob")
            try await Self.aliceStillHasEverything(alice)
        }
    }

    @Test func oneAccountsSessionNeverShowsAnothersThings() async throws {
        try await withAccountsApp { app, _ in
            // given both signed in at once in two browsers
            _ = try await Self.alice(app)
            let aliceBrowser = TestBrowser(app)
            try await aliceBrowser.signIn("alice")
            let bobBrowser = TestBrowser(app)
            try await bobBrowser.signUp("bob")
            try await bobBrowser.post("/kitchen", [("name", "cumin")])

            // then each sees their own
            let aliceKitchen = try await aliceBrowser.get("/kitchen").body.string
            let bobKitchen = try await bobBrowser.get("/kitchen").body.string
            #expect(aliceKitchen.contains("saffron") && !aliceKitchen.contains("cumin"))
            #expect(bobKitchen.contains("cumin") && !bobKitchen.contains("saffron"))
            #expect(try await aliceBrowser.get("/").body.string.contains("alice"))
            #expect(try await bobBrowser.get("/").body.string.contains("Signed in as bob"))
        }
    }
}
