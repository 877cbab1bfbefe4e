import Foundation
import RecipleaseCore
import Vapor

/// The favorites page, a favorite's saved copy, and the heart's plain form post.
struct FavoritesController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let favorites = routes.grouped(SiteURL.Root.favorites.component).grouped(RequireSignInMiddleware())
        favorites.get(use: index)
        favorites.get(":recipeId", use: show)
        favorites.post(":recipeId", use: update)
        // Not behind RequireSignInMiddleware: a picture asked by anyone else is a 404, as photos are.
        routes.get(SiteURL.Root.favorites.component, ":recipeId", "picture.svg", use: picture)
    }

    /// `/favorites?q=`: filtered on the server too, so the box works without JavaScript.
    func index(request: Request) async throws -> View {
        let text = String((request.queryValues("q").last ?? "").prefix(FavoritesAPIController.maxQueryLength))
        let user = try request.signedInUser()
        let all = try await UserFavorites(user: user, on: request.db).list()
        let available = try await request.recipeAvailability(for: user)
        // Just let go of: "Undo" keeps it again, while the recipe still opens (a saved copy alone asks first instead).
        var removed: FavoritesPage.Removed?
        if let id = request.queryValues("removed").last, !all.contains(where: { $0.recipeID == id }),
           available(id), let recipe = try await request.findRecipe(id) {
            removed = FavoritesPage.Removed(recipeID: id, title: recipe.title, strings: request.strings)
        }
        let page = FavoritesPage(favorites: all, query: text, isAvailable: available, removed: removed,
                                 confirming: request.queryValues("remove").last, csrf: try await request.csrfToken(), strings: request.strings)
        return try await request.view.render("pages/favorites-index", page)
    }

    /// `/favorites/{recipeId}`: the recipe as it was saved, even when the library no longer has it.
    func show(request: Request) async throws -> View {
        let id = request.parameters.get("recipeId") ?? ""
        guard let favorite = try await UserFavorites(user: try request.signedInUser(), on: request.db).find(id) else {
            throw RequestProblem.missingPage(.favorite)
        }
        let store = request.recipes
        let recipe = try favorite.savedCopy(in: store, available: try await request.recipeAvailability(for: request.signedInUser())(id))
        let page = RecipeShowPage(
            recipe: recipe, catalog: store.catalog, source: favorite.source, isFavorite: true,
            servings: RecipeController.servings(request.queryValues("servings").last),
            units: ScaleControl.Units(request.queryValues("units").last),
            defaultSystem: try await request.plannerUnits(), path: SiteURL.favorite(id), strings: request.strings)
        return try await request.view.render("pages/recipe-show", page)
    }

    /// `/favorites/{recipeId}/picture.svg`: the saved copy drawn, for the favorite's owner (session
    /// or token); anyone else, signed in or not, gets 404.
    func picture(request: Request) async throws -> Response {
        let id = request.parameters.get("recipeId") ?? ""
        guard let user = try await request.currentUser(), let favorite = try await UserFavorites(user: user, on: request.db).find(id) else {
            throw RequestProblem.missingPage(.picture)
        }
        let store = request.recipes
        return RecipeImageController.picture(of: try favorite.savedRecipe(in: store), catalog: store.catalog, shared: false, for: request)
    }

    /// The heart without JavaScript: `favorite=1` keeps the recipe, `favorite=0` lets it go;
    /// then back to the page the form was on.
    func update(request: Request) async throws -> Response {
        struct Form: Content {
            var favorite: String?
            var next: String?
        }
        let id = request.parameters.get("recipeId") ?? ""
        let form = try request.content.decode(Form.self)
        let favorites = try request.favorites(of: try request.signedInUser())
        var back = request.localPath(form.next) ?? request.localPath(request.headers.first(name: .referer))
        switch form.favorite {
        case "1":
            guard let recipe = try await request.findRecipe(id) else {
                throw RequestProblem.missingPage(.favoriteRecipe)
            }
            _ = try await favorites.add(recipe, source: request.source(of: recipe), now: request.now)
            back = back ?? SiteURL.recipe(id)
        case "0":
            // Let go already (another tab, a second click): the page it goes back to says so.
            _ = try await favorites.remove(id)
            // The saved copy's page is gone with the favorite; the favorites page offers "Undo".
            if back?.hasPrefix(SiteURL.favorites + "/") == true { back = SiteURL.favorites }
            if back == SiteURL.favorites { back = SiteURL.favorites(removed: id) }
        default:
            throw RequestProblem.formSwitch(.favorite)
        }
        return request.redirect(to: back ?? SiteURL.favorites, redirectType: .normal)
    }
}
