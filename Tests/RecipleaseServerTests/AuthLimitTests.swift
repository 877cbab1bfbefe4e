import Foundation
import NIOHTTP1
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Signing in and up costs a password hash each: counted, limited and kept off the database's threads.
struct AuthLimitTests {
    @Test func guessesSentInParallelAreAllCountedBeforeAnyIsChecked() async throws {
        try await withAccountsApp { app, _ in
            // given an account
            _ = try await TestAPIClient.signedUp(app, "alice")

            // when twelve wrong passwords arrive at once
            let statuses = try await withThrowingTaskGroup(of: UInt.self) { group in
                for guess in 0..<12 {
                    group.addTask {
                        try await TestAPIClient(app: app).send(.POST, "/api/v1/sessions", json: #"{"username": "alice", "password": "guess number \#(guess)"}"#).status.code
                    }
                }
                return try await group.reduce(into: [UInt]()) { $0.append($1) }
            }

            // then only the allowance reached the password check; the rest were refused unchecked
            #expect(statuses.filter { $0 == 401 }.count == SignInThrottling.freeFailures + 1, "\(statuses)")
            #expect(statuses.filter { $0 == 429 }.count == 12 - SignInThrottling.freeFailures - 1, "\(statuses)")
            // and even the right password waits for the lock
            let right = try await TestAPIClient(app: app).send(.POST, "/api/v1/sessions", json: #"{"username": "alice", "password": "correct horse battery"}"#)
            #expect(right.status == .tooManyRequests)
        }
    }

    @Test func oneClientGetsABudgetOfAttemptsAndThenARetryAfter() async throws {
        try await withConfiguredApp(settings: Settings(passwordCost: 4), store: TestLibrary.store()) { app in
            // a budget of three on a stopped clock, so a loaded machine cannot refill it mid-test
            app.authRateLimits = AuthRateLimits(perClient: RateLimiter(burst: 3, perMinute: 1), global: app.authRateLimits.global, clock: { 1_000 })
            let client = TestAPIClient(app: app)
            for n in 0..<3 {
                let answer = try await client.send(.POST, "/api/v1/users", json: #"{"username": "user\#(n)", "password": "correct horse battery"}"#)
                #expect(answer.status == .created)
            }
            // the fourth attempt of the minute, on the API and on the page, is turned away before any hash
            let api = try await client.send(.POST, "/api/v1/sessions", json: #"{"username": "user0", "password": "correct horse battery"}"#)
            #expect(api.status == .tooManyRequests)
            #expect(Int(api.headers.first(name: "Retry-After") ?? "") ?? 0 >= 1)
            #expect(api.reason.contains("Too many sign-in and sign-up attempts"))
            let browser = TestBrowser(app)
            let page = try await browser.signIn("user0")
            #expect(page.status == .tooManyRequests)
            #expect(page.headers.first(name: "Retry-After") != nil)
        }
    }

    @Test func everybodyTogetherHasABudgetToo() async throws {
        var settings = Settings(passwordCost: 4)
        settings.authGlobalPerMinute = 5
        try await withConfiguredApp(settings: settings, store: TestLibrary.store()) { app in
            // the setting makes the shared budget: a fifth of the minute at once, refilling at 5 a minute
            #expect(app.authRateLimits.global.burst == 1 && abs(app.authRateLimits.global.perSecond - 5.0 / 60) < 1e-12)
            // on a stopped clock, so a loaded machine cannot refill it between the steps below
            let limits = AuthRateLimits(perClient: app.authRateLimits.perClient, global: app.authRateLimits.global, clock: { 1_000 })
            app.authRateLimits = limits
            // given the shared budget spent by other clients
            var spent = 0
            while limits.global.spend("*", now: limits.clock()) == nil { spent += 1 }
            #expect(spent >= 1)
            // then a fresh client is turned away too
            let answer = try await TestAPIClient(app: app).send(.POST, "/api/v1/users", json: #"{"username": "late", "password": "correct horse battery"}"#)
            #expect(answer.status == .tooManyRequests)
            #expect(answer.headers.first(name: "Retry-After") != nil)
        }
    }

    @Test func theHashingQueueIsBoundedAndRunsOffTheSharedPool() async throws {
        // given a hasher with room for one hash at a time and a slow cost (0.7 s a hash in a debug build)
        let hasher = PasswordHasher(cost: 12, threads: 1, capacity: 1)
        // when two hashes are asked for at once: whichever comes first is let in. (The test asked
        // first, slept 5 ms and asked again; on a loaded machine the first could be done before the
        // second came, or not yet let in.)
        async let one = Result.of { try await hasher.hash("one password") }
        async let another = Result.of { try await hasher.hash("another password") }
        let answers = await [("one password", one), ("another password", another)]
        // then the other is turned away at once with a retry, and the one let in completes
        let refused = answers.compactMap { _, answer in if case let .failure(error) = answer { error } else { nil } }
        let hashed = answers.compactMap { password, answer in (try? answer.get()).map { (password, $0) } }
        #expect(refused.count == 1 && hashed.count == 1, "one hash runs and the other is refused: \(answers.map(\.1))")
        if let error = refused.first {
            let abort = try #require(Refusal(error, in: .english))
            #expect(abort.status == .tooManyRequests)
            #expect(abort.headers.first(name: "Retry-After") == "1")
        }
        if let (password, digest) = hashed.first {
            #expect(try await hasher.verify(password, against: digest))
            #expect(try await hasher.verify("wrong", against: digest) == false)
        }
        try await hasher.shutdown()
    }

    @Test(arguments: [0, 1, 4, 20, 1_000])
    func theBucketRefillsAtItsRate(_ perMinute: Int) {
        let limiter = RateLimiter(burst: 2, perMinute: max(perMinute, 1))
        #expect(limiter.spend("a", now: 0) == nil)
        #expect(limiter.spend("a", now: 0) == nil)
        let wait = limiter.spend("a", now: 0)
        #expect((wait ?? 0) >= 1)
        #expect(limiter.spend("b", now: 0) == nil, "another key has its own budget")
        #expect(limiter.spend("a", now: 61) == nil, "a minute later there is room again")
    }
}

extension Result where Failure == any Error {
    static func of(_ body: () async throws -> Success) async -> Result {
        do { return .success(try await body()) } catch { return .failure(error) }
    }
}
