import Fluent
import Foundation
import Vapor

/// Accounts and API tokens.
struct AccountAPIController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let limited = routes.grouped(AuthRateLimitMiddleware())
        limited.post("users", use: create)
        limited.post("sessions", use: signIn)
        let sessions = routes.grouped("sessions")
        sessions.grouped(APIAuthMiddleware()).delete(use: signOut)
        let account = routes.grouped("account").grouped(APIAuthMiddleware())
        account.get(use: show)
        account.patch(use: update)
        // The password is asked again: it takes the sign-in attempts' budget, as signing in does.
        limited.grouped("account").grouped(APIAuthMiddleware()).on(.DELETE, body: .collect(maxSize: "16kb"), use: delete)
    }

    /// `DELETE /api/v1/account` `{password, newOwner?}` → 204: the account and everything it
    /// owns are deleted (`AccountDeletion`); 403 `account.delete-password` when the password is not
    /// theirs; 409 `household.last-owner` when they own a household with other members and name
    /// no new owner.
    func delete(request: Request) async throws -> HTTPStatus {
        let user = try await request.requireAPIUser()
        let body = try request.decodeJSON(AccountDeleteDTO.self)
        try await AccountDeletion.delete(user, password: body.password, newOwner: body.newOwner, on: request)
        return .noContent
    }

    /// `GET /api/v1/account` → `{id, username, createdAt, language}`.
    func show(request: Request) async throws -> UserDTO {
        try UserDTO(try await request.requireAPIUser())
    }

    /// `PATCH /api/v1/account` `{"language": "fr"}` sets the language the site and the API's
    /// reasons speak to this account; `null` follows the browser again; a missing key changes nothing.
    func update(request: Request) async throws -> UserDTO {
        let body = try request.decodeJSON(AccountPatchDTO.self)
        let user = try await request.requireAPIUser()
        if let language = body.language {
            // The cached copy may be shared by the token's entry: change a fresh row.
            guard let row = try await User.find(try user.requireID(), on: request.db) else { throw RequestProblem.tokenInvalid }
            row.language = try LanguageController.language(language ?? LanguageController.followBrowser)?.code
            try await row.save(on: request.db)
            request.application.accountCache.forget(user: try row.requireID())
            user.language = row.language
            return try UserDTO(row)
        }
        return try UserDTO(user)
    }

    /// `POST /api/v1/users` `{username, password}` → 201 `{id, username, createdAt, language}`
    func create(request: Request) async throws -> Response {
        let body = try request.decodeJSON(CredentialsDTO.self)
        let user = try await Accounts.signUp(
            username: body.username, password: body.password, confirmation: nil, preferences: SearchPreferences(), on: request
        )
        return try await UserDTO(user).encodeResponse(status: .created, for: request)
    }

    /// `POST /api/v1/sessions` `{username, password}` → 201 `{token, expiresAt}`;
    /// 401 when wrong, 429 with `Retry-After` while the username is locked out.
    func signIn(request: Request) async throws -> Response {
        let body = try request.decodeJSON(CredentialsDTO.self)
        let user = try await Accounts.signIn(username: body.username, password: body.password, on: request)
        let (token, expiresAt) = try await Accounts.issueToken(for: user, on: request)
        return try await TokenDTO(token: token, expiresAt: expiresAt).encodeResponse(status: .created, for: request)
    }

    /// `DELETE /api/v1/sessions`: revokes the bearer token the call was made with
    /// (or, from a signed-in page, ends the browser session).
    func signOut(request: Request) async throws -> HTTPStatus {
        if let token = request.account.token {
            try await APIToken.query(on: request.db).filter(\.$tokenHash == token.hash).delete()
            request.application.accountCache.forget(token: token.hash)
        } else {
            try await request.endSession()
        }
        return .noContent
    }
}
