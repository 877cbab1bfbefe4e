import Fluent
import Foundation
import RecipleaseCore
import Vapor

/// How a user plans: the time each meal is usually eaten, how long before a meal the reminder
/// comes, the units of the grocery list and the time zone the plan's times are in.
struct PlannerPreferences: Sendable, Equatable {
    /// The meals of the week view, in the order of a day.
    static let meals: [MealType] = [.breakfast, .lunch, .dinner, .snack]
    static let reminderRange = 0...1_440
    static let defaultReminderMinutes = 60

    var times: [MealType: PlanTime] = Dictionary(uniqueKeysWithValues: Self.meals.map { ($0, PlanTime.defaultTime(for: $0)) })
    var reminderMinutes = Self.defaultReminderMinutes
    var unitSystem: MeasureSystem = .us
    var timeZoneName = "UTC"
    /// False until the user (or the browser, on the first visit) saved settings.
    var saved = false

    var timeZone: TimeZone { TimeZone(identifier: timeZoneName) ?? TimeZone(identifier: "UTC")! }

    func time(for meal: MealType) -> PlanTime { times[meal] ?? PlanTime.defaultTime(for: meal) }

    /// The meal types the planner takes, by name; anything else is a 400 naming them.
    static func meal(_ text: String) throws -> MealType {
        guard let meal = MealType(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()), meals.contains(meal) else {
            throw Abort(.badRequest, reason: "mealType must be one of \(meals.map(\.rawValue).joined(separator: ", ")); \"\(text.prefix(30))\" is not.")
        }
        return meal
    }

    static func time(_ text: String, field: String = "time") throws -> PlanTime {
        guard let time = PlanTime(text.trimmingCharacters(in: .whitespaces)) else {
            throw Abort(.badRequest, reason: "\(field) must be a time of day as HH:MM (00:00 to 23:59); \"\(text.prefix(30))\" is not.")
        }
        return time
    }

    static func date(_ text: String, field: String = "date") throws -> PlanDate {
        guard let date = PlanDate(text.trimmingCharacters(in: .whitespaces)) else {
            throw Abort(.badRequest, reason: "\(field) must be a day as YYYY-MM-DD; \"\(text.prefix(30))\" is not.")
        }
        return date
    }

    static func timeZoneName(_ text: String) throws -> String {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.count <= 64, TimeZone(identifier: name) != nil,
              name == "UTC" || name == "GMT" || name.contains("/") || TimeZone.knownTimeZoneIdentifiers.contains(name) else {
            throw Abort(.badRequest, reason: "timeZone must be an IANA time zone name such as Europe/Paris or America/New_York; \"\(name.prefix(40))\" is not.")
        }
        return name
    }

    static func unitSystem(_ text: String) throws -> MeasureSystem {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "us": return .us
        case "metric": return .metric
        default: throw Abort(.badRequest, reason: "unitSystem must be \"metric\" or \"us\"; \"\(text.prefix(30))\" is not.")
        }
    }

    static func reminderMinutes(_ value: Int) throws -> Int {
        guard reminderRange.contains(value) else {
            throw Abort(.badRequest, reason: "reminderMinutes must be from \(reminderRange.lowerBound) to \(reminderRange.upperBound) (a day); \(value) is not.")
        }
        return value
    }

    /// Today in the user's time zone.
    func today(now: Date) -> PlanDate { PlanDate(now, in: timeZone) }
}

/// One user's planner settings (one row, or none for the defaults).
struct UserPlannerSettings {
    let userID: UUID
    let db: any Database

    init(user: User, on db: any Database) throws {
        self.userID = try user.requireID()
        self.db = db
    }

    init(userID: UUID, on db: any Database) {
        self.userID = userID
        self.db = db
    }

    private func row() async throws -> PlannerPreference? {
        try await PlannerPreference.query(on: db).filter(\.$user.$id == userID).first()
    }

    func load() async throws -> PlannerPreferences {
        guard let row = try await row() else { return PlannerPreferences() }
        var settings = PlannerPreferences(saved: true)
        for (meal, text) in [(MealType.breakfast, row.breakfastTime), (.lunch, row.lunchTime), (.dinner, row.dinnerTime), (.snack, row.snackTime)] {
            if let time = PlanTime(text) { settings.times[meal] = time }
        }
        settings.reminderMinutes = row.reminderMinutes
        settings.unitSystem = MeasureSystem(rawValue: row.unitSystem) ?? .us
        settings.timeZoneName = TimeZone(identifier: row.timeZone) == nil ? "UTC" : row.timeZone
        return settings
    }

    func save(_ settings: PlannerPreferences, now: Date) async throws {
        func fill(_ row: PlannerPreference) {
            row.breakfastTime = settings.time(for: .breakfast).description
            row.lunchTime = settings.time(for: .lunch).description
            row.dinnerTime = settings.time(for: .dinner).description
            row.snackTime = settings.time(for: .snack).description
            row.reminderMinutes = settings.reminderMinutes
            row.unitSystem = settings.unitSystem.rawValue
            row.timeZone = settings.timeZoneName
            row.updatedAt = now
        }
        let row = try await row() ?? PlannerPreference(userID: userID, updatedAt: now)
        fill(row)
        do {
            try await row.save(on: db)
        } catch where error.isConstraintFailure {
            // Saved twice at once (the browser's time zone and a form): the later one wins.
            guard let existing = try await self.row() else { throw error }
            fill(existing)
            try await existing.save(on: db)
        }
    }
}

/// A change to some of the settings, from the page or the API; checked as a whole.
struct PlannerPreferencesChange: Sendable {
    var times: [MealType: String] = [:]
    var reminderMinutes: Int?
    var unitSystem: String?
    var timeZone: String?

    /// The settings with the change applied, or a 400 naming every value that is wrong.
    func applied(to settings: PlannerPreferences) throws -> PlannerPreferences {
        var result = settings
        var problems: [String] = []
        func attempt(_ body: () throws -> Void) {
            do { try body() } catch let error as any AbortError { problems.append(error.reason) } catch { problems.append("\(error)") }
        }
        for meal in PlannerPreferences.meals {
            guard let text = times[meal] else { continue }
            attempt { result.times[meal] = try PlannerPreferences.time(text, field: "The \(meal.rawValue) time") }
        }
        if let minutes = reminderMinutes { attempt { result.reminderMinutes = try PlannerPreferences.reminderMinutes(minutes) } }
        if let system = unitSystem { attempt { result.unitSystem = try PlannerPreferences.unitSystem(system) } }
        if let zone = timeZone { attempt { result.timeZoneName = try PlannerPreferences.timeZoneName(zone) } }
        guard problems.isEmpty else { throw Abort(.badRequest, reason: problems.joined(separator: " ")) }
        result.saved = true
        return result
    }
}
