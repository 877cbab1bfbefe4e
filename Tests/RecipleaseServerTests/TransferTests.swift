import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Export all of a user's data, and import it again: the same data comes back.
struct TransferTests {
    /// Alice with a bit of everything: her own recipe, a plan, planner settings, grocery ticks and
    /// an item added by hand, favorites, preferences and a kitchen list.
    /// The grocery ticks and hand-added items are written a second apart on `clock`: the export lists
    /// them oldest first, and on a clock standing still they would be as old as each other, listed in
    /// whatever order the database returns (SQLite's and PostgreSQL's need not agree, nor two runs).
    static func fillAccount(_ client: TestAPIClient, clock: TestClock) async throws {
        let pudding = try await client.createRecipe("Milk Pudding")
        _ = try await client.plan(pudding, on: "2026-01-05", "snack", servings: 3, note: "for the kids")
        _ = try await client.plan("omelette", on: "2026-01-06", "breakfast")
        try await client.setSettings(["reminderMinutes": 30, "timeZone": "Europe/Paris"])
        let week = #""from": "2026-01-05", "to": "2026-01-11""#
        let eggs = try #require(try await client.groceryItems(from: "2026-01-05", to: "2026-01-11").first { $0["food"] as? String == "egg" }?["key"] as? String)
        #expect(try await client.send(.PUT, "/api/v1/grocery-list/checks", json: #"{"key": "\#(eggs)", "checked": true, \#(week)}"#).status == .ok)
        clock.advance(seconds: 1)
        let towels = try await client.send(.POST, "/api/v1/grocery-list/items", json: #"{"name": "paper towels", \#(week)}"#)
        let key = try #require(try towels.json()["key"] as? String)
        clock.advance(seconds: 1)
        #expect(try await client.send(.PUT, "/api/v1/grocery-list/checks", json: #"{"key": "\#(key)", "checked": true, \#(week)}"#).status == .ok)
        clock.advance(seconds: 1)
        #expect(try await client.send(.POST, "/api/v1/grocery-list/items", json: #"{"name": "dish soap", "keep": true}"#).status == .created)
        for id in ["omelette", "chicken-rice"] {
            #expect(try await client.send(.PUT, "/api/v1/favorites/\(id)").status == .created)
        }
        #expect(try await client.send(.PUT, "/api/v1/preferences", json: #"{"diets": ["vegetarian"], "cuisines": ["French"], "intolerances": ["peanut"]}"#).status == .ok)
        #expect(try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "Chicken"}"#).status == .created)
        #expect(try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "basmati rice", "ticked": false}"#).status == .created)
    }

    /// The document without what names the account and the moment, and with the ids of the
    /// user's own recipes (new in every account) replaced by their place in the document.
    static func comparable(_ data: Data) throws -> NSDictionary {
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["username"] = nil
        object["exportedAt"] = nil
        var recipes = try #require(object["recipes"] as? [[String: Any]])
        var places: [String: String] = [:]
        for index in recipes.indices {
            let id = try #require(recipes[index]["identifier"] as? String)
            places[id] = "own-recipe-\(index)"
            recipes[index]["identifier"] = places[id]
        }
        object["recipes"] = recipes
        object["plan"] = try #require(object["plan"] as? [[String: Any]]).map { entry in
            var entry = entry
            if let id = entry["recipeId"] as? String, let place = places[id] { entry["recipeId"] = place }
            return entry
        }
        return object as NSDictionary
    }

    @Test func anExportImportedIntoAnEmptyAccountGivesTheSameData() async throws {
        try await withAccountsApp { app, clock in
            // given alice's account, exported
            let alice = try await TestAPIClient.signedUp(app, "alice")
            try await TransferTests.fillAccount(alice, clock: clock)
            let exported = try await alice.send(.GET, "/api/v1/export")
            #expect(exported.status == .ok)
            #expect(exported.headers.first(name: .contentDisposition) == "attachment; filename=\"reciplease-alice.json\"")
            let document = Data(buffer: exported.body)

            // when bob, new and empty, imports it
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let imported = try await bob.send(.POST, "/api/v1/import", json: String(decoding: document, as: UTF8.self))

            // then bob's export is alice's
            #expect(imported.status == .ok)
            let summary = try #require(try imported.json()["imported"] as? [String: Any])
            #expect(summary["recipes"] as? Int == 1)
            #expect(summary["plan"] as? Int == 2)
            #expect(summary["groceryItems"] as? Int == 2)
            #expect(summary["plannerSettings"] as? Bool == true)
            #expect(summary["favorites"] as? Int == 2)
            #expect(summary["pantry"] as? Int == 2)
            #expect(summary["preferences"] as? Bool == true)
            let again = Data(buffer: try await bob.send(.GET, "/api/v1/export").body)
            #expect(try TransferTests.comparable(again) == TransferTests.comparable(document))
            #expect(try await bob.send(.GET, "/api/v1/favorites/omelette").json()["title"] as? String == "Omelette")
            // bob's copy of the recipe is his own, and his searches find it (within alice's
            // preferences, which he now has: a French vegetarian pudding would do, this one has no cuisine)
            #expect(try await bob.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").compactMap { $0["title"] as? String } == ["Milk Pudding"])
            #expect(try await bob.send(.PUT, "/api/v1/preferences", json: "{}").status == .ok)
            #expect(try await bob.searchTitles("q=pudding") == ["Milk Pudding"])
            #expect(try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").count == 1)
        }
    }

    @Test func theExportHoldsEachFavoriteWithItsSnapshotAndAsJSONLD() async throws {
        try await withAccountsApp { app, clock in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            try await TransferTests.fillAccount(alice, clock: clock)
            let body = try await alice.send(.GET, "/api/v1/export").json()
            #expect(body["format"] as? String == "reciplease-export")
            #expect(body["version"] as? Int == 1)
            let favorites = try #require(body["favorites"] as? [[String: Any]])
            let omelette = try #require(favorites.first { $0["recipeId"] as? String == "omelette" })
            #expect((omelette["recipe"] as? [String: Any])?["instructions"] as? [String] == ["Beat and cook."])
            let jsonLD = try #require(omelette["jsonLD"] as? [String: Any])
            #expect(jsonLD["@type"] as? String == "Recipe")
            #expect(jsonLD["recipeIngredient"] as? [String] == ["3 eggs", "1 tbsp milk", "Salt to taste"])
            #expect((body["preferences"] as? [String: Any])?["diets"] as? [String] == ["vegetarian"])
            #expect((body["pantry"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["basmati rice", "Chicken"])
            let recipes = try #require(body["recipes"] as? [[String: Any]])
            #expect(recipes.first?["@type"] as? String == "Recipe")
            #expect(recipes.first?["name"] as? String == "Milk Pudding")
            #expect(recipes.first?["recipeIngredient"] as? [String] == ["1 cup milk", "2 tbsp sugar"])
            let plan = try #require(body["plan"] as? [[String: Any]])
            #expect(plan.map { $0["recipeId"] as? String } == [recipes.first?["identifier"] as? String, "omelette"])
            #expect((body["planner"] as? [String: Any])?["timeZone"] as? String == "Europe/Paris")
            let grocery = try #require(body["grocery"] as? [String: Any])
            let ticks = try #require(grocery["ticks"] as? [[String: Any]])
            #expect(ticks.map { "\($0["key"] ?? "") \($0["from"] ?? "") \($0["to"] ?? "")" } == ["egg|piece 2026-01-05 2026-01-11", "text:paper towels|any 2026-01-05 2026-01-11"])
            #expect(ticks.allSatisfy { $0["amountKey"] is String })
            let extras = try #require(grocery["extras"] as? [[String: Any]])
            #expect(extras.map { "\($0["name"] ?? "") \($0["keep"] ?? "")" } == ["paper towels 0", "dish soap 1"])
            #expect(extras.first?["from"] as? String == "2026-01-05")
        }
    }

    @Test func importingTwiceKeepsWhatIsThereAndSaysSo() async throws {
        try await withAccountsApp { app, clock in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            try await TransferTests.fillAccount(alice, clock: clock)
            let document = try await alice.send(.GET, "/api/v1/export").body.string
            let again = try await alice.send(.POST, "/api/v1/import", json: document)
            let summary = try #require(try again.json()["imported"] as? [String: Any])
            #expect(summary["favorites"] as? Int == 0)
            #expect((summary["skipped"] as? [String])?.contains("\"Omelette\" was already a favorite") == true)
            #expect(try await alice.send(.GET, "/api/v1/favorites").json()["total"] as? Int == 2)
        }
    }

    /// Favorites go in 400 an INSERT: 450 cross a batch's edge, and one listed twice comes in once.
    @Test func manyFavoritesComeInOnceEach() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.PUT, "/api/v1/favorites/omelette").status == .created)
            var document = try #require(try JSONSerialization.jsonObject(with: Data(try await alice.send(.GET, "/api/v1/export").body.string.utf8)) as? [String: Any])
            let omelette = try #require((document["favorites"] as? [[String: Any]])?.first)
            var favorites = (0..<450).map { index -> [String: Any] in
                var favorite = omelette
                favorite["recipeId"] = "kept-\(index)"
                return favorite
            }
            favorites.append(favorites[7])
            document["favorites"] = favorites
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let response = try await bob.send(.POST, "/api/v1/import", json: String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self))
            #expect(response.status == .ok, "\(response.body.string.prefix(300))")
            let summary = try #require(try response.json()["imported"] as? [String: Any])
            #expect(summary["favorites"] as? Int == 450)
            #expect((summary["skipped"] as? [String])?.filter { $0.hasSuffix("was already a favorite") }.count == 1)
            #expect(try await bob.send(.GET, "/api/v1/favorites").json()["total"] as? Int == 450)
            #expect(try await alice.send(.GET, "/api/v1/favorites").json()["total"] as? Int == 1)
        }
    }

    @Test(arguments: [
        (#"{"format": "reciplease-export", "version": 99, "exportedAt": "2026-01-01T00:00:00Z", "username": "x", "recipes": [], "favorites": [], "preferences": {"diets": [], "cuisines": [], "intolerances": []}, "pantry": []}"#, "version 99"),
        (#"{"format": "reciplease-export", "version": 1}"#, "not a Reciplease export Reciplease can read"),
        // a version past any whole number is later too, and half a version none (the command line reads them alike)
        (#"{"format": "reciplease-export", "version": 1e300, "recipes": []}"#, "version 1e+300"),
        (#"{"format": "reciplease-export", "version": 1.5, "recipes": []}"#, "version is required, a whole number"),
        (#"{"content": "<p>Just a story about soup.</p>", "fileName": "story.html"}"#, "No recipe found"),
        (#"{"nothing": true}"#, "nothing is not a key it knows; its keys are url, content, fileName."),
        (#"{}"#, "Send an export document"),
    ])
    func whatCannotBeImportedIsRefusedWithAReason(_ body: String, _ reason: String) async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let response = try await alice.send(.POST, "/api/v1/import", json: body)
            #expect((400..<500).contains(response.status.code))
            #expect((try response.json()["reason"] as? String)?.contains(reason) == true, "\(response.body.string)")
        }
    }

    @Test func anExportIsHeldToTheSingleItemRulesAndEveryProblemIsNamedBeforeAnythingIsWritten() async throws {
        try await withAccountsApp { app, _ in
            // given a document breaking the rules of the recipe form, the plan, the grocery list,
            // the kitchen list, favorites and preferences, beside entries that are fine
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let long = String(repeating: "x", count: 600)
            let document: [String: Any] = [
                "format": "reciplease-export", "version": 1, "exportedAt": "2026-01-01T00:00:00Z", "username": "mallory",
                "recipes": [
                    ["@type": "Recipe", "identifier": "mine-1", "name": "Fine", "recipeYield": "2", "recipeIngredient": ["1 egg"], "recipeInstructions": ["Cook."]],
                    ["@type": "Recipe", "identifier": "mine-2", "name": "Huge", "recipeYield": "5000", "recipeIngredient": ["1 egg"], "recipeInstructions": ["Cook."]],
                ],
                "favorites": [[
                    "recipeId": "evil", "title": "Evil", "savedAt": "2026-01-01T00:00:00Z",
                    "recipe": ["id": "evil", "title": "Evil", "sourceURL": "javascript:alert(1)", "cuisines": [], "mealTypes": [], "diets": [],
                               "allergens": [], "tags": [], "ingredients": [], "instructions": []],
                    "jsonLD": [:],
                ]],
                "preferences": ["diets": ["carnivore"], "cuisines": [], "intolerances": []],
                "pantry": [["name": "", "ticked": true, "createdAt": "2026-01-01T00:00:00Z"]],
                "plan": [
                    ["recipeId": "omelette", "title": "Omelette", "date": "2026-01-05", "mealType": "breakfast", "servings": 100000, "time": "08:00", "note": long, "createdAt": "2026-01-01T00:00:00Z"],
                    ["recipeId": "someone-elses-recipe", "title": "Not mine", "date": "2026-01-05", "mealType": "dinner", "servings": 2, "time": "19:00", "createdAt": "2026-01-01T00:00:00Z"],
                    ["recipeId": "mine-1", "title": "Fine", "date": "2026-01-06", "mealType": "dinner", "servings": 2, "time": "19:00", "createdAt": "2026-01-01T00:00:00Z"],
                ],
                "grocery": ["checked": [String(repeating: "k", count: 300)], "extras": [["name": long, "checked": false, "createdAt": "2026-01-01T00:00:00Z"]]],
            ]

            // when it is imported
            let response = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(document))

            // then one 400 names every problem
            #expect(response.status == .badRequest)
            let reason = response.reason
            for part in ["Recipe 2", "Servings must be", "javascript:alert(1)", "carnivore", "An ingredient needs a name",
                         "servings must be a whole number", "note is 600 characters", "someone-elses-recipe", "A ticked grocery item",
                         "An item is at most 80 characters"] {
                #expect(reason.contains(part), "\(part) in \(reason)")
            }
            // and nothing was written, not even what was fine
            #expect(try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").isEmpty)
            #expect(try await alice.send(.GET, "/api/v1/plan?from=2026-01-05&to=2026-01-06").jsonArray("entries").isEmpty)
            #expect(try await alice.send(.GET, "/api/v1/favorites").jsonArray("favorites").isEmpty)
        }
    }

    @Test func anExportCannotGoPastTheLimitsOfAnAccount() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let items = (0...UserKitchen.maxItems).map { ["name": "thing \($0)", "ticked": true, "createdAt": "2026-01-01T00:00:00Z"] as [String: Any] }
            let document: [String: Any] = [
                "format": "reciplease-export", "version": 1, "exportedAt": "2026-01-01T00:00:00Z", "username": "alice",
                "recipes": [], "favorites": [], "preferences": ["diets": [], "cuisines": [], "intolerances": []],
                "pantry": items, "plan": [], "grocery": ["checked": [], "extras": []],
            ]
            let response = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(document))
            #expect(response.status == .badRequest)
            #expect(response.reason.contains("at most \(UserKitchen.maxItems) kitchen items"), "\(response.reason)")
            #expect(try await alice.send(.GET, "/api/v1/pantry").jsonArray("items").isEmpty)
        }
    }

    @Test func exportAndImportNeedAnAccount() async throws {
        try await withAccountsApp { app, _ in
            #expect(try await app.testing().sendRequest(.GET, "/api/v1/export").status == .unauthorized)
            let page = try await app.testing().sendRequest(.GET, "/import")
            #expect(page.status == .seeOther || page.status == .found)
        }
    }

    @Test func theImportFormReadsAnExportAndSaysWhatItAdded() async throws {
        try await withAccountsApp { app, clock in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            try await TransferTests.fillAccount(alice, clock: clock)
            let document = try await alice.send(.GET, "/api/v1/export").body.string

            let browser = TestBrowser(app)
            try await browser.signUp("bobby")
            #expect(try await browser.get("/import").body.string.contains("Web address of a recipe page"))
            let result = try await browser.post("/import", [("url", ""), ("text", document)])
            #expect(result.status == .ok)
            #expect(result.body.string.contains("Added 1 recipes, 2 favorites and 2 kitchen-list ingredients, and your search preferences."))
            let again = Data(buffer: try await browser.get("/api/v1/export").body)
            #expect(try TransferTests.comparable(again) == TransferTests.comparable(Data(document.utf8)))
        }
    }

    @Test func theImportFormExplainsAPageWithoutRecipeData() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("bobby")
            let result = try await browser.post("/import", [("text", "<html><body><p>Just a story about soup.</p></body></html>")])
            #expect(result.status == .unprocessableEntity)
            #expect(result.body.string.contains("No recipe found: this page has no schema.org Recipe data"))
            #expect(result.body.string.contains("Just a story about soup."), "what was pasted is kept in the form")
        }
    }

    @Test func theCommandLineExportAndImportWorkOnTheDatabaseFile() async throws {
        // given alice in a SQLite file, made through the app as the server would
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-transfer-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var settings = Settings(dataDirectory: directory, database: .sqliteFile, passwordCost: 4)
        // A file database shares the blocking-thread pool with every other test's app: let it wait.
        settings.connectionWaitSeconds = 120
        try await withApp(configure: { app in try await configure(app, settings: settings, store: TestLibrary.store()) }) { app in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            // (this app keeps the system's clock, which moves on by itself: the hand clock goes unused)
            try await TransferTests.fillAccount(alice, clock: TestClock())
            _ = try await TestAPIClient.signedUp(app, "bob")
        }

        // when the functions `reciplease export` and `import --user` call run
        let document = try await RecipleaseApp.exportDocument(username: "Alice", settings: settings)
        let lines = try await RecipleaseApp.importDocument(document, fileName: "alice.json", username: "bob", settings: settings)

        // then
        #expect(lines.first == "Imported into bob: 1 recipe, 2 plan entries, 2 favorites, 2 kitchen-list ingredients, 2 grocery items, planner settings, search preferences")
        let bobs = try await RecipleaseApp.exportDocument(username: "bob", settings: settings)
        #expect(try TransferTests.comparable(bobs) == TransferTests.comparable(document))
        await #expect(throws: TransferError.self) { try await RecipleaseApp.exportDocument(username: "carol", settings: settings) }

        // and a page imported from the command line is saved among bob's recipes
        let saved = try await RecipleaseApp.importDocument(Data(RecipeImportTests.page.utf8), fileName: "soup.html", username: "bob", settings: settings)
        #expect(saved.count == 1)
        #expect(saved.first?.hasPrefix("Saved \"Leek & Potato Soup\" as u-") == true)
        let none = #"<html><body>no recipe</body></html>"#
        await #expect(throws: TransferError.self) { try await RecipleaseApp.importDocument(Data(none.utf8), fileName: "x.html", username: "bob", settings: settings) }
    }
}
