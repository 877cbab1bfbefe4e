import Fluent
import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// One date holds at most `PlanRules.maxPerDay` meals, whichever door they come through: the API
/// and the planner's form, moving a meal, and an imported export. The week's pages stay a bounded
/// size (a hostile sweep planned the plan's 5,000 meals into one week: a 5 MB planner page took
/// 2.4 s to build and eight at once held every other request 13 s).
struct PlanDayLimitTests {
    static let day = "2026-03-02"

    /// `count` meals on `date` straight in the table, as earlier writes left them.
    static func fill(_ app: Application, _ username: String, count: Int, on date: String = day) async throws {
        let userID = try await app.storedUserID(username)
        let rows = (0..<count).map {
            PlanEntry(userID: userID, recipeID: "omelette", title: "Omelette", date: date, mealType: "dinner", servings: 1,
                      time: "19:00", note: "\($0)", createdAt: Date())
        }
        try await app.db.writeTransaction { db in try await rows.create(on: db) }
    }

    @Test func aFullDayRefusesAMealWithItsReasonAndOtherDaysStillTakeThem() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            try await Self.fill(app, "alice", count: PlanRules.maxPerDay - 1)
            // the last place on the day is taken
            let last = try await alice.send(.POST, "/api/v1/plan", json: #"{"recipeId": "omelette", "date": "\#(Self.day)", "mealType": "lunch"}"#)
            #expect(last.status == .created, "\(last.body.string)")
            // then the next is refused, saying why
            let refused = try await alice.send(.POST, "/api/v1/plan", json: #"{"recipeId": "omelette", "date": "\#(Self.day)", "mealType": "lunch"}"#)
            #expect(refused.status == .conflict)
            #expect(try refused.json()["code"] as? String == "plan.day-full")
            #expect(refused.reason.contains("at most \(PlanRules.maxPerDay) meals"), "\(refused.reason)")
            // another day takes it, and a meal moved onto the full day is refused and stays put
            let other = try await alice.plan("omelette", on: "2026-03-03")
            let moved = try await alice.send(.PATCH, "/api/v1/plan/\(other)", json: #"{"date": "\#(Self.day)"}"#)
            #expect(moved.status == .conflict, "\(moved.body.string)")
            #expect(try await alice.send(.GET, "/api/v1/plan/\(other)").json()["date"] as? String == "2026-03-03")
            // changing a meal on the full day without moving it still works
            let entries = try await alice.send(.GET, "/api/v1/plan?from=\(Self.day)&to=\(Self.day)").jsonArray("entries")
            #expect(entries.count == PlanRules.maxPerDay)
            let first = try #require(entries.first?["id"] as? String)
            #expect(try await alice.send(.PATCH, "/api/v1/plan/\(first)", json: #"{"servings": 3}"#).status == .ok)
            // the planner's form says it in a page
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            let form = try await browser.post("/planner", [("recipe", "omelette"), ("date", Self.day), ("meal", "dinner")])
            #expect(form.status == .conflict, "\(form.status)")
            #expect(form.body.string.contains("at most \(PlanRules.maxPerDay) meals"))
        }
    }

    @Test func anExportPuttingTooManyMealsOnOneDayIsRefusedWhole() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            try await Self.fill(app, "alice", count: 10)
            let meal: [String: Any] = ["recipeId": "omelette", "title": "Omelette", "date": Self.day, "mealType": "lunch",
                                       "servings": 2, "time": "12:00", "createdAt": "2026-01-01T00:00:00Z"]
            let body = try ExportImportBoundsTests.document(["plan": Array(repeating: meal, count: PlanRules.maxPerDay - 9)])
            let response = try await alice.send(.POST, "/api/v1/import", json: body)
            #expect(response.status == .badRequest, "\(response.body.string)")
            #expect(response.reason.contains("\(Self.day) has 10 and the export adds \(PlanRules.maxPerDay - 9)"), "\(response.reason)")
            #expect(try await alice.send(.GET, "/api/v1/plan?from=\(Self.day)&to=\(Self.day)").jsonArray("entries").count == 10)
            // one fewer fits
            let fits = try ExportImportBoundsTests.document(["plan": Array(repeating: meal, count: PlanRules.maxPerDay - 10)])
            #expect(try await alice.send(.POST, "/api/v1/import", json: fits).status == .ok)
            #expect(try await alice.send(.GET, "/api/v1/plan?from=\(Self.day)&to=\(Self.day)").jsonArray("entries").count == PlanRules.maxPerDay)
        }
    }

    /// A household's plan holds no more on a date: it starts as its creator's, a member who joins
    /// with a full day of their own brings none of it, and members' meals count together.
    @Test func aHouseholdsDayHoldsNoMoreThanOnePlans() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            try await Self.fill(app, "alice", count: PlanRules.maxPerDay - 1)
            try await Self.fill(app, "bob", count: PlanRules.maxPerDay)
            #expect(try await alice.send(.POST, "/api/v1/households", json: #"{"name": "Home"}"#).status == .created)
            let code = try #require(try await alice.send(.POST, "/api/v1/household/invites", json: "{}").json()["code"] as? String)
            #expect(try await bob.send(.POST, "/api/v1/households/join", json: #"{"code": "\#(code)"}"#).status == .ok)
            let day = "/api/v1/plan?from=\(Self.day)&to=\(Self.day)"
            #expect(try await bob.send(.GET, day).jsonArray("entries").count == PlanRules.maxPerDay - 1)
            // bob takes the last place; alice's next is refused
            let last = try await bob.send(.POST, "/api/v1/plan", json: #"{"recipeId": "omelette", "date": "\#(Self.day)", "mealType": "lunch"}"#)
            #expect(last.status == .created, "\(last.body.string)")
            let refused = try await alice.send(.POST, "/api/v1/plan", json: #"{"recipeId": "omelette", "date": "\#(Self.day)", "mealType": "lunch"}"#)
            #expect(refused.status == .conflict, "\(refused.body.string)")
            #expect(try refused.json()["code"] as? String == "plan.day-full")
            #expect(try await alice.send(.GET, day).jsonArray("entries").count == PlanRules.maxPerDay)
        }
    }
}
