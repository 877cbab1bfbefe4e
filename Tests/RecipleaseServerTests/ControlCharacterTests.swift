import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A NUL or another control character in what a client sends: PostgreSQL refuses a NUL in any
/// text (it answered 500 from six calls), and SQLite cut the text at it (a kitchen item "a\0b"
/// was kept as "a"). Names lose their control characters, ids and keys that hold one name
/// nothing, and a sign-in with one is a wrong one. Run on PostgreSQL too (`.ci/run`).
struct ControlCharacterTests {
    static let nul = #"a\u0000b"#

    @Test func noCallAnswers500AndNamesAreKeptWithoutTheirControls() async throws {
        try await withAccountsApp { app, _ in
            // given an account
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let encoded = "a%00b"

            // when each call is sent a NUL where it takes text
            let calls: [(HTTPMethod, String, String?)] = [
                (.POST, "/api/v1/pantry", #"{"name": "\#(Self.nul)"}"#),
                (.POST, "/api/v1/grocery-list/items", #"{"name": "\#(Self.nul) onions"}"#),
                (.PUT, "/api/v1/grocery-list/checks", #"{"key": "\#(Self.nul)", "checked": true}"#),
                (.PUT, "/api/v1/grocery-list/checks", #"{"key": "\#(Self.nul)", "checked": false}"#),
                (.PUT, "/api/v1/favorites/\(encoded)", nil),
                (.GET, "/api/v1/favorites/\(encoded)", nil),
                (.DELETE, "/api/v1/favorites/\(encoded)", nil),
                (.GET, "/api/v1/recipes/\(encoded)", nil),
                (.POST, "/api/v1/plan", #"{"recipeId": "\#(Self.nul)", "date": "2026-12-03", "mealType": "dinner"}"#),
            ]
            for (method, path, body) in calls {
                let response = try await alice.send(method, path, json: body)
                // then each is answered, none with a failure of ours
                #expect(response.status.code < 500, "\(method) \(path): \(response.body.string)")
            }
            // and a sign-in with one is a wrong one
            let signIn = try await TestAPIClient(app: app).send(.POST, "/api/v1/sessions", json: #"{"username": "\#(Self.nul)", "password": "correct horse battery"}"#)
            #expect(signIn.status == .unauthorized)

            // and the kitchen item is kept as the answer said, its NUL gone, once
            _ = try await alice.send(.POST, "/api/v1/pantry", json: #"{"name": "a\u0000c"}"#)
            let names = try await alice.send(.GET, "/api/v1/pantry").jsonArray("items").compactMap { $0["name"] as? String }
            #expect(names.sorted() == ["a b", "a c"])

            // and an export document with one is read the same way
            let document = #"{"format": "reciplease-export", "version": 1, "pantry": [{"name": "\#(Self.nul)x", "ticked": false, "createdAt": "2026-01-01T00:00:00Z"}]}"#
            let imported = try await alice.send(.POST, "/api/v1/import", json: document)
            #expect(imported.status.code < 500, "\(imported.body.string)")
            let after = try await alice.send(.GET, "/api/v1/pantry").jsonArray("items").compactMap { $0["name"] as? String }
            #expect(!after.contains { $0.contains("\u{0}") })
        }
    }

    @Test func anIdWithANulAndMoreAfterItNamesNothing() async throws {
        try await withAccountsApp { app, _ in
            // given Alice's own recipe, a planned meal and a kitchen item
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let recipe = try await alice.send(.POST, "/api/v1/recipes", json: #"{"title": "Leek Soup", "servings": 2, "ingredients": ["2 leeks"], "instructions": ["Simmer."]}"#)
            let recipeID = try #require(try recipe.json()["id"] as? String)
            let planned = try await alice.send(.POST, "/api/v1/plan", json: #"{"recipeId": "\#(recipeID)", "date": "2026-12-03", "mealType": "dinner"}"#)
            let entryID = try #require(try planned.json()["id"] as? String)
            let item = try await alice.send(.POST, "/api/v1/pantry", json: #"{"name": "lentils"}"#)
            let itemID = try #require(try item.json()["id"] as? String)

            // when each id is sent with a NUL and text after it (Foundation's UUID(uuidString:) read
            // only what came before the NUL, and found the record)
            for (method, path, body) in [
                (HTTPMethod.GET, "/api/v1/recipes/\(recipeID)%00zzz", nil as String?),
                (.GET, "/api/v1/plan/\(entryID)%00garbage", nil),
                (.PATCH, "/api/v1/pantry/\(itemID)%00x", #"{"ticked": true}"#),
            ] {
                let response = try await alice.send(method, path, json: body)
                // then it names nothing
                #expect(response.status == .notFound, "\(method) \(path): \(response.status)")
            }
            // and the ids themselves still name their records
            #expect(try await alice.send(.GET, "/api/v1/recipes/\(recipeID)").status == .ok)
            #expect(try await alice.send(.PATCH, "/api/v1/pantry/\(itemID)", json: #"{"ticked": true}"#).status == .ok)
        }
    }
}
