import RecipleaseCore
import Vapor

extension Request {
    /// The recipes the signed-in user keeps, read once for the hearts of the page being built;
    /// a visitor keeps none.
    func favoriteRecipeIDs() async throws -> Set<String> {
        guard let user = account.user else { return [] }
        return try await UserFavorites(user: user, on: db).recipeIDs()
    }

    /// Search hits as cards, each heart drawn from one read of the favorites.
    func recipeCards(_ hits: [SearchHit], showMatch: Bool) async throws -> [RecipeCard] {
        let favorites = hits.isEmpty ? [] : try await favoriteRecipeIDs()
        return hits.map { hit in
            RecipeCard(hit: hit, catalog: recipes.catalog, showMatch: showMatch, source: source(of: hit.recipe),
                       isFavorite: favorites.contains(hit.recipe.id.rawValue), strings: strings)
        }
    }
}
