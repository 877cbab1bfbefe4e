import Fluent
import FluentPostgresDriver
import FluentSQLiteDriver
import Foundation
import Leaf
import LeafKit
import RecipleaseCore
import RecipleaseProviders
import SQLKit
import Vapor

/// Sets up an application: database, migrations, recipes, views, routes.
/// Tests call this on an in-process app; `serve` calls it before listening.
public func configure(_ app: Application, settings: Settings, store: RecipeStore? = nil) async throws {
    var listener: PostgresConnection.Configuration?
    switch settings.database {
    case .sqliteMemory:
        // SQLiteKit keeps an "in-memory" database in a temporary file it never removes (a test run
        // left a thousand of them, 240 MB): name the file here and remove it when the app stops.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-memory-\(UUID().uuidString).sqlite3").path
        app.lifecycle.use(FilesRemovedOnShutdown(paths: [file, file + "-journal"]))
        // Tests run many apps at once, all queries on one shared blocking-thread pool: allow waiting.
        app.databases.use(.sqlite(.file(file), connectionPoolTimeout: .seconds(120)), as: .sqlite)
    case .sqliteFile:
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: settings.dataDirectory, isDirectory: &isFolder), !isFolder.boolValue {
            throw SettingsError.invalid(variable: "the data folder (--data-dir, RECIPLEASE_DATA)", value: settings.dataDirectory,
                                        expected: "a folder, not a file")
        }
        try FileManager.default.createDirectory(atPath: settings.dataDirectory, withIntermediateDirectories: true)
        app.databases.use(.sqlite(.file(settings.sqlitePath), connectionPoolTimeout: .seconds(settings.connectionWaitSeconds)), as: .sqlite)
        // Write-ahead logging: readers never wait for the writer, and a commit is one append.
        try await (app.db as? any SQLDatabase)?.raw("PRAGMA journal_mode=WAL").run()
    case let .postgres(url, schema):
        var configuration = try SQLPostgresConfiguration(url: url)
        listener = configuration.coreConfiguration
        if let schema { configuration.searchPath = [schema] }
        // Tests run many apps on one server with one connection each: let a query wait for it.
        let poolTimeout: TimeAmount = schema == nil ? .seconds(settings.connectionWaitSeconds) : .seconds(120)
        app.databases.use(.postgres(
            configuration: configuration, maxConnectionsPerEventLoop: settings.connectionsPerLoop,
            connectionPoolTimeout: poolTimeout
        ), as: .psql)
        if let schema {
            try await againWhileMadeMeanwhile(app) {
                try await (app.db as? any SQLDatabase)?.raw("CREATE SCHEMA IF NOT EXISTS \(ident: schema)").run()
            }
        }
    }
    Migrations.register(on: app, channels: settings.database.notifyChannels)
    _ = app.sharedChanges  // made before requests run, so they never race to make it
    _ = app.liveStreams
    app.requestsInFlight = RequestsInFlight()
    // Documents a client sends are read on threads of their own, never the database's.
    let readers = DocumentReaders()
    app.documentReaders = readers
    app.importSlots = ImportSlots.Lines()
    app.largeBodies = LargeBodies()
    app.lifecycle.use(DocumentReadersLifecycle(readers: readers))
    // Whatever stops the app (tests included) ends the open event streams before it is taken apart.
    app.lifecycle.use(LiveStreamsStopper())
    app.accountTurns = AccountTurns()
    // Other instances on the database hear of every shared change (`ChangeListener` hears theirs).
    if listener != nil { app.sharedChanges.announce(through: app, on: settings.database.notifyChannels.shared) }
    if case let .postgres(_, schema) = settings.database, let listener {
        try await holdingMigrationLock(of: schema, through: listener, logger: app.logger) {
            try await againWhileMadeMeanwhile(app) { try await app.autoMigrate() }
        }
    } else {
        try await app.autoMigrate()
    }

    app.recipeStore = try store ?? RecipeStore.load(settings: settings)
    // Users' own recipes join the index, each found only by its owner's searches; where several
    // instances share the database (PostgreSQL), the index follows the table from then on.
    let userRecipes = try await app.userRecipeSync.sync(into: app.recipeStore, on: app.db)
    if userRecipes > 0 { app.logger.info("Loaded \(userRecipes) user recipes into the index") }
    app.stopping = Stopping()
    app.accountCache = AccountCache(lifetime: .seconds(settings.accountCacheSeconds))
    // Same lifetime: it bounds what a lost announcement of a shared change could leave behind.
    app.memberships = MembershipCache(lifetime: .seconds(settings.accountCacheSeconds))
    app.groceryLists = GroceryListCache(lifetime: .seconds(settings.accountCacheSeconds))
    if let listener, settings.listensForRecipeChanges {
        app.changeHearing = ChangeHearing()
        app.lifecycle.use(ChangeListener.loop(configuration: listener, channels: settings.database.notifyChannels, sync: app.userRecipeSync))
    }
    if settings.recipePollSeconds > 0 {
        app.lifecycle.use(BackgroundLoop.userRecipePolling(app.userRecipeSync, every: .seconds(settings.recipePollSeconds)))
    }
    app.recipeProviders = RecipeProviders(settings: settings.providers, catalog: app.recipeStore.catalog)
    app.settings = settings
    try await configureAccounts(app, settings: settings)

    guard let resources = Bundle.module.resourceURL else {
        throw SettingsError.invalid(variable: "bundle", value: "RecipleaseServer", expected: "the server's resources beside the binary")
    }
    // Views and public files ship inside the bundle, so the server runs from any directory.
    // (The build folder is hidden, so Leaf's visible-files-only limit is left off.)
    let views = resources.appendingPathComponent("Views").path + "/"
    app.directory.publicDirectory = resources.appendingPathComponent("Public").path + "/"
    app.views.use(.leaf)
    app.leaf.sources = .singleSource(NIOLeafFiles(
        fileio: app.fileio, limits: [.toSandbox, .requireExtensions], sandboxDirectory: views, viewDirectory: views
    ))

    // Answers an oversized request head (414, 431) where Vapor's server drops the connection.
    if settings.httpFront == .guarded { app.servers.use(.guarded) }

    app.middleware = Middlewares()
    // First, so a stopping process knows of every request still running (`RecipleaseApp.serve`).
    app.middleware.use(RequestsInFlightMiddleware())
    app.middleware.use(RequestIDMiddleware())
    // Outside ProblemMiddleware too, so error pages and API errors say their language.
    app.middleware.use(LanguageMiddleware())
    // Outside ProblemMiddleware, so error pages carry the same headers as any other.
    app.middleware.use(SecurityHeadersMiddleware())
    app.middleware.use(ProblemMiddleware())
    // A page's form the front refused before its body: the error page, and no route runs.
    app.middleware.use(FrontRefusalMiddleware())
    // Before anything reads a body: media types in any case read as one, and MultipartKit traps
    // on an empty boundary.
    app.middleware.use(MediaTypeCaseMiddleware())
    app.middleware.use(MultipartBoundaryMiddleware())
    // Forms are counted before they are decoded: the readers take quadratic time in their fields.
    BoundedFormDecoder.install()
    // Instants in JSON are Gregorian all the way back, as the planner's days are: Foundation's
    // ISO 8601 writer counts the Julian calendar before 1582 (a meal's `start` two days off in year 1).
    let json = JSONEncoder.custom(dates: .custom { date, encoder in
        var value = encoder.singleValueContainer()
        try value.encode(GregorianInstant.iso8601(date))
    })
    ContentConfiguration.global.use(encoder: json, for: .json)
    ContentConfiguration.global.use(encoder: json, for: .jsonAPI)
    app.middleware.use(PublicFilesMiddleware(directory: app.directory.publicDirectory))
    app.middleware.use(WebSessionMiddleware())
    app.middleware.use(CSRFMiddleware())

    try routes(app)
}

func routes(_ app: Application) throws {
    try app.register(collection: HealthController())
    try app.register(collection: HomeController())
    try app.register(collection: RecipeController())
    try app.register(collection: RecipeImageController())
    try app.register(collection: AccountController())
    try app.register(collection: FavoritesController())
    try app.register(collection: KitchenController())
    try app.register(collection: PreferencesController())
    try app.register(collection: MyRecipesController())
    try app.register(collection: RecipePhotoController())
    try app.register(collection: PlannerController())
    try app.register(collection: GroceryController())
    try app.register(collection: CalendarController())
    try app.register(collection: ImportController())
    try app.register(collection: HouseholdController())
    try app.register(collection: LanguageController())
    let api = app.grouped("api", "v1")
    try api.register(collection: RecipeAPIController())
    try api.register(collection: AccountAPIController())
    try api.register(collection: FavoritesAPIController())
    try api.register(collection: PreferencesAPIController())
    try api.register(collection: KitchenAPIController())
    try api.register(collection: FoodAPIController())
    try api.register(collection: ProvidersAPIController())
    try api.register(collection: TransferAPIController())
    try api.register(collection: IngredientAPIController())
    try api.register(collection: UserRecipeAPIController())
    try api.register(collection: PlanAPIController())
    try api.register(collection: GroceryAPIController())
    try api.register(collection: CalendarAPIController())
    try api.register(collection: HouseholdAPIController())
    try api.register(collection: OpenAPIController())
    try api.register(collection: EventsAPIController())
}

enum Migrations {
    /// `channels`: those the notifying triggers announce on (`NotifyChannels`).
    static func register(on app: Application, channels: NotifyChannels) {
        // Every schema change gets its own migration, registered here in order.
        app.migrations.add(CreateUser())
        app.migrations.add(CreateWebSession())
        app.migrations.add(CreateAPIToken())
        app.migrations.add(CreateSignInThrottle())
        app.migrations.add(CreateFavorite())
        app.migrations.add(CreateSearchPreference())
        app.migrations.add(CreatePantryItem())
        app.migrations.add(CreateUserRecipe())
        app.migrations.add(CreatePlanEntry())
        app.migrations.add(CreatePlannerPreference())
        app.migrations.add(CreateGroceryCheck())
        app.migrations.add(CreateGroceryExtra())
        app.migrations.add(CreateCalendarFeed())
        app.migrations.add(NotifyUserRecipeChanges(channel: channels.recipes))
        app.migrations.add(NotifyAccountChanges(channel: channels.accounts))
        app.migrations.add(ConvertFavoriteSnapshotsToJSONLD())
        app.migrations.add(CreateGroceryTick())
        app.migrations.add(AddDaysToGroceryExtra())
        app.migrations.add(AddYieldTextToUserRecipe())
        app.migrations.add(CreateUserRecipePhoto())
        app.migrations.add(AddPhotoTagToUserRecipe())
        app.migrations.add(CreateImportJob())
        app.migrations.add(CreateHousehold())
        app.migrations.add(AddLanguageToUser())
        app.migrations.add(NotifyFavoriteChanges())
        app.migrations.add(AddTextBytesToUserRecipe())
    }
}

extension Application {
    private struct SettingsKey: StorageKey { typealias Value = Settings }

    /// The settings the app was configured with.
    var settings: Settings {
        get { storage[SettingsKey.self] ?? Settings() }
        set { storage[SettingsKey.self] = newValue }
    }
}

/// Runs `body` (the migrations) while this instance holds PostgreSQL's advisory lock for the
/// migrations of `schema` (the default one when nil), on a connection of its own, so instances
/// started together on one database migrate it one after the other: each waits for the one before
/// and then finds its work done. (Without it the second's `CREATE TABLE` or `ALTER TABLE ... ADD`
/// failed where the first's had just won, and it died at start-up.) Closing the connection lets
/// the lock go whatever happened.
func holdingMigrationLock(of schema: String?, through configuration: PostgresConnection.Configuration, logger: Logger,
                          _ body: () async throws -> Void) async throws {
    let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
    do {
        // A key of the schema's name (FNV-1a, 64 bits): test schemas on one server do not wait for each other.
        let key = Int64(bitPattern: FNV1a.hash("reciplease migrations " + (schema ?? "")))
        try await connection.query("SELECT pg_advisory_lock(\(key))", logger: logger)
        try await body()
        try await connection.query("SELECT pg_advisory_unlock(\(key))", logger: logger)
    } catch {
        try? await connection.close()
        throw error
    }
    try await connection.close()
}

/// Runs `setUp` (the migrations, a test's schema), and again while another instance, started at
/// the same moment on the same new PostgreSQL database, is making the same tables: its `CREATE
/// TABLE` wins and this one's fails (one of two instances started together died at start-up).
/// Each statement that fails changes nothing, and a later run of the migrations skips what the
/// other has recorded, so trying again once it has gone further is safe. At most a minute; then
/// the error stands.
func againWhileMadeMeanwhile(_ app: Application, _ setUp: () async throws -> Void) async throws {
    let deadline = ContinuousClock.now + .seconds(60)
    while true {
        do {
            return try await setUp()
        } catch where error.isObjectMadeMeanwhile && ContinuousClock.now < deadline {
            app.logger.notice("Another instance is migrating the database; trying again in a moment")
            try await Task.sleep(for: .milliseconds(Int.random(in: 200...600)))
        }
    }
}

/// Removes files the application made for itself alone (an in-memory database's backing file)
/// when it shuts down. Open connections keep reading an unlinked file until they close.
struct FilesRemovedOnShutdown: LifecycleHandler {
    let paths: [String]

    func shutdownAsync(_ application: Application) async {
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
    }
}
