import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A form's reason names the field as the page labels it, in the page's language: "servings must
/// be..." and "servings doit être..." named the JSON key (blind first-sight walk, 2026-12-07).
struct FormReasonTests {
    @Test(arguments: [
        ("en", ["Choose a day.", "Servings must be a whole number from 1 to 100; 0 is not."]),
        ("fr", ["Choisissez un jour.", "Le nombre de portions doit être un nombre entier de 1 à 100 ; 0 ne convient pas."]),
    ])
    func thePlannerFormSaysItsOwnLabels(_ language: String, _ reasons: [String]) async throws {
        try await withAccountsApp { app, _ in
            // given a reader of the language
            let browser = TestBrowser(app)
            browser.setCookie(LanguageCookie.name, language)
            try await browser.signUp("alice")

            // when the planner's form is sent without a day and for no one
            let refused = try await browser.post("/planner", [("recipe", "omelette"), ("date", ""), ("meal", "breakfast"),
                                                             ("servings", "0"), ("time", ""), ("note", "")])

            // then the reasons name the page's fields, and no JSON key
            #expect(refused.status == .badRequest)
            let html = refused.body.string
            for reason in reasons { #expect(html.contains(reason), "\(reason)\n\(html.prefix(4000))") }
            #expect(!html.contains("servings must") && !html.contains("servings doit") && !html.contains("date is required"))
        }
    }

    /// A refused page leads back to its own section (a grocery range too long led only to the
    /// recipe search; first-sight walk, 2026-12-07).
    @Test(arguments: [("en", "Back to the grocery list"), ("fr", "Retour à la liste de courses")])
    func aRefusedPageLeadsBackToItsSection(_ language: String, _ label: String) async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            browser.setCookie(LanguageCookie.name, language)
            try await browser.signUp("alice")
            let refused = try await browser.get("/grocery?from=2026-01-01&to=2027-06-01")
            #expect(refused.status == .badRequest)
            #expect(refused.body.string.contains("<a href=\"/grocery\">\(label)</a>"), "\(refused.body.string.suffix(1500))")
            // and a page of no section leads to the search, as before
            let elsewhere = try await browser.get("/recipes/no-such-recipe-at-all")
            #expect(elsewhere.status == .notFound)
            #expect(elsewhere.body.string.contains("<a href=\"/\">"))
        }
    }

    /// A form's own wording exists only beside the API's, with the same values to fill.
    @Test func everyFormReasonHasItsAPIReasonAndItsValues() {
        for strings in [Strings.english, Strings.for(.french)] {
            let formKeys = strings.keys.filter { $0.hasPrefix("form.error.") }
            #expect(formKeys.count >= 9)
            for key in formKeys {
                let api = String(key.dropFirst("form.".count))
                #expect(strings.has(api), "\(key)")
                // with no values given, `text` answers the template as written
                // and the meals named as the page names them, which a plan problem adds to "meal" and "meals"
                var values = StringsTableTests.placeholders(strings.text(api))
                if values.contains("meal") { values.insert("mealName") }
                if values.contains("meals") { values.insert("mealNames") }
                #expect(StringsTableTests.placeholders(strings.text(key)).isSubset(of: values), "\(key)")
            }
        }
    }
}
