import Foundation
import Synchronization
import Vapor

/// API tokens, saved search preferences and favorites lists this instance has recently read, so
/// a busy API client costs no database read per call for who it is, what it always filters by
/// and which hearts to draw.
///
/// An entry lives at most `lifetime`. Writes through this instance forget the entries they
/// change at once (signing out, saving preferences). Writes through another instance reach this
/// one through the database: on PostgreSQL a trigger announces every token, user and
/// preference change (`NotifyAccountChanges`) and the listener forgets that user's entries
/// within moments; were the announcements off or lost, the lifetime bounds how long a revoked
/// token, an old preference or an old favorites list could still be used here. A read that started before a change
/// never stores what it read after the change was forgotten (the generation check).
final class AccountCache: Sendable {
    struct CachedUser: Sendable {
        let id: UUID
        let username: String
        let passwordHash: String
        let createdAt: Date
        let language: String?
        let tokenExpiresAt: Date
    }

    private struct Entry<Value> {
        let value: Value
        let until: ContinuousClock.Instant
    }

    private struct State {
        var tokens: [String: Entry<CachedUser>] = [:]
        var preferences: [UUID: Entry<SearchPreferences>] = [:]
        var favorites: [UUID: Entry<[FavoriteSummary]>] = [:]
        /// How many favorites `favorites` holds in all, for the bound below.
        var favoriteCount = 0
        /// Moves on at every forgetting; a value read under an older generation is not stored.
        var generation: UInt64 = 0
    }

    /// Beyond this many entries of a kind the oldest state is dropped wholesale.
    static let maxEntries = 50_000
    /// Beyond this many favorites kept in all (a list holds up to `UserFavorites.maxCount`), the
    /// favorites lists are dropped wholesale.
    static let maxFavorites = 200_000

    /// A favorites read under way, which requests that miss the same user's list under the same
    /// generation wait for.
    private struct FavoritesFlight: Hashable {
        let user: UUID
        let generation: UInt64
    }

    let lifetime: Duration
    private let state = Mutex(State())
    private let favoritesFlights = SingleFlight<FavoritesFlight, [FavoriteSummary]>()
    /// The monotonic clock entries age by; tests move one by hand instead of sleeping.
    private let clock: @Sendable () -> ContinuousClock.Instant

    init(lifetime: Duration, clock: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.lifetime = lifetime
        self.clock = clock
    }

    var isOn: Bool { lifetime > .zero }

    /// The generation to hand back with a value read from the database.
    var generation: UInt64 { state.withLock { $0.generation } }

    /// The user of a token hash, if it was read within the lifetime and has not expired.
    func user(ofToken hash: String, now: Date) -> User? {
        guard isOn else { return nil }
        let instant = clock()
        guard let cached = state.withLock({ state -> CachedUser? in
            guard let entry = state.tokens[hash], entry.until > instant else { return nil }
            return entry.value
        }), cached.tokenExpiresAt > now else { return nil }
        // A fresh model each time: requests never share a mutable object.
        let user = User(id: cached.id, username: cached.username, passwordHash: cached.passwordHash, createdAt: cached.createdAt, language: cached.language)
        user.$id.exists = true
        return user
    }

    func remember(token hash: String, user: User, expiresAt: Date, readAt generation: UInt64) {
        guard isOn, let id = user.id else { return }
        let cached = CachedUser(id: id, username: user.username, passwordHash: user.passwordHash, createdAt: user.createdAt, language: user.language, tokenExpiresAt: expiresAt)
        let until = clock() + lifetime
        state.withLock { state in
            guard state.generation == generation else { return }
            if state.tokens.count >= Self.maxEntries { state.tokens.removeAll() }
            state.tokens[hash] = Entry(value: cached, until: until)
        }
    }

    func preferences(of user: UUID) -> SearchPreferences? {
        guard isOn else { return nil }
        let instant = clock()
        return state.withLock { state in
            guard let entry = state.preferences[user], entry.until > instant else { return nil }
            return entry.value
        }
    }

    func remember(preferences: SearchPreferences, of user: UUID, readAt generation: UInt64) {
        guard isOn else { return }
        let until = clock() + lifetime
        state.withLock { state in
            guard state.generation == generation else { return }
            if state.preferences.count >= Self.maxEntries { state.preferences.removeAll() }
            state.preferences[user] = Entry(value: preferences, until: until)
        }
    }

    /// A user's favorites list, if it was read within the lifetime.
    func favorites(of user: UUID) -> [FavoriteSummary]? {
        guard isOn else { return nil }
        let instant = clock()
        return state.withLock { state in
            guard let entry = state.favorites[user], entry.until > instant else { return nil }
            return entry.value
        }
    }

    func remember(favorites: [FavoriteSummary], of user: UUID, readAt generation: UInt64) {
        guard isOn, favorites.count <= Self.maxFavorites else { return }
        let until = clock() + lifetime
        state.withLock { state in
            guard state.generation == generation else { return }
            if state.favorites.count >= Self.maxEntries || state.favoriteCount + favorites.count > Self.maxFavorites {
                state.favorites.removeAll()
                state.favoriteCount = 0
            }
            state.favoriteCount += favorites.count - (state.favorites[user]?.value.count ?? 0)
            state.favorites[user] = Entry(value: favorites, until: until)
        }
    }

    /// The user's favorites list: kept, or read once by `read` for all the requests that miss it
    /// together, and kept unless something about the user was forgotten meanwhile.
    func favorites(of user: UUID, reading read: @escaping @Sendable () async throws -> [FavoriteSummary]) async throws -> [FavoriteSummary] {
        guard isOn else { return try await read() }
        if let known = favorites(of: user) { return known }
        let generation = self.generation
        return try await favoritesFlights.run(FavoritesFlight(user: user, generation: generation)) {
            let favorites = try await read()
            self.remember(favorites: favorites, of: user, readAt: generation)
            return favorites
        }
    }

    /// Forgets one token (signed out here).
    func forget(token hash: String) {
        state.withLock { state in
            state.generation &+= 1
            state.tokens[hash] = nil
        }
    }

    /// Forgets everything about one user (their tokens or preferences changed somewhere).
    func forget(user: UUID) {
        state.withLock { state in
            state.generation &+= 1
            state.tokens = state.tokens.filter { $0.value.value.id != user }
            state.preferences[user] = nil
            state.favoriteCount -= state.favorites.removeValue(forKey: user)?.value.count ?? 0
        }
    }

    /// Forgets everything (the listener reconnected and may have missed announcements).
    func forgetAll() {
        state.withLock { state in
            state.generation &+= 1
            state.tokens.removeAll()
            state.preferences.removeAll()
            state.favorites.removeAll()
            state.favoriteCount = 0
        }
    }
}

extension Application {
    private struct AccountCacheKey: StorageKey { typealias Value = AccountCache }

    var accountCache: AccountCache {
        get { storage[AccountCacheKey.self] ?? AccountCache(lifetime: .zero) }
        set { storage[AccountCacheKey.self] = newValue }
    }
}
