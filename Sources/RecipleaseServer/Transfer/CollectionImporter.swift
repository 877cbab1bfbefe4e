import Fluent
import Foundation
import RecipleaseCore
import RecipleaseMigrate
import Vapor

/// What importing a collection did: how many recipes were new, already there, or failed (with
/// why, as codes: the job row keeps this, and each reader sees it in their language).
struct CollectionImportSummary: Codable, Sendable, Equatable {
    var job: UUID?
    var format: CollectionFormat
    var total: Int
    var added: Int
    var existing: Int
    /// Recipes that did not come in, each with the reason.
    var failed: [ImportFailure]
    /// Recipes that came in without their photo, and why the photo was left out.
    var photoWarnings: [ImportFailure]
    /// The ids of the recipes added, in the collection's order.
    var recipeIDs: [String]
    /// Of those, how many stated no servings and were saved for `AccountTransfer.assumedServings`
    /// (nil in a summary kept before it was counted).
    var servingsAssumed: Int? = nil
}

/// How long an import may hold its line, counted from the start of its turn.
struct ImportBudget: Sendable {
    let seconds: Double
    let deadline: ContinuousClock.Instant

    /// A budget of `seconds` from now.
    init(seconds: Double) {
        self.seconds = seconds
        deadline = .now + .milliseconds(Int64(seconds * 1_000))
    }

    var isSpent: Bool { ContinuousClock.now >= deadline }

    /// Why a recipe the import did not reach was left: import the file again for the rest.
    var reason: ImportReason { ImportReason("collection.out-of-time", ["seconds": "\(Int(seconds))"]) }
}

/// Saves a collection read from another app into one user's own recipes: each recipe checked by
/// the recipe form's rules, the ones already there left alone, the rest written in batches, each
/// recipe whole (with its photo) or not at all.
struct CollectionImporter {
    /// Recipes per transaction: one commit per batch instead of per recipe.
    static let batchSize = 50

    let userID: UUID
    let db: any Database
    let store: RecipeStore

    /// Saves the collection; `progress` hears how many recipes have been dealt with after each
    /// batch. Once `budget` is spent, the recipes not reached are listed with its reason, but only
    /// after this turn has saved a batch: a turn whose time went on unpacking, or on recipes already
    /// in, still brings some in, so importing the file again always finishes.
    func run(
        _ collection: RecipeCollection, job: UUID? = nil, now: Date, budget: ImportBudget? = nil,
        progress: @Sendable (_ done: Int, _ total: Int) async throws -> Void = { _, _ in }
    ) async throws -> CollectionImportSummary {
        let total = collection.recipes.count + collection.failures.count
        var summary = CollectionImportSummary(
            job: job, format: collection.format, total: total, added: 0, existing: 0,
            failed: collection.failures, photoWarnings: [], recipeIDs: []
        )
        // Read once here and brought up to date inside each batch's transaction, where what is
        // already there and the room left are decided: another import of the user's (the command
        // line, another instance) may have written since.
        var known = try await KnownRecipes.load(userID: userID, on: db)
        var done = collection.failures.count
        var start = collection.recipes.startIndex
        var saved = false
        while start < collection.recipes.endIndex {
            if let budget, budget.isSpent, saved {
                summary.failed += collection.recipes[start...].map { ImportFailure(item: CollectionImporter.label($0), reason: budget.reason) }
                try await progress(total, total)
                break
            }
            let batch = collection.recipes[start..<min(start + CollectionImporter.batchSize, collection.recipes.endIndex)]
            start = batch.endIndex
            var candidates: [Pending] = []
            for item in batch {
                do {
                    let draft = CollectionImporter.draft(item.draft)
                    candidates.append(Pending(item: item, recipe: try AccountTransfer.checked(draft), servingsAssumed: draft.servings == nil))
                } catch {
                    summary.failed.append(ImportFailure(item: CollectionImporter.label(item), reason: CollectionImporter.reason(error)))
                }
            }
            for row in try await write(candidates, known: &known, now: now, summary: &summary) {
                store.upsert(UserRecipes.recipe(row, store: store))
                summary.recipeIDs.append(UserRecipes.recipeID(of: row.id ?? UUID()))
                saved = true
            }
            done += batch.count
            try await progress(done, total)
        }
        summary.added = summary.recipeIDs.count
        return summary
    }

    struct Pending {
        let item: ImportedRecipe
        let recipe: CheckedRecipe
        let servingsAssumed: Bool
    }

    /// What one batch's transaction decided and wrote; taken only once it has committed.
    private struct Written {
        var known: KnownRecipes
        var rows: [UserRecipe] = []
        var existing = 0
        var failed: [ImportFailure] = []
        var photoWarnings: [ImportFailure] = []
        var servingsAssumed = 0
    }

    /// Writes a batch in one transaction; when that fails, each recipe alone, so one bad recipe
    /// costs only itself. Answers the rows written; `known` then holds them.
    private func write(_ candidates: [Pending], known: inout KnownRecipes, now: Date, summary: inout CollectionImportSummary) async throws -> [UserRecipe] {
        guard !candidates.isEmpty else { return [] }
        let before = known
        do {
            let written = try await db.writeTransaction { tx in
                try await self.decideAndWrite(candidates, known: before, now: now, on: tx)
            }
            known = written.known
            summary.existing += written.existing
            summary.failed += written.failed
            summary.photoWarnings += written.photoWarnings
            if written.servingsAssumed > 0 { summary.servingsAssumed = (summary.servingsAssumed ?? 0) + written.servingsAssumed }
            return written.rows
        } catch let gone as CodedProblem where gone == AccountDeletion.accountGone {
            throw gone
        } catch {
            guard candidates.count > 1 else {
                summary.failed.append(ImportFailure(item: CollectionImporter.label(candidates[0].item), reason: CollectionImporter.reason(error)))
                return []
            }
        }
        var rows: [UserRecipe] = []
        for one in candidates {
            rows += try await write([one], known: &known, now: now, summary: &summary)
        }
        return rows
    }

    /// Inside the batch's transaction: which recipes are already there and which have room, from
    /// the user's recipes as committed now, then the new ones written. Another writer of the user's
    /// recipes waits meanwhile: on SQLite the write transaction holds the file, and on PostgreSQL
    /// the user's row is held until commit (statements after the lock see what the other committed).
    private func decideAndWrite(_ candidates: [Pending], known: KnownRecipes, now: Date, on tx: any Database) async throws -> Written {
        // The account deleted meanwhile (`AccountDeletion` takes this lock too): the import ends
        // there, rather than report recipes added that went with the account.
        guard try await RowLock.writer.exists(User.self, userID, on: tx) else { throw AccountDeletion.accountGone }
        var written = Written(known: known)
        try await written.known.refresh(userID: userID, on: tx)
        var pending: [(entry: Pending, row: UserRecipe)] = []
        var text = try await UserRecipes.textBytesStored(by: userID, on: tx)
        for entry in candidates {
            guard !written.known.contains(entry.recipe) else {
                written.existing += 1
                continue
            }
            guard written.known.count < UserRecipes.maxCount else {
                written.failed.append(ImportFailure(item: CollectionImporter.label(entry.item), reason: ImportReason(CodedProblem.full("recipes", max: UserRecipes.maxCount))))
                continue
            }
            let bytes = entry.recipe.textBytes
            guard text + bytes <= UserRecipes.maxTextBytes else {
                written.failed.append(ImportFailure(item: CollectionImporter.label(entry.item), reason: ImportReason(UserRecipes.textFull(used: text))))
                continue
            }
            text += bytes
            let id = freshID()
            let row = UserRecipe(id: id, userID: userID, createdAt: now)
            row.apply(entry.recipe)
            written.known.insert(entry.recipe, id: id)
            if entry.servingsAssumed { written.servingsAssumed += 1 }
            pending.append((entry, row))
        }
        guard !pending.isEmpty else { return written }
        written.rows = pending.map(\.row)
        try await written.rows.create(on: tx)
        // What the account's photos take, counted once and kept up to date photo by photo.
        var used = pending.contains { $0.entry.item.photo != nil } ? try await UserRecipePhotos.bytesStored(by: userID, on: tx) : 0
        for (entry, row) in pending {
            if let warning = try await savePhoto(entry.item, row: row, now: now, used: &used, on: tx) { written.photoWarnings.append(warning) }
        }
        return written
    }

    /// Stores the recipe's photo beside it; a photo that fails its checks is a warning, not a failure.
    private func savePhoto(_ item: ImportedRecipe, row: UserRecipe, now: Date, used: inout Int, on db: any Database) async throws -> ImportFailure? {
        guard let photo = item.photo, let id = row.id else { return nil }
        // Checked here, before the store's own checks would throw inside the transaction.
        let problem: CodedProblem? = if photo.data.isEmpty {
            PhotoProblem.empty
        } else if photo.data.count > UserRecipePhotos.maxBytes {
            PhotoProblem.tooLarge
        } else if PhotoKind.detect(photo.data) == nil {
            PhotoProblem.notImage
        } else if used + photo.data.count > UserRecipePhotos.maxTotalBytes {
            PhotoProblem.quotaFull(used: used)
        } else {
            nil
        }
        if let problem { return ImportFailure(item: CollectionImporter.label(item), reason: ImportReason(problem)) }
        try await UserRecipePhotos(userID: userID, on: db).save(photo.data, recipeID: id, now: now, used: used)
        used += photo.data.count
        // The row saved above does not know the tag the photo store wrote; the index needs it.
        row.photoTag = UserRecipePhotos.tag(of: photo.data)
        return nil
    }

    /// How a recipe is named in the lists: its title, else where it stood in the collection.
    static func label(_ item: ImportedRecipe) -> String {
        let title = item.draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { return item.origin }
        return ImportFailure.shortened(title, to: RecipeRules.titleLength)
    }

    /// A row id that no library recipe's id could clash with.
    private func freshID() -> UUID {
        var id = UUID()
        while store.recipe(Recipe.ID(UserRecipes.recipeID(of: id))) != nil { id = UUID() }
        return id
    }

    /// The draft as a user recipe keeps it: the app's description and the cook's notes share the notes field.
    static func draft(_ draft: RecipeDraft) -> RecipeDraft {
        var draft = draft
        let parts = [draft.summary, draft.notes].compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        draft.summary = parts.isEmpty ? nil : parts.joined(separator: "\n\n")
        draft.notes = nil
        return draft
    }

    /// Why a recipe did not come in, as codes the pages and the API tell in the reader's language.
    static func reason(_ error: any Error) -> ImportReason {
        if let domain = error as? any DomainError { return ImportReason(domain) }
        return ImportReason("import.collection-store-failed")
    }
}

/// The user's recipes as far as telling a duplicate needs: a recipe is already there when one of
/// them has the same title (case, accents and spacing aside) and either the same source URL (when
/// both have one) or the same ingredient lines.
struct KnownRecipes {
    private struct Entry: Hashable {
        let url: String?
        let lines: String
        let id: UUID
    }

    private var byTitle: [String: Set<Entry>] = [:]
    /// The ids of the rows read or written, so a later look brings in only what others wrote.
    private var ids: Set<UUID> = []
    /// The user's recipes, written or read in the collection being imported.
    var count: Int { ids.count }

    static func load(userID: UUID, on db: any Database) async throws -> KnownRecipes {
        var known = KnownRecipes()
        try await known.read(db.owned(UserRecipe.self, by: userID))
        return known
    }

    /// Brought up to what the database holds now: the rows written since by another import are
    /// read (all of them again when some were deleted, or very many came).
    mutating func refresh(userID: UUID, on db: any Database) async throws {
        let now = try await KnownRecipes.ids(userID: userID, on: db)
        guard now != ids else { return }
        let new = now.subtracting(ids)
        guard now.isSuperset(of: ids), new.count <= 500 else {
            self = try await KnownRecipes.load(userID: userID, on: db)
            return
        }
        try await read(db.owned(UserRecipe.self, by: userID).filter(\.$id ~~ Array(new)))
    }

    /// Whether the user's recipes are still the ones read: no import has written or deleted since.
    func isCurrent(userID: UUID, on db: any Database) async throws -> Bool {
        try await KnownRecipes.ids(userID: userID, on: db) == ids
    }

    private static func ids(userID: UUID, on db: any Database) async throws -> Set<UUID> {
        Set(try await db.owned(UserRecipe.self, by: userID).all(\.$id))
    }

    private mutating func read(_ query: QueryBuilder<UserRecipe>) async throws {
        let rows = try await query.field(\.$id).field(\.$title).field(\.$sourceURL).field(\.$ingredientLines).all()
        for row in rows {
            guard let id = row.id else { continue }
            insert(title: row.title, sourceURL: row.sourceURL, lines: row.ingredientLines, id: id)
        }
    }

    func contains(_ recipe: CheckedRecipe) -> Bool { !matches(recipe).isEmpty }

    /// The id of the user's recipe that `recipe` is already: `preferred` when it is one of them
    /// (an export read back into the account it came from), else any.
    func existing(_ recipe: CheckedRecipe, preferring preferred: UUID?) -> UUID? {
        let ids = matches(recipe).map(\.id)
        return ids.first { $0 == preferred } ?? ids.min { $0.uuidString < $1.uuidString }
    }

    private func matches(_ recipe: CheckedRecipe) -> [Entry] {
        guard let entries = byTitle[KnownRecipes.fold(recipe.title)] else { return [] }
        let url = recipe.sourceURL.flatMap(KnownRecipes.url)
        let lines = KnownRecipes.lines(recipe.ingredients)
        return entries.filter { entry in
            if let url, let other = entry.url { return url == other }
            return entry.lines == lines
        }
    }

    /// A recipe written as `id`.
    mutating func insert(_ recipe: CheckedRecipe, id: UUID) {
        insert(title: recipe.title, sourceURL: recipe.sourceURL, lines: recipe.ingredients, id: id)
    }

    private mutating func insert(title: String, sourceURL: String?, lines: [String], id: UUID) {
        guard ids.insert(id).inserted else { return }
        byTitle[KnownRecipes.fold(title), default: []].insert(Entry(url: sourceURL.flatMap(KnownRecipes.url), lines: KnownRecipes.lines(lines), id: id))
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func lines(_ lines: [String]) -> String {
        lines.map(fold).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The address without its scheme, `www.`, or a trailing slash: the same page however written.
    static func url(_ text: String) -> String? {
        var url = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        for prefix in ["https://", "http://"] where url.hasPrefix(prefix) { url.removeFirst(prefix.count) }
        if url.hasPrefix("www.") { url.removeFirst(4) }
        while url.hasSuffix("/") { url.removeLast() }
        return url.isEmpty ? nil : url
    }
}
