import Fluent
import Foundation
import Vapor

/// `GET /api/v1/events`: the changes to the signed-in user's shared data (their household's, or
/// their own), as Server-Sent Events, for pages that update while open.
struct EventsAPIController: RouteCollection {
    /// A comment this often keeps proxies from closing a quiet stream, finds clients that went
    /// away, and looks again at the user's household.
    static let heartbeat: Duration = .seconds(20)
    /// How long a browser waits before reconnecting, in milliseconds.
    static let retryMilliseconds = 2000

    func boot(routes: any RoutesBuilder) throws {
        routes.get("events", use: events)
    }

    /// `event: change` / `data: {"kind":"grocery","by":"sam","mine":false}` for each change to
    /// the scope; `event: refresh` when changes may have been missed; a comment line as heartbeat.
    func events(request: Request) async throws -> Response {
        let user = try await request.requireAPIUser()
        let scope = try await request.sharedScope(of: user)
        guard let ticket = request.application.liveStreams.open(user: scope.userID) else { throw LiveStreamLimit() }
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "text/event-stream; charset=utf-8")
        headers.replaceOrAdd(name: .cacheControl, value: "no-cache")
        // Buffering proxies (nginx) pass the stream on as it comes.
        headers.replaceOrAdd(name: "X-Accel-Buffering", value: "no")
        let credential: LiveEventStream.Credential? = request.account.token.map { .token(hash: $0.hash) }
            ?? request.account.session?.id.map { .session(id: $0) }
        let stream = LiveEventStream(changes: request.application.sharedChanges, db: request.db, scope: scope, ticket: ticket,
                                     credential: credential)
        return StreamedResponse.make(headers: headers) { writer in try await stream.run(writer) }
    }
}

/// One open event stream: the scope's changes, each written as it comes, until the client goes,
/// the server stops, or the user's scope changes (then the stream ends and the page reconnects).
struct LiveEventStream: Sendable {
    /// Held rather than reached through the application, which a stopping server takes apart
    /// while a stream may still be finishing.
    let changes: SharedChanges
    let db: any Database
    let scope: SharedScope
    let ticket: LiveTicket
    /// What the stream was opened with: once that token is revoked or that session signed out
    /// (or either expires), the stream sends nothing more and ends.
    let credential: Credential?

    enum Credential: Sendable {
        case token(hash: String)
        case session(id: UUID)
    }

    /// How long a credential found to hold is taken to hold for the changes that follow: a
    /// token revoked (or a session signed out) within it may still hear that second's changes
    /// (their kind and who made them, never their content), then the stream ends.
    static let recheck: Duration = .seconds(1)

    private enum Beat: Sendable {
        case change(SharedChange)
        case heartbeat
    }

    func run(_ writer: any AsyncBodyStreamWriter) async throws {
        let (beats, feed) = AsyncStream<Beat>.makeStream(bufferingPolicy: .bufferingNewest(32))
        ticket.onEnd { feed.finish() }
        // Subscribed before the opening is written: a change made once a client has read it arrives.
        let incoming = changes.stream(of: scope.key)
        try await write("retry: \(EventsAPIController.retryMilliseconds)\n: open\n\n", to: writer)
        var names: [UUID: String] = [:]
        // When the credential was last found to hold: a change within `recheck` of it is sent
        // without asking again. Asked on every change, a household's streams (up to 160) made
        // each write cost one query per stream, and a member writing in a loop cost the server
        // that many times over; now each stream asks at most once a `recheck`.
        var confirmed: ContinuousClock.Instant?
        let clock = ContinuousClock()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await change in incoming { feed.yield(.change(change)) }
                feed.finish()
            }
            group.addTask {
                while !Task.isCancelled {
                    try await Task.sleep(for: EventsAPIController.heartbeat)
                    feed.yield(.heartbeat)
                }
            }
            defer { group.cancelAll() }
            for await beat in beats {
                switch beat {
                case .heartbeat:
                    guard try await credentialHolds(), try await scopeHolds() else { return }
                    confirmed = clock.now
                    try await write(": keep-alive\n\n", to: writer)
                case let .change(change) where change.isResync:
                    try await write("event: refresh\ndata: {}\n\n", to: writer)
                case let .change(change):
                    if confirmed.map({ clock.now - $0 >= Self.recheck }) ?? true {
                        guard try await credentialHolds() else { return }
                        confirmed = clock.now
                    }
                    if change.kind == .household, !(try await scopeHolds()) { return }
                    try await write("event: change\ndata: \(try await data(of: change, names: &names))\n\n", to: writer)
                }
            }
        }
    }

    /// Whether the token or session the stream was opened with still signs the user in.
    private func credentialHolds() async throws -> Bool {
        let now = Date()
        switch credential {
        case nil: return true
        case let .token(hash):
            return try await APIToken.query(on: db).filter(\.$tokenHash == hash).filter(\.$expiresAt > now).first() != nil
        case let .session(id):
            return try await WebSession.query(on: db).filter(\.$id == id).filter(\.$expiresAt > now).first() != nil
        }
    }

    /// Whether the user is still in the scope the stream was opened for.
    private func scopeHolds() async throws -> Bool {
        try await SharedScope.of(userID: scope.userID, on: db).key == scope.key
    }

    /// `{"kind":…,"by":…,"mine":…}`: who made the change by username (their id if unknown).
    private func data(of change: SharedChange, names: inout [UUID: String]) async throws -> String {
        struct Data: Encodable {
            let kind: String
            let by: String?
            let mine: Bool?
        }
        var by: String?
        if let id = change.by {
            if names[id] == nil, let user = try await User.find(id, on: db) { names[id] = user.username }
            by = names[id] ?? id.uuidString.lowercased()
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let bytes = try encoder.encode(Data(kind: change.kind.rawValue, by: by, mine: change.by.map { $0 == scope.userID }))
        return String(decoding: bytes, as: UTF8.self)
    }

    private func write(_ text: String, to writer: any AsyncBodyStreamWriter) async throws {
        try await writer.writeBuffer(ByteBuffer(string: text))
    }
}
