import Foundation
import RecipleaseCore
import Vapor

/// Sign-in and sign-up cost a password hash each, so they are the cheapest way to make the server
/// work: each client (by address) and everybody together get a budget of attempts, and past it an
/// attempt is answered 429 with `Retry-After` before any hash is computed.
struct AuthRateLimitMiddleware: AsyncMiddleware {
    struct Limited: DomainError, RetryAfter {
        let seconds: Int
        var kind: ProblemKind { .tooMany }
        var code: String { "auth.limited" }
        var arguments: [String: String] { arguments(in: .english) }
        func arguments(in strings: Strings) -> [String: String] { ["duration": AccountError.duration(seconds, in: strings)] }
        var retryAfterSeconds: Int? { seconds }
    }

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if let seconds = request.spendSignInBudget() { throw Limited(seconds: seconds) }
        return try await next.respond(to: request)
    }
}

extension Request {
    /// Spends one from the sign-in budgets: nil when it could, else the seconds until it can.
    func spendSignInBudget() -> Int? {
        let limits = application.authRateLimits
        let now = limits.clock()
        // The client's own budget first, so one client spending it does not use up everybody's.
        return limits.perClient.spend(clientKey, now: now) ?? limits.global.spend("*", now: now)
    }
}

struct AuthRateLimits: Sendable {
    let perClient: RateLimiter
    let global: RateLimiter
    /// Seconds from a fixed origin; tests stop it so a slow machine cannot refill a budget.
    let clock: @Sendable () -> Double

    init(perClient: RateLimiter, global: RateLimiter, clock: @escaping @Sendable () -> Double = AuthRateLimits.uptime) {
        self.perClient = perClient
        self.global = global
        self.clock = clock
    }

    static let uptime: @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }

    /// A client may spend its whole minute at once; everybody together, a fifth of theirs.
    init(_ settings: Settings) {
        perClient = RateLimiter(burst: settings.authPerClientPerMinute, perMinute: settings.authPerClientPerMinute)
        global = RateLimiter(burst: max(1, settings.authGlobalPerMinute / 5), perMinute: settings.authGlobalPerMinute)
        clock = AuthRateLimits.uptime
    }
}

extension Application {
    private struct AuthRateLimitsKey: StorageKey { typealias Value = AuthRateLimits }

    var authRateLimits: AuthRateLimits {
        get {
            storage[AuthRateLimitsKey.self] ?? AuthRateLimits(Settings())
        }
        set { storage[AuthRateLimitsKey.self] = newValue }
    }
}

extension Request {
    /// Who is asking, for rate limits: the client's address (as the trusted proxies say it).
    var clientKey: String { clientAddress ?? "unknown" }
}
