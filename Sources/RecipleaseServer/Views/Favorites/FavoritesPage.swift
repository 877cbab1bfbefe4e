import RecipleaseCore

/// `/favorites`: every favorite, the ones not matching the search box hidden, so the script
/// filters as you type without asking again.
struct FavoritesPage: Encodable {
    struct Item: Encodable {
        let recipeId: String
        let title: String
        let url: String
        let available: Bool
        let shown: Bool
        let action: String
        /// Nil for an account's recipe that is gone or no longer shared: its copy is read, not planned.
        let planURL: String?
        /// A saved copy alone cannot be brought back, so "Remove" asks first (nil: it removes at once).
        let confirmURL: String?
    }

    /// The favorite just let go of, with the form that keeps it again.
    struct Removed: Encodable {
        let recipeID: String
        let text: String
        let action: String

        init(recipeID: String, title: String, strings: Strings) {
            self.recipeID = recipeID
            text = strings.text("favorites.removed", ["title": title])
            action = SiteURL.favorite(recipeID)
        }
    }

    /// "Remove X for good?", for a favorite whose saved copy is all that is left.
    struct Confirm: Encodable {
        let text: String
        let action: String
        let recipeID: String
    }

    let title: String
    let query: String
    let total: Int
    let shownCount: Int
    let favorites: [Item]
    let removed: Removed?
    let confirm: Confirm?
    let csrf: String

    /// `isAvailable` says whether a recipe still opens as it is now; otherwise its saved copy opens.
    /// `confirming` is the recipe id whose removal is being asked about.
    init(favorites: [Favorite], query: String, isAvailable: (String) -> Bool, removed: Removed? = nil, confirming: String? = nil,
         csrf: String, strings: Strings) {
        title = strings.text("favorites.heading")
        self.query = query
        total = favorites.count
        shownCount = favorites.filter { SearchText.contains($0.title, query) }.count
        self.favorites = favorites.map { favorite in
            let available = isAvailable(favorite.recipeID)
            return Item(
                recipeId: favorite.recipeID,
                title: favorite.title,
                url: available ? SiteURL.recipe(favorite.recipeID) : SiteURL.favorite(favorite.recipeID),
                available: available,
                shown: SearchText.contains(favorite.title, query),
                action: SiteURL.favorite(favorite.recipeID),
                planURL: available || !UserRecipes.isUserRecipeID(favorite.recipeID) ? SiteURL.planAdd(recipe: favorite.recipeID) : nil,
                confirmURL: available ? nil : SiteURL.favorites(confirmRemoving: favorite.recipeID)
            )
        }
        self.removed = removed
        confirm = favorites.first { $0.recipeID == confirming && !isAvailable($0.recipeID) }.map { favorite in
            Confirm(text: strings.text("favorites.confirmRemove", ["title": favorite.title]),
                    action: SiteURL.favorite(favorite.recipeID), recipeID: favorite.recipeID)
        }
        self.csrf = csrf
    }
}
