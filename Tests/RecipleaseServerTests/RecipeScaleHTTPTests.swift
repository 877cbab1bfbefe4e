import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Servings and units over HTTP: the recipe page with a link per choice (and bad values answered
/// at the default), the API's scaled readings (and bad values answered 400), the planner's units.
struct RecipeScaleHTTPTests {
    static let jsonLines = """
    {"@context":"https://schema.org","@type":"Recipe","identifier":"crepes","name":"Crepes","recipeYield":"4","recipeIngredient":["1 cup flour","2 large eggs","1 1/4 cups milk","2 tbsp butter, melted","1 pinch salt","Lemon wedges, for serving"],"recipeInstructions":["Whisk.","Fry."]}
    {"@context":"https://schema.org","@type":"Recipe","identifier":"mixed","name":"Mixed","recipeYield":"1","recipeIngredient":["1 1/2 à 2 tasses de lait","1 cup milk","2 cups water"],"recipeInstructions":["Mix."]}
    {"@context":"https://schema.org","@type":"Recipe","identifier":"tray-bake","name":"Tray Bake","recipeYield":"4","recipeIngredient":["7 chicken drumsticks","2 onions, quartered","4 flour tortillas"],"recipeInstructions":["Roast."]}
    {"@context":"https://schema.org","@type":"Recipe","identifier":"no-servings","name":"No Servings","recipeIngredient":["250 g flour","2-3 tbsp oil"],"recipeInstructions":["Mix."]}
    """

    func withScaleApp(_ body: (Application) async throws -> Void) async throws {
        let catalog = FoodCatalog.shared
        let recipes = try RecipeLibrary.recipes(jsonLines: Self.jsonLines, parser: IngredientParser(catalog: catalog), catalog: catalog)
        try await withConfiguredApp(settings: Settings(passwordCost: 4), store: RecipeStore(catalog: catalog, recipes: recipes), body)
    }

    @Test func thePageStartsAsWrittenWithALinkPerChoice() async throws {
        try await withScaleApp { app in
            try await app.testing().test(.GET, "/recipes/crepes") { res in
                #expect(res.status == .ok)
                let html = res.body.string
                #expect(html.contains(">1 cup flour<"))
                #expect(html.contains(">1 1/4 cups milk<"))
                #expect(html.contains(#"value="4""#))
                #expect(html.contains(#"id="servings-x2" href="/recipes/crepes?servings=8""#))
                #expect(html.contains(#"id="servings-xhalf" href="/recipes/crepes?servings=2""#))
                #expect(html.contains(#"id="servings-more" href="/recipes/crepes?servings=5""#))
                #expect(html.contains(#"id="units-metric" href="/recipes/crepes?units=metric""#))
                #expect(html.contains(#"<script src="/recipe-scale.js" defer></script>"#))
                #expect(!html.contains("scale-note"))
                #expect(html.contains(#"id="recipe-yield">Serves 4<"#))
            }
        }
    }

    @Test func servingsAndUnitsRewriteOnlyTheAmounts() async throws {
        try await withScaleApp { app in
            // given twice the servings, in metric
            try await app.testing().test(.GET, "/recipes/crepes?servings=8&units=metric") { res in
                #expect(res.status == .ok)
                let html = res.body.string
                // then solids are weighed, liquids poured, eggs counted, words kept
                #expect(html.contains(">250 g flour<"))
                #expect(html.contains(">590 ml milk<"))
                #expect(html.contains(">4 large eggs<"))
                #expect(html.contains(">55 g butter, melted<"))
                #expect(html.contains(">2 pinches salt<"))
                #expect(html.contains(">Lemon wedges, for serving<"))
                #expect(html.contains(#"aria-current="true">2×"#))
                #expect(html.contains(#"id="units-metric" href="/recipes/crepes?servings=8&amp;units=metric" aria-current="true""#))
                // cook mode opens at the same choice
                #expect(html.contains(#"href="/recipes/crepes/cook?servings=8&amp;units=metric""#))
                #expect(html.contains("Amounts for 8 servings"))
                #expect(html.contains("Amounts written in the steps are the recipe"), "the steps keep the recipe's own amounts, and the page says so")
                // and the facts give the servings the amounts are for
                #expect(html.contains(#"id="recipe-yield">Serves 8<"#))
            }
            // one serving is said as one
            try await app.testing().test(.GET, "/recipes/crepes?servings=1") { res in
                #expect(res.body.string.contains("Amounts for 1 serving, rounded"))
            }
            try await app.testing().test(.GET, "/recipes/crepes?servings=2") { res in
                #expect(res.body.string.contains(">½ cup flour<"))
                #expect(res.body.string.contains(">1 large egg<"))
                #expect(res.body.string.contains(">1 tbsp butter, melted<"))
            }
        }
    }

    @Test(arguments: ["abc", "-3", "0", "99999999999999999999", "1e3", "", "4.5"])
    func badServingsAnswerThePageNeverAnError(_ value: String) async throws {
        try await withScaleApp { app in
            try await app.testing().test(.GET, "/recipes/crepes?servings=\(value)&units=kelvin") { res in
                #expect(res.status == .ok)
                let html = res.body.string
                // a number out of range is held to the range; anything else is the default
                if let number = Int(value), number < 1 { #expect(html.contains(">¼ cup flour<")) }
                else { #expect(html.contains(">1 cup flour<")) }
            }
        }
    }

    @Test func servingsAboveTheRangeAreHeldToIt() async throws {
        try await withScaleApp { app in
            try await app.testing().test(.GET, "/recipes/crepes?servings=1000") { res in
                #expect(res.status == .ok)
                #expect(res.body.string.contains(#"value="100""#))
                #expect(res.body.string.contains(">25 cups flour<"))
            }
        }
    }

    @Test func theAPIAddsScaledReadingsWhenAsked() async throws {
        try await withScaleApp { app in
            try await app.testing().test(.GET, "/api/v1/recipes/crepes?servings=6&units=us") { res in
                #expect(res.status == .ok)
                let body = try JSONSerialization.jsonObject(with: Data(res.body.readableBytesView)) as? [String: Any]
                let scale = try #require(body?["scale"] as? [String: Any])
                #expect(scale["servings"] as? Int == 6)
                #expect(scale["units"] as? String == "us")
                #expect(scale["factor"] as? Double == 1.5)
                let lines = try #require(body?["ingredients"] as? [[String: Any]])
                let first = try #require(lines.first?["scaled"] as? [String: Any])
                #expect(lines.first?["text"] as? String == "1 cup flour")
                #expect(first["text"] as? String == "1 ½ cups flour")
                #expect(first["amount"] as? String == "1 ½ cups")
                #expect(first["unit"] as? String == "cup")
                #expect(first["quantity"] as? Double == 1.5)
                let eggs = try #require(lines[1]["scaled"] as? [String: Any])
                #expect(eggs["text"] as? String == "3 large eggs")
                let lemon = try #require(lines[5]["scaled"] as? [String: Any])
                #expect(lemon["amount"] is NSNull)
                #expect(lemon["text"] as? String == "Lemon wedges, for serving")
            }
            // pieces cooked whole stay whole; an onion still halves
            try await app.testing().test(.GET, "/api/v1/recipes/tray-bake?servings=2") { res in
                let body = try JSONSerialization.jsonObject(with: Data(res.body.readableBytesView)) as? [String: Any]
                let lines = try #require(body?["ingredients"] as? [[String: Any]])
                let texts = lines.map { ($0["scaled"] as? [String: Any])?["text"] as? String }
                #expect(texts == ["4 chicken drumsticks", "1 onion, quartered", "2 flour tortillas"])
            }
            try await app.testing().test(.GET, "/recipes/tray-bake?servings=3") { res in
                #expect(res.body.string.contains(">5 chicken drumsticks<"))
                #expect(res.body.string.contains(">1 ½ onions, quartered<"))
                #expect(res.body.string.contains(">3 flour tortillas<"))
            }
            // a recipe without servings counts as one
            try await app.testing().test(.GET, "/api/v1/recipes/no-servings?servings=2") { res in
                let body = try JSONSerialization.jsonObject(with: Data(res.body.readableBytesView)) as? [String: Any]
                let lines = try #require(body?["ingredients"] as? [[String: Any]])
                #expect((lines[0]["scaled"] as? [String: Any])?["text"] as? String == "500 g flour")
                #expect((lines[1]["scaled"] as? [String: Any])?["text"] as? String == "¼–⅓ cup oil")
            }
            // without servings or units, nothing is added
            try await app.testing().test(.GET, "/api/v1/recipes/crepes") { res in
                #expect(!res.body.string.contains("\"scaled\""))
                #expect(!res.body.string.contains("\"scale\""))
            }
        }
    }

    @Test(arguments: ["servings=0", "servings=101", "servings=abc", "servings=2.5", "units=kelvin", "units=US%20"])
    func theAPIRefusesBadValuesWithAReason(_ query: String) async throws {
        try await withScaleApp { app in
            try await app.testing().test(.GET, "/api/v1/recipes/crepes?\(query)") { res in
                #expect(res.status == .badRequest)
                let body = try JSONSerialization.jsonObject(with: Data(res.body.readableBytesView)) as? [String: Any]
                #expect((body?["reason"] as? String)?.isEmpty == false)
            }
        }
    }

    @Test func aSignedInCookSeesTheirPlannerUnitsUnlessThePageAsks() async throws {
        try await withScaleApp { app in
            // given a user whose planner is in metric
            let browser = TestBrowser(app)
            try await browser.signUp("metric-cook")
            let saved = try await browser.fetch(.PATCH, "/api/v1/planner/settings", json: #"{"unitSystem":"metric"}"#)
            #expect(saved.status == .ok)
            // then the page opens in metric, and "as written" goes back to the recipe's words
            #expect(try await browser.get("/recipes/crepes").body.string.contains(">130 g flour<"))
            #expect(try await browser.get("/recipes/crepes?units=original").body.string.contains(">1 cup flour<"))
            #expect(try await browser.get("/recipes/crepes?units=us").body.string.contains(">1 cup flour<"))
        }
    }

    /// The browser's first visit to the planner saves its time zone alone; recipe pages then
    /// switched from "As written" to US units (a browser probe, 2026-12-07).
    @Test func aTimeZoneSavedAloneLeavesThePageAsWritten() async throws {
        try await withScaleApp { app in
            let browser = TestBrowser(app)
            try await browser.signUp("us-cook")
            #expect(try await browser.fetch(.PATCH, "/api/v1/planner/settings", json: #"{"timeZone":"Europe/Paris"}"#).status == .ok)
            // the crepes' cup of flour stays as written, and the control says so
            let page = try await browser.get("/recipes/crepes").body.string
            #expect(page.contains(">1 cup flour<"))
            #expect(page.contains(#"id="units-original""#))
            #expect(page.contains(#"name="units" value="original""#) == false)
            // the grocery list still has its units, and the settings keep the zone
            let settings = try await browser.fetch(.GET, "/api/v1/planner/settings", csrf: false).json()
            #expect(settings["unitSystem"] as? String == "us")
            #expect(settings["timeZone"] as? String == "Europe/Paris")
            // and units chosen afterwards are the page's
            #expect(try await browser.fetch(.PATCH, "/api/v1/planner/settings", json: #"{"unitSystem":"metric"}"#).status == .ok)
            #expect(try await browser.get("/recipes/crepes").body.string.contains(">130 g flour<"))
            // where "as written" chosen over them stays chosen when the servings change
            let asWritten = try await browser.get("/recipes/crepes?units=original").body.string
            #expect(asWritten.contains(#"<input type="hidden" name="units" value="original">"#))
            #expect(try await browser.get("/recipes/crepes?servings=8&units=original").body.string.contains(">2 cups flour<"))
        }
    }

    /// "Add to my plan" from a page scaled to 7 opened the form at the recipe's 4 (a browser
    /// probe, 2026-12-07).
    @Test func addingAScaledRecipeToThePlanStartsAtItsServings() async throws {
        try await withScaleApp { app in
            let browser = TestBrowser(app)
            try await browser.signUp("planner-cook")
            #expect(try await browser.get("/recipes/crepes?servings=7").body.string.contains("/planner/add?recipe=crepes&amp;servings=7"))
            #expect(try await browser.get("/recipes/crepes").body.string.contains(#"href="/planner/add?recipe=crepes""#))
            for (asked, shown) in [("7", "7"), ("abc", "4"), ("0", "1"), ("500", "100"), ("", "4")] {
                let form = try await browser.get("/planner/add?recipe=crepes&servings=\(asked)").body.string
                #expect(form.contains(#"id="plan-servings" name="servings" type="number" inputmode="numeric" min="1" max="100" value="\#(shown)""#), "\(asked)")
            }
        }
    }

    @Test func aLineInTheRecipesOtherLanguageKeepsItsWords() async throws {
        try await withScaleApp { app in
            // given a French line among English ones, as an imported page may have
            try await app.testing().test(.GET, "/api/v1/recipes/mixed?servings=2") { res in
                #expect(res.status == .ok)
                let lines = try res.jsonArray("ingredients").compactMap { ($0["scaled"] as? [String: Any])?["text"] as? String }
                // then its amount is rewritten with its unit in its own words, and none of its words is lost
                #expect(lines == ["3–4 tasses de lait", "2 cups milk", "4 cups water"], "\(lines)")
            }
        }
    }
}
