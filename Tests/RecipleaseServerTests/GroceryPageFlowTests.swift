import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// The grocery page through HTTP, as a browser without JavaScript uses it: ticks belong to the
/// list of the days they were made on, added items merge with the plan's, parts link to recipes.
struct GroceryPageFlowTests {
    static let week1 = (from: "2026-11-23", to: "2026-11-29")
    static let week2 = (from: "2026-11-30", to: "2026-12-06")

    static func url(_ week: (from: String, to: String)) -> String { "/grocery?from=\(week.from)&to=\(week.to)" }

    /// The fields every form of the list sends: its days and the page to come back to.
    static func fields(_ week: (from: String, to: String)) -> [(String, String)] {
        [("from", week.from), ("to", week.to), ("back", url(week))]
    }

    /// Alice plans the same soup on both weeks and signs in on a browser.
    func twoWeeksOfSoup(_ app: Application) async throws -> (browser: TestBrowser, soup: String, key: String) {
        let alice = try await TestAPIClient.signedUp(app, "alice")
        try await alice.setSettings(["unitSystem": "metric"])
        let soup = try await alice.createRecipe("Onion Soup", servings: 2, ingredients: ["4 onions, sliced", "1 l stock"])
        _ = try await alice.plan(soup, on: "2026-11-24", servings: 2)
        _ = try await alice.plan(soup, on: "2026-12-01", servings: 2)
        let items = try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to)
        let key = try #require(items.first { $0["food"] as? String == "onion" }?["key"] as? String)
        let browser = TestBrowser(app)
        try await browser.signIn("alice")
        return (browser, soup, key)
    }

    func page(_ browser: TestBrowser, _ week: (from: String, to: String)) async throws -> String {
        let response = try await browser.get(Self.url(week))
        #expect(response.status == .ok)
        return response.body.string
    }

    func ticked(_ html: String, _ key: String) -> Bool? {
        if html.contains("data-key=\"\(key)\" data-checked=\"true\"") { return true }
        if html.contains("data-key=\"\(key)\" data-checked=\"false\"") { return false }
        return nil
    }

    @Test func aTickBelongsToTheListItWasMadeOnAndUntickingEverythingClearsThatListOnly() async throws {
        try await withAccountsApp { app, _ in
            // given
            let (browser, _, key) = try await twoWeeksOfSoup(app)
            #expect(try await page(browser, Self.week1).contains("name=\"from\" value=\"2026-11-23\""))

            // when onions are ticked on week 1's list
            let tick = try await browser.post("/grocery/checks", [("key", key), ("checked", "1")] + Self.fields(Self.week1))
            #expect(tick.location == Self.url(Self.week1))

            // then week 1 shows them ticked, week 2 starts fresh
            #expect(ticked(try await page(browser, Self.week1), key) == true)
            #expect(ticked(try await page(browser, Self.week2), key) == false)

            // when week 2's list is unticked entirely, week 1 keeps its tick
            #expect(try await browser.post("/grocery/checks/clear", Self.fields(Self.week2)).location == Self.url(Self.week2))
            #expect(ticked(try await page(browser, Self.week1), key) == true)

            // and unticking everything on week 1 clears it
            _ = try await browser.post("/grocery/checks/clear", Self.fields(Self.week1))
            #expect(ticked(try await page(browser, Self.week1), key) == false)

            // days that do not read are refused with a reason, not a crash
            let bad = try await browser.post("/grocery/checks", [("key", key), ("checked", "1"), ("from", "2026-13-40"), ("to", Self.week1.to)])
            #expect(bad.status == .badRequest)

            // the page's date fields picked the later day first show the days between them, as
            // the API (which refuses them) would with the two swapped
            let swapped = try await page(browser, (from: Self.week1.to, to: Self.week1.from))
            #expect(swapped.contains("name=\"from\" value=\"2026-11-23\"") && swapped.contains("name=\"to\" value=\"2026-11-29\""))
            #expect(swapped.contains("data-key=\"\(key)\""))
            let swappedTick = try await browser.post("/grocery/checks", [("key", key), ("checked", "1"), ("from", Self.week1.to), ("to", Self.week1.from)])
            #expect(swappedTick.status == .seeOther, "\(swappedTick.status)")
            #expect(ticked(try await page(browser, Self.week1), key) == true)
        }
    }

    @Test func anAddedItemMergesWithThePlansAndItsPartsLinkToTheRecipe() async throws {
        try await withAccountsApp { app, _ in
            // given
            let (browser, soup, key) = try await twoWeeksOfSoup(app)

            // when three onions are added to week 1's list
            let added = try await browser.post("/grocery/items", [("name", "3 onions")] + Self.fields(Self.week1))
            #expect(added.location == Self.url(Self.week1))

            // then one line says what the plan needs and what was added
            let html = try await page(browser, Self.week1)
            #expect(html.contains(">7 onions<"))
            #expect(html.contains("4 planned + 3 added"))
            #expect(html.contains("4 for <a href=\"/recipes/\(soup)\">Onion Soup</a>"))
            #expect(html.contains("<li>4 onions, sliced</li>"))
            #expect(html.contains("3 added by you"))
            #expect(ticked(html, key) == false)

            // and week 2's list has only the plan's onions (the item was for week 1)
            let next = try await page(browser, Self.week2)
            #expect(next.contains(">4 onions<") && !next.contains("added by you"))

            // when the added part is removed through its own button
            let action = try #require(Self.capture(#"action="(/grocery/items/[0-9A-F-]+/delete)""#, in: html))
            #expect(try await browser.post(action, [("back", Self.url(Self.week1))]).location == Self.url(Self.week1))

            // then the plan's part stays
            let after = try await page(browser, Self.week1)
            #expect(after.contains(">4 onions<") && !after.contains("planned +"))
        }
    }

    @Test func anItemKeptOnEveryListShowsNextWeekAndTextIsEscaped() async throws {
        try await withAccountsApp { app, _ in
            // given
            let (browser, _, _) = try await twoWeeksOfSoup(app)

            // when an item is added on week 1 to be kept on every list, and one only for week 1
            _ = try await browser.post("/grocery/items", [("name", "kitchen roll <b>&</b>"), ("keep", "1")] + Self.fields(Self.week1))
            _ = try await browser.post("/grocery/items", [("name", "bin bags")] + Self.fields(Self.week1))

            // then week 2 has the kept one only, escaped
            let next = try await page(browser, Self.week2)
            // (the line's name is all the words typed, as the catalog names no such food)
            #expect(next.contains("<span class=\"grocery-name\">kitchen roll &lt;b&gt;&amp;&lt;/b&gt;</span>"))
            #expect(!next.contains("<b>&</b>"))
            #expect(!next.contains("bin bags"))
            #expect(try await page(browser, Self.week1).contains("bin bags"))

            // a refused item comes back with the box as it was sent
            let refused = try await browser.post("/grocery/items", [("name", " "), ("keep", "1")] + Self.fields(Self.week1))
            #expect(refused.status == .badRequest)
            #expect(refused.body.string.contains("name=\"keep\" type=\"checkbox\" value=\"1\" checked"))
        }
    }

    static func capture(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }
}
