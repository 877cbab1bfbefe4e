import RecipleaseCore
import Vapor

extension Favorite {
    /// The saved copy as pages and the API show it. When its recipe no longer opens, the recipe's
    /// drawn picture would answer 404: the favorite's own drawing of the copy stands in.
    func savedCopy(in store: RecipeStore, available: Bool) throws -> Recipe {
        var recipe = try savedRecipe(in: store)
        if let drawing = Favorite.standInPicture(recipeID, image: recipe.image, available: available) { recipe.photo = drawing }
        return recipe
    }

    /// The favorite's own drawing, where a recipe that no longer opens has no web image of its own
    /// to show; nil where the recipe's picture still answers.
    static func standInPicture(_ recipeID: String, image: String?, available: Bool) -> String? {
        guard !available, image.flatMap(WebLink.checked) == nil else { return nil }
        return SiteURL.favoritePicture(recipeID)
    }
}

extension FavoriteSummary {
    /// The picture a list shows: as `Favorite.savedCopy` has it.
    func picture(available: Bool) -> String? {
        Favorite.standInPicture(recipeID, image: image, available: available) ?? image
    }
}

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

    /// Which recipes open for `user` as they are now, rather than as a favorite's saved copy: the
    /// recipe page's rule and the plan's `recipeAvailable` (`PlanRecipes.sees`): the library's,
    /// the user's own, a housemate's shared one, or a provider's. Another member's recipe that is
    /// no longer shared, or one deleted, is not.
    func recipeAvailability(for user: User) async throws -> (String) -> Bool {
        let visible = try await PlanRecipes.load(for: user, scope: sharedScope(of: user), store: recipes, on: db)
        let providers = self.providers
        return { id in
            guard let recipe = visible.store.recipe(Recipe.ID(id)) else { return providers.provider(of: Recipe.ID(id)) != nil }
            return visible.sees(recipe)
        }
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
