import Foundation
import Vapor

/// `POST /api/v1/users` and `POST /api/v1/sessions` take this.
struct CredentialsDTO: Content, KnownKeys {
    let username: String
    let password: String

    enum CodingKeys: String, CodingKey, CaseIterable { case username, password }
}

/// `DELETE /api/v1/account` `{password, newOwner?}`
struct AccountDeleteDTO: Content, KnownKeys {
    let password: String
    let newOwner: String?

    enum CodingKeys: String, CodingKey, CaseIterable { case password, newOwner }
}

struct UserDTO: Content {
    let id: UUID
    let username: String
    let createdAt: Date
    /// The language chosen for the account (`en`, `fr`); null follows the browser.
    let language: String?

    init(_ user: User) throws {
        id = try user.requireID()
        username = user.username
        createdAt = user.createdAt
        language = user.language
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(username, forKey: .username)
        try container.encode(createdAt, forKey: .createdAt)
        // Written as null rather than left out: "follows the browser" is a value.
        try container.encode(language, forKey: .language)
    }
}

/// `PATCH /api/v1/account`: `language` missing changes nothing, null follows the browser again.
struct AccountPatchDTO: Decodable, KnownKeys {
    var language: String??

    enum CodingKeys: String, CodingKey, CaseIterable { case language }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.language) {
            language = .some(try container.decodeNil(forKey: .language) ? nil : try container.decode(String.self, forKey: .language))
        }
    }
}

/// The API token, shown once.
struct TokenDTO: Content {
    let token: String
    let expiresAt: Date
}
