import Foundation
import RecipleaseBench
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

/// The same for another app's collection: counted in its summary, said on the job's page and by
/// the command line.
struct CollectionServingsTests {
    static func collection(app: CollectionFixture.App) -> Data {
        var stated = CollectionFixture.AppRecipe(name: "Stated Stew", ingredients: ["2 carrots"], instructions: ["Cook."])
        stated.yield = 6
        let silent = (1...2).map { CollectionFixture.AppRecipe(name: "Silent Soup \($0)", ingredients: ["1 leek"], instructions: ["Simmer."]) }
        return CollectionFixture.export([stated] + silent, app: app)
    }

    @Test(arguments: [CollectionFixture.App.paprika, .nextcloud])
    func aCollectionCountsTheRecipesSavedForTheUsualServings(_ format: CollectionFixture.App) async throws {
        try await withAccountsApp { app, _ in
            let ada = try await TestAPIClient.signedUp(app, "ada")
            let answer = try await CollectionImportTests.importAPI(app, ada, Self.collection(app: format))
            #expect(answer.status == .created, "\(answer.body.string)")
            let summary = try #require(try answer.json()["collection"] as? [String: Any])
            #expect(summary["added"] as? Int == 3)
            #expect(summary["servingsAssumed"] as? Int == 2, "\(summary)")
            let servings = try await ada.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").reduce(into: [String: Int]()) {
                $0[$1["title"] as? String ?? ""] = $1["servings"] as? Int
            }
            #expect(servings == ["Stated Stew": 6, "Silent Soup 1": 4, "Silent Soup 2": 4])
        }
    }

    @Test func theJobsPageSaysSoInTheReadersLanguage() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("cook")
            let job = UUID().uuidString
            _ = try await CollectionImportTests.postFile(browser, Self.collection(app: .paprika), fileName: "mine.paprikarecipes", job: job)
            let page = try await browser.get("/import/jobs/\(job)").body.string
            #expect(page.contains("2 recipes state no servings: each is saved for 4."), "\(page)")
            browser.setCookie("lang", "fr")
            let french = try await browser.get("/import/jobs/\(job)").body.string
            #expect(french.contains("2 recettes ne disent pas pour combien de personnes"), "\(french)")
        }
    }

    @Test func theCommandLineSaysSo() {
        let summary = CollectionImportSummary(job: nil, format: .paprika, total: 3, added: 3, existing: 0, failed: [], photoWarnings: [],
                                              recipeIDs: [], servingsAssumed: 2)
        let lines = CollectionImportReport(summary, username: "ada").lines
        #expect(lines.contains("2 recipes state no servings: each is saved for 4. Change it in a recipe's editor where that is wrong; amounts, nutrition and the grocery list follow it."), "\(lines)")
    }
}
