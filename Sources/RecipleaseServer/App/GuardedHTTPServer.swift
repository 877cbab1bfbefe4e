import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOExtras
import NIOHTTP1
import NIOPosix
import Vapor

/// An HTTP/1.1 server for the app, in place of Vapor's own, so that no request head goes
/// unanswered. Vapor builds its pipeline where nothing can be added to it, and NIO's parser, at
/// 80 KB of head, only closes the connection; here `RequestHeadGuard` measures each head on the
/// raw bytes and an oversized one gets 414 or 431 with a JSON reason, other unparsable bytes 400.
///
/// Otherwise it serves as Vapor's does: the configured address and socket options, keep-alive,
/// pipelining (HTTPServerPipelineHandler), HEAD, `Expect: 100-continue`, chunked and sized
/// bodies up to each route's limit (`RequestBodyLimits`, else 413), a request that must arrive
/// in time and an idle connection that is closed (`RequestTimeouts`), and a graceful stop that
/// lets requests in flight finish and closes idle connections (NIOExtras' quiescing helper).
/// Plain HTTP only: no TLS, HTTP/2 or upgrades, none of which the app uses.
public final class GuardedHTTPServer: Server, Sendable {
    private struct Listening: Sendable {
        let channel: any Channel
        let quiesce: ServerQuiescingHelper
    }

    private let application: Application
    private let headLimits: RequestHeadLimits
    private let listening = NIOLockedValueBox<Listening?>(nil)

    init(application: Application, headLimits: RequestHeadLimits = RequestHeadLimits()) {
        self.application = application
        self.headLimits = headLimits
    }

    public var onShutdown: EventLoopFuture<Void> {
        guard let listening = listening.withLockedValue({ $0 }) else {
            return application.eventLoopGroup.any().makeSucceededVoidFuture()
        }
        return listening.channel.closeFuture
    }

    /// Where the server listens, once started (the port chosen, when 0 was asked for).
    public var localAddress: SocketAddress? {
        listening.withLockedValue { $0 }?.channel.localAddress
    }

    public func start(address: BindAddress?) async throws {
        var configuration = application.http.server.configuration
        switch address {
        case .none:
            break
        case let .hostname(hostname, port):
            configuration.address = .hostname(hostname ?? configuration.hostname, port: port ?? configuration.port)
        case let .unixDomainSocket(path):
            configuration.address = .unixDomainSocket(path: path)
        }
        let quiesce = ServerQuiescingHelper(group: application.eventLoopGroup)
        let channel: any Channel
        do {
            channel = try await bind(configuration, quiesce: quiesce).get()
        } catch {
            quiesce.initiateShutdown(promise: nil)
            throw error
        }
        let alreadyListening = listening.withLockedValue { current in
            guard current == nil else { return true }
            current = Listening(channel: channel, quiesce: quiesce)
            return false
        }
        guard !alreadyListening else {
            quiesce.initiateShutdown(promise: nil)
            throw GuardedHTTPServerError.alreadyStarted
        }
        let shown = switch channel.localAddress {
        case let .some(address) where address.port != nil: "http://\(address.ipAddress ?? configuration.hostname):\(address.port ?? 0)"
        case let .some(address): "http+unix: \(address.pathname ?? "?")"
        case .none: "?"
        }
        configuration.logger.notice("Server started on \(shown)")
    }

    public func shutdown() async {
        guard let listening = listening.withLockedValue({ current in
            defer { current = nil }
            return current
        }) else { return }
        let configuration = application.http.server.configuration
        // An open event stream never finishes by itself: ended here, so the stop need not time out.
        application.liveStreams.endAll()
        do {
            try await stop(listening, within: configuration.shutdownTimeout).get()
        } catch {
            configuration.logger.error("Could not stop HTTP server: \(error)")
        }
    }

    @available(*, noasync, message: "Use the async start(address:) instead.")
    public func start(address: BindAddress?) throws {
        let done = application.eventLoopGroup.any().makePromise(of: Void.self)
        done.completeWithTask { try await self.start(address: address) }
        try done.futureResult.wait()
    }

    @available(*, noasync, message: "Use the async shutdown() instead.")
    public func shutdown() {
        let done = application.eventLoopGroup.any().makePromise(of: Void.self)
        done.completeWithTask { await self.shutdown() }
        try? done.futureResult.wait()
    }

    /// Stops accepting, tells every connection to finish its request in progress (idle ones
    /// close at once), and waits for them all, up to `timeout`.
    private func stop(_ listening: Listening, within timeout: TimeAmount) -> EventLoopFuture<Void> {
        let loop = listening.channel.eventLoop
        let stopped = loop.makePromise(of: Void.self)
        let deadline = loop.scheduleTask(in: timeout) { stopped.fail(GuardedHTTPServerError.stopTookTooLong) }
        listening.quiesce.initiateShutdown(promise: stopped)
        return stopped.futureResult.always { _ in deadline.cancel() }
    }

    private func bind(_ configuration: HTTPServer.Configuration, quiesce: ServerQuiescingHelper) -> EventLoopFuture<any Channel> {
        let application = self.application
        let headLimits = self.headLimits
        // What the routes are now; a server started again picks up any change.
        let responder = application.responder.current
        let bodyLimits = RequestBodyLimits.reciplease(standard: application.routes.defaultMaxBodySize.value)
        var configured = application.requestTimeouts
        // Vapor's own setting, where someone set it, is the wait between requests.
        if let idleTimeout = configuration.idleTimeout { configured.keepAlive = idleTimeout }
        let timeouts = configured
        let connectionLimit = application.connectionLimit
        let reuseAddress: SocketOptionValue = configuration.reuseAddress ? 1 : 0
        let bootstrap = ServerBootstrap(group: application.eventLoopGroup)
            .serverChannelOption(.maxMessagesPerRead, value: configuration.connectionsPerServerTick)
            .serverChannelOption(.backlog, value: Int32(configuration.backlog))
            .serverChannelOption(.socketOption(.so_reuseaddr), value: reuseAddress)
            .serverChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(quiesce.makeServerChannelHandler(channel: channel))
                }
            }
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try Self.configure(
                        channel, application: application, responder: responder, headLimits: headLimits,
                        bodyLimits: bodyLimits, timeouts: timeouts, configuration: configuration,
                        refusedPast: connectionLimit.admit(channel) ? nil : connectionLimit.perClient
                    )
                }
            }
            .childChannelOption(.tcpOption(.tcp_nodelay), value: configuration.tcpNoDelay ? 1 : 0)
            .childChannelOption(.socketOption(.so_reuseaddr), value: reuseAddress)
            // One read per turn of the loop, as Vapor does, so a busy connection cannot starve the rest.
            .childChannelOption(.maxMessagesPerRead, value: 1)
            // A client that shuts its side once its request is sent (`nc -N`, `shutdown(SHUT_WR)`)
            // still reads the answer: NIO would otherwise close the connection at its end of stream.
            .childChannelOption(.allowRemoteHalfClosure, value: true)
        switch configuration.address {
        case .hostname:
            return bootstrap.bind(host: configuration.hostname, port: configuration.port)
        case let .unixDomainSocket(path):
            return bootstrap.bind(unixDomainSocketPath: path)
        }
    }

    private static func configure(
        _ channel: any Channel, application: Application, responder: any Responder, headLimits: RequestHeadLimits,
        bodyLimits: RequestBodyLimits, timeouts: RequestTimeouts, configuration: HTTPServer.Configuration, refusedPast: Int?
    ) throws {
        let pipeline = channel.pipeline.syncOperations
        // Nearest the socket, so it sees every write the connection makes.
        try pipeline.addHandler(SendClock(limit: timeouts.send))
        if let refusedPast {
            // No HTTP is read on it: NIO's pipeline handler traps on an answer before a request.
            try pipeline.addHandler(ConnectionRefusal(count: refusedPast, serverName: configuration.serverName))
            return
        }
        let headGuard = RequestHeadGuard(limits: headLimits)
        try pipeline.addHandler(headGuard)
        // Parse errors are answered by GuardedHTTPHandler (NIO's handler would send an empty 400).
        try pipeline.configureHTTPServerPipeline(
            withPipeliningAssistance: true, withServerUpgrade: nil, withErrorHandling: false,
            withOutboundHeaderValidation: true, withEncoderConfiguration: .init(),
            withDecoderLimitConfiguration: headLimits.parserBackstop
        )
        let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
        try pipeline.addHandler(RequestFramingObserver(headGuard: headGuard), position: .after(decoder))
        try pipeline.addHandler(GuardedHTTPHandler(
            application: application, responder: responder, headGuard: headGuard, headLimits: headLimits,
            bodyLimits: bodyLimits, timeouts: timeouts, serverName: configuration.serverName
        ))
    }
}

enum GuardedHTTPServerError: Error, CustomStringConvertible {
    case alreadyStarted
    case stopTookTooLong

    var description: String {
        switch self {
        case .alreadyStarted: "the HTTP server is already listening"
        case .stopTookTooLong: "requests in flight did not finish in time"
        }
    }
}

extension Application.Servers.Provider {
    /// The guarded HTTP/1.1 front, `GuardedHTTPServer`.
    static var guarded: Self {
        .init { $0.servers.use { $0.guardedHTTPServer } }
    }
}

extension Application {
    private struct GuardedHTTPServerKey: StorageKey { typealias Value = GuardedHTTPServer }

    /// Where this app's guarded front listens, when it has one and it has started.
    var guardedServerAddress: SocketAddress? { storage[GuardedHTTPServerKey.self]?.localAddress }

    /// One server per app: Vapor asks the factory again for every `app.server`.
    var guardedHTTPServer: GuardedHTTPServer {
        if let existing = storage[GuardedHTTPServerKey.self] { return existing }
        let server = GuardedHTTPServer(application: self)
        storage[GuardedHTTPServerKey.self] = server
        return server
    }
}
