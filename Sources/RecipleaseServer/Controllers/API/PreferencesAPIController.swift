import Foundation
import Vapor

/// The signed-in user's search preferences, applied to every search.
struct PreferencesAPIController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let preferences = routes.grouped("preferences").grouped(APIAuthMiddleware())
        preferences.get(use: show)
        preferences.put(use: update)
    }

    /// `GET /api/v1/preferences` → `{diets, cuisines, intolerances}`
    func show(request: Request) async throws -> PreferencesDTO {
        PreferencesDTO(try await request.savedPreferences())
    }

    /// `PUT /api/v1/preferences` `{diets, cuisines, intolerances}` replaces them all (a missing
    /// list is empty); an unknown name answers 400 with the valid names and saves nothing.
    func update(request: Request) async throws -> PreferencesDTO {
        let user = try await request.requireAPIUser()
        let body = try request.decodeJSON(PreferencesDTO.self)
        let preferences = try SearchPreferences.validated(
            diets: body.diets, cuisines: body.cuisines, intolerances: body.intolerances, knownCuisines: request.recipes.filterableCuisines
        )
        try await UserPreferences(user: user, on: request.db).save(preferences, now: request.now)
        request.application.accountCache.forget(user: try user.requireID())
        return PreferencesDTO(preferences)
    }
}
