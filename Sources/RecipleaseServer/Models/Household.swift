import Fluent
import Foundation

/// People who cook together: one plan, one grocery list, one kitchen list and one set of planner
/// settings. Those shared kinds are kept under an account of the household's own, a `users` row
/// with the household's id that nobody can sign in to (its username fails the username rule and
/// its password hash is empty), so every per-owner query, constraint and cascade that already
/// guards one user's rows guards the household's the same way. See `SharedScope`.
final class Household: Model, @unchecked Sendable {
    static let schema = "households"

    /// Also the id of the household's own account in `users`.
    @ID(key: .id) var id: UUID?
    @Field(key: "name") var name: String
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(id: UUID, name: String, createdAt: Date) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }

    /// The username of a household's own account: `~` never passes the username rule, so no
    /// person can sign up or sign in with it.
    static func accountUsername(_ id: UUID) -> String { "~household-\(id.uuidString.lowercased())" }
}

/// A person in a household; a user is in at most one (unique on `user_id`).
final class HouseholdMember: Model, @unchecked Sendable {
    static let schema = "household_members"

    enum Role: String, Codable, Sendable, CaseIterable { case owner, member }

    @ID(key: .id) var id: UUID?
    @Parent(key: "household_id") var household: Household
    @Parent(key: "user_id") var user: User
    @Enum(key: "role") var role: Role
    @Field(key: "joined_at") var joinedAt: Date

    init() {}

    init(householdID: UUID, userID: UUID, role: Role, joinedAt: Date) {
        self.$household.id = householdID
        self.$user.id = userID
        self.role = role
        self.joinedAt = joinedAt
    }
}

/// A way into a household: a short code (its hash is kept, like tokens') that expires, can be
/// revoked, and lets one person in once.
final class HouseholdInvite: Model, @unchecked Sendable {
    static let schema = "household_invites"

    @ID(key: .id) var id: UUID?
    @Parent(key: "household_id") var household: Household
    @Field(key: "code_hash") var codeHash: String
    @Parent(key: "created_by") var createdBy: User
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "expires_at") var expiresAt: Date
    @OptionalField(key: "revoked_at") var revokedAt: Date?
    @OptionalParent(key: "used_by") var usedBy: User?
    @OptionalField(key: "used_at") var usedAt: Date?

    init() {}

    init(householdID: UUID, codeHash: String, createdBy: UUID, createdAt: Date, expiresAt: Date) {
        self.$household.id = householdID
        self.codeHash = codeHash
        self.$createdBy.id = createdBy
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
