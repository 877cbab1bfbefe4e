import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A page that does not say how many a recipe serves: the recipe is saved for the usual number,
/// and the import says so rather than let a made-up number pass for the page's.
struct ImportServingsTests {
    static let document = """
    [{"@context": "https://schema.org", "@type": "Recipe", "name": "Plum Crumble", "recipeIngredient": ["6 plums", "1 cup flour"], "recipeInstructions": ["Bake."]},
     {"@context": "https://schema.org", "@type": "Recipe", "name": "Pear Tart", "recipeYield": "6 servings", "recipeIngredient": ["3 pears"], "recipeInstructions": ["Bake."]}]
    """

    @Test func theAPINamesTheRecipesSavedForTheUsualServings() async throws {
        try await withAccountsApp { app, _ in
            let ada = try await TestAPIClient.signedUp(app, "ada")
            let imported = try await ada.send(.POST, "/api/v1/import", json: try jsonBody(["content": Self.document, "fileName": "recipes.json"]))
            #expect(imported.status.code < 300, "\(imported.body.string)")
            let recipes = try imported.jsonArray("recipes")
            let ids = Dictionary(uniqueKeysWithValues: recipes.compactMap { r in (r["title"] as? String).map { ($0, r["id"] as? String ?? "") } })
            let crumble = try #require(ids["Plum Crumble"]), tart = try #require(ids["Pear Tart"])
            #expect(try imported.json()["servingsAssumed"] as? [String] == [crumble], "\(imported.body.string)")
            #expect(recipes.first { $0["id"] as? String == crumble }?["servings"] as? Int == AccountTransfer.assumedServings)
            #expect(recipes.first { $0["id"] as? String == tart }?["servings"] as? Int == 6)
        }
    }

    @Test func theResultPageSaysSoBesideTheRecipe() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("ada")
            let page = try await browser.post("/import", [("url", ""), ("text", Self.document)])
            #expect(page.status == .ok)
            let html = page.body.string
            let hint = "The page does not say how many this serves: it is saved for 4."
            #expect(html.components(separatedBy: hint).count == 2, "\(html)")
            // beside the crumble's, not the tart's
            let crumble = try #require(html.range(of: "Plum Crumble")), tart = try #require(html.range(of: "Pear Tart"))
            let at = try #require(html.range(of: hint))
            #expect(crumble.lowerBound < tart.lowerBound ? (at.lowerBound > crumble.lowerBound && at.lowerBound < tart.lowerBound) : at.lowerBound > crumble.lowerBound)
        }
    }
}
