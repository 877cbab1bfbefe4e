import Fluent
import Foundation
import RecipleaseCore
import SQLKit
import Vapor

/// Signing up, signing in (with the slow-down of repeated failures) and API tokens; the pages
/// and the API both come here, so both follow the same rules.
enum Accounts {
    static let apiTokenLifetime: TimeInterval = 90 * 24 * 3600

    /// Creates an account. The visitor's preferences, if they saved any, become the account's,
    /// in the same transaction: either both are written or neither.
    static func signUp(
        username raw: String, password: String, confirmation: String?, preferences: SearchPreferences, on request: Request
    ) async throws -> User {
        let username = try AccountRules.username(raw)
        try AccountRules.password(password, username: username)
        if let confirmation, confirmation != password { throw AccountError.passwordsDiffer }
        guard try await User.query(on: request.db).filter(\.$username == username).first() == nil else {
            throw AccountError.usernameTaken(username)
        }
        let hash = try await request.application.passwordHasher.hash(password)
        let user = User(username: username, passwordHash: hash, createdAt: request.now)
        let now = request.now
        do {
            try await request.db.writeTransaction { db in
                try await user.create(on: db)
                try await UserPreferences(userID: user.requireID(), on: db).save(preferences, now: now)
            }
        } catch where error.isConstraintFailure {
            throw AccountError.usernameTaken(username)
        }
        return user
    }

    /// The user with this username and password. Refused while the username is locked out,
    /// and every failure counts towards the next lock-out (see `SignInThrottling`).
    static func signIn(username raw: String, password: String, on request: Request) async throws -> User {
        // No username holds a control character; the attempt is still counted, under a name the
        // database can keep (PostgreSQL refuses a NUL)
        let username = String(AccountRules.normalizedUsername(raw).withoutControls(replacedBy: "\u{FFFD}").prefix(64))
        let now = request.now
        // The attempt is counted before the password is checked, so guesses sent in parallel are
        // all counted, and those past the allowance are refused without a hash.
        let lock = try await SignInThrottling.countAttempt(username, now: now, on: request.db)
        // A name the username rule refuses (a household's own account, `~household-...`) is unknown.
        let signable = (try? AccountRules.username(username)) != nil
        let user = signable ? try await User.query(on: request.db).filter(\.$username == username).first() : nil
        // An unknown name still costs one Bcrypt check, so the answer's timing does not say which names exist.
        let digest = user?.passwordHash ?? request.application.dummyPasswordHash
        let matches = try await request.application.passwordHasher.verify(String(password.prefix(1024)), against: digest)
        guard let user, matches else {
            try await SignInThrottling.forgetOldNames(now: now, on: request.db)
            throw AccountError.wrongCredentials(lockedFor: lock)
        }
        try await SignInThrottling.forget(username, on: request.db)
        return user
    }

    /// A new API token for the user: the caller gets the token once, the database its hash.
    static func issueToken(for user: User, on request: Request) async throws -> (token: String, expiresAt: Date) {
        let token = SecretToken.generate()
        let now = request.now
        let expiresAt = now.addingTimeInterval(apiTokenLifetime)
        let row = APIToken(tokenHash: SecretToken.hash(token), userID: try user.requireID(), createdAt: now, expiresAt: expiresAt)
        try await request.db.writeTransaction { db in
            try await APIToken.query(on: db).filter(\.$expiresAt < now).delete()
            try await row.create(on: db)
        }
        return (token, expiresAt)
    }
}

/// The slow-down of repeated failed sign-ins for one username. Four failures are free; the fifth
/// locks the username for 30 seconds, and each failure after a lock doubles it (60, 120, ...)
/// up to an hour. A success, or a day without failures, starts the count again. During a lock
/// every attempt is refused with 429 and `Retry-After`, even with the right password, and does
/// not count. The rows live in the database, so several instances share them.
enum SignInThrottling {
    static let freeFailures = 4
    static let firstLock = 30
    static let longestLock = 3600
    static let forgetAfter: TimeInterval = 24 * 3600

    /// Counts one attempt for the username before its password is checked, and answers the lock
    /// that this attempt starts, if it starts one (the attempt itself is still checked). While the
    /// username is locked the attempt is refused (`throttled`) and not counted. The count and the
    /// lock are written in one statement, so parallel attempts each see the ones before them: of
    /// a burst of guesses, only those within the allowance reach the password check.
    static func countAttempt(_ username: String, now: Date, on db: any Database) async throws -> Int? {
        guard let sql = db as? any SQLDatabase else { throw Abort(.internalServerError, reason: Strings.english.text("error.database.not-sql")) }
        let dayAgo = now.addingTimeInterval(-forgetAfter)
        let counted: SQLQueryString = "CASE WHEN last_failure_at < \(bind: dayAgo) THEN 1 ELSE failures + 1 END"
        // The lock each count starts, worked out here: 5 → 30 s, 6 → 60 s, ... then the longest.
        var locks: SQLQueryString = "CASE \(counted)"
        for failures in (freeFailures + 1)...(freeFailures + 7) {
            guard let seconds = lockLength(afterFailures: failures) else { continue }
            locks.appendInterpolation(unsafeRaw: " WHEN \(failures) THEN ")
            locks.appendInterpolation(bind: now.addingTimeInterval(TimeInterval(seconds)))
        }
        locks.appendInterpolation(unsafeRaw: " ELSE ")
        locks.appendInterpolation(bind: now.addingTimeInterval(TimeInterval(longestLock)))
        locks.appendInterpolation(unsafeRaw: " END")
        for _ in 0..<3 {
            let rows = try await sql.raw("""
                UPDATE sign_in_throttles SET failures = \(counted), last_failure_at = \(bind: now),
                    locked_until = CASE WHEN \(counted) <= \(unsafeRaw: String(freeFailures)) THEN NULL ELSE \(locks) END
                WHERE username = \(bind: username) AND (locked_until IS NULL OR locked_until <= \(bind: now))
                RETURNING failures
                """).all()
            if let row = rows.first {
                return lockLength(afterFailures: try row.decode(column: "failures", as: Int.self))
            }
            if let row = try await row(username, on: db) {
                guard let until = row.lockedUntil, until > now else { continue }
                throw AccountError.throttled(retryAfter: Int(clamping: until.timeIntervalSince(now), to: 1...longestLock, rounding: .up))
            }
            do {
                try await SignInThrottle(username: username, failures: 1, lastFailureAt: now).create(on: db)
                return nil
            } catch where error.isConstraintFailure {
                continue // another attempt created the row first: count this one on it
            }
        }
        throw AccountError.throttled(retryAfter: 1)
    }

    /// Names nobody has tried for a day, and that are not locked, are forgotten.
    static func forgetOldNames(now: Date, on db: any Database) async throws {
        try await SignInThrottle.query(on: db)
            .filter(\.$lastFailureAt < now.addingTimeInterval(-forgetAfter))
            .group(.or) { $0.filter(\.$lockedUntil == nil).filter(\.$lockedUntil < now) }
            .delete()
    }

    static func forget(_ username: String, on db: any Database) async throws {
        try await SignInThrottle.query(on: db).filter(\.$username == username).delete()
    }

    /// 4 → none, 5 → 30 s, 6 → 60 s, 7 → 120 s, ... at most an hour.
    static func lockLength(afterFailures failures: Int) -> Int? {
        guard failures > freeFailures else { return nil }
        let doublings = min(failures - freeFailures - 1, 20)
        return min(firstLock << doublings, longestLock)
    }

    private static func row(_ username: String, on db: any Database) async throws -> SignInThrottle? {
        try await SignInThrottle.query(on: db).filter(\.$username == username).first()
    }
}

extension Application {
    private struct DummyPasswordHashKey: StorageKey { typealias Value = String }

    /// A Bcrypt hash of a random password, checked against when the username does not exist.
    var dummyPasswordHash: String {
        get { storage[DummyPasswordHashKey.self] ?? "" }
        set { storage[DummyPasswordHashKey.self] = newValue }
    }
}
