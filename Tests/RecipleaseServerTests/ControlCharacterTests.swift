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
}
