import RecipleaseCore

/// A recipe in a list of results, with its heart.
struct RecipeCard: Encodable {
    let id: String
    let url: String
    let title: String
    /// The language the recipe is written in, marked on its title (`lang`); nil when it does not say.
    let recipeLanguage: String?
    let image: String
    /// The drawn picture the script swaps in when a web image fails to load.
    let imageFallback: String?
    /// The id of its picture's layers without a script (see `Recipe.pictureLayerID`).
    let imageLayerID: String
    let totalMinutes: Int?
    let servings: Int?
    /// "1 h 30 min" and "Serves 4" or "Makes 30 spring rolls", as the card prints them.
    let readyIn: String?
    let yield: String?
    let showMatch: Bool
    let used: [String]
    let missed: [String]
    /// "library", "mine" or a provider's id, and for a provider its name on the card.
    let source: String
    let origin: String?
    /// Whether the viewer keeps it, and where the heart's form posts.
    let isFavorite: Bool
    let favoriteAction: String

    init(hit: SearchHit, catalog: FoodCatalog, showMatch: Bool, source: String, isFavorite: Bool, strings: Strings) {
        self.source = source
        origin = RecipeShowPage.providerName(source)
        id = hit.recipe.id.rawValue
        url = SiteURL.recipe(hit.recipe.id)
        title = hit.recipe.title
        recipeLanguage = hit.recipe.language
        image = hit.recipe.pictureURL
        imageFallback = hit.recipe.pictureFallbackURL
        imageLayerID = hit.recipe.pictureLayerID
        totalMinutes = hit.recipe.totalMinutes
        servings = hit.recipe.servings
        readyIn = strings.duration(minutes: hit.recipe.totalMinutes)
        yield = strings.yield(servings: hit.recipe.servings, yieldText: hit.recipe.yieldText)
        self.showMatch = showMatch
        // named in the reader's language, whatever the recipe's
        used = hit.used.map { catalog.displayName(of: $0, language: strings.language) ?? $0.rawValue }
        missed = hit.missed.map { catalog.displayName(of: $0, language: strings.language) ?? $0.rawValue }
        self.isFavorite = isFavorite
        favoriteAction = SiteURL.favorite(hit.recipe.id.rawValue)
    }
}
