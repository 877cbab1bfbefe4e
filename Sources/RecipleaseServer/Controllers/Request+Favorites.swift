import RecipleaseCore
import Vapor

extension Request {
    /// A user's favorites, their list read through the instance's account cache (and forgotten
    /// there by every change made through it).
    func favorites(of user: User) throws -> UserFavorites {
        try UserFavorites(user: user, on: db).cached(by: application.accountCache)
    }

    /// The recipes the signed-in user keeps, read once for the hearts of the page being built;
    /// a visitor keeps none.
    func favoriteRecipeIDs() async throws -> Set<String> {
        guard let user = account.user else { return [] }
        return try await favorites(of: user).recipeIDs()
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
