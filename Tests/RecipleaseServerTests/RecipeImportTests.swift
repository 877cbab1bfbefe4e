import Foundation
import Fluent
import RecipleaseCore
import RecipleaseProviders
import RecipleaseProviderStubs
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Importing recipes from pages, files and URLs into the signed-in user's own recipes.
struct RecipeImportTests {
    static let page = """
    <html><head><script type="application/ld+json">
    {"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"Soups"},{"@type":"Recipe","name":"Leek &amp; Potato Soup",
     "recipeYield":"4 bowls","prepTime":"PT10M","cookTime":"PT30M","recipeCuisine":"British",
     "recipeIngredient":["2 leeks, <b>sliced</b>","3 potatoes, diced","1 litre vegetable stock","Salt &amp; pepper"],
     "recipeInstructions":[{"@type":"HowToSection","name":"Soup","itemListElement":[
       {"@type":"HowToStep","text":"Soften the leeks."},{"@type":"HowToStep","text":"Add the potatoes and stock; simmer 25 minutes."}]},
       {"@type":"HowToStep","text":"Blend &amp; season."}]}]}
    </script></head><body></body></html>
    """

    /// Two recipes on one page, for the test of the limit below.
    static let twoRecipes = """
    <html><head><script type="application/ld+json">
    [{"@context":"https://schema.org","@type":"Recipe","name":"Green Salad","recipeIngredient":["1 lettuce","2 tbsp olive oil"]},
     {"@context":"https://schema.org","@type":"Recipe","name":"Plain Dressing","recipeIngredient":["3 tbsp olive oil","1 tbsp vinegar"]}]
    </script></head><body></body></html>
    """

    @Test func aPageWhoseRecipesDoNotAllFitSavesNoneOfThem() async throws {
        try await withAccountsApp { app, _ in
            // given alice with room for one more recipe, and a page that declares two
            let alice = try await TestAPIClient.signedUp(app, "alice")
            try await CollectionImportTwoDoorsTests.fill(app, "alice", leaving: 1)
            let user = try await app.storedUser("alice")
            let count = { try await UserRecipe.query(on: app.db).filter(\.$user.$id == user.requireID()).count() }

            // when she imports it
            let full = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["content": RecipeImportTests.twoRecipes, "fileName": "salads.html"]))

            // then the limit's conflict, and neither recipe is saved
            #expect(full.status == .conflict, "\(full.body.string)")
            #expect(try full.json()["code"] as? String == "recipes.full")
            #expect(try await count() == UserRecipes.maxCount - 1)

            // and with room for both, both come in
            try await UserRecipe.query(on: app.db).filter(\.$user.$id == user.requireID()).filter(\.$title == "Filler 0").delete()
            let saved = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["content": RecipeImportTests.twoRecipes, "fileName": "salads.html"]))
            #expect(saved.status == .created, "\(saved.body.string)")
            #expect(try saved.jsonArray("recipes").compactMap { $0["title"] as? String }.sorted() == ["Green Salad", "Plain Dressing"])
            #expect(try await count() == UserRecipes.maxCount)
        }
    }

    @Test func theAPISavesWhatAPageDeclaresAmongTheUsersOwnRecipes() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")

            // when
            let response = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["content": RecipeImportTests.page, "fileName": "soup.html"]))

            // then the recipe is exactly what the page declares, and it is hers
            #expect(response.status == .created)
            let recipe = try #require(try response.jsonArray("recipes").first)
            #expect(recipe["title"] as? String == "Leek & Potato Soup")
            #expect(recipe["source"] as? String == "mine")
            #expect((recipe["ingredients"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == ["2 leeks, sliced", "3 potatoes, diced", "1 litre vegetable stock", "Salt & pepper"])
            #expect(recipe["instructions"] as? [String] == ["Soften the leeks.", "Add the potatoes and stock; simmer 25 minutes.", "Blend & season."])
            #expect((recipe["servings"] as? Int, recipe["prepMinutes"] as? Int, recipe["cookMinutes"] as? Int) == (4, 10, 30))
            let id = try #require(recipe["id"] as? String)
            #expect(try await alice.send(.GET, "/api/v1/recipes/\(id)").status == .ok)
            #expect(try await alice.searchTitles("ingredients=leek").first == "Leek & Potato Soup")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            #expect(try await bob.send(.GET, "/api/v1/recipes/\(id)").status == .notFound)
        }
    }

    @Test func aCooklangFileIsReadByItsName() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let text = ">> servings: 2\nBoil @pasta{200%g} in salted @water.\n\nToss with @butter{1%tbsp}.\n"
            let response = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["content": text, "fileName": "Buttered_Pasta.cook"]))
            let recipe = try #require(try response.jsonArray("recipes").first)
            #expect(recipe["title"] as? String == "Buttered Pasta")
            #expect(recipe["instructions"] as? [String] == ["Boil pasta in salted water.", "Toss with butter."])

            // and a file's notes ("> ...") are the recipe's notes beside its description (they were dropped)
            let noted = "---\ndescription: A quick supper.\n---\n> Salt the water well.\n\nBoil @pasta{200%g}.\n"
            let kept = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["content": noted, "fileName": "Noted.cook"]))
            #expect(try #require(try kept.jsonArray("recipes").first)["summary"] as? String == "A quick supper.\n\nSalt the water well.")
            // and a name with nothing to read gives the file a title rather than a refusal
            let nameless = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["content": text, "fileName": "___.cook"]))
            #expect(try #require(try nameless.jsonArray("recipes").first)["title"] as? String == "Imported recipe")
        }
    }

    @Test func theFormSavesAPastedPageAndShowsTitleLinesAndSteps() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let result = try await browser.post("/import", [("text", RecipeImportTests.page)])
            let html = result.body.string
            #expect(result.status == .ok)
            #expect(html.contains("Leek &amp; Potato Soup"))
            #expect(html.contains("<li>2 leeks, sliced</li>"))
            #expect(html.contains("<li>Add the potatoes and stock; simmer 25 minutes.</li>"))
            #expect(html.contains("href=\"/recipes/u-"))
        }
    }

    @Test func aURLIsFetchedAndReadLikeAPastedPage() async throws {
        try await StubProviderServer.with(["/recipes/soup": .body(RecipeImportTests.page)]) { stub in
            var settings = Settings(passwordCost: 4)
            settings.importFromPrivateAddresses = true
            settings.importTimeoutSeconds = 600  // the deadline is not the point (docs/testing.md)
            try await withConfiguredApp(settings: settings, store: TestLibrary.store()) { app in
                let alice = try await TestAPIClient.signedUp(app, "alice")
                let response = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["url": stub.baseURL.absoluteString + "/recipes/soup"]))
                #expect(response.status == .created)
                #expect(try response.jsonArray("recipes").first?["title"] as? String == "Leek & Potato Soup")
                let missing = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["url": stub.baseURL.absoluteString + "/nothing"]))
                #expect(missing.status == .unprocessableEntity)
                // a 404 reads like every other failed fetch: the answer tells nothing of what is behind an address
                #expect(missing.reason == "The page could not be fetched from the public web (Reciplease fetches http and https pages of at most 5 MB that answer within 15 seconds).")
            }
        }
    }

    @Test func aUserHasTwoPagesUnderWayAtMostAndOthersStillComeIn() async throws {
        // Each fetch holds up to 5 MB and a turn on the document readers: one account sending
        // hundreds at once held gigabytes and kept everyone else's imports waiting.
        try await StubProviderServer.with(["/recipes/slow": .delayed(.seconds(10), .body(RecipeImportTests.page)),
                                           "/recipes/soup": .body(RecipeImportTests.page)]) { stub in
            var settings = Settings(passwordCost: 4)
            settings.importFromPrivateAddresses = true
            settings.importTimeoutSeconds = 600
            try await withConfiguredApp(settings: settings, store: TestLibrary.store()) { app in
                let alice = try await TestAPIClient.signedUp(app, "alice")
                let bob = try await TestAPIClient.signedUp(app, "bob")
                let slow = try jsonBody(["url": stub.baseURL.absoluteString + "/recipes/slow"])
                let soup = try jsonBody(["url": stub.baseURL.absoluteString + "/recipes/soup"])
                let aliceID = try await alice.accountID()
                async let first = alice.send(.POST, "/api/v1/import", json: slow)
                async let second = alice.send(.POST, "/api/v1/import", json: slow)
                // both under way (a fixed wait of a second was too short on a loaded machine)
                for _ in 0..<600 where await app.importSlots.pages.underWay(of: aliceID) < 2 {
                    try await Task.sleep(for: .milliseconds(50))
                }
                #expect(await app.importSlots.pages.underWay(of: aliceID) == 2)
                // a third of alice's, by URL or pasted, waits for neither: it is refused at once
                let third = try await alice.send(.POST, "/api/v1/import", json: soup)
                #expect(third.status == .tooManyRequests)
                #expect(third.headers.first(name: "Retry-After") == "5")
                #expect(third.reason.contains("2 imports"), "\(third.reason)")
                let pasted = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["content": RecipeImportTests.page]))
                #expect(pasted.status == .tooManyRequests)
                // bob's comes in meanwhile
                #expect(try await bob.send(.POST, "/api/v1/import", json: soup).status == .created)
                // alice's two come in, and then she may import again
                #expect(try await first.status == .created)
                #expect(try await second.status == .created)
                #expect(try await alice.send(.POST, "/api/v1/import", json: soup).status == .created)
            }
        }
    }

    @Test(arguments: ["http://127.0.0.1:8080/admin", "http://localhost/", "http://192.168.1.10/recipe", "ftp://example.org/x", "not a url",
                      "http://2130706433/", "http://0x7f000001/", "http://127.1/", "http://[::ffff:127.0.0.1]/", "http://[::]/",
                      // ports no socket can have: the first trapped and took the server down
                      "http://1.1.1.1:65536/", "https://example.org:99999999/recipe", "http://1.1.1.1:0/"])
    func privateAddressesAndOtherSchemesAreNotFetched(_ url: String) async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let response = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["url": url]))
            #expect(response.status == .unprocessableEntity)
            #expect(response.reason.hasPrefix("The page could not be fetched from the public web"))
        }
    }

    @Test(arguments: ["PT99999999999999999999M", "P9999999999999999999DT1H", "PT1.7976931348623157e308S", "PT-99999999999999999999H"])
    func aDurationNoIntHoldsIsReadAsNotStated(_ duration: String) async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let page = #"<script type="application/ld+json">{"@type":"Recipe","name":"Forever Stew","recipeYield":"4","prepTime":"\#(duration)","cookTime":"\#(duration)","totalTime":"\#(duration)","recipeIngredient":["1 onion"],"recipeInstructions":["Simmer."]}</script>"#
            let response = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["content": page]))
            #expect(response.status == .created, "\(response.body.string)")
            let recipe = try #require(try response.jsonArray("recipes").first)
            #expect(recipe["prepMinutes"] == nil || recipe["prepMinutes"] is NSNull)
        }
    }

    @Test func aRecipeTheFormRulesRefuseSavesNothing() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let long = String(repeating: "stir ", count: 500)
            let page = #"<script type="application/ld+json">[{"@type":"Recipe","name":"Fine","recipeIngredient":["1 egg"],"recipeInstructions":["Cook."]},{"@type":"Recipe","name":"Too long","recipeIngredient":["\#(long)"],"recipeInstructions":["Cook."]}]</script>"#
            let response = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["content": page]))
            #expect(response.status == .unprocessableEntity)
            #expect(response.reason.hasPrefix("\"Too long\" cannot be saved as it is:"))
            #expect(try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").isEmpty)
        }
    }

    /// The import form sent with a .cook file whose part names it by `nameParameter`.
    static func uploadCook(_ browser: TestBrowser, nameParameter: String) async throws -> TestingHTTPResponse {
        let csrf = try await browser.csrfToken()
        let boundary = "----reciplease-test"
        let body = [
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(csrf)\r\n",
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"url\"\r\n\r\n\r\n",
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; \(nameParameter)\r\nContent-Type: application/octet-stream\r\n\r\n",
            ">> servings: 2\nBoil @noodles{200%g}.\n\nToss with @garlic{2%cloves} and @butter{2%tbsp}.\n\r\n",
            "--\(boundary)--\r\n",
        ].joined()
        return try await browser.send(.POST, "/import", headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"], body: body)
    }

    @Test func aFileNamedInRFC8187sEncodingIsTitledByItsDecodedName() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            for (parameter, title) in [
                ("filename*=UTF-8''Cr%C3%A8me_Br%C3%BBl%C3%A9e.cook", "Crème Brûlée"),
                ("filename*=utf-8'fr'P%C3%A2tes%20au%20beurre.cook", "Pâtes au beurre"),
                ("filename*=ISO-8859-1''Cr%E8me.cook", "Crème"),
                // bytes that are no UTF-8 show as a browser shows them
                ("filename*=UTF-8''%FF%FE.cook", "\u{FFFD}\u{FFFD}"),
                // a plain name is kept as sent, quotes and percent signs alike
                ("filename=\"100%25_Rye.cook\"", "100%25 Rye"),
            ] {
                // when a .cook file comes with that name
                let result = try await Self.uploadCook(browser, nameParameter: parameter)
                // then its recipe is titled by the name decoded
                #expect(result.status == .ok, "\(parameter)")
                #expect(result.body.string.contains("<h1>\(title)</h1>") || result.body.string.contains(">\(title)<"), "\(parameter): \(result.body.string.prefix(2000))")
                #expect(!result.body.string.contains("UTF-8''"), "\(parameter)")
            }
        }
    }

    @Test func theFormTakesAnUploadedFile() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in browser and a .cook file sent as multipart/form-data
            let browser = TestBrowser(app)
            try await browser.signUp("alice")

            // when
            let result = try await Self.uploadCook(browser, nameParameter: "filename=\"Garlic_Noodles.cook\"")

            // then
            #expect(result.status == .ok)
            let html = result.body.string
            #expect(html.contains("Garlic Noodles"))
            #expect(html.contains("<li>200 g noodles</li>"))
            #expect(html.contains("<li>Toss with garlic and butter.</li>"))
            // and it offers the recipe's form, to rename or mend what was read
            #expect(html.range(of: #"<a href="/my-recipes/[^"]+/edit">Edit it \(title, lines, steps\)</a>"#, options: .regularExpression) != nil)
        }
    }
}
