import Fluent
import SQLKit
import Foundation
import RecipleaseCore
import Vapor

/// One user's own recipes. Every query starts from the user's id; every change reaches the
/// search index as soon as the database has it.
struct UserRecipes: UserStore {
    /// Room for a whole collection brought from another app (docs/import-export.md).
    static let maxCount = 5_000
    /// The text an account's own recipes may hold together, in UTF-8 bytes (`CheckedRecipe.textBytes`):
    /// room for `maxCount` recipes of 6.5 KB each, a long blog recipe, while one account's share of
    /// the search index's memory stays near 100 MB. A recipe at every field's limit is about 0.5 MB
    /// of text and 0.35 MB of index, so 5,000 of them had taken 1.75 GB of one instance's memory.
    static let maxTextBytes = 32 * 1_048_576
    /// Recipe ids of user recipes; library ids are title slugs and never look like this.
    static let idPrefix = "u-"

    let userID: UUID
    let db: any Database

    static func recipeID(of id: UUID) -> String { idPrefix + id.uuidString.lowercased() }

    /// The row id inside a recipe id, or nil when the id is not a user recipe's.
    static func rowID(of recipeID: String) -> UUID? {
        guard recipeID.hasPrefix(idPrefix) else { return nil }
        return UUID(written: String(recipeID.dropFirst(idPrefix.count)))
    }

    static func isUserRecipeID(_ recipeID: String) -> Bool { rowID(of: recipeID) != nil }

    /// Shares `member`'s own recipe `recipeID` with their household as a meal of it goes on the
    /// household's plan: a planned recipe kept private was missing from the other members' grocery
    /// lists (theirs came out shorter) and their planner called it "no longer shared". Unticking
    /// the box afterwards hides it again, as it always did. A recipe not theirs is left alone.
    static func shareWhenPlanned(_ recipeID: String, by member: UUID, on db: any Database) async throws {
        guard let rowID = rowID(of: recipeID) else { return }
        try await UserRecipe.query(on: db).filter(\.$id == rowID).filter(\.$user.$id == member)
            .filter(\.$sharedWithHousehold == false).set(\.$sharedWithHousehold, to: true).update()
    }

    /// Unshares every recipe of `member` as they enter or leave a household: "Share with my
    /// household" names the household they were in when they ticked it. A recipe shared in one
    /// household stayed shared, and the next household the owner joined saw its title and lines
    /// at once (tenth sweep, 2026-12-07).
    static func unshareAll(of member: UUID, on db: any Database) async throws {
        try await UserRecipe.query(on: db).filter(\.$user.$id == member).filter(\.$sharedWithHousehold == true)
            .set(\.$sharedWithHousehold, to: false).update()
    }

    private func query() -> QueryBuilder<UserRecipe> { scoped(UserRecipe.self) }

    /// By title.
    func list() async throws -> [UserRecipe] {
        try await query().all().sorted { a, b in UserRecipes.listedBefore((a.title, a.createdAt), (b.title, b.createdAt)) }
    }

    /// The order every list of one's recipes takes: by title as search sorts it, the older first
    /// of two with one title.
    static func listedBefore(_ a: (title: String, createdAt: Date), _ b: (title: String, createdAt: Date)) -> Bool {
        a.title == b.title ? a.createdAt < b.createdAt : SearchText.precedes(a.title, b.title)
    }

    /// What a list of the user's recipes shows of each, read without the lines and steps (a
    /// few columns of each row, not the whole recipe): in `list()`'s order.
    struct Listed: Sendable {
        let id: UUID
        let title: String
        let servings: Int
        let photoTag: String?
        let yieldText: String?
        let prepMinutes: Int?
        let cookMinutes: Int?
        let updatedAt: Date
        let sharedWithHousehold: Bool
    }

    /// Read as plain SQL rows: building 5,000 Fluent models to read five of their columns took
    /// 0.3 s (debug build), on every page that lists them.
    func listed() async throws -> [Listed] {
        var rows: [(listed: Listed, createdAt: Date)] = []
        if let sql = db as? any SQLDatabase {
            let query: SQLQueryString = """
                SELECT id, title, servings, photo_tag, yield_text, prep_minutes, cook_minutes, updated_at, shared_with_household, created_at
                FROM user_recipes WHERE user_id = \(bind: userID)
                """
            for row in try await sql.raw(query).all() {
                rows.append((Listed(id: try row.decode(column: "id", as: UUID.self), title: try row.decode(column: "title", as: String.self),
                                    servings: try row.decode(column: "servings", as: Int.self),
                                    photoTag: try row.decode(column: "photo_tag", as: String?.self),
                                    yieldText: try row.decode(column: "yield_text", as: String?.self),
                                    prepMinutes: try row.decode(column: "prep_minutes", as: Int?.self),
                                    cookMinutes: try row.decode(column: "cook_minutes", as: Int?.self),
                                    updatedAt: try row.decode(column: "updated_at", as: Date.self),
                                    sharedWithHousehold: try row.decode(column: "shared_with_household", as: Bool.self)),
                             try row.decode(column: "created_at", as: Date.self)))
            }
        } else {
            for row in try await query().all() {
                rows.append((Listed(id: try row.requireID(), title: row.title, servings: row.servings, photoTag: row.photoTag,
                                    yieldText: row.yieldText, prepMinutes: row.prepMinutes, cookMinutes: row.cookMinutes,
                                    updatedAt: row.updatedAt, sharedWithHousehold: row.sharedWithHousehold), row.createdAt))
            }
        }
        return rows.sorted { a, b in UserRecipes.listedBefore((a.listed.title, a.createdAt), (b.listed.title, b.createdAt)) }.map(\.listed)
    }

    /// The ids of the user's recipes, as plain SQL rows (see `listed`).
    func rowIDs() async throws -> [UUID] {
        guard let sql = db as? any SQLDatabase else { return try await query().all().compactMap(\.id) }
        return try await sql.raw("SELECT id FROM user_recipes WHERE user_id = \(bind: userID)").all().map { try $0.decode(column: "id", as: UUID.self) }
    }

    /// The user's recipe with this recipe id; another user's id finds nothing.
    func find(_ recipeID: String) async throws -> UserRecipe? {
        guard let id = UserRecipes.rowID(of: recipeID) else { return nil }
        return try await query().filter(\.$id == id).first()
    }

    /// `shared`: members of the user's household may see and plan it.
    /// Counted and written under the user's row lock, as an import's batch is (`create(_:within:or:)`).
    func create(_ recipe: CheckedRecipe, store: RecipeStore, now: Date, shared: Bool = false) async throws -> Recipe {
        try await create([recipe], store: store, now: now, shared: shared)[0]
    }

    /// Saves all of `recipes` or none (one write transaction, the limit counted for them all).
    func create(_ recipes: [CheckedRecipe], store: RecipeStore, now: Date, shared: Bool = false) async throws -> [Recipe] {
        var ids: Set<UUID> = []
        let rows = recipes.map { recipe in
            var id = UUID()
            // A library loaded from a file could, however unlikely, hold a recipe with this very id.
            while store.recipe(Recipe.ID(UserRecipes.recipeID(of: id))) != nil || ids.contains(id) { id = UUID() }
            ids.insert(id)
            let row = UserRecipe(id: id, userID: userID, createdAt: now)
            row.apply(recipe)
            row.sharedWithHousehold = shared
            return row
        }
        let adding = recipes.reduce(0) { $0 + $1.textBytes }
        _ = try await create(within: UserRecipes.maxCount, or: CodedProblem.full("recipes", max: UserRecipes.maxCount)) { [userID] db in
            let used = try await UserRecipes.textBytesStored(by: userID, on: db)
            guard used + adding <= UserRecipes.maxTextBytes else { throw UserRecipes.textFull(used: used) }
            return rows
        }
        return rows.map { row in
            let built = UserRecipes.recipe(row, store: store)
            store.upsert(built)
            return built
        }
    }

    /// Rewrites the recipe (and its sharing, unless nil); the titles the plan shows follow a new
    /// title on the user's own plan, and on their household's only while the recipe stays shared:
    /// a meal there keeps the title the household last saw (a private rename never reaches it).
    func update(_ row: UserRecipe, with recipe: CheckedRecipe, store: RecipeStore, now: Date, shared: Bool? = nil) async throws -> Recipe {
        let before = row.textBytes ?? 0
        row.apply(recipe)
        if let shared { row.sharedWithHousehold = shared }
        row.updatedAt = now
        let rowID = try row.requireID()
        let recipeID = UserRecipes.recipeID(of: rowID)
        let plans = row.sharedWithHousehold ? try await planOwners() : [userID]
        return try await UserRecipes.keepingIndex(of: rowID, in: store, on: db) {
            try await db.writeTransaction { db in
                // Deleted since it was read (another tab, a household member): saving would change no
                // row and answer 200, and the index would take the recipe back. Say it is gone instead.
                guard try await RowLock.update.exists(UserRecipe.self, rowID, on: db) else {
                    throw RequestProblem.missing(.ownRecipe, id: recipeID)
                }
                // A longer text must fit the account's share; one no longer than before always may,
                // so an account past its share (counted by the migration) can still tidy up.
                let bytes = row.textBytes ?? 0
                if bytes > before {
                    let others = try await UserRecipes.textBytesStored(by: userID, besides: rowID, on: db)
                    guard others + bytes <= UserRecipes.maxTextBytes else { throw UserRecipes.textFull(used: others + before) }
                }
                // A photo saved or removed since the row was read (its write takes this lock too):
                // the indexed recipe shows the photo as it is now, not the one read before (a hostile
                // sweep's edit racing an upload left the index on the drawn picture, 2026-12-07).
                if let current = try await UserRecipe.query(on: db).filter(\.$id == rowID).field(\.$id).field(\.$photoTag).first(),
                   current.photoTag != row.photoTag {
                    row.photoTag = current.photoTag
                }
                try await row.save(on: db)
                try await PlanEntry.query(on: db).filter(\.$user.$id ~~ plans).filter(\.$recipeID == recipeID)
                    .set(\.$title, to: recipe.title)
                    .update()
                // Indexed while the row lock is held, so the index takes the changes of one recipe
                // in the order the database does (see `reindex`).
                let built = UserRecipes.recipe(row, store: store)
                store.upsert(built)
                return built
            }
        }
    }

    /// Deletes the recipe unless a meal on the plan the user sees uses it; then nothing changes
    /// and the error names the days. In a household, the meals of the user's own plan (hidden
    /// while they are in it, and copied into the household's when they made it) that use the
    /// recipe go with it: nobody can see or remove them, so they must not keep it.
    func delete(_ row: UserRecipe, store: RecipeStore) async throws {
        let rowID = try row.requireID()
        let recipeID = UserRecipes.recipeID(of: rowID)
        try await db.writeTransaction { [userID] db in
            // Held until the delete commits: a meal stored meanwhile waits to check its recipe.
            try await RowLock.update.exists(UserRecipe.self, rowID, on: db)
            let store = UserRecipes(userID: userID, on: db)
            let planOwner = try await store.planOwner()
            if let inUse = try await store.planUses(of: row, on: planOwner) { throw inUse }
            if planOwner != userID {
                try await PlanEntry.query(on: db).filter(\.$user.$id == userID).filter(\.$recipeID == recipeID).delete()
            }
            try await row.delete(on: db)
        }
        // After the commit: an edit waiting on the row lock finds the row gone and changes nothing,
        // and whatever read the recipe before and puts it in later is refused from now on.
        store.remove(Recipe.ID(recipeID))
    }

    /// The index's entry for one recipe made what the database holds, under the recipe's row lock:
    /// every change to a user recipe's row (edit, delete, photo) takes that lock and updates the
    /// index before it lets go, so the index follows the row in the database's own order. An edit
    /// and a delete at once had each changed the index after its commit, in no set order, and the
    /// edit could put back a recipe just deleted (PostgreSQL CI, 2026-12-07).
    static func reindex(rowID: UUID, store: RecipeStore, on db: any Database) async throws {
        try await db.writeTransaction { db in
            try await RowLock.update.exists(UserRecipe.self, rowID, on: db)
            if let row = try await UserRecipe.find(rowID, on: db) {
                store.restore(UserRecipes.recipe(row, store: store))
            } else {
                store.remove(Recipe.ID(UserRecipes.recipeID(of: rowID)))
            }
        }
    }

    /// Runs a change of the recipe that indexes it before its commit; when it fails, and may have
    /// reached the index and not the database (the commit itself failed), the entry is read
    /// again. A refusal before any write leaves it.
    static func keepingIndex<T>(of rowID: UUID, in store: RecipeStore?, on db: any Database,
                                _ change: () async throws -> T) async throws -> T {
        do {
            return try await change()
        } catch {
            if let store, !(error is RequestProblem || error is RecipeInUseError || error is CodedProblem) {
                try? await reindex(rowID: rowID, store: store, on: db)
            }
            throw error
        }
    }

    /// What stops the recipe from being deleted: the entries of the plan the user sees (or of
    /// `planOwner`'s, already read) that use it, or nil for none.
    func planUses(of row: UserRecipe, on planOwner: UUID? = nil) async throws -> RecipeInUseError? {
        let recipeID = UserRecipes.recipeID(of: try row.requireID())
        let owner = if let planOwner { planOwner } else { try await self.planOwner() }
        let uses = try await PlanEntry.query(on: db).filter(\.$user.$id == owner).filter(\.$recipeID == recipeID)
            .sort(\.$date).sort(\.$time)
            .all()
        guard !uses.isEmpty else { return nil }
        return RecipeInUseError(title: row.title, uses: uses.compactMap { entry in
            PlanDate(entry.date).map { RecipeInUseError.Use(date: $0, meal: entry.mealType) }
        })
    }

    /// The plan the user sees: their household's when they are in one, else their own.
    private func planOwner() async throws -> UUID {
        try await SharedScope.of(userID: userID, on: db).ownerID
    }

    /// The plans a recipe of the user's can be on: their own, and their household's (a shared
    /// recipe there cannot be deleted from under the household either).
    private func planOwners() async throws -> [UUID] {
        let scope = try await SharedScope.of(userID: userID, on: db)
        return scope.householdID.map { [userID, $0] } ?? [userID]
    }

    /// Puts into the index the user's recipes it lacks: written a moment ago through another
    /// instance, before this one's poll (`UserRecipeSync`) has seen them.
    func indexMissing(in store: RecipeStore) async throws {
        let ids = try await rowIDs()
        let missing = ids.filter { store.recipe(Recipe.ID(UserRecipes.recipeID(of: $0))) == nil }
        guard !missing.isEmpty else { return }
        for row in try await query().filter(\.$id ~~ missing).all() { store.fill(UserRecipes.recipe(row, store: store)) }
    }

    /// The core recipe: the stored fields, every ingredient line parsed again.
    static func recipe(_ row: UserRecipe, store: RecipeStore) -> Recipe {
        let draft = RecipeDraft(
            id: recipeID(of: row.id ?? UUID()), title: row.title, summary: row.notes, image: row.imageURL,
            sourceURL: row.sourceURL, videoURL: row.videoURL, servings: row.servings,
            prepMinutes: row.prepMinutes, cookMinutes: row.cookMinutes,
            cuisines: row.cuisines, mealTypes: row.mealTypes.compactMap(MealType.init(rawValue:)),
            ingredientLines: row.ingredientLines, instructions: row.instructions, tags: row.tags, yieldText: row.yieldText
        )
        var recipe = Recipe(draft: draft, parser: store.parser, catalog: store.catalog, owner: row.$user.id.uuidString)
        recipe.photo = row.photoTag.map { SiteURL.myRecipePhoto(recipe.id.rawValue, tag: $0) }
        return recipe
    }
}

extension UserRecipes {
    /// The bytes of text `userID`'s recipes hold, `besides` one of them (being rewritten).
    static func textBytesStored(by userID: UUID, besides recipeID: UUID? = nil, on db: any Database) async throws -> Int {
        try await OwnedSum.of("text_bytes", in: UserRecipe.schema, userID: userID, besides: recipeID.map { ("id", $0) }, on: db)
    }

    /// `recipes.text-full` (409), `used` bytes already held, in whole megabytes.
    static func textFull(used: Int) -> CodedProblem {
        CodedProblem(.conflict, "recipes.text-full", ["used": "\(megabytes(used))", "megabytes": "\(maxTextBytes >> 20)"])
    }

    /// Bytes in whole megabytes, rounded up from the first byte: "0 MB" is said of nothing only.
    static func megabytes(_ bytes: Int) -> Int { bytes <= 0 ? 0 : (bytes + (1 << 20) - 1) >> 20 }
}

extension CheckedRecipe {
    /// The bytes (UTF-8) of every text the recipe keeps, as its row stores them.
    var textBytes: Int {
        let lists = [ingredients, instructions, cuisines, tags, mealTypes.map(\.rawValue)].joined()
        let single = [title, notes, yieldText, image, videoURL, sourceURL].compactMap { $0 }
        return (single + lists).reduce(0) { $0 + $1.utf8.count }
    }
}

extension UserRecipe {
    func apply(_ recipe: CheckedRecipe) {
        title = recipe.title
        servings = recipe.servings
        prepMinutes = recipe.prepMinutes
        cookMinutes = recipe.cookMinutes
        cuisines = recipe.cuisines
        mealTypes = recipe.mealTypes.map(\.rawValue)
        ingredientLines = recipe.ingredients
        instructions = recipe.instructions
        imageURL = recipe.image
        videoURL = recipe.videoURL
        sourceURL = recipe.sourceURL
        notes = recipe.notes
        tags = recipe.tags
        yieldText = recipe.yieldText
        textBytes = recipe.textBytes
    }

    /// What the form shows when editing.
    var input: RecipeInput {
        RecipeInput(
            title: title, servings: servings, prepMinutes: prepMinutes, cookMinutes: cookMinutes,
            cuisines: cuisines, mealTypes: mealTypes, ingredients: ingredientLines, instructions: instructions,
            image: imageURL, videoURL: videoURL, sourceURL: sourceURL, notes: notes, tags: tags, yieldText: yieldText
        )
    }
}

/// A recipe that a plan uses cannot be deleted; the error names the days it is planned on.
struct RecipeInUseError: DomainError {
    struct Use: Sendable, Equatable {
        let date: PlanDate
        let meal: String
    }

    let title: String
    let uses: [Use]

    var kind: ProblemKind { .conflict }
    private static let shownUses = 8

    var days: [String] {
        var seen: Set<String> = []
        return uses.map(\.date.description).filter { seen.insert($0).inserted }
    }

    var code: String { uses.count > RecipeInUseError.shownUses ? "recipe.in-use-more" : "recipe.in-use" }

    var arguments: [String: String] { arguments(in: .english) }

    func arguments(in strings: Strings) -> [String: String] {
        let shown = uses.prefix(RecipeInUseError.shownUses).map { use in
            strings.text("recipe.inUseDay", ["date": strings.date(use.date, .long), "meal": MealType(rawValue: use.meal).map { strings.lowercaseName(of: $0) } ?? use.meal])
        }
        return ["title": title, "uses": shown.joined(separator: ", "), "more": "\(uses.count - shown.count)"]
    }
}

extension User {
    /// How recipes and the search index name this user as an owner.
    var recipeOwner: String? { id?.uuidString }
}

extension Request {
    /// The recipe with this id if the asker may see it: library recipes for anyone, a user's own
    /// recipes for that user and, when shared, the members of their household (anyone else gets
    /// nil, as if there were none).
    func visibleRecipe(_ id: String) async throws -> Recipe? {
        if let recipe = recipes.recipe(Recipe.ID(id)) {
            guard let owner = recipe.owner else { return recipe }
            guard let user = try await currentUser() else { return nil }
            if user.recipeOwner == owner { return recipe }
            return try await sharedScope(of: user).seesShared(id, on: db) == nil ? nil : recipe
        }
        // Written a moment ago through another instance, before this one's index polled it in.
        guard UserRecipes.isUserRecipeID(id), let user = try await currentUser() else { return nil }
        var found = try await UserRecipes(user: user, on: db).find(id)
        if found == nil { found = try await sharedScope(of: user).seesShared(id, on: db) }
        guard let row = found else { return nil }
        let recipe = UserRecipes.recipe(row, store: recipes)
        recipes.upsert(recipe)
        return recipe
    }
}
