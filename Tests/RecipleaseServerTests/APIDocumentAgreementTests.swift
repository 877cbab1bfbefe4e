import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// What the API's document says a request may be is what the server takes: a fuzzer reading the
/// document with every check on found requests it forbids answered 200 and the wrong methods
/// named for a path (2026-12-07).
struct APIDocumentAgreementTests {
    @Test func aPathWithANameOfItsOwnAllowsItsOwnMethods() async throws {
        try await withTestApp { app in
            // /recipes/search and /recipes/random are GET only, though /recipes/{id} takes PUT and DELETE
            for path in ["/api/v1/recipes/search", "/api/v1/recipes/random"] {
                let options = try await app.testing().sendRequest(.OPTIONS, path)
                #expect(options.headers.first(name: .allow) == "GET, HEAD, OPTIONS", "\(path)")
                let post = try await app.testing().sendRequest(.POST, path, headers: ["Content-Type": "application/json"], body: ByteBuffer(string: "{}"))
                #expect(post.status == .methodNotAllowed && post.headers.first(name: .allow) == "GET, HEAD, OPTIONS", "\(path)")
            }
            // a recipe's path still names a recipe's methods
            let recipe = try await app.testing().sendRequest(.OPTIONS, "/api/v1/recipes/omelette")
            #expect(recipe.headers.first(name: .allow) == "GET, HEAD, PUT, DELETE, OPTIONS")
        }
    }

    @Test func theLanguageIsCheckedWhereverItIsGiven() async throws {
        try await withAccountsApp { app, _ in
            let ada = try await TestAPIClient.signedUp(app, "ada")
            // one recipe: checked whether or not the answer is scaled
            #expect(try await ada.send(.GET, "/api/v1/recipes/omelette?lang=zz").status == .badRequest)
            #expect(try await ada.send(.GET, "/api/v1/recipes/omelette?lang=fr").status == .ok)
            // at most 30 code points as sent, as the document says
            let long = "en-" + String(repeating: "x", count: 28)
            #expect(try await ada.send(.GET, "/api/v1/recipes/search?lang=\(long)").status == .badRequest)
            #expect(try await ada.send(.GET, "/api/v1/recipes/search?lang=en-" + String(repeating: "x", count: 27)).status == .ok)
            // a parse whose body names the language still has its query checked
            let parse = try await ada.send(.POST, "/api/v1/ingredients/parse?lang=zz", json: #"{"lines": ["1 egg"], "lang": "en"}"#)
            #expect(parse.status == .badRequest, "\(parse.body.string)")
            #expect(try await ada.send(.POST, "/api/v1/ingredients/parse?lang=fr", json: #"{"lines": ["1 egg"], "lang": "en"}"#).status == .ok)
        }
    }

    @Test func anEmptyQueryValueIsTheKeyLeftOut() async throws {
        try await withTestApp { app in
            for query in ["ignorePantry=", "ranking=", "limit=", "maxCalories=", "lang="] {
                let answer = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=egg&" + query)
                #expect(answer.status == .ok, "\(query): \(answer.body.string)")
            }
            #expect(try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ignorePantry=maybe").status == .badRequest)
            #expect(try await app.testing().sendRequest(.GET, "/api/v1/recipes/omelette?units=&servings=").status == .ok)
        }
    }

    @Test func aLimitCountsCodePointsAsTheDocumentDoes() async throws {
        try await withAccountsApp { app, _ in
            let ada = try await TestAPIClient.signedUp(app, "ada")
            // 60 letters each with a combining accent: 60 characters, 120 code points, limit 80
            let decomposed = String(repeating: "e\u{0301}", count: 60)
            let refused = try await ada.send(.POST, "/api/v1/pantry", json: try jsonBody(["name": decomposed]))
            #expect(refused.status == .badRequest, "\(refused.body.string)")
            // the same letters composed are 60 code points
            let composed = String(repeating: "\u{00E9}", count: 60)
            #expect(try await ada.send(.POST, "/api/v1/pantry", json: try jsonBody(["name": composed])).status == .created)
            // counted as sent: 27 times "ab" and a bell is 81, though the bells are dropped
            let belled = String(repeating: "ab\u{7}", count: 27)
            #expect(try await ada.send(.POST, "/api/v1/pantry", json: try jsonBody(["name": belled])).status == .badRequest)
            let household = "Home" + String(repeating: " ", count: 60)
            #expect(try await ada.send(.POST, "/api/v1/households", json: try jsonBody(["name": household])).status == .badRequest)
            #expect(try await ada.send(.POST, "/api/v1/households", json: try jsonBody(["name": " Home "])).status == .created)
        }
    }
}
