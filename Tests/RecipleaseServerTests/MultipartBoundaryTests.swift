import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A multipart body whose boundary the multipart reader cannot take is a 400 on every door,
/// before any form is read; MultipartKit traps on an empty boundary, which took the process down.
@Suite struct MultipartBoundaryTests {
    /// Boundaries outside RFC 2046's 1 to 70 characters, as sent in the Content-Type.
    static let refused = ["multipart/form-data; boundary=", "multipart/form-data; boundary=\"\"",
                          "multipart/mixed; boundary=", "multipart/form-data; boundary=" + String(repeating: "b", count: 71)]

    @Test func anAPICallWithABoundaryOutOfRangeIsA400WithItsReason() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in API client, and the calls that read a body without an account too
            let client = try await TestAPIClient.signedUp(app, "alice")
            let token = try #require(client.token)
            for contentType in Self.refused {
                for (method, path) in [(HTTPMethod.POST, "/api/v1/users"), (.POST, "/api/v1/recipes"), (.POST, "/api/v1/pantry"),
                                       (.POST, "/api/v1/import"), (.POST, "/api/v1/ingredients/parse")] {
                    // when
                    let response = try await app.testing().sendRequest(
                        method, path, headers: ["Content-Type": contentType, "Authorization": "Bearer \(token)"],
                        body: ByteBuffer(string: "--\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nx\r\n----\r\n"))

                    // then
                    #expect(response.status == .badRequest, "\(path) with \(contentType)")
                    let problem = try response.json()
                    #expect(problem["code"] as? String == "request.multipart-boundary", "\(path): \(response.body.string)")
                    #expect((problem["reason"] as? String)?.contains("boundary") == true)
                }
            }
        }
    }

    @Test func aFormWithAnEmptyBoundaryIsARefusalPageAndAFittingOneIsRead() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in browser
            let browser = TestBrowser(app)
            try await browser.signUp("bob")
            let csrf = try await browser.csrfToken()
            for path in ["/import", "/kitchen", "/signin", "/my-recipes"] {
                // when a form is sent with an empty boundary
                let refused = try await browser.send(.POST, path, headers: ["Content-Type": "multipart/form-data; boundary="],
                                                     body: "----\r\n\r\n")

                // then it is refused with a page that says why
                #expect(refused.status == .badRequest, "\(path): \(refused.status)")
                #expect(refused.body.string.contains("boundary"), "\(path)")
            }

            // and a boundary of 70 characters, the most RFC 2046 allows, is read as before
            let boundary = String(repeating: "k", count: 70)
            let body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(csrf)\r\n"
                + "--\(boundary)\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nlentils\r\n--\(boundary)--\r\n"
            let kept = try await browser.send(.POST, "/kitchen", headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"], body: body)
            #expect(kept.status == .seeOther || kept.status == .found || kept.status == .ok, "\(kept.status): \(kept.body.string.prefix(300))")
            #expect(try await browser.get("/kitchen").body.string.contains("lentils"))
        }
    }

    /// Bodies whose boundary is fine but whose parts are not written as multipart: MultipartKit's
    /// reader throws a syntax error of a private type, which was answered 500.
    static let broken = [
        "--XyZ\r\nfoo\r\n\r\nabc\r\n--XyZ--\r\n",                                      // a part header without a colon
        "--XyZ\r\nContent-Disposition form-data name=file\r\n\r\nabc\r\n--XyZ--\r\n",      // the same, a real name
        "--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\nbad\r\n\r\nx\r\n--XyZ--\r\n", // a bad line after a good one
        "--XyZ\r\n: novalue\r\n\r\nx\r\n--XyZ--\r\n",                                     // a header without a name
        "--XyZgarbage\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n--XyZ--\r\n", // bytes after the boundary
        "--XyZ\nfoo\n\nabc\n--XyZ--\n",                                                      // bare line feeds
    ]

    @Test func aFormBodyThatCannotBeReadChangesNothing() async throws {
        try await withAccountsApp { app, _ in
            // given a user with preferences saved
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.PUT, "/api/v1/preferences", json: #"{"diets": ["vegan"], "cuisines": ["French"]}"#).status == .ok)
            let token = try #require(alice.token)
            // (no closing boundary line: read as a form of no field, which a PUT saved; hostile probe, 2026-12-07)
            for (contentType, body) in [("multipart/form-data; boundary=xyz", "hello world, not multipart at all"),
                                        ("multipart/form-data; boundary=xyz", "--xyz\r\nbroken"),
                                        ("multipart/form-data; boundary=xyz", "--xyz\r\nContent-Disposition: form-data; name=\"diets\"\r\n\r\nvegan\r\n"),
                                        ("application/x-www-form-urlencoded", "%%%garbage"),
                                        ("application/x-www-form-urlencoded", "diets=%E9")] {
                // when the preferences are put with a body that is no form
                let response = try await app.testing().sendRequest(
                    .PUT, "/api/v1/preferences", headers: ["Content-Type": contentType, "Authorization": "Bearer \(token)"],
                    body: ByteBuffer(string: body))

                // then it is a 400 naming the body, and the preferences are as they were
                #expect(response.status == .badRequest, "\(body): \(response.status) \(response.body.string)")
                let code = try response.json()["code"] as? String
                #expect(code == (contentType.hasPrefix("multipart") ? "request.multipart-body" : "request.form-body"), "\(body)")
            }
            let saved = try await alice.send(.GET, "/api/v1/preferences").json()
            #expect(saved["diets"] as? [String] == ["vegan"])
            #expect(saved["cuisines"] as? [String] == ["French"])
            // and a form a browser sends is read as before
            let form = try await app.testing().sendRequest(
                .PUT, "/api/v1/preferences", headers: ["Content-Type": "application/x-www-form-urlencoded", "Authorization": "Bearer \(token)"],
                body: ByteBuffer(string: "diets=vegetarian&cuisines=Chinese"))
            #expect(form.status == .ok, "\(form.body.string)")
        }
    }

    @Test func aBodyThatIsNotMultipartIsA400WithItsReasonOnEveryDoor() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in API client and browser, and calls that read a body without an account too
            let client = try await TestAPIClient.signedUp(app, "carol")
            let token = try #require(client.token)
            let browser = TestBrowser(app)
            try await browser.signUp("dave")
            let csrf = try await browser.csrfToken()
            for body in Self.broken {
                for (method, path) in [(HTTPMethod.POST, "/api/v1/users"), (.POST, "/api/v1/sessions"), (.POST, "/api/v1/recipes"),
                                       (.POST, "/api/v1/pantry"), (.PATCH, "/api/v1/account"), (.POST, "/api/v1/grocery-list/items")] {
                    // when an API call sends it
                    let response = try await app.testing().sendRequest(
                        method, path, headers: ["Content-Type": "multipart/form-data; boundary=XyZ", "Authorization": "Bearer \(token)"],
                        body: ByteBuffer(string: body))

                    // then it is a 400 that says what is wrong
                    #expect(response.status == .badRequest, "\(path) with \(body.debugDescription): \(response.status)")
                    let problem = try response.json()
                    #expect(problem["code"] as? String == "request.multipart-body", "\(path): \(response.body.string)")
                }
                for path in ["/import", "/kitchen", "/my-recipes"] {
                    // and a form sends it (its CSRF token in the header, so the form itself is read): a page that says so
                    let refused = try await browser.send(.POST, path, headers: ["Content-Type": "multipart/form-data; boundary=XyZ", "X-CSRF-Token": csrf], body: body)
                    #expect(refused.status == .badRequest, "\(path) with \(body.debugDescription): \(refused.status)")
                    #expect(refused.body.string.contains("multipart"), "\(path)")
                }
            }
            // and nothing was written: the account still has an empty kitchen
            #expect(try await client.send(.GET, "/api/v1/pantry").jsonArray("items").isEmpty)
        }
    }
}
