import Foundation
import RecipleaseCore

/// `/household`: the household with its members and roles, or the forms to create or join one.
struct HouseholdPage: Encodable {
    struct Member: Encodable {
        let id: String
        let username: String
        let role: String
        let isOwner: Bool
        let isMe: Bool
        let joined: String
        let removeAction: String
        let roleAction: String
        let removeLabel: String
    }

    struct Invite: Encodable {
        let expires: String
        let createdBy: String
        let revokeAction: String
    }

    /// The invite just made: its code is shown this once.
    struct NewInvite: Encodable {
        let code: String
        let url: String
        let expires: String
    }

    struct Current: Encodable {
        let name: String
        let role: String
        let isOwner: Bool
        let members: [Member]
        let invites: [Invite]
        /// The last owner with others still in: leaving needs a new owner chosen among them.
        let mustNameOwner: Bool
        let others: [Member]
    }

    let title: String
    let csrf: String
    let error: String?
    let notice: String?
    let household: Current?
    let newInvite: NewInvite?
    let typedName: String
    let typedCode: String
    let maxNameLength: Int
    let inviteDays: Int
    let minInviteDays: Int
    let maxInviteDays: Int

    /// `done` is what was just done (`created`, `joined`, `left`...), shown as a notice.
    init(snapshot: HouseholdStore.Snapshot?, me: UUID, newInvite: NewInvite? = nil, done: String? = nil, error: String? = nil,
         typedName: String = "", typedCode: String = "", timeZone: TimeZone = HouseholdPage.utc, csrf: String, strings: Strings) {
        title = strings.text("household.heading")
        self.csrf = csrf
        self.error = error
        notice = done.flatMap { HouseholdPage.notice($0, strings: strings) }
        self.newInvite = newInvite
        self.typedName = typedName.prefixForLimits(HouseholdStore.nameLength.upperBound * 2)
        self.typedCode = String(typedCode.prefix(32))
        maxNameLength = HouseholdStore.nameLength.upperBound
        inviteDays = HouseholdStore.defaultInviteDays
        minInviteDays = HouseholdStore.inviteDays.lowerBound
        maxInviteDays = HouseholdStore.inviteDays.upperBound
        household = snapshot.map { snapshot in
            let members = snapshot.members.map { member in
                Member(
                    id: member.userID.uuidString.lowercased(), username: member.username,
                    role: HouseholdPage.roleText(member.role, strings: strings), isOwner: member.role == .owner,
                    isMe: member.userID == me, joined: HouseholdPage.text(member.joinedAt, in: timeZone, strings: strings),
                    removeAction: SiteURL.householdMember(member.userID) + "/remove",
                    roleAction: SiteURL.householdMember(member.userID) + "/role",
                    removeLabel: strings.text("household.removeLabel", ["name": member.username])
                )
            }
            let names = Dictionary(snapshot.members.map { ($0.userID, $0.username) }, uniquingKeysWith: { first, _ in first })
            let others = members.filter { !$0.isMe }
            return Current(
                name: snapshot.household.name, role: HouseholdPage.roleText(snapshot.role, strings: strings),
                isOwner: snapshot.isOwner, members: members,
                invites: snapshot.invites.compactMap { invite in
                    guard let id = invite.id else { return nil }
                    return Invite(expires: HouseholdPage.text(invite.expiresAt, in: timeZone, strings: strings), createdBy: names[invite.$createdBy.id] ?? "",
                                  revokeAction: SiteURL.householdInvite(id) + "/revoke")
                },
                mustNameOwner: snapshot.mustNameOwner(me: me),
                others: others
            )
        }
    }

    /// What was just done, said; nil for anything else in the query.
    static func notice(_ done: String, strings: Strings) -> String? {
        let key: String? = switch done {
        case "created": "household.done.created"
        case "joined": "household.done.joined"
        case "left": "household.done.left"
        case "renamed": "household.done.renamed"
        case "revoked": "household.done.revoked"
        case "removed": "household.done.removed"
        case "role": "household.done.role"
        default: nil
        }
        return key.map { strings.text($0) }
    }

    static func roleText(_ role: HouseholdMember.Role, strings: Strings) -> String {
        strings.text(role == .owner ? "household.role.owner" : "household.role.member")
    }

    /// "Tue 1 Dec, 12:00" in the planner's time zone, as every other time the site shows ("Tue 1
    /// Dec, 11:00 UTC" while the zone is UTC): the page said UTC whatever the zone (first-sight
    /// walk, 2026-12-07).
    static func text(_ date: Date, in zone: TimeZone, strings: Strings) -> String {
        zone.secondsFromGMT() == 0 && zone.identifier == utc.identifier
            ? strings.text("household.utc", ["time": strings.dateTime(date, in: utc)]) : strings.dateTime(date, in: zone)
    }

    static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
}

/// `/household/join?code=...`: the link an invite is shared by, asking before joining.
struct HouseholdJoinPage: Encodable {
    let title: String
    let csrf: String
    let code: String
    let error: String?
    /// Already in a household: say so instead of offering to join.
    let currentHousehold: String?
    /// Who invites to which household, when the link's code names a usable invite.
    let invitation: String?

    init(code: String, error: String?, currentHousehold: String?, invitation: (household: String, invitedBy: String?)?,
         csrf: String, strings: Strings) {
        title = strings.text("household.join.heading")
        self.csrf = csrf
        self.code = String(code.prefix(32))
        self.error = error
        self.currentHousehold = currentHousehold
        self.invitation = invitation.map { invitation in
            if let name = invitation.invitedBy {
                strings.text("household.join.invitedBy", ["name": name, "household": invitation.household])
            } else {
                strings.text("household.join.invited", ["household": invitation.household])
            }
        }
    }
}
