import Fluent
import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Issue 19's shared kinds: two members of one household read and write one plan, one grocery
/// list, one kitchen list and one set of planner settings, each row saying who added it; their
/// favorites and search preferences stay their own; a recipe shared by one is seen by the other
/// and nobody else. Through HTTP, on SQLite and (with `RECIPLEASE_TEST_DATABASE_URL`) PostgreSQL.
struct HouseholdSharingTests {
    static let from = "2026-01-01", to = "2026-01-07"

    struct Members {
        let alice: TestAPIClient
        let bob: TestAPIClient
        let householdID: UUID
        let aliceID: UUID
        let bobID: UUID
    }

    /// A household made straight in the tables (its own account row, the household, two members).
    static func household(_ app: Application, _ clock: TestClock, bobBefore: ((TestAPIClient) async throws -> Void)? = nil) async throws -> Members {
        let alice = try await TestAPIClient.signedUp(app, "alice")
        let bob = try await TestAPIClient.signedUp(app, "bob")
        try await bobBefore?(bob)
        let aliceID = try await app.storedUserID("alice"), bobID = try await app.storedUserID("bob")
        let id = UUID()
        try await User(id: id, username: Household.accountUsername(id), passwordHash: "", createdAt: clock.now).create(on: app.db)
        try await Household(id: id, name: "Home", createdAt: clock.now).create(on: app.db)
        try await HouseholdMember(householdID: id, userID: aliceID, role: .owner, joinedAt: clock.now).create(on: app.db)
        try await HouseholdMember(householdID: id, userID: bobID, role: .member, joinedAt: clock.now).create(on: app.db)
        app.sharedChanges.publish(SharedChange(scope: id.uuidString.lowercased(), kind: .household, by: aliceID))
        return Members(alice: alice, bob: bob, householdID: id, aliceID: aliceID, bobID: bobID)
    }

    static func username(_ value: Any?) -> String? {
        (value as? [String: Any])?["username"] as? String
    }

    @Test func aPlannedDinnerIsOnBothPlansAndListsWithTicksAndItemsAttributed() async throws {
        try await withAccountsApp { app, clock in
            // given
            let home = try await Self.household(app, clock)
            // when
            _ = try await home.alice.plan("chicken-rice", on: "2026-01-02")
            // then: B sees the meal, planned by alice, and its lines on the list
            let plan = try await home.bob.send(.GET, "/api/v1/plan?from=\(Self.from)&to=\(Self.to)").jsonArray("entries")
            #expect(plan.map { $0["recipeId"] as? String } == ["chicken-rice"])
            #expect(Self.username(plan.first?["addedBy"]) == "alice")
            let items = try await home.bob.groceryItems(from: Self.from, to: Self.to)
            let rice = try #require(items.first { ($0["display"] as? String)?.contains("rice") == true })
            let key = try #require(rice["key"] as? String)

            // B ticks; A sees the tick, made by bob
            let tick = try await home.bob.send(.PUT, "/api/v1/grocery-list/checks", json: try jsonBody(["key": key, "checked": true, "from": Self.from, "to": Self.to]))
            #expect(tick.status == .ok, "\(tick.body.string)")
            let seen = try #require(try await home.alice.groceryItems(from: Self.from, to: Self.to).first { $0["key"] as? String == key })
            #expect(seen["checked"] as? Bool == true)
            #expect(Self.username(seen["checkedBy"]) == "bob")

            // B adds an item by hand; A's list and page say who
            let added = try await home.bob.send(.POST, "/api/v1/grocery-list/items", json: try jsonBody(["name": "paper towels", "from": Self.from, "to": Self.to]))
            #expect(added.status == .created, "\(added.body.string)")
            let row = try #require(try await home.alice.groceryItems(from: Self.from, to: Self.to).first { ($0["display"] as? String)?.contains("paper towels") == true })
            let parts = try #require(row["parts"] as? [[String: Any]])
            #expect(Self.username(parts.first?["addedBy"]) == "bob")
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            let page = try await browser.get("/grocery?from=\(Self.from)&to=\(Self.to)").body.string
            #expect(page.contains("added by bob"))
            let week = try await browser.get("/planner?week=2026-01-02").body.string
            #expect(week.contains("added by alice"))

            // the same food added by each: each reader sees their own part as theirs, the other's by name
            for (who, name) in [(home.bob, "2 lemons"), (home.alice, "1 lemon")] {
                let response = try await who.send(.POST, "/api/v1/grocery-list/items", json: try jsonBody(["name": name, "from": Self.from, "to": Self.to]))
                #expect(response.status == .created, "\(response.body.string)")
            }
            let lemons = try await browser.get("/grocery?from=\(Self.from)&to=\(Self.to)").body.string
            #expect(lemons.contains("2 added by bob") && lemons.contains("1 added by you"), "\(lemons)")
            #expect(!lemons.contains("2 added by you"))
            let text = try await browser.get("/grocery.txt?from=\(Self.from)&to=\(Self.to)").body.string
            #expect(text.contains("paper towels (added by bob)"), "\(text)")
            #expect(text.contains("3 lemons (added by bob, added by you)") || text.contains("3 lemons (added by you, added by bob)"), "\(text)")
        }
    }

    /// A member's own recipe planned for the household is shared with it as it is planned: every
    /// member's list holds its lines and may open it. Kept private, it made one member's list shorter
    /// than the other's, and their planner said "no longer shared" (a walkthrough, 2026-12-06).
    @Test func aPrivateRecipePlannedForTheHouseholdIsSharedWithIt() async throws {
        try await withAccountsApp { app, clock in
            let home = try await Self.household(app, clock)
            let pie = try await home.alice.createRecipe("Quince Pie", servings: 4, ingredients: ["3 quinces", "200 g flour"])
            // not shared: bob can neither open nor find it
            #expect(try await home.bob.send(.GET, "/api/v1/recipes/\(pie)").status == .notFound)
            let entry = try await home.alice.plan(pie, on: "2026-01-03")
            // planned: the same list for both, and bob may open it and see it planned as it is
            let foods = { (who: TestAPIClient) in try await who.groceryItems(from: Self.from, to: Self.to).compactMap { $0["food"] as? String }.sorted() }
            let alices = try await foods(home.alice), bobs = try await foods(home.bob)
            #expect(alices.contains("quince") && alices == bobs, "\(alices) \(bobs)")
            #expect(try await home.bob.send(.GET, "/api/v1/recipes/\(pie)").status == .ok)
            let browser = TestBrowser(app)
            try await browser.signIn("bob")
            let week = try await browser.get("/planner?week=2026-01-03").body.string
            #expect(week.contains("Quince Pie") && !week.contains("no longer shared"), "\(week)")
            // its owner's box says so, and unticking it hides it again as before
            let mine = try await home.alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes")
            #expect(mine.first { $0["id"] as? String == pie }?["sharedWithHousehold"] as? Bool == true)
            #expect(try await home.alice.send(.DELETE, "/api/v1/plan/\(entry)").status == .noContent)
            #expect(try await home.bob.send(.GET, "/api/v1/recipes/\(pie)").status == .ok)
        }
    }

    /// The creator's own recipes on the plan a household starts with are shared with it.
    @Test func aCreatorsPlannedRecipesAreSharedWithTheHouseholdTheyStart() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let pie = try await alice.createRecipe("Quince Pie", servings: 4, ingredients: ["3 quinces"])
            let kept = try await alice.createRecipe("Secret Stew", servings: 4, ingredients: ["2 leeks"])
            _ = try await alice.plan(pie, on: "2026-01-03")
            #expect(try await alice.send(.POST, "/api/v1/households", json: #"{"name": "Home"}"#).status == .created)
            let code = try #require(try await alice.send(.POST, "/api/v1/household/invites", json: "{}").json()["code"] as? String)
            #expect(try await bob.send(.POST, "/api/v1/households/join", json: #"{"code": "\#(code)"}"#).status == .ok)
            #expect(try await bob.send(.GET, "/api/v1/recipes/\(pie)").status == .ok)
            #expect(try await bob.groceryItems(from: Self.from, to: Self.to).contains { $0["food"] as? String == "quince" })
            // one never planned stays hers alone
            #expect(try await bob.send(.GET, "/api/v1/recipes/\(kept)").status == .notFound)
        }
    }

    @Test func kitchenAndSettingsAreSharedFavoritesAndPreferencesAreNot() async throws {
        try await withAccountsApp { app, clock in
            let home = try await Self.household(app, clock)
            // when
            #expect(try await home.bob.send(.POST, "/api/v1/pantry", json: #"{"name": "cumin"}"#).status == .created)
            try await home.alice.setSettings(["times": ["dinner": "20:15"], "unitSystem": "metric"])
            #expect(try await home.alice.send(.PUT, "/api/v1/favorites/omelette").status.code < 300)
            #expect(try await home.alice.send(.PUT, "/api/v1/preferences", json: #"{"diets": ["vegetarian"]}"#).status == .ok)
            // then
            let pantry = try await home.alice.send(.GET, "/api/v1/pantry").jsonArray("items")
            #expect(pantry.map { $0["name"] as? String } == ["cumin"])
            #expect(Self.username(pantry.first?["addedBy"]) == "bob")
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            #expect(try await browser.get("/kitchen").body.string.contains("added by bob"))
            let settings = try await home.bob.send(.GET, "/api/v1/planner/settings").json()
            #expect((settings["times"] as? [String: Any])?["dinner"] as? String == "20:15")
            #expect(settings["unitSystem"] as? String == "metric")
            #expect(try await home.bob.send(.GET, "/api/v1/favorites").jsonArray("favorites").isEmpty)
            #expect((try await home.bob.send(.GET, "/api/v1/preferences").json()["diets"] as? [String]) == [])
            // the same item added by the other member is a duplicate, as for one person
            #expect(try await home.alice.send(.POST, "/api/v1/pantry", json: #"{"name": "Cumin"}"#).status == .conflict)
        }
    }

    @Test func aLoneUserSeesNoAttribution() async throws {
        try await withAccountsApp { app, _ in
            let solo = try await TestAPIClient.signedUp(app, "solo")
            #expect(try await solo.send(.POST, "/api/v1/pantry", json: #"{"name": "cumin"}"#).status == .created)
            let pantry = try await solo.send(.GET, "/api/v1/pantry").jsonArray("items")
            #expect(pantry.count == 1)
            #expect(pantry.first?["addedBy"] is NSNull)
            let row = try #require(try await KitchenItem.query(on: app.db).first())
            #expect(row.addedBy == nil)
        }
    }

    @Test func aSharedRecipeIsSeenAndPlannedByTheHouseholdOnlyAndChangedByItsOwnerOnly() async throws {
        try await withAccountsApp { app, clock in
            let home = try await Self.household(app, clock)
            let carol = try await TestAPIClient.signedUp(app, "carol")
            // given: A's recipe, shared
            let created = try await home.alice.send(.POST, "/api/v1/recipes", json: try jsonBody([
                "title": "Milk Pudding", "servings": 2, "ingredients": ["1 cup milk", "2 tbsp sugar"], "instructions": ["Stir."],
                "sharedWithHousehold": true,
            ]))
            #expect(created.status == .created)
            #expect(try created.json()["sharedWithHousehold"] as? Bool == true)
            let id = try #require(try created.json()["id"] as? String)
            // then: B sees it and plans it, and its lines are on the list; C finds nothing
            #expect(try await home.bob.send(.GET, "/api/v1/recipes/\(id)").status == .ok)
            #expect(try await home.bob.send(.GET, "/api/v1/recipes/\(id)").json()["sharedWithHousehold"] == nil)
            #expect(try await carol.send(.GET, "/api/v1/recipes/\(id)").status == .notFound)
            _ = try await home.bob.plan(id, on: "2026-01-03")
            let lines = try await home.alice.groceryItems(from: Self.from, to: Self.to).compactMap { $0["display"] as? String }
            #expect(lines.contains { $0.contains("milk") })
            #expect(try await carol.send(.POST, "/api/v1/plan", json: try jsonBody(["recipeId": id, "date": "2026-01-03", "mealType": "dinner"])).status.code >= 400)
            let bobBrowser = TestBrowser(app)
            try await bobBrowser.signIn("bob")
            #expect(try await bobBrowser.get("/recipes/\(id)").status == .ok)
            #expect(!(try await bobBrowser.get("/recipes/\(id)").body.string.contains("/my-recipes/\(id)/edit")))
            #expect(try await bobBrowser.get("/planner/add?date=2026-01-04&meal=dinner&q=pudding").body.string.contains("Milk Pudding"))
            // only A changes or deletes it
            let change = try jsonBody(["title": "Bob's Pudding", "servings": 2, "ingredients": ["1 cup milk"], "instructions": ["Stir."]])
            #expect(try await home.bob.send(.PUT, "/api/v1/recipes/\(id)", json: change).status == .notFound)
            #expect(try await home.bob.send(.DELETE, "/api/v1/recipes/\(id)").status == .notFound)

            // when: A unshares it (through the form's box)
            let aliceBrowser = TestBrowser(app)
            try await aliceBrowser.signIn("alice")
            let form = try await aliceBrowser.get("/my-recipes/\(id)/edit").body.string
            #expect(form.contains("share-with-household"))
            let saved = try await aliceBrowser.post("/my-recipes/\(id)", [
                ("title", "Milk Pudding"), ("servings", "2"), ("ingredients", "1 cup milk\n2 tbsp sugar"), ("instructions", "Stir."),
                ("shareFieldShown", "1"),
            ])
            #expect(saved.status == .seeOther || saved.status == .found, "\(saved.body.string)")
            // then: gone for B; the planned meal keeps its title and says why
            #expect(try await home.bob.send(.GET, "/api/v1/recipes/\(id)").status == .notFound)
            let week = try await bobBrowser.get("/planner?week=2026-01-03")
            #expect(week.status == .ok)
            #expect(week.body.string.contains("Milk Pudding"))
            #expect(week.body.string.contains("no longer shared"))
            let entry = try #require(try await home.bob.send(.GET, "/api/v1/plan?from=\(Self.from)&to=\(Self.to)").jsonArray("entries").first)
            #expect(entry["recipeAvailable"] as? Bool == false)
            let mine = try await home.alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes")
            #expect(mine.first?["sharedWithHousehold"] as? Bool == false)
        }
    }

    @Test func aRecipeSharedInOneHouseholdIsNotSharedInTheNext() async throws {
        try await withAccountsApp { app, _ in
            // given hana's recipe shared in her first household with ivan
            let hana = try await TestAPIClient.signedUp(app, "hana")
            let ivan = try await TestAPIClient.signedUp(app, "ivan")
            let jo = try await TestAPIClient.signedUp(app, "joan")
            func join(_ client: TestAPIClient, _ owner: TestAPIClient) async throws {
                let code = try #require(try await owner.send(.POST, "/api/v1/household/invites", json: "{}").json()["code"] as? String)
                #expect(try await client.send(.POST, "/api/v1/households/join", json: #"{"code": "\#(code)"}"#).status == .ok)
            }
            #expect(try await hana.send(.POST, "/api/v1/households", json: #"{"name": "Flat"}"#).status == .created)
            try await join(ivan, hana)
            let created = try await hana.send(.POST, "/api/v1/recipes", json: try jsonBody([
                "title": "Secret Stew", "servings": 2, "ingredients": ["1 secret spice"], "instructions": ["Stir."], "sharedWithHousehold": true,
            ]))
            let id = try #require(try created.json()["id"] as? String)
            #expect(try await ivan.send(.GET, "/api/v1/recipes/\(id)").status == .ok)

            // when she leaves it and joins jo's household
            let ivanID = try await app.storedUserID("ivan").uuidString
            #expect(try await hana.send(.POST, "/api/v1/household/leave", json: #"{"newOwner": "\#(ivanID)"}"#).status == .noContent)
            #expect(try await jo.send(.POST, "/api/v1/households", json: #"{"name": "House"}"#).status == .created)
            try await join(hana, jo)

            // then neither ivan nor jo sees it (jo did at once: tenth sweep), and her box is unticked
            #expect(try await ivan.send(.GET, "/api/v1/recipes/\(id)").status == .notFound)
            #expect(try await jo.send(.GET, "/api/v1/recipes/\(id)").status == .notFound)
            #expect(try await jo.send(.GET, "/api/v1/recipes/search?q=secret").body.string.contains(id) == false)
            #expect(try await hana.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").first?["sharedWithHousehold"] as? Bool == false)
            // and shared again, jo sees it
            let shared = try await hana.send(.PUT, "/api/v1/recipes/\(id)", json: try jsonBody([
                "title": "Secret Stew", "servings": 2, "ingredients": ["1 secret spice"], "instructions": ["Stir."], "sharedWithHousehold": true,
            ]))
            #expect(shared.status == .ok)
            #expect(try await jo.send(.GET, "/api/v1/recipes/\(id)").status == .ok)
            #expect(try await jo.send(.GET, "/api/v1/recipes/search?q=secret").body.string.contains(id))
        }
    }

    @Test func leavingGivesBackTheMembersOwnDataAndLeavesTheHouseholdsAlone() async throws {
        try await withAccountsApp { app, clock in
            // given: B kept a kitchen list before joining
            let home = try await Self.household(app, clock) { (bob: TestAPIClient) async throws in
                let added = try await bob.send(.POST, "/api/v1/pantry", json: #"{"name": "basil"}"#)
                #expect(added.status == .created)
            }
            #expect(try await home.alice.send(.POST, "/api/v1/pantry", json: #"{"name": "cumin"}"#).status == .created)
            #expect(try await home.bob.send(.GET, "/api/v1/pantry").jsonArray("items").map { $0["name"] as? String } == ["cumin"])
            // when: B's membership goes
            try await HouseholdMember.query(on: app.db).filter(\.$user.$id == home.bobID).delete()
            app.sharedChanges.publish(SharedChange(scope: home.householdID.uuidString.lowercased(), kind: .household, by: home.bobID))
            // then
            #expect(try await home.bob.send(.GET, "/api/v1/pantry").jsonArray("items").map { $0["name"] as? String } == ["basil"])
            #expect(try await home.alice.send(.GET, "/api/v1/pantry").jsonArray("items").map { $0["name"] as? String } == ["cumin"])
        }
    }

    @Test func twoMembersTickingTheSameItemAtOnceLeaveOneTick() async throws {
        try await withAccountsApp { app, clock in
            let home = try await Self.household(app, clock)
            _ = try await home.alice.plan("chicken-rice", on: "2026-01-02")
            let key = try #require(try await home.alice.groceryItems(from: Self.from, to: Self.to).first?["key"] as? String)
            let body = try jsonBody(["key": key, "checked": true, "from": Self.from, "to": Self.to])
            // when
            async let first = home.alice.send(.PUT, "/api/v1/grocery-list/checks", json: body)
            async let second = home.bob.send(.PUT, "/api/v1/grocery-list/checks", json: body)
            let (a, b) = try await (first, second)
            // then
            #expect(a.status == .ok)
            #expect(b.status == .ok)
            let ticks = try await GroceryTick.query(on: app.db).filter(\.$user.$id == home.householdID).filter(\.$itemKey == key).count()
            #expect(ticks == 1)
            // and two adds of one kitchen item at once leave one
            async let addA = home.alice.send(.POST, "/api/v1/pantry", json: #"{"name": "cumin"}"#)
            async let addB = home.bob.send(.POST, "/api/v1/pantry", json: #"{"name": "cumin"}"#)
            let statuses = try await [addA.status, addB.status]
            #expect(statuses.filter { $0 == .created }.count == 1)
            #expect(statuses.filter { $0 == .conflict }.count == 1)
            #expect(try await KitchenItem.query(on: app.db).filter(\.$user.$id == home.householdID).count() == 1)
        }
    }
}
