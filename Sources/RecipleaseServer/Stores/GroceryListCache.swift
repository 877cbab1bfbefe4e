import Foundation
import RecipleaseCore
import Synchronization
import Vapor

/// Grocery lists this instance has built, merged and written as JSON, so the most-read page of a
/// household costs no database read and no merging while nothing it is made of has changed.
///
/// A list is kept per (signed-in user, scope, days, "hide what the kitchen has", language): per user
/// because whose own recipes count is the user's, per language because its names and amounts are
/// written in it. It is served while the scope's version
/// (`SharedChanges.version(of:)`, moved by every write to the plan, the list, the kitchen list, the
/// planner settings or the household, here or on another instance) and the recipe index's version
/// (`RecipeStore.version`) are those read before it was built, and for at most `lifetime`, which
/// bounds what a lost announcement could leave behind. Lists that read a favorite's snapshot or a
/// provider's recipe are not kept (favorites are not a shared kind). The planner settings of a
/// scope (units, time zone: what "this week" is) are kept the same way.
///
/// Bounded: at most `maxEntries` lists and `maxBytes` (each list counted at twice its JSON), the
/// oldest stored going first.
final class GroceryListCache: Sendable {
    struct Key: Hashable, Sendable {
        let user: UUID
        let scope: String
        let from: PlanDate
        let to: PlanDate
        let hideKitchen: Bool
        /// The language the list is written in (`en`, `fr`).
        var language = "en"
    }

    /// What a cached value was built from; a value is good while both are unchanged.
    struct Stamp: Hashable, Sendable {
        let shared: UInt64
        let recipes: UInt64
    }

    struct Entry: Sendable {
        let list: GroceryListResult
        /// The list as `GET /api/v1/grocery-list` answers it.
        let json: [UInt8]
    }

    private struct Stored<Value> {
        let value: Value
        let stamp: Stamp
        let until: ContinuousClock.Instant
        let cost: Int
    }

    private struct State {
        var lists: [Key: Stored<Entry>] = [:]
        /// Keys in the order stored, for dropping the oldest; may hold keys dropped since.
        var order: [Key] = []
        var bytes = 0
        var settings: [String: Stored<PlannerPreferences>] = [:]
    }

    /// A build under way, which requests that miss the same list with the same stamp wait for.
    private struct Flight: Hashable {
        let key: Key
        let stamp: Stamp
    }

    let lifetime: Duration
    let maxEntries: Int
    let maxBytes: Int
    private let state = Mutex(State())
    private let flights = SingleFlight<Flight, Entry>()
    private let clock: @Sendable () -> ContinuousClock.Instant

    init(lifetime: Duration, maxEntries: Int = 2_000, maxBytes: Int = 32 << 20,
         clock: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.lifetime = lifetime
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
        self.clock = clock
    }

    var isOn: Bool { lifetime > .zero && maxEntries > 0 }

    var count: Int { state.withLock { $0.lists.count } }
    var bytes: Int { state.withLock { $0.bytes } }

    func list(_ key: Key, stamp: Stamp) -> Entry? {
        guard isOn else { return nil }
        let now = clock()
        return state.withLock { state in
            guard let stored = state.lists[key], stored.stamp == stamp, stored.until > now else { return nil }
            return stored.value
        }
    }

    /// Keeps a list built from what `stamp` (read before the build began) describes.
    func remember(_ entry: Entry, for key: Key, stamp: Stamp) {
        guard isOn else { return }
        let cost = entry.json.count * 2 + 256
        guard cost <= maxBytes else { return }
        let until = clock() + lifetime
        state.withLock { state in
            if let old = state.lists.updateValue(Stored(value: entry, stamp: stamp, until: until, cost: cost), forKey: key) {
                state.bytes -= old.cost
            } else {
                state.order.append(key)
            }
            state.bytes += cost
            while state.lists.count > maxEntries || state.bytes > maxBytes, !state.order.isEmpty {
                let oldest = state.order.removeFirst()
                if let dropped = state.lists.removeValue(forKey: oldest) { state.bytes -= dropped.cost }
            }
            // The order list only grows by keys the map gained, so it stays near the map's size.
            if state.order.count > 2 * maxEntries { state.order = state.order.filter { state.lists[$0] != nil } }
        }
    }

    /// The list `build` makes, built once for all the requests that miss it together (see
    /// `SingleFlight`). Requests whose stamp differs build their own.
    func building(_ key: Key, stamp: Stamp, _ build: @escaping @Sendable () async throws -> Entry) async throws -> Entry {
        guard isOn else { return try await build() }
        return try await flights.run(Flight(key: key, stamp: stamp), build)
    }

    func settings(of scope: String, stamp: Stamp) -> PlannerPreferences? {
        guard isOn else { return nil }
        let now = clock()
        return state.withLock { state in
            guard let stored = state.settings[scope], stored.stamp == stamp, stored.until > now else { return nil }
            return stored.value
        }
    }

    func remember(settings: PlannerPreferences, of scope: String, stamp: Stamp) {
        guard isOn else { return }
        let until = clock() + lifetime
        state.withLock { state in
            if state.settings.count >= maxEntries, state.settings[scope] == nil { state.settings.removeAll() }
            state.settings[scope] = Stored(value: settings, stamp: stamp, until: until, cost: 0)
        }
    }
}

extension Application {
    private struct GroceryListCacheKey: StorageKey { typealias Value = GroceryListCache }

    /// Set by `configure`; off (caching nothing) when not.
    var groceryLists: GroceryListCache {
        get { storage[GroceryListCacheKey.self] ?? GroceryListCache(lifetime: .zero) }
        set { storage[GroceryListCacheKey.self] = newValue }
    }
}
