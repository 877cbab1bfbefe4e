import Foundation
import NIOConcurrencyHelpers
import RecipleaseCore
import Vapor

/// The live event streams open on this instance (`GET /api/v1/events`): at most
/// `perUser` at once for one user, so one client cannot hold every connection, and a way to end
/// them all when the server stops (an open stream would otherwise hold a graceful stop until its
/// timeout) or a user's when their household changes (they reconnect into the new scope).
final class LiveStreams: Sendable {
    /// Open streams one user may hold: a few tabs on a few devices.
    static let perUser = 8

    private struct State {
        var open: [UUID: [UUID: @Sendable () -> Void]] = [:]
        var stopping = false
    }
    private let state = NIOLockedValueBox(State())

    /// A place for one more stream of `user`, or nil when they have `perUser` already (or the server is stopping).
    func open(user: UUID) -> LiveTicket? {
        let id = UUID()
        let admitted = state.withLockedValue { state -> Bool in
            guard !state.stopping, (state.open[user]?.count ?? 0) < Self.perUser else { return false }
            state.open[user, default: [:]][id] = {}
            return true
        }
        return admitted ? LiveTicket(streams: self, user: user, id: id) : nil
    }

    /// How many streams `user` has open here.
    func count(of user: UUID) -> Int {
        state.withLockedValue { $0.open[user]?.count ?? 0 }
    }

    /// Ends every stream of `user` (their household changed); their pages reconnect into the new scope.
    func end(user: UUID) {
        let enders = state.withLockedValue { Array(($0.open[user] ?? [:]).values) }
        for end in enders { end() }
    }

    /// Ends every stream and admits no more: the server is stopping.
    func endAll() {
        let enders = state.withLockedValue { state -> [@Sendable () -> Void] in
            state.stopping = true
            return state.open.values.flatMap { $0.values }
        }
        for end in enders { end() }
    }

    fileprivate func onEnd(user: UUID, id: UUID, _ end: @escaping @Sendable () -> Void) {
        let stopping = state.withLockedValue { state -> Bool in
            if state.open[user]?[id] != nil { state.open[user]?[id] = end }
            return state.stopping
        }
        if stopping { end() }
    }

    fileprivate func release(user: UUID, id: UUID) {
        state.withLockedValue { state in
            state.open[user]?[id] = nil
            if state.open[user]?.isEmpty == true { state.open[user] = nil }
        }
    }
}

/// One admitted stream; its place is given back when it is dropped, whether or not the stream ever ran (HEAD).
final class LiveTicket: Sendable {
    private let streams: LiveStreams
    let user: UUID
    private let id: UUID

    fileprivate init(streams: LiveStreams, user: UUID, id: UUID) {
        self.streams = streams
        self.user = user
        self.id = id
    }

    /// What ends the stream early (`LiveStreams.end(user:)`, `endAll`).
    func onEnd(_ end: @escaping @Sendable () -> Void) {
        streams.onEnd(user: user, id: id, end)
    }

    deinit { streams.release(user: user, id: id) }
}

/// Refused: the user has `LiveStreams.perUser` streams open already.
struct LiveStreamLimit: DomainError, RetryAfter {
    var kind: ProblemKind { .tooMany }
    var code: String { "live.streams" }
    var arguments: [String: String] { ["count": String(LiveStreams.perUser)] }
    var retryAfterSeconds: Int? { 30 }
}

extension Application {
    private struct LiveStreamsKey: StorageKey { typealias Value = LiveStreams }

    /// The app's one `LiveStreams`, made at configuration (see `configure`).
    var liveStreams: LiveStreams {
        if let existing = storage[LiveStreamsKey.self] { return existing }
        let made = LiveStreams()
        storage[LiveStreamsKey.self] = made
        return made
    }
}

/// Ends the open event streams when the application shuts down, before its storage goes.
struct LiveStreamsStopper: LifecycleHandler {
    func shutdown(_ application: Application) {
        application.liveStreams.endAll()
    }
}
