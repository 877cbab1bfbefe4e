import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// An export document is weighed before it is decoded (decoding took 44 times its size): a list
/// longer than an account may hold is refused from one walk over the bytes, and documents that
/// pass are decoded one at a time.
struct ExportImportBoundsTests {
    /// An export document with `lists` put in at their paths (`"grocery.extras"` inside `grocery`).
    static func document(_ lists: [String: [Any]]) throws -> String {
        var document: [String: Any] = [
            "format": "reciplease-export", "version": 1, "exportedAt": "2026-01-01T00:00:00Z", "username": "alice",
            "recipes": [], "favorites": [], "preferences": ["diets": [], "cuisines": [], "intolerances": []],
            "pantry": [], "plan": [], "grocery": ["extras": []],
        ]
        for (path, items) in lists {
            let names = path.split(separator: ".").map(String.init)
            func put(_ object: [String: Any], _ names: ArraySlice<String>) -> [String: Any] {
                var object = object
                guard let first = names.first else { return object }
                if names.count == 1 {
                    object[first] = items
                } else {
                    let inner = object[first] as? [String: Any] ?? (first == "household" ? ["name": "Home", "plan": [], "kitchen": [], "grocery": ["extras": []]] : [:])
                    object[first] = put(inner, names.dropFirst())
                }
                return object
            }
            document = put(document, names[...])
        }
        return try jsonBody(document)
    }

    /// Sent as the review sent it: the file's bytes as the body, its name in the query.
    static func upload(_ client: TestAPIClient, _ body: String) async throws -> TestingHTTPResponse {
        var headers: HTTPHeaders = ["Accept": "application/json", "Content-Type": "application/octet-stream"]
        headers.add(name: .authorization, value: "Bearer \(try #require(client.token))")
        return try await client.app.testing().sendRequest(.POST, "/api/v1/import?fileName=export.json", headers: headers, body: ByteBuffer(string: body))
    }

    /// One row per list: its path in the document, its limit, and the words of the limit's reason.
    /// Each item is an empty object, which decoding would refuse as unreadable: the limit's reason
    /// shows the document was refused from its outline, before any decoding.
    static let lists: [(path: String, max: Int, words: String)] = [
        ("pantry", UserKitchen.maxItems, "kitchen items"),
        ("household.kitchen", UserKitchen.maxItems, "kitchen items"),
        ("favorites", UserFavorites.maxCount, "favorites"),
        ("recipes", UserRecipes.maxCount, "recipes of its own"),
        ("photos", UserRecipes.maxCount, "recipes of its own"),
        ("plan", UserPlan.maxEntries, "planned meals"),
        ("household.plan", UserPlan.maxEntries, "planned meals"),
        ("grocery.extras", UserGrocery.maxExtras, "items added by hand"),
        ("grocery.ticks", UserGrocery.maxChecks, "ticked grocery items"),
        ("household.grocery.checked", UserGrocery.maxChecks, "ticked grocery items"),
    ]

    @Test(arguments: ExportImportBoundsTests.lists)
    func aListPastItsLimitIsRefusedBeforeTheDocumentIsDecoded(_ list: (path: String, max: Int, words: String)) async throws {
        try await withAccountsApp { app, _ in
            // given an account with one kitchen item, and a document one item past a list's limit
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.POST, "/api/v1/pantry", json: #"{"name": "Chicken"}"#).status == .created)
            let body = try ExportImportBoundsTests.document([list.path: Array(repeating: [String: Any](), count: list.max + 1)])
            // when it is uploaded as a file, and sent as JSON
            for response in [try await ExportImportBoundsTests.upload(alice, body), try await alice.send(.POST, "/api/v1/import", json: body)] {
                // then the limit's reason, with what the list holds and what the document adds
                #expect(response.status == .badRequest)
                #expect(try response.json()["code"] as? String == "import.refused")
                #expect(response.reason.contains("at most \(list.max) \(list.words)"), "\(response.reason)")
                #expect(response.reason.contains("the export adds \(list.max + 1)"), "\(response.reason)")
                if list.path.hasSuffix("kitchen") || list.path == "pantry" {
                    #expect(response.reason.contains("it has 1 "), "\(response.reason)")
                }
            }
            // and nothing was written
            #expect(try await alice.send(.GET, "/api/v1/pantry").jsonArray("items").count == 1)
        }
    }

    /// One row per way an item can hold more than decoding should build, each within every list's
    /// count: the list and the items it gets, and the words the refusal must hold. The items are
    /// unreadable otherwise, so the reason shows the document was refused from its outline.
    static var items: [(name: String, lists: [String: [Any]], words: String)] { [
        ("a recipe with one ingredient line too many",
         ["recipes": [["recipeIngredient": Array(repeating: "1 egg", count: RecipeRules.maxIngredients + 1)]]],
         "Item 1 of “recipes” holds a list of \(RecipeRules.maxIngredients + 1) at “recipeIngredient”; at most \(RecipeRules.maxIngredients) there."),
        ("steps nested in a favorite's JSON-LD",
         ["favorites": [[:], ["jsonLD": ["recipeInstructions": [["itemListElement": Array(repeating: 1, count: 1_001)]]]]]],
         "Item 2 of “favorites” holds a list of 1001 at “jsonLD.recipeInstructions[].itemListElement”; at most 1000 there."),
        ("arrays nested deeper than any recipe's",
         ["recipes": [["nutrition": (0..<20).reduce([1] as Any) { inner, _ in [inner] }]]],
         "Item 1 of “recipes” nests 22 levels deep; at most 16."),
        ("a kitchen item with a thousand and one members",
         ["pantry": [Dictionary(uniqueKeysWithValues: (0...1_000).map { ("k\($0)", 0) })]],
         "Item 1 of “pantry” holds an object of 1001 members; at most 1000."),
        ("a planned meal of 70 KB",
         ["plan": [["note": String(repeating: "x", count: 70_000)]]],
         "Item 1 of “plan” is 70011 bytes; an item there is at most 65536."),
        ("preferences with a thousand and one diets",
         ["preferences.diets": Array(repeating: "vegan", count: 1_001)],
         "The list “preferences.diets” holds 1001 items; at most 1000."),
    ] }

    @Test(arguments: ExportImportBoundsTests.items.map(\.name))
    func anItemHoldingMoreThanDecodingShouldBuildIsRefusedFirst(_ name: String) async throws {
        let row = try #require(ExportImportBoundsTests.items.first { $0.name == name })
        try await withAccountsApp { app, _ in
            // given a document whose every list is within its limit, one item of which holds too much
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let body = try ExportImportBoundsTests.document(row.lists)
            // when it is uploaded as a file, sent as JSON, and pasted into the form
            for response in [try await ExportImportBoundsTests.upload(alice, body), try await alice.send(.POST, "/api/v1/import", json: body)] {
                // then it is refused with where and what, before anything is decoded
                #expect(response.status == .badRequest)
                #expect(try response.json()["code"] as? String == "import.refused")
                #expect(response.reason.contains(row.words), "\(response.reason)")
            }
            let browser = TestBrowser(app)
            try await browser.signUp("bobby")
            let page = try await browser.post("/import", [("url", ""), ("text", body)])
            #expect(page.status == .badRequest)
            #expect(page.body.string.contains(row.words))
            // and nothing was written
            #expect(try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").isEmpty)
        }
    }

    @Test(arguments: ["99999-01-01T00:00:00Z", "10000-01-01T00:00:00Z", "-0001-01-01T00:00:00Z", "0000-12-31T23:59:59Z", "2026-13-01T00:00:00Z", "yesterday"])
    func aDateOutsideTheFourDigitYearsIsRefusedWithItsPlace(_ date: String) async throws {
        try await withAccountsApp { app, _ in
            // given a document whose kitchen item was made in a year no page can write
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let body = try ExportImportBoundsTests.document(["pantry": [["name": "basil", "ticked": false, "createdAt": date]]])
            // when it is imported
            let response = try await alice.send(.POST, "/api/v1/import", json: body)
            // then it is refused, saying where, and nothing was written
            #expect(response.status == .badRequest, "\(date): \(response.body.string)")
            #expect(response.reason.contains("pantry"), "\(response.reason)")
            #expect(try await alice.send(.GET, "/api/v1/pantry").jsonArray("items").isEmpty)
        }
        // while the edges themselves are read
        for edge in ["0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z"] {
            let document = try ExportImportBoundsTests.document(["pantry": [["name": "basil", "ticked": false, "createdAt": edge]]])
            #expect(try AccountExport.decode(Data(document.utf8)).pantry.count == 1, "\(edge)")
        }
    }

    /// A recipe's own dates are held to the same years ("99999-01-01T00:00:00Z" came in and was
    /// exported again; CLI probe, 2026-12-07).
    @Test(arguments: [("dateCreated", "99999-01-01T00:00:00Z"), ("dateModified", "0000-01-01T00:00:00Z"), ("dateCreated", "yesterday")])
    func aRecipesDateOutsideTheYearsIsRefusedWithItsPlace(_ key: String, _ date: String) async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let recipe: [String: Any] = ["@type": "Recipe", "name": "Toast", "recipeIngredient": ["2 slices bread"],
                                         "recipeInstructions": ["Toast the bread."], key: date]
            let response = try await alice.send(.POST, "/api/v1/import", json: try ExportImportBoundsTests.document(["recipes": [recipe]]))
            #expect(response.status == .badRequest, "\(response.body.string)")
            #expect(response.reason.contains("Recipe 1") && response.reason.contains(key), "\(response.reason)")
            #expect(try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").isEmpty)
            // and a date within them comes in
            var good = recipe
            good[key] = "2026-01-31T18:30:00Z"
            #expect(try await alice.send(.POST, "/api/v1/import", json: try ExportImportBoundsTests.document(["recipes": [good]])).status == .ok)
        }
    }

    @Test(arguments: [("title", 241), ("ingredients", 401), ("instructions", 4_001)])
    func aFavoriteLongerThanAnyRecipeKeptIsRefused(_ field: String, _ length: Int) async throws {
        try await withAccountsApp { app, _ in
            // given Alice's export with one favorite, its snapshot's field made longer than twice
            // the recipe form's limit (a 625 KB title on 40 favorites made a 125 MB page)
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.PUT, "/api/v1/favorites/omelette").status == .created)
            let exported = try await alice.send(.GET, "/api/v1/export").body.string
            var document = try #require(try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [String: Any])
            var favorites = try #require(document["favorites"] as? [[String: Any]])
            var recipe = try #require(favorites[0]["recipe"] as? [String: Any])
            let long = String(repeating: "x", count: length)
            if field == "title" {
                recipe["title"] = long
            } else {
                var lines = try #require(recipe[field] as? [Any])
                // an ingredient is an object, its line in `text`; a step a string
                if var first = lines[0] as? [String: Any] { first["text"] = long; lines[0] = first } else { lines[0] = long }
                recipe[field] = lines
            }
            favorites[0]["recipe"] = recipe
            document["favorites"] = favorites
            let body = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)

            // when Bob imports it
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let refused = try await bob.send(.POST, "/api/v1/import", json: body)

            // then it is refused for that favorite, and Bob keeps none
            #expect(refused.status == .badRequest, "\(refused.status): \(refused.body.string.prefix(300))")
            #expect(try refused.json()["code"] as? String == "import.refused")
            #expect(refused.body.string.contains("longer lines (or a longer title) than any recipe"), "\(refused.body.string.prefix(300))")
            #expect(try await bob.send(.GET, "/api/v1/favorites").jsonArray("favorites").isEmpty)
            // and at the limit it comes in
            let kept = body.replacingOccurrences(of: long, with: String(long.dropLast()))
            #expect(try await bob.send(.POST, "/api/v1/import", json: kept).status == .ok)
        }
    }

    @Test func aDocumentNestedPastTheReadersDepthSaysSo() async throws {
        try await withAccountsApp { app, _ in
            // given a document whose diets are lists in lists 600 deep
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
            let body = try ExportImportBoundsTests.document([:]).replacingOccurrences(of: #""diets":[]"#, with: #""diets":\#(deep)"#)
            #expect(body.contains(deep))
            // when it is imported
            let response = try await alice.send(.POST, "/api/v1/import", json: body)
            // then the reason is its depth, with its place (it said a number was too large for its field)
            #expect(response.status.code >= 400 && response.status.code < 500, "\(response.body.string)")
            #expect(response.reason.contains("256"), "\(response.reason)")
            #expect(!response.reason.contains("number"), "\(response.reason)")
        }
    }

    @Test func theImportFormRefusesAListPastItsLimitToo() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("bobby")
            let items = Array(repeating: [String: Any](), count: UserKitchen.maxItems + 1)
            let result = try await browser.post("/import", [("url", ""), ("text", try ExportImportBoundsTests.document(["pantry": items]))])
            #expect(result.status == .badRequest)
            #expect(result.body.string.contains("at most \(UserKitchen.maxItems) kitchen items"))
        }
    }

    @Test func aDocumentAtEveryListsLimitIsImported() async throws {
        try await withAccountsApp { app, _ in
            // given a document with as many kitchen items and grocery items as an account may hold
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let kitchen = (0..<UserKitchen.maxItems).map { ["name": "thing \($0)", "ticked": false, "createdAt": "2026-01-01T00:00:00Z"] as [String: Any] }
            let extras = (0..<UserGrocery.maxExtras).map { ["name": "extra \($0)", "keep": true, "createdAt": "2026-01-01T00:00:00Z"] as [String: Any] }
            let body = try ExportImportBoundsTests.document(["pantry": kitchen, "grocery.extras": extras])
            // when it is uploaded
            let response = try await ExportImportBoundsTests.upload(alice, body)
            // then all of it is there
            #expect(response.status == .ok, "\(response.body.string)")
            let imported = try #require(try response.json()["imported"] as? [String: Any])
            #expect(imported["pantry"] as? Int == UserKitchen.maxItems)
            #expect(imported["groceryItems"] as? Int == UserGrocery.maxExtras)
            #expect(try await alice.send(.GET, "/api/v1/pantry").jsonArray("items").count == UserKitchen.maxItems)
        }
    }

    @Test func anImportWaitsForTheOneBeforeIt() async throws {
        try await withAccountsApp { app, _ in
            // given alice's document, and the line of export imports held by another import
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let body = try ExportImportBoundsTests.document(["pantry": [["name": "basil", "ticked": false, "createdAt": "2026-01-01T00:00:00Z"]]])
            let gate = OneAtATime.exportImports
            let aliceID = try await alice.accountID()
            let turns = await gate.turns
            let (waited, nothingYet, upload) = try await gate.run { () async throws -> (Bool, Bool, Task<TestingHTTPResponse, any Error>) in
                // when she uploads it
                let upload = Task { try await ExportImportBoundsTests.upload(alice, body) }
                let waited = try await Eventually.holds { await gate.waitingCount(for: aliceID) > 0 }
                return (waited, try await alice.send(.GET, "/api/v1/pantry").jsonArray("items").isEmpty, upload)
            }
            // then it waits in line, having written nothing
            #expect(waited)
            #expect(nothingYet)
            let response = try await upload.value
            // and is imported once the turn before it ends
            #expect(response.status == .ok, "\(response.body.string)")
            #expect(try await alice.send(.GET, "/api/v1/pantry").jsonArray("items").count == 1)
            #expect(await gate.turns >= turns + 2)
        }
    }
}
