import Foundation
import RecipleaseCore
import Vapor

struct RecipeAPIController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let recipes = routes.grouped("recipes")
        recipes.get("search", use: search)
        recipes.get(":id", use: show)
    }

    /// `GET /api/v1/recipes/search?ingredients=chicken,rice&ranking=max-used&limit=20&offset=0`
    func search(request: Request) async throws -> SearchResponseDTO {
        let parameters = try SearchParameters(request: request)
        let store = request.recipes
        let (foods, unrecognized) = parameters.foods(in: store.catalog)
        let results: SearchResults
        if foods.isEmpty && !parameters.ingredients.isEmpty {
            // Ingredients were given but none is a food we know: nothing can use them.
            results = .empty
        } else {
            var query = parameters.query(foods: foods)
            try await request.personalize(&query)
            results = store.snapshot.search(query)
        }
        return SearchResponseDTO(
            total: results.total,
            results: results.hits.map { SearchResultDTO(hit: $0, catalog: store.catalog) },
            unrecognizedIngredients: unrecognized
        )
    }

    /// `GET /api/v1/recipes/{id}`
    func show(request: Request) async throws -> RecipeDTO {
        let id = request.parameters.get("id") ?? ""
        guard let recipe = request.recipes.recipe(Recipe.ID(id)) else {
            throw Abort(.notFound, reason: "No recipe has the id \"\(id)\".")
        }
        return RecipeDTO(recipe)
    }
}
