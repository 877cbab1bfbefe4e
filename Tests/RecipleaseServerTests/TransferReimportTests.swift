import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Reading one's own export back in adds nothing: an own recipe the account already has (the
/// collection import's rule: same title, same source or lines) is left alone and named, and the
/// export's meals and favorites on it are recognised as already there. Through the API.
struct TransferReimportTests {
    /// The account's recipes, plan and favorites as counts and ids.
    static func state(_ client: TestAPIClient) async throws -> (recipes: [String], plan: [String], favorites: Int, grocery: Int) {
        let recipes = try await client.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").compactMap { $0["id"] as? String }
        let plan = try await client.send(.GET, "/api/v1/plan?from=2026-01-01&to=2026-01-31").jsonArray("entries")
            .map { "\($0["date"] ?? "") \($0["mealType"] ?? "") \($0["recipeId"] ?? "") \($0["title"] ?? "")" }
        let favorites = try #require(try await client.send(.GET, "/api/v1/favorites").json()["total"] as? Int)
        let grocery = try await client.groceryItems(from: "2026-01-05", to: "2026-01-11").count
        return (recipes.sorted(), plan.sorted(), favorites, grocery)
    }

    static func summary(_ response: TestingHTTPResponse) throws -> [String: Any] {
        #expect(response.status == .ok, "\(response.body.string)")
        return try #require(try response.json()["imported"] as? [String: Any])
    }

    @Test func importingOnesOwnExportTwiceChangesNothing() async throws {
        try await withAccountsApp { app, clock in
            // given: two own recipes (one a favorite, both planned), library meals, lists
            let alice = try await TestAPIClient.signedUp(app, "alice")
            try await TransferTests.fillAccount(alice, clock: clock)
            let soup = try await alice.createRecipe("Leek Soup", ingredients: ["2 leeks", "1 potato"], instructions: ["Simmer."])
            _ = try await alice.plan(soup, on: "2026-01-07", "lunch")
            #expect(try await alice.send(.PUT, "/api/v1/favorites/\(soup)").status == .created)
            let before = try await Self.state(alice)
            #expect(before.recipes.count == 2 && before.plan.count == 3)
            let document = try await alice.send(.GET, "/api/v1/export").body.string

            // when: imported twice
            for _ in 1...2 {
                let summary = try Self.summary(try await alice.send(.POST, "/api/v1/import", json: document))
                // then: nothing new, and what was left alone is named
                #expect(summary["recipes"] as? Int == 0)
                #expect(summary["plan"] as? Int == 0)
                #expect(summary["favorites"] as? Int == 0)
                let skipped = try #require(summary["skipped"] as? [String])
                #expect(skipped.contains("\"Milk Pudding\" was already among your recipes"), "\(skipped)")
                #expect(skipped.contains("\"Leek Soup\" was already among your recipes"), "\(skipped)")
                #expect(skipped.contains("\"Leek Soup\" was already a favorite"), "\(skipped)")
                #expect(skipped.contains("\"Leek Soup\" was already planned for lunch on 2026-01-07"), "\(skipped)")
                let after = try await Self.state(alice)
                #expect(after.recipes == before.recipes)
                #expect(after.plan == before.plan)
                #expect(after.favorites == before.favorites)
                #expect(after.grocery == before.grocery)
            }
        }
    }

    @Test func anOwnRecipeChangedSinceTheExportComesInAsANewOne() async throws {
        try await withAccountsApp { app, _ in
            // given: an export, then the recipe's lines changed in the account
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let soup = try await alice.createRecipe("Leek Soup", ingredients: ["2 leeks", "1 potato"], instructions: ["Simmer."])
            _ = try await alice.plan(soup, on: "2026-01-07", "lunch")
            let document = try await alice.send(.GET, "/api/v1/export").body.string
            let changed = try await alice.send(.PUT, "/api/v1/recipes/\(soup)", json: try jsonBody([
                "title": "Leek Soup", "servings": 2, "ingredients": ["3 leeks", "1 potato", "1 onion"], "instructions": ["Simmer."],
            ]))
            #expect(changed.status == .ok, "\(changed.body.string)")

            // when
            let summary = try Self.summary(try await alice.send(.POST, "/api/v1/import", json: document))

            // then: the exported version is not the same recipe: it comes in, with its meal
            #expect(summary["recipes"] as? Int == 1)
            #expect(summary["plan"] as? Int == 1)
            let after = try await Self.state(alice)
            #expect(after.recipes.count == 2)
            #expect(after.plan.count == 2)
        }
    }
}
