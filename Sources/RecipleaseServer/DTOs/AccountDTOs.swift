import Foundation
import Vapor

/// `POST /api/v1/users` and `POST /api/v1/sessions` take this.
struct CredentialsDTO: Content {
    let username: String
    let password: String
}

struct UserDTO: Content {
    let id: UUID
    let username: String
    let createdAt: Date

    init(_ user: User) throws {
        id = try user.requireID()
        username = user.username
        createdAt = user.createdAt
    }
}

/// The API token, shown once.
struct TokenDTO: Content {
    let token: String
    let expiresAt: Date
}
