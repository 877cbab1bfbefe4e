import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Saved preferences that filter a search are said above the results, ticked in the filter
/// panel, and can be set aside for one search with a plain link.
struct SearchPreferencesShownTests {
    /// The `href` of the link with this id, unescaped as a browser reads it.
    static func link(_ id: String, in page: String) throws -> String {
        let pattern = #"id="\#(id)" href="([^"]+)""#
        let range = try #require(page.range(of: pattern, options: .regularExpression), "no link \(id)")
        let href = page[range].dropFirst(#"id="\#(id)" href=""#.count).dropLast()
        return href.replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func savedPreferencesAreShownTickedAndCanBeSetAsideForOneSearch() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in user who saved "vegetarian, Chinese"
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            try await browser.post("/preferences", [("diets", "vegetarian"), ("cuisines", "Chinese")])

            // when they search with rice
            let filtered = try await browser.get("/?i=rice").body.string

            // then the page says so, the panel ticks both, and chicken is left out
            #expect(filtered.contains("Filtered by your preferences: vegetarian, Chinese."))
            #expect(filtered.contains(#"name="diet" value="vegetarian" checked"#))
            #expect(filtered.contains(#"name="cuisine" value="Chinese" checked"#))
            #expect(filtered.contains(#"<input type="hidden" name="prefs" value="off">"#))
            #expect(filtered.contains("/recipes/fried-rice"))
            #expect(!filtered.contains("/recipes/chicken-rice"))

            // when they follow "Not for this search"
            let off = try Self.link("preferences-off", in: filtered)
            #expect(off == "/?i=rice&prefs=off")
            let everything = try await browser.get(off).body.string

            // then the recipes the preferences excluded are back, nothing is ticked, and the way back is offered
            #expect(everything.contains("/recipes/chicken-rice"))
            #expect(everything.contains("Your saved preferences are not used for this search."))
            #expect(try Self.link("preferences-on", in: everything) == "/?i=rice")
            #expect(!everything.contains(#"value="vegetarian" checked"#))
            #expect(!everything.contains("Filtered by your preferences"))
        }
    }

    @Test func aPreferenceUntickedInThePanelStaysUnticked() async throws {
        try await withAccountsApp { app, _ in
            // given a visitor who saved "vegetarian, Chinese" (in their cookie)
            let browser = TestBrowser(app)
            try await browser.post("/preferences", [("diets", "vegetarian"), ("cuisines", "Chinese")])

            // when the panel is sent with Chinese unticked (the form states every filter and prefs=off)
            let page = try await browser.get("/?i=rice&diet=vegetarian&prefs=off").body.string

            // then only vegetarian is said and ticked, and any cuisine may answer
            #expect(page.contains("Filtered by your preferences: vegetarian."))
            #expect(page.contains(#"name="diet" value="vegetarian" checked"#))
            #expect(!page.contains(#"value="Chinese" checked"#))
            #expect(try Self.link("preferences-off", in: page) == "/?i=rice&prefs=off")
        }
    }

    @Test func withNothingSavedNothingIsSaid() async throws {
        try await withAccountsApp { app, _ in
            let page = try await TestBrowser(app).get("/?i=rice").body.string
            #expect(!page.contains("preferences-note"))
            #expect(!page.contains(#"name="prefs""#))
            #expect(page.contains("/recipes/chicken-rice"))
        }
    }

    @Test func theRankingSitsBesideTheCountAndKeepsTheSearch() async throws {
        try await withAccountsApp { app, _ in
            // when
            let page = try await TestBrowser(app).get("/?i=rice&diet=vegetarian&ranking=min-missing").body.string

            // then the choice comes right after the count, outside the filter panel, the current one marked
            let heading = try #require(page.range(of: #"id="results-heading""#))
            let ranking = try #require(page.range(of: #"id="ranking""#))
            let cards = try #require(page.range(of: #"<ul class="cards">"#))
            #expect(heading.upperBound < ranking.lowerBound && ranking.upperBound < cards.lowerBound)
            #expect(page.contains(#"<a href="/?i=rice&amp;diet=vegetarian&amp;ranking=min-missing" aria-current="true">Fewest missing ingredients</a>"#))
            #expect(page.contains(#"<a href="/?i=rice&amp;diet=vegetarian">Uses most of my ingredients</a>"#))
            #expect(!page.contains(#"<select id="filter-ranking""#))
            // the filters carry the order along
            #expect(page.contains(#"<input type="hidden" name="ranking" value="min-missing">"#))
        }
    }

    @Test func aPreferencesFlagThatIsNeitherOnNorOffIsA400() async throws {
        try await withAccountsApp { app, _ in
            let response = try await TestBrowser(app).get("/?i=rice&prefs=maybe")
            #expect(response.status == .badRequest)
        }
    }
}
