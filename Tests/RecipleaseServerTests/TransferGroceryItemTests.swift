import Fluent
import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// An item added by hand comes out of an export and back in with the food it has when typed:
/// the import reads its words as the grocery list does ("3 oignons" is onions, "0 onions" no
/// amount and no food), not as a recipe's English line. Through the API.
struct TransferGroceryItemTests {
    static let week = #""from": "2026-01-05", "to": "2026-01-11""#

    @Test(arguments: ["3 oignons", "onions x3", "0 onions"])
    func anImportedItemHasTheFoodItHasWhenTyped(_ typed: String) async throws {
        try await withAccountsApp { app, _ in
            // given alice's item, typed, and her export
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let added = try await alice.send(.POST, "/api/v1/grocery-list/items", json: #"{"name": "\#(typed)", \#(Self.week)}"#)
            #expect(added.status == .created, "\(added.body.string)")
            let document = try await alice.send(.GET, "/api/v1/export").body.string

            // when bob, with onions planned that week, imports it
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let soup = try await bob.createRecipe("Onion Soup", ingredients: ["2 onions", "1 l water"], instructions: ["Simmer."])
            _ = try await bob.plan(soup, on: "2026-01-07", "lunch")
            let imported = try await bob.send(.POST, "/api/v1/import", json: document)
            #expect(imported.status == .ok, "\(imported.body.string)")

            // then bob's item has the food alice's has
            let food: String? = typed == "0 onions" ? nil : "onion"
            let foods = try await GroceryExtra.query(on: app.db).all().map(\.foodID)
            #expect(foods == [food, food], "typed and imported")
            // and on his list it merges with the plan's onions when it names them
            let onions = try await bob.groceryItems(from: "2026-01-05", to: "2026-01-11").filter { $0["food"] as? String == "onion" }
            #expect(onions.count == 1)
            #expect(onions.first?["added"] as? String == (typed == "0 onions" ? nil : "3"), "\(onions)")
        }
    }
}
