import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Foods, search, suggestions, the kitchen list, the grocery list and amounts in the reader's
/// language, through HTTP: a French search finds what the English one finds, and everything the
/// catalog names is named in French on French pages, whatever the recipe's language.
struct FrenchSearchHTTPTests {
    static let french: HTTPHeaders = ["Accept-Language": "fr-FR,fr;q=0.9"]

    /// The test library and a French recipe of our own, read in French.
    static func store() throws -> RecipeStore {
        let catalog = FoodCatalog.shared
        let parser = IngredientParser(catalog: catalog)
        var recipes = try RecipeLibrary.recipes(jsonLines: TestLibrary.jsonLines, parser: parser, catalog: catalog)
        let lines = ["1 kg de pommes de terre", "2 gousses d'ail", "20 cl de crème fraîche", "1 pincée de sel", "1 œuf"]
        let steps = ["Trancher les pommes de terre.", "Frotter le plat avec l'ail, verser la crème fraîche, le sel et l'œuf battu, cuire."]
        var gratin = Recipe(draft: RecipeDraft(id: "gratin", title: "Gratin dauphinois", servings: 4, ingredientLines: lines, instructions: steps),
                            parser: parser, catalog: catalog)
        gratin.ingredients = lines.map { parser.parse($0, language: .fr) }
        recipes.append(gratin)
        return RecipeStore(catalog: catalog, recipes: recipes)
    }

    static func withFrenchApp(_ body: (Application) async throws -> Void) async throws {
        try await withConfiguredApp(settings: Settings(passwordCost: 4), store: try store(), body)
    }

    static func ids(_ response: TestingHTTPResponse) throws -> [String] {
        try response.jsonArray("results").compactMap { $0["id"] as? String }
    }

    @Test func aFrenchSearchFindsWhatTheEnglishOneFinds() async throws {
        try await Self.withFrenchApp { app in
            // given the same foods named in English and in French (plurals, accents, case)
            let english = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=chicken,rice,onion")
            let french = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=poulet,riz,oignon&lang=fr")
            let browser = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=Poulets,RIZ,oignons", headers: Self.french)
            // then the same recipes come back in the same order, nothing unrecognised
            let found = try Self.ids(english)
            #expect(found.count >= 2 && found.contains("chicken-rice"))
            #expect(try Self.ids(french) == found)
            #expect(try Self.ids(browser) == found)
            #expect(try french.json()["unrecognizedIngredients"] as? [String] == [])
            #expect(try french.json()["total"] as? Int == english.json()["total"] as? Int)
        }
    }

    @Test func usedAndMissingFoodsAreNamedInTheReadersLanguageBesideTheirIDs() async throws {
        try await Self.withFrenchApp { app in
            // when a French reader searches the foods of the gratin in English and in French
            let response = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=potatoes,ail&lang=fr")
            let gratin = try #require(try response.jsonArray("results").first { $0["id"] as? String == "gratin" })
            // then the keys stay the catalog's, the names are French
            #expect(gratin["usedIngredients"] as? [String] == ["potato", "garlic"])
            let used = gratin["usedFoods"] as? [[String: String]] ?? []
            #expect(used == [["id": "potato", "name": "pomme de terre"], ["id": "garlic", "name": "ail"]])
            let missed = (gratin["missedFoods"] as? [[String: String]] ?? []).compactMap { $0["name"] }
            #expect(missed.contains("crème fraîche") && missed.contains("œuf"))
            // and an English reader reads English names
            let english = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=potatoes,ail&lang=en")
            let same = try #require(try english.jsonArray("results").first { $0["id"] as? String == "gratin" })
            #expect((same["usedFoods"] as? [[String: String]])?.compactMap { $0["name"] } == ["potato", "garlic"])
        }
    }

    @Test func unrecognisedWordsOfEitherLanguageAreReportedWithTheirNearNames() async throws {
        try await Self.withFrenchApp { app in
            let response = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=poullet,chiken,xqzvw,riz&lang=fr")
            #expect(try response.json()["unrecognizedIngredients"] as? [String] == ["poullet", "chiken", "xqzvw"])
            let corrections = try response.jsonArray("didYouMean")
            let offered = Dictionary(uniqueKeysWithValues: corrections.map { ($0["ingredient"] as? String ?? "", ($0["suggestions"] as? [String])?.first) })
            #expect(offered["poullet"] == "poulet")
            #expect(offered["chiken"] == "chicken")
            #expect(offered["xqzvw"] == nil)
            // a language the site does not speak is refused with a stable code
            let refused = try await app.testing().sendRequest(.GET, "/api/v1/recipes/search?ingredients=riz&lang=xx")
            #expect(refused.status == .badRequest)
            #expect(try refused.json()["code"] as? String == "search.choice")
        }
    }

    @Test func theFrenchHomePageSearchesFrenchNamesAndNamesFoodsInFrench() async throws {
        try await Self.withFrenchApp { app in
            // when a French browser searches "poulet, riz" and one English name
            let html = try await app.testing().sendRequest(.GET, "/?i=poulet&i=riz&i=onions", headers: Self.french).body.string
            // then it finds the English recipe, and names what it uses in French
            #expect(html.contains("Chicken and Rice"))
            #expect(html.contains(#"<span class="food">riz</span>"#) || html.contains(#"<span class="food">riz basmati</span>"#))
            #expect(html.contains(#"<span class="food">oignon</span>"#))
            #expect(!html.contains(#"<span class="food">onion</span>"#))
            #expect(!html.contains("chip unknown") && !html.contains("chip off unknown"))
            // and a French typo is mended with the French name
            let typo = try await app.testing().sendRequest(.GET, "/?i=poullet", headers: Self.french).body.string
            #expect(typo.contains(#"<a href="/?i=poulet">"#))
        }
    }

    @Test func suggestionsComeInTheReadersLanguage() async throws {
        try await Self.withFrenchApp { app in
            let asked = try await app.testing().sendRequest(.GET, "/api/v1/foods/suggest?q=poul&lang=fr")
            let browser = try await app.testing().sendRequest(.GET, "/api/v1/foods/suggest?q=oign", headers: Self.french)
            let englishTyped = try await app.testing().sendRequest(.GET, "/api/v1/foods/suggest?q=chicken&limit=1", headers: Self.french)
            let english = try await app.testing().sendRequest(.GET, "/api/v1/foods/suggest?q=chick&limit=1")
            #expect(try asked.jsonArray("suggestions").first?["name"] as? String == "poulet")
            #expect(try asked.jsonArray("suggestions").first?["id"] as? String == "chicken")
            #expect(try browser.jsonArray("suggestions").first?["name"] as? String == "oignon")
            #expect(try englishTyped.jsonArray("suggestions").first?["name"] as? String == "poulet")
            #expect(try english.jsonArray("suggestions").first?["name"] as? String == "chicken")
        }
    }

    @Test func theKitchenListReadsFrenchNamesAndShowsFoodsInFrench() async throws {
        try await Self.withFrenchApp { app in
            // given a French reader's kitchen
            let browser = TestBrowser(app)
            browser.setCookie(LanguageCookie.name, "fr")
            try await browser.signUp("camille")
            // when French names are added
            _ = try await browser.post("/kitchen", [("name", "Oignons rouges")])
            _ = try await browser.post("/kitchen", [("name", "pommes de terre")])
            // then each is understood as its food, named in French where it differs from what was typed
            let page = try await browser.get("/kitchen").body.string
            #expect(page.contains(#"<span class="hint">oignon rouge</span>"#))
            #expect(!page.contains("hint warn"))
            let items = try await browser.fetch(.GET, "/api/v1/pantry", csrf: false).jsonArray("items")
            #expect(items.compactMap { $0["food"] as? String }.sorted() == ["potato", "red onion"])
            #expect(items.compactMap { $0["foodName"] as? String }.sorted() == ["oignon rouge", "pomme de terre"])
            // and the kitchen's search is the same foods
            let search = try await browser.get("/?i=Oignons%20rouges&i=pommes%20de%20terre").body.string
            #expect(search.contains("Gratin dauphinois"))
        }
    }

    @Test func theGroceryListIsInFrenchOnItsPageAndInItsPlainText() async throws {
        try await Self.withFrenchApp { app in
            // given a new account whose language is French
            let browser = TestBrowser(app)
            try await browser.signUp("camille")
            #expect(try await browser.post("/language", [("language", "fr"), ("back", "/")]).status == .seeOther)
            // its planner starts in metric units
            let settings = try await browser.fetch(.GET, "/api/v1/planner/settings", csrf: false)
            #expect(try settings.json()["unitSystem"] as? String == "metric")
            // when it plans an English recipe and the French one
            for (recipe, date) in [("fried-rice", "2026-11-24"), ("gratin", "2026-11-25")] {
                let planned = try await browser.fetch(.POST, "/api/v1/plan", json: #"{"recipeId": "\#(recipe)", "date": "\#(date)", "mealType": "dinner"}"#)
                #expect(planned.status == .created, "\(planned.body.string)")
            }
            // then the list names foods, aisles and amounts in French
            let page = try await browser.get("/grocery?from=2026-11-23&to=2026-11-29").body.string
            #expect(page.contains("<h2>Fruits et légumes</h2>"))
            #expect(page.contains("<h2>Crèmerie et œufs</h2>"))
            #expect(page.contains("4 gousses d&#39;ail"))
            #expect(page.contains("1 kg de pommes de terre"))
            #expect(page.contains("3 œufs"))
            #expect(page.contains("200 g de crème fraîche"))
            let text = try await browser.get("/grocery.txt?from=2026-11-23&to=2026-11-29").body.string
            let lines = text.components(separatedBy: "\n")
            #expect(lines.contains("Fruits et légumes"))
            #expect(lines.contains("Crèmerie et œufs"))
            #expect(lines.contains { $0.hasPrefix("[ ] 4 gousses d'ail (") })
            #expect(lines.contains { $0.hasPrefix("[ ] 1 oignon (") })
            #expect(!text.contains("cloves") && !text.contains("Produce"))
            // and the API's items keep their keys and aisles, with French words to show
            let items = try await browser.fetch(.GET, "/api/v1/grocery-list?from=2026-11-23&to=2026-11-29", csrf: false).jsonArray("items")
            let garlic = try #require(items.first { $0["food"] as? String == "garlic" })
            #expect(garlic["display"] as? String == "4 gousses d'ail")
            #expect(garlic["aisle"] as? String == "produce")
            #expect(garlic["key"] as? String == "garlic|count:clove")
        }
    }

    @Test func anEnglishAccountKeepsUSUnitsAndAFrenchBrowserStartsInMetric() async throws {
        try await Self.withFrenchApp { app in
            let english = try await TestAPIClient.signedUp(app, "sam")
            #expect(try await english.send(.GET, "/api/v1/planner/settings").json()["unitSystem"] as? String == "us")
            // an account with no language of its own follows the browser's
            let token = try #require(english.token)
            var headers = Self.french
            headers.add(name: .authorization, value: "Bearer \(token)")
            let french = try await app.testing().sendRequest(.GET, "/api/v1/planner/settings", headers: headers)
            #expect(try french.json()["unitSystem"] as? String == "metric")
            // saved settings hold whatever the language
            try await english.setSettings(["unitSystem": "us"])
            let saved = try await app.testing().sendRequest(.GET, "/api/v1/planner/settings", headers: headers)
            #expect(try saved.json()["unitSystem"] as? String == "us")
        }
    }

    @Test func aFrenchRecipeRescaledOnAFrenchPageReadsTheFrenchWay() async throws {
        try await Self.withFrenchApp { app in
            // when the gratin for 4 is shown for 6, on a French page, on its cook mode and through the API
            let page = try await app.testing().sendRequest(.GET, "/recipes/gratin?servings=6", headers: Self.french).body.string
            let cook = try await app.testing().sendRequest(.GET, "/recipes/gratin/cook?servings=6", headers: Self.french).body.string
            let api = try await app.testing().sendRequest(.GET, "/api/v1/recipes/gratin?servings=6&lang=fr")
            let english = try await app.testing().sendRequest(.GET, "/recipes/gratin?servings=6").body.string
            // then amounts take the decimal comma and French words, and foods French names
            for html in [page, cook] {
                #expect(html.contains("1,5 kg de pommes de terre"))
                #expect(html.contains("3 gousses d&#39;ail"))
                #expect(html.contains("30 cl de crème fraîche"))
                #expect(html.contains("2 pincées de sel"))
                #expect(html.contains("2 œufs"))
            }
            #expect(page.contains(#"<span class="food-tag">pomme de terre</span>"#))
            let scaled = try api.jsonArray("ingredients").compactMap { ($0["scaled"] as? [String: Any])?["text"] as? String }
            #expect(scaled.first == "1,5 kg de pommes de terre")
            // an English page keeps its decimal point, the line its French words
            #expect(english.contains("1.5 kg de pommes de terre"))
            #expect(english.contains(#"<span class="food-tag">potato</span>"#))
        }
    }
}
