import Fluent
import Foundation

/// A person with an account. Everything a user owns points here and goes when the user goes.
final class User: Model, @unchecked Sendable {
    static let schema = "users"

    @ID(key: .id) var id: UUID?
    /// Lower-case; unique (see `AccountRules.username`).
    @Field(key: "username") var username: String
    /// A Bcrypt hash; the password itself is never stored.
    @Field(key: "password_hash") var passwordHash: String
    @Field(key: "created_at") var createdAt: Date
    /// The language the site speaks to them (`en`, `fr`); nil follows the browser.
    @OptionalField(key: "language") var language: String?

    init() {}

    init(id: UUID? = nil, username: String, passwordHash: String, createdAt: Date, language: String? = nil) {
        self.id = id
        self.username = username
        self.passwordHash = passwordHash
        self.createdAt = createdAt
        self.language = language
    }
}
