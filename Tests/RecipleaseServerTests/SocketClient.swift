import Foundation
import NIOCore
@testable import RecipleaseServer
import Testing
import Vapor

/// A browser on a real socket: the app listens on 127.0.0.1, so the server sees a TCP peer, as
/// behind a proxy on the same machine. Cookies are kept; redirects are not followed, so a test
/// sees the 303 and its Set-Cookie.
final class SocketClient {
    let app: Application
    let base: String
    /// Sent with every request (e.g. `X-Forwarded-Proto: https`).
    var extraHeaders: HTTPHeaders = [:]
    private(set) var cookies: [String: String] = [:]

    private init(app: Application, base: String) {
        self.app = app
        self.base = base
    }

    /// Listens for the length of `body`, on a port the system picks as the server binds (so no
    /// other test can take it between a probe and the bind).
    static func run(_ app: Application, _ body: (SocketClient) async throws -> Void) async throws {
        app.http.client.configuration.redirectConfiguration = .disallow
        try await app.asyncBoot()
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        do {
            let port = try #require((app.server as? GuardedHTTPServer)?.localAddress?.port ?? app.http.server.shared.localAddress?.port)
            try await body(SocketClient(app: app, base: "http://127.0.0.1:\(port)"))
        } catch {
            await app.server.shutdown()
            throw error
        }
        await app.server.shutdown()
    }

    @discardableResult
    func send(_ method: HTTPMethod, _ path: String, headers: HTTPHeaders = [:], body: String? = nil) async throws -> ClientResponse {
        var headers = headers
        for (name, value) in extraHeaders { headers.replaceOrAdd(name: name, value: value) }
        if !cookies.isEmpty {
            headers.replaceOrAdd(name: .cookie, value: cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        }
        let response = try await app.client.send(method, headers: headers, to: URI(string: base + path)) { request in
            if let body { request.body = ByteBuffer(string: body) }
        }
        for (name, cookie) in response.headers.setCookie?.all ?? [:] {
            cookies[name] = cookie.string.isEmpty || cookie.maxAge == 0 ? nil : cookie.string
        }
        return response
    }

    /// Signs up through the pages, as `TestBrowser.signUp` does.
    @discardableResult
    func signUp(_ username: String, password: String = "correct horse battery") async throws -> ClientResponse {
        let page = try await send(.GET, "/signup")
        let token = try #require(TestBrowser.csrfToken(in: page.body.map { String(buffer: $0) } ?? ""))
        return try await send(.POST, "/signup", headers: ["Content-Type": "application/x-www-form-urlencoded"], body: TestBrowser.encode([
            ("username", username), ("password", password), ("confirm", password), ("csrf", token),
        ]))
    }
}
