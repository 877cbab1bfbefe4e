import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A method a path is not served by is 405 with the methods it is (it was 404, "nothing at this
/// address", for a path that is there), and OPTIONS says them; a path nothing serves stays 404.
struct AllowedMethodsTests {
    @Test func aPathServedByOtherMethodsAnswers405WithAllow() async throws {
        try await withTestApp { app in
            // the account takes GET, PATCH and DELETE, not PUT
            let put = try await app.testing().sendRequest(.PUT, "/api/v1/account", headers: ["Content-Type": "application/json"], body: ByteBuffer(string: "{}"))
            #expect(put.status == .methodNotAllowed)
            let allow = try #require(put.headers.first(name: .allow))
            let methods = Set(allow.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            #expect(methods.isSuperset(of: ["GET", "HEAD", "PATCH", "OPTIONS"]))
            #expect(!methods.contains("PUT"))
            #expect(try put.json()["code"] as? String == "http.405")

            // sign-up is POST only: a GET is told so
            let get = try await app.testing().sendRequest(.GET, "/api/v1/users")
            #expect(get.status == .methodNotAllowed)
            #expect(get.headers.first(name: .allow) == "POST, OPTIONS")

            // a page likewise, as a page (a form's address asked for by GET)
            let page = try await app.testing().sendRequest(.GET, "/planner/calendar/token")
            #expect(page.status == .methodNotAllowed)
            #expect(page.headers.contentType == .html)
            #expect(page.headers.first(name: .allow) == "POST, OPTIONS")

            // while what nothing serves is not found
            let nothing = try await app.testing().sendRequest(.DELETE, "/api/v1/no-such-thing")
            #expect(nothing.status == .notFound)
            #expect(nothing.headers.first(name: .allow) == nil)
        }
    }

    @Test func optionsSaysTheMethods() async throws {
        try await withTestApp { app in
            let options = try await app.testing().sendRequest(.OPTIONS, "/api/v1/users")
            #expect(options.status == .noContent)
            #expect(options.headers.first(name: .allow) == "POST, OPTIONS")
            #expect(options.body.readableBytes == 0)
            // a path nothing serves has no methods to say
            #expect(try await app.testing().sendRequest(.OPTIONS, "/api/v1/no-such-thing").status == .notFound)
        }
    }

    @Test func aMethodNoPageTakesIsAnsweredByTheRouterNotTheTokenCheck() async throws {
        try await withTestApp { app in
            // a method no route takes at a page's path: 405 with Allow (it was 403, "no valid
            // security token", for a request that could change nothing)
            for (method, path) in [(HTTPMethod.DELETE, "/healthz"), (.PUT, "/"), (.PATCH, "/favorites")] {
                let answer = try await app.testing().sendRequest(method, path)
                #expect(answer.status == .methodNotAllowed, "\(method) \(path): \(answer.status)")
                #expect(answer.headers.first(name: .allow)?.contains("GET") == true, "\(method) \(path)")
            }
            // a path nothing serves is not found
            #expect(try await app.testing().sendRequest(.PUT, "/nonexistent").status == .notFound)
            // while a form's own method without its token is still refused for that
            let form = try await app.testing().sendRequest(.POST, "/kitchen", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                                                           body: ByteBuffer(string: "name=lentils"))
            #expect(form.status == .forbidden)

            // the site's files take GET and HEAD: OPTIONS says so, another method is 405
            let options = try await app.testing().sendRequest(.OPTIONS, "/style.css")
            #expect(options.status == .noContent)
            #expect(options.headers.first(name: .allow) == "GET, HEAD, OPTIONS")
            let post = try await app.testing().sendRequest(.POST, "/app.js")
            #expect(post.status == .methodNotAllowed)
            #expect(post.headers.first(name: .allow) == "GET, HEAD, OPTIONS")
            #expect(try await app.testing().sendRequest(.GET, "/style.css").status == .ok)
        }
    }
}
