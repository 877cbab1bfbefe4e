import Foundation

/// A calendar day, as the planner speaks of it (no time zone of its own).
public struct PlanDate: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Reads `YYYY-MM-DD`; nil for anything else, including days that do not exist.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = PlanDate.digits(parts[0]), let month = PlanDate.digits(parts[1]), let day = PlanDate.digits(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The number ASCII digits alone write; nil for anything else, where `Int` also takes a sign
    /// ("+1:+5" read as 01:05, "2026-+1-+5" as 5 January).
    static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }

    public init?(year: Int, month: Int, day: Int) {
        guard PlanDate.years.contains(year), (1...12).contains(month),
              (1...PlanDate.length(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The years the planner speaks of; arithmetic that would leave them answers nil, never traps.
    public static let years = 1...9999
    public static let first = PlanDate(year: 1, month: 1, day: 1)!
    public static let last = PlanDate(year: 9999, month: 12, day: 31)!

    public var description: String { String(format: "%04d-%02d-%02d", year, month, day) }

    public static func < (a: PlanDate, b: PlanDate) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func length(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days before the first of each month in a common year.
    private static let daysBeforeMonth = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]

    /// Days since 0001-01-01 (proleptic Gregorian), a Monday: plain integer arithmetic over a
    /// range that cannot overflow, so no date the planner accepts can make it trap.
    public var ordinal: Int {
        let y = year - 1
        let leapDay = month > 2 && PlanDate.isLeap(year) ? 1 : 0
        return 365 * y + y / 4 - y / 100 + y / 400 + PlanDate.daysBeforeMonth[month - 1] + leapDay + day - 1
    }

    /// The day a number of days after 0001-01-01; nil outside years 1 to 9999.
    public init?(ordinal: Int) {
        guard (PlanDate.first.ordinal...PlanDate.last.ordinal).contains(ordinal) else { return nil }
        // 146,097 days make 400 years; the estimate is at most one year off, then walked.
        var year = ordinal * 400 / 146_097 + 1
        while year > 1, PlanDate(year: year, month: 1, day: 1)!.ordinal > ordinal { year -= 1 }
        while year < 9999, PlanDate(year: year + 1, month: 1, day: 1)!.ordinal <= ordinal { year += 1 }
        var remaining = ordinal - PlanDate(year: year, month: 1, day: 1)!.ordinal
        var month = 1
        while remaining >= PlanDate.length(month: month, year: year) {
            remaining -= PlanDate.length(month: month, year: year)
            month += 1
        }
        self.init(year: year, month: month, day: remaining + 1)
    }

    /// The day `days` later (or earlier when negative); nil when that leaves years 1 to 9999.
    public func adding(days: Int) -> PlanDate? {
        let (sum, overflow) = ordinal.addingReportingOverflow(days)
        return overflow ? nil : PlanDate(ordinal: sum)
    }

    /// Monday of this day's week (weeks run Monday to Sunday). 0001-01-01 was a Monday, so every
    /// day has its Monday within the range.
    public var monday: PlanDate { PlanDate(ordinal: ordinal - ordinal % 7) ?? self }

    /// The number of days from this date to another.
    public func days(to other: PlanDate) -> Int { other.ordinal - ordinal }

    /// The day containing an instant, in a time zone (clamped to the years the planner knows).
    public init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self = PlanDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? ((parts.year ?? 1970) < 1 ? PlanDate.first : PlanDate.last)
    }

    /// Midnight at the start of the day, in a time zone.
    public func start(in timeZone: TimeZone) -> Date {
        guard self >= PlanDate.gregorianFrom else { return prolepticStart(in: timeZone) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
    }

    /// The first day Foundation's Gregorian calendar counts as Gregorian: before it, it counts the
    /// Julian calendar, while the planner's days (`ordinal`) are Gregorian all the way back. The week
    /// of 15 October 1582 read "Thu 21 Oct – Sun 17 Oct", that of 1000-06-15 started on a Sunday
    /// (web probe, 2026-12-07).
    public static let gregorianFrom = PlanDate(year: 1582, month: 10, day: 15)!

    /// Midnight at the start of a day before `gregorianFrom`, counted from 1970-01-01 in days of the
    /// proleptic Gregorian calendar, at the time zone's offset then.
    func prolepticStart(in timeZone: TimeZone) -> Date {
        let midnightUTC = Date(timeIntervalSince1970: TimeInterval(ordinal - PlanDate.unixEpoch.ordinal) * 86_400)
        return midnightUTC.addingTimeInterval(-TimeInterval(timeZone.secondsFromGMT(for: midnightUTC)))
    }

    static let unixEpoch = PlanDate(year: 1970, month: 1, day: 1)!
}

/// A time of day, `HH:MM`.
public struct PlanTime: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
              let hour = PlanDate.digits(parts[0]), let minute = PlanDate.digits(parts[1]) else { return nil }
        self.init(hour: hour, minute: minute)
    }

    public var description: String { String(format: "%02d:%02d", hour, minute) }

    public static func < (a: PlanTime, b: PlanTime) -> Bool { (a.hour, a.minute) < (b.hour, b.minute) }

    /// When each meal is eaten unless the person says otherwise.
    public static func defaultTime(for meal: MealType) -> PlanTime {
        switch meal {
        case .breakfast: PlanTime(hour: 8, minute: 0)!
        case .lunch: PlanTime(hour: 12, minute: 30)!
        case .dinner: PlanTime(hour: 19, minute: 0)!
        case .snack: PlanTime(hour: 16, minute: 0)!
        case .dessert: PlanTime(hour: 20, minute: 0)!
        }
    }
}

/// One planned meal: a recipe on a day at a time, for a number of people.
public struct MealPlanEntry: Sendable, Hashable, Codable, Identifiable {
    public var id: UUID
    public var recipeID: Recipe.ID
    public var title: String
    public var date: PlanDate
    public var meal: MealType
    public var servings: Int
    public var time: PlanTime
    public var note: String?
    /// How long the meal takes to make, so the calendar event spans the cooking.
    public var durationMinutes: Int?

    public init(id: UUID, recipeID: Recipe.ID, title: String, date: PlanDate, meal: MealType, servings: Int,
                time: PlanTime, note: String? = nil, durationMinutes: Int? = nil) {
        self.id = id
        self.recipeID = recipeID
        self.title = title
        self.date = date
        self.meal = meal
        self.servings = servings
        self.time = time
        self.note = note
        self.durationMinutes = durationMinutes
    }

    /// The moment the meal is planned for, in the person's time zone.
    public func start(in timeZone: TimeZone) -> Date {
        guard date >= PlanDate.gregorianFrom else {
            return date.prolepticStart(in: timeZone).addingTimeInterval(TimeInterval(time.hour * 3600 + time.minute * 60))
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    /// The calendar event ends when the meal has been eaten: an hour at least.
    public func end(in timeZone: TimeZone) -> Date {
        start(in: timeZone).addingTimeInterval(60 * 60)
    }
}

/// A reminder before a planned meal.
public struct Reminder: Sendable, Hashable, Codable {
    public let entryID: UUID
    public let title: String
    public let at: Date
    public let mealAt: Date

    /// Reminders of the entries whose reminder time has not passed, soonest first.
    public static func upcoming(_ entries: [MealPlanEntry], leadMinutes: Int, timeZone: TimeZone, now: Date) -> [Reminder] {
        entries.map { entry in
            let mealAt = entry.start(in: timeZone)
            return Reminder(entryID: entry.id, title: entry.title, at: mealAt.addingTimeInterval(-Double(leadMinutes) * 60), mealAt: mealAt)
        }
        .filter { $0.at > now }
        .sorted { $0.at < $1.at }
    }
}
