import Fluent
import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// The main search finds what housemates share: the API's search and random draw, the home page
/// and the planner's recipe search list a housemate's shared recipe, never one they keep to
/// themselves, and nobody outside the household finds either. Unsharing it or leaving the
/// household takes it out of the next search.
struct HouseholdSearchTests {
    static func titles(_ client: TestAPIClient, _ query: String) async throws -> [String] {
        let response = try await client.send(.GET, "/api/v1/recipes/search?\(query)")
        #expect(response.status == .ok, "\(response.body.string)")
        return try response.jsonArray("results").compactMap { $0["title"] as? String }
    }

    static func create(_ client: TestAPIClient, _ title: String, _ lines: [String], shared: Bool) async throws -> String {
        let created = try await client.send(.POST, "/api/v1/recipes", json: try jsonBody([
            "title": title, "servings": 2, "ingredients": lines, "instructions": ["Stir."], "sharedWithHousehold": shared,
        ]))
        #expect(created.status == .created, "\(created.body.string)")
        return try #require(try created.json()["id"] as? String)
    }

    @Test func aHousematesSharedRecipeIsFoundByTheHouseholdOnly() async throws {
        try await withAccountsApp { app, clock in
            let home = try await HouseholdSharingTests.household(app, clock)
            let carol = try await TestAPIClient.signedUp(app, "carol")
            // given: one of A's recipes shared, one kept to herself
            let pudding = try await Self.create(home.alice, "Quince Milk Pudding", ["1 cup milk", "2 quinces"], shared: true)
            _ = try await Self.create(home.alice, "Quince Secret Stew", ["2 quinces", "1 cup water"], shared: false)

            // then: by title and by ingredient, B finds the shared one only, A both, C neither
            #expect(try await Self.titles(home.bob, "q=quince") == ["Quince Milk Pudding"])
            #expect(try await Self.titles(home.bob, "ingredients=quince").contains("Quince Milk Pudding"))
            #expect(!(try await Self.titles(home.bob, "ingredients=quince").contains("Quince Secret Stew")))
            #expect(Set(try await Self.titles(home.alice, "q=quince")) == ["Quince Milk Pudding", "Quince Secret Stew"])
            #expect(try await Self.titles(carol, "q=quince").isEmpty)
            #expect(try await Self.titles(TestAPIClient(app: app), "q=quince").isEmpty)
            let drawn = try await home.bob.send(.GET, "/api/v1/recipes/random?q=quince&count=5").jsonArray("results")
            #expect(drawn.count == 1)

            // the home page and the planner's search list it for B, the planner saying whose it is
            let bob = TestBrowser(app)
            try await bob.signIn("bob")
            let homePage = try await bob.get("/?q=quince").body.string
            #expect(homePage.contains("Quince Milk Pudding"))
            #expect(!homePage.contains("Quince Secret Stew"))
            let planner = try await bob.get("/planner/add?date=2026-01-04&meal=dinner&q=quince").body.string
            #expect(planner.contains("Quince Milk Pudding"))
            #expect(planner.contains("shared in your household"))
            #expect(!planner.contains("Quince Secret Stew"))
            #expect(planner.components(separatedBy: "data-recipe=\"\(pudding)\"").count == 2, "listed once")
            let carolPage = TestBrowser(app)
            try await carolPage.signIn("carol")
            #expect(!(try await carolPage.get("/?q=quince").body.string.contains("Quince Milk Pudding")))

            // when: A unshares it, then: B's next search no longer finds it
            let unshared = try await home.alice.send(.PUT, "/api/v1/recipes/\(pudding)", json: try jsonBody([
                "title": "Quince Milk Pudding", "servings": 2, "ingredients": ["1 cup milk", "2 quinces"], "instructions": ["Stir."],
                "sharedWithHousehold": false,
            ]))
            #expect(unshared.status == .ok, "\(unshared.body.string)")
            #expect(try await Self.titles(home.bob, "q=quince").isEmpty)
            #expect(Set(try await Self.titles(home.alice, "q=quince")) == ["Quince Milk Pudding", "Quince Secret Stew"])
        }
    }

    @Test func leavingTheHouseholdTakesHousematesRecipesOutOfSearch() async throws {
        try await withAccountsApp { app, clock in
            let home = try await HouseholdSharingTests.household(app, clock)
            _ = try await Self.create(home.alice, "Quince Milk Pudding", ["1 cup milk", "2 quinces"], shared: true)
            _ = try await Self.create(home.bob, "Quince Tart", ["2 quinces", "1 cup flour"], shared: true)
            #expect(Set(try await Self.titles(home.bob, "q=quince")) == ["Quince Milk Pudding", "Quince Tart"])
            #expect(Set(try await Self.titles(home.alice, "q=quince")) == ["Quince Milk Pudding", "Quince Tart"])
            // when: B's membership goes
            try await HouseholdMember.query(on: app.db).filter(\.$user.$id == home.bobID).delete()
            app.sharedChanges.publish(SharedChange(scope: home.householdID.uuidString.lowercased(), kind: .household, by: home.bobID))
            // then: each finds their own only
            #expect(try await Self.titles(home.bob, "q=quince") == ["Quince Tart"])
            #expect(try await Self.titles(home.alice, "q=quince") == ["Quince Milk Pudding"])
        }
    }
}
