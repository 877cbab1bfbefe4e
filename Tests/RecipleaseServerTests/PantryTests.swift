import Fluent
import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

struct PantryTests {
    @Test func theListHoldsTwoHundredEvenWhenAddsArriveTogether() async throws {
        try await withAccountsApp { app, _ in
            // given a list one short of full
            let client = try await TestAPIClient.signedUp(app, "alice")
            let user = try await app.storedUser("alice")
            for n in 1..<UserKitchen.maxItems {
                try await KitchenItem(userID: try user.requireID(), name: "item \(n)", nameKey: "item \(n)", foodID: nil,
                                     ticked: true, createdAt: Date()).create(on: app.db)
            }

            // when eight adds arrive at once
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for n in 0..<8 {
                    group.addTask { try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "extra \#(n)"}"#).status }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            // then at most one got in, the others were refused, and the list is not over its limit
            #expect(statuses.filter { $0 == .created }.count <= 1)
            #expect(statuses.allSatisfy { $0 == .created || $0 == .conflict })
            let count = try await KitchenItem.query(on: app.db).count()
            #expect(count <= UserKitchen.maxItems)
            if count < UserKitchen.maxItems {
                #expect(try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "last one"}"#).status == .created)
            }
            let refused = try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "one too many"}"#)
            #expect(refused.status == .conflict)
            #expect(refused.reason.contains("at most 200"))
        }
    }

    @Test func ingredientsAreAddedTickedUntickedDeletedAndCleared() async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")

            // when
            let tomatoes = try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "  Tomatoes "}"#)
            let rice = try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "basmati rice", "ticked": false}"#)
            let mystery = try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "unobtainium"}"#)

            // then
            #expect(tomatoes.status == .created)
            #expect(try tomatoes.json()["name"] as? String == "Tomatoes")
            #expect(try tomatoes.json()["food"] as? String == "tomato")
            #expect(try tomatoes.json()["ticked"] as? Bool == true)
            #expect(try rice.json()["ticked"] as? Bool == false)
            #expect(try mystery.json()["food"] is NSNull)
            let list = try await client.send(.GET, "/api/v1/pantry")
            #expect(try list.jsonArray("items").map { $0["name"] as? String } == ["basmati rice", "Tomatoes", "unobtainium"])
            #expect(try list.json()["searchURL"] as? String == "/?i=Tomatoes&i=unobtainium")

            // when rice is ticked and tomatoes untick
            let riceID = try #require(try rice.json()["id"] as? String)
            let tomatoID = try #require(try tomatoes.json()["id"] as? String)
            #expect(try await client.send(.PATCH, "/api/v1/pantry/\(riceID)", json: #"{"ticked": true}"#).json()["ticked"] as? Bool == true)
            #expect(try await client.send(.PATCH, "/api/v1/pantry/\(tomatoID)", json: #"{"ticked": false}"#).status == .ok)

            // then the search follows the ticks
            #expect(try await client.send(.GET, "/api/v1/pantry").json()["searchURL"] as? String == "/?i=basmati%20rice&i=unobtainium")

            // when one is deleted, then all
            #expect(try await client.send(.DELETE, "/api/v1/pantry/\(riceID)").status == .noContent)
            #expect(try await client.send(.GET, "/api/v1/pantry").jsonArray("items").count == 2)
            #expect(try await client.send(.DELETE, "/api/v1/pantry/\(riceID)").status == .notFound)
            #expect(try await client.send(.DELETE, "/api/v1/pantry").status == .noContent)
            #expect(try await client.send(.GET, "/api/v1/pantry").jsonArray("items").isEmpty)
        }
    }

    @Test(arguments: [
        (#"{"name": ""}"#, HTTPStatus.badRequest, "needs a name"),
        (#"{"name": "   "}"#, .badRequest, "needs a name"),
        (#"{"name": "!!!"}"#, .badRequest, "at least one letter or digit"),
        (#"{"name": "\#(String(repeating: "x", count: 81))"}"#, .badRequest, "at most 80 characters"),
        (#"{"name": "TOMATOES"}"#, .conflict, "already on your kitchen list"),
        (#"{"name": "Tomatoes!"}"#, .conflict, "already on your kitchen list"),
        (#"{"name": "tomatoes", "ticked": "yes"}"#, .badRequest, "ticked must be true or false"),
        (#"{"name": 5}"#, .badRequest, "name must be text in double quotes"),
        (#"{}"#, .badRequest, "name is required"),
        (#"["tomatoes"]"#, .badRequest, "the body must be an object in { }"),
        (#"{"name": "garlic""#, .badRequest, "not valid JSON"),
        ("", .badRequest, "takes a JSON body"),
    ])
    func badIngredientsAnswerWithAReasonAndWriteNothing(_ body: String, _ status: HTTPStatus, _ reason: String) async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "tomatoes"}"#).status == .created)

            // when
            let response = try await client.send(.POST, "/api/v1/pantry", json: body)

            // then
            #expect(response.status == status)
            #expect((try response.json()["reason"] as? String)?.contains(reason) == true, "\(response.body.string)")
            #expect(try await KitchenItem.query(on: app.db).count() == 1)
        }
    }

    @Test(arguments: [
        (#"{}"#, HTTPStatus.badRequest, "Send ticked"),
        (#"{"ticked": 1}"#, .badRequest, "ticked must be true or false"),
        (#"{"name": "Garlic"}"#, .conflict, "already on your kitchen list"),
        (#"{"name": ""}"#, .badRequest, "needs a name"),
        (#"nope"#, .badRequest, "not valid JSON"),
    ])
    func badChangesAnswerWithAReasonAndChangeNothing(_ body: String, _ status: HTTPStatus, _ reason: String) async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")
            try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "garlic"}"#)
            let id = try #require(try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "onion"}"#).json()["id"] as? String)

            // when
            let response = try await client.send(.PATCH, "/api/v1/pantry/\(id)", json: body)

            // then
            #expect(response.status == status)
            #expect((try response.json()["reason"] as? String)?.contains(reason) == true, "\(response.body.string)")
            let items = try await KitchenItem.query(on: app.db).all()
            #expect(items.map(\.name).sorted() == ["garlic", "onion"])
            #expect(items.allSatisfy { $0.ticked })
        }
    }

    @Test(arguments: ["not-a-uuid", "7d9f1c2e-0000-4000-8000-000000000000"])
    func anUnknownIdAnswers404(_ id: String) async throws {
        try await withAccountsApp { app, _ in
            let client = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await client.send(.PATCH, "/api/v1/pantry/\(id)", json: #"{"ticked": true}"#).status == .notFound)
            #expect(try await client.send(.DELETE, "/api/v1/pantry/\(id)").status == .notFound)
        }
    }

    @Test func theKitchenPageAddsTicksDeletesClearsAndLinksToTheSearch() async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            try await browser.signUp("alice")

            // when two are added
            #expect(try await browser.post("/kitchen", [("name", "chicken")]).location == "/kitchen")
            #expect(try await browser.post("/kitchen", [("name", "rice")]).location == "/kitchen")

            // then both are listed, ticked, with the search link and the suggestions list
            var html = try await browser.get("/kitchen").body.string
            #expect(html.contains("href=\"/?i=chicken&amp;i=rice\""))
            #expect(html.contains("id=\"pantry-name\" name=\"name\" type=\"text\" value=\"\" autocomplete=\"off\" data-suggest"))
            #expect(html.contains("<script src=\"/suggest.js\" defer>"))
            let items = try await KitchenItem.query(on: app.db).all()
            let rice = try #require(items.first { $0.name == "rice" }?.id?.uuidString)

            // when rice is unticked
            #expect(try await browser.post("/kitchen/\(rice)", [("ticked", "0")]).location == "/kitchen")
            html = try await browser.get("/kitchen").body.string
            #expect(html.contains("href=\"/?i=chicken\""))
            #expect(html.contains("data-name=\"rice\" data-ticked=\"false\""))

            // when rice is deleted, then all are cleared
            #expect(try await browser.post("/kitchen/\(rice)/delete").location == "/kitchen")
            #expect(try await KitchenItem.query(on: app.db).all().map(\.name) == ["chicken"])
            // (issue 21: the emptied page answers at once, with its "Undo")
            #expect(try await browser.post("/kitchen/clear").body.string.contains("Cleared 1 food."))
            #expect(try await KitchenItem.query(on: app.db).count() == 0)
            #expect(try await browser.get("/kitchen").body.string.contains("Your list is empty."))
        }
    }

    @Test func aRefusedNameShowsThePageAgainWithTheReason() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            try await browser.post("/kitchen", [("name", "rice")])
            let duplicate = try await browser.post("/kitchen", [("name", "Rice")])
            #expect(duplicate.status == .conflict)
            #expect(duplicate.body.string.contains("&quot;Rice&quot; is already on your kitchen list."))
            let empty = try await browser.post("/kitchen", [("name", " ")])
            #expect(empty.status == .badRequest)
            #expect(empty.body.string.contains("An ingredient needs a name."))
            #expect(try await browser.post("/kitchen/\(UUID().uuidString)", [("ticked", "2")]).status == .notFound)
            #expect(try await KitchenItem.query(on: app.db).count() == 1)
        }
    }

    @Test func ingredientNamesWithMarkupAreShownEscaped() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            try await browser.post("/kitchen", [("name", "<script>alert(3)</script> beans")])
            let html = try await browser.get("/kitchen").body.string
            #expect(!html.contains("<script>alert(3)"))
            #expect(html.contains("&lt;script&gt;alert(3)&lt;/script&gt; beans"))
        }
    }

    @Test(arguments: [
        ("chick", "chicken"),
        ("CHICK", "chicken"),
        ("tomatoe", "tomato"),
        ("thigh", "chicken thigh"),
    ])
    func suggestionsComeFromTheFoodCatalog(_ typed: String, _ first: String) async throws {
        try await withAccountsApp { app, _ in
            let response = try await TestAPIClient(app: app).send(.GET, "/api/v1/foods/suggest?q=\(typed)&limit=5")
            #expect(response.status == .ok)
            let names = try response.jsonArray("suggestions").compactMap { $0["name"] as? String }
            #expect(names.first == first, "\(names)")
            #expect(names.count <= 5)
        }
    }

    @Test(arguments: ["limit=0", "limit=26", "limit=x", "q=" + String(repeating: "a", count: 81)])
    func badSuggestionParametersAnswer400(_ query: String) async throws {
        try await withAccountsApp { app, _ in
            let response = try await TestAPIClient(app: app).send(.GET, "/api/v1/foods/suggest?q=egg&\(query)")
            #expect(response.status == .badRequest)
        }
    }
}
