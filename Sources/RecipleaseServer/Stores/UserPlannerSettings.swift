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

    /// The settings as `change` leaves them, saved: read and written under the owner's lock, so
    /// that changes made at once each keep their keys. Read outside it, the last save won whole
    /// (six PATCHes of different keys kept one; hostile probe, 2026-12-07).
    func update(fallbackLanguage: String?, now: Date,
                _ change: @escaping @Sendable (PlannerPreferences) throws -> PlannerPreferences) async throws -> PlannerPreferences {
        try await againOnConstraintFailure(runs: 10) {
            try await underOwnerLock { [userID, scope] db in
                var locked = UserPlannerSettings(userID: userID, db: db)
                locked.scope = scope
                let settings = try change(try await locked.load(fallbackLanguage: fallbackLanguage))
                try await Self.write(settings, of: userID, now: now, on: db)
                return settings
            }
        }
    }

    func save(_ settings: PlannerPreferences, now: Date) async throws {
        // Saved twice at once (the browser's time zone and a form): the later one wins, as the
        // owner's lock makes the second wait for the first. A path that writes the row without
        // that lock (an import's settings) can still make the first save collide: it runs again.
        try await againOnConstraintFailure(runs: 10) {
            try await underOwnerLock { [userID] db in
                try await Self.write(settings, of: userID, now: now, on: db)
            }
        }
    }

    /// The row of `userID` made to hold `settings`, on `db` (within the owner's lock).
    private static func write(_ settings: PlannerPreferences, of userID: UUID, now: Date, on db: any Database) async throws {
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
        let row = try await db.owned(PlannerPreference.self, by: userID).first() ?? PlannerPreference(userID: userID, updatedAt: now)
        fill(row)
        try await row.save(on: db)
    }
}
