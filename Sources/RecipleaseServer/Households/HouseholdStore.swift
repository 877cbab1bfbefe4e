import Fluent
import Foundation
import RecipleaseCore

/// Households' lifecycle: create, invite, join, leave, remove, roles, rename. Every change that
/// touches more than one row is one transaction; the caller announces the change afterwards
/// (`Request.announceHouseholdChange`). Refusals are `CodedProblem`s (`household.*`).
///
/// Locks, on PostgreSQL, always in this order, so no two changes wait on each other in a
/// circle: the row of the person who joins, creates, leaves or is removed (`RowLock.writer`,
/// which lets the foreign keys' checks by: an invite written at that moment), then the
/// household's. Writes of the shared kinds take the person's row too (`SharedScope.holdPerson`),
/// so they land before a change of the person's household or see it.
struct HouseholdStore {
    let db: any Database
    let now: Date

    static let nameLength = 1...60
    static let inviteDays = 1...30
    static let defaultInviteDays = 7
    /// Invites are kept this long past their expiry, so a late code still answers "expired".
    static let keepExpiredInvites: TimeInterval = 30 * 24 * 3600

    /// A household as one of its members sees it.
    struct Snapshot {
        struct Member {
            let userID: UUID
            let username: String
            let role: HouseholdMember.Role
            let joinedAt: Date
        }

        let household: Household
        let role: HouseholdMember.Role
        let members: [Member]
        /// Active invites, for owners only (empty for members).
        let invites: [HouseholdInvite]

        var id: UUID { household.id ?? UUID() }
        var isOwner: Bool { role == .owner }

        /// The members but `me`.
        func others(than me: UUID) -> [Member] { members.filter { $0.userID != me } }

        /// The last owner with others still in: leaving, or deleting the account, needs a new
        /// owner chosen among them.
        func mustNameOwner(me: UUID) -> Bool {
            let others = others(than: me)
            return isOwner && !others.isEmpty && !others.contains { $0.role == .owner }
        }
    }

    // MARK: - Refusals

    static let none = CodedProblem(.notFound, "household.none")
    static let alreadyMember = CodedProblem(.conflict, "household.already-member")
    static let ownerOnly = CodedProblem(.forbidden, "household.owner-only")
    static let memberUnknown = CodedProblem(.notFound, "household.member-unknown")
    static let lastOwner = CodedProblem(.conflict, "household.last-owner")
    /// The new owner named is the one leaving (it answered "not a member"; web probe, 2026-12-07).
    static let ownerLeaving = CodedProblem(.invalid, "household.new-owner-leaving")
    static let inviteUnknown = CodedProblem(.notFound, "household.invite-unknown")
    static let inviteMissing = CodedProblem(.notFound, "household.invite-missing")
    static let inviteExpired = CodedProblem(.gone, "household.invite-expired")
    static let inviteRevoked = CodedProblem(.gone, "household.invite-revoked")
    static let inviteUsed = CodedProblem(.gone, "household.invite-used")

    /// The name with outer space trimmed, inner runs of space made one, control characters dropped.
    static func tidyName(_ raw: String) throws -> String {
        let words = raw.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) || $0 == "\t" || $0 == "\n" }
        let name = String(String.UnicodeScalarView(words)).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !name.isEmpty else { throw CodedProblem(.invalid, "household.name-empty") }
        // The length as sent, as the API's document counts it (tidied, spaces and control
        // characters gone, a longer name passed).
        guard name.lengthForLimits <= nameLength.upperBound, raw.lengthForLimits <= nameLength.upperBound else {
            throw CodedProblem(.invalid, "household.name-long", ["max": String(nameLength.upperBound)])
        }
        return name
    }

    static func role(_ raw: String?) throws -> HouseholdMember.Role {
        guard let raw, let role = HouseholdMember.Role(rawValue: raw.lowercased()) else {
            throw CodedProblem(.invalid, "household.role")
        }
        return role
    }

    // MARK: - Reading

    func membership(of userID: UUID) async throws -> HouseholdMember? {
        try await HouseholdMember.query(on: db).filter(\.$user.$id == userID).first()
    }

    /// The user's household with its members (and, for an owner, its active invites); 404 when in none.
    func snapshot(of userID: UUID) async throws -> Snapshot {
        guard let me = try await membership(of: userID),
              let household = try await Household.find(me.$household.id, on: db) else { throw Self.none }
        let householdID = me.$household.id
        let rows = try await HouseholdMember.query(on: db)
            .filter(\.$household.$id == householdID)
            .join(User.self, on: \HouseholdMember.$user.$id == \User.$id)
            .sort(\.$joinedAt).sort(User.self, \.$username)
            .all()
        let members = try rows.map { row in
            Snapshot.Member(userID: row.$user.id, username: try row.joined(User.self).username, role: row.role, joinedAt: row.joinedAt)
        }
        let invites = me.role == .owner ? try await HouseholdInvite.query(on: db)
            .filter(\.$household.$id == householdID)
            .filter(\.$revokedAt == nil).filter(\.$usedAt == nil).filter(\.$expiresAt > now)
            .sort(\.$createdAt)
            .all() : []
        return Snapshot(household: household, role: me.role, members: members, invites: invites)
    }

    // MARK: - Creating

    /// A new household with the user as its owner. Its own account is created with it, and the
    /// user's current plan, grocery list, kitchen list and planner settings are copied into it,
    /// so they carry on; the user's own rows stay, hidden while they are in the household.
    func create(name raw: String, by userID: UUID) async throws -> Household {
        let name = try Self.tidyName(raw)
        guard try await membership(of: userID) == nil else { throw Self.alreadyMember }
        let id = UUID()
        let household = Household(id: id, name: name, createdAt: now)
        let now = self.now
        do {
            try await db.writeTransaction { db in
                // The person's row first, as every household change of theirs takes it: their writes
                // of a shared kind wait for it and then see the household (`SharedScope.stillHolds`).
                try await RowLock.writer.exists(User.self, userID, on: db)
                try await User(id: id, username: Household.accountUsername(id), passwordHash: "", createdAt: now).create(on: db)
                try await household.create(on: db)
                try await HouseholdMember(householdID: id, userID: userID, role: .owner, joinedAt: now).create(on: db)
                try await UserRecipes.unshareAll(of: userID, on: db)
                let planned = try await Self.copySharedRows(from: userID, to: id, on: db)
                // the creator's own recipes on the plan it starts with are the household's to see
                for recipeID in planned {
                    try await UserRecipes.shareWhenPlanned(recipeID, by: userID, on: db)
                }
            }
        } catch where error.isConstraintFailure {
            throw Self.alreadyMember
        }
        return household
    }

    /// The shared kinds' rows of one owner, copied under another, attributed to the first; answers
    /// the recipe ids the copied plan holds.
    @discardableResult
    static func copySharedRows(from userID: UUID, to ownerID: UUID, on db: any Database) async throws -> Set<String> {
        let entries = try await db.owned(PlanEntry.self, by: userID).all().map { old in
            let row = PlanEntry(userID: ownerID, recipeID: old.recipeID, title: old.title, date: old.date, mealType: old.mealType,
                                servings: old.servings, time: old.time, note: old.note, createdAt: old.createdAt)
            row.updatedAt = old.updatedAt
            row.addedBy = old.addedBy ?? userID
            return row
        }
        let ticks = try await db.owned(GroceryTick.self, by: userID).all().map { old in
            let row = GroceryTick(userID: ownerID, itemKey: old.itemKey, fromDay: old.fromDay, toDay: old.toDay,
                                  amountKey: old.amountKey, createdAt: old.createdAt)
            row.addedBy = old.addedBy ?? userID
            return row
        }
        let extras = try await db.owned(GroceryExtra.self, by: userID).all().map { old in
            let row = GroceryExtra(userID: ownerID, name: old.name, foodID: old.foodID, fromDay: old.fromDay, toDay: old.toDay,
                                   keep: old.keep, createdAt: old.createdAt)
            row.addedBy = old.addedBy ?? userID
            return row
        }
        let kitchen = try await db.owned(KitchenItem.self, by: userID).all().map { old in
            let row = KitchenItem(userID: ownerID, name: old.name, nameKey: old.nameKey, foodID: old.foodID, ticked: old.ticked,
                                  createdAt: old.createdAt)
            row.addedBy = old.addedBy ?? userID
            return row
        }
        // 400 rows an INSERT: 5,000 meals in one were 60,000 bound values, near PostgreSQL's 65,535
        try await AccountTransfer.insert(entries, on: db)
        try await AccountTransfer.insert(ticks, on: db)
        try await AccountTransfer.insert(extras, on: db)
        try await AccountTransfer.insert(kitchen, on: db)
        if let old = try await db.owned(PlannerPreference.self, by: userID).first() {
            let row = PlannerPreference(userID: ownerID, updatedAt: old.updatedAt)
            row.breakfastTime = old.breakfastTime
            row.lunchTime = old.lunchTime
            row.dinnerTime = old.dinnerTime
            row.snackTime = old.snackTime
            row.reminderMinutes = old.reminderMinutes
            row.unitSystem = old.unitSystem
            row.timeZone = old.timeZone
            try await row.create(on: db)
        }
        return Set(entries.map(\.recipeID))
    }

    // MARK: - Invites

    /// Invites open at once (not used, revoked or past) in one household.
    static let maxOpenInvites = 20
    /// People one household holds. Every change is sent to each member's open pages (up to
    /// `LiveStreams.perUser` each): 41 members' 328 streams cost 0.21 s of processor a change.
    static let maxMembers = 20

    /// A new invite (owners only): the row, and the code, which is shown this once.
    func invite(by userID: UUID, expiresInDays days: Int?) async throws -> (invite: HouseholdInvite, code: String) {
        let days = days ?? Self.defaultInviteDays
        guard Self.inviteDays.contains(days) else {
            throw CodedProblem(.invalid, "household.invite-days", ["min": "\(Self.inviteDays.lowerBound)", "max": "\(Self.inviteDays.upperBound)"])
        }
        var me = try await owner(userID)
        let now = self.now
        let forgetBefore = now.addingTimeInterval(-Self.keepExpiredInvites)
        // Another invite, even a long-dead one, may hold the same code: draw again.
        for _ in 0..<4 {
            let code = InviteCode.generate()
            let householdID = me.$household.id
            let invite = HouseholdInvite(householdID: householdID, codeHash: InviteCode.hash(code), createdBy: userID,
                                         createdAt: now, expiresAt: now.addingTimeInterval(TimeInterval(days) * 24 * 3600))
            do {
                try await db.writeTransaction { db in
                    // Open codes are ways in: a household keeps a handful, not thousands (5,000 made
                    // the household page 2.2 MB and every one a code to guess). Counted under the
                    // household's lock, in the write: 30 made at once all passed a count made before.
                    guard try await RowLock.writer.exists(Household.self, householdID, on: db) else { throw Self.none }
                    // still an owner under the lock: one made a member (or removed) meanwhile makes no invite
                    try await Self.stillOwner(userID, of: householdID, on: db)
                    let open = try await HouseholdInvite.query(on: db).filter(\.$household.$id == householdID)
                        .filter(\.$revokedAt == nil).filter(\.$usedAt == nil).filter(\.$expiresAt > now).count()
                    guard open < Self.maxOpenInvites else {
                        throw CodedProblem(.conflict, "household.invites-full", ["max": "\(Self.maxOpenInvites)"])
                    }
                    try await HouseholdInvite.query(on: db).filter(\.$expiresAt < forgetBefore).delete()
                    try await invite.create(on: db)
                }
                return (invite, code)
            } catch where error.isConstraintFailure {
                // A code drawn twice, or the household gone (dissolved while the invite was
                // written: its key no longer holds). Whether the user still owns one tells which.
                me = try await owner(userID)
                continue
            }
        }
        throw CodedProblem(.unavailable, "household.invite-busy")
    }

    /// Revokes an invite of the user's household (owners only); revoking twice changes nothing.
    func revoke(invite rawID: String?, by userID: UUID) async throws -> UUID {
        let me = try await owner(userID)
        guard let id = rawID.flatMap(UUID.init(written:)),
              let invite = try await HouseholdInvite.query(on: db)
                .filter(\.$id == id).filter(\.$household.$id == me.$household.id).first()
        else { throw Self.inviteMissing }
        if invite.revokedAt == nil {
            invite.revokedAt = now
            try await invite.update(on: db)
        }
        return me.$household.id
    }

    /// The invite `typed` names while it can still be used, else the refusal joining would give.
    private func usableInvite(_ typed: String) async throws -> HouseholdInvite {
        guard let code = InviteCode.normalized(typed),
              let invite = try await HouseholdInvite.query(on: db).filter(\.$codeHash == InviteCode.hash(code)).first()
        else { throw Self.inviteUnknown }
        if invite.revokedAt != nil { throw Self.inviteRevoked }
        if invite.usedAt != nil { throw Self.inviteUsed }
        if invite.expiresAt <= now { throw Self.inviteExpired }
        return invite
    }

    /// The open invite of the user's household that `typed` names, for the household page to show
    /// again the code it has just made (the form answers with a redirect, so a refresh makes no second
    /// invite), with the code as written in it; nil when the code names no open invite of that
    /// household or the user is not its owner.
    func openInvite(code typed: String, for userID: UUID) async throws -> (invite: HouseholdInvite, code: String)? {
        guard let code = InviteCode.normalized(typed), let me = try await membership(of: userID), me.role == .owner,
              let invite = try await HouseholdInvite.query(on: db).filter(\.$codeHash == InviteCode.hash(code))
                .filter(\.$household.$id == me.$household.id).first(),
              invite.revokedAt == nil, invite.usedAt == nil, invite.expiresAt > now
        else { return nil }
        return (invite, code)
    }

    /// What the invite `typed` leads to, read without using it up, for the join link's page to
    /// name before anyone joins: the household's name and who made the invite (nil when that
    /// account is gone). Refused as joining would be.
    func invitation(code typed: String) async throws -> (household: String, invitedBy: String?) {
        let invite = try await usableInvite(typed)
        guard let household = try await Household.find(invite.$household.id, on: db) else { throw Self.inviteUnknown }
        let inviter = try await User.find(invite.$createdBy.id, on: db)?.username
        return (household.name, inviter)
    }

    /// Joins the household of the invite `typed` names, using the invite up in the same transaction.
    func join(code typed: String, userID: UUID) async throws -> Household {
        // Sent again by the person it let in (a retry after a timeout, a double click): done
        // already, as leaving twice is; it answered 410 "already been used" (household probe, 2026-12-08).
        if let code = InviteCode.normalized(typed),
           let used = try await HouseholdInvite.query(on: db).filter(\.$codeHash == InviteCode.hash(code)).first(),
           used.$usedBy.id == userID, try await membership(of: userID)?.$household.id == used.$household.id,
           let household = try await Household.find(used.$household.id, on: db) {
            return household
        }
        let invite = try await usableInvite(typed)
        guard let inviteID = invite.id else { throw Self.inviteUnknown }
        guard try await membership(of: userID) == nil else { throw Self.alreadyMember }
        guard let household = try await Household.find(invite.$household.id, on: db) else { throw Self.inviteUnknown }
        let now = self.now
        do {
            try await db.writeTransaction { db in
                try await RowLock.writer.exists(User.self, userID, on: db)
                // Then the household's, as leaving takes it before it deletes the invites:
                // taken in the other order (the invite's row, then the household's for the new
                // member's key) a join and the last member's leave deadlocked on PostgreSQL (500).
                // Dissolved meanwhile, the invite names no household.
                guard try await RowLock.share.exists(Household.self, invite.$household.id, on: db) else { throw Self.inviteUnknown }
                // A full household takes no one more; the invite stays for when someone leaves.
                let members = try await HouseholdMember.query(on: db).filter(\.$household.$id == invite.$household.id).count()
                guard members < Self.maxMembers else {
                    throw CodedProblem(.conflict, "household.full", ["max": "\(Self.maxMembers)"])
                }
                // Still unused as the write begins: the same person's join, leave and second join
                // with one code, sent at once, got in twice (the claim below saw their own name).
                guard let current = try await HouseholdInvite.find(inviteID, on: db) else { throw Self.inviteUnknown }
                guard current.usedAt == nil, current.revokedAt == nil else { throw current.revokedAt != nil ? Self.inviteRevoked : Self.inviteUsed }
                // Claimed only while still unused: of two people racing with one code, one gets in.
                try await HouseholdInvite.query(on: db)
                    .filter(\.$id == inviteID).filter(\.$usedAt == nil).filter(\.$revokedAt == nil)
                    .set(\.$usedAt, to: now).set(\.$usedBy.$id, to: userID)
                    .update()
                // Gone since it was read: its household was dissolved meanwhile, so it names none.
                guard let claimed = try await HouseholdInvite.find(inviteID, on: db) else { throw Self.inviteUnknown }
                guard claimed.$usedBy.id == userID else { throw claimed.revokedAt != nil ? Self.inviteRevoked : Self.inviteUsed }
                try await HouseholdMember(householdID: invite.$household.id, userID: userID, role: .member, joinedAt: now).create(on: db)
                try await UserRecipes.unshareAll(of: userID, on: db)
            }
        } catch where error.isConstraintFailure {
            throw Self.alreadyMember
        }
        return household
    }

    // MARK: - Leaving and removing

    /// Leaves, or does nothing when the user is in no household (a second request at the same
    /// moment, a retry, another tab): what was asked is done either way. Answers the household
    /// left, nil when there was none.
    /// The user's household as `snapshot(of:)` reads it, or nil when they are in none.
    func snapshotIfAny(of userID: UUID) async throws -> Snapshot? {
        do {
            return try await snapshot(of: userID)
        } catch let problem as CodedProblem where problem == Self.none {
            return nil
        }
    }

    func leaveUnlessOut(_ userID: UUID, newOwner rawOwner: String?) async throws -> UUID? {
        do {
            return try await leave(userID, newOwner: rawOwner).householdID
        } catch let problem as CodedProblem where problem == Self.none {
            return nil
        }
    }

    /// Takes the user out of their household. The last owner must name another member as owner
    /// while others remain; the last member out deletes the household with its account and rows.
    /// Answers the household's id and whether it is gone.
    @discardableResult
    func leave(_ userID: UUID, newOwner rawOwner: String?) async throws -> (householdID: UUID, dissolved: Bool) {
        guard let found = try await membership(of: userID) else { throw Self.none }
        let householdID = found.$household.id
        let dissolved = try await db.writeTransaction { db -> Bool in
            try await RowLock.writer.exists(User.self, userID, on: db)
            // Read again under the household's lock (its row on PostgreSQL; SQLite takes turns):
            // another member's leave or a change of roles may have committed since, and this one
            // must see it (never a household without owner). Removing and roles do the same.
            try await RowLock.update.exists(Household.self, householdID, on: db)
            guard let me = try await Self.membership(of: userID, in: householdID, on: db) else { return false }  // left already
            try await UserRecipes.unshareAll(of: userID, on: db)
            let others = try await HouseholdMember.query(on: db)
                .filter(\.$household.$id == householdID).filter(\.$user.$id != userID).all()
            if others.isEmpty {
                // The account row's cascade takes the household, its invites and its shared rows.
                try await HouseholdInvite.query(on: db).filter(\.$household.$id == householdID).delete()
                try await HouseholdMember.query(on: db).filter(\.$household.$id == householdID).delete()
                try await Household.query(on: db).filter(\.$id == householdID).delete()
                try await User.query(on: db).filter(\.$id == householdID).delete()
                return true
            }
            if let rawOwner, !rawOwner.isEmpty {
                guard me.role == .owner else { throw Self.ownerOnly }
                guard rawOwner.lowercased() != userID.uuidString.lowercased() else { throw Self.ownerLeaving }
                guard let next = others.first(where: { $0.$user.id.uuidString.lowercased() == rawOwner.lowercased() }) else {
                    throw Self.memberUnknown
                }
                next.role = .owner
                try await next.update(on: db)
            } else if me.role == .owner, !others.contains(where: { $0.role == .owner }) {
                throw Self.lastOwner
            }
            try await HouseholdMember.query(on: db).filter(\.$id == me.requireID()).delete()
            try await Self.revokeInvites(madeBy: userID, in: householdID, at: now, on: db)
            return false
        }
        return (householdID, dissolved)
    }

    /// Revokes the open invites a member made, as they leave, are removed or stop being an owner:
    /// an owner removed kept the codes they had made, and joined again with one (household probe,
    /// 2026-12-08). A way in is the household's owners' to give; codes made by owners who stay
    /// keep working.
    static func revokeInvites(madeBy userID: UUID, in householdID: UUID, at now: Date, on db: any Database) async throws {
        try await HouseholdInvite.query(on: db)
            .filter(\.$household.$id == householdID).filter(\.$createdBy.$id == userID)
            .filter(\.$usedAt == nil).filter(\.$revokedAt == nil)
            .set(\.$revokedAt, to: now)
            .update()
    }

    /// Still an owner of the household as the transaction sees it: out of it by now (removed by
    /// another owner at the same moment) is "not in a household", 404, as for anyone outside it;
    /// it answered 403 "only an owner" (household probe, 2026-12-08).
    static func stillOwner(_ userID: UUID, of householdID: UUID, on db: any Database) async throws {
        guard let mine = try await membership(of: userID, in: householdID, on: db) else { throw none }
        guard mine.role == .owner else { throw ownerOnly }
    }

    /// The user's membership of that household as the transaction sees it now.
    static func membership(of userID: UUID, in householdID: UUID, on db: any Database) async throws -> HouseholdMember? {
        try await HouseholdMember.query(on: db).filter(\.$household.$id == householdID).filter(\.$user.$id == userID).first()
    }

    /// Removes another member (owners only). Removing oneself is leaving, and answers as leaving
    /// does: done when already out (nil).
    func remove(member rawID: String?, by userID: UUID) async throws -> UUID? {
        let targetID = rawID.flatMap(UUID.init(written:))
        if targetID == userID { return try await leaveUnlessOut(userID, newOwner: nil) }
        guard let me = try await membership(of: userID) else { throw Self.none }
        guard let targetID else { throw Self.memberUnknown }
        guard me.role == .owner else { throw Self.ownerOnly }
        let householdID = me.$household.id
        try await db.writeTransaction { db in
            try await RowLock.writer.exists(User.self, targetID, on: db)
            // Still an owner once the household is ours to change (another owner may have made us a member).
            try await RowLock.update.exists(Household.self, householdID, on: db)
            try await Self.stillOwner(userID, of: householdID, on: db)
            let target = try await HouseholdStore(db: db, now: now).member(targetID, of: householdID)
            try await target.delete(on: db)
            try await UserRecipes.unshareAll(of: targetID, on: db)
            try await Self.revokeInvites(madeBy: targetID, in: householdID, at: now, on: db)
        }
        return householdID
    }

    /// Makes a member an owner or an owner a member (owners only); never leaves no owner.
    func setRole(of rawID: String?, to role: HouseholdMember.Role, by userID: UUID) async throws -> UUID {
        let me = try await owner(userID)
        guard let targetID = rawID.flatMap(UUID.init(written:)) else { throw Self.memberUnknown }
        let householdID = me.$household.id
        try await db.writeTransaction { db in
            try await RowLock.update.exists(Household.self, householdID, on: db)
            try await Self.stillOwner(userID, of: householdID, on: db)
            let target = try await HouseholdStore(db: db, now: now).member(targetID, of: householdID)
            guard target.role != role else { return }
            if role == .member {
                let owners = try await HouseholdMember.query(on: db)
                    .filter(\.$household.$id == householdID).filter(\.$role == .owner).count()
                guard owners > 1 else { throw Self.lastOwner }
            }
            target.role = role
            try await target.update(on: db)
            if role == .member { try await Self.revokeInvites(madeBy: targetID, in: householdID, at: now, on: db) }
        }
        return householdID
    }

    /// Renames the household (owners only).
    func rename(to raw: String, by userID: UUID) async throws -> UUID {
        let name = try Self.tidyName(raw)
        let me = try await owner(userID)
        guard let household = try await Household.find(me.$household.id, on: db) else { throw Self.none }
        household.name = name
        try await household.update(on: db)
        return me.$household.id
    }

    // MARK: - Helpers

    private func owner(_ userID: UUID) async throws -> HouseholdMember {
        guard let me = try await membership(of: userID) else { throw Self.none }
        guard me.role == .owner else { throw Self.ownerOnly }
        return me
    }

    private func member(_ userID: UUID, of householdID: UUID) async throws -> HouseholdMember {
        guard let row = try await HouseholdMember.query(on: db)
            .filter(\.$household.$id == householdID).filter(\.$user.$id == userID).first()
        else { throw Self.memberUnknown }
        return row
    }
}
