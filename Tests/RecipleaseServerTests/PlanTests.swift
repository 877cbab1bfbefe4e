import Fluent
import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

struct PlanTests {
    @Test func mealsArePlannedReadMovedAndRemoved() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")

            // when a library recipe is planned with only the required fields
            let created = try await alice.send(.POST, "/api/v1/plan", json: #"{"recipeId": "chicken-rice", "date": "2026-11-23", "mealType": "dinner"}"#)

            // then the usual dinner time and the recipe's servings fill in
            #expect(created.status == .created)
            let entry = try created.json()
            let id = try #require(entry["id"] as? String)
            #expect(entry["title"] as? String == "Chicken and Rice")
            #expect(entry["time"] as? String == "19:00")
            #expect(entry["servings"] as? Int == 4)
            #expect(entry["note"] is NSNull)
            #expect(entry["recipeAvailable"] as? Bool == true)

            // and the week lists it, with a second meal, in day and meal order
            _ = try await alice.plan("omelette", on: "2026-11-23", "breakfast", servings: 2, time: "07:15", note: "with chives")
            _ = try await alice.plan("fried-rice", on: "2026-11-30", "lunch")
            let week = try await alice.send(.GET, "/api/v1/plan?from=2026-11-23&to=2026-11-29")
            #expect(week.status == .ok)
            #expect(try week.json()["from"] as? String == "2026-11-23")
            #expect(try week.jsonArray("entries").map { $0["title"] as? String } == ["Omelette", "Chicken and Rice"])
            #expect(try week.jsonArray("entries").first?["note"] as? String == "with chives")

            // when moved to lunch on another day (the usual dinner time follows to the usual lunch time)
            let moved = try await alice.send(.PATCH, "/api/v1/plan/\(id)", json: #"{"date": "2026-11-24", "mealType": "lunch", "servings": 6}"#)
            #expect(moved.status == .ok)
            #expect(try moved.json()["date"] as? String == "2026-11-24")
            #expect(try moved.json()["mealType"] as? String == "lunch")
            #expect(try moved.json()["time"] as? String == "12:30")
            #expect(try moved.json()["servings"] as? Int == 6)

            // and a chosen time stays when only the day changes; a null note removes it
            _ = try await alice.send(.PATCH, "/api/v1/plan/\(id)", json: #"{"time": "13:05", "note": "guests"}"#)
            let again = try await alice.send(.PATCH, "/api/v1/plan/\(id)", json: #"{"mealType": "dinner", "note": null}"#)
            #expect(try again.json()["time"] as? String == "13:05")
            #expect(try again.json()["note"] is NSNull)

            // when removed
            #expect(try await alice.send(.DELETE, "/api/v1/plan/\(id)").status == .noContent)
            #expect(try await alice.send(.GET, "/api/v1/plan/\(id)").status == .notFound)
            #expect(try await alice.send(.DELETE, "/api/v1/plan/\(id)").status == .notFound)
            #expect(try await alice.send(.GET, "/api/v1/plan?from=2026-11-23&to=2026-11-29").jsonArray("entries").count == 1)
        }
    }

    @Test(arguments: [
        (#"{"recipeId": "omelette", "date": "2026-02-30", "mealType": "lunch"}"#, "date must be a day as YYYY-MM-DD"),
        (#"{"recipeId": "omelette", "date": "23/11/2026", "mealType": "lunch"}"#, "date must be a day"),
        (#"{"recipeId": "omelette", "mealType": "lunch"}"#, "date is required"),
        (#"{"recipeId": "omelette", "date": "2026-11-23", "mealType": "brunch"}"#, "mealType must be one of breakfast, lunch, dinner, snack"),
        (#"{"recipeId": "omelette", "date": "2026-11-23", "mealType": "dessert"}"#, "mealType must be one of"),
        (#"{"recipeId": "omelette", "date": "2026-11-23"}"#, "mealType is required"),
        (#"{"recipeId": "omelette", "date": "2026-11-23", "mealType": "lunch", "time": "25:00"}"#, "time must be a time of day as HH:MM"),
        (#"{"recipeId": "omelette", "date": "2026-11-23", "mealType": "lunch", "time": "7:30"}"#, "time must be a time of day"),
        (#"{"recipeId": "omelette", "date": "2026-11-23", "mealType": "lunch", "servings": 0}"#, "servings must be a whole number from 1 to 100"),
        (#"{"recipeId": "omelette", "date": "2026-11-23", "mealType": "lunch", "servings": 101}"#, "servings must be"),
        (#"{"recipeId": "no-such-recipe", "date": "2026-11-23", "mealType": "lunch"}"#, "names no recipe you can plan"),
        (#"{"date": "2026-11-23", "mealType": "lunch"}"#, "recipeId is required"),
        (#"{"recipeId": "omelette", "date": "2026-13-01", "mealType": "tea", "time": "noon"}"#, "date must be"),
        (#"{"recipeId": "omelette", "date": 20261123, "mealType": "lunch"}"#, "date must be text in double quotes"),
    ])
    func aBadMealIsRefusedWithTheReason(_ body: String, _ reason: String) async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let response = try await alice.send(.POST, "/api/v1/plan", json: body)
            #expect(response.status == .badRequest)
            #expect(response.reason.contains(reason), "\(response.reason)")
            #expect(try await PlanEntry.query(on: app.db).count() == 0)
        }
    }

    @Test func everyProblemIsNamedAtOnceAndANoteHasALimit() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let many = try await alice.send(.POST, "/api/v1/plan", json: #"{"recipeId": "omelette", "date": "2026-13-01", "mealType": "tea", "time": "noon"}"#)
            for part in ["date must be", "mealType must be", "time must be"] { #expect(many.reason.contains(part)) }
            let long = try await alice.send(.POST, "/api/v1/plan", json: try jsonBody(["recipeId": "omelette", "date": "2026-11-23", "mealType": "lunch", "note": String(repeating: "n", count: 501)]))
            #expect(long.status == .badRequest)
            #expect(long.reason.contains("note is 501 characters"))
            let id = try await alice.plan("omelette", on: "2026-11-23", "lunch")
            for patch in [#"{"date": "2026-11-31"}"#, #"{"mealType": "elevenses"}"#, #"{"time": "24:00"}"#, #"{"servings": -2}"#, #"{}"#] {
                #expect(try await alice.send(.PATCH, "/api/v1/plan/\(id)", json: patch).status == .badRequest, "\(patch)")
            }
            #expect(try await alice.send(.GET, "/api/v1/plan/\(id)").json()["date"] as? String == "2026-11-23")
        }
    }

    @Test func aListOfMoreLinesThanAreMergedInPlaceMergesTheSame() async throws {
        try await withAccountsApp { app, _ in
            // given a recipe of 100 lines, planned on 51 days: 5,100 lines, merged off the request's task
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let lines = (1...100).map { "\($0) g flour" }
            let recipe = try await alice.createRecipe("Flour Heap", servings: 2, ingredients: lines)
            let days = (1...31).map { String(format: "2027-01-%02d", $0) } + (1...20).map { String(format: "2027-02-%02d", $0) }
            for day in days { _ = try await alice.plan(recipe, on: day) }
            #expect(51 * lines.count > UserGrocery.linesMergedInPlace)
            // when
            let one = try await alice.groceryItems(from: "2027-01-01", to: "2027-01-01")
            let all = try await alice.groceryItems(from: "2027-01-01", to: "2027-02-20")
            // then: one row of flour, 51 times the one day's
            #expect(one.count == 1 && all.count == 1)
            let day = try #require(one.first?["quantity"] as? Double), year = try #require(all.first?["quantity"] as? Double)
            #expect(one.first?["unit"] as? String == all.first?["unit"] as? String)
            // Each list rounds as a cook measures.
            #expect(abs(year / day - 51) < 1, "\(one) \(all)")
        }
    }

    @Test(arguments: [
        ("from=2026-11-23&to=2027-11-24", "at most 366 days; 2026-11-23 to 2027-11-24 is 367"),
        ("from=2026-11-29&to=2026-11-23", "is before from"),
        ("from=2026-11-31&to=2026-12-01", "from must be a day"),
        ("from=2026-11-23&to=tomorrow", "to must be a day"),
    ])
    func aBadRangeIsRefused(_ query: String, _ reason: String) async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            for path in ["/api/v1/plan?", "/api/v1/grocery-list?"] {
                let response = try await alice.send(.GET, path + query)
                #expect(response.status == .badRequest)
                #expect(response.reason.contains(reason), "\(path): \(response.reason)")
            }
        }
    }

    @Test(arguments: [
        ("from=9999-12-31", "from (9999-12-31) is too close to the edge of the calendar"),
        ("to=0001-01-03", "to (0001-01-03) is too close to the edge of the calendar"),
        ("from=9999-12-31&to=10000-01-01", "to must be a day"),
        ("from=0000-12-31&to=0001-01-01", "from must be a day"),
    ])
    func aRangeThatWouldLeaveTheCalendarIsRefusedNamingItsParameter(_ query: String, _ reason: String) async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            for path in ["/api/v1/plan?", "/api/v1/grocery-list?"] {
                let response = try await alice.send(.GET, path + query)
                #expect(response.status == .badRequest, "\(path)\(query): \(response.status)")
                #expect(response.reason.contains(reason), "\(path): \(response.reason)")
            }
            // the last and first days themselves are still days one can plan and shop for
            #expect(try await alice.send(.GET, "/api/v1/plan?from=9999-12-25&to=9999-12-31").status == .ok)
            #expect(try await alice.send(.GET, "/api/v1/grocery-list?from=0001-01-01&to=0001-01-07").status == .ok)
        }
    }

    @Test func thePagesAtTheEdgesOfTheCalendarShowWithoutLinksPastThem() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let last = try await browser.get("/planner?week=9999-12-31")
            #expect(last.status == .ok)
            #expect(last.body.string.contains("id=\"previous-week\""))
            #expect(!last.body.string.contains("id=\"next-week\""))
            let first = try await browser.get("/planner?week=0001-01-01")
            #expect(first.status == .ok)
            #expect(!first.body.string.contains("id=\"previous-week\""))
            for path in ["/grocery?from=9999-12-31&to=9999-12-31", "/grocery?from=0001-01-01&to=0001-01-01", "/grocery?from=9999-12-31", "/grocery.txt?from=9999-12-31"] {
                let page = try await browser.get(path)
                #expect(page.status.code < 500, "\(path): \(page.status)")
            }
        }
    }

    @Test func aYearIsTheLongestRangeAndNoRangeIsThisWeek() async throws {
        try await withAccountsApp { app, _ in
            // the test clock reads 2026-01-01, a Thursday
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.GET, "/api/v1/plan?from=2028-01-01&to=2028-12-31").status == .ok)
            #expect(try await alice.send(.GET, "/api/v1/plan?from=2026-11-23&to=2027-11-23").status == .ok)
            let week = try await alice.send(.GET, "/api/v1/plan").json()
            #expect(week["from"] as? String == "2025-12-29")
            #expect(week["to"] as? String == "2026-01-04")
            #expect(try await TestAPIClient(app: app).send(.GET, "/api/v1/plan").status == .unauthorized)
        }
    }

    @Test func anotherUsersMealAnswers404() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let id = try await alice.plan("omelette", on: "2026-11-23", "breakfast")

            // then
            #expect(try await bob.send(.GET, "/api/v1/plan/\(id)").status == .notFound)
            #expect(try await bob.send(.PATCH, "/api/v1/plan/\(id)", json: #"{"servings": 9}"#).status == .notFound)
            #expect(try await bob.send(.DELETE, "/api/v1/plan/\(id)").status == .notFound)
            #expect(try await bob.send(.GET, "/api/v1/plan?from=2026-11-23&to=2026-11-29").jsonArray("entries").isEmpty)
            #expect(try await bob.send(.DELETE, "/api/v1/plan/not-a-uuid").status == .notFound)
            let page = TestBrowser(app)
            try await page.signIn("bob")
            #expect(try await page.get("/planner/\(id)/edit").status == .notFound)
            #expect(try await page.post("/planner/\(id)/delete").status == .notFound)
            #expect(try await alice.send(.GET, "/api/v1/plan/\(id)").json()["servings"] as? Int == 1)
        }
    }

    @Test func theUsualTimesComeFromTheSettings() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let defaults = try await alice.send(.GET, "/api/v1/planner/settings").json()
            #expect(defaults["reminderMinutes"] as? Int == 60)
            #expect(defaults["timeZone"] as? String == "UTC")
            #expect((defaults["times"] as? [String: String])?["breakfast"] == "08:00")

            // when
            try await alice.setSettings(["times": ["breakfast": "06:45"], "unitSystem": "metric", "timeZone": "Europe/Paris", "reminderMinutes": 30])

            // then
            let saved = try await alice.send(.GET, "/api/v1/planner/settings").json()
            #expect((saved["times"] as? [String: String])?["breakfast"] == "06:45")
            #expect((saved["times"] as? [String: String])?["dinner"] == "19:00")
            #expect(saved["unitSystem"] as? String == "metric")
            let id = try await alice.plan("omelette", on: "2026-11-23", "breakfast")
            let entry = try await alice.send(.GET, "/api/v1/plan/\(id)").json()
            #expect(entry["time"] as? String == "06:45")
            // 06:45 in Paris in November is 05:45 UTC
            #expect(entry["start"] as? String == "2026-11-23T05:45:00Z")
            // and before 1582 too, on the Gregorian day the meal is planned for (it was written in
            // the Julian calendar, two days on in year 1; household probe, 2026-12-08)
            try await alice.setSettings(["timeZone": "UTC"])
            for (day, start) in [("0001-01-01", "0001-01-01T19:00:00Z"), ("1582-10-10", "1582-10-10T19:00:00Z"), ("1582-10-15", "1582-10-15T19:00:00Z")] {
                let old = try await alice.plan("omelette", on: day, "dinner")
                #expect(try await alice.send(.GET, "/api/v1/plan/\(old)").json()["start"] as? String == start)
            }
            try await alice.setSettings(["timeZone": "Europe/Paris"])

            // and bad settings are refused, all named, nothing changed
            let bad = try await alice.send(.PATCH, "/api/v1/planner/settings", json: #"{"timeZone": "Mars/Olympus", "unitSystem": "imperial", "reminderMinutes": 5000, "times": {"lunch": "12h"}}"#)
            #expect(bad.status == .badRequest)
            for part in ["timeZone", "unitSystem", "reminderMinutes", "lunch time"] { #expect(bad.reason.contains(part), "\(bad.reason)") }
            // a key of `times` that is no meal is named as one (the reason said "mealType")
            let elevenses = try await alice.send(.PATCH, "/api/v1/planner/settings", json: #"{"times": {"elevenses": "11:00"}}"#)
            #expect(elevenses.status == .badRequest)
            #expect(elevenses.reason.hasPrefix("\"times\" takes the meals"), "\(elevenses.reason)")
            #expect(try elevenses.json()["code"] as? String == "plan.times-meal")
            // a name that reads as a zone only up to a NUL, or with other bytes no zone has
            for zone in [#"Europe/Berlin\u0000x"#, #"Europe/Berlin\n"#, "Europe/Berlín", "Europe/Berlin;", "Europe/../Berlin"] {
                let odd = try await alice.send(.PATCH, "/api/v1/planner/settings", json: #"{"timeZone": "\#(zone)"}"#)
                #expect(odd.status == .badRequest, "\(zone)")
            }
            #expect(try await alice.send(.GET, "/api/v1/planner/settings").json()["timeZone"] as? String == "Europe/Paris")
        }
    }

    @Test func aFavoriteThatLeftTheLibraryCanStillBePlannedFromItsSnapshot() async throws {
        try await withAccountsApp { app, _ in
            // given a favorite whose recipe then leaves the library
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.PUT, "/api/v1/favorites/omelette").status == .created)
            app.recipeStore.remove("omelette")

            // when
            let id = try await alice.plan("omelette", on: "2026-11-23", "breakfast", servings: 2)

            // then it is on the plan, and the grocery list reads the snapshot's lines
            let entry = try await alice.send(.GET, "/api/v1/plan/\(id)").json()
            #expect(entry["title"] as? String == "Omelette")
            #expect(entry["recipeAvailable"] as? Bool == true)
            let items = try await alice.groceryItems(from: "2026-11-23", to: "2026-11-23")
            #expect(items.contains { $0["food"] as? String == "egg" && $0["display"] as? String == "6 eggs" })

            // and without the favorite the meal stays on the plan, marked, and off the list
            #expect(try await alice.send(.DELETE, "/api/v1/favorites/omelette").status == .noContent)
            #expect(try await alice.send(.GET, "/api/v1/plan/\(id)").json()["recipeAvailable"] as? Bool == false)
            let list = try await alice.send(.GET, "/api/v1/grocery-list?from=2026-11-23&to=2026-11-23").json()
            #expect((list["items"] as? [Any])?.isEmpty == true)
            #expect((list["unavailable"] as? [String])?.first?.contains("Omelette") == true)
        }
    }

    @Test func thePagesShowTheWeekAndAddMoveAndRemoveMeals() async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let empty = try await browser.get("/planner?week=2026-11-26")
            #expect(empty.status == .ok)
            // an empty week says how to start
            #expect(empty.body.string.contains(#"id="empty-week""#))

            // when a meal is added from the recipe's "Add to my plan"
            let form = try await browser.get("/planner/add?recipe=omelette")
            #expect(form.status == .ok)
            #expect(form.body.string.contains("value=\"breakfast\" data-time=\"08:00\" selected"))
            let added = try await browser.post("/planner", [("recipe", "omelette"), ("date", "2026-11-24"), ("meal", "breakfast"),
                                                          ("servings", "2"), ("time", "08:00"), ("note", "use the <good> pan")])
            #expect(added.status == .seeOther)
            #expect(added.location == "/planner?week=2026-11-23#day-2026-11-24")

            // then the week shows it on its day, escaped, with the week's links
            let week = try await browser.get("/planner?week=2026-11-26").body.string
            #expect(week.contains("Week of Mon 23 Nov – Sun 29 Nov 2026"))
            #expect(week.contains("Omelette") && week.contains("use the &lt;good&gt; pan"))
            #expect(!week.contains(#"id="empty-week""#))
            #expect(week.contains("/planner?week=2026-11-16") && week.contains("/planner?week=2026-11-30"))
            #expect(week.contains("/grocery?from=2026-11-23&amp;to=2026-11-29") || week.contains("/grocery?from=2026-11-23&to=2026-11-29"))
            let entry = try #require(try await PlanEntry.query(on: app.db).first())
            let id = try entry.requireID().uuidString

            // when a mistake is sent, the form comes back with the reason and nothing changes
            let refused = try await browser.post("/planner/\(id)", [("date", "2026-11-31"), ("meal", "lunch"), ("servings", "2"), ("time", ""), ("note", "")])
            #expect(refused.status == .badRequest)
            #expect(refused.body.string.contains("The day must be a date as YYYY-MM-DD; &quot;2026-11-31&quot; is not."), "\(refused.body.string)")

            // when moved to Friday's lunch
            let moved = try await browser.post("/planner/\(id)", [("date", "2026-11-27"), ("meal", "lunch"), ("servings", "3"), ("time", ""), ("note", "")])
            #expect(moved.location == "/planner?week=2026-11-23#day-2026-11-27")
            let row = try #require(try await PlanEntry.find(entry.requireID(), on: app.db))
            #expect(row.date == "2026-11-27" && row.mealType == "lunch" && row.servings == 3 && row.note == nil)

            // when removed
            #expect(try await browser.post("/planner/\(id)/delete").status == .seeOther)
            #expect(try await PlanEntry.query(on: app.db).count() == 0)
        }
    }

    @Test func theSettingsPageSavesAndRefusesWithReasons() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let page = try await browser.get("/planner/settings").body.string
            #expect(page.contains("id=\"calendar-url\""))
            let fields = [("breakfast", "07:00"), ("lunch", "12:00"), ("dinner", "18:30"), ("snack", "15:30"),
                          ("reminderMinutes", "45"), ("unitSystem", "metric"), ("timeZone", "America/New_York")]
            #expect(try await browser.post("/planner/settings", fields).location == "/planner/settings?done=saved")
            let saved = try await browser.fetch(.GET, "/api/v1/planner/settings", csrf: false).json()
            #expect(saved["reminderMinutes"] as? Int == 45)
            #expect(saved["timeZone"] as? String == "America/New_York")
            let bad = try await browser.post("/planner/settings", fields.map { $0.0 == "reminderMinutes" ? ($0.0, "soon") : $0 })
            #expect(bad.status == .badRequest)
            #expect(bad.body.string.contains("whole number of minutes"))

            // a refused form shows again all that was typed, not the saved settings
            let typed = [("breakfast", "06:15"), ("lunch", "12:00"), ("dinner", "18:30"), ("snack", "15:30"),
                         ("reminderMinutes", "30"), ("unitSystem", "us"), ("timeZone", "Paris")]
            let refused = try await browser.post("/planner/settings", typed)
            #expect(refused.status == .badRequest)
            let html = refused.body.string
            // (the reason names the field as the page labels it, not the JSON key "timeZone")
            #expect(html.contains("The time zone must be an IANA time zone name"), "\(html)")
            #expect(html.contains(#"id="time-breakfast" name="breakfast" type="time" value="06:15""#))
            #expect(html.contains(#"name="reminderMinutes" type="number" inputmode="numeric" min="0" max="1440" value="30""#))
            #expect(html.contains(#"value="us" checked"#) && !html.contains(#"value="metric" checked"#))
            #expect(html.contains(#"value="Paris""#))
            #expect(try await browser.fetch(.GET, "/api/v1/planner/settings", csrf: false).json()["reminderMinutes"] as? Int == 45)
        }
    }
}
