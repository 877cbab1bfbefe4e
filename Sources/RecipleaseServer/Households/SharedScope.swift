import Fluent
import Foundation
import RecipleaseCore
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

    /// Refused when the person (`userID`) writes a shared kind by this scope after joining,
    /// creating or leaving a household: nothing was written, and sent again it goes where their
    /// lists now are.
    static let changed = CodedProblem(.conflict, "household.changed")

    /// Takes, on PostgreSQL, the person's row for a write of a shared kind, when it is not the
    /// owner's row the write takes next (in a household): shared, so the person's writes do not
    /// wait for each other, but a change of their household (which holds the row with
    /// `RowLock.writer`) waits for them, and they for it. A lone person's write holds the same row
    /// as the owner's. SQLite's write transactions take turns.
    func holdPerson(on db: any Database) async throws {
        guard householdID != nil else { return }
        try await RowLock.share.exists(User.self, userID, on: db)
    }

    /// Throws `changed` unless the person is still where this scope says, read in the write's
    /// transaction `db` once its locks are held (`holdPerson`, then the owner's): a change of
    /// their household under way has committed first and is seen. A scope read before a household
    /// was created would otherwise write into the person's own lists after the household had
    /// copied them, where nobody sees the row.
    func stillHolds(on db: any Database) async throws {
        guard try await Self.of(userID: userID, on: db) == self else { throw Self.changed }
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
