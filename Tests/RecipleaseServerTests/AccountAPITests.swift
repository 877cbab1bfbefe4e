import Fluent
import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

struct AccountAPITests {
    @Test func anAccountIsCreatedAndSignedInForAToken() async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = TestAPIClient(app: app)

            // when
            let created = try await client.send(.POST, "/api/v1/users", json: #"{"username": "Alice", "password": "correct horse battery"}"#)
            let session = try await client.send(.POST, "/api/v1/sessions", json: #"{"username": "alice", "password": "correct horse battery"}"#)

            // then
            #expect(created.status == .created)
            #expect(try created.json()["username"] as? String == "alice")
            #expect(try created.json()["id"] is String)
            #expect(try created.json()["password"] == nil)
            #expect(try created.json()["passwordHash"] == nil)
            #expect(session.status == .created)
            let token = try #require(try session.json()["token"] as? String)
            #expect(token.count >= 40)
            #expect(try session.json()["expiresAt"] is String)
        }
    }

    @Test func onlyAHashOfTheTokenIsStored() async throws {
        try await withAccountsApp { app, _ in
            let client = try await TestAPIClient.signedUp(app, "alice")
            let token = try #require(client.token)
            let stored = try await APIToken.query(on: app.db).all().map(\.tokenHash)
            #expect(stored == [SecretToken.hash(token)])
            #expect(!stored.contains(token))
        }
    }

    @Test func aRevokedTokenNoLongerWorks() async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await client.send(.GET, "/api/v1/favorites").status == .ok)

            // when
            let revoked = try await client.send(.DELETE, "/api/v1/sessions")

            // then
            #expect(revoked.status == .noContent)
            let after = try await client.send(.GET, "/api/v1/favorites")
            #expect(after.status == .unauthorized)
            #expect((try after.json()["reason"] as? String)?.contains("revoked or has expired") == true)
            #expect(try await APIToken.query(on: app.db).count() == 0)
        }
    }

    @Test func aTokenExpiresAfterNinetyDays() async throws {
        try await withAccountsApp { app, clock in
            let client = try await TestAPIClient.signedUp(app, "alice")
            clock.advance(seconds: 89 * 24 * 3600)
            #expect(try await client.send(.GET, "/api/v1/pantry").status == .ok)
            clock.advance(seconds: 2 * 24 * 3600)
            #expect(try await client.send(.GET, "/api/v1/pantry").status == .unauthorized)
        }
    }

    @Test(arguments: [
        (HTTPMethod.GET, "/api/v1/favorites"), (.GET, "/api/v1/favorites/omelette"), (.PUT, "/api/v1/favorites/omelette"),
        (.DELETE, "/api/v1/favorites/omelette"), (.GET, "/api/v1/preferences"), (.PUT, "/api/v1/preferences"),
        (.GET, "/api/v1/pantry"), (.POST, "/api/v1/pantry"), (.DELETE, "/api/v1/pantry"),
        (.PATCH, "/api/v1/pantry/7d9f1c2e-0000-4000-8000-000000000000"), (.DELETE, "/api/v1/pantry/7d9f1c2e-0000-4000-8000-000000000000"),
        (.DELETE, "/api/v1/sessions"),
    ])
    func withoutATokenTheAPIAnswers401AsJSON(_ method: HTTPMethod, _ path: String) async throws {
        try await withAccountsApp { app, _ in
            for token in [nil, "not-a-token"] {
                let response = try await TestAPIClient(app: app, token: token).send(method, path, json: "{}")
                #expect(response.status == .unauthorized, "\(method) \(path) token \(token ?? "none")")
                #expect(response.headers.contentType == .json)
                #expect(try response.json()["error"] as? Bool == true)
                #expect(response.headers.first(name: .wwwAuthenticate) == "Bearer")
            }
        }
    }

    @Test(arguments: [
        ("not json", "not valid JSON"),
        ("", "takes a JSON body"),
        (#"{"username": "alice"}"#, "password is required"),
        (#"{"password": "correct horse battery"}"#, "username is required"),
        (#"{"username": 42, "password": "correct horse battery"}"#, "username must be text in double quotes"),
        (#"{"username": "alice", "password": null}"#, "password"),
        (#"{"username": "", "password": "correct horse battery"}"#, "Choose a username."),
        (#"{"username": "a", "password": "correct horse battery"}"#, "at least 3 characters"),
        (#"{"username": "alice-with-a-very-long-name-indeed", "password": "correct horse battery"}"#, "at most 32 characters"),
        (#"{"username": "alice", "password": "short"}"#, "at least 10 characters"),
        (#"{"username": "alice", "password": "\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000"}"#, "control characters"),
        (#"{"username": "alice", "password": "Xq7!\u0000AAAAAAAAAAAA"}"#, "control characters"),
        (#"{"username": "alice", "password": "correct\thorse battery"}"#, "control characters"),
    ])
    func badSignUpsAnswer400WithAReasonAndWriteNothing(_ body: String, _ reason: String) async throws {
        try await withAccountsApp { app, _ in
            let response = try await TestAPIClient(app: app).send(.POST, "/api/v1/users", json: body)
            #expect(response.status == .badRequest)
            let problem = try response.json()
            #expect(problem["error"] as? Bool == true)
            #expect((problem["reason"] as? String)?.contains(reason) == true, "\(problem)")
            #expect(try await User.query(on: app.db).count() == 0)
        }
    }

    @Test func aDuplicateUsernameAnswers409() async throws {
        try await withAccountsApp { app, _ in
            _ = try await TestAPIClient.signedUp(app, "alice")
            let response = try await TestAPIClient(app: app).send(.POST, "/api/v1/users", json: #"{"username": "ALICE", "password": "another good password"}"#)
            #expect(response.status == .conflict)
            #expect((try response.json()["reason"] as? String)?.contains("taken") == true)
        }
    }

    @Test func wrongCredentialsDoNotSayWhichPartWasWrong() async throws {
        try await withAccountsApp { app, _ in
            _ = try await TestAPIClient.signedUp(app, "alice")
            let client = TestAPIClient(app: app)
            let wrongPassword = try await client.send(.POST, "/api/v1/sessions", json: #"{"username": "alice", "password": "nope nope nope"}"#)
            let noSuchUser = try await client.send(.POST, "/api/v1/sessions", json: #"{"username": "zed", "password": "nope nope nope"}"#)
            #expect(wrongPassword.status == .unauthorized)
            #expect(noSuchUser.status == .unauthorized)
            #expect(try wrongPassword.json()["reason"] as? String == "Wrong username or password.")
            #expect(try noSuchUser.json()["reason"] as? String == "Wrong username or password.")
        }
    }

    @Test func aPasswordWithANULOrNoneMatchesNothing() async throws {
        try await withAccountsApp { app, _ in
            // given an account whose hash was made, before the rule, from a password with a NUL in
            // it (Bcrypt read "Xq7!secret" alone), and one from the empty password
            let cut = try await app.passwordHasher.hash("Xq7!secret")
            try await User(username: "alice", passwordHash: cut, createdAt: Date()).create(on: app.db)
            try await User(username: "bob", passwordHash: try await app.passwordHasher.hash(""), createdAt: Date()).create(on: app.db)
            let client = TestAPIClient(app: app)

            // when either is signed into with a NUL, or with nothing
            let guesses = [
                #"{"username": "alice", "password": "Xq7!secret\u0000BBBB"}"#, #"{"username": "bob", "password": ""}"#,
                #"{"username": "bob", "password": "\u0000\u0000\u0000"}"#,
            ]
            for guess in guesses {
                let response = try await client.send(.POST, "/api/v1/sessions", json: guess)
                // then it is the wrong password
                #expect(response.status == .unauthorized, "\(guess)")
            }
            // while the password itself still signs in
            let right = try await client.send(.POST, "/api/v1/sessions", json: #"{"username": "alice", "password": "Xq7!secret"}"#)
            #expect(right.status == .created)
        }
    }

    @Test func aPasswordIsOneWhateverItsAccentsAreComposedOf() async throws {
        try await withAccountsApp { app, _ in
            // given an account made with "crème brûlée 9" composed (è as one character), and one
            // whose hash was made before hashes were of the composed form, from the decomposed text
            let client = TestAPIClient(app: app)
            #expect(try await client.send(.POST, "/api/v1/users", json: #"{"username": "alice", "password": "cr\u00e8me br\u00fbl\u00e9e 9"}"#).status == .created)
            let old = try await Bcrypt.hash("cre\u{300}me bru\u{302}le\u{301}e 9", cost: 4)
            try await User(username: "bob", passwordHash: old, createdAt: Date()).create(on: app.db)

            // when each signs in typing the accents the other way, and as before
            let decomposed = #""password": "cre\u0300me bru\u0302le\u0301e 9""#
            let composed = #""password": "cr\u00e8me br\u00fbl\u00e9e 9""#
            // then both sign in (hostile probe, 2026-12-07: the decomposed form was refused)
            #expect(try await client.send(.POST, "/api/v1/sessions", json: #"{"username": "alice", \#(decomposed)}"#).status == .created)
            #expect(try await client.send(.POST, "/api/v1/sessions", json: #"{"username": "alice", \#(composed)}"#).status == .created)
            #expect(try await client.send(.POST, "/api/v1/sessions", json: #"{"username": "bob", \#(decomposed)}"#).status == .created)
            #expect(try await client.send(.POST, "/api/v1/sessions", json: #"{"username": "alice", "password": "creme brulee 9"}"#).status == .unauthorized)
        }
    }

    @Test func twoAuthorizationHeadersAreRefused() async throws {
        try await withAccountsApp { app, _ in
            // given a valid token
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let token = try #require(alice.token)
            // when it is sent with another credential, in either order
            for pair in [["Bearer \(token)", "Bearer junk"], ["Bearer junk", "Bearer \(token)"], ["Bearer \(token)", "Bearer \(token)"]] {
                var headers: HTTPHeaders = ["Accept": "application/json"]
                for value in pair { headers.add(name: .authorization, value: value) }
                let response = try await app.testing().sendRequest(.GET, "/api/v1/favorites", headers: headers)
                // then it is refused, as the first alone was used before (hostile probe, 2026-12-07)
                #expect(response.status == .unauthorized, "\(pair)")
                #expect(try response.json()["code"] as? String == "auth.token-invalid")
            }
            #expect(try await alice.send(.GET, "/api/v1/favorites").status == .ok)
        }
    }

    @Test func bearerCallsNeedNoCSRFTokenButSessionCallsDo() async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")
            let browser = TestBrowser(app)
            try await browser.signIn("alice")

            // then a bearer call changes things without a CSRF token
            #expect(try await client.send(.PUT, "/api/v1/favorites/omelette").status == .created)

            // and a call with the session cookie must send the page's token
            let withoutToken = try await browser.fetch(.PUT, "/api/v1/favorites/fried-rice", csrf: false)
            #expect(withoutToken.status == .forbidden)
            #expect(withoutToken.headers.contentType == .json)
            #expect((try withoutToken.json()["reason"] as? String)?.contains("X-CSRF-Token") == true)
            #expect(try await browser.fetch(.PUT, "/api/v1/favorites/fried-rice").status == .created)
            // reading needs no token
            #expect(try await browser.fetch(.GET, "/api/v1/favorites", csrf: false).status == .ok)
            let ids = try await client.send(.GET, "/api/v1/favorites").jsonArray("favorites").compactMap { $0["recipeId"] as? String }
            #expect(ids == ["fried-rice", "omelette"])
        }
    }

    @Test func signingOutFromThePageScriptEndsTheBrowserSession() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            #expect(try await browser.fetch(.DELETE, "/api/v1/sessions").status == .noContent)
            #expect(try await browser.get("/kitchen").status == .seeOther)
        }
    }
}
