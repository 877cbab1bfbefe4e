import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// An own recipe typed in French is French: its page says so and cook mode finds the foods its
/// French steps name (a browser probe, 2026-12-07: step 2 listed only the wine).
struct OwnRecipeFrenchTests {
    @Test func aRecipeWhoseLinesAreFrenchIsFrenchOnItsPageAndInCookMode() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            _ = try await browser.signUp("homecook")
            let created = try await browser.fetch(.POST, "/api/v1/recipes", json: try jsonBody([
                "title": "Poulet basquaise", "servings": 4,
                "ingredients": ["1 poulet en morceaux", "4 tomates", "3 gousses d'ail", "2 c. à soupe d'huile d'olive", "20 cl de vin blanc"],
                "instructions": ["Faire dorer le poulet dans l'huile d'olive 10 minutes.", "Ajouter l'ail, les tomates et le vin blanc, puis laisser mijoter 30 minutes."],
            ]))
            #expect(created.status == .created)
            let id = try #require(try created.json()["id"] as? String)
            #expect(try created.json()["language"] as? String == "fr")
            // the page marks its words French
            let page = try await browser.get("/recipes/\(id)").body.string
            #expect(page.contains(#"lang="fr""#))
            // and cook mode puts the garlic and the tomatoes beside the step that adds them
            let cook = try await browser.get("/recipes/\(id)/cook").body.string
            let second = try #require(cook.range(of: #"id="step-2""#))
            let stepTwo = cook[second.upperBound...]
            #expect(stepTwo.contains("3 gousses d&#39;ail") || stepTwo.contains("3 gousses d'ail"))
            #expect(stepTwo.contains("4 tomates"))
            // an English recipe stays unmarked
            let english = try await browser.fetch(.POST, "/api/v1/recipes", json: try jsonBody([
                "title": "Roast chicken", "servings": 4, "ingredients": ["1 chicken", "2 tbsp olive oil", "1 lemon"], "instructions": ["Roast."],
            ]))
            #expect(try english.json()["language"] is NSNull)
        }
    }
}
