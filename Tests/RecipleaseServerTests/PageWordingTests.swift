import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// What the pages say, in the reader's language and with the page's own words, where a blind walk
/// of the pages as a new user (web probe, 2026-12-07) found the API's keys, English in French
/// pages, weeks before 1582 in the wrong order, and a plain-text list refused in HTML.
struct PageWordingTests {
    /// A French browser, signed up, its account set to French.
    static func french(_ app: Application, _ name: String = "alice") async throws -> TestBrowser {
        let browser = TestBrowser(app)
        try await browser.signUp(name)
        #expect(try await browser.post("/language", [("language", "fr"), ("back", "/")]).status == .seeOther)
        return browser
    }

    @Test func thePlannerNamesItsMealsInFrench() async throws {
        try await withAccountsApp { app, _ in
            let browser = try await Self.french(app)

            // the week's links to add a meal
            let week = try await browser.get("/planner?week=2026-12-07").body.string
            #expect(week.contains("aria-label=\"Ajouter un petit-déjeuner le lundi\""), "\(week.prefix(3000))")
            #expect(!week.contains("Ajouter un breakfast") && !week.contains("Ajouter un dinner"))

            // a meal's usual time refused
            let settings = try await browser.post("/planner/settings", [
                ("breakfast", "7h"), ("lunch", "12:30"), ("dinner", "19:00"), ("snack", "16:00"), ("reminderMinutes", "60"),
                ("unitSystem", "metric"), ("timeZone", "Europe/Paris"),
            ])
            #expect(settings.status == .badRequest)
            #expect(settings.body.string.contains("L&#39;heure du petit-déjeuner doit être") || settings.body.string.contains("L'heure du petit-déjeuner doit être"),
                    "\(settings.body.string.prefix(4000))")

            // a meal that is none of the planner's, and a recipe that is none the person can plan
            let brunch = try await browser.post("/planner", [("recipe", "omelette"), ("date", "2026-12-08"), ("meal", "brunch"),
                                                            ("servings", "2"), ("time", "19:00"), ("note", "")])
            #expect(brunch.status == .badRequest)
            #expect(brunch.body.string.contains("petit-déjeuner, déjeuner, dîner, goûter"), "\(brunch.body.string.prefix(4000))")
            #expect(!brunch.body.string.contains("mealType"))
            let unknown = try await browser.post("/planner", [("recipe", "no-such-recipe"), ("date", "2026-12-08"), ("meal", "dinner"),
                                                             ("servings", "2"), ("time", "19:00"), ("note", "")])
            #expect(unknown.status == .badRequest || unknown.status == .notFound)
            #expect(!unknown.body.string.contains("recipeId"), "\(unknown.body.string.prefix(4000))")
            #expect(unknown.body.string.contains("no-such-recipe"))
        }
    }

    @Test func theGroceryListAndItsTextSayWhatIsWrongInThePagesWords() async throws {
        try await withAccountsApp { app, _ in
            let browser = try await Self.french(app)

            // a day that is no date, on the page and its text
            let page = try await browser.get("/grocery?from=abc")
            #expect(page.status == .badRequest)
            #expect(page.body.string.contains("Le jour doit être une date"), "\(page.body.string.suffix(2000))")
            #expect(!page.body.string.contains("from doit"))
            let text = try await browser.get("/grocery.txt?from=abc")
            #expect(text.status == .badRequest)
            #expect(text.headers.contentType?.subType == "plain")
            #expect(text.body.string.hasPrefix("Le jour doit être une date"), "\(text.body.string)")

            // days the wrong way round are the days between them, on the text as on the page
            let swapped = try await browser.get("/grocery.txt?from=2026-12-13&to=2026-12-01")
            let ordered = try await browser.get("/grocery.txt?from=2026-12-01&to=2026-12-13")
            #expect(swapped.status == .ok)
            #expect(swapped.body.string == ordered.body.string)
            #expect(try await browser.get("/grocery?from=2026-12-13&to=2026-12-01").status == .ok)
        }
    }

    @Test func aPasteWithoutATitleIsTitledInTheReadersLanguage() async throws {
        try await withAccountsApp { app, _ in
            let browser = try await Self.french(app)
            let imported = try await browser.post("/import", [("url", ""), ("text", "Casser des @oeufs{3} et les battre.")])
            #expect(imported.status == .ok, "\(imported.body.string.prefix(3000))")
            #expect(imported.body.string.contains("Recette importée"), "\(imported.body.string.prefix(3000))")
            #expect(!imported.body.string.contains("Imported recipe"))
        }
    }

    /// A recipe pasted as plain text comes in ("A recipe needs at least one ingredient line." was
    /// the answer to a title, a list and a step).
    @Test func aRecipePastedAsPlainTextComesIn() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let imported = try await browser.post("/import", [("url", ""), ("text", "Pancakes\n\n2 eggs\n1 cup flour\n1 cup milk\n\nMix and fry.")])
            #expect(imported.status == .ok, "\(imported.body.string.prefix(3000))")
            let html = imported.body.string
            #expect(html.contains("Pancakes") && html.contains("1 cup flour") && html.contains("Mix and fry."), "\(html.prefix(4000))")
            #expect(!html.contains("needs at least one ingredient"))
        }
    }

    @Test func theDeletedAccountsPageSpeaksItsLanguage() async throws {
        try await withAccountsApp { app, _ in
            // given an account set to French, signed in again from a browser that chose nothing
            _ = try await Self.french(app)
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            let form = try await browser.get("/account/delete").body.string
            #expect(form.contains("<html lang=\"fr\""))
            // French puts a (non-breaking) space before a colon
            #expect(form.contains("Tout exporter d&#39;abord</a>\u{A0}: Un export") || form.contains("Tout exporter d'abord</a>\u{A0}: Un export"),
                    "\(form.prefix(4000))")

            // when the account is deleted
            let deleted = try await browser.post("/account/delete", [("password", "correct horse battery")])

            // then the page that says so is French, and so is the browser after it
            #expect(deleted.status == .ok)
            #expect(deleted.body.string.contains("<html lang=\"fr\""), "\(deleted.body.string.prefix(1500))")
            #expect(deleted.body.string.contains("Compte supprimé"))
            #expect(browser.cookies[LanguageCookie.name] == "fr")
            #expect(try await browser.get("/signin").body.string.contains("<html lang=\"fr\""))
        }
    }

    /// The planner's days are Gregorian back to year 1, and so are the names it gives them.
    @Test(arguments: [
        ("1582-10-15", "Week of Mon 11 Oct – Sun 17 Oct 1582", "1582-10-11"),
        ("1000-06-15", "Week of Mon 9 Jun – Sun 15 Jun 1000", "1000-06-09"),
        ("2026-12-09", "Week of Mon 7 Dec – Sun 13 Dec 2026", "2026-12-07"),
        ("2026-12-31", "Week of Mon 28 Dec 2026 – Sun 3 Jan 2027", "2026-12-28"),
    ])
    func weeksBefore1582AreInOrder(_ week: String, _ heading: String, _ monday: String) async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let page = try await browser.get("/planner?week=\(week)").body.string
            #expect(page.contains(heading), "\(page.prefix(2500))")
            #expect(page.contains("<h2 id=\"day-\(monday)-heading\">Monday"))
        }
        let strings = Strings.english
        let first = try #require(PlanDate("1582-10-11"))
        let labels = (0..<7).compactMap { first.adding(days: $0) }.map { strings.date($0, .short) }
        #expect(labels == ["Mon 11 Oct", "Tue 12 Oct", "Wed 13 Oct", "Thu 14 Oct", "Fri 15 Oct", "Sat 16 Oct", "Sun 17 Oct"])
        // and a meal planned then starts that day, at its time
        let moment = MealPlanEntry(id: UUID(), recipeID: "omelette", title: "Omelette", date: try #require(PlanDate("1000-06-15")), meal: .dinner,
                                   servings: 2, time: try #require(PlanTime("19:00")))
        #expect(moment.start(in: TimeZone(identifier: "UTC")!) == PlanDate("1000-06-15")!.start(in: TimeZone(identifier: "UTC")!).addingTimeInterval(19 * 3600))
    }
}
