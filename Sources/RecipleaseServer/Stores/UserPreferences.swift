import Fluent
import Foundation

/// One user's saved search preferences (one row, or none for "nothing saved").
struct UserPreferences: UserStore {
    let userID: UUID
    let db: any Database

    private func row() async throws -> SearchPreference? {
        try await scoped(SearchPreference.self).first()
    }

    func load() async throws -> SearchPreferences {
        guard let row = try await row() else { return SearchPreferences() }
        return SearchPreferences(diets: row.diets, cuisines: row.cuisines, intolerances: row.intolerances)
    }

    /// Replaces what was saved; saving nothing is the same as a reset.
    func save(_ preferences: SearchPreferences, now: Date) async throws {
        guard !preferences.isEmpty else { return try await reset() }
        // From two sessions at once, the later save wins (`saveSingle`).
        try await SearchPreference.saveSingle(find: row, make: {
            SearchPreference(userID: userID, diets: [], cuisines: [], intolerances: [], updatedAt: now)
        }, fill: { row in
            row.diets = preferences.diets
            row.cuisines = preferences.cuisines
            row.intolerances = preferences.intolerances
            row.updatedAt = now
        }, on: db)
    }

    func reset() async throws {
        try await scoped(SearchPreference.self).delete()
    }
}
