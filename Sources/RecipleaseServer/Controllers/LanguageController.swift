import Foundation
import RecipleaseCore
import Vapor

/// The language switcher in every page's footer, and the language setting on the preferences
/// page: no script needed.
///
/// - `GET /language?language=fr&back=/path` remembers the language in this browser's `lang`
///   cookie and goes back; it changes nothing on an account, so a link cannot change one.
/// - `POST /language` (a form with the CSRF token) does the same and, for a signed-in person,
///   saves it on the account too. `language=browser` forgets the choice: the browser's
///   `Accept-Language` decides again.
struct LanguageController: RouteCollection {
    /// The form value that follows the browser again.
    static let followBrowser = "browser"

    func boot(routes: any RoutesBuilder) throws {
        routes.get(SiteURL.Root.language.component, use: choose)
        routes.post(SiteURL.Root.language.component, use: save)
    }

    struct Choice: Content {
        var language: String?
        var back: String?
    }

    func choose(request: Request) async throws -> Response {
        let choice = try request.query.decode(Choice.self)
        let language = try Self.language(choice.language)
        return answer(request, language: language, back: choice.back)
    }

    func save(request: Request) async throws -> Response {
        let choice = try request.content.decode(Choice.self)
        let language = try Self.language(choice.language)
        if let user = request.account.user {
            user.language = language?.code
            try await user.save(on: request.db)
            request.application.accountCache.forget(user: try user.requireID())
        }
        return answer(request, language: language, back: choice.back)
    }

    /// The bundled language a form names, nil for "follow the browser"; anything else is a 400.
    static func language(_ value: String?) throws -> Language? {
        guard let value, value != followBrowser else { return nil }
        guard let language = Language.bundled.first(where: { $0.code == value }) else {
            throw CodedProblem(.invalid, "account.language", ["given": String(value.prefix(40)), "languages": Language.bundled.map(\.code).joined(separator: ", ")])
        }
        return language
    }

    private func answer(_ request: Request, language: Language?, back: String?) -> Response {
        let response = request.redirect(to: request.localPath(back) ?? SiteURL.home, redirectType: .normal)
        request.setLanguageCookie(language, on: response)
        return response
    }
}
