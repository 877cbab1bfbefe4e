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
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    public init?(year: Int, month: Int, day: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day),
              let date = calendar.date(from: DateComponents(year: year, month: month, day: day)),
              calendar.component(.day, from: date) == day else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    public var description: String { String(format: "%04d-%02d-%02d", year, month, day) }

    public static func < (a: PlanDate, b: PlanDate) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

    private static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    /// The day `days` later (or earlier when negative).
    public func adding(days: Int) -> PlanDate {
        let calendar = PlanDate.utc
        let date = calendar.date(byAdding: .day, value: days, to: calendar.date(from: DateComponents(year: year, month: month, day: day))!)!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return PlanDate(year: parts.year!, month: parts.month!, day: parts.day!)!
    }

    /// Monday of this day's week (weeks run Monday to Sunday).
    public var monday: PlanDate {
        let calendar = PlanDate.utc
        let date = calendar.date(from: DateComponents(year: year, month: month, day: day))!
        let weekday = calendar.component(.weekday, from: date) // 1 = Sunday
        return adding(days: -((weekday + 5) % 7))
    }

    /// The number of days from this date to another.
    public func days(to other: PlanDate) -> Int {
        let calendar = PlanDate.utc
        let a = calendar.date(from: DateComponents(year: year, month: month, day: day))!
        let b = calendar.date(from: DateComponents(year: other.year, month: other.month, day: other.day))!
        return calendar.dateComponents([.day], from: a, to: b).day!
    }

    /// The day containing an instant, in a time zone.
    public init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year!, month: parts.month!, day: parts.day!)!
    }
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
              let hour = Int(parts[0]), let minute = Int(parts[1]) else { return nil }
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
