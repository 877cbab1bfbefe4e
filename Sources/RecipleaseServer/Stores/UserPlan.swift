import Fluent
import Foundation
import RecipleaseCore

/// One user's meal plan. Every query starts from the user's id.
struct UserPlan: SharedStore {
    static let maxEntries = PlanRules.maxEntries
    static let noteLength = PlanRules.noteLength
    static let servings = PlanRules.servings

    let userID: UUID
    let db: any Database
    var scope: SharedScope?

    init(userID: UUID, db: any Database) {
        self.userID = userID
        self.db = db
    }

    private func query() -> QueryBuilder<PlanEntry> { scoped(PlanEntry.self) }

    /// The entries of the days in the range, by day, meal and time.
    func list(_ range: PlanRange) async throws -> [PlanEntry] {
        try await query()
            .filter(\.$date >= range.from.description).filter(\.$date <= range.to.description)
            .all()
            .sorted(by: UserPlan.order)
    }

    /// Entries from a day on, soonest first (for the calendar feed and reminders).
    func list(from day: PlanDate, limit: Int) async throws -> [PlanEntry] {
        try await query().filter(\.$date >= day.description).sort(\.$date).sort(\.$time).limit(limit).all()
    }

    static func order(_ a: PlanEntry, _ b: PlanEntry) -> Bool {
        if a.date != b.date { return a.date < b.date }
        let x = PlannerPreferences.meals.firstIndex { $0.rawValue == a.mealType } ?? 9
        let y = PlannerPreferences.meals.firstIndex { $0.rawValue == b.mealType } ?? 9
        if x != y { return x < y }
        if a.time != b.time { return a.time < b.time }
        return a.createdAt < b.createdAt
    }

    /// The user's entry with this id; another user's id, or no id, finds nothing.
    func find(_ id: String?) async throws -> PlanEntry? {
        guard let id, let uuid = UUID(written: id) else { return nil }
        return try await query().filter(\.$id == uuid).first()
    }

    /// Servings a new meal starts at: the recipe's own, kept within the plan's range; 2 when the
    /// recipe does not say (there is no per-user default).
    static func usualServings(of recipe: Recipe) -> Int {
        recipe.servings.map { min(max($0, servings.lowerBound), servings.upperBound) } ?? 2
    }

    /// A new entry. Missing time: the user's usual time for the meal; missing servings: the recipe's.
    func add(_ input: PlanEntryInput, recipes: PlanRecipes, settings: PlannerPreferences, now: Date) async throws -> PlanEntry {
        let checked = try PlanRules.checkNew(input) { try recipes.require($0) }
        guard let recipe = checked.recipe, let date = checked.date, let meal = checked.meal else { throw PlanProblem.recipeRequired }
        let entry = PlanEntry(
            userID: userID, recipeID: recipe.id.rawValue, title: recipe.title, date: date.description, mealType: meal.rawValue,
            servings: checked.servings ?? UserPlan.usualServings(of: recipe),
            time: (checked.time ?? settings.time(for: meal)).description, note: checked.note ?? nil, createdAt: now
        )
        entry.addedBy = addedBy
        // Counted and written under the owner's lock, so adds at once cannot pass the limit
        // together. Its recipe, a user recipe deleted meanwhile, is read there too, under a share
        // lock held until the meal commits: a delete that looked for meals using it first has
        // finished and the meal is refused, or it waits and then finds the meal and refuses.
        let (recipeRow, recipeID) = (recipes.storedRow(of: entry.recipeID), entry.recipeID)
        let member = scope?.householdID == nil ? nil : scope?.userID
        let planner = scope?.userID ?? userID
        _ = try await create(within: UserPlan.maxEntries, or: PlanRules.full) { [userID] db in
            if let title = try await PlanRecipes.storedTitle(row: recipeRow, recipeID: recipeID, planner: planner, on: db) { entry.title = title }
            try await UserPlan.checkRoom(on: entry.date, owner: userID, on: db)
            if let member { try await UserRecipes.shareWhenPlanned(recipeID, by: member, on: db) }
            return [entry]
        }
        return entry
    }

    /// Changes what is given. Moving to another meal without a time keeps the time, unless it was
    /// the old meal's usual time: then it becomes the new meal's usual time.
    func update(_ entry: PlanEntry, with input: PlanEntryInput, recipes: PlanRecipes, settings: PlannerPreferences, now: Date) async throws -> PlanEntry {
        let checked = try PlanRules.checkChange(input) { try recipes.require($0) }
        let (recipe, date, meal, time, servings, note) = (checked.recipe, checked.date, checked.meal, checked.time, checked.servings, checked.note)
        let before = (entry.recipeID, entry.title, entry.date, entry.mealType, entry.time, entry.servings, entry.note, entry.updatedAt)
        if let recipe {
            entry.recipeID = recipe.id.rawValue
            entry.title = recipe.title
        }
        if let date { entry.date = date.description }
        if let meal, meal.rawValue != entry.mealType {
            let oldMeal = MealType(rawValue: entry.mealType)
            if time == nil, let oldMeal, entry.time == settings.time(for: oldMeal).description {
                entry.time = settings.time(for: meal).description
            }
            entry.mealType = meal.rawValue
        }
        if let time { entry.time = time.description }
        if let servings { entry.servings = servings }
        if let note { entry.note = note }
        entry.updatedAt = now
        // Saved under the owner's lock, as `add` writes. Moved onto a user recipe, that recipe is
        // read there under a share lock held until the change commits: a delete that looked for
        // meals using it first has finished and the change is refused, or it waits and finds it.
        let (recipeRow, recipeID) = (recipe == nil ? nil : recipes.storedRow(of: entry.recipeID), entry.recipeID)
        do {
            let (moved, owner) = (entry.date != before.2, userID)
            let member = recipe == nil || scope?.householdID == nil ? nil : scope?.userID
            let planner = scope?.userID ?? owner
            try await underOwnerLock { db in
                if let title = try await PlanRecipes.storedTitle(row: recipeRow, recipeID: recipeID, planner: planner, on: db) { entry.title = title }
                if moved { try await UserPlan.checkRoom(on: entry.date, owner: owner, on: db) }
                if let member { try await UserRecipes.shareWhenPlanned(recipeID, by: member, on: db) }
                try await entry.save(on: db)
            }
        } catch {
            (entry.recipeID, entry.title, entry.date, entry.mealType, entry.time, entry.servings, entry.note, entry.updatedAt) = before
            throw error
        }
        return entry
    }

    /// Throws `PlanRules.dayFull` when `owner`'s plan holds `PlanRules.maxPerDay` meals on `date`
    /// already; read under the owner's lock, so meals added at once cannot pass it together.
    static func checkRoom(on date: String, owner: UUID, on db: any Database) async throws {
        let count = try await PlanEntry.query(on: db).filter(\.$user.$id == owner).filter(\.$date == date).count()
        guard count < PlanRules.maxPerDay else { throw PlanRules.dayFull(date) }
    }

    func delete(_ entry: PlanEntry) async throws {
        try await underOwnerLock { db in try await entry.delete(on: db) }
    }
}

extension PlanEntry {
    var planDate: PlanDate? { PlanDate(date) }
    var meal: MealType? { MealType(rawValue: mealType) }

    /// The core's view of the entry, for reminders and the calendar.
    var mealPlanEntry: MealPlanEntry? {
        guard let id, let date = PlanDate(date), let time = PlanTime(time), let meal = MealType(rawValue: mealType) else { return nil }
        return MealPlanEntry(id: id, recipeID: Recipe.ID(recipeID), title: title, date: date, meal: meal,
                             servings: servings, time: time, note: note)
    }
}

/// The recipes a user can plan: the library, their own recipes, providers' recipes, and (for
/// recipes that have left the library or whose provider fails) the snapshots their favorites keep.
struct PlanRecipes {
    let store: RecipeStore
    let owner: String?
    private var saved: [String: Favorite]
    /// Recipe ids the user's housemates share with the household.
    var shared: Set<String> = []
    /// Providers' recipes the plan uses or is about to, fetched through their cache.
    var remote: [String: Recipe] = [:]

    /// With the `scope` of a household, its members' shared recipes can be planned too.
    static func load(for user: User, scope: SharedScope? = nil, store: RecipeStore, on db: any Database) async throws -> PlanRecipes {
        try await UserRecipes(user: user, on: db).indexMissing(in: store)
        let favorites = try await UserFavorites(user: user, on: db).list()
        var recipes = PlanRecipes(store: store, owner: user.recipeOwner,
                                  saved: Dictionary(favorites.map { ($0.recipeID, $0) }, uniquingKeysWith: { a, _ in a }))
        if let scope { recipes.shared = try await scope.sharedRecipeIDs(store: store, on: db) }
        return recipes
    }

    /// The recipe as the library (or the user's own, a housemate's shared one, or a provider) has
    /// it now, else as a favorite saved it.
    func recipe(_ id: String) -> (recipe: Recipe, fromSnapshot: Bool)? {
        if let recipe = store.recipe(Recipe.ID(id)), sees(recipe) {
            return (recipe, false)
        }
        if let recipe = remote[id] { return (recipe, false) }
        // An account's own recipe plans only while it is there and this user sees it: a favorite
        // kept while a housemate shared it (or claimed by an imported document) does not open it
        // nor plan it, and neither does one whose recipe its owner has deleted since.
        guard !UserRecipes.isUserRecipeID(id) else { return nil }
        guard let favorite = saved[id], let recipe = try? favorite.savedRecipe(in: store) else { return nil }
        return (recipe, true)
    }

    /// Whether the user may open the stored `recipe` as it is: the library's, their own, or a
    /// housemate's shared with the household (the recipe page's rule, `visibleRecipe`).
    func sees(_ recipe: Recipe) -> Bool {
        recipe.owner == nil || recipe.owner == owner || shared.contains(recipe.id.rawValue)
    }

    func require(_ id: String) throws -> Recipe {
        guard !id.isEmpty else { throw PlanProblem.recipeRequired }
        guard let found = recipe(id) else {
            // kept as a favorite while a housemate shared it, or since deleted: the favorite is real,
            // the plan refuses it
            if saved[id] != nil, UserRecipes.isUserRecipeID(id) {
                throw store.recipe(Recipe.ID(id)) == nil ? PlanProblem.deletedRecipe(id) : PlanProblem.unsharedRecipe(id)
            }
            throw PlanProblem.unknownRecipe(id)
        }
        return found.recipe
    }

    /// The row to look for before a meal on recipe `id` is kept: a user recipe's row may have gone
    /// since this instance's index was read (deleted by another request, or instance), favorite or
    /// not. Nil for the library and providers' recipes, which stay.
    func storedRow(of id: String) -> UUID? {
        UserRecipes.rowID(of: id)
    }

    /// The title a meal on the user recipe `row` (from `storedRow`) takes, read in the meal's own
    /// write under a share lock on PostgreSQL: the recipe must still be there and, when it is not the
    /// `planner`'s own, still shared. A housemate's rename and unsharing in one save, made while a
    /// meal was planned on it, gave the meal the new private title (hostile sweep, 2026-12-07): the
    /// title came from the index and the sharing from a read made before. Nil for the library's and
    /// providers' recipes.
    static func storedTitle(row: UUID?, recipeID: String, planner: UUID, on db: any Database) async throws -> String? {
        guard let row else { return nil }
        guard try await RowLock.share.exists(UserRecipe.self, row, on: db), let stored = try await UserRecipe.find(row, on: db) else {
            throw PlanProblem.unknownRecipe(recipeID)
        }
        guard stored.$user.id == planner || stored.sharedWithHousehold else { throw PlanProblem.unsharedRecipe(recipeID) }
        return stored.title
    }

    /// Housemates' shared recipes, by title.
    var sharedRecipes: [Recipe] {
        shared.compactMap { store.recipe(Recipe.ID($0)) }.sorted { SearchText.precedes($0.title, $1.title) }
    }

    /// Recipes to offer in the plan form: the user's own, then favorites, by title.
    var favorites: [Favorite] { saved.values.sorted { SearchText.precedes($0.title, $1.title) } }
}
