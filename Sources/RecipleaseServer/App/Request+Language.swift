import Foundation
import RecipleaseCore
import Vapor

/// The browser's choice of language when nobody is signed in, set by the footer's switcher.
/// Not HttpOnly-worthy but kept so anyway: no script needs to read it.
enum LanguageCookie {
    static let name = "lang"
    static let lifetime = 365 * 24 * 3600
}

extension Request {
    private struct LanguageKey: StorageKey {
        typealias Value = Resolved
    }

    /// The language worked out for the account setting it was worked out from: signing in
    /// during the request changes the setting, and so the answer.
    struct Resolved: Sendable {
        let account: String?
        let language: Language
    }

    /// The signed-in account's language setting (browser session or API token); nil for none.
    private var accountLanguage: String? {
        account.user?.language ?? account.token?.user.language
    }

    /// The language this request is answered in: the account's setting, else the `lang`
    /// cookie, else `Accept-Language` (q-values honoured, `fr-CA` is French), else English.
    var language: Language {
        let setting = accountLanguage
        if let resolved = storage[LanguageKey.self], resolved.account == setting { return resolved.language }
        let language = Language.choose(
            account: setting, cookie: cookies[LanguageCookie.name]?.string,
            acceptLanguage: headers[.acceptLanguage].joined(separator: ",")
        )
        storage[LanguageKey.self] = Resolved(account: setting, language: language)
        return language
    }

    /// Goes on answering in `language` after the account that chose it is gone (signed out,
    /// deleted) within this request: the page that says so speaks the account's language.
    func keepLanguage(_ language: Language) {
        storage[LanguageKey.self] = Resolved(account: accountLanguage, language: language)
    }

    /// The language this person chose, on the account when signed in, else in this browser's
    /// cookie; nil when the browser's `Accept-Language` decides.
    var chosenLanguage: Language? {
        if account.user != nil { return accountLanguage.flatMap(Language.init(tag:)) }
        return cookies[LanguageCookie.name].flatMap { Language(tag: $0.string) }
    }

    /// The strings table of `language`: every text this request answers with comes from it.
    var strings: Strings { language.strings }

    /// Remembers a language in this browser's cookie, on the way out.
    func setLanguageCookie(_ language: Language?, on response: Response) {
        response.cookies[LanguageCookie.name] = cookie(language?.code ?? "", maxAge: language == nil ? 0 : LanguageCookie.lifetime)
    }
}

/// Pages and API answers say in which language they are, and that another cookie or
/// `Accept-Language` may get another one, so no cache hands a French page to an English reader.
/// A call with a bearer token has its account read first, so every answer to it, refusals on
/// routes that need no account included, speaks the account's language.
struct LanguageMiddleware: Middleware {
    static let vary = ["Accept-Language", "Cookie"]

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        guard request.headers.bearerAuthorization != nil else { return answer(request, next) }
        let promise = request.eventLoop.makePromise(of: Response.self)
        promise.completeWithTask {
            // A token that is not valid is refused by the routes that need one; here it only
            // says nothing about the language.
            _ = try? await request.currentUser()
            return try await answer(request, next).get()
        }
        return promise.futureResult
    }

    private func answer(_ request: Request, _ next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request).map { response in
            let type = response.headers.contentType
            let speaks = type?.subType == "html" || type?.subType == "json" || type?.subType == "problem+json"
            if speaks {
                response.headers.replaceOrAdd(name: .contentLanguage, value: request.language.code)
                let present = response.headers[.vary].flatMap { $0.split(separator: ",") }
                    .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                for name in Self.vary where !present.contains(name.lowercased()) {
                    response.headers.add(name: .vary, value: name)
                }
            }
            return response
        }
    }
}
