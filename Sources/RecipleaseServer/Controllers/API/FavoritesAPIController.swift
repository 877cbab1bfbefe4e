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
        guard text.count <= FavoritesAPIController.maxQueryLength else {
            throw RequestProblem.queryLength(max: FavoritesAPIController.maxQueryLength)
        }
        let favorites = try await request.favorites(of: request.requireAPIUser()).summaries(matching: text)
        return FavoriteListDTO(
            total: favorites.count,
            favorites: favorites.map { FavoriteDTO($0, available: request.isAvailable($0.recipeID)) }
        )
    }

    /// `GET /api/v1/favorites/{recipeId}` → the favorite with the recipe as it was saved.
    func show(request: Request) async throws -> FavoriteDetailDTO {
        let id = request.parameters.get("recipeId") ?? ""
        guard let favorite = try await UserFavorites(user: request.requireAPIUser(), on: request.db).find(id) else {
            throw RequestProblem.missing(.favorite, id: id)
        }
        return FavoriteDetailDTO(favorite, recipe: try favorite.savedRecipe(in: request.recipes), available: request.isAvailable(id), catalog: request.recipes.catalog)
    }

    /// `PUT /api/v1/favorites/{recipeId}`: 201 when kept now, 200 when it already was.
    /// A provider's recipe is fetched (through the cache) for its snapshot.
    func update(request: Request) async throws -> Response {
        let id = request.parameters.get("recipeId") ?? ""
        let favorites = try request.favorites(of: try await request.requireAPIUser())
        if let existing = try await favorites.find(id) {
            return try await FavoriteDTO(existing, available: request.isAvailable(id)).encodeResponse(status: .ok, for: request)
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
