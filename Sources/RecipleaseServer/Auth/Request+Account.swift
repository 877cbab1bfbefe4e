import Fluent
import Foundation
import Vapor

/// Who is asking, worked out once per request (see `WebSessionMiddleware`).
struct AccountState: Sendable {
    /// The browser session from the cookie, or one started during this request.
    var session: WebSession?
    /// A visitor's cookie secret (see `VisitorCookie`): no row, only the key to the forms' token.
    var visitorSecret: String?
    /// The signed-in user of that session.
    var user: User?
    /// The API token sent as `Authorization: Bearer`, once checked.
    var token: BearerToken?
    /// What to do with the session cookie on the way out.
    var cookie: SessionCookie.Change?

    /// The token this browser's forms must send back: the session's, or one made from the visitor's cookie.
    var csrfToken: String? {
        session?.csrfToken ?? visitorSecret.map(VisitorCookie.csrfToken)
    }
}

/// A checked API token: its hash (the row's key) and its user.
struct BearerToken: Sendable {
    let hash: String
    let user: User
}

/// The browser session cookie: HttpOnly (scripts cannot read it), SameSite=Lax (other sites'
/// forms and fetches do not carry it), Secure when the request came over HTTPS.
enum SessionCookie {
    static let name = "reciplease_session"
    static let signedInLifetime = 30 * 24 * 3600
    /// A visitor's cookie only carries the key to the CSRF token of the sign-in and preference forms.
    static let visitorLifetime = 24 * 3600

    enum Change: Sendable {
        case set(secret: String, maxAge: Int)
        case expire
    }
}

/// A visitor's `reciplease_session` cookie: a random secret with a prefix no session secret has,
/// and no row anywhere, so a visitor's page views write nothing. The forms' CSRF token is a hash
/// of it (double submit): another site can neither read the HttpOnly cookie nor set it, so it
/// cannot make the token, and the hash does not give the cookie away.
enum VisitorCookie {
    static let prefix = "v."

    static func isVisitor(_ value: String) -> Bool {
        value.hasPrefix(prefix) && value.utf8.count <= 100
    }

    static func generate() -> String {
        prefix + SecretToken.generate()
    }

    static func csrfToken(_ secret: String) -> String {
        SecretToken.hash("csrf-token " + secret)
    }
}

extension HTTPMethod {
    /// Methods that change nothing, so need no CSRF token.
    var isSafe: Bool { self == .GET || self == .HEAD || self == .OPTIONS }
}

extension Request {
    private struct AccountStateKey: StorageKey { typealias Value = AccountState }

    var account: AccountState {
        get { storage[AccountStateKey.self] ?? AccountState() }
        set { storage[AccountStateKey.self] = newValue }
    }

    /// A cookie with the flags every Reciplease cookie carries.
    func cookie(_ value: String, maxAge: Int) -> HTTPCookies.Value {
        HTTPCookies.Value(
            string: value, expires: now.addingTimeInterval(TimeInterval(maxAge)), maxAge: maxAge,
            domain: nil, path: "/", isSecure: cameOverHTTPS, isHTTPOnly: true, sameSite: .lax
        )
    }

    // MARK: - Browser sessions

    /// Finds the session the cookie names; a cookie naming no live session is removed.
    func loadWebSession() async throws {
        guard let secret = cookies[SessionCookie.name]?.string, !secret.isEmpty else { return }
        guard !VisitorCookie.isVisitor(secret) else {
            account.visitorSecret = secret
            return
        }
        let session = secret.count > 100 ? nil : try await WebSession.query(on: db)
            .filter(\.$secretHash == SecretToken.hash(secret))
            .filter(\.$expiresAt > now)
            .with(\.$user)
            .first()
        guard let session else {
            account.cookie = .expire
            return
        }
        account.session = session
        account.user = session.$user.value ?? nil
    }

    /// The CSRF token for this browser's forms. A visitor without one gets a visitor cookie,
    /// never a row: only signing up or in writes a session.
    func csrfToken() async throws -> String {
        if let token = account.csrfToken { return token }
        let secret = VisitorCookie.generate()
        account.visitorSecret = secret
        account.cookie = .set(secret: secret, maxAge: SessionCookie.visitorLifetime)
        return VisitorCookie.csrfToken(secret)
    }

    /// Starts a new session (a new secret and CSRF token) for a user who just signed up or in.
    /// The session the browser had is deleted, so a session planted before sign-in is worth nothing.
    @discardableResult
    func startSession(for user: User) async throws -> WebSession {
        let secret = SecretToken.generate()
        let lifetime = SessionCookie.signedInLifetime
        let now = self.now
        let session = WebSession(
            secretHash: SecretToken.hash(secret), csrfToken: SecretToken.generate(), userID: try user.requireID(),
            createdAt: now, expiresAt: now.addingTimeInterval(TimeInterval(lifetime))
        )
        let previous = account.session
        try await db.writeTransaction { db in
            try await previous?.delete(on: db)
            try await WebSession.query(on: db).filter(\.$expiresAt < now).delete()
            try await session.create(on: db)
        }
        account.session = session
        account.visitorSecret = nil
        account.user = user
        account.cookie = .set(secret: secret, maxAge: lifetime)
        return session
    }

    /// Signs the browser out: the session row goes and the cookie is expired.
    func endSession() async throws {
        try await account.session?.delete(on: db)
        account.session = nil
        account.visitorSecret = nil
        account.user = nil
        account.cookie = .expire
    }

    /// Puts the session cookie change of this request on the response.
    func writeSessionCookie(to response: Response) {
        switch account.cookie {
        case let .set(secret, maxAge): response.cookies[SessionCookie.name] = cookie(secret, maxAge: maxAge)
        case .expire: response.cookies[SessionCookie.name] = cookie("", maxAge: 0)
        case nil: break
        }
    }

    // MARK: - Who is signed in

    /// The user of a valid `Authorization: Bearer` token, else of the browser session.
    /// A bearer token that is not valid is refused rather than ignored.
    func currentUser() async throws -> User? {
        // Two credentials are one too many: the first was used and the other ignored, so that a
        // proxy reading the last saw another caller than the app did (hostile probe, 2026-12-07).
        guard headers[.authorization].count <= 1 else { throw RequestProblem.tokenInvalid }
        guard let bearer = headers.bearerAuthorization else { return account.user }
        if let token = account.token { return token.user }
        let refused = RequestProblem.tokenInvalid
        guard bearer.token.count <= 100 else { throw refused }
        let hash = SecretToken.hash(bearer.token)
        let cache = application.accountCache
        if let user = cache.user(ofToken: hash, now: now) {
            account.token = BearerToken(hash: hash, user: user)
            return user
        }
        let generation = cache.generation
        // Token and user in one query (a join), not two.
        guard let token = try await APIToken.query(on: db)
            .join(User.self, on: \APIToken.$user.$id == \User.$id)
            .filter(\.$tokenHash == hash)
            .filter(\.$expiresAt > now)
            .first()
        else { throw refused }
        let user = try token.joined(User.self)
        cache.remember(token: hash, user: user, expiresAt: token.expiresAt, readAt: generation)
        account.token = BearerToken(hash: hash, user: user)
        return user
    }

    /// The signed-in user, or 401 for the API.
    func requireAPIUser() async throws -> User {
        guard let user = try await currentUser() else {
            throw RequestProblem.signInFirst(api: true)
        }
        return user
    }

    /// The user of the browser session on a page behind `RequireSignInMiddleware`.
    func signedInUser() throws -> User {
        guard let user = account.user else { throw RequestProblem.signInFirst(api: false) }
        return user
    }

    // MARK: - CSRF

    static let csrfHeader = "X-CSRF-Token"
    static let csrfField = "csrf"

    /// Refuses a state-changing request that does not carry this browser's CSRF token (its
    /// session's, or its visitor cookie's), in the `X-CSRF-Token` header or (for forms) the `csrf` field.
    func verifyCSRF(acceptFormField: Bool) async throws {
        var given = headers.first(name: Request.csrfHeader)
        if given == nil, acceptFormField {
            // The import form uploads whole pages and exports; every other form is small.
            let limit = url.path == ImportController.path ? ImportController.maxBody
                : RequestBodyLimits.withRecipeID(method: method, path: Substring(url.path))?.bytes ?? application.routes.defaultMaxBodySize.value
            _ = try await body.collect(max: limit).get()
            // a form with too many fields is refused for that (413), not as a missing token; a
            // multipart body that cannot be read as fields (a part without a name) for that (400)
            do {
                given = try content.get(String.self, at: Request.csrfField)
            } catch let problem as RequestProblem {
                throw problem
            } catch DecodingError.keyNotFound, DecodingError.valueNotFound {
                given = nil
            } catch where headers.contentType == .formData {
                throw RequestProblem.multipartBody
            } catch {
                given = nil
            }
        }
        guard let expected = account.csrfToken, let given, SecretToken.matches(given, expected) else {
            throw RequestProblem.csrf(form: acceptFormField)
        }
    }

    /// A path on this site to go back to, from a form field or the Referer; never another site.
    /// Control characters are refused with whitespace: a `Location` header cannot carry them, and
    /// one that did would cost the answer its connection.
    func localPath(_ text: String?) -> String? {
        guard var text, !text.isEmpty else { return nil }
        if !text.hasPrefix("/"), let url = URL(string: text), url.scheme == "http" || url.scheme == "https" {
            text = url.path + (url.query.map { "?" + $0 } ?? "")
        }
        guard text.hasPrefix("/"), !text.hasPrefix("//"), text.lengthForLimits <= 2000,
              !text.contains(where: { $0 == "\\" || $0.isNewline || $0.isWhitespace }),
              !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        return text
    }
}

extension Request {
    /// The JSON body as `T`; an empty body is a 400 that says what to send, not a bare 422. JSON
    /// is read by `JSONBody`, whose refusals name the field and what it should be: a body sent as
    /// JSON or with no Content-Type, and one that starts as JSON does whatever its type says
    /// (`curl -d` sends it as a form). A form body is read as a form, its keys checked as JSON's
    /// are (`JSONBody.decodeForm`); anything else is a 415.
    func decodeJSON<T: Decodable>(_ type: T.Type) throws -> T {
        guard let body = body.data, body.readableBytes > 0 else {
            throw RequestProblem.jsonBodyMissing
        }
        let data = Data(body.readableBytesView)
        let mediaType = headers.contentType
        let isForm = mediaType == .urlEncodedForm || mediaType == .formData
        let isJSON = mediaType.map { $0 == .json || ($0.type == "application" && $0.subType.hasSuffix("+json")) } ?? true
        if isJSON || (mediaType != .formData && ImportReader.looksLikeJSON(data)) {
            return try JSONBody.decode(T.self, from: data)
        }
        guard isForm else {
            throw CodedHTTPError(status: .unsupportedMediaType, code: "request.json-body-type",
                                 arguments: ["type": String((mediaType?.serialize() ?? "").prefix(60))])
        }
        return try JSONBody.decodeForm(T.self, from: content)
    }

    /// Every value a form sent under `name`, in order: a checkbox group repeats its name. A
    /// URL-encoded body decodes the repeats as a list; multipart decoding does not (it wants
    /// `name[]`), so for a multipart body the parts are read here.
    func formValues(_ name: String) throws -> [String] {
        guard headers.contentType == .formData else {
            do { return try content.get([String].self, at: name) } catch let problem as RequestProblem { throw problem } catch { return [] }
        }
        guard let boundary = headers.contentType?.parameters["boundary"], let body = body.data else { return [] }
        try BoundedFormDecoder.checkMultipart(body, boundary: boundary)
        let parser = MultipartParser(boundary: boundary)
        var values: [String] = []
        var partName: String?
        var part = ByteBuffer()
        parser.onHeader = { field, value in
            guard field.lowercased() == "content-disposition" else { return }
            partName = HTTPHeaders([("Content-Disposition", value)]).contentDisposition?.name
        }
        parser.onBody = { chunk in part.writeBuffer(&chunk) }
        parser.onPartComplete = {
            if partName == name { values.append(String(buffer: part)) }
            partName = nil
            part.clear()
        }
        try parser.execute(body)
        return values
    }
}
