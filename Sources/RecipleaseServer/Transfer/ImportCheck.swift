import Fluent
import Foundation
import RecipleaseCore
import Vapor

/// An export document checked, before anything is written, by the same rules and limits the
/// single-item endpoints apply (the same functions: `RecipeRules`, `UserPlan.checkedServings`,
/// `UserGrocery.checkedExtraName`, `UserKitchen.checkedName`, ...), counted against what the
/// account already holds. Every problem is collected, and all of them are named in one 400.
struct CheckedImport {
    struct Recipe {
        let oldID: String?
        let checked: CheckedRecipe
        let created: Date?
        let modified: Date?
    }

    struct PlanEntry {
        let recipeID: String
        let title: String
        let date: PlanDate
        let meal: MealType
        let servings: Int
        let time: PlanTime
        let note: String?
        let createdAt: Date
    }

    struct Favorite {
        let recipeID: String
        let title: String
        let snapshot: String
        let savedAt: Date
    }

    struct Extra {
        let name: String
        let checked: Bool
        let createdAt: Date
    }

    struct KitchenItem {
        let name: String
        let key: String
        let ticked: Bool
        let createdAt: Date
    }

    var recipes: [Recipe] = []
    var plan: [PlanEntry] = []
    var favorites: [Favorite] = []
    var checks: [String] = []
    var extras: [Extra] = []
    var pantry: [KitchenItem] = []
    var preferences = SearchPreferences()
    var planner: PlannerPreferences?

    /// At most this many problems are spelled out; the rest are counted.
    static let shownProblems = 30

    /// The problems with a document, most specific first.
    struct Refused: AbortError {
        let problems: [String]
        var status: HTTPResponseStatus { .badRequest }
        var reason: String {
            let shown = problems.prefix(CheckedImport.shownProblems).joined(separator: " ")
            let more = problems.count > CheckedImport.shownProblems ? " And \(problems.count - CheckedImport.shownProblems) more." : ""
            return "Nothing was imported: \(problems.count) problem\(problems.count == 1 ? "" : "s") in the export. \(shown)\(more)"
        }
    }

    static func check(_ document: AccountExport, user: User, store: RecipeStore, on db: any Database) async throws -> CheckedImport {
        let userID = try user.requireID()
        var problems: [String] = []
        func attempt<T>(_ place: String, _ body: () throws -> T) -> T? {
            do { return try body() } catch let error as any AbortError {
                problems.append("\(place): \(error.reason)")
            } catch {
                problems.append("\(place): \(error)")
            }
            return nil
        }
        func limit(_ adding: Int, to existing: Int, max: Int, _ what: String) {
            if adding > 0, existing + adding > max {
                problems.append("The account can hold at most \(max) \(what); it has \(existing) and the export adds \(adding).")
            }
        }
        var result = CheckedImport()

        // The user's own recipes: the recipe form's rules, and the count the form allows.
        for (number, value) in document.recipes.enumerated() {
            let place = "Recipe \(number + 1)"
            guard let object = value.foundation as? [String: Any] else {
                problems.append("\(place) is not a JSON object.")
                continue
            }
            guard let draft = attempt(place, { try SchemaRecipe.draft(object) }),
                  let checked = attempt(place, { try AccountTransfer.checked(draft) }) else { continue }
            result.recipes.append(Recipe(oldID: draft.id, checked: checked,
                                         created: AccountTransfer.date(object["dateCreated"]), modified: AccountTransfer.date(object["dateModified"])))
        }
        limit(result.recipes.count, to: try await UserRecipe.query(on: db).filter(\.$user.$id == userID).count(), max: UserRecipes.maxCount, "recipes of its own")

        // Favorites: a valid id, and the snapshot made again from the recipe it describes, as
        // keeping a favorite makes it (its links checked like a recipe's; nothing taken on trust).
        let parser = store.parser, catalog = store.catalog
        var favoriteIDs: Set<String> = []
        let kept = Set(try await RecipleaseServer.Favorite.query(on: db).filter(\.$user.$id == userID).all(\.$recipeID))
        for favorite in document.favorites {
            let place = "Favorite \"\(favorite.title.prefix(60))\""
            guard let id = attempt(place, { try UserFavorites.checkedRecipeID(favorite.recipeId) }) else { continue }
            var draft = favorite.recipe.draft
            draft.id = id
            let links = RecipeInput(title: "Favorite", servings: 1, ingredients: ["-"], videoURL: favorite.recipe.videoURL, sourceURL: favorite.recipe.sourceURL)
            guard attempt(place, { try RecipeRules.check(links) }) != nil else { continue }
            guard !draft.title.trimmingCharacters(in: .whitespaces).isEmpty,
                  draft.ingredientLines.count <= RecipeRules.maxIngredients * 2, draft.instructions.count <= RecipeRules.maxSteps * 2 else {
                problems.append("\(place): its recipe has no title or more lines than any recipe Reciplease keeps.")
                continue
            }
            let recipe = RecipleaseCore.Recipe(draft: draft, parser: parser, catalog: catalog)
            guard let snapshot = attempt(place, { try UserFavorites.snapshot(of: recipe, source: favorite.recipe.source ?? "library") }) else { continue }
            favoriteIDs.insert(id)
            result.favorites.append(Favorite(recipeID: id, title: recipe.title, snapshot: snapshot, savedAt: favorite.savedAt))
        }
        limit(favoriteIDs.subtracting(kept).count, to: kept.count, max: UserFavorites.maxCount, "favorites")

        // The plan: the plan form's rules, and a recipe the user can plan (the library, their
        // own, a favorite), the export's own recipes and favorites included.
        let plannable = try await PlanRecipes.load(for: user, store: store, on: db)
        let ownOld = Set(result.recipes.compactMap(\.oldID))
        for entry in document.plan {
            let place = "The plan's \"\(entry.title.prefix(60))\" on \(entry.date.prefix(10))"
            let date = attempt(place) { try PlannerPreferences.date(entry.date) }
            let meal = attempt(place) { try PlannerPreferences.meal(entry.mealType) }
            let time = attempt(place) { try PlannerPreferences.time(entry.time) }
            let servings = attempt(place) { try UserPlan.checkedServings(entry.servings) }
            let note = attempt(place) { try UserPlan.checkedNote(entry.note) }
            let known = ownOld.contains(entry.recipeId) || favoriteIDs.contains(entry.recipeId) || plannable.recipe(entry.recipeId) != nil
            if !known {
                problems.append("\(place): recipeId \"\(entry.recipeId.prefix(60))\" names no recipe you can plan: not in the library, not one of yours or the export's, not a favorite.")
            }
            guard known, let date, let meal, let time, let servings, let note else { continue }
            let title = plannable.recipe(entry.recipeId)?.recipe.title ?? RecipeRules.line(entry.title)
            result.plan.append(PlanEntry(recipeID: entry.recipeId, title: String(title.prefix(RecipeRules.titleLength)), date: date, meal: meal,
                                         servings: servings, time: time, note: note, createdAt: entry.createdAt))
        }
        limit(result.plan.count, to: try await RecipleaseServer.PlanEntry.query(on: db).filter(\.$user.$id == userID).count(), max: UserPlan.maxEntries, "planned meals")

        // The grocery list: keys and hand-added items as the list's endpoints take them.
        for key in document.grocery.checked {
            if let checked = attempt("A ticked grocery item", { try UserGrocery.checkedKey(key) }) { result.checks.append(checked) }
        }
        limit(Set(result.checks).count, to: try await GroceryCheck.query(on: db).filter(\.$user.$id == userID).count(), max: UserGrocery.maxChecks, "ticked grocery items")
        for extra in document.grocery.extras {
            if let name = attempt("The grocery item \"\(extra.name.prefix(40))\"", { try UserGrocery.checkedExtraName(extra.name) }) {
                result.extras.append(Extra(name: name, checked: extra.checked, createdAt: extra.createdAt))
            }
        }
        limit(result.extras.count, to: try await GroceryExtra.query(on: db).filter(\.$user.$id == userID).count(), max: UserGrocery.maxExtras, "items added by hand to the grocery list")

        // The kitchen list.
        for item in document.pantry {
            if let (name, key) = attempt("The kitchen item \"\(item.name.prefix(40))\"", { try UserKitchen.checkedName(item.name) }) {
                result.pantry.append(KitchenItem(name: name, key: key, ticked: item.ticked, createdAt: item.createdAt))
            }
        }
        limit(Set(result.pantry.map(\.key)).count, to: try await RecipleaseServer.KitchenItem.query(on: db).filter(\.$user.$id == userID).count(), max: UserKitchen.maxItems, "kitchen items")

        // Preferences and planner settings: their own endpoints' checks.
        if let preferences = attempt("The preferences", {
            try SearchPreferences.validated(diets: document.preferences.diets, cuisines: document.preferences.cuisines,
                                            intolerances: document.preferences.intolerances, knownCuisines: store.filterableCuisines)
        }) {
            result.preferences = preferences
        }
        if let planner = document.planner {
            result.planner = attempt("The planner settings") { try planner.change().applied(to: PlannerPreferences()) }
        }

        guard problems.isEmpty else { throw Refused(problems: problems) }
        return result
    }
}
