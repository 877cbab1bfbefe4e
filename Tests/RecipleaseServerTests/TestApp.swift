import Foundation
import SQLKit
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A small library with known answers, served by the real app on an in-memory SQLite.
enum TestLibrary {
    static let jsonLines = """
    {"@context":"https://schema.org","@type":"Recipe","identifier":"chicken-rice","name":"Chicken and Rice","recipeYield":"4","prepTime":"PT10M","cookTime":"PT30M","recipeCategory":["dinner"],"recipeCuisine":["American"],"recipeIngredient":["4 chicken thighs","1 cup basmati rice","1 onion, chopped","1 tsp salt"],"recipeInstructions":[{"@type":"HowToStep","text":"Brown the chicken."},{"@type":"HowToStep","text":"Add rice and water; simmer."}]}
    {"@context":"https://schema.org","@type":"Recipe","identifier":"fried-rice","name":"Egg Fried Rice","recipeYield":"2","prepTime":"PT5M","cookTime":"PT10M","recipeCategory":["lunch"],"recipeCuisine":["Chinese"],"recipeIngredient":["2 cups cooked rice","2 eggs","1 onion","2 cloves garlic, minced","1 tbsp vegetable oil"],"recipeInstructions":[{"@type":"HowToStep","text":"Fry everything."}]}
    {"@context":"https://schema.org","@type":"Recipe","identifier":"omelette","name":"Omelette","recipeYield":"1","prepTime":"PT2M","cookTime":"PT5M","recipeCategory":["breakfast"],"recipeCuisine":["French"],"recipeIngredient":["3 eggs","1 tbsp milk","Salt to taste"],"recipeInstructions":[{"@type":"HowToStep","text":"Beat and cook."}],"url":"https://example.org/omelette","video":"https://example.org/omelette.mp4","image":"https://example.org/omelette.jpg"}
    {"@context":"https://schema.org","@type":"Recipe","identifier":"script-soup","name":"&lt;script&gt;alert(1)&lt;/script&gt; Soup","recipeYield":"2","recipeCategory":["lunch"],"recipeIngredient":["1 onion","&lt;script&gt;alert(2)&lt;/script&gt; 2 tomatoes"],"recipeInstructions":["Simmer."],"image":"javascript:alert(3)"}
    """

    static func store() throws -> RecipeStore {
        let catalog = FoodCatalog.shared
        let recipes = try RecipeLibrary.recipes(jsonLines: jsonLines, parser: IngredientParser(catalog: catalog), catalog: catalog)
        return RecipeStore(catalog: catalog, recipes: recipes)
    }
}

/// The database server tests run on: a private in-memory SQLite, or, when
/// `RECIPLEASE_TEST_DATABASE_URL` names a PostgreSQL database, a fresh schema of its own there.
/// `.ci/run` runs the whole server suite both ways.
enum TestDatabase {
    static let postgresURL: String? = ProcessInfo.processInfo.environment["RECIPLEASE_TEST_DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 }

    /// How many test apps may use PostgreSQL at once (each has up to three connections).
    static let slots = AsyncSemaphore(48)

    static func fresh() -> Settings.Database {
        guard let url = postgresURL else { return .sqliteMemory }
        return .postgres(url: url, schema: "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())
    }
}

/// Boots the real app in-process on a fresh test database, runs the body, and cleans up
/// (a PostgreSQL test schema is dropped) whatever the body did. `sharedFile`: on SQLite, the file
/// in the settings' data folder rather than memory, for a second app (the command line's) to open.
///
/// The default settings hash passwords at Bcrypt's lowest cost: every app hashes once as it
/// starts and again for each account a test makes, and at the served cost of 12 that was 7 % of
/// the whole suite's processor time in a debug build. `PasswordCostSettingTests` checks the cost.
func withConfiguredApp(
    settings: Settings = Settings(passwordCost: 4), store: RecipeStore?, listening: Bool = false, sharedFile: Bool = false,
    _ body: (Application) async throws -> Void
) async throws {
    // On PostgreSQL every app holds connections; at most `TestDatabase.slots` run at once, so
    // the suite never needs more than the server allows, however many cases it grows.
    if TestDatabase.postgresURL != nil { await TestDatabase.slots.acquire() }
    defer { if TestDatabase.postgresURL != nil { Task { await TestDatabase.slots.release() } } }
    var settings = settings
    settings.database = sharedFile && TestDatabase.postgresURL == nil ? .sqliteFile : TestDatabase.fresh()
    // A listener is one more connection per app (it hears only its own schema's changes,
    // `NotifyChannels`): only the tests about it turn it on.
    settings.listensForRecipeChanges = listening
    // Hundreds of test apps share one PostgreSQL server: one connection per loop each.
    settings.connectionsPerLoop = 1
    // A shared file's queries run on the blocking-thread pool every other test's app uses, and a
    // busy CI machine kept one waiting past the 10 s a server allows (CollectionImportTwoDoorsTests
    // failed there with connectionRequestTimeout): let a test's query wait, as in-memory ones do.
    settings.connectionWaitSeconds = max(settings.connectionWaitSeconds, 120)
    let app = try await Application.make(.testing)
    // Hundreds of apps migrate and serve here; their info lines would bury a failure's report.
    app.logger.logLevel = .warning
    // Every /api/v1 answer is checked against the OpenAPI document; the test that asked reports what broke it.
    let conformance = OpenAPIConformance()
    do {
        try await configure(app, settings: settings, store: store)
        app.middleware.use(OpenAPIConformanceMiddleware(conformance: conformance), at: .beginning)
        try await body(app)
    } catch {
        conformance.recordIssues()
        await dropSchema(app, settings)
        try? await app.asyncShutdown()
        throw error
    }
    conformance.recordIssues()
    await dropSchema(app, settings)
    try await app.asyncShutdown()
}

/// A second app on `first`'s database (its SQLite file, made with `sharedFile`, or its PostgreSQL
/// schema) with nothing shared in memory: another instance, or the command line, beside it.
/// `listening`, when given, turns the second's listener for other instances' changes on or off.
func withSecondInstance(of first: Application, listening: Bool? = nil, _ body: (Application) async throws -> Void) async throws {
    var settings = first.settings
    settings.connectionsPerLoop = 1
    if let listening { settings.listensForRecipeChanges = listening }
    let second = try await Application.make(.testing)
    second.logger.logLevel = .warning
    do {
        try await configure(second, settings: settings, store: TestLibrary.store())
        try await body(second)
    } catch {
        try? await second.asyncShutdown()
        throw error
    }
    try await second.asyncShutdown()
}

private func dropSchema(_ app: Application, _ settings: Settings) async {
    guard case let .postgres(_, schema?) = settings.database, let sql = app.db as? any SQLDatabase else { return }
    try? await sql.raw("DROP SCHEMA IF EXISTS \(ident: schema) CASCADE").run()
}

func withTestApp(bundled: Bool = false, _ body: (Application) async throws -> Void) async throws {
    try await withConfiguredApp(store: bundled ? nil : TestLibrary.store(), body)
}

extension TestingHTTPResponse {
    func json() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(buffer: body))
        return try #require(object as? [String: Any])
    }
}

/// A counting semaphore for async code: `acquire` suspends (never blocks a thread) while none is free.
actor AsyncSemaphore {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { free = count }

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
