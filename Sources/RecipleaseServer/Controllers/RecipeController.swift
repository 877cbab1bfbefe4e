import Foundation
import RecipleaseCore
import RecipleaseProviders
import Vapor

/// The recipe page.
struct RecipeController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get("recipes", ":id", use: show)
    }

    /// A user's own recipe shows to its owner only, with their edit and delete links. A
    /// provider's recipe opens here too, fetched through the cache; when the provider fails, the
    /// page says so with the provider's message.
    func show(request: Request) async throws -> View {
        let id = request.parameters.get("id") ?? ""
        let store = request.recipes
        guard let recipe = try await request.findRecipe(id) else {
            throw Abort(.notFound, reason: "There is no recipe here. It may have been removed; try a new search from the home page.")
        }
        var page = RecipePage(recipe: recipe, catalog: store.catalog, source: request.source(of: recipe))
        if recipe.owner != nil {
            page.editURL = "/my-recipes/\(recipe.id.rawValue)/edit"
            page.deleteURL = "/my-recipes/\(recipe.id.rawValue)/delete"
        }
        if request.queryValues("done").last == "saved" { page.notice = "Saved." }
        return try await request.view.render("pages/recipe-show", page)
    }
}

struct RecipePage: Encodable {
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
    var editURL: String?
    var deleteURL: String?
    var notice: String?

    init(recipe: Recipe, catalog: FoodCatalog, source: String?) {
        title = recipe.title
        id = recipe.id.rawValue
        summary = recipe.summary
        image = recipe.pictureURL
        imageAlt = recipe.pictureAlt
        sourceURL = recipe.sourceURL.flatMap(RecipePage.webLink)
        videoURL = recipe.videoURL.flatMap(RecipePage.webLink)
        servings = recipe.servings
        prepMinutes = recipe.prepMinutes
        cookMinutes = recipe.cookMinutes
        totalMinutes = recipe.totalMinutes
        cuisines = recipe.cuisines
        mealTypes = recipe.mealTypes.map(\.rawValue)
        diets = recipe.diets.map(\.rawValue)
        ingredients = recipe.ingredients.map { Line(text: $0.input, food: $0.food.flatMap { catalog[$0]?.name }) }
        instructions = recipe.instructions
        origin = source.flatMap(RecipePage.providerName)
        planURL = "/planner/add?recipe=" + recipe.id.rawValue.queryEncoded
    }

    /// The name of a provider source ("spoonacular" is Spoonacular); nil for the library and the user's own.
    static func providerName(_ source: String) -> String? {
        ProviderConfiguration.known.first { $0.id.rawValue == source }?.name
    }

    /// Only http(s) links are shown; a `javascript:` URL in imported data must never become a link.
    static func webLink(_ text: String) -> String? {
        let lower = text.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://") ? text : nil
    }
}
