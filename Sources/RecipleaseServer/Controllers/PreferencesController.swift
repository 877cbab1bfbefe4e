import Foundation
import Vapor

/// The search preferences page: kept for the signed-in user, or in a cookie for a visitor.
struct PreferencesController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get("preferences", use: edit)
        routes.post("preferences", use: update)
        routes.post("preferences", "reset", use: reset)
    }

    func edit(request: Request) async throws -> View {
        let saved = try await request.savedPreferences()
        let status = request.queryValues("done").last
        return try await request.view.render("pages/preferences-edit", PreferencesPage(
            title: "Search preferences",
            csrf: try await request.csrfToken(),
            signedIn: request.account.user != nil,
            notice: status == "saved" ? "Saved. Every search now uses these preferences."
                : status == "reset" ? "Reset. Searches no longer filter by your preferences." : nil,
            groups: [
                .init(name: "diets", legend: "Diets", hint: "Only recipes that keep to every diet ticked.",
                      options: SearchPreferences.validDiets, chosen: saved.diets),
                .init(name: "intolerances", legend: "Intolerances", hint: "Recipes with any of these are left out.",
                      options: SearchPreferences.validIntolerances, chosen: saved.intolerances),
                .init(name: "cuisines", legend: "Cuisines", hint: "Only recipes of the cuisines ticked (none ticked: any cuisine).",
                      options: request.recipes.filterableCuisines, chosen: saved.cuisines),
            ],
            sources: ProvidersDTO(request.providers).providers
        ))
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
        let response = request.redirect(to: "/preferences?done=\(done)", redirectType: .normal)
        if let user = request.account.user {
            try await UserPreferences(user: user, on: request.db).save(preferences, now: request.now)
            request.application.accountCache.forget(user: try user.requireID())
        } else {
            request.setVisitorPreferences(preferences, on: response)
        }
        return response
    }
}

struct PreferencesPage: Encodable {
    struct Group: Encodable {
        struct Option: Encodable {
            let value: String
            let id: String
            let checked: Bool
        }

        let name: String
        let legend: String
        let hint: String
        let options: [Option]
        let chosenCount: Int

        init(name: String, legend: String, hint: String, options: [String], chosen: [String]) {
            self.name = name
            self.legend = legend
            self.hint = hint
            self.options = options.enumerated().map { index, value in
                Option(value: value, id: "\(name)-\(index)", checked: chosen.contains(value))
            }
            chosenCount = chosen.count
        }
    }

    let title: String
    let csrf: String
    let signedIn: Bool
    let notice: String?
    let groups: [Group]
    /// The remote recipe providers, on or off, for the "Where recipes come from" section.
    let sources: [ProvidersDTO.Provider]
}
