import Foundation
import Synchronization
import Vapor

/// Which household each recently seen user is in, so a request for shared data costs no read of
/// `household_members`. An entry is good while no household change (`.household`, here or
/// announced by another instance) and no resync has happened since it was read
/// (`SharedChanges.membershipVersion`), and for at most `lifetime`, which bounds what a lost
/// announcement could leave behind. At most `maxEntries`; beyond, all are dropped at once.
final class MembershipCache: Sendable {
    private struct Entry {
        let householdID: UUID?
        let version: UInt64
        let until: ContinuousClock.Instant
    }

    static let maxEntries = 50_000

    let lifetime: Duration
    private let entries = Mutex([UUID: Entry]())

    init(lifetime: Duration) {
        self.lifetime = lifetime
    }

    /// The household of `user` (nil inside: in none), if known at this membership version.
    func household(of user: UUID, version: UInt64) -> UUID?? {
        guard lifetime > .zero else { return nil }
        let now = ContinuousClock.now
        return entries.withLock { entries -> UUID?? in
            guard let entry = entries[user], entry.version == version, entry.until > now else { return nil }
            return .some(entry.householdID)
        }
    }

    /// Keeps what was read at membership `version` (read before the query).
    func remember(_ householdID: UUID?, of user: UUID, version: UInt64) {
        guard lifetime > .zero else { return }
        let until = ContinuousClock.now + lifetime
        entries.withLock { entries in
            if entries.count >= Self.maxEntries { entries.removeAll() }
            entries[user] = Entry(householdID: householdID, version: version, until: until)
        }
    }
}

extension Application {
    private struct MembershipCacheKey: StorageKey { typealias Value = MembershipCache }

    /// Set by `configure`; off when not.
    var memberships: MembershipCache {
        get { storage[MembershipCacheKey.self] ?? MembershipCache(lifetime: .zero) }
        set { storage[MembershipCacheKey.self] = newValue }
    }
}

extension SharedScope {
    /// The scope of this user through the instance's membership cache: no read when known.
    static func cached(userID: UUID, on request: Request) async throws -> SharedScope {
        let changes = request.application.sharedChanges
        let cache = request.application.memberships
        let version = changes.membershipVersion
        if let known = cache.household(of: userID, version: version) {
            return SharedScope(userID: userID, householdID: known)
        }
        let scope = try await SharedScope.of(userID: userID, on: request.db)
        cache.remember(scope.householdID, of: userID, version: version)
        return scope
    }
}
