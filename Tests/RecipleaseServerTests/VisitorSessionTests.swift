import Fluent
import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A visitor's page views write nothing: the forms' CSRF token comes from a cookie alone, and
/// only signing up or in writes a session row.
struct VisitorSessionTests {
    static let pagesWithForms = ["/signin", "/signup", "/preferences", "/signin?next=%2Fkitchen"]

    @Test func visitorsReadingPagesWithFormsWriteNoSessionRows() async throws {
        try await withAccountsApp { app, _ in
            // given new visitors, and one who comes back with the cookie it was given
            let returning = TestBrowser(app)
            for round in 0..<5 {
                for path in Self.pagesWithForms {
                    // when
                    let fresh = try await TestBrowser(app).get(path)
                    let again = try await returning.get(path)

                    // then each page has a form token, and the cookie that goes with it
                    for response in [fresh, again] {
                        #expect(response.status == .ok, "\(path)")
                        #expect(TestBrowser.csrfToken(in: response.body.string) != nil, "\(path) has no token")
                    }
                    #expect(fresh.headers.setCookie?[SessionCookie.name] != nil, "\(path)")
                    if round > 0 {
                        #expect(again.headers.setCookie?[SessionCookie.name] == nil, "a kept cookie is not set again")
                    }
                }
            }
            #expect(try await WebSession.query(on: app.db).count() == 0)
        }
    }

    @Test func aVisitorsFormStillWorksAndSigningUpWritesTheOneSession() async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            let token = try #require(TestBrowser.csrfToken(in: try await browser.get("/preferences").body.string))

            // when a visitor saves preferences, then signs up
            let saved = try await browser.post("/preferences", [("diets", "vegetarian"), ("csrf", token)], csrf: false)
            let rowsAfterSaving = try await WebSession.query(on: app.db).count()
            let signedUp = try await browser.signUp("alice")

            // then
            #expect(saved.status == .seeOther)
            #expect(saved.location == "/preferences?done=saved")
            #expect(rowsAfterSaving == 0)
            #expect(signedUp.status == .seeOther)
            let sessions = try await WebSession.query(on: app.db).all()
            #expect(sessions.count == 1)
            #expect(sessions.first?.$user.id != nil)
            #expect(try await browser.get("/kitchen").status == .ok)
            #expect(try await browser.fetch(.GET, "/api/v1/preferences", csrf: false).json()["diets"] as? [String] == ["vegetarian"])
        }
    }

    @Test func aVisitorsFormWithAForgedOrBorrowedTokenIsRefused() async throws {
        try await withAccountsApp { app, _ in
            // given a visitor with a form open, and another visitor's token
            _ = try await TestAPIClient.signedUp(app, "alice")
            let browser = TestBrowser(app)
            _ = try await browser.get("/signin")
            let cookie = try #require(browser.cookies[SessionCookie.name])
            let own = try await browser.csrfToken()
            let other = TestBrowser(app)
            let othersToken = try await other.csrfToken()
            let othersCookie = try #require(other.cookies[SessionCookie.name])
            let forged = [
                "", "x", othersToken, String(own.dropLast()) + (own.hasSuffix("0") ? "1" : "0"), own.uppercased(),
                SecretToken.hash(cookie), SecretToken.hash("csrf-token " + othersCookie), cookie,
            ]

            for token in forged {
                // when
                let response = try await browser.post("/signin", [
                    ("username", "alice"), ("password", "correct horse battery"), ("csrf", token),
                ], csrf: false)

                // then
                #expect(response.status == .forbidden, "token \(token)")
                #expect(response.body.string.contains("valid security token"))
            }
            // A token without its cookie is worth nothing either.
            let cookieless = TestBrowser(app)
            let stray = try await cookieless.send(.POST, "/signin", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                                                  body: TestBrowser.encode([("username", "alice"), ("password", "correct horse battery"), ("csrf", own)]))
            #expect(stray.status == .forbidden)
            #expect(try await WebSession.query(on: app.db).count() == 0)

            // and the visitor's own token still signs in
            let signedIn = try await browser.post("/signin", [("username", "alice"), ("password", "correct horse battery"), ("csrf", own)], csrf: false)
            #expect(signedIn.status == .seeOther)
            #expect(browser.cookies[SessionCookie.name] != cookie)
        }
    }

    @Test func aVisitorCookieOpensNoPrivatePageOrAPI() async throws {
        try await withAccountsApp { app, _ in
            // given a visitor cookie, and the token made from it
            let browser = TestBrowser(app)
            let token = try await browser.csrfToken()

            // then it is no sign-in
            #expect(try await browser.get("/kitchen").status == .seeOther)
            let call = try await browser.send(.GET, "/api/v1/favorites", headers: ["Accept": "application/json", "X-CSRF-Token": token])
            #expect(call.status == .unauthorized)
            let put = try await browser.send(.PUT, "/api/v1/favorites/omelette", headers: ["Accept": "application/json", "X-CSRF-Token": token])
            #expect(put.status == .unauthorized)
        }
    }
}
