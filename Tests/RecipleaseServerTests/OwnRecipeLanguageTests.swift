import Foundation
import Testing
import Vapor
@testable import RecipleaseServer

/// An own recipe declares no language: its lines tell it, and a line its recipe's language reads
/// badly is read as a line alone (grocery probe, 2026-12-07).
struct OwnRecipeLanguageTests {
    @Test(arguments: [
        // a one-line French recipe: a teaspoon, not a cup of "à café de cumin" (listed as 80 g)
        (["1 c. à café de cumin"], [("teaspoon", "cumin")]),
        // a French food no English name finds
        (["2 oignons"], [(nil, "onion")]),
        // a French line among English ones
        (["2 cups flour", "1 c. à soupe d'huile", "3 eggs"], [("cup", "flour"), ("tablespoon", "oil"), (nil, "egg")]),
        // an English line among French ones keeps its unit
        (["1 tsp ground cumin", "1 c. à soupe de sucre"], [("teaspoon", "cumin"), ("tablespoon", "sugar")]),
    ] as [([String], [(String?, String)])])
    func linesAreReadInTheirOwnLanguage(_ lines: [String], _ expected: [(String?, String)]) async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let id = try await alice.createRecipe("Probe", ingredients: lines)
            let recipe = try await alice.send(.GET, "/api/v1/recipes/\(id)").json()
            let read = try #require(recipe["ingredients"] as? [[String: Any]])
            #expect(read.map { $0["unit"] as? String } == expected.map(\.0))
            #expect(read.map { $0["food"] as? String } == expected.map(\.1))
        }
    }
}
