import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// What the grocery probe of 2026-12-07 read on a week's list: one bag of flour on two lines,
/// pepper twice, a pinch of salt beside a quarter teaspoon, "2 salmon" and "45 g de laitues".
struct GroceryNamesTests {
    func displays(_ client: TestAPIClient) async throws -> [String] {
        try await client.send(.GET, "/api/v1/grocery-list?from=2026-11-23&to=2026-11-29").jsonArray("items").compactMap { $0["display"] as? String }
    }

    @Test func onePlainFoodAndItsUsualKindAreOneLineAndPiecesAreNamed() async throws {
        try await withAccountsApp { app, _ in
            // given two recipes naming the same foods differently, on a US list
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let pancakes = try await alice.createRecipe("Pancakes", servings: 4, ingredients: [
                "1 1/2 cups all-purpose flour", "1/4 tsp salt", "1/2 tsp pepper", "2 salmon fillets", "1 cup shredded lettuce",
            ])
            let crepes = try await alice.createRecipe("Crepes", servings: 4, ingredients: ["2 cups flour", "1 pinch salt", "Salt and pepper to taste", "1 cup brown sugar"])
            _ = try await alice.plan(pancakes, on: "2026-11-24", servings: 4)
            _ = try await alice.plan(crepes, on: "2026-11-25", servings: 4)

            // when
            let shown = try await displays(alice)

            // then flour and pepper are one line each of the kind a plain name means, salt's pinch
            // joins its quarter teaspoon, the salmon is counted in fillets and the lettuce is part of one
            #expect(shown.contains("3 ½ cups all-purpose flour"))
            #expect(!shown.contains { $0.hasSuffix(" flour") && $0 != "3 ½ cups all-purpose flour" })
            #expect(shown.contains("½ tsp black pepper"))
            #expect(!shown.contains("black pepper") && !shown.contains("pepper"))
            #expect(shown.contains("¼ tsp salt"))
            #expect(!shown.contains("1 pinch salt") && !shown.contains("salt"))
            #expect(shown.contains("2 salmon fillets"))
            #expect(shown.contains("2 oz lettuce"))
            // and brown sugar is not what "flour" or "sugar" means: it keeps its own line
            #expect(shown.contains("1 cup brown sugar"))
        }
    }

    @Test func aFrenchListNamesPiecesInFrench() async throws {
        try await withAccountsApp { app, _ in
            let sam = try await TestAPIClient.signedUp(app, "sam")
            #expect(try await sam.send(.PATCH, "/api/v1/account", json: #"{"language": "fr"}"#).status == .ok)
            try await sam.setSettings(["unitSystem": "metric"])
            let fish = try await sam.createRecipe("Saumon", servings: 2, ingredients: [
                "2 pavés de saumon", "100 g de farine", "150 g de farine de blé", "sel, poivre", "poivre du moulin",
            ])
            _ = try await sam.plan(fish, on: "2026-11-24", servings: 2)

            let shown = try await displays(sam)

            #expect(shown.contains("2 pavés de saumon"))
            #expect(shown.contains("250 g de farine de blé"))
            #expect(shown.filter { $0.contains("poivre") } == ["poivre noir"])
        }
    }
}
