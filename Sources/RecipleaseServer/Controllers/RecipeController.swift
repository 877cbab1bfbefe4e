import Foundation
import RecipleaseCore
import Vapor

/// The recipe page.
struct RecipeController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(SiteURL.Root.recipes.component, ":id", use: show)
        routes.get(SiteURL.Root.recipes.component, ":id", "cook", use: cook)
    }

    /// A user's own recipe shows to its owner only, with their edit and delete links. A
    /// provider's recipe opens here too, fetched through the cache; when the provider fails, the
    /// page says so with the provider's message.
    func show(request: Request) async throws -> View {
        let id = request.parameters.get("id") ?? ""
        let store = request.recipes
        guard let recipe = try await request.findRecipe(id) else {
            throw RequestProblem.missingPage(.recipe)
        }
        var page = RecipeShowPage(
            recipe: recipe, catalog: store.catalog, source: request.source(of: recipe),
            isFavorite: try await request.favoriteRecipeIDs().contains(recipe.id.rawValue),
            notice: request.queryValues("done").last == "saved" ? recipe.savedNotice(in: request.strings) : nil,
            servings: Self.servings(request.queryValues("servings").last),
            units: ScaleControl.Units(request.queryValues("units").last),
            defaultSystem: try await request.plannerUnits(), strings: request.strings
        )
        if recipe.owner != nil, try await request.currentUser()?.recipeOwner != recipe.owner {
            // A housemate's shared recipe: only its owner changes it.
            page.editURL = nil
            page.deleteURL = nil
        }
        return try await request.view.render("pages/recipe-show", page)
    }
}

extension Request {
    /// The signed-in user's planner units, when they saved planner settings; otherwise metric for
    /// a reader of a metric language, else nil (the recipe page then shows the recipe's own units).
    func plannerUnits() async throws -> MeasureSystem? {
        // A reader whose language measures in metric (French) sees metric until they choose;
        // an English reader sees the recipe's own units.
        let usual: MeasureSystem? = MeasureSystem.usual(forLanguage: language.code) == .metric ? .metric : nil
        guard let user = account.user else { return usual }
        let settings = try await shared(UserPlannerSettings.self, of: user).load()
        return settings.unitsChosen ? settings.unitSystem : usual
    }
}
