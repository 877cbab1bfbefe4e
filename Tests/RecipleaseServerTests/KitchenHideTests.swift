import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// "Hide what my kitchen has" takes off the list what the kitchen's foods are, and what they are a
/// kind of; never a kind of them the recipe names (a cook with cheese may have no parmesan).
struct KitchenHideTests {
    @Test func aKitchenFoodHidesItselfAndItsParentsButNotItsKinds() async throws {
        try await withAccountsApp { app, _ in
            // given a recipe naming parmesan, ghee, canned tomatoes, onion and vinegar
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let stew = try await alice.createRecipe("Larder Stew", servings: 2, ingredients: [
                "50 g parmesan", "2 tbsp ghee", "1 can diced tomatoes", "1 onion", "1 tbsp vinegar",
            ])
            _ = try await alice.plan(stew, on: "2026-11-24", "dinner", servings: 2)
            // and a kitchen with cheese, butter, fresh tomatoes (the parents), and red onion and red
            // wine vinegar (kinds of what the recipe names), all ticked
            for name in ["cheese", "butter", "tomatoes", "red onion", "red wine vinegar"] {
                #expect(try await alice.send(.POST, "/api/v1/pantry", json: try jsonBody(["name": name])).status == .created)
            }

            // when the list hides what the kitchen has
            let list = try await alice.send(.GET, "/api/v1/grocery-list?from=2026-11-23&to=2026-11-29&hideKitchen=true")

            // then the kinds the recipe names stay, and the parents the kitchen's kinds stand for go
            let foods = Set(try list.jsonArray("items").compactMap { $0["food"] as? String })
            #expect(foods.isSuperset(of: ["parmesan", "ghee", "canned-tomatoes"]), "\(foods)")
            #expect(foods.isDisjoint(with: ["onion", "vinegar"]), "\(foods)")
            #expect(try list.json()["hiddenCount"] as? Int == 2)
        }
    }
}
