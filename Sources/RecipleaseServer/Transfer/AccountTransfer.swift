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
    /// Where the recipes are read and written out as JSON-LD (thousands of them are seconds of a
    /// core): a request hands the document readers' threads (`Request.offloaded`), so that two
    /// exports at once no longer hold every other request (they did for 17 s); by default, here.
    var offload: @Sendable (@escaping @Sendable () throws -> [JSONValue]) async throws -> [JSONValue] = { try $0() }

    func export(now: Date) async throws -> AccountExport {
        let userID = try user.requireID()
        let favorites = try await UserFavorites(user: user, on: db).list().map { favorite in
            let recipe = try favorite.savedRecipe(in: store)
            return AccountExport.Favorite(
                recipeId: favorite.recipeID, title: favorite.title, savedAt: favorite.createdAt,
                recipe: RecipeDTO(recipe, source: favorite.source, catalog: store.catalog),
                jsonLD: try JSONValue(foundation: SchemaRecipe.object(recipe, nutrition: RecipeNutrition.estimate(recipe, catalog: store.catalog)))
            )
        }
        let preferences = try await UserPreferences(userID: userID, on: db).load()
        let rows = try await UserRecipes(user: user, on: db).list()
        let stored = try await UserRecipePhotos(user: user, on: db).all()
        let photos = rows.compactMap { row -> AccountExport.Photo? in
            guard let id = row.id, let photo = stored[id] else { return nil }
            return AccountExport.Photo(recipeId: UserRecipes.recipeID(of: id), contentType: photo.kind.contentType, data: photo.data)
        }
        let recipeStore = store
        let recipes = try await offload {
            try rows.map { row in
                let recipe = UserRecipes.recipe(row, store: recipeStore)
                var object = SchemaRecipe.object(recipe, nutrition: RecipeNutrition.estimate(recipe, catalog: recipeStore.catalog))
                object["dateCreated"] = AccountTransfer.timestamp(row.createdAt)
                object["dateModified"] = AccountTransfer.timestamp(row.updatedAt)
                return try JSONValue(foundation: object)
            }
        }
        // The user's own shared kinds, then, for a member, the household's beside them.
        let own = try await sharedKinds(of: userID)
        var household: AccountExport.Household?
        if let householdID = try await SharedScope.of(userID: userID, on: db).householdID,
           let row = try await RecipleaseServer.Household.find(householdID, on: db) {
            let kept = try await sharedKinds(of: householdID)
            household = AccountExport.Household(name: row.name, plan: kept.plan, grocery: kept.grocery, kitchen: kept.kitchen, plannerSettings: kept.planner)
        }
        return AccountExport(
            exportedAt: now, username: user.username, recipes: recipes,
            favorites: favorites,
            preferences: .init(diets: preferences.diets, cuisines: preferences.cuisines, intolerances: preferences.intolerances),
            pantry: own.kitchen,
            plan: own.plan,
            planner: own.planner,
            grocery: own.grocery,
            photos: photos,
            household: household
        )
    }

    /// The plan, grocery list, kitchen list and planner settings kept under `ownerID`: a user's
    /// own, or a household's (see `SharedScope`).
    private func sharedKinds(of ownerID: UUID) async throws
        -> (plan: [AccountExport.PlanEntry], grocery: AccountExport.Grocery, kitchen: [AccountExport.KitchenItem], planner: PlannerPreferencesDTO?) {
        let kitchen = try await UserKitchen(userID: ownerID, on: db).list().map {
            AccountExport.KitchenItem(name: $0.name, ticked: $0.ticked, createdAt: $0.createdAt)
        }
        let plan = try await db.owned(PlanEntry.self, by: ownerID).all()
            .sorted { ($0.date, $0.time, $0.mealType, $0.title) < ($1.date, $1.time, $1.mealType, $1.title) }
            .map { AccountExport.PlanEntry(recipeId: $0.recipeID, title: $0.title, date: $0.date, mealType: $0.mealType, servings: $0.servings, time: $0.time, note: $0.note, createdAt: $0.createdAt) }
        let planner = try await UserPlannerSettings(userID: ownerID, on: db).load()
        let grocery = UserGrocery(userID: ownerID, on: db)
        let ticks = try await grocery.ticks().map {
            AccountExport.Grocery.Tick(key: $0.itemKey, from: $0.fromDay, to: $0.toDay, amountKey: $0.amountKey, createdAt: $0.createdAt)
        }
        let extras = try await grocery.extras().map { extra in
            AccountExport.Grocery.Extra(name: extra.name, from: extra.fromDay, to: extra.toDay, keep: extra.keep, createdAt: extra.createdAt)
        }
        return (plan, AccountExport.Grocery(ticks: ticks, extras: extras), kitchen, planner.saved ? PlannerPreferencesDTO(planner) : nil)
    }

    /// Adds what the document holds to the account, in one transaction: the user's own recipes
    /// (with new ids, which the plan follows), plan entries, planner settings (when the account has
    /// none), grocery ticks and hand-added items, favorites (with their snapshots and dates), the
    /// kitchen list, and the preferences (which replace the saved ones when the document has any).
    /// A member's export also holds their household's plan and lists: those go to the importing
    /// user's household when they are in one (signed as theirs), else to their own, first, so a
    /// lone user takes on the planner settings they cooked by. What the account already has is
    /// kept and reported as skipped.
    func importDocument(_ document: AccountExport, now: Date) async throws -> ImportSummary {
        let userID = try user.requireID()
        let scope = try await SharedScope.of(userID: userID, on: db)
        // Everything is checked, by the single-item endpoints' rules, before anything is written.
        let first = try await CheckedImport.check(document, user: user, scope: scope, store: store, on: db)
        let (rows, summary) = try await db.writeTransaction { [user] db -> ([UserRecipe], ImportSummary) in
            // Under the user's row lock (PostgreSQL; on SQLite the write transaction holds the file),
            // where a collection import's batch decides too: when one of theirs elsewhere (the command
            // line, another instance) has written since the check, the check is made again, so its
            // recipes are found already there and the room is counted anew. It waits for this commit.
            try await RowLock.writer.exists(User.self, userID, on: db)
            // A household change of the user's takes the same row, so the household read now
            // holds until this commits: joined, created or left since the check, the household
            // section goes where their lists now are, checked again against those.
            let current = try await SharedScope.of(userID: userID, on: db)
            if let household = current.householdID { try await RowLock.writer.exists(User.self, household, on: db) }
            let unchanged = try await first.known.isCurrent(userID: userID, on: db)
            let checked = unchanged && current == scope
                ? first : try await CheckedImport.check(document, user: user, scope: current, store: store, on: db)
            var summary = ImportSummary()
            // The user's own recipes get the new ids the check chose; favorites and the plan follow them.
            var rows: [UserRecipe] = []
            summary.skipped += checked.skipped
            var used = checked.photos.isEmpty ? 0 : try await UserRecipePhotos.bytesStored(by: userID, on: db)
            // The rows first, 400 an INSERT (one INSERT a recipe held the one writer 7.4 s for
            // 5,000), then each recipe's photo, which the row must be there for.
            for recipe in checked.recipes {
                let created = recipe.created ?? now
                let row = UserRecipe(id: recipe.rowID, userID: userID, createdAt: created)
                row.apply(recipe.checked)
                row.updatedAt = recipe.modified ?? created
                rows.append(row)
            }
            try await AccountTransfer.insert(rows, on: db)
            for (recipe, row) in zip(checked.recipes, rows) {
                if let old = recipe.oldID {
                    if let photo = checked.photos[old] {
                        if used + photo.count > UserRecipePhotos.maxTotalBytes {
                            // The recipe comes in without it, and the summary says why.
                            summary.skipped.append("\"\(row.title)\" came in without its photo: your photos would take more than \(UserRecipePhotos.maxTotalBytes >> 20) MB")
                        } else {
                            try await UserRecipePhotos(userID: userID, on: db).save(photo, recipeID: try row.requireID(), now: row.updatedAt, used: used)
                            used += photo.count
                            // The store wrote the tag on its own copy of the row; the index is built from this one.
                            row.photoTag = UserRecipePhotos.tag(of: photo)
                        }
                    }
                }
                summary.recipes += 1
            }
            if let household = checked.household {
                try await AccountTransfer.write(household, ownerID: current.ownerID, addedBy: current.addedBy, store: store, now: now, on: db, into: &summary)
                summary.skipped += household.skipped
                summary.household = true
            }
            try await AccountTransfer.write(checked.own, ownerID: userID, addedBy: nil, store: store, now: now, on: db, into: &summary)
            summary.skipped += checked.own.skipped
            // Favorites too, 400 an INSERT, after one read of those the account keeps.
            var kept = Set(try await db.owned(Favorite.self, by: userID).all(\.$recipeID))
            var favorites: [Favorite] = []
            for favorite in checked.favorites {
                guard kept.insert(favorite.recipeID).inserted else {
                    summary.skipped.append("\"\(favorite.title)\" was already a favorite")
                    continue
                }
                favorites.append(Favorite(userID: userID, recipeID: favorite.recipeID, title: favorite.title, snapshot: favorite.snapshot,
                                          source: favorite.source, createdAt: favorite.savedAt))
                summary.favorites += 1
            }
            try await AccountTransfer.insert(favorites, on: db)
            if !checked.preferences.isEmpty {
                try await UserPreferences(userID: userID, on: db).save(checked.preferences, now: now)
                summary.preferences = true
            }
            return (rows, summary)
        }
        // Written: now the index finds them.
        for row in rows { store.upsert(UserRecipes.recipe(row, store: store)) }
        return summary
    }
}

extension AccountTransfer {
    /// Writes a checked plan, grocery list, kitchen list and planner settings under `ownerID`,
    /// leaving what is already there and naming it in the summary.
    static func write(_ part: CheckedImport.SharedKinds, ownerID: UUID, addedBy: UUID?,
                      store: RecipeStore, now: Date, on db: any Database, into summary: inout ImportSummary) async throws {
        let planned = Set(try await db.owned(PlanEntry.self, by: ownerID).all().map { "\($0.date) \($0.mealType) \($0.recipeID)" })
        var meals: [PlanEntry] = []
        for entry in part.plan {
            let recipeID = entry.recipeID
            guard !planned.contains("\(entry.date) \(entry.meal.rawValue) \(recipeID)") else {
                summary.skipped.append("\"\(entry.title)\" was already planned for \(entry.meal.rawValue) on \(entry.date)")
                continue
            }
            let row = PlanEntry(userID: ownerID, recipeID: recipeID, title: entry.title, date: entry.date.description, mealType: entry.meal.rawValue,
                                servings: entry.servings, time: entry.time.description, note: entry.note, createdAt: entry.createdAt)
            row.addedBy = addedBy
            meals.append(row)
            summary.plan += 1
        }
        try await insert(meals, on: db)
        if let planner = part.planner, try await db.owned(PlannerPreference.self, by: ownerID).first() == nil {
            try await UserPlannerSettings(userID: ownerID, on: db).save(planner, now: now)
            summary.plannerSettings = true
        }
        var ticked = Set(try await db.owned(GroceryTick.self, by: ownerID).all().map { "\($0.itemKey) \($0.fromDay) \($0.toDay)" })
        var ticks: [GroceryTick] = []
        for tick in part.ticks where ticked.insert("\(tick.key) \(tick.from) \(tick.to)").inserted {
            let row = GroceryTick(userID: ownerID, itemKey: tick.key, fromDay: tick.from.description, toDay: tick.to.description,
                                  amountKey: tick.amountKey, createdAt: tick.createdAt)
            row.addedBy = addedBy
            ticks.append(row)
        }
        try await insert(ticks, on: db)
        let extras = Set(try await db.owned(GroceryExtra.self, by: ownerID).all(\.$name))
        var added: [GroceryExtra] = []
        for extra in part.extras {
            guard !extras.contains(extra.name) else {
                summary.skipped.append("\"\(extra.name)\" was already on the grocery list")
                continue
            }
            let row = GroceryExtra(userID: ownerID, name: extra.name, foodID: UserGrocery.food(ofAdded: extra.name, parser: store.parser),
                                   fromDay: extra.days?.from.description, toDay: extra.days?.to.description,
                                   keep: extra.keep, createdAt: extra.createdAt)
            row.addedBy = addedBy
            added.append(row)
            summary.groceryItems += 1
        }
        try await insert(added, on: db)
        var seen = Set(try await db.owned(KitchenItem.self, by: ownerID).all(\.$nameKey))
        var kitchen: [KitchenItem] = []
        for item in part.kitchen {
            guard seen.insert(item.key).inserted else {
                summary.skipped.append("\"\(item.name)\" was already on the kitchen list")
                continue
            }
            let row = KitchenItem(userID: ownerID, name: item.name, nameKey: item.key, foodID: store.catalog.resolve(typed: item.name, language: "en")?.rawValue, ticked: item.ticked, createdAt: item.createdAt)
            row.addedBy = addedBy
            kitchen.append(row)
            summary.pantry += 1
        }
        try await insert(kitchen, on: db)
    }

    /// Rows written by INSERTs of up to `insertBatch` rows each, in the caller's transaction: one
    /// INSERT a row held the database's one writer about 4 s for an import of 5,000 meals (hostile
    /// sweep, 2026-12-07), while every other user's write waited.
    static func insert<M: Model>(_ rows: [M], on db: any Database) async throws {
        var start = rows.startIndex
        while start < rows.endIndex {
            let end = min(start + insertBatch, rows.endIndex)
            try await Array(rows[start..<end]).create(on: db)
            start = end
        }
    }

    /// 400 rows of at most a dozen columns: under SQLite's 32,766 bound values a statement and
    /// PostgreSQL's 65,535.
    static let insertBatch = 400

    /// Servings for a page that does not say how many a recipe makes (the recipe form asks for a number).
    static let assumedServings = 4

    /// What a collection's summary says of its `count` recipes saved for `assumedServings`; nil for none.
    static func servingsAssumedNote(count: Int, in strings: Strings) -> String? {
        count == 0 ? nil : strings.text(count == 1 ? "importJob.servingsAssumed.one" : "importJob.servingsAssumed",
                                        ["count": "\(count)", "servings": "\(assumedServings)"])
    }

    /// Saves read recipes among the user's own recipes, all or none: each is checked by the
    /// rules of the recipe form first, then they are written together, so one past the limit
    /// leaves none of them saved.
    func saveRecipes(_ drafts: [RecipeDraft], now: Date) async throws -> [Recipe] {
        let checked = try drafts.map(AccountTransfer.checked)
        return try await UserRecipes(userID: try user.requireID(), on: db).create(checked, store: store, now: now)
    }

    /// A read recipe as the recipe form would take it.
    static func checked(_ draft: RecipeDraft) throws -> CheckedRecipe {
        // The description and the cook's notes share the notes field, through every door: a single
        // Cooklang file's "> notes" were dropped (hostile import probe, 2026-12-07).
        let draft = CollectionImporter.draft(draft)
        let input = RecipeInput(
            title: draft.title, servings: draft.servings ?? assumedServings, prepMinutes: draft.prepMinutes,
            cookMinutes: draft.cookMinutes ?? draft.totalMinutes.map { max(0, $0 - (draft.prepMinutes ?? 0)) }.flatMap { $0 > 0 ? $0 : nil },
            cuisines: draft.cuisines, mealTypes: draft.mealTypes.map(\.rawValue),
            ingredients: draft.ingredientLines, instructions: draft.instructions,
            image: RecipeRules.importedWebLink(draft.image), videoURL: RecipeRules.importedWebLink(draft.videoURL),
            sourceURL: RecipeRules.importedWebLink(draft.sourceURL), notes: draft.summary, tags: draft.tags,
            yieldText: draft.yieldText
        )
        do {
            return try RecipeRules.check(input)
        } catch {
            throw UnusableRecipe(title: draft.title, problems: error)
        }
    }

    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    static func date(_ value: Any?) -> Date? {
        (value as? String).flatMap { try? Date($0, strategy: .iso8601) }
    }

    /// A recipe's `dateCreated` or `dateModified` in an export: nil when it has none, refused when
    /// it is no ISO 8601 date and time within the years 1 to 9999, as every other date of the
    /// document is ("99999-01-01T00:00:00Z" came in and was exported again; CLI probe, 2026-12-07).
    static func checkedDate(_ value: Any?, key: String) throws -> Date? {
        guard let value, !(value is NSNull) else { return nil }
        guard let date = date(value), ICalendar.writable.contains(date) else {
            throw CodedProblem(.invalid, "import.recipe-date", ["key": key, "given": String(String(describing: value).prefix(40))])
        }
        return date
    }
}
