import Fluent
import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A member's export carries their household's plan and lists beside their own; importing it
/// brings that section into the importer's household, or their own plan and lists when they are in none.
struct HouseholdTransferTests {
    struct Setup {
        let householdID: UUID
        let alice: TestAPIClient
        let carol: TestAPIClient
        let bobRecipe: String
    }

    /// A and B in "The Flat" with a shared plan (one meal of B's shared recipe), a hand-added
    /// item, a tick, a kitchen item and settings; A keeps a kitchen item of her own from before; C is alone.
    static func setup(_ app: Application, _ clock: TestClock) async throws -> Setup {
        let now = clock.now
        let alice = try await TestAPIClient.signedUp(app, "alice")
        let bob = try await TestAPIClient.signedUp(app, "bob")
        let carol = try await TestAPIClient.signedUp(app, "carol")
        let aliceID = try await app.storedUserID("alice"), bobID = try await app.storedUserID("bob")
        try await KitchenItem(userID: aliceID, name: "alices saffron", nameKey: "alices saffron", foodID: nil, ticked: true, createdAt: now).create(on: app.db)
        let householdID = try await HouseholdPrivacyTests.household("The Flat", owner: aliceID, members: [bobID], on: app.db, now: now)

        let bobRecipe = try await bob.createRecipe("Bobs Stew")
        let row = try #require(try await UserRecipe.find(UserRecipes.rowID(of: bobRecipe), on: app.db))
        row.sharedWithHousehold = true
        try await row.save(on: app.db)
        for (recipe, day) in [("omelette", "2026-01-05"), (bobRecipe, "2026-01-06")] {
            try await PlanEntry(userID: householdID, recipeID: recipe, title: recipe, date: day, mealType: "dinner",
                                servings: 2, time: "19:00", note: "flat meal", createdAt: now).create(on: app.db)
        }
        try await GroceryExtra(userID: householdID, name: "flat bin bags", foodID: nil, fromDay: nil, toDay: nil, keep: true, createdAt: now).create(on: app.db)
        try await GroceryTick(userID: householdID, itemKey: "egg", fromDay: "2026-01-05", toDay: "2026-01-11", amountKey: nil, createdAt: now).create(on: app.db)
        try await KitchenItem(userID: householdID, name: "flat rice", nameKey: "flat rice", foodID: nil, ticked: true, createdAt: now).create(on: app.db)
        var settings = PlannerPreferences()
        settings.timeZoneName = "Europe/Paris"
        try await UserPlannerSettings(userID: householdID, on: app.db).save(settings, now: now)
        return Setup(householdID: householdID, alice: alice, carol: carol, bobRecipe: bobRecipe)
    }

    static func names(_ rows: [KitchenItem]) -> [String] { rows.map(\.name).sorted() }

    @Test func aMembersExportHoldsTheHouseholdsDataBesideTheirOwn() async throws {
        try await withAccountsApp { app, clock in
            // given
            let setup = try await Self.setup(app, clock)

            // when
            let exported = try await setup.alice.send(.GET, "/api/v1/export")
            let carols = try await setup.carol.send(.GET, "/api/v1/export")

            // then A's own list stays at the top; the household's sits in its own section
            #expect(exported.status == .ok)
            let document = try exported.json()
            #expect((document["pantry"] as? [[String: Any]])?.map { $0["name"] as? String } == ["alices saffron"])
            let household = try #require(document["household"] as? [String: Any])
            #expect(household["name"] as? String == "The Flat")
            #expect((household["kitchen"] as? [[String: Any]])?.map { $0["name"] as? String } == ["flat rice"])
            #expect((household["plan"] as? [[String: Any]])?.count == 2)
            #expect(((household["grocery"] as? [String: Any])?["extras"] as? [[String: Any]])?.map { $0["name"] as? String } == ["flat bin bags"])
            #expect((household["plannerSettings"] as? [String: Any])?["timeZone"] as? String == "Europe/Paris")
            // and nobody outside gets any of it
            #expect(carols.status == .ok)
            #expect(try carols.json()["household"] == nil)
            #expect(!carols.body.string.contains("flat"))
        }
    }

    @Test func importedByAUserInNoHouseholdTheHouseholdsDataBecomesTheirOwn() async throws {
        try await withAccountsApp { app, clock in
            // given A's export, and D alone
            let setup = try await Self.setup(app, clock)
            let exported = try await setup.alice.send(.GET, "/api/v1/export")
            let dana = try await TestAPIClient.signedUp(app, "dana")
            let danaID = try await app.storedUserID("dana")

            // when
            let imported = try await dana.send(.POST, "/api/v1/import", json: exported.body.string)

            // then both kitchen lists, the plan's meal D can plan, the item and the household's settings are D's
            #expect(imported.status == .ok, "\(imported.body.string)")
            let summary = try #require(try imported.json()["imported"] as? [String: Any])
            #expect(summary["household"] as? Bool == true)
            #expect(summary["plannerSettings"] as? Bool == true)
            let skipped = try #require(summary["skipped"] as? [String])
            #expect(skipped.contains { $0.contains("left off the household's plan") }, "B's stew is not D's to plan: \(skipped)")
            #expect(Self.names(try await app.db.owned(KitchenItem.self, by: danaID).all()) == ["alices saffron", "flat rice"])
            let plan = try await app.db.owned(PlanEntry.self, by: danaID).all()
            #expect(plan.map(\.recipeID) == ["omelette"])
            #expect(plan.first?.addedBy == nil)
            #expect(try await app.db.owned(GroceryExtra.self, by: danaID).all().map(\.name) == ["flat bin bags"])
            #expect(try await UserPlannerSettings(userID: danaID, on: app.db).load().timeZoneName == "Europe/Paris")
            // and H is as it was
            #expect(Self.names(try await app.db.owned(KitchenItem.self, by: setup.householdID).all()) == ["flat rice"])
        }
    }

    @Test func importedByAMemberOfAnotherHouseholdItGoesToThatHousehold() async throws {
        try await withAccountsApp { app, clock in
            // given A's export, and E in a household of her own
            let setup = try await Self.setup(app, clock)
            let exported = try await setup.alice.send(.GET, "/api/v1/export")
            let erin = try await TestAPIClient.signedUp(app, "erin")
            let erinID = try await app.storedUserID("erin")
            let otherID = try await HouseholdPrivacyTests.household("Erin's", owner: erinID, members: [], on: app.db, now: clock.now)

            // when
            let imported = try await erin.send(.POST, "/api/v1/import", json: exported.body.string)

            // then the household's part is in E's household, signed as E's; A's own part is E's own
            #expect(imported.status == .ok, "\(imported.body.string)")
            let kitchen = try await app.db.owned(KitchenItem.self, by: otherID).all()
            #expect(Self.names(kitchen) == ["flat rice"])
            #expect(kitchen.allSatisfy { $0.addedBy == erinID })
            #expect(try await app.db.owned(PlanEntry.self, by: otherID).all().map(\.recipeID) == ["omelette"])
            #expect(Self.names(try await app.db.owned(KitchenItem.self, by: erinID).all()) == ["alices saffron"])
            #expect(try await UserPlannerSettings(userID: otherID, on: app.db).load().timeZoneName == "Europe/Paris")
        }
    }

    @Test func anExportWithoutAHouseholdSectionStillImports() async throws {
        try await withAccountsApp { app, clock in
            // given A's export as a server before households wrote it
            let setup = try await Self.setup(app, clock)
            var document = try await setup.alice.send(.GET, "/api/v1/export").json()
            document["household"] = nil
            let older = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
            let dana = try await TestAPIClient.signedUp(app, "dana")

            // when
            let imported = try await dana.send(.POST, "/api/v1/import", json: older)

            // then
            #expect(imported.status == .ok, "\(imported.body.string)")
            let summary = try #require(try imported.json()["imported"] as? [String: Any])
            #expect(summary["household"] as? Bool == false)
            #expect(summary["pantry"] as? Int == 1)
        }
    }
}
