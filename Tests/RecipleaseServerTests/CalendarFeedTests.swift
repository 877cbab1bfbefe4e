import Fluent
import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

struct CalendarFeedTests {
    func feedPath(_ client: TestAPIClient) async throws -> String {
        let url = try #require(try await client.send(.GET, "/api/v1/calendar").json()["url"] as? String)
        return try #require(URL(string: url)?.path)
    }

    func feed(_ app: Application, _ path: String) async throws -> TestingHTTPResponse {
        try await app.testing().sendRequest(.GET, path)
    }

    /// The logical lines of a feed: folded lines joined again.
    func unfolded(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
    }

    /// A meal of a recipe that makes pieces counts them, as the planner does: 60 of "30 spring
    /// rolls" was "Snack for 60 people" (household probe, 2026-12-08); in French too.
    @Test func aMealOfPiecesCountsThemInTheFeed() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let created = try await alice.send(.POST, "/api/v1/recipes", json: try jsonBody([
                "title": "Spring rolls", "servings": 30, "yield": "30 spring rolls",
                "ingredients": ["30 rice paper wrappers", "200 g rice noodles"], "instructions": ["Roll them."],
            ]))
            #expect(created.status == .created, "\(created.body.string)")
            let rolls = try #require(try created.json()["id"] as? String)
            _ = try await alice.plan(rolls, on: "2026-11-23", "snack", servings: 60, time: "16:00")
            _ = try await alice.plan(rolls, on: "2026-11-24", "snack", servings: 30, time: "16:00")
            _ = try await alice.plan("chicken-rice", on: "2026-11-25", "dinner")
            let path = try await feedPath(alice)
            let lines = unfolded(try await feed(app, path).body.string)
            #expect(lines.contains { $0.hasPrefix("DESCRIPTION:Snack: 60 spring rolls at 16:00.\\nRecipe: http") }, "\(lines.filter { $0.hasPrefix("DESCRIPTION") })")
            #expect(lines.contains { $0.hasPrefix("DESCRIPTION:Snack: 30 spring rolls at 16:00.\\nRecipe: http") })
            #expect(lines.contains { $0.hasPrefix("DESCRIPTION:Dinner for 4 people at 19:00.") })
            #expect(!lines.contains { $0.contains("people") && $0.contains("Snack") })
            #expect(try await alice.send(.PATCH, "/api/v1/account", json: #"{"language": "fr"}"#).status == .ok)
            let french = unfolded(try await feed(app, path).body.string)
            #expect(french.contains { $0.hasPrefix("DESCRIPTION:Goûter\u{A0}: 60 spring rolls à 16 h 00.") }, "\(french.filter { $0.hasPrefix("DESCRIPTION") })")
        }
    }

    @Test func theFeedFollowsTheTextRulesOfRFC5545() async throws {
        try await withAccountsApp { app, _ in
            // given dinners in Paris, one with a long title full of characters to escape
            let alice = try await TestAPIClient.signedUp(app, "alice")
            try await alice.setSettings(["timeZone": "Europe/Paris"])
            let first = try await alice.plan("chicken-rice", on: "2026-11-23", "dinner", note: "Bring wine; or beer, either")
            let long = try await alice.createRecipe("Grandma’s slow-braised, very tender; fall-apart beef with crème fraîche & 🍷 sauce, served hot")
            let second = try await alice.plan(long, on: "2026-11-24", "lunch")

            // when
            let path = try await feedPath(alice)
            let response = try await feed(app, path)

            // then
            #expect(response.status == .ok)
            #expect(response.headers.first(name: .contentType) == "text/calendar; charset=utf-8")
            let text = response.body.string
            #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Reciplease//"))
            #expect(text.hasSuffix("END:VCALENDAR\r\n"))
            #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
            #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
            for line in text.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 75, "\(line)") }
            let lines = unfolded(text)
            #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 2)
            #expect(lines.contains("UID:\(first.lowercased())@reciplease"))
            #expect(lines.contains("UID:\(second.lowercased())@reciplease"))
            #expect(lines.filter { $0.hasPrefix("DTSTAMP:") && $0.hasSuffix("Z") }.count == 2)
            // 19:00 in Paris in November is 18:00 UTC
            #expect(lines.contains("DTSTART:20261123T180000Z"))
            #expect(lines.contains("DTEND:20261123T190000Z"))
            #expect(lines.contains("DTSTART:20261124T113000Z"))
            #expect(lines.contains("SUMMARY:Dinner: Chicken and Rice"))
            #expect(lines.contains { $0.hasPrefix("DESCRIPTION:Dinner for 4 people at 19:00.\\nNote: Bring wine\\; or beer\\, either\\nRecipe: http") })
            #expect(lines.contains("SUMMARY:Lunch: Grandma’s slow-braised\\, very tender\\; fall-apart beef with crème fraîche & 🍷 sauce\\, served hot"))
            #expect(text.contains("BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Dinner at 19:00: Chicken and Rice (in 1 hour)\r\nTRIGGER:-PT1H\r\nEND:VALARM"))
            #expect(lines.filter { $0 == "TRIGGER:-PT1H" }.count == 2)
        }
    }

    @Test func theAlarmFollowsTheLeadTimeAndEventsFollowTheirMeals() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let id = try await alice.plan("omelette", on: "2026-11-23", "breakfast")
            let other = try await alice.plan("fried-rice", on: "2026-11-23", "lunch")
            let path = try await feedPath(alice)
            #expect(unfolded(try await feed(app, path).body.string).contains("DTSTART:20261123T080000Z"))

            // when the lead time, one meal's time and the other meal change
            try await alice.setSettings(["reminderMinutes": 30])
            _ = try await alice.send(.PATCH, "/api/v1/plan/\(id)", json: #"{"time": "09:15", "date": "2026-11-24"}"#)
            _ = try await alice.send(.DELETE, "/api/v1/plan/\(other)")

            // then the same event has the new time, the removed one is gone, the alarm is earlier
            let lines = unfolded(try await feed(app, path).body.string)
            #expect(lines.contains("UID:\(id.lowercased())@reciplease"))
            #expect(lines.contains("DTSTART:20261124T091500Z"))
            #expect(!lines.contains("DTSTART:20261123T080000Z"))
            #expect(!lines.contains("UID:\(other.lowercased())@reciplease"))
            #expect(lines.contains("TRIGGER:-PT30M"))
            #expect(!lines.contains("TRIGGER:-PT1H"))
        }
    }

    @Test func aNewAddressReplacesTheOldOne() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let old = try await feedPath(alice)
            #expect(try await feedPath(alice) == old)

            // then the secret is 256 random bits, base64url
            let token = String(old.dropFirst("/calendar/".count).dropLast(".ics".count))
            #expect(token.count == 43)
            #expect(token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
            let url = try #require(try await alice.send(.GET, "/api/v1/calendar").json()["url"] as? String)
            #expect(url.hasPrefix("http://") && url.hasSuffix(old))

            // when
            let renewed = try await alice.send(.POST, "/api/v1/calendar/token")
            #expect(renewed.status == .ok)
            let renewedURL = try #require(try renewed.json()["url"] as? String)
            let new = try #require(URL(string: renewedURL)?.path)

            // then
            #expect(new != old)
            #expect(try await feed(app, old).status == .notFound)
            #expect(try await feed(app, new).status == .ok)
            #expect(try await feed(app, "/calendar/not-a-token.ics").status == .notFound)
            #expect(try await feed(app, new.replacingOccurrences(of: ".ics", with: "")).status == .notFound)
            #expect(try await TestAPIClient(app: app).send(.GET, "/api/v1/calendar").status == .unauthorized)

            // and Bob's feed shows none of Alice's meals
            _ = try await alice.plan("omelette", on: "2026-11-23", "breakfast")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let bobsFeed = try await feed(app, try await feedPath(bob))
            let bobs = bobsFeed.body.string
            #expect(bobsFeed.status == .ok && bobs.hasPrefix("BEGIN:VCALENDAR"), "\(bobs)")
            #expect(!bobs.contains("BEGIN:VEVENT"))
            #expect(try await feed(app, new).body.string.contains("BEGIN:VEVENT"))
        }
    }

    @Test func remindersComeTheLeadTimeBeforeFutureMealsOnly() async throws {
        try await withAccountsApp { app, clock in
            // given: the clock reads 2026-01-01 00:00 UTC
            let alice = try await TestAPIClient.signedUp(app, "alice")
            _ = try await alice.plan("omelette", on: "2026-01-01", "breakfast", time: "00:30")
            let lunch = try await alice.plan("fried-rice", on: "2026-01-01", "lunch")
            _ = try await alice.plan("chicken-rice", on: "2026-01-03", "dinner")
            _ = try await alice.plan("chicken-rice", on: "2026-02-01", "dinner")

            // when
            let response = try await alice.send(.GET, "/api/v1/reminders")

            // then: the 00:30 breakfast's reminder has passed; next month is beyond the horizon
            #expect(response.status == .ok)
            let reminders = try response.jsonArray("reminders")
            #expect(reminders.map { $0["at"] as? String } == ["2026-01-01T11:30:00Z", "2026-01-03T18:00:00Z"])
            #expect(reminders.first?["entryId"] as? String == lunch)
            #expect(reminders.first?["mealAt"] as? String == "2026-01-01T12:30:00Z")
            #expect(reminders.first?["text"] as? String == "Lunch at 12:30: Egg Fried Rice (in 1 hour)")

            // and the planner lists them
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            let page = try await browser.get("/planner?week=2026-01-01").body.string
            #expect(page.contains("Lunch at 12:30: Egg Fried Rice"))
            #expect(page.contains("data-reminders=\"/api/v1/reminders\""))

            // when time passes the first reminder
            clock.advance(seconds: 12 * 3600)
            #expect(try await alice.send(.GET, "/api/v1/reminders").jsonArray("reminders").count == 1)
        }
    }

    @Test func aMealWhoseStartLeavesTheFourDigitYearsHasNoStartAndNoEvent() async throws {
        try await withAccountsApp { app, _ in
            // given a cook twelve hours west of UTC, with a meal on the calendar's last evening and one the day before
            let alice = try await TestAPIClient.signedUp(app, "alice")
            try await alice.setSettings(["timeZone": "Etc/GMT+12"])
            let last = try await alice.plan("chicken-rice", on: "9999-12-31", "snack", time: "23:59")
            let before = try await alice.plan("chicken-rice", on: "9999-12-30", "dinner", time: "09:00")

            // when the plan and the feed are read
            let entries = try await alice.send(.GET, "/api/v1/plan?from=9999-12-27&to=9999-12-31").jsonArray("entries")
            let text = try await feed(app, try await feedPath(alice)).body.string

            // then the first, which starts in the year 10000 in UTC, has no start and no event
            let starts = Dictionary(uniqueKeysWithValues: entries.map { ($0["id"] as? String ?? "", $0["start"]) })
            #expect(starts[last] is NSNull, "\(entries)")
            #expect(starts[before] as? String == "9999-12-30T21:00:00Z", "\(entries)")
            let lines = unfolded(text)
            #expect(!lines.contains("UID:\(last.lowercased())@reciplease"))
            #expect(lines.contains("UID:\(before.lowercased())@reciplease"))
            #expect(lines.contains("DTSTART:99991230T210000Z"))
            // and every date and time the feed writes has a year of four digits
            for line in lines where line.hasPrefix("DTSTART:") || line.hasPrefix("DTEND:") || line.hasPrefix("DTSTAMP:") {
                #expect(line.split(separator: ":")[1].count == 16, "\(line)")
            }
        }
    }

    /// A meal that starts in the year 9999 and would end in 10000 (23:30 on 9999-12-31 in UTC) has
    /// its `start` and its event, ending at the year's last second: its `start` was given while the
    /// feed left it out (household probe, 2026-12-08).
    @Test func aMealEndingPastTheFourDigitYearsKeepsItsEvent() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let late = try await alice.plan("chicken-rice", on: "9999-12-31", "snack", time: "23:30")
            let entry = try await alice.send(.GET, "/api/v1/plan/\(late)").json()
            #expect(entry["start"] as? String == "9999-12-31T23:30:00Z")
            let lines = unfolded(try await feed(app, try await feedPath(alice)).body.string)
            #expect(lines.contains("UID:\(late.lowercased())@reciplease"))
            #expect(lines.contains("DTSTART:99991231T233000Z"))
            #expect(lines.contains("DTEND:99991231T235959Z"))
        }
    }
}
