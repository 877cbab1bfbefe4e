import Fluent
import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

struct AccountPageTests {
    /// Media types and their parameters' names are case-insensitive: a form sent as
    /// `Application/X-WWW-Form-Urlencoded`, or multipart with `Boundary=`, is read as any form,
    /// where it was answered with the page for a missing security token.
    @Test func aFormsMediaTypeIsReadInAnyCase() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let token = try await browser.csrfToken()
            let plain = try await browser.send(.POST, "/kitchen", headers: ["Content-Type": "Application/X-WWW-Form-Urlencoded; Charset=UTF-8"],
                                               body: TestBrowser.encode([("name", "rice"), ("csrf", token)]))
            #expect(plain.status == .seeOther, "\(plain.status) \(plain.body.string.prefix(300))")
            let boundary = "Case-Kept-Boundary"
            let form = "--\(boundary)\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nlentils\r\n"
                + "--\(boundary)\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(token)\r\n--\(boundary)--\r\n"
            let multipart = try await browser.send(.POST, "/kitchen", headers: ["Content-Type": "Multipart/Form-Data; Boundary=\(boundary)"], body: form)
            #expect(multipart.status == .seeOther, "\(multipart.status) \(multipart.body.string.prefix(300))")
            let kitchen = try await browser.get("/kitchen").body.string
            #expect(kitchen.contains("rice") && kitchen.contains("lentils"))
            // a boundary keeps its case, and a quoted one is left whole
            #expect(MediaTypeCaseMiddleware.folded("Multipart/Form-Data; Boundary=AbC") == "multipart/form-data; boundary=AbC")
            #expect(MediaTypeCaseMiddleware.folded("multipart/form-data; boundary=\"A;B=c\"") == nil)
            #expect(MediaTypeCaseMiddleware.folded("application/json") == nil)
        }
    }

    @Test func signingUpSignsInWithAnHttpOnlyLaxSessionCookie() async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)

            // when
            let response = try await browser.signUp("Alice")

            // then
            #expect(response.status == .seeOther)
            #expect(response.location == "/")
            let cookie = try #require(response.headers.first(name: .setCookie))
            #expect(cookie.contains("reciplease_session="))
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Lax"))
            #expect(!cookie.contains("Secure"))
            let home = try await browser.get("/").body.string
            #expect(home.contains("Sign out"))
            #expect(home.contains("alice"), "usernames are kept in lower case")
            #expect(home.contains("href=\"/favorites\""))
            #expect(home.contains("href=\"/kitchen\""))
        }
    }

    @Test func theSessionCookieIsSecureWhenTheRequestCameOverHTTPS() async throws {
        try await withAccountsApp(trustedProxies: try #require(TrustedProxies("127.0.0.1"))) { app, _ in
            try await SocketClient.run(app) { client in
                // given a trusted proxy that terminates TLS and says so
                client.extraHeaders = ["X-Forwarded-Proto": "https"]

                // when
                let response = try await client.signUp("alice")

                // then
                #expect(response.status == .seeOther)
                let cookie = try #require(response.headers.first(name: .setCookie))
                #expect(cookie.contains("Secure"))
                #expect(cookie.contains("HttpOnly"))
            }
        }
    }

    @Test func signingInStartsANewSessionSoAPlantedOneIsWorthless() async throws {
        try await withAccountsApp { app, _ in
            // given a visitor session, as an attacker could plant in a browser
            let browser = TestBrowser(app)
            _ = try await TestAPIClient.signedUp(app, "alice")
            _ = try await browser.get("/signin")
            let planted = try #require(browser.cookies[SessionCookie.name])

            // when
            let response = try await browser.signIn("alice")

            // then
            #expect(response.status == .seeOther)
            let fresh = try #require(browser.cookies[SessionCookie.name])
            #expect(fresh != planted)
            let attacker = TestBrowser(app)
            attacker.setCookie(SessionCookie.name, planted)
            #expect(try await attacker.get("/favorites").status == .seeOther)
            #expect(try await browser.get("/favorites").status == .ok)
        }
    }

    @Test func signingOutEndsTheSessionOnTheServer() async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let old = try #require(browser.cookies[SessionCookie.name])

            // when
            let response = try await browser.post("/signout")

            // then
            #expect(response.status == .seeOther)
            #expect(browser.cookies[SessionCookie.name] == nil)
            let replay = TestBrowser(app)
            replay.setCookie(SessionCookie.name, old)
            #expect(try await replay.get("/favorites").location == "/signin?next=%2Ffavorites")
            #expect(try await WebSession.query(on: app.db).filter(\.$user.$id != nil).count() == 0)
        }
    }

    @Test(arguments: ["/favorites", "/kitchen", "/favorites/omelette"])
    func privatePagesSendVisitorsToSignInAndBack(_ path: String) async throws {
        try await withAccountsApp { app, _ in
            let response = try await TestBrowser(app).get(path)
            #expect(response.status == .seeOther)
            #expect(response.location == "/signin?next=" + path.queryEncoded)
        }
    }

    @Test func signingInGoesBackToThePageThatAskedButNeverToAnotherSite() async throws {
        try await withAccountsApp { app, _ in
            _ = try await TestAPIClient.signedUp(app, "alice")
            for (next, expected) in [("/kitchen", "/kitchen"), ("//evil.example/", "/"), ("https://evil.example/x", "/x"), ("/\\evil", "/"), ("/kitchen\u{01}", "/"), ("/a\u{7F}b", "/")] {
                let browser = TestBrowser(app)
                _ = try await browser.get("/signin")
                let response = try await browser.post("/signin", [("username", "alice"), ("password", "correct horse battery"), ("next", next)])
                #expect(response.location == expected, "next=\(next)")
            }
        }
    }

    @Test func aWrongPasswordShowsTheFormAgainWithAReason() async throws {
        try await withAccountsApp { app, _ in
            // given
            _ = try await TestAPIClient.signedUp(app, "alice")
            let browser = TestBrowser(app)

            // when
            let response = try await browser.signIn("alice", password: "not the password")

            // then
            #expect(response.status == .unauthorized)
            let html = response.body.string
            #expect(html.contains("Wrong username or password."))
            #expect(html.contains("value=\"alice\""))
            #expect(!html.contains("not the password"))
            #expect(browser.cookies[SessionCookie.name] != nil, "still a visitor session, for the form's CSRF token")
            #expect(try await browser.get("/favorites").status == .seeOther)
        }
    }

    @Test(arguments: [
        ("", "correct horse battery", "Choose a username."),
        ("al", "correct horse battery", "at least 3 characters"),
        (String(repeating: "a", count: 33), "correct horse battery", "at most 32 characters"),
        ("al ice", "correct horse battery", "only the letters a–z"),
        ("zoë", "correct horse battery", "only the letters a–z"),
        ("<script>", "correct horse battery", "only the letters a–z"),
        ("_alice", "correct horse battery", "starts with a letter or a digit"),
        ("alice", "short", "at least 10 characters"),
        ("alice", String(repeating: "é", count: 40), "at most 72 bytes"),
        ("alice", "          ", "more than spaces"),
        ("alice", "my-alice-password", "must not contain the username"),
    ])
    func signUpRulesAreExplainedAndNothingIsWritten(_ username: String, _ password: String, _ message: String) async throws {
        try await withAccountsApp { app, _ in
            // when
            let response = try await TestBrowser(app).signUp(username, password: password)

            // then
            #expect(response.status == .badRequest)
            #expect(response.body.string.contains(message), "\(response.body.string)")
            #expect(try await User.query(on: app.db).count() == 0)
        }
    }

    @Test func theTwoPasswordsMustMatch() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            _ = try await browser.get("/signup")
            let response = try await browser.post("/signup", [("username", "alice"), ("password", "correct horse battery"), ("confirm", "correct horse battery!")])
            #expect(response.status == .badRequest)
            #expect(response.body.string.contains("The two passwords are not the same."))
            #expect(try await User.query(on: app.db).count() == 0)
        }
    }

    @Test func aTakenUsernameIsRefusedWhateverItsCase() async throws {
        try await withAccountsApp { app, _ in
            try await TestBrowser(app).signUp("alice")
            let response = try await TestBrowser(app).signUp("ALICE")
            #expect(response.status == .conflict)
            #expect(response.body.string.contains("is taken"))
            #expect(try await User.query(on: app.db).count() == 1)
        }
    }

    @Test func passwordsAreStoredAsBcryptHashes() async throws {
        try await withAccountsApp { app, _ in
            try await TestBrowser(app).signUp("alice", password: "correct horse battery")
            let user = try #require(try await User.query(on: app.db).first())
            #expect(user.passwordHash.hasPrefix("$2b$") || user.passwordHash.hasPrefix("$2a$") || user.passwordHash.hasPrefix("$2y$"))
            #expect(!user.passwordHash.contains("correct horse battery"))
        }
    }

    /// Every state-changing form, posted without its CSRF token (or with another session's), is
    /// refused with 403 and a readable page, and changes nothing.
    @Test(arguments: [
        ("/signout", [(String, String)]()),
        ("/favorites/omelette", [("favorite", "1")]),
        ("/kitchen", [("name", "garlic")]),
        ("/kitchen/clear", []),
        ("/preferences", [("diets", "vegan")]),
        ("/preferences/reset", []),
        ("/signin", [("username", "alice"), ("password", "correct horse battery")]),
        ("/signup", [("username", "bob"), ("password", "correct horse battery"), ("confirm", "correct horse battery")]),
    ])
    func aFormWithoutItsCSRFTokenIsRefused(_ path: String, _ fields: [(String, String)]) async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in user with one kitchen ingredient
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            try await browser.post("/kitchen", [("name", "rice")])
            let other = TestBrowser(app)
            _ = try await other.get("/signin")
            let othersToken = try await other.csrfToken()

            for extra in [[], [("csrf", "")], [("csrf", othersToken)]] {
                // when
                let response = try await browser.post(path, fields + extra, csrf: false)

                // then
                #expect(response.status == .forbidden, "\(path) with \(extra)")
                #expect(response.headers.contentType?.subType == "html")
                #expect(response.body.string.contains("valid security token"))
            }
            #expect(try await Favorite.query(on: app.db).count() == 0)
            #expect(try await KitchenItem.query(on: app.db).all().map(\.name) == ["rice"])
            #expect(try await SearchPreference.query(on: app.db).count() == 0)
            #expect(try await User.query(on: app.db).count() == 1)
            #expect(try await browser.get("/kitchen").status == .ok, "still signed in")
        }
    }

    @Test func everyFormOnThePagesCarriesTheToken() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            try await browser.post("/kitchen", [("name", "rice")])
            try await browser.fetch(.PUT, "/api/v1/favorites/omelette")
            for path in ["/", "/recipes/omelette", "/favorites", "/kitchen", "/preferences", "/favorites/omelette"] {
                let html = try await browser.get(path).body.string
                let posts = html.components(separatedBy: "method=\"post\"").count - 1
                let tokens = html.components(separatedBy: "name=\"csrf\" value=\"").count - 1
                #expect(posts > 0 && posts == tokens, "\(path): \(posts) forms, \(tokens) tokens")
                #expect(!html.contains("name=\"csrf\" value=\"\""), "\(path) has an empty token")
            }
        }
    }

    @Test func theSignInPageWorksFromTheNavWithTheWayBack() async throws {
        try await withAccountsApp { app, _ in
            let html = try await TestBrowser(app).get("/?i=egg&i=rice").body.string
            #expect(html.contains("href=\"/signin?next=%2F%3Fi%3Degg%26i%3Drice\""))
            #expect(html.contains("href=\"/signup\""))
        }
    }
}
