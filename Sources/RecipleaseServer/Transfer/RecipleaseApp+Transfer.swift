import Fluent
import Foundation
import RecipleaseCore
import RecipleaseMigrate
import Vapor

/// What the command line's `import --user` and `export --user` call: the same saving and
/// exporting as the web, on the settings' database, with no HTTP server.
extension RecipleaseApp {
    /// Imports a document (a page, JSON-LD, Cooklang, or a Reciplease export) into a user's
    /// account; answers one line per thing done, for printing.
    public static func importDocument(_ data: Data, fileName: String, username: String, settings: Settings,
                                      pageAddress: String? = nil) async throws -> [String] {
        try await withOfflineApp(settings: settings) { app in
            let user = try await findUser(username, on: app.db)
            let transfer = AccountTransfer(user: user, db: app.db, store: app.recipeStore)
            let document = try ImportReader.read(data, fileName: fileName)
            switch pageAddress.map(document.fromPage) ?? document {
            case let .export(document):
                let summary = try await transfer.importDocument(document, now: app.wallClock.now())
                var parts = [EnglishCount.of(summary.recipes, "recipe"), EnglishCount.of(summary.plan, "plan entry", plural: "plan entries"),
                             EnglishCount.of(summary.favorites, "favorite"), EnglishCount.of(summary.pantry, "kitchen-list ingredient"),
                             EnglishCount.of(summary.groceryItems, "grocery item")]
                if summary.plannerSettings { parts.append("planner settings") }
                if summary.preferences { parts.append("search preferences") }
                return ["Imported into \(user.username): " + parts.joined(separator: ", ")] + summary.skipped.map { "Skipped: \($0)" }
            case let .recipes(drafts):
                let saved = try await transfer.saveRecipes(drafts, now: app.wallClock.now())
                return zip(drafts, saved).map { draft, recipe in
                    let line = "Saved \"\(recipe.title)\" as \(recipe.id) for \(user.username)"
                    // the source gave no servings: said, as the page says it
                    return draft.servings == nil ? line + " (no servings given: saved for \(AccountTransfer.assumedServings))" : line
                }
            }
        }
    }

    /// Imports another app's whole collection into a user's recipes, telling `progress` how many
    /// recipes have been dealt with after each batch; nil when no collection reader knows the file.
    public static func importCollection(
        _ data: Data, fileName: String, username: String, settings: Settings,
        progress: @escaping @Sendable (_ done: Int, _ total: Int) async -> Void = { _, _ in }
    ) async throws -> CollectionImportReport? {
        guard let collection = try CollectionImport.readUpload(data, fileName: fileName) else { return nil }
        await progress(0, collection.recipes.count + collection.failures.count)
        return try await withOfflineApp(settings: settings) { app in
            let user = try await findUser(username, on: app.db)
            let importer = CollectionImporter(userID: try user.requireID(), db: app.db, store: app.recipeStore)
            let summary = try await importer.run(collection, now: app.wallClock.now()) { done, total in await progress(done, total) }
            return CollectionImportReport(summary, username: user.username)
        }
    }

    /// A user's whole account as the export document's bytes.
    public static func exportDocument(username: String, settings: Settings) async throws -> Data {
        try await withOfflineApp(settings: settings) { app in
            let user = try await findUser(username, on: app.db)
            return try await AccountTransfer(user: user, db: app.db, store: app.recipeStore).export(now: app.wallClock.now()).encoded()
        }
    }

    static func findUser(_ username: String, on db: any Database) async throws -> User {
        // A household's own account (`~household-...`) is nobody's to import into or export.
        guard (try? AccountRules.username(username)) != nil,
              let user = try await User.query(on: db).filter(\.$username == username.lowercased()).first() else {
            throw TransferError.noSuchUser(username)
        }
        return user
    }

    /// The app configured on the settings' database (migrations run), quiet, never listening.
    static func withOfflineApp<T: Sendable>(settings: Settings, _ body: (Application) async throws -> T) async throws -> T {
        let app = try await Application.make(Environment(name: "production", arguments: ["reciplease"]))
        app.logger.logLevel = .error
        do {
            try await configure(app, settings: settings)
            let value = try await body(app)
            try await app.asyncShutdown()
            return value
        } catch {
            try? await app.asyncShutdown()
            throw (error as? any DomainError).map { TransferError.refused($0) } ?? error
        }
    }
}

/// Why a command-line import or export did nothing: a domain error the command prints as it is.
public enum TransferError: ProblemCollection, CustomStringConvertible {
    case noSuchUser(String)
    case refused(any DomainError)

    public var parts: [any DomainError] {
        switch self {
        case let .noSuchUser(name): [CodedProblem(.notFound, "transfer.no-user", ["name": name])]
        case let .refused(error): [error]
        }
    }

    public var code: String { parts.first?.code ?? "transfer.no-user" }

    public var description: String { message() }
}

/// What a command-line collection import did, for printing.
public struct CollectionImportReport: Sendable {
    public let format: String
    public let username: String
    public let added: Int
    public let existing: Int
    /// Each recipe that did not come in, and why.
    public let failures: [ImportFailure]
    /// Each recipe that came in without its photo, and why.
    public let photoWarnings: [ImportFailure]
    /// How many came in without servings stated, saved for the usual number.
    public let servingsAssumed: Int

    init(_ summary: CollectionImportSummary, username: String) {
        format = summary.format.displayName
        self.username = username
        added = summary.added
        existing = summary.existing
        failures = summary.failed
        photoWarnings = summary.photoWarnings
        servingsAssumed = summary.servingsAssumed ?? 0
    }

    /// Whether the file held recipes and not one of them could be read or saved: the command
    /// fails then, as it does for a single recipe file it cannot read.
    public var nothingCameIn: Bool { added == 0 && existing == 0 && !failures.isEmpty }

    /// One line for the counts, then one per failure and per photo left out.
    public var lines: [String] {
        ["Imported a \(format) collection into \(username): \(added) new, \(existing) already there, \(failures.count) failed"]
            + failures.map { "Failed: \($0.item): \($0.reason.message(in: .english))" }
            + photoWarnings.map { "Without its photo: \($0.item): \($0.reason.message(in: .english))" }
            + [AccountTransfer.servingsAssumedNote(count: servingsAssumed, in: .english)].compactMap { $0 }
    }
}
