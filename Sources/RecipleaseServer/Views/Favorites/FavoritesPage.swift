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
        let planURL: String
    }

    let title: String
    let query: String
    let total: Int
    let shownCount: Int
    let favorites: [Item]
    let csrf: String

    /// `isAvailable` says whether a recipe still opens as it is now; otherwise its saved copy opens.
    init(favorites: [Favorite], query: String, isAvailable: (String) -> Bool, csrf: String) {
        title = Strings.english.text("favorites.heading")
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
                planURL: SiteURL.planAdd(recipe: favorite.recipeID)
            )
        }
        self.csrf = csrf
    }
}
