import Fluent
import Foundation
import RecipleaseCore
import Vapor

/// Writes one user's data out as an `AccountExport` and reads one back in. Every query is
/// scoped to the user, as everywhere else.
struct AccountTransfer {
    let user: User
    let db: any Database
    let store: RecipeStore

    func export(now: Date) async throws -> AccountExport {
        let userID = try user.requireID()
        let favorites = try await UserFavorites(user: user, on: db).list().map { favorite in
            let saved = try favorite.savedRecipe()
            let recipe = Recipe(draft: saved.draft, parser: store.parser, catalog: store.catalog)
            return AccountExport.Favorite(
                recipeId: favorite.recipeID, title: favorite.title, savedAt: favorite.createdAt,
                recipe: saved, jsonLD: try JSONValue(foundation: SchemaRecipe.object(recipe))
            )
        }
        let preferences = try await UserPreferences(userID: userID, on: db).load()
        let pantry = try await UserPantry(user: user, on: db).list().map {
            AccountExport.PantryItem(name: $0.name, ticked: $0.ticked, createdAt: $0.createdAt)
        }
        return AccountExport(
            exportedAt: now, username: user.username, recipes: [],
            favorites: favorites,
            preferences: .init(diets: preferences.diets, cuisines: preferences.cuisines, intolerances: preferences.intolerances),
            pantry: pantry
        )
    }

    /// Adds what the document holds to the account, in one transaction: favorites (with their
    /// snapshots and dates), the kitchen list, and the preferences (which replace the saved ones
    /// when the document has any). What the account already has is kept and reported as skipped.
    func importDocument(_ document: AccountExport, now: Date) async throws -> ImportSummary {
        let userID = try user.requireID()
        let preferences = try SearchPreferences.validated(
            diets: document.preferences.diets, cuisines: document.preferences.cuisines,
            intolerances: document.preferences.intolerances, knownCuisines: store.filterableCuisines
        )
        return try await db.transaction { db in
            var summary = ImportSummary()
            let favorites = UserFavorites(userID: userID, on: db)
            for favorite in document.favorites {
                if try await favorites.find(favorite.recipeId) != nil {
                    summary.skipped.append("\"\(favorite.title)\" was already a favorite")
                    continue
                }
                let snapshot = String(decoding: try JSONEncoder().encode(favorite.recipe), as: UTF8.self)
                try await Favorite(userID: userID, recipeID: favorite.recipeId, title: favorite.title, snapshot: snapshot, createdAt: favorite.savedAt).create(on: db)
                summary.favorites += 1
            }
            let listed = Set(try await PantryItem.query(on: db).filter(\.$user.$id == userID).all(\.$nameKey))
            var seen = listed
            for item in document.pantry {
                let (name, key) = try UserPantry.checkedName(item.name)
                guard seen.insert(key).inserted else {
                    summary.skipped.append("\"\(name)\" was already on the kitchen list")
                    continue
                }
                try await PantryItem(userID: userID, name: name, nameKey: key, foodID: store.catalog.resolve(name)?.rawValue, ticked: item.ticked, createdAt: item.createdAt).create(on: db)
                summary.pantry += 1
            }
            if !preferences.isEmpty {
                try await UserPreferences(userID: userID, on: db).save(preferences, now: now)
                summary.preferences = true
            }
            return summary
        }
    }
}

extension AccountTransfer {
    /// Saves read recipes among the user's own recipes. (Needs issue 6's user recipes.)
    func saveRecipes(_ drafts: [RecipeDraft], now: Date) async throws -> [Recipe] {
        throw Abort(.notImplemented, reason: "Saving imported recipes into your own recipes arrives with \"my recipes\"; the recipes were read: \(drafts.map(\.title).joined(separator: ", ")).")
    }
}
