import Fluent
import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

struct SignInThrottleTests {
    @Test(arguments: [
        (1, nil), (4, nil), (5, 30), (6, 60), (7, 120), (8, 240), (11, 1920), (12, 3600), (40, 3600), (1000, 3600),
    ] as [(Int, Int?)])
    func theLockDoublesAfterTheFifthFailure(_ failures: Int, _ seconds: Int?) {
        #expect(SignInThrottling.lockLength(afterFailures: failures) == seconds)
    }

    static func attempt(_ app: Application, _ username: String, _ password: String) async throws -> TestingHTTPResponse {
        try await TestAPIClient(app: app).send(.POST, "/api/v1/sessions", json: #"{"username": "\#(username)", "password": "\#(password)"}"#)
    }

    @Test func manyWrongPasswordsAreSlowedDownWithADoublingRetryAfter() async throws {
        try await withAccountsApp { app, clock in
            // given
            _ = try await TestAPIClient.signedUp(app, "alice")

            // when four wrong passwords, then a fifth
            for _ in 1...4 {
                #expect(try await Self.attempt(app, "alice", "guess").status == .unauthorized)
            }
            let fifth = try await Self.attempt(app, "alice", "guess")

            // then the fifth still says "wrong" and tells of the lock; the next is refused, even with the right password
            #expect(fifth.status == .unauthorized)
            #expect((try fifth.json()["reason"] as? String)?.contains("locked for 30 seconds") == true)
            let locked = try await Self.attempt(app, "alice", "correct horse battery")
            #expect(locked.status == .tooManyRequests)
            #expect(locked.headers.first(name: "Retry-After") == "30")
            #expect((try locked.json()["reason"] as? String)?.contains("Try again in 30 seconds") == true)

            // when the lock has passed and the password is wrong again
            clock.advance(seconds: 10)
            #expect(try await Self.attempt(app, "alice", "guess").headers.first(name: "Retry-After") == "20")
            clock.advance(seconds: 21)
            #expect(try await Self.attempt(app, "alice", "guess").status == .unauthorized)

            // then the lock doubles
            #expect(try await Self.attempt(app, "alice", "guess").headers.first(name: "Retry-After") == "60")

            // when it has passed and the password is right, the count starts again
            clock.advance(seconds: 61)
            #expect(try await Self.attempt(app, "alice", "correct horse battery").status == .created)
            #expect(try await Self.attempt(app, "alice", "guess").status == .unauthorized)
            #expect(try await Self.attempt(app, "alice", "correct horse battery").status == .created)
        }
    }

    @Test func failuresADayApartDoNotAddUp() async throws {
        try await withAccountsApp { app, clock in
            // given four failures yesterday
            _ = try await TestAPIClient.signedUp(app, "alice")
            for _ in 1...4 { _ = try await Self.attempt(app, "alice", "guess") }
            clock.advance(seconds: 25 * 3600)

            // when a fifth today
            #expect(try await Self.attempt(app, "alice", "guess").status == .unauthorized)

            // then it counts as the first
            #expect(try await Self.attempt(app, "alice", "correct horse battery").status == .created)
            #expect(try await SignInThrottle.query(on: app.db).count() == 0)
        }
    }

    @Test func theLockIsPerAccount() async throws {
        try await withAccountsApp { app, _ in
            _ = try await TestAPIClient.signedUp(app, "alice")
            _ = try await TestAPIClient.signedUp(app, "bob")
            for _ in 1...6 { _ = try await Self.attempt(app, "alice", "guess") }
            #expect(try await Self.attempt(app, "alice", "correct horse battery").status == .tooManyRequests)
            #expect(try await Self.attempt(app, "bob", "correct horse battery").status == .created)
        }
    }

    @Test func anUnknownUsernameIsLockedTheSameWaySoLocksDoNotRevealAccounts() async throws {
        try await withAccountsApp { app, _ in
            for _ in 1...5 {
                #expect(try await Self.attempt(app, "nobody", "guess").status == .unauthorized)
            }
            let response = try await Self.attempt(app, "nobody", "guess")
            #expect(response.status == .tooManyRequests)
            #expect(response.headers.first(name: "Retry-After") == "30")
        }
    }

    @Test func theCountIsKeptInTheDatabaseForEveryInstance() async throws {
        try await withAccountsApp { app, _ in
            _ = try await TestAPIClient.signedUp(app, "alice")
            for _ in 1...5 { _ = try await Self.attempt(app, "Alice", "guess") }
            let row = try #require(try await SignInThrottle.query(on: app.db).filter(\.$username == "alice").first())
            #expect(row.failures == 5)
            #expect(row.lockedUntil != nil)
        }
    }

    @Test func theSignInPageIsSlowedDownToo() async throws {
        try await withAccountsApp { app, _ in
            // given
            _ = try await TestAPIClient.signedUp(app, "alice")
            let browser = TestBrowser(app)
            for _ in 1...5 { try await browser.signIn("alice", password: "guess") }

            // when
            let response = try await browser.signIn("alice")

            // then
            #expect(response.status == .tooManyRequests)
            #expect(response.headers.first(name: "Retry-After") == "30")
            #expect(response.body.string.contains("Too many sign-in attempts for this account. Try again in 30 seconds."))
            #expect(try await browser.get("/favorites").status == .seeOther)
        }
    }
}
