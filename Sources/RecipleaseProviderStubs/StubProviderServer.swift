import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RecipleaseProviders
import Synchronization
import Vapor

/// What the stub answers on one path.
public indirect enum StubAnswer: Sendable {
    /// 200 with a recorded answer from `Recordings/` ("spoonacular/find-by-ingredients.json").
    case recording(String)
    /// The provider's recorded answer for this failure, with its status.
    case failure(StubFailure, ProviderID)
    /// 200 with this body.
    case body(String)
    /// This status with this body.
    case status(Int, String)
    /// The answer, after a wait (longer than a test's timeout, to make one).
    case delayed(Duration, StubAnswer)
    /// 302 to this location.
    case redirect(String)
    /// 200 at once, then the body a byte at a time with a pause between: a slow sender.
    case trickle(String, every: Duration)
}

/// A provider stand-in on 127.0.0.1 (a port the system picks): it answers paths with recorded
/// responses, shaped as each provider documents them, and counts what it was asked. Unknown
/// paths answer 404. Nothing in the tests talks to the internet.
public final class StubProviderServer: Sendable {
    private struct Log {
        var answers: [String: StubAnswer]
        var requests: [String] = []
        var arrivals: [ContinuousClock.Instant] = []
        var trickled = 0
        var stopping = false
    }

    /// Shared by the route and the tests.
    private final class State: Sendable {
        let log: Mutex<Log>
        init(_ answers: [String: StubAnswer]) { log = Mutex(Log(answers: answers)) }
        func withLock<T>(_ body: (inout Log) -> T) -> T { log.withLock { body(&$0) } }
    }

    public let baseURL: URL
    private let app: Application
    private let state: State

    private init(app: Application, baseURL: URL, state: State) {
        self.app = app
        self.baseURL = baseURL
        self.state = state
    }

    /// Starts a stub. Answers are keyed by path ("/recipes/findByIngredients") or, more
    /// precisely, by path and query ("/1/lookup.php?i=52940"), which wins when both match;
    /// "*" answers every other path.
    public static func start(_ answers: [String: StubAnswer] = [:]) async throws -> StubProviderServer {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .warning
        let state = State(answers)
        app.get("**") { request async throws -> Response in
            let path = request.url.path
            let full = request.url.query.map { "\(path)?\($0)" } ?? path
            let answer = state.withLock { state -> StubAnswer? in
                state.requests.append(full)
                state.arrivals.append(.now)
                return state.answers[full] ?? state.answers[path] ?? state.answers["*"]
            }
            return try await StubProviderServer.respond(answer ?? .status(404, #"{"status":"failure","code":404,"message":"Not found"}"#), state: state)
        }
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        guard let port = app.http.server.shared.localAddress?.port, let url = URL(string: "http://127.0.0.1:\(port)") else {
            await app.server.shutdown()
            try await app.asyncShutdown()
            throw Abort(.internalServerError, reason: "the stub server has no port")
        }
        return StubProviderServer(app: app, baseURL: url, state: state)
    }

    /// Runs `body` with a started stub and always stops it afterwards.
    public static func with<T>(_ answers: [String: StubAnswer] = [:], _ body: (StubProviderServer) async throws -> T) async throws -> T {
        let server = try await start(answers)
        do {
            let value = try await body(server)
            try await server.stop()
            return value
        } catch {
            try? await server.stop()
            throw error
        }
    }

    /// A base URL where nothing listens, so connecting is refused. The port stays bound (never
    /// listened on) for the life of the process: a port only closed again could be handed to a
    /// stub another test starts meanwhile, and the "refused" provider would answer.
    public static func refusingURL() async throws -> URL {
        guard let port = refusingPort, let url = URL(string: "http://127.0.0.1:\(port)") else {
            throw Abort(.internalServerError, reason: "no port could be held for refusing")
        }
        return url
    }

    private static let refusingPort: UInt16? = {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(socket, raw, length) == 0 && getsockname(socket, raw, &length) == 0
            }
        }
        guard bound else {
            close(socket)
            return nil
        }
        return UInt16(bigEndian: address.sin_port)
    }()

    public func stop() async throws {
        // A delayed answer still waiting gives up, so stopping never waits for it.
        state.withLock { $0.stopping = true }
        await app.server.shutdown()
        try await app.asyncShutdown()
    }

    public func answer(_ key: String, with answer: StubAnswer) {
        state.withLock { $0.answers[key] = answer }
    }

    /// Every request so far, as path and query.
    public var requests: [String] { state.withLock { $0.requests } }

    /// When each request arrived.
    public var arrivals: [ContinuousClock.Instant] { state.withLock { $0.arrivals } }

    /// How many bytes slow senders (`trickle`) have written so far: a reader that gave up early
    /// leaves this short of the body.
    public var trickledBytes: Int { state.withLock { $0.trickled } }

    /// How many requests went to a path (any query).
    public func requestCount(_ path: String) -> Int {
        requests.filter { $0 == path || $0.hasPrefix(path + "?") }.count
    }

    /// A recorded answer's bytes.
    public static func recording(_ name: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: "Recordings/" + name, withExtension: nil) else {
            throw Abort(.internalServerError, reason: "no recording \(name)")
        }
        return try Data(contentsOf: url)
    }

    private static func respond(_ answer: StubAnswer, state: State) async throws -> Response {
        switch answer {
        case let .recording(name):
            return try recorded(name, status: 200)
        case let .failure(failure, provider):
            return try recorded(try failure.recording(for: provider), status: failure.status)
        case let .body(body):
            return json(.ok, body)
        case let .status(code, body):
            return json(HTTPResponseStatus(statusCode: code), body)
        case let .delayed(duration, answer):
            let end = ContinuousClock.now + duration
            while ContinuousClock.now < end, !state.withLock({ $0.stopping }) {
                try await Task.sleep(for: .milliseconds(50))
            }
            return try await respond(answer, state: state)
        case let .redirect(location):
            return Response(status: .found, headers: ["Location": location], body: .empty)
        case let .trickle(body, pause):
            let bytes = Array(body.utf8)
            return Response(status: .ok, headers: ["Content-Type": "text/html"], body: .init(managedAsyncStream: { writer in
                for byte in bytes {
                    if state.withLock({ $0.stopping }) { break }
                    try await writer.writeBuffer(ByteBuffer(bytes: [byte]))
                    state.withLock { $0.trickled += 1 }
                    try await Task.sleep(for: pause)
                }
            }))
        }
    }

    /// A recording with the content type its extension says: failures can come as HTML or text.
    private static func recorded(_ name: String, status: Int) throws -> Response {
        let type = switch name.split(separator: ".").last {
        case "html": "text/html; charset=utf-8"
        case "txt": "text/plain; charset=utf-8"
        default: "application/json"
        }
        return Response(status: HTTPResponseStatus(statusCode: status), headers: ["Content-Type": type], body: .init(data: try recording(name)))
    }

    private static func json(_ status: HTTPResponseStatus, _ body: String) -> Response {
        Response(status: status, headers: ["Content-Type": "application/json"], body: .init(string: body))
    }
}

extension ProviderConfiguration.Account {
    /// An account pointed at a stub.
    public static func stub(_ url: URL, key: String = "test-key", appID: String? = nil) -> ProviderConfiguration.Account {
        ProviderConfiguration.Account(key: key, appID: appID, baseURL: url)
    }
}
