import Foundation
import Testing
@testable import RecipleaseCore

struct CalendarTests {
    let paris = TimeZone(identifier: "Europe/Paris")!

    func plannedMeal(_ title: String = "Coq au Vin, slow; \"braised\"", date: String = "2026-11-23", time: String = "19:00") -> MealPlanEntry {
        MealPlanEntry(id: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!, recipeID: "coq-au-vin", title: title,
                      date: PlanDate(date)!, meal: .dinner, servings: 4, time: PlanTime(time)!)
    }

    @Test func aFeedFollowsTheRules() {
        // given a dinner at 19:00 in Paris (UTC+1 in November)
        let plan = plannedMeal()
        let event = ICalendar.Event(uid: plan.id.uuidString + "@reciplease", start: plan.start(in: paris), end: plan.end(in: paris),
                                    summary: plan.title, description: "Dinner for 4\nSee the recipe", alarmText: "Dinner in an hour")
        // when
        let text = ICalendar.document(name: "Meals", events: [event], stamp: Date(timeIntervalSince1970: 1_790_000_000))
        // then
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(text.contains("DTSTART:20261123T180000Z\r\n"))
        #expect(text.contains("DTEND:20261123T190000Z\r\n"))
        #expect(text.contains("SUMMARY:Coq au Vin\\, slow\\; \"braised\"\r\n"))
        #expect(text.contains("DESCRIPTION:Dinner for 4\\nSee the recipe\r\n"))
        #expect(text.contains("BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Dinner in an hour\r\nTRIGGER:-PT1H\r\nEND:VALARM"))
        for line in text.components(separatedBy: "\r\n") {
            #expect(line.utf8.count <= 75, "line too long: \(line)")
        }
    }

    @Test(arguments: [10, 74, 75, 76, 200, 1000])
    func foldingKeepsEveryOctetAndNeverSplitsACharacter(_ length: Int) {
        let line = "SUMMARY:" + String(repeating: "é🍲a", count: length / 3 + 1)
        let folded = ICalendar.fold(line)
        for physical in folded.components(separatedBy: "\r\n") { #expect(physical.utf8.count <= 75) }
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line)
    }

    @Test(arguments: [(60, "PT1H"), (30, "PT30M"), (90, "PT1H30M"), (1440, "P1D")])
    func alarmDurations(_ minutes: Int, _ text: String) {
        #expect(ICalendar.duration(minutes: minutes) == text)
    }

    @Test(arguments: [("2026-02-29", false), ("2028-02-29", true), ("2026-13-01", false), ("2026-1-01", false), ("x", false), ("2026-11-21", true),
                      ("2026-+1-+5", false), ("+202-01-05", false), ("2026-01- 5", false), ("2026-０1-05", false)])
    func planDates(_ text: String, _ valid: Bool) {
        #expect((PlanDate(text) != nil) == valid)
    }

    /// Times are HH:MM in ASCII digits; a sign or a space that `Int` would pass is refused.
    @Test(arguments: [("07:30", true), ("23:59", true), ("24:00", false), ("7:30", false), ("+1:+5", false), ("-0:30", false),
                      ("01:+9", false), (" 1:00", false), ("０7:30", false)])
    func planTimes(_ text: String, _ valid: Bool) {
        #expect((PlanTime(text) != nil) == valid)
    }

    @Test func weeksStartOnMonday() {
        #expect(PlanDate("2026-11-21")!.monday.description == "2026-11-16") // a Saturday
        #expect(PlanDate("2026-11-23")!.monday.description == "2026-11-23") // a Monday
        #expect(PlanDate("2026-11-29")!.monday.description == "2026-11-23") // a Sunday
        #expect(PlanDate("2026-12-31")!.adding(days: 1)?.description == "2027-01-01")
    }

    @Test func dayArithmeticAgreesWithFoundationAndStopsAtTheCalendarsEdges() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        // given days spread over the whole range, leap days and year ends among them
        var days = ["0001-01-01", "0001-12-31", "1600-02-29", "1900-02-28", "1900-03-01", "2000-02-29", "2024-12-31", "9999-12-31"]
        var seed: UInt64 = 7
        for _ in 0..<400 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let ordinal = Int(seed >> 33) % (PlanDate.last.ordinal + 1)
            days.append(try #require(PlanDate(ordinal: ordinal)).description)
        }
        for text in days {
            let day = try #require(PlanDate(text))
            // then the ordinal round-trips and the weekday and day counts agree with Foundation
            #expect(PlanDate(ordinal: day.ordinal) == day)
            let date = try #require(calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)))
            // (Foundation's Gregorian calendar is Julian before October 1582; the planner's is Gregorian throughout.)
            if day.year > 1582 {
                #expect((calendar.component(.weekday, from: date) + 5) % 7 == day.ordinal % 7, "\(text)")
            }
            if day.year > 1582, let next = day.adding(days: 1) {
                let expected = try #require(calendar.date(byAdding: .day, value: 1, to: date))
                #expect(calendar.dateComponents([.year, .month, .day], from: expected) == DateComponents(year: next.year, month: next.month, day: next.day))
            }
        }
        #expect(PlanDate.first.monday == PlanDate.first)
        #expect(PlanDate.last.monday.description == "9999-12-27")
        #expect(PlanDate.last.adding(days: 1) == nil)
        #expect(PlanDate.first.adding(days: -1) == nil)
        #expect(PlanDate.first.adding(days: Int.max) == nil)
        #expect(PlanDate.last.adding(days: Int.min) == nil)
        #expect(PlanDate.first.adding(days: PlanDate.first.days(to: PlanDate.last)) == PlanDate.last)
        #expect(PlanDate(ordinal: -1) == nil && PlanDate(ordinal: Int.max) == nil)
    }

    @Test func remindersComeAnHourBeforeAndOnlyInTheFuture() {
        let now = plannedMeal(date: "2026-11-23", time: "12:00").start(in: paris)
        let past = plannedMeal(date: "2026-11-22")
        let soon = plannedMeal("Soon", date: "2026-11-23", time: "12:30")
        let later = plannedMeal("Later", date: "2026-11-24")
        let reminders = Reminder.upcoming([later, past, soon], leadMinutes: 60, timeZone: paris, now: now)
        #expect(reminders.map(\.title) == ["Later"])
        let short = Reminder.upcoming([later, past, soon], leadMinutes: 15, timeZone: paris, now: now)
        #expect(short.map(\.title) == ["Soon", "Later"])
        #expect(short.first?.at == soon.start(in: paris).addingTimeInterval(-15 * 60))
    }
}
