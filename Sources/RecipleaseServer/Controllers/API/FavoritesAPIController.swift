import Foundation
import RecipleaseCore
import Vapor

/// The signed-in user's favorites.
struct FavoritesAPIController: RouteCollection {
    static let maxQueryLength = 100

    func boot(routes: any RoutesBuilder) throws {
        let favorites = routes.grouped("favorites").grouped(APIAuthMiddleware())
        favorites.get(use: index)
        favorites.get(":recipeId", use: show)
        favorites.put(":recipeId", use: update)
        favorites.delete(":recipeId", use: delete)
    }

    /// `GET /api/v1/favorites?q=` → `{total, favorites: [...]}`, titles containing `q`
    /// (case and accents aside), sorted by title.
    func index(request: Request) async throws -> FavoriteListDTO {
        let text = request.queryValues("q").last ?? ""
        guard text.lengthForLimits <= FavoritesAPIController.maxQueryLength else {
            throw RequestProblem.queryLength(max: FavoritesAPIController.maxQueryLength)
        }
        let user = try await request.requireAPIUser()
        let favorites = try await request.favorites(of: user).summaries(matching: text)
        let available = try await request.recipeAvailability(for: user)
        return FavoriteListDTO(
            total: favorites.count,
            favorites: favorites.map { FavoriteDTO($0, available: available($0.recipeID)) }
        )
    }

    /// `GET /api/v1/favorites/{recipeId}` → the favorite with the recipe as it was saved.
    func show(request: Request) async throws -> FavoriteDetailDTO {
        let id = request.parameters.get("recipeId") ?? ""
        let user = try await request.requireAPIUser()
        guard let favorite = try await UserFavorites(user: user, on: request.db).find(id) else {
            throw RequestProblem.missing(.favorite, id: id)
        }
        let available = try await request.recipeAvailability(for: user)(id)
        return FavoriteDetailDTO(favorite, recipe: try favorite.savedCopy(in: request.recipes, available: available), available: available, catalog: request.recipes.catalog)
    }

    /// `PUT /api/v1/favorites/{recipeId}`: 201 when kept now, 200 when it already was.
    /// A provider's recipe is fetched (through the cache) for its snapshot.
    func update(request: Request) async throws -> Response {
        let id = request.parameters.get("recipeId") ?? ""
        let user = try await request.requireAPIUser()
        let favorites = try request.favorites(of: user)
        if let existing = try await favorites.find(id) {
            let available = try await request.recipeAvailability(for: user)(id)
            return try await FavoriteDTO(existing, available: available).encodeResponse(status: .ok, for: request)
        }
        guard let recipe = try await request.findRecipe(id) else {
            throw RequestProblem.missing(.recipe, id: id)
        }
        let (favorite, created) = try await favorites.add(recipe, source: request.source(of: recipe), now: request.now)
        return try await FavoriteDTO(favorite, available: true).encodeResponse(status: created ? .created : .ok, for: request)
    }

    /// `DELETE /api/v1/favorites/{recipeId}`: 204, also when it was no favorite (let go already,
    /// from another session or by a second request at the same moment): afterwards it is none.
    func delete(request: Request) async throws -> HTTPStatus {
        let id = request.parameters.get("recipeId") ?? ""
        _ = try await request.favorites(of: request.requireAPIUser()).remove(id)
        return .noContent
    }
}
