import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Lists that grow with an account show a bounded page: `/my-recipes` a hundred recipes a page
/// with links between pages, the planner's recipe choice the first fifty of each kind before
/// anything is typed (an account may hold 5,000 recipes: the whole list was a 4.8 MB page).
struct LongListsTests {
    static let count = MyRecipesPage.pageSize + 5

    static func recipes(_ client: TestAPIClient, count: Int) async throws {
        for number in 1...count {
            let title = String(format: "Dish %03d", number)
            let created = try await client.send(.POST, "/api/v1/recipes", json: try jsonBody([
                "title": title, "servings": 2, "ingredients": ["1 egg"], "instructions": ["Cook."],
            ]))
            #expect(created.status == .created, "\(created.body.string)")
        }
    }

    @Test func myRecipesShowAHundredAPageWithLinksBetweenPages() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            try await Self.recipes(alice, count: Self.count)
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            // the first page: the first hundred in title order, and a way on
            let first = try await browser.get("/my-recipes").body.string
            #expect(first.components(separatedBy: "class=\"my-recipe\" ").count - 1 == MyRecipesPage.pageSize)
            #expect(first.contains("Dish 001") && first.contains("Dish 100") && !first.contains("Dish 101"))
            #expect(first.contains("Recipes 1–100 of \(Self.count)"))
            #expect(first.contains(#"rel="next" href="/my-recipes?page=2""#) && !first.contains(#"rel="prev""#))
            // the second: the rest, and the way back
            let second = try await browser.get("/my-recipes?page=2").body.string
            #expect(second.components(separatedBy: "class=\"my-recipe\" ").count - 1 == 5)
            #expect(second.contains("Dish 105") && !second.contains("Dish 100<"))
            #expect(second.contains("Recipes 101–105 of \(Self.count)"))
            #expect(second.contains(#"rel="prev" href="/my-recipes""#) && !second.contains(#"rel="next""#))
            // past the last: the last; no number: a page that says so
            #expect(try await browser.get("/my-recipes?page=9").body.string.contains("Dish 105"))
            let bad = try await browser.get("/my-recipes?page=two")
            #expect(bad.status == .badRequest)
            #expect(bad.body.string.contains("page"))
        }
    }

    @Test func thePlannersChoiceListsTheFirstFiftyAndSaysTheBoxFindsTheRest() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            try await Self.recipes(alice, count: PlannerController.browsingLimit + 3)
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            let page = try await browser.get("/planner/add?date=2026-03-02&meal=dinner").body.string
            #expect(page.components(separatedBy: "class=\"plan-result\" ").count - 1 == PlannerController.browsingLimit)
            #expect(page.contains("The first \(PlannerController.browsingLimit) of your \(PlannerController.browsingLimit + 3) recipes"))
            // and the box finds one past them
            let found = try await browser.get("/planner/add?date=2026-03-02&meal=dinner&q=dish+053").body.string
            #expect(found.contains("Dish 053"))
        }
    }
}
