import Fluent
import Foundation

/// Failed sign-ins for one username, kept in the database so every instance sees the same count.
/// Kept for names without an account too, so a lock-out does not tell which names exist.
final class SignInThrottle: Model, @unchecked Sendable {
    static let schema = "sign_in_throttles"

    @ID(key: .id) var id: UUID?
    @Field(key: "username") var username: String
    @Field(key: "failures") var failures: Int
    @Field(key: "last_failure_at") var lastFailureAt: Date
    @OptionalField(key: "locked_until") var lockedUntil: Date?

    init() {}

    init(username: String, failures: Int = 0, lastFailureAt: Date, lockedUntil: Date? = nil) {
        self.username = username
        self.failures = failures
        self.lastFailureAt = lastFailureAt
        self.lockedUntil = lockedUntil
    }
}
