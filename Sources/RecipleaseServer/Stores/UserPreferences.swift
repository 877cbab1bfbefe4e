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
        let row = try await row() ?? SearchPreference(userID: userID, diets: [], cuisines: [], intolerances: [], updatedAt: now)
        row.diets = preferences.diets
        row.cuisines = preferences.cuisines
        row.intolerances = preferences.intolerances
        row.updatedAt = now
        try await row.save(on: db)
    }

    func reset() async throws {
        try await scoped(SearchPreference.self).delete()
    }
}
