import Foundation
import Vapor

/// `GET /api/v1/household`: the household as one of its members sees it.
struct HouseholdDTO: Content {
    struct Member: Content {
        let id: UUID
        let username: String
        let role: String
        let joinedAt: Date
    }

    struct Invite: Content {
        let id: UUID
        let expiresAt: Date
        /// The id of the owner who made it.
        let createdBy: UUID
    }

    let id: UUID
    let name: String
    let createdAt: Date
    /// The asking user's role.
    let role: String
    let members: [Member]
    /// Active invites; only owners see them (absent for members).
    let invites: [Invite]?

    init(_ snapshot: HouseholdStore.Snapshot) throws {
        id = try snapshot.household.requireID()
        name = snapshot.household.name
        createdAt = snapshot.household.createdAt
        role = snapshot.role.rawValue
        members = snapshot.members.map { Member(id: $0.userID, username: $0.username, role: $0.role.rawValue, joinedAt: $0.joinedAt) }
        invites = snapshot.isOwner ? try snapshot.invites.map {
            Invite(id: try $0.requireID(), expiresAt: $0.expiresAt, createdBy: $0.$createdBy.id)
        } : nil
    }
}

/// `POST /api/v1/households` and `PATCH /api/v1/household`
struct HouseholdNameDTO: Content, KnownKeys {
    let name: String

    enum CodingKeys: String, CodingKey, CaseIterable { case name }
}

/// `POST /api/v1/household/invites`: optional body.
struct NewHouseholdInviteDTO: Content, KnownKeys {
    let expiresInDays: Int?

    enum CodingKeys: String, CodingKey, CaseIterable { case expiresInDays }
}

/// The new invite: the code is shown this once.
struct HouseholdInviteCreatedDTO: Content {
    let id: UUID
    let code: String
    /// The join page with the code filled in.
    let url: String
    let expiresAt: Date
}

/// `POST /api/v1/households/join`
struct HouseholdJoinDTO: Content, KnownKeys {
    let code: String

    enum CodingKeys: String, CodingKey, CaseIterable { case code }
}

/// `POST /api/v1/household/leave`: optional body.
struct HouseholdLeaveDTO: Content, KnownKeys {
    let newOwner: String?

    enum CodingKeys: String, CodingKey, CaseIterable { case newOwner }
}

/// `PATCH /api/v1/household/members/{userId}`
struct HouseholdRoleDTO: Content, KnownKeys {
    let role: String

    enum CodingKeys: String, CodingKey, CaseIterable { case role }
}
