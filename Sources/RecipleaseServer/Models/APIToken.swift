import Fluent
import Foundation

/// A bearer token for the API. Only the SHA-256 of the token is kept; the token is shown once.
final class APIToken: Model, @unchecked Sendable {
    static let schema = "api_tokens"

    @ID(key: .id) var id: UUID?
    @Field(key: "token_hash") var tokenHash: String
    @Parent(key: "user_id") var user: User
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "expires_at") var expiresAt: Date

    init() {}

    init(tokenHash: String, userID: UUID, createdAt: Date, expiresAt: Date) {
        self.tokenHash = tokenHash
        self.$user.id = userID
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
