import Fluent
import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A member sees a housemate's recipe (its title, its lines) only while it is shared with them. A
/// meal planned on it keeps the title the household last saw; a rename made in private reaches no
/// plan row, reminder, calendar event, planner page or grocery list of theirs, and a favorite (kept
/// or imported) never opens another account's recipe. Through HTTP, on SQLite and PostgreSQL.
struct HouseholdUnsharedTitleTests {
    static let from = "2026-01-01", to = "2026-01-14"
    static let secret = "Renamed in private: surprise party menu"

    static func recipe(_ title: String, shared: Bool) throws -> String {
        try jsonBody(["title": title, "servings": 2, "ingredients": ["1 cup rice"], "instructions": ["Cook."], "sharedWithHousehold": shared])
    }

    /// Every place B reads a planned meal's title, as one text each.
    static func bobsViews(_ bob: TestAPIClient, app: Application) async throws -> [String: String] {
        var views: [String: String] = [:]
        views["plan"] = try await bob.send(.GET, "/api/v1/plan?from=\(from)&to=\(to)").body.string
        views["reminders"] = try await bob.send(.GET, "/api/v1/reminders").body.string
        views["grocery"] = try await bob.send(.GET, "/api/v1/grocery-list?from=\(from)&to=\(to)").body.string
        let url = try #require(try await bob.send(.GET, "/api/v1/calendar").json()["url"] as? String)
        views["feed"] = try await app.testing().sendRequest(.GET, try #require(URL(string: url)?.path)).body.string
        let browser = TestBrowser(app)
        try await browser.signIn("bob")
        views["planner"] = try await browser.get("/planner?week=2026-01-05").body.string
        return views
    }

    /// The meal took its title from the index and the sharing from a read made before the write:
    /// planned while A renamed and unshared the recipe in one save, it carried the private title.
    @Test func aMealPlannedWhileTheRecipeIsUnsharedAndRenamedNeverTakesThePrivateTitle() async throws {
        try await withAccountsApp { app, clock in
            let home = try await HouseholdSharingTests.household(app, clock)
            for round in 0..<6 {
                // given A's shared recipe
                let created = try await home.alice.send(.POST, "/api/v1/recipes", json: try Self.recipe("Open Pie \(round)", shared: true))
                let id = try #require(try created.json()["id"] as? String)

                // when A renames and unshares it while B plans it, again and again, at once
                let plan = try jsonBody(["recipeId": id, "date": "2026-01-06", "mealType": "dinner"])
                var requests: [@Sendable () async throws -> HTTPStatus] = [
                    { try await home.alice.send(.PUT, "/api/v1/recipes/\(id)", json: try Self.recipe(Self.secret, shared: false)).status },
                ]
                for _ in 0..<6 { requests.append { try await home.bob.send(.POST, "/api/v1/plan", json: plan).status } }
                let statuses = try await MembershipRaceTests.together(requests)

                // then every meal B got holds the shared title, and the refused ones say why
                #expect(statuses.allSatisfy { $0.code < 500 }, "round \(round): \(statuses)")
                let entries = try await home.bob.send(.GET, "/api/v1/plan?from=\(Self.from)&to=\(Self.to)").jsonArray("entries")
                #expect(!entries.contains { ($0["title"] as? String)?.contains("Renamed in private") == true }, "round \(round)")
                for entry in entries { _ = try await home.bob.send(.DELETE, "/api/v1/plan/\(try #require(entry["id"] as? String))") }
            }
        }
    }

    @Test func aRecipeUnsharedAndRenamedAfterPlanningKeepsItsLastSharedTitleForTheHousehold() async throws {
        try await withAccountsApp { app, clock in
            // given: A's shared recipe, kept by B as a favorite and planned by B
            let home = try await HouseholdSharingTests.household(app, clock)
            let created = try await home.alice.send(.POST, "/api/v1/recipes", json: try Self.recipe("Shared Then Unshared", shared: true))
            let id = try #require(try created.json()["id"] as? String)
            #expect(try await home.bob.send(.PUT, "/api/v1/favorites/\(id)").status == .created)
            _ = try await home.bob.plan(id, on: "2026-01-05")
            // a rename while it is shared reaches B (the case left alone)
            let shown = try await home.alice.send(.PUT, "/api/v1/recipes/\(id)", json: try Self.recipe("Shared And Renamed", shared: true))
            #expect(shown.status == .ok, "\(shown.body.string)")
            #expect(try await home.bob.send(.GET, "/api/v1/plan?from=\(Self.from)&to=\(Self.to)").jsonArray("entries").first?["title"] as? String == "Shared And Renamed")

            // when: A unshares and renames it in one change, then renames it again
            #expect(try await home.alice.send(.PUT, "/api/v1/recipes/\(id)", json: try Self.recipe(Self.secret, shared: false)).status == .ok)
            #expect(try await home.alice.send(.PUT, "/api/v1/recipes/\(id)", json: try Self.recipe(Self.secret + " 2", shared: false)).status == .ok)

            // then: B cannot open it, and no view of B's holds the private title
            #expect(try await home.bob.send(.GET, "/api/v1/recipes/\(id)").status == .notFound)
            let entry = try #require(try await home.bob.send(.GET, "/api/v1/plan?from=\(Self.from)&to=\(Self.to)").jsonArray("entries").first)
            #expect(entry["title"] as? String == "Shared And Renamed")
            #expect(entry["recipeAvailable"] as? Bool == false, "a favorite kept while shared does not open it")
            let views = try await Self.bobsViews(home.bob, app: app)
            for (name, text) in views {
                #expect(!text.contains("Renamed in private"), "\(name) shows the private title")
                #expect(text.contains("Shared And Renamed"), "\(name) lost the meal's title")
            }
            #expect(views["planner"]?.contains("no longer shared") == true)
            #expect(views["grocery"]?.contains("Shared And Renamed (2026-01-05") == true, "\(views["grocery"] ?? "")")
            // and B can no longer plan it through the favorite
            let again = try await home.bob.send(.POST, "/api/v1/plan", json: try jsonBody(["recipeId": id, "date": "2026-01-06", "mealType": "dinner"]))
            #expect(again.status.code >= 400 && again.status.code < 500, "\(again.status) \(again.body.string)")
            // and is told why: it is a favorite, of a recipe not shared with B (it said "not a favorite")
            #expect(try again.json()["code"] as? String == "plan.recipe-unshared", "\(again.body.string)")
            #expect(!again.reason.contains("not a favorite"))

            // when: shared again, the household sees its current title
            #expect(try await home.alice.send(.PUT, "/api/v1/recipes/\(id)", json: try Self.recipe("Shared Once More", shared: true)).status == .ok)
            let back = try #require(try await home.bob.send(.GET, "/api/v1/plan?from=\(Self.from)&to=\(Self.to)").jsonArray("entries").first)
            #expect(back["title"] as? String == "Shared Once More")
            #expect(back["recipeAvailable"] as? Bool == true)
        }
    }

    /// A favorite's copy plans the library's recipes that have gone, never an account's own once
    /// deleted: the household's plan would hold a meal on a recipe that is not there, which the
    /// delete itself refuses while the meal is planned.
    @Test(arguments: [true, false])
    func aFavoriteOfAHousematesDeletedRecipePlansNothing(unsharedFirst: Bool) async throws {
        try await withAccountsApp { app, clock in
            // given: A's shared recipe, kept by B as a favorite
            let home = try await HouseholdSharingTests.household(app, clock)
            let created = try await home.alice.send(.POST, "/api/v1/recipes", json: try Self.recipe("Shared Then Deleted", shared: true))
            let id = try #require(try created.json()["id"] as? String)
            #expect(try await home.bob.send(.PUT, "/api/v1/favorites/\(id)").status == .created)
            let browser = TestBrowser(app)
            try await browser.signIn("bob")
            let choose = "/planner/add?date=2026-01-06&meal=dinner"
            #expect(try await browser.get(choose).body.string.contains("Shared Then Deleted"), "offered while shared")
            let planLink = "/planner/add?recipe=\(id)"
            #expect(try await browser.get("/favorites").body.string.contains(planLink))
            if unsharedFirst {
                #expect(try await home.alice.send(.PUT, "/api/v1/recipes/\(id)", json: try Self.recipe("Shared Then Deleted", shared: false)).status == .ok)
            }

            // when: A deletes it, nothing being planned on it
            #expect(try await home.alice.send(.DELETE, "/api/v1/recipes/\(id)").status == .noContent)

            // then: B keeps the favorite's copy, but cannot plan it, and is told why
            #expect(try await home.bob.send(.GET, "/api/v1/favorites/\(id)").status == .ok)
            let planned = try await home.bob.send(.POST, "/api/v1/plan", json: try jsonBody(["recipeId": id, "date": "2026-01-06", "mealType": "dinner"]))
            #expect(planned.status == .badRequest, "\(planned.status) \(planned.body.string)")
            #expect(try planned.json()["code"] as? String == "plan.recipe-deleted", "\(planned.body.string)")
            #expect(try await home.alice.send(.GET, "/api/v1/plan?from=\(Self.from)&to=\(Self.to)").jsonArray("entries").isEmpty)
            // nor is it offered beside the favorite, or on the planner's page of recipes to choose,
            // listed or found by title
            let favorites = try await browser.get("/favorites").body.string
            #expect(favorites.contains("Shared Then Deleted") && !favorites.contains(planLink), "\(favorites)")
            for url in [choose, choose + "&q=deleted"] {
                let offered = try await browser.get(url)
                #expect(offered.status == .ok, "\(url)")
                #expect(!offered.body.string.contains("Shared Then Deleted"), "\(url) offers the deleted recipe to plan")
            }
        }
    }

    @Test func anImportedFavoriteNeverClaimsAnotherAccountsRecipe() async throws {
        try await withAccountsApp { app, clock in
            // given: A's recipe, never shared, and B's export with a favorite made up to name it
            let home = try await HouseholdSharingTests.household(app, clock)
            let created = try await home.alice.send(.POST, "/api/v1/recipes", json: try Self.recipe("Never Shared", shared: false))
            let id = try #require(try created.json()["id"] as? String)
            #expect(try await home.bob.send(.PUT, "/api/v1/favorites/omelette").status == .created)
            var document = try #require(try JSONSerialization.jsonObject(with: Data(try await home.bob.send(.GET, "/api/v1/export").body.string.utf8)) as? [String: Any])
            var favorites = try #require(document["favorites"] as? [[String: Any]])
            favorites[0]["recipeId"] = id
            document["favorites"] = favorites
            #expect(try await home.bob.send(.DELETE, "/api/v1/favorites/omelette").status == .noContent)

            // when: B imports it
            let imported = try await home.bob.send(.POST, "/api/v1/import", json: String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self))

            // then: the favorite is left out and named; B can neither plan nor open A's recipe
            #expect(imported.status == .ok, "\(imported.body.string)")
            let summary = try #require(try imported.json()["imported"] as? [String: Any])
            #expect(summary["favorites"] as? Int == 0)
            #expect((summary["skipped"] as? [String])?.contains { $0.contains("a recipe of another account") } == true, "\(summary)")
            #expect(try await home.bob.send(.GET, "/api/v1/favorites/\(id)").status == .notFound)
            let planned = try await home.bob.send(.POST, "/api/v1/plan", json: try jsonBody(["recipeId": id, "date": "2026-01-05", "mealType": "dinner"]))
            #expect(planned.status.code >= 400 && planned.status.code < 500, "\(planned.status) \(planned.body.string)")

            // and a favorite stored before this rule (a claim already made) opens nothing either
            #expect(try await home.bob.send(.PUT, "/api/v1/favorites/omelette").status == .created)
            let snapshot = try #require(try await Favorite.query(on: app.db).filter(\.$recipeID == "omelette").first()?.snapshot)
            try await Favorite(userID: home.bobID, recipeID: id, title: "Decoy", snapshot: snapshot, source: "library", createdAt: clock.now).create(on: app.db)
            let claimed = try await home.bob.send(.POST, "/api/v1/plan", json: try jsonBody(["recipeId": id, "date": "2026-01-05", "mealType": "dinner"]))
            #expect(claimed.status.code >= 400 && claimed.status.code < 500, "\(claimed.status) \(claimed.body.string)")

            // when: A plans the private recipe on the household's plan, then renames it in private
            _ = try await home.alice.plan(id, on: "2026-01-05")
            #expect(try await home.alice.send(.PUT, "/api/v1/recipes/\(id)", json: try Self.recipe(Self.secret, shared: false)).status == .ok)
            // then: B sees the meal as A planned it, not the new title, in every view
            let entry = try #require(try await home.bob.send(.GET, "/api/v1/plan?from=\(Self.from)&to=\(Self.to)").jsonArray("entries").first)
            #expect(entry["title"] as? String == "Never Shared")
            #expect(entry["recipeAvailable"] as? Bool == false)
            for (name, text) in try await Self.bobsViews(home.bob, app: app) {
                #expect(!text.contains("Renamed in private"), "\(name) shows the private title")
            }
        }
    }

    @Test func anExportedFavoriteOfAnOwnRecipeFollowsItsCopyIntoAnotherAccount() async throws {
        try await withAccountsApp { app, clock in
            // given: A's own recipe, kept as a favorite, and A's export
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let created = try await alice.send(.POST, "/api/v1/recipes", json: try Self.recipe("Own Favorite", shared: false))
            let id = try #require(try created.json()["id"] as? String)
            #expect(try await alice.send(.PUT, "/api/v1/favorites/\(id)").status == .created)
            let exported = try await alice.send(.GET, "/api/v1/export").body.string

            // when: D imports it
            let dana = try await TestAPIClient.signedUp(app, "dana")
            let imported = try await dana.send(.POST, "/api/v1/import", json: exported)

            // then: D's favorite names D's own copy, not A's recipe
            #expect(imported.status == .ok, "\(imported.body.string)")
            let mine = try await dana.send(.GET, "/api/v1/my-recipes").jsonArray("recipes")
            let copy = try #require(mine.first?["id"] as? String)
            #expect(copy != id)
            let favorites = try await dana.send(.GET, "/api/v1/favorites").body.string
            #expect(favorites.contains(copy))
            #expect(!favorites.contains(id))
        }
    }
}
