import RecipleaseCore
import RecipleaseProviders

/// A recipe's page: from the library, a provider, the user's own, or a favorite's saved copy.
struct RecipeShowPage: Encodable {
    struct Line: Encodable {
        let text: String
        let food: String?
    }

    let title: String
    let id: String
    let summary: String?
    let image: String
    let imageAlt: String
    let sourceURL: String?
    let videoURL: String?
    let servings: Int?
    let prepMinutes: Int?
    let cookMinutes: Int?
    let totalMinutes: Int?
    let cuisines: [String]
    let mealTypes: [String]
    let diets: [String]
    let ingredients: [Line]
    let instructions: [String]
    /// The provider's name for a remote recipe ("Spoonacular"), shown with a link to it.
    let origin: String?
    /// Where "Plan this" goes (signed-in people only see it).
    let planURL: String
    /// The owner's links, on their own recipes.
    let editURL: String?
    let deleteURL: String?
    let notice: String?
    /// Whether the viewer keeps it, and where the heart's form posts.
    let isFavorite: Bool
    let favoriteAction: String

    init(recipe: Recipe, catalog: FoodCatalog, source: String?, isFavorite: Bool, notice: String? = nil) {
        title = recipe.title
        id = recipe.id.rawValue
        summary = recipe.summary
        image = recipe.pictureURL
        imageAlt = recipe.pictureAlt
        sourceURL = recipe.sourceURL.flatMap(WebLink.checked)
        videoURL = recipe.videoURL.flatMap(WebLink.checked)
        servings = recipe.servings
        prepMinutes = recipe.prepMinutes
        cookMinutes = recipe.cookMinutes
        totalMinutes = recipe.totalMinutes
        cuisines = recipe.cuisines
        mealTypes = recipe.mealTypes.map(\.rawValue)
        diets = recipe.diets.map(\.rawValue)
        ingredients = recipe.ingredients.map { Line(text: $0.input, food: $0.food.flatMap { catalog[$0]?.name }) }
        instructions = recipe.instructions
        origin = source.flatMap(RecipeShowPage.providerName)
        planURL = SiteURL.planAdd(recipe: recipe.id.rawValue)
        let own = recipe.owner != nil
        editURL = own ? SiteURL.editMyRecipe(recipe.id.rawValue) : nil
        deleteURL = own ? SiteURL.deleteMyRecipe(recipe.id.rawValue) : nil
        self.notice = notice
        self.isFavorite = isFavorite
        favoriteAction = SiteURL.favorite(recipe.id.rawValue)
    }

    /// The name of a provider source ("spoonacular" is Spoonacular); nil for the library and the user's own.
    static func providerName(_ source: String) -> String? {
        ProviderConfiguration.known.first { $0.id.rawValue == source }?.name
    }
}
