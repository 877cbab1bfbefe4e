import Fluent
import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A recipe that makes pieces ("30 spring rolls") rather than servings: the editor, the API,
/// the account export and the planner keep the words and count in them.
struct UserRecipeYieldTests {
    static var rolls: [String: Any] { ["title": "Lumpia", "servings": 30, "yield": "30 spring rolls",
                        "ingredients": ["500 g ground pork", "30 spring roll wrappers"], "instructions": ["Roll.", "Fry."]] }

    @Test func theEditorKeepsWhatTheRecipeMakesAndRefusesAnOverlongOne() async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            #expect(try await browser.get("/my-recipes/new").body.string.contains("Makes (optional, e.g. 30 spring rolls)"))
            let fields = [("title", "Lumpia"), ("servings", "30"), ("ingredients", "500 g ground pork\r\n30 spring roll wrappers"),
                          ("instructions", "Roll.")]

            // when the yield is too long
            let refused = try await browser.post("/my-recipes", fields + [("yield", String(repeating: "roll ", count: 20))])

            // then nothing is written and the form says why, keeping what was typed
            #expect(refused.status == .badRequest)
            #expect(refused.body.string.contains("What the recipe makes is 99 characters; at most 80"), "\(refused.body.string)")
            #expect(try await UserRecipe.query(on: app.db).count() == 0)

            // when it is sent with "Makes" typed in front
            let saved = try await browser.post("/my-recipes", fields + [("yield", "Makes 30 spring rolls")])

            // then the recipe keeps the words without the "Makes", and its page says it once
            #expect(saved.status == .seeOther)
            let row = try #require(try await UserRecipe.query(on: app.db).first())
            #expect(row.yieldText == "30 spring rolls" && row.servings == 30)
            let id = UserRecipes.recipeID(of: try row.requireID())
            let page = try await browser.get("/recipes/\(id)").body.string
            #expect(page.contains("Makes 30 spring rolls") && !page.contains("Makes Makes") && !page.contains("Serves 30"))
            #expect(try await browser.get("/my-recipes/\(id)/edit").body.string.contains("name=\"yield\" type=\"text\" value=\"30 spring rolls\""))

            // when the box is emptied, the recipe is in servings again
            #expect(try await browser.post("/my-recipes/\(id)", fields + [("yield", "  ")]).status == .seeOther)
            #expect(try await browser.get("/recipes/\(id)").body.string.contains("Serves 30"))
        }
    }

    @Test func theAPIReadsAndAnswersTheYield() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")

            // when
            let created = try await alice.send(.POST, "/api/v1/recipes", json: try jsonBody(Self.rolls))

            // then the recipe, the list and a library recipe all carry the key
            #expect(created.status == .created, "\(created.body.string)")
            let id = try #require(try created.json()["id"] as? String)
            #expect(try await alice.send(.GET, "/api/v1/recipes/\(id)").json()["yield"] as? String == "30 spring rolls")
            #expect(try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").first?["yield"] as? String == "30 spring rolls")
            let library = try await alice.send(.GET, "/api/v1/recipes/chicken-rice").json()
            #expect(library.keys.contains("yield") && library["yield"] is NSNull)

            // when replaced with a yield that only counts servings, then with none
            var body = Self.rolls
            body["yield"] = "4 servings"
            #expect(try await alice.send(.PUT, "/api/v1/recipes/\(id)", json: try jsonBody(body)).json()["yield"] is NSNull)
            body["yield"] = NSNull()
            #expect(try await alice.send(.PUT, "/api/v1/recipes/\(id)", json: try jsonBody(body)).status == .ok)

            // and an overlong one is a 400 that names the field, changing nothing
            body["yield"] = String(repeating: "x", count: 81)
            let refused = try await alice.send(.PUT, "/api/v1/recipes/\(id)", json: try jsonBody(body))
            #expect(refused.status == .badRequest)
            #expect(refused.reason.contains("What the recipe makes is 81 characters; at most 80"), "\(refused.reason)")
            body["yield"] = 30
            #expect(try await alice.send(.PUT, "/api/v1/recipes/\(id)", json: try jsonBody(body)).status == .badRequest)
        }
    }

    @Test func anExportCarriesTheYieldIntoAnotherAccount() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.POST, "/api/v1/recipes", json: try jsonBody(Self.rolls)).status == .created)

            // when
            let document = try await alice.send(.GET, "/api/v1/export")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let imported = try await bob.send(.POST, "/api/v1/import", json: document.body.string)

            // then the schema.org recipe says both, and bob's copy makes the same
            let recipe = try #require((try document.json()["recipes"] as? [[String: Any]])?.first)
            #expect(recipe["recipeYield"] as? String == "30 spring rolls")
            #expect(imported.status == .ok, "\(imported.body.string)")
            let copy = try #require(try await bob.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").first)
            #expect(copy["yield"] as? String == "30 spring rolls" && copy["servings"] as? Int == 30)
        }
    }

    @Test func thePlannerCountsARecipeThatMakesPiecesInThem() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = TestBrowser(app)
            try await alice.signUp("alice")
            let response = try await alice.fetch(.POST, "/api/v1/recipes", json: try jsonBody(Self.rolls))
            let id = try #require(try response.json()["id"] as? String)

            // when the slot's search lists it and its form opens
            let found = try await alice.get("/planner/add?\(PlannerAddTests.slot)&q=lumpia").body.string
            let form = try await alice.get("/planner/add?recipe=\(id)&\(PlannerAddTests.slot)").body.string
            let rice = try await alice.get("/planner/add?recipe=chicken-rice&\(PlannerAddTests.slot)").body.string

            // then it says what it makes, never "serves 30", and the box counts rolls
            #expect(found.contains("makes 30 spring rolls") && !found.contains("serves 30"))
            #expect(form.contains("(makes 30 spring rolls)"))
            #expect(form.contains("<label for=\"plan-servings\">How many</label>"))
            #expect(form.contains("30 is one batch of 30 spring rolls"))
            #expect(PlannerAddTests.servingsBox(form) == "30")
            #expect(rice.contains("(serves 4)") && rice.contains("<label for=\"plan-servings\">Servings</label>"))

            // when planned for a batch and for a double one, the week says rolls
            for (day, count) in [("2026-11-25", "30"), ("2026-11-26", "60")] {
                let saved = try await alice.post("/planner", [("recipe", id), ("date", day), ("meal", "dinner"),
                                                              ("servings", count), ("time", ""), ("note", "")])
                #expect(saved.status == .seeOther)
            }
            let week = try await alice.get("/planner?week=2026-11-25").body.string
            #expect(week.contains("· 30 spring rolls") && week.contains("· 60 spring rolls"))
            #expect(!week.contains("30 servings"))
        }
    }

    /// A page imported into "My recipes" (the import form, as a browser without scripts posts it)
    /// keeps what its recipeYield makes, in whichever shape the page writes it.
    @Test(arguments: [
        (#""Makes 30 spring rolls""#, String?.some("30 spring rolls"), 30, "Makes 30 spring rolls"),
        (#"["30", "30 spring rolls"]"#, "30 spring rolls", 30, "Makes 30 spring rolls"),
        (#""1 loaf""#, "1 loaf", 1, "Makes 1 loaf"),
        (#""Serves 6""#, nil, 6, "Serves 6"),
        (#"["4", "4 servings"]"#, nil, 4, "Serves 4"),
    ] as [(String, String?, Int, String)])
    func anImportedPageKeepsWhatItMakes(recipeYield: String, yield: String?, servings: Int, shown: String) async throws {
        try await withAccountsApp { app, _ in
            // given a page whose recipe declares its yield so
            let page = #"<script type="application/ld+json">{"@type":"Recipe","name":"Batch Bake","recipeYield":"# + recipeYield
                + #","recipeIngredient":["500 g flour","2 eggs"],"recipeInstructions":["Mix.","Bake."]}</script>"#
            let browser = TestBrowser(app)
            try await browser.signUp("alice")

            // when it is pasted into the import form
            let result = try await browser.post("/import", [("text", page)])

            // then the recipe keeps the words (none for servings), counts in its number, and its page says so
            #expect(result.status == .ok, "\(result.body.string)")
            let mine = try #require(try await browser.fetch(.GET, "/api/v1/my-recipes").jsonArray("recipes").first)
            #expect(mine["yield"] as? String == yield)
            #expect(mine["servings"] as? Int == servings)
            let id = try #require(mine["id"] as? String)
            let shownPage = try await browser.get("/recipes/\(id)").body.string
            #expect(shownPage.contains("<li class=\"yield\" id=\"recipe-yield\">\(shown)</li>"))
        }
    }

    @Test(arguments: [
        (4, Int?.some(4), String?.none, "4 servings"),
        (1, 4, nil, "1 serving"),
        (30, 30, "30 spring rolls", "30 spring rolls"),
        (60, 30, "30 spring rolls", "60 spring rolls"),
        (1, 30, "30 spring rolls", "1 portion (a batch makes 30 spring rolls)"),
        (2, 1, "1 loaf", "2 portions (a batch makes 1 loaf)"),
        (3, 12, "one dozen buns", "3 portions (a batch makes one dozen buns)"),
    ] as [(Int, Int?, String?, String)])
    func aPlannedNumberReadsInTheRecipesOwnCount(count: Int, servings: Int?, yield: String?, expected: String) {
        #expect(Strings.english.planned(count, servings: servings, yieldText: yield) == expected)
    }
}
