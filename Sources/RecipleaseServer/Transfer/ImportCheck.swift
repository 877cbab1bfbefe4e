import Fluent
import Foundation
import RecipleaseCore

/// An export document checked, before anything is written, by the same rules and limits the
/// single-item endpoints apply (the same functions: `RecipeRules`, `PlanRules.checkedServings`,
/// `UserGrocery.checkedExtraName`, `UserKitchen.checkedName`, ...), counted against what the
/// account already holds. Every problem is collected, and all of them are named in one 400.
struct CheckedImport {
    struct Recipe {
        let oldID: String?
        /// The row id it is written under, chosen now so favorites and meals can follow it.
        let rowID: UUID
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
        let source: String
        let savedAt: Date
    }

    struct Tick {
        let key: String
        let from: PlanDate
        let to: PlanDate
        let amountKey: String?
        let createdAt: Date
    }

    struct Extra {
        let name: String
        /// nil for an item on every list.
        let days: PlanRange?
        let keep: Bool
        let createdAt: Date
    }

    struct KitchenItem {
        let name: String
        let key: String
        let ticked: Bool
        let createdAt: Date
    }

    /// A plan, grocery list, kitchen list and planner settings: the user's own, or a household's.
    struct SharedKinds {
        var plan: [PlanEntry] = []
        var ticks: [Tick] = []
        var extras: [Extra] = []
        var kitchen: [KitchenItem] = []
        var planner: PlannerPreferences?
        /// Meals of the household's plan whose recipe this server does not know (a housemate's), left out.
        var skipped: [String] = []
    }

    var recipes: [Recipe] = []
    /// The document's recipe ids, each to the id its recipe has in this account.
    var ids: [String: String] = [:]
    /// Recipes already in the account and favorites left out, and why.
    var skipped: [String] = []
    /// The account's recipes as the check found them; the import looks again under its lock.
    var known = KnownRecipes()
    /// Photos by the document's recipe id, each checked as an upload is.
    var photos: [String: Data] = [:]
    var favorites: [Favorite] = []
    var preferences = SearchPreferences()
    /// The document's top-level plan and lists, for the user's own rows.
    var own = SharedKinds()
    /// The document's household section, for the rows of the importing user's household (their
    /// own when they are in none).
    var household: SharedKinds?

    /// At most this many problems are spelled out; the rest are counted.
    static let shownProblems = 30

    /// The problems with a document, most specific first.
    struct Refused: ProblemCollection {
        let problems: [any DomainError]
        var kind: ProblemKind { .invalid }
        var code: String { "import.refused" }
        /// How many there are, the first ones, and how many more.
        var parts: [any DomainError] {
            let count = problems.count
            let header = CodedProblem(.invalid, count == 1 ? "import.refused-one" : "import.refused", ["count": "\(count)"])
            let hidden = count - CheckedImport.shownProblems
            let more = hidden > 0 ? [CodedProblem(.invalid, "import.refused-more", ["more": "\(hidden)"])] : []
            return [header] + Array(problems.prefix(CheckedImport.shownProblems)) + more
        }
    }

    /// A problem with one thing in the document: where, then what.
    struct Placed: ProblemCollection {
        let place: CodedProblem
        let problem: any DomainError
        var code: String { problem.code }
        var parts: [any DomainError] { [place, problem] }
        var separator: String { ": " }
    }

    static func place(_ name: String, _ arguments: [String: String] = [:]) -> CodedProblem {
        CodedProblem(.invalid, "import.place." + name, arguments)
    }

    /// `body`'s value, or nil with its problem noted at `place`.
    static func attempt<T>(_ place: CodedProblem, noting problems: inout [any DomainError], _ body: () throws -> T) -> T? {
        do { return try body() } catch let error as any DomainError {
            problems.append(Placed(place: place, problem: error))
        } catch {
            problems.append(Placed(place: place, problem: CodedProblem(.invalid, "import.detail", ["detail": "\(error)"])))
        }
        return nil
    }

    /// Notes a problem when `adding` more would take `existing` past `max`.
    static func limit(_ adding: Int, to existing: Int, max: Int, _ what: String, noting problems: inout [any DomainError]) {
        if adding > 0, existing + adding > max {
            problems.append(CodedProblem(.invalid, "import.limit." + what, ["max": "\(max)", "existing": "\(existing)", "adding": "\(adding)"]))
        }
    }

    /// `scope`: the importing user's; the document's household section goes to its `ownerID`.
    static func check(_ document: AccountExport, user: User, scope: SharedScope, store: RecipeStore, on db: any Database) async throws -> CheckedImport {
        let userID = try user.requireID()
        var problems: [any DomainError] = []
        func attempt<T>(_ place: CodedProblem, _ body: () throws -> T) -> T? { CheckedImport.attempt(place, noting: &problems, body) }
        func limit(_ adding: Int, to existing: Int, max: Int, _ what: String) {
            CheckedImport.limit(adding, to: existing, max: max, what, noting: &problems)
        }
        var result = CheckedImport()

        // The user's own recipes: the recipe form's rules, and the count the form allows. One the
        // account already has (the collection import's rule) is left alone, and the document's
        // favorites and meals on it follow it to the account's recipe.
        let known = try await KnownRecipes.load(userID: userID, on: db)
        result.known = known
        for (number, value) in document.recipes.enumerated() {
            let place = CheckedImport.place("recipe", ["number": "\(number + 1)"])
            guard let object = value.foundation as? [String: Any] else {
                problems.append(CodedProblem(.invalid, "import.recipe-not-object", ["number": "\(number + 1)"]))
                continue
            }
            guard let draft = attempt(place, { try SchemaRecipe.draft(object) }),
                  let checked = attempt(place, { try AccountTransfer.checked(draft) }),
                  let created = attempt(place, { try AccountTransfer.checkedDate(object["dateCreated"], key: "dateCreated") }),
                  let modified = attempt(place, { try AccountTransfer.checkedDate(object["dateModified"], key: "dateModified") }) else { continue }
            if let existing = known.existing(checked, preferring: draft.id.flatMap(UserRecipes.rowID(of:))) {
                if let old = draft.id { result.ids[old] = UserRecipes.recipeID(of: existing) }
                result.skipped.append("\"\(checked.title)\" was already among your recipes")
                continue
            }
            var rowID = UUID()
            while store.recipe(RecipleaseCore.Recipe.ID(UserRecipes.recipeID(of: rowID))) != nil { rowID = UUID() }
            if let old = draft.id { result.ids[old] = UserRecipes.recipeID(of: rowID) }
            result.recipes.append(Recipe(oldID: draft.id, rowID: rowID, checked: checked,
                                         created: created, modified: modified))
        }
        limit(result.recipes.count, to: try await db.owned(UserRecipe.self, by: userID).count(), max: UserRecipes.maxCount, "recipes")
        let addingText = result.recipes.reduce(0) { $0 + $1.checked.textBytes }
        if addingText > 0 {
            let storedText = try await UserRecipes.textBytesStored(by: userID, on: db)
            if storedText + addingText > UserRecipes.maxTextBytes {
                problems.append(CodedProblem(.invalid, "import.limit.recipe-text", [
                    "megabytes": "\(UserRecipes.maxTextBytes >> 20)", "existing": "\(UserRecipes.megabytes(storedText))",
                    "adding": "\(UserRecipes.megabytes(addingText))",
                ]))
            }
        }
        let recipeIDs = Set(result.ids.keys)
        for photo in document.photos ?? [] {
            let place = CheckedImport.place("photo", ["id": String(photo.recipeId.prefix(60))])
            guard recipeIDs.contains(photo.recipeId) else {
                problems.append(Placed(place: place, problem: CodedProblem(.invalid, "import.photo-recipe")))
                continue
            }
            if attempt(place, { try UserRecipePhotos.check(photo.data) }) != nil { result.photos[photo.recipeId] = photo.data }
        }

        // Favorites: a valid id, and the snapshot made again from the recipe it describes, as
        // keeping a favorite makes it (its links checked like a recipe's; nothing taken on trust).
        let parser = store.parser, catalog = store.catalog
        var favoriteIDs: Set<String> = []
        let kept = Set(try await db.owned(RecipleaseServer.Favorite.self, by: userID).all(\.$recipeID))
        let ownIDs = Set(try await db.owned(UserRecipe.self, by: userID).all(\.$id).map(UserRecipes.recipeID(of:)))
        for favorite in document.favorites {
            let place = CheckedImport.place("favorite", ["title": String(favorite.title.prefix(60))])
            guard let given = attempt(place, { try UserFavorites.checkedRecipeID(favorite.recipeId) }) else { continue }
            // A favorite of the document's own recipe follows it to its id here; one naming a user
            // recipe that is not the importer's would claim someone else's recipe: left out.
            let id = result.ids[given] ?? given
            if UserRecipes.isUserRecipeID(id), !ownIDs.contains(id), result.ids[given] == nil {
                result.skipped.append(kept.contains(id) ? "\"\(RecipeRules.line(favorite.title))\" was already a favorite"
                                      : "\"\(RecipeRules.line(favorite.title))\", a recipe of another account, was left out of the favorites")
                continue
            }
            var draft = favorite.recipe.draft
            draft.id = id
            let links = RecipeInput(title: "Favorite", servings: 1, ingredients: ["-"], videoURL: favorite.recipe.videoURL, sourceURL: favorite.recipe.sourceURL)
            guard attempt(place, { try RecipeRules.check(links) }) != nil else { continue }
            // Twice the form's limits, on counts and on each text: a title of 625 KB on each of 40
            // favorites made the favorites page 125 MB and stalled the server (hostile sweep, 2026-12-07).
            guard !draft.title.trimmingCharacters(in: .whitespaces).isEmpty, draft.title.lengthForLimits <= RecipeRules.titleLength * 2,
                  draft.ingredientLines.count <= RecipeRules.maxIngredients * 2, draft.instructions.count <= RecipeRules.maxSteps * 2,
                  draft.ingredientLines.allSatisfy({ $0.lengthForLimits <= RecipeRules.lineLength * 2 }),
                  draft.instructions.allSatisfy({ $0.lengthForLimits <= RecipeRules.stepLength * 2 }) else {
                problems.append(Placed(place: place, problem: CodedProblem(.invalid, "import.favorite-recipe-size")))
                continue
            }
            let recipe = RecipleaseCore.Recipe(draft: draft, parser: parser, catalog: catalog)
            guard let snapshot = attempt(place, { try RecipleaseServer.Favorite.snapshot(of: recipe) }) else { continue }
            favoriteIDs.insert(id)
            result.favorites.append(Favorite(recipeID: id, title: recipe.title, snapshot: snapshot, source: favorite.recipe.source ?? "library", savedAt: favorite.savedAt))
        }
        limit(favoriteIDs.subtracting(kept).count, to: kept.count, max: UserFavorites.maxCount, "favorites")

        // The plan and lists: the user's own, then the household's.
        let plannable = try await PlanRecipes.load(for: user, scope: scope, store: store, on: db)
        let context = SharedContext(ids: result.ids, favoriteIDs: favoriteIDs, plannable: plannable, exportedAt: document.exportedAt)
        result.own = try await checkShared(
            plan: document.plan, grocery: document.grocery, kitchen: document.pantry, planner: document.planner,
            ownerID: userID, context: context, household: false, on: db, problems: &problems
        )
        if let household = document.household {
            // A user in no household takes both sections into their own rows: count them together.
            result.household = try await checkShared(
                plan: household.plan, grocery: household.grocery, kitchen: household.kitchen, planner: household.plannerSettings,
                ownerID: scope.ownerID, context: context, household: true, pending: scope.ownerID == userID ? result.own : nil, on: db, problems: &problems
            )
        }

        // Preferences and planner settings: their own endpoints' checks.
        if let preferences = attempt(CheckedImport.place("preferences"), {
            try SearchPreferences.validated(diets: document.preferences.diets, cuisines: document.preferences.cuisines,
                                            intolerances: document.preferences.intolerances, knownCuisines: store.filterableCuisines)
        }) {
            result.preferences = preferences
        }

        guard problems.isEmpty else { throw Refused(problems: problems) }
        return result
    }

    /// What `check` needs to read a plan besides the plan itself.
    struct SharedContext {
        /// The document's recipe ids, each to its id in this account.
        let ids: [String: String]
        let favoriteIDs: Set<String>
        let plannable: PlanRecipes
        let exportedAt: Date
    }

    /// A plan, grocery list, kitchen list and planner settings checked by their endpoints' rules,
    /// counted against what `ownerID` already keeps (and `pending`, bound for the same rows). In a household section, a meal of a recipe
    /// this account cannot plan is left off and named, rather than refusing the document.
    static func checkShared(
        plan: [AccountExport.PlanEntry], grocery: AccountExport.Grocery, kitchen: [AccountExport.KitchenItem], planner: PlannerPreferencesDTO?,
        ownerID: UUID, context: SharedContext, household: Bool, pending: SharedKinds? = nil, on db: any Database, problems: inout [any DomainError]
    ) async throws -> SharedKinds {
        func attempt<T>(_ place: CodedProblem, _ body: () throws -> T) -> T? { CheckedImport.attempt(place, noting: &problems, body) }
        func limit(_ adding: Int, to existing: Int, max: Int, _ what: String) {
            CheckedImport.limit(adding, to: existing, max: max, what, noting: &problems)
        }
        var result = SharedKinds()

        // The plan: the plan form's rules, and a recipe the user can plan (the library, their
        // own, a favorite), the export's own recipes and favorites included.
        let favoriteIDs = context.favoriteIDs, plannable = context.plannable
        for entry in plan {
            let place = CheckedImport.place("plan", ["title": String(entry.title.prefix(60)), "date": String(entry.date.prefix(10))])
            let date = attempt(place) { try PlannerPreferences.date(entry.date) }
            let meal = attempt(place) { try PlannerPreferences.meal(entry.mealType) }
            let time = attempt(place) { try PlannerPreferences.time(entry.time) }
            let servings = attempt(place) { try PlanRules.checkedServings(entry.servings) }
            let note = attempt(place) { try PlanRules.checkedNote(entry.note) }
            let recipeID = context.ids[entry.recipeId] ?? entry.recipeId
            let known = context.ids[entry.recipeId] != nil || favoriteIDs.contains(recipeID) || plannable.recipe(recipeID) != nil
            if !known, household || UserRecipes.isUserRecipeID(recipeID) {
                // Another user's recipe (a housemate's), which this account cannot plan: the rest still comes in.
                result.skipped.append("\"\(RecipeRules.line(entry.title))\" on \(String(entry.date.prefix(10))), a recipe this account cannot plan, was left off \(household ? "the household's plan" : "the plan")")
                continue
            }
            if !known {
                problems.append(Placed(place: place, problem: CodedProblem(.invalid, "import.plan-recipe-unknown", ["id": String(entry.recipeId.prefix(60))])))
            }
            guard known, let date, let meal, let time, let servings, let note else { continue }
            let title = plannable.recipe(recipeID)?.recipe.title ?? RecipeRules.line(entry.title)
            result.plan.append(PlanEntry(recipeID: recipeID, title: title.prefixForLimits(RecipeRules.titleLength), date: date, meal: meal,
                                         servings: servings, time: time, note: note, createdAt: entry.createdAt))
        }
        // At most the plan's meals in all, and `PlanRules.maxPerDay` on one date, as the plan form
        // allows: both counted from one read of the dates the plan (and `pending`) holds.
        if !result.plan.isEmpty {
            let stored = try await db.owned(RecipleaseServer.PlanEntry.self, by: ownerID).all(\.$date)
            limit(result.plan.count, to: stored.count + (pending?.plan.count ?? 0), max: UserPlan.maxEntries, "plan")
            var adding: [String: Int] = [:]
            for entry in result.plan { adding[entry.date.description, default: 0] += 1 }
            var existing: [String: Int] = [:]
            for date in stored { existing[date, default: 0] += 1 }
            for entry in pending?.plan ?? [] { existing[entry.date.description, default: 0] += 1 }
            if let (date, count) = adding.filter({ existing[$0.key, default: 0] + $0.value > PlanRules.maxPerDay }).min(by: { $0.key < $1.key }) {
                problems.append(CodedProblem(.invalid, "import.limit.plan-day", [
                    "max": "\(PlanRules.maxPerDay)", "date": date, "existing": "\(existing[date, default: 0])", "adding": "\(count)",
                ]))
            }
        }

        // The grocery list: ticks and hand-added items as the list's endpoints take them. Older
        // exports had no days: their ticks hold for the week from the export, their items on every list.
        let exportDay = PlanDate(context.exportedAt, in: TimeZone(identifier: "UTC") ?? .current)
        let oldTicks = (grocery.checked ?? []).map {
            AccountExport.Grocery.Tick(key: $0, from: exportDay.description, to: (exportDay.adding(days: 6) ?? exportDay).description,
                                       amountKey: nil, createdAt: context.exportedAt)
        }
        for tick in (grocery.ticks ?? []) + oldTicks {
            if let checked = attempt(CheckedImport.place("ticked"), { () throws -> Tick in
                let range = try PlanRange.parse(from: tick.from, to: tick.to, today: exportDay)
                let amount = try tick.amountKey.map { try UserGrocery.checkedKey($0) }
                return Tick(key: try UserGrocery.checkedKey(tick.key), from: range.from, to: range.to, amountKey: amount, createdAt: tick.createdAt)
            }) { result.ticks.append(checked) }
        }
        limit(Set(result.ticks.map { "\($0.key) \($0.from) \($0.to)" }).count, to: try await db.owned(GroceryTick.self, by: ownerID).count() + (pending?.ticks.count ?? 0),
              max: UserGrocery.maxChecks, "ticked")
        for extra in grocery.extras {
            if let checked = attempt(CheckedImport.place("grocery-item", ["name": String(extra.name.prefix(40))]), { () throws -> Extra in
                let name = try UserGrocery.checkedExtraName(extra.name)
                let days = try extra.from.map { try PlanRange.parse(from: $0, to: extra.to, today: exportDay) }
                return Extra(name: name, days: days, keep: days == nil || extra.keep == true, createdAt: extra.createdAt)
            }) { result.extras.append(checked) }
        }
        limit(result.extras.count, to: try await db.owned(GroceryExtra.self, by: ownerID).count() + (pending?.extras.count ?? 0), max: UserGrocery.maxExtras, "grocery-items")

        // The kitchen list.
        for item in kitchen {
            if let (name, key) = attempt(CheckedImport.place("kitchen-item", ["name": String(item.name.prefix(40))]), { try UserKitchen.checkedName(item.name) }) {
                result.kitchen.append(KitchenItem(name: name, key: key, ticked: item.ticked, createdAt: item.createdAt))
            }
        }
        limit(Set(result.kitchen.map(\.key)).count, to: try await db.owned(RecipleaseServer.KitchenItem.self, by: ownerID).count() + (pending?.kitchen.count ?? 0), max: UserKitchen.maxItems, "kitchen")
        if let planner {
            result.planner = attempt(CheckedImport.place("planner")) { try planner.change().applied(to: PlannerPreferences()) }
        }
        return result
    }
}
