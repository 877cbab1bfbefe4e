import Fluent
import Foundation
import RecipleaseCore

/// One user's planner settings (one row, or none for the defaults).
struct UserPlannerSettings: SharedStore {
    let userID: UUID
    let db: any Database
    var scope: SharedScope?

    init(userID: UUID, db: any Database) {
        self.userID = userID
        self.db = db
    }

    private func row() async throws -> PlannerPreference? {
        try await scoped(PlannerPreference.self).first()
    }

    /// The saved settings, or the defaults: those start in the units of the owner's language, or
    /// when the owner chose none, of `fallbackLanguage` (the asking browser's): metric for French,
    /// US for English. The first save keeps what was shown. `ownerLanguage`, when the caller
    /// knows it (the signed-in user is the owner), saves looking the owner up.
    func load(fallbackLanguage: String? = nil, ownerLanguage: String?? = nil) async throws -> PlannerPreferences {
        func usual() async throws -> MeasureSystem {
            let owner: String?
            if let ownerLanguage { owner = ownerLanguage } else { owner = try await User.find(userID, on: db)?.language }
            return .usual(forLanguage: owner ?? fallbackLanguage)
        }
        guard let row = try await row() else {
            var settings = PlannerPreferences()
            settings.unitSystem = try await usual()
            return settings
        }
        var settings = PlannerPreferences(saved: true)
        // no units written: saved without choosing them (the browser's time zone alone)
        settings.unitsChosen = !row.unitSystem.isEmpty
        for (meal, text) in [(MealType.breakfast, row.breakfastTime), (.lunch, row.lunchTime), (.dinner, row.dinnerTime), (.snack, row.snackTime)] {
            if let time = PlanTime(text) { settings.times[meal] = time }
        }
        settings.reminderMinutes = row.reminderMinutes
        if let system = MeasureSystem(rawValue: row.unitSystem) { settings.unitSystem = system } else { settings.unitSystem = try await usual() }
        settings.timeZoneName = TimeZone(identifier: row.timeZone) == nil ? "UTC" : row.timeZone
        return settings
    }

    func save(_ settings: PlannerPreferences, now: Date) async throws {
        @Sendable func fill(_ row: PlannerPreference) {
            row.breakfastTime = settings.time(for: .breakfast).description
            row.lunchTime = settings.time(for: .lunch).description
            row.dinnerTime = settings.time(for: .dinner).description
            row.snackTime = settings.time(for: .snack).description
            row.reminderMinutes = settings.reminderMinutes
            row.unitSystem = settings.unitsChosen ? settings.unitSystem.rawValue : ""
            row.timeZone = settings.timeZoneName
            row.updatedAt = now
        }
        // Saved twice at once (the browser's time zone and a form): the later one wins, as the
        // owner's lock makes the second wait for the first. A path that writes the row without
        // that lock (an import's settings) can still make the first save collide: it runs again.
        try await againOnConstraintFailure(runs: 10) {
            try await underOwnerLock { [userID] db in
                let row = try await db.owned(PlannerPreference.self, by: userID).first() ?? PlannerPreference(userID: userID, updatedAt: now)
                fill(row)
                try await row.save(on: db)
            }
        }
    }
}
