import Fluent
import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import SQLKit
import Testing
import VaporTesting

/// Ticks belong to the trip (the days of the list they were made on); items added by hand merge
/// with the plan's amount and belong to the days they were added for.
struct GroceryTripTests {
    static let week1 = (from: "2026-11-23", to: "2026-11-29")
    static let week2 = (from: "2026-11-30", to: "2026-12-06")

    /// Onion soup on the Tuesday of both weeks; answers the recipe's id.
    func planTwoWeeks(_ alice: TestAPIClient) async throws -> String {
        let soup = try await alice.createRecipe("Onion Soup", servings: 2, ingredients: ["3 onions", "2 cups milk"])
        _ = try await alice.plan(soup, on: "2026-11-24", "dinner", servings: 2)
        _ = try await alice.plan(soup, on: "2026-12-01", "dinner", servings: 2)
        return soup
    }

    func row(_ items: [[String: Any]], _ food: String) -> [String: Any]? {
        items.first { $0["food"] as? String == food }
    }

    func tick(_ client: TestAPIClient, _ key: String, _ checked: Bool = true, on days: (from: String, to: String)) async throws -> TestingHTTPResponse {
        try await client.send(.PUT, "/api/v1/grocery-list/checks", json: try jsonBody(["key": key, "checked": checked, "from": days.from, "to": days.to]))
    }

    @Test func aTickIsForItsTripAndListsOverlappingIt() async throws {
        try await withAccountsApp { app, _ in
            // given milk ticked on week 1's list
            let alice = try await TestAPIClient.signedUp(app, "alice")
            _ = try await planTwoWeeks(alice)
            let key = try #require(row(try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to), "milk")?["key"] as? String)
            #expect(try await tick(alice, key, on: Self.week1).status == .ok)

            // then week 1 shows it ticked, week 2 starts unticked
            #expect(row(try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to), "milk")?["checked"] as? Bool == true)
            #expect(row(try await alice.groceryItems(from: Self.week2.from, to: Self.week2.to), "milk")?["checked"] as? Bool == false)
            // and a list overlapping week 1 (Wednesday to Tuesday) shows it ticked
            #expect(row(try await alice.groceryItems(from: "2026-11-25", to: "2026-12-01"), "milk")?["checked"] as? Bool == true)

            // when week 1's servings change milk's amount
            let entries = try await alice.send(.GET, "/api/v1/plan?from=2026-11-24&to=2026-11-24").jsonArray("entries")
            let patched = try await alice.send(.PATCH, "/api/v1/plan/\(entries.first?["id"] as? String ?? "")", json: #"{"servings": 4}"#)
            #expect(patched.status == .ok)

            // then the tick no longer holds, on week 1's list or the overlapping one
            #expect(row(try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to), "milk")?["checked"] as? Bool == false)
            #expect(row(try await alice.groceryItems(from: "2026-11-25", to: "2026-12-01"), "milk")?["checked"] as? Bool == false)
        }
    }

    @Test func tickingTwiceAtOnceEndsTicked() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            _ = try await planTwoWeeks(alice)
            let key = try #require(row(try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to), "milk")?["key"] as? String)
            async let first = tick(alice, key, on: Self.week1)
            async let second = tick(alice, key, on: Self.week1)
            #expect(try await [first.status, second.status] == [.ok, .ok])
            #expect(try await GroceryTick.query(on: app.db).count() == 1)
            #expect(row(try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to), "milk")?["checked"] as? Bool == true)
        }
    }

    @Test func untickingEverythingClearsTheListShownOnly() async throws {
        try await withAccountsApp { app, _ in
            // given milk ticked on both weeks
            let alice = try await TestAPIClient.signedUp(app, "alice")
            _ = try await planTwoWeeks(alice)
            let key = try #require(row(try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to), "milk")?["key"] as? String)
            #expect(try await tick(alice, key, on: Self.week1).status == .ok)
            #expect(try await tick(alice, key, on: Self.week2).status == .ok)

            // when everything is unticked on week 1
            let cleared = try await alice.send(.DELETE, "/api/v1/grocery-list/checks?from=\(Self.week1.from)&to=\(Self.week1.to)")
            #expect(cleared.status == .noContent)

            // then week 2 keeps its tick
            #expect(row(try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to), "milk")?["checked"] as? Bool == false)
            #expect(row(try await alice.groceryItems(from: Self.week2.from, to: Self.week2.to), "milk")?["checked"] as? Bool == true)
        }
    }

    @Test func anItemAddedByHandMergesWithThePlansAmount() async throws {
        try await withAccountsApp { app, _ in
            // given 3 onions planned on week 1
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let soup = try await planTwoWeeks(alice)

            // when 3 onions are added to week 1's list
            let added = try await alice.send(.POST, "/api/v1/grocery-list/items", json: try jsonBody(["name": "3 onions", "from": Self.week1.from, "to": Self.week1.to]))
            #expect(added.status == .created)
            let id = try #require((try added.json()["addedIds"] as? [String])?.first)

            // then the list has one onion row: 3 planned + 3 added
            let items = try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to)
            let onions = items.filter { $0["food"] as? String == "onion" }
            #expect(onions.count == 1)
            let onion = try #require(onions.first)
            #expect(onion["display"] as? String == "6 onions")
            #expect(onion["planned"] as? String == "3")
            #expect(onion["added"] as? String == "3")
            #expect(onion["addedIds"] as? [String] == [id])
            #expect(onion["manual"] as? Bool == false)
            #expect(onion["id"] is NSNull)
            let parts = try #require(onion["parts"] as? [[String: Any]])
            #expect(parts.map { $0["recipeId"] as? String } == [soup, nil])
            #expect(parts.map { $0["addedId"] as? String } == [nil, id])
            #expect(parts.first?["recipe"] as? String == "Onion Soup")
            // and the plain text says so
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            let text = try await browser.get("/grocery.txt?from=\(Self.week1.from)&to=\(Self.week1.to)").body.string
            #expect(text.contains("[ ] 6 onions (3 planned + 3 added; Onion Soup, added by you)"), "\(text)")

            // and another user neither sees nor removes it
            let bob = try await TestAPIClient.signedUp(app, "bob")
            #expect(try await bob.groceryItems(from: Self.week1.from, to: Self.week1.to).isEmpty)
            #expect(try await bob.send(.DELETE, "/api/v1/grocery-list/items/\(id)").status == .notFound)

            // when it is removed, the planned part stays
            #expect(try await alice.send(.DELETE, "/api/v1/grocery-list/items/\(id)").status == .noContent)
            let after = try #require(row(try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to), "onion"))
            #expect(after["display"] as? String == "3 onions")
            #expect(after["addedIds"] as? [String] == [])
            #expect(after["planned"] is NSNull)
        }
    }

    @Test func shorthandCountsAddedByHandMergeAndNoneGoesBelowZero() async throws {
        try await withAccountsApp { app, _ in
            // given 3 onions planned on week 1
            let alice = try await TestAPIClient.signedUp(app, "alice")
            _ = try await planTwoWeeks(alice)

            // when onions are added in a list's shorthand, and a negative and a zero amount
            for name in ["onions x3", "2x onions", "onions 1", "-3 onions", "0 onions"] {
                let added = try await alice.send(.POST, "/api/v1/grocery-list/items", json: try jsonBody(["name": name, "from": Self.week1.from, "to": Self.week1.to]))
                #expect(added.status == .created, "\(name)")
            }

            // then one onion row holds the plan's 3 and the 6 added
            let items = try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to)
            let onion = try #require(row(items, "onion"))
            #expect(onion["display"] as? String == "9 onions")
            #expect(onion["planned"] as? String == "3")
            #expect(onion["added"] as? String == "6")
            // and the negative and zero amounts are lines of their own, as typed, with no amount
            let typed = items.filter { $0["food"] is NSNull }.compactMap { $0["display"] as? String }
            #expect(typed.sorted() == ["-3 onions", "0 onions"])
            #expect(!items.contains { ($0["quantity"] as? Double).map { $0 <= 0 } ?? false })
        }
    }

    @Test func anItemAddedByHandBelongsToItsDaysUnlessKept() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")

            // when one item is added for week 1 and another kept on every list
            for (name, keep) in [("paper towels", false), ("dish soap", true)] {
                let body = try jsonBody(["name": name, "from": Self.week1.from, "to": Self.week1.to, "keep": keep])
                #expect(try await alice.send(.POST, "/api/v1/grocery-list/items", json: body).status == .created)
            }

            // then week 1 has both, next week only the kept one
            let first = try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to).compactMap { $0["display"] as? String }
            #expect(Set(first) == ["paper towels", "dish soap"])
            #expect(try await alice.groceryItems(from: Self.week2.from, to: Self.week2.to).compactMap { $0["display"] as? String } == ["dish soap"])
        }
    }

    @Test(arguments: ["from=2026-13-01", "from=2026-11-29&to=2026-11-23", "to=nonsense", "from=2026-01-01&to=2027-06-01"])
    func badDaysAreRefusedWithAReason(_ query: String) async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            _ = try await planTwoWeeks(alice)
            let key = try #require(row(try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to), "milk")?["key"] as? String)
            var body: [String: Any] = ["key": key, "checked": true]
            for pair in query.split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                body[parts[0]] = parts[1]
            }
            let put = try await alice.send(.PUT, "/api/v1/grocery-list/checks", json: try jsonBody(body))
            #expect(put.status == .badRequest)
            #expect(!put.reason.isEmpty)
            let delete = try await alice.send(.DELETE, "/api/v1/grocery-list/checks?\(query)")
            #expect(delete.status == .badRequest)
            #expect(!delete.reason.isEmpty)
            body["name"] = "paper towels"
            #expect(try await alice.send(.POST, "/api/v1/grocery-list/items", json: try jsonBody(body)).status == .badRequest)
        }
    }

    @Test func oldTicksAndItemsMigrate() async throws {
        try await withAccountsApp { app, _ in
            // given alice's list, and the schema turned back to before trips
            let sql = try #require(app.db as? any SQLDatabase)
            let alice = try await TestAPIClient.signedUp(app, "alice")
            _ = try await planTwoWeeks(alice)
            let key = try #require(row(try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to), "milk")?["key"] as? String)
            // (the later migration that adds to these tables is turned back first, as a real database
            // from before trips never had it)
            try await CreateHousehold().revert(on: app.db)
            try await AddDaysToGroceryExtra().revert(on: app.db)
            try await CreateGroceryTick().revert(on: app.db)
            for migration in [String(reflecting: CreateHousehold.self), String(reflecting: AddDaysToGroceryExtra.self), String(reflecting: CreateGroceryTick.self)] {
                try await sql.delete(from: "_fluent_migrations").where("name", .equal, migration).run()
            }
            // and a tick and an item written the old way
            let userID = try await app.storedUserID("alice")
            let ticked = try #require(ISO8601DateFormatter().date(from: "2026-11-24T12:00:00Z"))
            try await sql.insert(into: "grocery_checks").columns("id", "user_id", "item_key", "created_at")
                .values(SQLBind(UUID()), SQLBind(userID), SQLBind(key), SQLBind(ticked)).run()
            try await sql.insert(into: "grocery_extras").columns("id", "user_id", "name", "food_id", "created_at")
                .values(SQLBind(UUID()), SQLBind(userID), SQLBind("paper towels"), SQLLiteral.null, SQLBind(ticked)).run()

            // when the migrations run, as at the next start
            try await app.autoMigrate()
            // (written behind the server's back, as a restart would start: no cached list holds)
            app.sharedChanges.receiveResync()

            // then the tick holds for the week from the day it was made, whatever the amount
            let tick = try #require(try await GroceryTick.query(on: app.db).first())
            #expect((tick.itemKey, tick.fromDay, tick.toDay, tick.amountKey) == (key, "2026-11-24", "2026-11-30", nil))
            #expect(row(try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to), "milk")?["checked"] as? Bool == true)
            #expect(row(try await alice.groceryItems(from: "2026-12-07", to: "2026-12-13"), "milk") == nil)
            // and the item is on every list, as it was
            let later = try await alice.groceryItems(from: "2027-03-01", to: "2027-03-07")
            #expect(later.compactMap { $0["display"] as? String } == ["paper towels"])
            #expect(try await GroceryExtra.query(on: app.db).first()?.keep == true)
        }
    }

    @Test func anExportFromBeforeTripsStillImports() async throws {
        try await withAccountsApp { app, _ in
            // given an old export: ticked keys without days, an item without days
            let alice = try await TestAPIClient.signedUp(app, "alice")
            _ = try await planTwoWeeks(alice)
            let key = try #require(row(try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to), "milk")?["key"] as? String)
            let document: [String: Any] = [
                "format": "reciplease-export", "version": 1, "exportedAt": "2026-11-24T08:00:00Z", "username": "alice",
                "recipes": [], "favorites": [], "preferences": ["diets": [], "cuisines": [], "intolerances": []], "pantry": [], "plan": [],
                "grocery": ["checked": [key], "extras": [["name": "paper towels", "checked": true, "createdAt": "2026-11-20T00:00:00Z"]]],
            ]

            // when it is imported
            let imported = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(document))
            #expect(imported.status == .ok, "\(imported.body.string)")

            // then the tick holds for the week from the export's day, whatever the amount
            #expect(row(try await alice.groceryItems(from: Self.week1.from, to: Self.week1.to), "milk")?["checked"] as? Bool == true)
            let tick = try #require(try await GroceryTick.query(on: app.db).first())
            #expect((tick.fromDay, tick.toDay, tick.amountKey) == ("2026-11-24", "2026-11-30", nil))
            // and the item is on every list
            #expect(try await alice.groceryItems(from: "2027-03-01", to: "2027-03-07").compactMap { $0["display"] as? String } == ["paper towels"])
        }
    }
}
