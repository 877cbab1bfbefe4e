import Foundation
import RecipleaseCore
import Vapor

/// The favorites page, a favorite's saved copy, and the heart's plain form post.
struct FavoritesController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let favorites = routes.grouped("favorites").grouped(RequireSignInMiddleware())
        favorites.get(use: index)
        favorites.get(":recipeId", use: show)
        favorites.post(":recipeId", use: update)
    }

    /// `/favorites?q=`: filtered on the server too, so the box works without JavaScript.
    func index(request: Request) async throws -> View {
        let text = String((request.queryValues("q").last ?? "").prefix(FavoritesAPIController.maxQueryLength))
        let all = try await UserFavorites(user: try request.signedInUser(), on: request.db).list()
        return try await request.view.render("pages/favorites-index", FavoritesPage(
            title: "Your favorites",
            query: text,
            total: all.count,
            shownCount: all.filter { SearchText.contains($0.title, text) }.count,
            // All of them, the ones not matching hidden: the script filters as you type without asking again.
            favorites: all.map { favorite in
                let available = request.isAvailable(favorite.recipeID)
                return FavoritesPage.Item(
                    recipeId: favorite.recipeID,
                    title: favorite.title,
                    url: available ? "/recipes/\(favorite.recipeID.pathEncoded)" : "/favorites/\(favorite.recipeID.pathEncoded)",
                    available: available,
                    shown: SearchText.contains(favorite.title, text),
                    action: "/favorites/\(favorite.recipeID.pathEncoded)",
                    planURL: "/planner/add?recipe=\(favorite.recipeID.queryEncoded)"
                )
            },
            csrf: try await request.csrfToken()
        ))
    }

    /// `/favorites/{recipeId}`: the recipe as it was saved, even when the library no longer has it.
    func show(request: Request) async throws -> View {
        let id = request.parameters.get("recipeId") ?? ""
        guard let favorite = try await UserFavorites(user: try request.signedInUser(), on: request.db).find(id) else {
            throw Abort(.notFound, reason: "This recipe is not one of your favorites.")
        }
        let store = request.recipes
        let saved = try favorite.savedRecipe()
        let recipe = Recipe(draft: saved.draft, parser: store.parser, catalog: store.catalog)
        return try await request.view.render("pages/recipe-show", RecipePage(recipe: recipe, catalog: store.catalog, source: saved.source))
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
        let favorites = try UserFavorites(user: try request.signedInUser(), on: request.db)
        var back = request.localPath(form.next) ?? request.localPath(request.headers.first(name: .referer))
        switch form.favorite {
        case "1":
            guard let recipe = try await request.findRecipe(id) else {
                throw Abort(.notFound, reason: "There is no recipe here to keep. It may have been removed; try a new search from the home page.")
            }
            _ = try await favorites.add(recipe, source: request.source(of: recipe), now: request.now)
            back = back ?? "/recipes/\(id.pathEncoded)"
        case "0":
            guard try await favorites.remove(id) else {
                throw Abort(.notFound, reason: "This recipe is not one of your favorites.")
            }
            // The saved copy's page is gone with the favorite.
            if back?.hasPrefix("/favorites/") == true { back = "/favorites" }
        default:
            throw Abort(.badRequest, reason: "The form must say favorite=1 (keep) or favorite=0 (remove).")
        }
        return request.redirect(to: back ?? "/favorites", redirectType: .normal)
    }
}

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
}
