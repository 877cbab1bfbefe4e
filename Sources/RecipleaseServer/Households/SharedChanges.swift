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

/// This instance's record of changes to shared data: a version per scope that moves on every
/// change, and the subscribers of each scope (open pages). Writes call `publish` after they
/// commit.
final class SharedChanges: Sendable {
    private struct State {
        var versions: [String: UInt64] = [:]
        var subscribers: [String: [UUID: AsyncStream<SharedChange>.Continuation]] = [:]
    }
    private let state = NIOLockedValueBox(State())

    /// How many changes this instance has seen to `scope`; 0 for one it has seen none of.
    func version(of scope: String) -> UInt64 {
        state.withLockedValue { $0.versions[scope] ?? 0 }
    }

    /// Records a change made here or announced by another instance, and tells the scope's subscribers.
    func receive(_ change: SharedChange) {
        let listeners = state.withLockedValue { state -> [AsyncStream<SharedChange>.Continuation] in
            state.versions[change.scope, default: 0] &+= 1
            return Array((state.subscribers[change.scope] ?? [:]).values)
        }
        for listener in listeners { listener.yield(change) }
    }

    /// A change made on this instance.
    func publish(_ change: SharedChange) {
        receive(change)
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
