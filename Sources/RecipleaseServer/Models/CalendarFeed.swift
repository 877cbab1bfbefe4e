import Fluent
import Foundation

/// A user's secret calendar feed address. The token has to be shown again (the settings page and
/// `GET /api/v1/calendar` give the URL), so it is kept; feeds are looked up by its SHA-256, so
/// the lookup's timing says nothing about how much of a guessed token was right.
final class CalendarFeed: Model, @unchecked Sendable {
    static let schema = "calendar_feeds"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: User
    /// 256 random bits, base64url.
    @Field(key: "token") var token: String
    @Field(key: "token_hash") var tokenHash: String
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(userID: UUID, token: String, createdAt: Date) {
        self.$user.id = userID
        self.token = token
        self.tokenHash = SecretToken.hash(token)
        self.createdAt = createdAt
    }
}
