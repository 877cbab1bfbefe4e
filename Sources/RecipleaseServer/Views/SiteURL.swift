import Foundation
import RecipleaseCore

/// Every path of the site, built in one place: ids are percent-encoded as one path segment and
/// query values as one value, so no controller, page model or tag writes a path by hand.
enum SiteURL {
    /// The first segment of each page's path; route registration reads these too.
    enum Root: String {
        case recipes, favorites, planner, grocery, kitchen, preferences, random, images, calendar
        case myRecipes = "my-recipes"
        case signIn = "signin"
        case signUp = "signup"
        case `import`
        case household
        case language
        case account

        var path: String { "/" + rawValue }
    }

    // MARK: - Search

    static let home = "/"
    /// Deleting one's own account: the confirmation and its form's target.
    static let deleteAccount = Root.account.path + "/delete"
    static let random = Root.random.path
    /// The language switcher's target: sets the browser's language (and the account's, by POST).
    static let language = Root.language.path

    /// `path` with `items` as its query, each name and value encoded; the path alone without items.
    static func path(_ path: String, query items: [(String, String)], fragment: String? = nil) -> String {
        let query = items.map { "\($0.0.queryEncoded)=\($0.1.queryEncoded)" }.joined(separator: "&")
        return path + (query.isEmpty ? "" : "?" + query) + (fragment.map { "#" + $0 } ?? "")
    }

    /// The home page searching for these ingredients.
    static func search(ingredients: [String]) -> String {
        path(home, query: ingredients.map { ("i", $0) })
    }

    // MARK: - Recipes

    static func recipe(_ id: String, done: String? = nil) -> String {
        path(Root.recipes.path + "/" + id.pathEncoded, query: done.map { [("done", $0)] } ?? [])
    }

    static func recipe(_ id: Recipe.ID, done: String? = nil) -> String {
        recipe(id.rawValue, done: done)
    }

    /// Cook mode of a recipe, or with `cook` false its page, at the chosen servings and units (nil: as written).
    static func recipe(_ id: String, servings: Int?, units: MeasureSystem?, cook: Bool) -> String {
        var items: [(String, String)] = []
        if let servings { items.append(("servings", String(servings))) }
        if let units { items.append(("units", units.rawValue)) }
        return path(Root.recipes.path + "/" + id.pathEncoded + (cook ? "/cook" : ""), query: items)
    }

    /// The generated picture of a recipe without a photograph.
    static func recipeImage(_ id: Recipe.ID) -> String {
        Root.images.path + "/recipes/" + id.rawValue.pathEncoded + ".svg"
    }

    // MARK: - Favorites

    static let favorites = Root.favorites.path

    /// A favorite's saved copy; the heart's form posts here too.
    static func favorite(_ recipeID: String) -> String {
        favorites + "/" + recipeID.pathEncoded
    }

    /// The drawn picture of a favorite's saved copy, for its owner: what a favorite shows when its
    /// recipe no longer opens (whose own picture would answer 404).
    static func favoritePicture(_ recipeID: String) -> String {
        favorite(recipeID) + "/picture.svg"
    }

    /// The favorites page after one was let go (with its undo), or asking first when it cannot be undone.
    static func favorites(removed recipeID: String) -> String {
        path(favorites, query: [("removed", recipeID)])
    }

    static func favorites(confirmRemoving recipeID: String) -> String {
        path(favorites, query: [("remove", recipeID)])
    }

    // MARK: - Planner

    static let planner = Root.planner.path

    /// The week holding `day`.
    static func plannerWeek(_ day: PlanDate) -> String {
        path(planner, query: [("week", day.description)])
    }

    /// The week holding `day`, scrolled to that day.
    static func plannerDay(_ day: PlanDate) -> String {
        path(planner, query: [("week", day.monday.description)], fragment: "day-\(day)")
    }

    /// The form adding a meal: for a recipe, or for a day and meal.
    static func planAdd(recipe: String? = nil, date: PlanDate? = nil, meal: MealType? = nil, servings: Int? = nil) -> String {
        var items: [(String, String)] = []
        if let recipe { items.append(("recipe", recipe)) }
        if let servings { items.append(("servings", String(servings))) }
        if let date { items.append(("date", date.description)) }
        if let meal { items.append(("meal", meal.rawValue)) }
        return path(planner + "/add", query: items)
    }

    /// A planned meal: its form posts here.
    static func plannedMeal(_ id: String) -> String { planner + "/" + id.pathEncoded }
    static func editPlannedMeal(_ id: String) -> String { plannedMeal(id) + "/edit" }
    static func deletePlannedMeal(_ id: String) -> String { plannedMeal(id) + "/delete" }

    static func plannerSettings(done: String? = nil, fragment: String? = nil) -> String {
        path(planner + "/settings", query: done.map { [("done", $0)] } ?? [], fragment: fragment)
    }

    /// A user's calendar feed, found by its secret token.
    static func calendar(token: String) -> String {
        Root.calendar.path + "/" + token.pathEncoded + ".ics"
    }

    // MARK: - Grocery list

    static let grocery = Root.grocery.path

    static func grocery(from: PlanDate, to: PlanDate, hideKitchen: Bool = false) -> String {
        path(grocery, query: groceryRange(from: from, to: to, hideKitchen: hideKitchen))
    }

    /// The list as plain text.
    static func groceryText(from: PlanDate, to: PlanDate, hideKitchen: Bool = false) -> String {
        path("/grocery.txt", query: groceryRange(from: from, to: to, hideKitchen: hideKitchen))
    }

    /// An item added by hand: its remove form posts here.
    static func deleteGroceryItem(_ id: UUID) -> String {
        grocery + "/items/" + id.uuidString + "/delete"
    }

    private static func groceryRange(from: PlanDate, to: PlanDate, hideKitchen: Bool) -> [(String, String)] {
        [("from", from.description), ("to", to.description)] + (hideKitchen ? [("hideKitchen", "1")] : [])
    }

    // MARK: - My recipes

    static let myRecipes = Root.myRecipes.path

    static func myRecipes(done: String) -> String {
        path(myRecipes, query: [("done", done)])
    }

    /// A page of the list of one's recipes; the first is the list's own address.
    static func myRecipes(page: Int) -> String {
        page > 1 ? path(myRecipes, query: [("page", String(page))]) : myRecipes
    }

    /// A user's own recipe: its edit form posts here.
    static func myRecipe(_ id: String) -> String { myRecipes + "/" + id.pathEncoded }
    static func editMyRecipe(_ id: String) -> String { myRecipe(id) + "/edit" }
    static func deleteMyRecipe(_ id: String) -> String { myRecipe(id) + "/delete" }
    /// The recipe's own photo, served to its owner only; `tag` changes with the photo, so caches keep it.
    static func myRecipePhoto(_ id: String, tag: String? = nil) -> String {
        path(myRecipe(id) + "/photo", query: tag.map { [("v", $0)] } ?? [])
    }

    // MARK: - Kitchen, preferences, import

    static let kitchen = Root.kitchen.path

    static func kitchenItem(_ id: String) -> String { kitchen + "/" + id.pathEncoded }
    /// The home page's "Save to my kitchen" posts here, with the page's query.
    static let kitchenSave = kitchen + "/save"

    /// Puts back what "Clear all" took away.
    static let kitchenRestore = kitchen + "/restore"

    static func preferences(done: String? = nil) -> String {
        path(Root.preferences.path, query: done.map { [("done", $0)] } ?? [])
    }

    static let importPage = Root.import.path

    /// A collection import's result (and, while it runs, its progress).
    static func importJob(_ id: UUID) -> String { importPage + "/jobs/" + id.uuidString.lowercased() }
    /// How far a collection import has come, as JSON, for the import page's script.
    static func importJobProgress(_ id: UUID) -> String { importJob(id) + "/progress" }

    // MARK: - Household

    static let household = Root.household.path

    /// The join page; with a code, the link an invite is shared by.
    static func householdJoin(code: String? = nil) -> String {
        path(household + "/join", query: code.map { [("code", $0)] } ?? [])
    }

    static func householdMember(_ userID: UUID) -> String { household + "/members/" + userID.uuidString.lowercased() }
    static func householdInvite(_ id: UUID) -> String { household + "/invites/" + id.uuidString.lowercased() }

    // MARK: - Accounts

    /// The sign-in page, going on to `next` (a local path) afterwards.
    static func signIn(next: String? = nil) -> String {
        path(Root.signIn.path, query: next.map { [("next", $0)] } ?? [])
    }

    static func signUp(next: String? = nil) -> String {
        path(Root.signUp.path, query: next.map { [("next", $0)] } ?? [])
    }

    // MARK: - API

    static let api = "/api/v1"

    static func apiPlanEntry(_ id: UUID) -> String { api + "/plan/" + id.uuidString }

    static func apiRecipe(_ id: Recipe.ID) -> String { api + "/recipes/" + id.rawValue.pathEncoded }
    static func apiRecipePhoto(_ id: String) -> String { apiRecipe(Recipe.ID(id)) + "/photo" }
}
