import Fluent
import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// "Did you mean" on the home page and in the search API, and the home page's kitchen offer.
struct SuggestionsTests {
    @Test func aMisspeltIngredientOffersTheSearchCorrected() async throws {
        try await withAccountsApp { app, _ in
            // given a search whose only ingredient is not a food, beside a chosen filter
            let browser = TestBrowser(app)

            // when
            let html = try await browser.get("/?i=chiken&type=dinner").body.string

            // then the page offers the search again, corrected, filters kept
            #expect(html.contains(#"<p class="did-you-mean"><a href="/?i=chicken&amp;type=dinner">Did you mean chicken?</a></p>"#))
            // and the corrected link finds the chicken dish
            let corrected = try await browser.get("/?i=chicken&type=dinner").body.string
            #expect(corrected.contains("Chicken and Rice"))
            #expect(!corrected.contains("did-you-mean"))
        }
    }

    @Test func onlyTheMisspeltIngredientsAreMended() async throws {
        try await withAccountsApp { app, _ in
            let html = try await TestBrowser(app).get("/?i=rice&i=garlik&u=onoin").body.string
            // unticked ones are not searched, so they are not mended either
            #expect(html.contains(#"<a href="/?i=rice&amp;i=garlic&amp;u=onoin">Did you mean garlic?</a>"#))
            let none = try await TestBrowser(app).get("/?i=rice&i=xqzvw").body.string
            #expect(!none.contains("did-you-mean"))
            // a name not recognised is not searched: its chip shows "?", not the tick of a searched food
            let chips = none.matches(of: /<span aria-hidden="true">(.)<\/span>/).map { String($0.1) }
            #expect(chips == ["✓", "?"])
            #expect(none.contains("(not recognised)"))
        }
    }

    @Test func filtersThatLeaveNothingOfferTheirDropsWithCounts() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            // given chicken with a diet no chicken dish keeps, and a cuisine that alone keeps some
            let chicken = try await browser.get("/?i=chicken").body.string
            let count = try #require(chicken.firstMatch(of: /(\d+) recipes? uses? your ingredients/)?.1)
            let all = count == "1" ? "1 recipe" : "\(count) recipes"

            // when the diet is set, nothing is found, and the page offers to drop it
            let vegan = try await browser.get("/?i=chicken&diet=vegan").body.string
            #expect(vegan.contains("No recipe matches"))
            #expect(vegan.contains("Your filters leave nothing. Drop one to find recipes:"))
            let ways = vegan.matches(of: /<li><a href="([^"]+)">([^<]+)<\/a><\/li>/).map { (String($0.1), String($0.2)) }
            #expect(ways.map(\.1) == ["Vegan (\(all))"])
            #expect(ways.first?.0 == "/?i=chicken")

            // and each offer finds what it says: a diet and a dessert together, neither alone
            let both = try await browser.get("/?i=chicken&diet=vegan&type=dessert&maxCalories=5000").body.string
            #expect(both.contains("Without them all:"))
            let every = both.matches(of: /<li><a href="([^"]+)">([^<]+)<\/a><\/li>/).map { (String($0.1), String($0.2)) }
            #expect(every.map(\.1) == ["Every filter (\(all))"])
            #expect(every.first?.0 == "/?i=chicken")

            // a search that finds something, or one without filters, offers nothing
            #expect(!chicken.contains("ways-out"))
            #expect(!(try await browser.get("/?i=xqzvw").body.string.contains("ways-out")))
            // and what the search typed stays escaped in the offer
            let typed = try await browser.get("/?i=chicken&q=%3Cb%3Ezz").body.string
            #expect(!typed.contains("<b>zz"))
            #expect(typed.contains("“&lt;b&gt;zz” in the title (\(all))"))
        }
    }

    @Test func theSearchAPIAnswersDidYouMean() async throws {
        try await withAccountsApp { app, _ in
            // when
            let response = try await TestAPIClient(app: app).send(.GET, "/api/v1/recipes/search?ingredients=chiken,rice,xqzvw")

            // then each unrecognised ingredient with a near name has its suggestions, nearest first
            #expect(response.status == .ok)
            #expect(try response.json()["unrecognizedIngredients"] as? [String] == ["chiken", "xqzvw"])
            let corrections = try response.jsonArray("didYouMean")
            #expect(corrections.count == 1)
            #expect(corrections.first?["ingredient"] as? String == "chiken")
            #expect((corrections.first?["suggestions"] as? [String])?.first == "chicken")
            // and a known search has none
            let known = try await TestAPIClient(app: app).send(.GET, "/api/v1/recipes/search?ingredients=chicken")
            #expect(try known.jsonArray("didYouMean").isEmpty)
        }
    }

    @Test func theHomeBoxAsksForSuggestions() async throws {
        try await withAccountsApp { app, _ in
            let html = try await TestBrowser(app).get("/").body.string
            #expect(html.contains(#"id="add-ingredient" name="add" type="text" autocomplete="off" maxlength="80""#))
            #expect(html.contains("data-suggest"))
            #expect(html.contains(#"<script src="/suggest.js" defer>"#))
            #expect(try await TestBrowser(app).get("/suggest.js").status == .ok)
        }
    }

    @Test func aSignedInHomePageOffersAndSavesTheKitchenList() async throws {
        try await withAccountsApp { app, _ in
            // given a cook with two foods in the kitchen, one unticked
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            #expect(try await browser.post("/kitchen", [("name", "chicken")]).location == "/kitchen")
            #expect(try await browser.post("/kitchen", [("name", "rice")]).location == "/kitchen")
            let rice = try #require(try await KitchenItem.query(on: app.db).filter(\.$name == "rice").first()?.id?.uuidString)
            #expect(try await browser.post("/kitchen/\(rice)", [("ticked", "0")]).location == "/kitchen")

            // when the home page is opened
            var html = try await browser.get("/?diet=vegetarian").body.string

            // then it offers the list: ticked ones searched (and counted), unticked kept, filters kept
            #expect(html.contains(#"<a class="button secondary" href="/?i=chicken&amp;u=rice&amp;diet=vegetarian">Use my kitchen (1 food)</a>"#))
            #expect(!html.contains("Save to my kitchen"))

            // when garlic and rice are typed
            html = try await browser.get("/?i=garlic&i=Rice").body.string
            #expect(html.contains(#"<form method="post" action="/kitchen/save?i=garlic&amp;i=Rice">"#))
            #expect(html.contains("Save to my kitchen"))

            // and saved (without the token it is refused)
            #expect(try await browser.post("/kitchen/save?i=garlic&i=Rice", csrf: false).status == .forbidden)
            let saved = try await browser.post("/kitchen/save?i=garlic&i=Rice")

            // then the search comes back, garlic joins the list ticked and rice stays as it was
            #expect(saved.location == "/?i=garlic&i=Rice")
            let items = try await KitchenItem.query(on: app.db).all()
            #expect(items.map(\.name).sorted() == ["chicken", "garlic", "rice"])
            #expect(items.first { $0.name == "garlic" }?.ticked == true)
            #expect(items.first { $0.name == "rice" }?.ticked == false)
            html = try await browser.get("/?i=garlic&i=Rice").body.string
            #expect(!html.contains("Save to my kitchen"))
            #expect(html.contains("All of these are on your kitchen list."))
            #expect(html.contains("Use my kitchen (2 foods)"))
        }
    }

    @Test func visitorsSeeNoKitchenOfferAndCannotSave() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            let page = try await browser.get("/?i=garlic")
            let html = page.body.string
            #expect(page.status == .ok && html.contains("garlic"))
            #expect(!html.contains("kitchen-offer"))
            let response = try await browser.post("/kitchen/save?i=garlic", csrf: false)
            #expect(response.status != .ok)
            #expect(try await KitchenItem.query(on: app.db).count() == 0)
        }
    }
}
