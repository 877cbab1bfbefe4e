import Foundation
import RecipleaseCore
import Vapor

struct RecipeAPIController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let recipes = routes.grouped("recipes")
        recipes.get("search", use: search)
        recipes.get("random", use: random)
        recipes.get(":id", use: show)
    }

    /// `GET /api/v1/recipes/search?ingredients=chicken,rice&ranking=max-used&limit=20&offset=0` and filters.
    func search(request: Request) async throws -> SearchResponseDTO {
        let parameters = try SearchParameters(request: request)
        let store = request.recipes
        let (foods, unrecognized) = parameters.foods(in: store.catalog)
        var results = SearchResults.empty
        // Ingredients given but none known: nothing can use them.
        if !foods.isEmpty || parameters.ingredients.isEmpty {
            var query = parameters.query(foods: foods)
            try await request.personalize(&query)
            results = store.snapshot.search(query)
        }
        return SearchResponseDTO(
            total: results.total,
            results: results.hits.map { SearchResultDTO(hit: $0, catalog: store.catalog) },
            unrecognizedIngredients: unrecognized,
            facets: FacetsDTO(results.facets)
        )
    }

    /// `GET /api/v1/recipes/random?count=20` with the search filters; a new draw every time.
    func random(request: Request) async throws -> RandomResponseDTO {
        let count = try SearchParameters.integer(request, "count", default: 20, range: 1...SearchParameters.maxLimit)
        var query = try SearchParameters(request: request).query(foods: [])
        try await request.personalize(&query)
        var generator = SystemRandomNumberGenerator()
        let store = request.recipes
        let hits = store.snapshot.random(query, count: count, using: &generator)
        return RandomResponseDTO(results: hits.map { SearchResultDTO(hit: $0, catalog: store.catalog) })
    }

    /// `GET /api/v1/recipes/{id}`; a user's own recipe answers only to that user.
    func show(request: Request) async throws -> RecipeDTO {
        let id = request.parameters.get("id") ?? ""
        guard let recipe = try await request.visibleRecipe(id) else {
            throw Abort(.notFound, reason: "No recipe has the id \"\(id)\".")
        }
        return RecipeDTO(recipe)
    }
}
