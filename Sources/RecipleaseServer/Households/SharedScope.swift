import Fluent
import Foundation
import Vapor

/// Whose plan, grocery list, kitchen list and planner settings a request acts on: the household's
/// when the signed-in user is in one (kept under the household's own account id, see
/// `Household`), else the user's own. Favorites, search preferences, own recipes, language and
/// tokens always stay the user's.
struct SharedScope: Sendable, Hashable {
    /// The signed-in person: who a write is attributed to.
    let userID: UUID
    /// The household, when the user is in one.
    let householdID: UUID?

    /// The owner id the shared kinds are stored under: what `UserStore`s of those kinds take.
    var ownerID: UUID { householdID ?? userID }
    /// What live updates and caches of the shared kinds go by.
    var key: String { ownerID.uuidString.lowercased() }
    /// Who to write in `added_by`: nobody on a lone user's own rows.
    var addedBy: UUID? { householdID == nil ? nil : userID }

    /// The scope of this user: one indexed read of `household_members`.
    static func of(userID: UUID, on db: any Database) async throws -> SharedScope {
        let membership = try await HouseholdMember.query(on: db).filter(\.$user.$id == userID).first()
        return SharedScope(userID: userID, householdID: membership?.$household.id)
    }
}

extension Request {
    private struct SharedScopeKey: StorageKey { typealias Value = SharedScope }

    /// The shared scope of the signed-in `user`, looked up once per request.
    func sharedScope(of user: User) async throws -> SharedScope {
        let userID = try user.requireID()
        if let known = storage[SharedScopeKey.self], known.userID == userID { return known }
        let scope = try await SharedScope.cached(userID: userID, on: self)
        storage[SharedScopeKey.self] = scope
        return scope
    }
}
