import Fluent
import Foundation

/// A browser's session: the cookie holds a random secret, this row holds only its SHA-256.
/// Only signed-in browsers have one; a visitor's forms work from a cookie alone (`VisitorCookie`).
final class WebSession: Model, @unchecked Sendable {
    static let schema = "web_sessions"

    @ID(key: .id) var id: UUID?
    @Field(key: "secret_hash") var secretHash: String
    /// Sent back in every state-changing form (hidden field) and fetch (`X-CSRF-Token`).
    @Field(key: "csrf_token") var csrfToken: String
    @OptionalParent(key: "user_id") var user: User?
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "expires_at") var expiresAt: Date

    init() {}

    init(secretHash: String, csrfToken: String, userID: UUID?, createdAt: Date, expiresAt: Date) {
        self.secretHash = secretHash
        self.csrfToken = csrfToken
        self.$user.id = userID
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
