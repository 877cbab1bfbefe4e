import Foundation
import NIOHTTP1
@testable import RecipleaseServer
import Synchronization
import Testing
import VaporTesting

/// A clock tests move by hand, to step over lock-outs and expiries.
final class TestClock: Sendable {
    private let time = Mutex(Date(timeIntervalSince1970: 1_767_225_600))

    var now: Date { time.withLock { $0 } }

    func advance(seconds: TimeInterval) {
        time.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

/// The test library on a fresh test database, with the cheapest Bcrypt and a hand clock.
func withAccountsApp(trustedProxies: TrustedProxies = TrustedProxies(), _ body: (Application, TestClock) async throws -> Void) async throws {
    var settings = Settings(passwordCost: 4)
    settings.trustedProxies = trustedProxies
    try await withConfiguredApp(settings: settings, store: TestLibrary.store()) { app in
        let clock = TestClock()
        app.wallClock = WallClock { clock.now }
        try await body(app, clock)
    }
}

/// One person using the app over HTTP: keeps the cookies the server sets, as a browser does.
final class TestBrowser {
    let app: Application
    private(set) var cookies: [String: String] = [:]
    /// Sent with every request (e.g. `X-Forwarded-Proto: https`).
    var extraHeaders: HTTPHeaders = [:]

    init(_ app: Application) {
        self.app = app
    }

    @discardableResult
    func send(_ method: HTTPMethod, _ path: String, headers: HTTPHeaders = [:], body: String? = nil, bytes: Data? = nil) async throws -> TestingHTTPResponse {
        var headers = headers
        for (name, value) in extraHeaders { headers.replaceOrAdd(name: name, value: value) }
        if !cookies.isEmpty {
            headers.replaceOrAdd(name: .cookie, value: cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        }
        let response = try await app.testing().sendRequest(method, path, headers: headers, body: body.map { ByteBuffer(string: $0) } ?? bytes.map { ByteBuffer(data: $0) })
        for (name, cookie) in response.headers.setCookie?.all ?? [:] {
            if cookie.string.isEmpty || cookie.maxAge == 0 { cookies[name] = nil } else { cookies[name] = cookie.string }
        }
        return response
    }

    func setCookie(_ name: String, _ value: String?) {
        cookies[name] = value
    }

    @discardableResult
    func get(_ path: String) async throws -> TestingHTTPResponse {
        try await send(.GET, path)
    }

    /// Posts a form as a browser would; the CSRF token of the session is added unless told not to.
    @discardableResult
    func post(_ path: String, _ fields: [(String, String)] = [], csrf: Bool = true) async throws -> TestingHTTPResponse {
        var fields = fields
        if csrf { fields.append(("csrf", try await csrfToken())) }
        return try await send(.POST, path, headers: ["Content-Type": "application/x-www-form-urlencoded"], body: TestBrowser.encode(fields))
    }

    /// The CSRF token of this browser's session, read from a page's form like a browser would.
    func csrfToken() async throws -> String {
        let page = try await get("/preferences").body.string
        return try #require(TestBrowser.csrfToken(in: page))
    }

    /// Signs up (and so in) through the pages.
    @discardableResult
    func signUp(_ username: String, password: String = "correct horse battery") async throws -> TestingHTTPResponse {
        _ = try await get("/signup")
        let response = try await post("/signup", [("username", username), ("password", password), ("confirm", password)])
        return response
    }

    @discardableResult
    func signIn(_ username: String, password: String = "correct horse battery") async throws -> TestingHTTPResponse {
        _ = try await get("/signin")
        return try await post("/signin", [("username", username), ("password", password)])
    }

    /// A call to the JSON API with the session cookie, sending the page's CSRF token as the site's script does.
    @discardableResult
    func fetch(_ method: HTTPMethod, _ path: String, json: String? = nil, csrf: Bool = true) async throws -> TestingHTTPResponse {
        var headers: HTTPHeaders = ["Accept": "application/json"]
        if json != nil { headers.add(name: .contentType, value: "application/json") }
        if csrf { headers.add(name: "X-CSRF-Token", value: try await csrfToken()) }
        return try await send(method, path, headers: headers, body: json)
    }

    static func csrfToken(in html: String) -> String? {
        guard let range = html.range(of: #"name="csrf" value="([^"]+)""#, options: .regularExpression) else { return nil }
        return html[range].split(separator: "\"").dropFirst(3).first.map(String.init)
    }

    static func encode(_ fields: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return fields.map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)"
        }.joined(separator: "&")
    }
}

/// An API client with a bearer token and no cookies.
struct TestAPIClient {
    let app: Application
    var token: String?

    /// Creates the account and signs in for a token.
    static func signedUp(_ app: Application, _ username: String, password: String = "correct horse battery") async throws -> TestAPIClient {
        var client = TestAPIClient(app: app)
        let body = #"{"username": "\#(username)", "password": "\#(password)"}"#
        let created = try await client.send(.POST, "/api/v1/users", json: body)
        #expect(created.status == .created, "sign-up of \(username): \(created.body.string)")
        let session = try await client.send(.POST, "/api/v1/sessions", json: body)
        client.token = try #require(try session.json()["token"] as? String)
        return client
    }

    /// The account's id, as `GET /api/v1/account` gives it.
    func accountID() async throws -> UUID {
        try #require(UUID(uuidString: try await send(.GET, "/api/v1/account").json()["id"] as? String ?? ""))
    }

    @discardableResult
    func send(_ method: HTTPMethod, _ path: String, json: String? = nil) async throws -> TestingHTTPResponse {
        var headers: HTTPHeaders = ["Accept": "application/json"]
        if let token { headers.add(name: .authorization, value: "Bearer \(token)") }
        if json != nil { headers.add(name: .contentType, value: "application/json") }
        return try await app.testing().sendRequest(method, path, headers: headers, body: json.map { ByteBuffer(string: $0) })
    }
}

extension TestingHTTPResponse {
    func jsonArray(_ key: String) throws -> [[String: Any]] {
        try #require(try json()[key] as? [[String: Any]])
    }

    var location: String? { headers.first(name: .location) }
}
