import Fluent
import Foundation
import RecipleaseCore
import Vapor

/// Sign up, sign in and sign out pages.
struct AccountController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(SiteURL.Root.signUp.component, use: signUpPage)
        let limited = routes.grouped(AuthRateLimitMiddleware())
        limited.post(SiteURL.Root.signUp.component, use: signUp)
        routes.get(SiteURL.Root.signIn.component, use: signInPage)
        limited.post(SiteURL.Root.signIn.component, use: signIn)
        routes.post("signout", use: signOut)
        let account = routes.grouped(SiteURL.Root.account.component).grouped(RequireSignInMiddleware())
        account.get("delete", use: deletePage)
        account.grouped(AuthRateLimitMiddleware()).post("delete", use: deleteAccount)
    }

    struct DeleteForm: Content {
        var password: String?
        var newOwner: String?
    }

    /// `/account/delete`: what goes with the account, and the password asked again.
    func deletePage(request: Request) async throws -> Response {
        try await renderDelete(request, error: nil)
    }

    /// Deletes the account (`AccountDeletion`) and ends the session; the page then says it is gone.
    /// A wrong password or a household without a new owner gives the form again, saying why.
    func deleteAccount(request: Request) async throws -> Response {
        let user = try request.signedInUser()
        let form = try request.content.decode(DeleteForm.self)
        do {
            try await AccountDeletion.delete(user, password: form.password ?? "", newOwner: form.newOwner, on: request)
        } catch {
            guard let refusal = Refusal(error, in: request.strings) else { throw error }
            let response = try await renderDelete(request, error: refusal.reason, chosenOwner: form.newOwner)
            response.status = refusal.status
            for (name, value) in refusal.headers { response.headers.replaceOrAdd(name: name, value: value) }
            return response
        }
        // the page that says the account is gone speaks its language, and so does the browser after
        // it (it was English when no cookie chose French; web probe, 2026-12-07)
        let language = request.language
        try await request.endSession()
        request.keepLanguage(language)
        let page = AccountDeletePage(username: user.username, recipes: 0, favorites: 0, household: nil, me: nil, deleted: true,
                                     csrf: "", strings: request.strings)
        let response = try await request.view.render("pages/account-delete", page).encodeResponse(for: request)
        request.setLanguageCookie(language, on: response)
        return response
    }

    private func renderDelete(_ request: Request, error: String?, chosenOwner: String? = nil) async throws -> Response {
        let user = try request.signedInUser()
        let userID = try user.requireID()
        let page = AccountDeletePage(
            username: user.username, recipes: try await request.db.owned(UserRecipe.self, by: userID).count(),
            favorites: try await request.db.owned(Favorite.self, by: userID).count(),
            household: try await request.households.snapshotIfAny(of: userID), me: userID,
            chosenOwner: chosenOwner, error: error, csrf: try await request.csrfToken(), strings: request.strings
        )
        return try await request.view.render("pages/account-delete", page).encodeResponse(for: request)
    }

    struct Form: Content {
        var username: String?
        var password: String?
        var confirm: String?
        var next: String?
    }

    func signUpPage(request: Request) async throws -> Response {
        try await page(.signUp, request: request)
    }

    func signUp(request: Request) async throws -> Response {
        let form = try request.content.decode(Form.self)
        // Every broken rule at once, each beside its field; the store's own check stays the last word.
        let problems = AccountRules.problems(username: form.username ?? "", password: form.password ?? "", confirmation: form.confirm ?? "")
        if let first = AccountRules.Field.allCases.lazy.compactMap({ problems[$0] }).first {
            return try await render(.signUp, request: request, username: form.username ?? "", next: form.next, error: first,
                                    fieldErrors: problems)
        }
        do {
            let user = try await Accounts.signUp(
                username: form.username ?? "", password: form.password ?? "", confirmation: form.confirm ?? "",
                preferences: request.visitorPreferences, on: request
            )
            try await request.startSession(for: user)
            return request.redirect(to: destination(request, form.next), redirectType: .normal)
        } catch let error as AccountError {
            // Only a taken name is left once the rules hold; it belongs beside the username.
            let fields: [AccountRules.Field: AccountError] = if case .usernameTaken = error { [.username: error] } else { [:] }
            return try await render(.signUp, request: request, username: form.username ?? "", next: form.next, error: error,
                                    fieldErrors: fields)
        }
    }

    func signInPage(request: Request) async throws -> Response {
        try await page(.signIn, request: request)
    }

    func signIn(request: Request) async throws -> Response {
        let form = try request.content.decode(Form.self)
        do {
            let user = try await Accounts.signIn(username: form.username ?? "", password: form.password ?? "", on: request)
            try await request.startSession(for: user)
            return request.redirect(to: destination(request, form.next), redirectType: .normal)
        } catch let error as AccountError {
            return try await render(.signIn, request: request, username: form.username ?? "", next: form.next, error: error)
        }
    }

    func signOut(request: Request) async throws -> Response {
        try await request.endSession()
        return request.redirect(to: SiteURL.home, redirectType: .normal)
    }

    /// The empty form; someone already signed in goes on to where they were going.
    private func page(_ kind: Kind, request: Request) async throws -> Response {
        let next = request.queryValues("next").last
        if request.account.user != nil { return request.redirect(to: destination(request, next), redirectType: .normal) }
        return try await render(kind, request: request, username: "", next: next, error: nil)
    }

    private func destination(_ request: Request, _ text: String?) -> String {
        request.localPath(text) ?? SiteURL.home
    }

    typealias Kind = AccountFormPage.Kind

    /// The form, again with what was typed (never the password) and the reason it was refused.
    private func render(_ kind: Kind, request: Request, username: String, next: String?, error: AccountError?,
                        fieldErrors: [AccountRules.Field: AccountError] = [:]) async throws -> Response {
        let page = AccountFormPage(kind: kind, username: username, next: request.localPath(next), error: error?.message(in: request.strings),
                                   fieldErrors: fieldErrors.mapValues { $0.message(in: request.strings) }, csrf: try await request.csrfToken(),
                                   strings: request.strings)
        let response = try await request.view.render(AccountFormPage.template(kind), page).encodeResponse(for: request)
        if let error {
            response.status = error.status
            for (name, value) in error.headers { response.headers.replaceOrAdd(name: name, value: value) }
        }
        return response
    }
}
