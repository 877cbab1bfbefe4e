import Fluent
import Foundation
import RecipleaseCore
import Vapor

/// A stretch of days, both ends included, as the plan, the grocery list and their APIs take it.
struct PlanRange: Sendable, Equatable {
    static let maxDays = 366

    let from: PlanDate
    let to: PlanDate

    var days: [PlanDate] { (from.ordinal...to.ordinal).compactMap { PlanDate(ordinal: $0) } }

    /// The week (Monday to Sunday) holding a day; the calendar's last week ends on 9999-12-31.
    static func week(of day: PlanDate) -> PlanRange {
        PlanRange(from: day.monday, to: day.monday.adding(days: 6) ?? PlanDate.last)
    }

    /// `from` and `to` as given (either may be missing: the week of the other, or of today).
    /// Bad dates, `to` before `from`, ranges over 366 days and ranges that would leave years 1 to
    /// 9999 are 400s that say so.
    static func parse(from: String?, to: String?, today: PlanDate) throws -> PlanRange {
        let start = try from.flatMap { $0.isEmpty ? nil : $0 }.map { try PlannerPreferences.date($0, field: "from") }
        let end = try to.flatMap { $0.isEmpty ? nil : $0 }.map { try PlannerPreferences.date($0, field: "to") }
        let range: PlanRange
        switch (start, end) {
        case let (start?, end?): range = PlanRange(from: start, to: end)
        case let (start?, nil):
            guard let end = start.adding(days: 6) else { throw outside("from", start) }
            range = PlanRange(from: start, to: end)
        case let (nil, end?):
            guard let start = end.adding(days: -6) else { throw outside("to", end) }
            range = PlanRange(from: start, to: end)
        case (nil, nil): range = week(of: today)
        }
        guard range.from <= range.to else {
            throw Abort(.badRequest, reason: "to (\(range.to)) is before from (\(range.from)).")
        }
        let count = range.from.days(to: range.to) + 1
        guard count <= maxDays else {
            throw Abort(.badRequest, reason: "A range is at most \(maxDays) days; \(range.from) to \(range.to) is \(count).")
        }
        return range
    }

    private static func outside(_ field: String, _ day: PlanDate) -> Abort {
        Abort(.badRequest, reason: "\(field) (\(day)) is too close to the edge of the calendar: a week from it would leave the years \(PlanDate.first) to \(PlanDate.last).")
    }
}

/// What a plan entry asks for, from a form or the API; nil means "not given".
struct PlanEntryInput: Sendable {
    var recipeID: String?
    var date: String?
    var mealType: String?
    var servings: Int?
    var time: String?
    var note: String??
}

/// One user's meal plan. Every query starts from the user's id.
struct UserPlan {
    static let maxEntries = 5_000
    static let noteLength = 500
    static let servings = 1...100

    let userID: UUID
    let db: any Database

    init(user: User, on db: any Database) throws {
        self.userID = try user.requireID()
        self.db = db
    }

    init(userID: UUID, db: any Database) {
        self.userID = userID
        self.db = db
    }

    private func query() -> QueryBuilder<PlanEntry> {
        PlanEntry.query(on: db).filter(\.$user.$id == userID)
    }

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
        guard let id, let uuid = UUID(uuidString: id) else { return nil }
        return try await query().filter(\.$id == uuid).first()
    }

    /// A new entry. Missing time: the user's usual time for the meal; missing servings: the recipe's.
    func add(_ input: PlanEntryInput, recipes: PlanRecipes, settings: PlannerPreferences, now: Date) async throws -> PlanEntry {
        var problems: [String] = []
        let recipe = UserPlan.attempt(&problems) { try recipes.require(input.recipeID ?? "") }
        let date = UserPlan.attempt(&problems) { () throws -> PlanDate in
            guard let text = input.date else { throw Abort(.badRequest, reason: "date is required (YYYY-MM-DD).") }
            return try PlannerPreferences.date(text)
        }
        let meal = UserPlan.attempt(&problems) { () throws -> MealType in
            guard let text = input.mealType else { throw Abort(.badRequest, reason: "mealType is required (\(PlannerPreferences.meals.map(\.rawValue).joined(separator: ", "))).") }
            return try PlannerPreferences.meal(text)
        }
        let time = UserPlan.attempt(&problems) { try input.time.flatMap { $0.isEmpty ? nil : $0 }.map { try PlannerPreferences.time($0) } } ?? nil
        let servings = UserPlan.attempt(&problems) { try input.servings.map(UserPlan.checkedServings) } ?? nil
        let note = UserPlan.attempt(&problems) { try UserPlan.checkedNote(input.note ?? nil) } ?? nil
        guard problems.isEmpty, let recipe, let date, let meal else {
            throw Abort(.badRequest, reason: problems.joined(separator: " "))
        }
        let full = Abort(.conflict, reason: "A plan holds at most \(UserPlan.maxEntries) meals; remove old ones first.")
        guard try await query().count() < UserPlan.maxEntries else { throw full }
        let entry = PlanEntry(
            userID: userID, recipeID: recipe.id.rawValue, title: recipe.title, date: date.description, mealType: meal.rawValue,
            servings: servings ?? recipe.servings.map { min(max($0, 1), UserPlan.servings.upperBound) } ?? 2,
            time: (time ?? settings.time(for: meal)).description, note: note, createdAt: now
        )
        try await entry.create(on: db)
        // As with the kitchen list: two adds at once both passed the count; over the limit now,
        // this one is taken back.
        if try await query().count() > UserPlan.maxEntries {
            try await entry.delete(on: db)
            throw full
        }
        return entry
    }

    /// Changes what is given. Moving to another meal without a time keeps the time, unless it was
    /// the old meal's usual time: then it becomes the new meal's usual time.
    func update(_ entry: PlanEntry, with input: PlanEntryInput, recipes: PlanRecipes, settings: PlannerPreferences, now: Date) async throws -> PlanEntry {
        var problems: [String] = []
        let recipe = UserPlan.attempt(&problems) { try input.recipeID.map { try recipes.require($0) } } ?? nil
        let date = UserPlan.attempt(&problems) { try input.date.map { try PlannerPreferences.date($0) } } ?? nil
        let meal = UserPlan.attempt(&problems) { try input.mealType.map { try PlannerPreferences.meal($0) } } ?? nil
        let time = UserPlan.attempt(&problems) { try input.time.map { try PlannerPreferences.time($0) } } ?? nil
        let servings = UserPlan.attempt(&problems) { try input.servings.map(UserPlan.checkedServings) } ?? nil
        let note = UserPlan.attempt(&problems) { try input.note.map { try UserPlan.checkedNote($0) } } ?? nil
        guard problems.isEmpty else { throw Abort(.badRequest, reason: problems.joined(separator: " ")) }
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
        try await entry.save(on: db)
        return entry
    }

    func delete(_ entry: PlanEntry) async throws {
        try await entry.delete(on: db)
    }

    static func checkedServings(_ value: Int) throws -> Int {
        guard servings.contains(value) else {
            throw Abort(.badRequest, reason: "servings must be a whole number from \(servings.lowerBound) to \(servings.upperBound); \(value) is not.")
        }
        return value
    }

    /// The note tidied; empty is none. Never nil-for-invalid: too long is a 400.
    static func checkedNote(_ raw: String?) throws -> String? {
        let note = RecipeRules.line(raw ?? "")
        guard note.count <= noteLength else {
            throw Abort(.badRequest, reason: "note is \(note.count) characters; at most \(noteLength).")
        }
        return note.isEmpty ? nil : note
    }

    /// Runs a check, collecting its reason instead of stopping at the first problem.
    private static func attempt<T>(_ problems: inout [String], _ body: () throws -> T) -> T? {
        do { return try body() } catch let error as any AbortError {
            problems.append(error.reason)
        } catch {
            problems.append("\(error)")
        }
        return nil
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
    /// Providers' recipes the plan uses or is about to, fetched through their cache.
    var remote: [String: Recipe] = [:]

    static func load(for user: User, store: RecipeStore, on db: any Database) async throws -> PlanRecipes {
        try await UserRecipes(user: user, on: db).indexMissing(in: store)
        let favorites = try await UserFavorites(user: user, on: db).list()
        return PlanRecipes(store: store, owner: user.recipeOwner,
                           saved: Dictionary(favorites.map { ($0.recipeID, $0) }, uniquingKeysWith: { a, _ in a }))
    }

    /// The recipe as the library (or the user's own, or a provider) has it now, else as a favorite saved it.
    func recipe(_ id: String) -> (recipe: Recipe, fromSnapshot: Bool)? {
        if let recipe = store.recipe(Recipe.ID(id)), recipe.owner == nil || recipe.owner == owner {
            return (recipe, false)
        }
        if let recipe = remote[id] { return (recipe, false) }
        guard let favorite = saved[id], let dto = try? favorite.savedRecipe() else { return nil }
        return (Recipe(draft: dto.draft, parser: store.parser, catalog: store.catalog), true)
    }

    func require(_ id: String) throws -> Recipe {
        guard !id.isEmpty else { throw Abort(.badRequest, reason: "recipeId is required.") }
        guard let found = recipe(id) else {
            throw Abort(.badRequest, reason: "recipeId \"\(id.prefix(60))\" names no recipe you can plan: not in the library, not one of yours, not a provider's, not a favorite.")
        }
        return found.recipe
    }

    /// Recipes to offer in the plan form: the user's own, then favorites, by title.
    var favorites: [Favorite] { saved.values.sorted { SearchText.precedes($0.title, $1.title) } }
}
