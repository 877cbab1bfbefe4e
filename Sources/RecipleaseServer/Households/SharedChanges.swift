import Foundation
import NIOConcurrencyHelpers
import Vapor

/// A change to a scope's shared data (see `SharedScope`): what live pages refresh on and what
/// caches of that data are keyed by.
struct SharedChange: Sendable, Codable, Hashable {
    enum Kind: String, Sendable, Codable, CaseIterable { case plan, grocery, kitchen, settings, recipes, household }

    /// `SharedScope.key`.
    let scope: String
    let kind: Kind
    /// The member who made it, when known.
    let by: UUID?
}

extension SharedChange {
    /// What `SharedChanges.receiveResync` tells subscribers: anything may have changed.
    static func resync(of scope: String) -> SharedChange { SharedChange(scope: scope, kind: .household, by: nil) }
    var isResync: Bool { kind == .household && by == nil }
}

/// This instance's record of changes to shared data: a version per scope that moves on every
/// change, and the subscribers of each scope (open pages). Writes call `publish` after they
/// commit.
final class SharedChanges: Sendable {
    private struct State {
        var versions: [String: UInt64] = [:]
        var subscribers: [String: [UUID: AsyncStream<SharedChange>.Continuation]] = [:]
        /// Moves every scope's version at once, seen or not (`receiveResync`).
        var resyncs: UInt64 = 0
        /// Moves on every `.household` change of any scope and every resync: who is in which
        /// household may have changed (`SharedScope`'s cache of memberships goes by it).
        var memberships: UInt64 = 0
    }
    private let state = NIOLockedValueBox(State())

    /// How many changes this instance has seen to `scope`, plus every resync; 0 for one it has seen none of.
    func version(of scope: String) -> UInt64 {
        state.withLockedValue { ($0.versions[scope] ?? 0) &+ $0.resyncs }
    }

    /// How many household changes (anywhere) and resyncs this instance has seen.
    var membershipVersion: UInt64 {
        state.withLockedValue { $0.memberships }
    }

    /// Records a change made here or announced by another instance, and tells the scope's subscribers.
    func receive(_ change: SharedChange) {
        let listeners = state.withLockedValue { state -> [AsyncStream<SharedChange>.Continuation] in
            state.versions[change.scope, default: 0] &+= 1
            if change.kind == .household { state.memberships &+= 1 }
            return Array((state.subscribers[change.scope] ?? [:]).values)
        }
        for listener in listeners { listener.yield(change) }
    }

    /// A change made on this instance; with several instances, also announced to the others.
    func publish(_ change: SharedChange) {
        receive(change)
        announcer.withLockedValue { $0 }?(change)
    }

    /// Tells the other instances of every change published here (PostgreSQL NOTIFY, see
    /// `SharedChanges+Instances.swift`); nil, the default, with one instance.
    private let announcer = NIOLockedValueBox<(@Sendable (SharedChange) -> Void)?>(nil)

    func announce(through announce: (@Sendable (SharedChange) -> Void)?) {
        announcer.withLockedValue { $0 = announce }
    }

    /// This instance among others on one database: announcements it hears from itself are skipped.
    let instanceID = UUID()

    /// After a time when changes from other instances may have been missed (the listener
    /// reconnected): every version moves, and every subscriber hears a refresh
    /// (`SharedChange.isResync`).
    func receiveResync() {
        let listeners = state.withLockedValue { state -> [(String, AsyncStream<SharedChange>.Continuation)] in
            state.resyncs &+= 1
            state.memberships &+= 1
            return state.subscribers.flatMap { scope, continuations in continuations.values.map { (scope, $0) } }
        }
        for (scope, listener) in listeners { listener.yield(SharedChange.resync(of: scope)) }
    }

    /// The changes to `scope` from now on, until the stream is dropped.
    func stream(of scope: String) -> AsyncStream<SharedChange> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<SharedChange>.makeStream(bufferingPolicy: .bufferingNewest(16))
        state.withLockedValue { $0.subscribers[scope, default: [:]][id] = continuation }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLockedValue { state in
                state.subscribers[scope]?[id] = nil
                if state.subscribers[scope]?.isEmpty == true { state.subscribers[scope] = nil }
            }
        }
        return stream
    }
}

extension Application {
    private struct SharedChangesKey: StorageKey { typealias Value = SharedChanges }

    /// The app's one `SharedChanges`, made on first use.
    var sharedChanges: SharedChanges {
        if let existing = storage[SharedChangesKey.self] { return existing }
        let made = SharedChanges()
        storage[SharedChangesKey.self] = made
        return made
    }
}
