import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// The planner slot's "+ Add": a search over every recipe the user can plan, and a form that
/// starts at the chosen recipe's own servings. Through HTTP, as a browser without scripts.
struct PlannerAddTests {
    static let slot = "date=2026-11-25&meal=dinner"

    /// Writes one of the browser's user's own recipes and answers its id.
    static func write(_ browser: TestBrowser, _ title: String, servings: Int) async throws -> String {
        let response = try await browser.fetch(.POST, "/api/v1/recipes", json: try jsonBody([
            "title": title, "servings": servings, "ingredients": ["2 chicken breasts", "1 onion"], "instructions": ["Bake."],
        ]))
        #expect(response.status == .created, "\(response.body.string)")
        return try #require(try response.json()["id"] as? String)
    }

    /// The value the servings box of a plan form starts at.
    static func servingsBox(_ html: String) -> String? {
        guard let box = html.range(of: "id=\"plan-servings\"") else { return nil }
        let rest = html[box.upperBound...]
        guard let start = rest.range(of: "value=\""), let end = rest[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(rest[start.upperBound..<end])
    }

    @Test func theSearchFindsLibraryOwnAndFavoriteRecipesButNotAnotherUsersOwn() async throws {
        try await withAccountsApp { app, _ in
            // given bob's own chicken recipe, and alice's own, a library favorite and a favorite only a saved copy has
            let bob = TestBrowser(app)
            try await bob.signUp("bob")
            let secret = try await Self.write(bob, "Chicken Secret", servings: 3)
            let alice = TestBrowser(app)
            try await alice.signUp("alice")
            let pie = try await Self.write(alice, "Chicken Pot Pie", servings: 6)
            #expect(try await alice.fetch(.PUT, "/api/v1/favorites/chicken-rice").status == .created)
            #expect(try await alice.fetch(.PUT, "/api/v1/favorites/omelette").status == .created)
            app.recipeStore.remove("omelette")

            // when the slot's add page opens with nothing typed
            let start = try await alice.get("/planner/add?\(Self.slot)")

            // then it offers her own and her favorites, each leading to the form for that slot
            #expect(start.status == .ok)
            let opening = start.body.string
            #expect(opening.contains("Dinner on Wednesday 25 November 2026"))
            #expect(opening.contains("id=\"plan-search\""))
            for id in [pie, "chicken-rice", "omelette"] { #expect(opening.contains("data-recipe=\"\(id)\""), "\(id)") }
            #expect(opening.contains("/planner/add?recipe=chicken-rice&amp;date=2026-11-25&amp;meal=dinner"))

            // when "chicken" is searched
            let found = try await alice.get("/planner/add?\(Self.slot)&q=chicken").body.string

            // then the library's and her own match, bob's and the other library recipes do not
            #expect(found.contains("data-recipe=\"chicken-rice\" data-servings=\"4\""))
            #expect(found.contains("data-recipe=\"\(pie)\" data-servings=\"6\""))
            #expect(!found.contains(secret) && !found.contains("Chicken Secret"))
            #expect(!found.contains("data-recipe=\"fried-rice\""))
            #expect(found.contains("2 recipes match “chicken”."))

            // and a favorite the library no longer has is found by the start of its name
            let saved = try await alice.get("/planner/add?\(Self.slot)&q=OMEL").body.string
            #expect(saved.contains("data-recipe=\"omelette\" data-servings=\"1\""))
            #expect(saved.contains("<span class=\"tag\">favorite</span>"))

            // and a search nothing matches says so, escaped
            let none = try await alice.get("/planner/add?\(Self.slot)&q=%3Cb%3Ezzz").body.string
            #expect(none.contains("No recipe matches “&lt;b&gt;zzz”."))
        }
    }

    @Test func choosingAResultStartsTheFormAtItsServingsAndPlanningStoresThem() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = TestBrowser(app)
            try await alice.signUp("alice")
            let pie = try await Self.write(alice, "Chicken Pot Pie", servings: 6)

            // when the library's Chicken and Rice (for 4) and her pie (for 6) are chosen for the slot
            let rice = try await alice.get("/planner/add?recipe=chicken-rice&\(Self.slot)")
            let own = try await alice.get("/planner/add?recipe=\(pie)&\(Self.slot)").body.string

            // then each form starts at its recipe's servings, for the slot's day and meal
            #expect(rice.status == .ok)
            #expect(Self.servingsBox(rice.body.string) == "4")
            #expect(rice.body.string.contains("value=\"2026-11-25\""))
            #expect(rice.body.string.contains("value=\"dinner\" data-time=\"19:00\" selected"))
            #expect(Self.servingsBox(own) == "6")
            #expect(own.contains("href=\"/planner/add?date=2026-11-25&amp;meal=dinner\" id=\"choose-another\""))

            // when the form is saved as it came, and another with the servings changed by hand
            let saved = try await alice.post("/planner", [("recipe", "chicken-rice"), ("date", "2026-11-25"), ("meal", "dinner"),
                                                          ("servings", "4"), ("time", "19:00"), ("note", "")])
            let changed = try await alice.post("/planner", [("recipe", pie), ("date", "2026-11-26"), ("meal", "dinner"),
                                                            ("servings", "3"), ("time", ""), ("note", "")])

            // then both are planned with those servings
            #expect(saved.status == .seeOther && changed.status == .seeOther)
            let rows = try await PlanEntry.query(on: app.db).all()
            #expect(Dictionary(uniqueKeysWithValues: rows.map { ($0.recipeID, $0.servings) }) == ["chicken-rice": 4, pie: 3])
            let week = try await alice.get("/planner?week=2026-11-25").body.string
            #expect(week.contains("Chicken and Rice") && week.contains("4 servings"))
        }
    }

    @Test func aRecipeThatDoesNotSayItsServingsStartsAtTwoAndSaysSo() async throws {
        try await withAccountsApp { app, _ in
            // given a library recipe with no yield
            let draft = RecipeDraft(id: "chicken-stew", title: "Chicken Stew", ingredientLines: ["2 chicken thighs"], instructions: ["Stew."])
            let catalog = app.recipeStore.catalog
            app.recipeStore.upsert(Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog))
            let alice = TestBrowser(app)
            try await alice.signUp("alice")

            // when it is found and chosen
            let found = try await alice.get("/planner/add?\(Self.slot)&q=stew").body.string
            let form = try await alice.get("/planner/add?recipe=chicken-stew&\(Self.slot)").body.string

            // then the result and the form say 2, and why
            #expect(found.contains("data-recipe=\"chicken-stew\" data-servings=\"2\""))
            #expect(found.contains("servings not given; planned for 2"))
            #expect(Self.servingsBox(form) == "2")
            #expect(form.contains("The recipe does not say how many it serves, so this starts at 2."))

            // and saved without a number, the plan keeps 2
            let saved = try await alice.post("/planner", [("recipe", "chicken-stew"), ("date", "2026-11-25"), ("meal", "dinner"), ("servings", "")])
            #expect(saved.status == .seeOther)
            #expect(try await PlanEntry.query(on: app.db).first()?.servings == 2)
        }
    }

    @Test func aSaveWithoutARecipeComesBackToTheSearchWithTheReason() async throws {
        try await withAccountsApp { app, _ in
            let alice = TestBrowser(app)
            try await alice.signUp("alice")
            // a recipe nobody has, then none at all
            let unknown = try await alice.post("/planner", [("recipe", "no-such"), ("date", "2026-11-25"), ("meal", "lunch"), ("servings", "2")])
            #expect(unknown.status == .badRequest)
            #expect(unknown.body.string.contains("id=\"plan-search\"") && unknown.body.string.contains("Lunch on Wednesday 25 November 2026"))
            #expect(unknown.body.string.contains("id=\"form-errors\""))
            let missing = try await alice.post("/planner", [("date", "2026-11-25"), ("meal", "lunch"), ("servings", "2")])
            #expect(missing.status == .badRequest)
            #expect(missing.body.string.contains("id=\"plan-search\""))
            // odd values in the address answer a page, never an error
            for query in ["date=someday&meal=elevenses", "q=" + String(repeating: "chicken%20", count: 40), "q=%E2%80%8B", "recipe="] {
                #expect(try await alice.get("/planner/add?\(query)").status == .ok, "\(query)")
            }
            #expect(try await alice.get("/planner/add?recipe=../etc").status == .notFound)
        }
    }

    @Test func theSearchListsTheProvidersRecipesWithTheirName() async throws {
        try await withProvidersApp { app, _ in
            // given
            let alice = TestBrowser(app)
            try await alice.signUp("alice")
            // when
            let page = try await alice.get("/planner/add?\(Self.slot)&q=chicken")
            // then the library's and Edamam's recipes are offered, marked, and a provider that failed is named
            #expect(page.status == .ok)
            let html = page.body.string
            #expect(html.contains("data-recipe=\"chicken-rice\""))
            #expect(html.contains("data-recipe=\"edamam-b79327d05b8e5b838ad6cfd9576b30b6\" data-servings=\"4\""))
            #expect(html.contains("<span class=\"tag\">Edamam</span>"))
            #expect(html.contains("TheMealDB had a problem"))
        }
    }
}
