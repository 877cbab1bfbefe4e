import Foundation
import Vapor

/// The search preferences page: kept for the signed-in user, or in a cookie for a visitor.
struct PreferencesController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(SiteURL.Root.preferences.component, use: edit)
        routes.post(SiteURL.Root.preferences.component, use: update)
        routes.post(SiteURL.Root.preferences.component, "reset", use: reset)
    }

    func edit(request: Request) async throws -> View {
        let saved = try await request.savedPreferences()
        let page = PreferencesPage(
            saved: saved, cuisines: request.recipes.filterableCuisines, sources: ProvidersDTO(request.providers).providers,
            signedIn: request.account.user != nil, done: request.queryValues("done").last, csrf: try await request.csrfToken(),
            language: request.chosenLanguage, strings: request.strings
        )
        return try await request.view.render("pages/preferences-edit", page)
    }

    struct Form: Content {
        var diets: [String]?
        var cuisines: [String]?
        var intolerances: [String]?
    }

    /// Replaces the preferences with the boxes ticked; an unknown name is a 400 and changes nothing.
    func update(request: Request) async throws -> Response {
        let form = try request.content.decode(Form.self)
        let preferences = try SearchPreferences.validated(
            diets: form.diets ?? [], cuisines: form.cuisines ?? [], intolerances: form.intolerances ?? [],
            knownCuisines: request.recipes.filterableCuisines
        )
        return try await save(preferences, request: request, done: "saved")
    }

    func reset(request: Request) async throws -> Response {
        try await save(SearchPreferences(), request: request, done: "reset")
    }

    private func save(_ preferences: SearchPreferences, request: Request, done: String) async throws -> Response {
        let response = request.redirect(to: SiteURL.preferences(done: done), redirectType: .normal)
        if let user = request.account.user {
            try await UserPreferences(user: user, on: request.db).save(preferences, now: request.now)
            request.application.accountCache.forget(user: try user.requireID())
        } else {
            request.setVisitorPreferences(preferences, on: response)
        }
        return response
    }
}
