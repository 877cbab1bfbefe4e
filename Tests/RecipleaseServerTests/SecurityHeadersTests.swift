import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Every answer carries the browser's protections; private ones are not stored; the pages keep
/// to their own Content-Security-Policy; no path, however odd, is a 500.
struct SecurityHeadersTests {
    static let pagePolicy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: http:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    static let documentPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    @Test(arguments: [
        // (path, status, the policy it carries)
        ("/", HTTPStatus.ok, pagePolicy),
        ("/recipes/omelette", .ok, pagePolicy),
        ("/signin", .ok, pagePolicy),
        ("/no-such-page", .notFound, pagePolicy),
        ("/recipes/no-such-recipe", .notFound, pagePolicy),
        ("/api/v1/recipes/omelette", .ok, documentPolicy),
        ("/api/v1/recipes/no-such-recipe", .notFound, documentPolicy),
        ("/api/v1/favorites", .unauthorized, documentPolicy),
        ("/style.css", .ok, documentPolicy),
        ("/kitchen", .seeOther, documentPolicy),
        ("/images/recipes/chicken-rice.svg", .ok, RecipeImageController.contentSecurityPolicy),
    ])
    func everyAnswerCarriesTheProtections(_ path: String, _ status: HTTPStatus, _ policy: String) async throws {
        try await withAccountsApp { app, _ in
            let response = try await app.testing().sendRequest(.GET, path)
            #expect(response.status == status)
            #expect(response.headers[.contentSecurityPolicy] == [policy], "\(path)")
            #expect(response.headers[.xFrameOptions] == ["DENY"])
            #expect(response.headers[.xContentTypeOptions] == ["nosniff"])
            #expect(response.headers["Referrer-Policy"] == ["same-origin"])
        }
    }

    @Test func aRefusedFormAndAFailedCallCarryThemToo() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            _ = try await browser.get("/signin")
            let form = try await browser.post("/signin", [("username", "alice")], csrf: false)
            let call = try await TestAPIClient(app: app, token: "not-a-token").send(.GET, "/api/v1/favorites")
            for (response, status, policy) in [(form, HTTPStatus.forbidden, Self.pagePolicy), (call, .unauthorized, Self.documentPolicy)] {
                #expect(response.status == status)
                #expect(response.headers.first(name: .contentSecurityPolicy) == policy)
                #expect(response.headers.first(name: .xFrameOptions) == "DENY")
                #expect(response.headers.first(name: .cacheControl) == "private, no-store")
            }
        }
    }

    @Test func privateAnswersAreNotStoredAndPublicFilesAre() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in browser, an API client, and a visitor
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let client = try await TestAPIClient.signedUp(app, "bob")
            let visitor = TestBrowser(app)

            // then what belongs to one of them is not stored
            let privateAnswers = [
                ("signed-in page", try await browser.get("/kitchen")),
                ("signed-in home", try await browser.get("/")),
                ("signed-in recipe", try await browser.get("/recipes/omelette")),
                ("script call", try await browser.fetch(.GET, "/api/v1/favorites", csrf: false)),
                ("token call", try await client.send(.GET, "/api/v1/favorites")),
                ("token preferences", try await client.send(.GET, "/api/v1/preferences")),
                ("visitor's form", try await visitor.get("/signin")),
                ("visitor's form again", try await visitor.get("/preferences")),
            ]
            for (name, response) in privateAnswers {
                #expect(response.status == .ok, "\(name)")
                #expect(response.headers[.cacheControl] == ["private, no-store"], "\(name)")
            }
            // and public things may be kept, even when a signed-in browser asks
            let css = try await browser.get("/style.css")
            #expect(css.status == .ok)
            #expect(css.headers[.cacheControl] == ["no-cache"])
            #expect(css.headers.first(name: .eTag) != nil)
            let picture = try await browser.get("/images/recipes/chicken-rice.svg")
            #expect(picture.headers.first(name: .cacheControl) == RecipeImageController.cacheControl)
            let anonymous = try await app.testing().sendRequest(.GET, "/api/v1/recipes/omelette")
            #expect(anonymous.headers[.cacheControl].isEmpty)
            let publicPage = try await app.testing().sendRequest(.GET, "/recipes/omelette")
            #expect(publicPage.headers[.cacheControl].isEmpty)
        }
    }

    /// The markup a page may hold under its policy: scripts from files here, no inline script,
    /// handler or style attribute, no `javascript:` address, forms that post here.
    static func policyBreaches(_ html: String) -> [String] {
        func matches(_ pattern: String) -> [String] {
            guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return ["bad pattern \(pattern)"] }
            let range = NSRange(html.startIndex..., in: html)
            return regex.matches(in: html, range: range).compactMap { Range($0.range, in: html).map { String(html[$0]) } }
        }
        var breaches: [String] = []
        breaches += matches(#"<script(?![^>]*\ssrc="/[^/])[^>]*>"#)
        breaches += matches(#"<script[^>]*>[^<]+</script>"#)
        breaches += matches(#"<[a-z][^>]*\son[a-z]+\s*="#)
        breaches += matches(#"<[a-z][^>]*\sstyle\s*="#)
        breaches += matches(#"<style"#)
        breaches += matches(#"javascript:"#)
        breaches += matches(#"<(iframe|object|embed|base)\b"#)
        breaches += matches(#"<link[^>]*\shref="(?!/[^/])"#)
        breaches += matches(#"<form[^>]*\saction="(?!/[^/])"#)
        breaches += matches(#"<img[^>]*\ssrc="(?!/[^/]|https?://)"#)
        return breaches
    }

    @Test func thePagesKeepToTheirPolicy() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in user with a little of everything
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            try await browser.post("/kitchen", [("name", "rice")])
            try await browser.fetch(.PUT, "/api/v1/favorites/omelette")
            let visitor = TestBrowser(app)
            let pages = [
                "/", "/?i=egg&i=rice", "/recipes/omelette", "/recipes/script-soup", "/random", "/favorites", "/favorites/omelette",
                "/kitchen", "/preferences", "/planner", "/planner/add", "/planner/settings", "/grocery", "/my-recipes",
                "/my-recipes/new", "/import", "/no-such-page",
            ]
            var checked = 0
            for path in pages {
                let response = try await browser.get(path)
                guard response.headers.contentType?.subType == "html" else { continue }
                checked += 1
                #expect(Self.policyBreaches(response.body.string) == [], "\(path)")
                #expect(response.headers.first(name: .contentSecurityPolicy) == Self.pagePolicy)
            }
            for path in ["/", "/signin", "/signup", "/preferences"] {
                let html = try await visitor.get(path).body.string
                checked += 1
                #expect(Self.policyBreaches(html) == [], "visitor \(path)")
            }
            #expect(checked >= 15)
        }
    }

    @Test(arguments: [
        #"<script>alert(1)</script>"#, #"<script src="https://cdn.example/x.js"></script>"#, #"<button onclick="go()">"#,
        #"<p style="color:red">"#, #"<a href="javascript:alert(1)">"#, #"<form action="https://evil.example/">"#,
        #"<img src="data:image/png;base64,AAAA">"#, #"<link rel="stylesheet" href="//cdn.example/x.css">"#,
    ])
    func theMarkupCheckCatchesWhatThePolicyWouldBlock(_ html: String) {
        #expect(!Self.policyBreaches(html).isEmpty)
        #expect(Self.policyBreaches(#"<script src="/app.js" defer></script><img src="https://example.org/a.jpg" alt="">"#).isEmpty)
    }

    static let oddPaths: [String] = [
        "/" + String(repeating: "a", count: 5000) + ".css",
        "/" + String(repeating: "a", count: 300) + ".png",
        "/" + String(repeating: "b", count: 256) + ".js",
        "/style.css/" + String(repeating: "a", count: 300) + ".css",
        "/app.js/x.css",
        "/" + String(repeating: "d/", count: 3000) + "x.css",
        "/" + String(repeating: "é", count: 300) + ".css",
        "/" + String(repeating: "%C3%A9", count: 300) + ".css",
        "/%00.css", "/style.css%00", "/a%00b.png", "/%FF%FE.css",
        "/../Package.swift", "/..%2F..%2Fetc%2Fpasswd.txt", "/%2e%2e/%2e%2e/etc/passwd.css", "/Views/base.leaf",
        "//////style.css.map", "/" + String(repeating: "/", count: 500) + "x.css", "/STYLE.CSS",
        "/recipes/" + String(repeating: "a", count: 5000), "/recipes/a%00b", "/recipes/%FF",
        "/images/recipes/" + String(repeating: "a", count: 300) + ".svg", "/images/recipes/%00.svg",
        "/calendar/" + String(repeating: "a", count: 300) + ".ics", "/calendar/%00.ics",
    ]

    @Test(arguments: oddPaths)
    func anOddPathIsNotFoundNeverAServerError(_ path: String) async throws {
        try await withAccountsApp { app, _ in
            // given a visitor and a signed-in browser
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            for response in [try await app.testing().sendRequest(.GET, path), try await browser.get(path)] {
                #expect([.notFound, .badRequest].contains(response.status), "\(path.prefix(60)): \(response.status)")
                #expect(response.headers.first(name: .xContentTypeOptions) == "nosniff")
            }
        }
    }

    @Test func thePublicFilesAreStillServed() async throws {
        try await withTestApp { app in
            for (path, type) in [("/style.css", "css"), ("/app.js", "javascript"), ("/planner.js", "javascript")] {
                let response = try await app.testing().sendRequest(.GET, path)
                #expect(response.status == .ok, "\(path)")
                #expect(response.headers.contentType?.subType == type)
                #expect(response.body.readableBytes > 100)
                // Only reading: a post is refused, with the methods a file takes.
                #expect(try await app.testing().sendRequest(.POST, path).status == .methodNotAllowed)
            }
        }
    }
}
