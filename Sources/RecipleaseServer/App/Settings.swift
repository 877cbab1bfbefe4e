import Foundation
import RecipleaseProviders
import Logging

public enum SettingsError: Error, CustomStringConvertible {
    case invalid(variable: String, value: String, expected: String)

    public var description: String {
        switch self {
        case let .invalid(variable, value, expected): "\(variable)=\(value) is not valid: expected \(expected)"
        }
    }
}

/// Everything the server reads from its environment, read in one place at start-up.
public struct Settings: Sendable {
    public enum Database: Sendable, Equatable {
        /// A SQLite file in the data directory.
        case sqliteFile
        /// A private in-memory SQLite database (tests).
        case sqliteMemory
        /// PostgreSQL; `schema` keeps an app's tables apart from others' in one database (tests).
        case postgres(url: String, schema: String? = nil)
    }

    public var hostname: String
    public var port: Int
    /// Where the SQLite database and other state live.
    public var dataDirectory: String
    /// A JSON-LD library served instead of the bundled one.
    public var libraryFile: String?
    public var database: Database
    /// Bcrypt's work factor for password hashes (each step doubles the work). Tests use the minimum, 4.
    public var passwordCost: Int
    /// Remote recipe providers: none unless their keys are set.
    public var providers: ProviderConfiguration
    /// Whether "import from a URL" may fetch addresses on this machine or a private network
    /// (`RECIPLEASE_IMPORT_ALLOW_PRIVATE=1`); off, so a user cannot make the server fetch its neighbours.
    public var importFromPrivateAddresses = false
    /// How long "import from a URL" waits for a page, its body included (15 s; tests, whose stubs
    /// answer at once but whose answers may wait for a thread, give it longer).
    public var importTimeoutSeconds: Double = 15
    /// How long one collection import may hold its line (`OneAtATime`) before it stops and lists
    /// the recipes it did not reach, so others' imports are not kept waiting for minutes.
    public var collectionImportSeconds: Double = 60
    /// PostgreSQL connections each event loop may open (`RECIPLEASE_DB_CONNECTIONS_PER_LOOP`).
    public var connectionsPerLoop = 4
    /// How often the search index also compares the whole user recipe table with itself
    /// (`RECIPLEASE_RECIPE_POLL_SECONDS`; 0, the default: never). With PostgreSQL the database
    /// announces each change anyway (`listensForRecipeChanges`); the poll is a fallback for
    /// setups that drop notifications, such as a transaction-pooling proxy.
    public var recipePollSeconds = 0
    /// How long a query waits for a free database connection before it fails. Tests that share
    /// the machine's threads among hundreds of apps raise it.
    public var connectionWaitSeconds: Int64 = 10
    /// With PostgreSQL, whether this instance listens for user recipes other instances write
    /// (`RECIPLEASE_LISTEN=0` turns it off, for a single instance that wants no extra connection).
    public var listensForRecipeChanges = true
    /// How long this instance trusts an API token or saved preferences it has read
    /// (`RECIPLEASE_ACCOUNT_CACHE_SECONDS`, 0 to 60; 0 reads them on every call). Changes made
    /// through this instance, and on PostgreSQL through any instance, are seen at once anyway;
    /// the lifetime bounds what a lost announcement could leave behind (see `AccountCache`).
    public var accountCacheSeconds = 2
    /// Which HTTP server answers (`RECIPLEASE_HTTP_FRONT`): `guarded`, the default, answers an
    /// oversized request head with 414 or 431 (see `GuardedHTTPServer`); `vapor` keeps Vapor's own.
    public var httpFront = HTTPFront.guarded
    public enum HTTPFront: String, Sendable { case guarded, vapor }
    /// Threads that hash passwords (`RECIPLEASE_HASH_THREADS`; half the cores by default), apart
    /// from the pool that serves the database and files, and how many hashes may wait or run at
    /// once before sign-ins are turned away with 429 (`RECIPLEASE_HASH_QUEUE`, 32).
    public var hashThreads = max(1, ProcessInfo.processInfo.activeProcessorCount / 2)
    public var hashQueue = 32
    /// Sign-in and sign-up attempts a client (by address) may make a minute
    /// (`RECIPLEASE_AUTH_PER_CLIENT_PER_MINUTE`, 20), and all clients together
    /// (`RECIPLEASE_AUTH_GLOBAL_PER_MINUTE`, 300); past them: 429 with `Retry-After`.
    public var authPerClientPerMinute = 20
    public var authGlobalPerMinute = 300
    /// The proxies whose `X-Forwarded-*` and `Forwarded` headers are believed
    /// (`RECIPLEASE_TRUSTED_PROXIES`, addresses and CIDR ranges); none by default.
    public var trustedProxies = TrustedProxies()
    /// Connections one client address may hold open at once (`RECIPLEASE_CONNECTIONS_PER_CLIENT`,
    /// 128); past it a new one answers 429 and closes. Loopback and trusted proxies are not
    /// counted (see `ConnectionLimit`).
    public var connectionsPerClient = 128

    public init(
        hostname: String = "127.0.0.1", port: Int = 8080, dataDirectory: String = "data",
        libraryFile: String? = nil, database: Database = .sqliteFile, passwordCost: Int = 12,
        providers: ProviderConfiguration = ProviderConfiguration()
    ) {
        self.hostname = hostname
        self.port = port
        self.dataDirectory = dataDirectory
        self.libraryFile = libraryFile
        self.database = database
        self.passwordCost = passwordCost
        self.providers = providers
    }

    /// Defaults overridden by the environment: `RECIPLEASE_DATA`, `DATABASE_URL`, and the
    /// providers' keys, base URLs, cache time and timeout (see `providerSettings`).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Settings {
        var settings = Settings()
        if let data = environment["RECIPLEASE_DATA"], !data.isEmpty { settings.dataDirectory = data }
        if let url = environment["DATABASE_URL"], !url.isEmpty {
            // the driver's own refusal of a URL it cannot read names neither the variable nor why
            guard url.hasPrefix("postgres://") || url.hasPrefix("postgresql://"),
                  let parts = URLComponents(string: url), parts.host.map({ !$0.isEmpty }) == true, parts.user != nil else {
                throw SettingsError.invalid(variable: "DATABASE_URL", value: String(url.prefix(200)),
                                            expected: "a postgres:// URL with a user and a host (postgres://USER:PASSWORD@HOST:5432/DATABASE)")
            }
            settings.database = .postgres(url: url)
        }
        if let raw = environment["RECIPLEASE_RECIPE_POLL_SECONDS"] {
            guard let value = Int(raw), (0...3600).contains(value) else {
                throw SettingsError.invalid(variable: "RECIPLEASE_RECIPE_POLL_SECONDS", value: raw, expected: "a whole number of seconds from 0 (never) to 3600")
            }
            settings.recipePollSeconds = value
        }
        /// A switch: on or off in the usual spellings, and any other value refused (not read as off).
        func switched(_ name: String) throws -> Bool? {
            guard let raw = environment[name] else { return nil }
            switch raw.trimmingCharacters(in: .whitespaces).lowercased() {
            case "1", "true", "yes", "on": return true
            case "0", "false", "no", "off": return false
            default: throw SettingsError.invalid(variable: name, value: String(raw.prefix(40)), expected: "1 or 0")
            }
        }
        settings.listensForRecipeChanges = try switched("RECIPLEASE_LISTEN") ?? settings.listensForRecipeChanges
        if let raw = environment["RECIPLEASE_ACCOUNT_CACHE_SECONDS"] {
            guard let value = Int(raw), (0...60).contains(value) else {
                throw SettingsError.invalid(variable: "RECIPLEASE_ACCOUNT_CACHE_SECONDS", value: raw, expected: "a whole number of seconds from 0 (no cache) to 60")
            }
            settings.accountCacheSeconds = value
        }
        if let raw = environment["RECIPLEASE_TRUSTED_PROXIES"] {
            guard let proxies = TrustedProxies(raw) else {
                throw SettingsError.invalid(variable: "RECIPLEASE_TRUSTED_PROXIES", value: raw, expected: "IP addresses and CIDR ranges separated by commas, such as 127.0.0.1, 10.0.0.0/8, fd00::/8")
            }
            settings.trustedProxies = proxies
        }
        func whole(_ name: String, _ range: ClosedRange<Int>, _ meaning: String) throws -> Int? {
            guard let raw = environment[name] else { return nil }
            guard let value = Int(raw.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
                throw SettingsError.invalid(variable: name, value: raw, expected: "\(meaning) from \(range.lowerBound) to \(range.upperBound)")
            }
            return value
        }
        // Past 16 a sign-in takes many seconds of a core (each step doubles it), and start-up
        // makes one hash at the cost: at 31 the server would never start.
        settings.passwordCost = try whole("RECIPLEASE_PASSWORD_COST", 4...16, "a Bcrypt cost") ?? settings.passwordCost
        // Vapor reads a level it does not know as none, and logs at its default
        if let level = environment["LOG_LEVEL"], !level.isEmpty, Logger.Level(rawValue: level.lowercased()) == nil {
            throw SettingsError.invalid(variable: "LOG_LEVEL", value: String(level.prefix(40)),
                                        expected: Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))
        }
        settings.hashThreads = try whole("RECIPLEASE_HASH_THREADS", 1...64, "a number of threads") ?? settings.hashThreads
        settings.hashQueue = try whole("RECIPLEASE_HASH_QUEUE", 1...10_000, "a number of hashes") ?? settings.hashQueue
        settings.connectionsPerClient = try whole("RECIPLEASE_CONNECTIONS_PER_CLIENT", 1...100_000, "a number of connections") ?? settings.connectionsPerClient
        settings.authPerClientPerMinute = try whole("RECIPLEASE_AUTH_PER_CLIENT_PER_MINUTE", 1...100_000, "a number of attempts") ?? settings.authPerClientPerMinute
        settings.authGlobalPerMinute = try whole("RECIPLEASE_AUTH_GLOBAL_PER_MINUTE", 1...1_000_000, "a number of attempts") ?? settings.authGlobalPerMinute
        if let raw = environment["RECIPLEASE_HTTP_FRONT"] {
            guard let front = HTTPFront(rawValue: raw.lowercased()) else {
                throw SettingsError.invalid(variable: "RECIPLEASE_HTTP_FRONT", value: raw, expected: "guarded or vapor")
            }
            settings.httpFront = front
        }
        settings.providers = try providerSettings(environment)
        settings.importFromPrivateAddresses = try switched("RECIPLEASE_IMPORT_ALLOW_PRIVATE") ?? false
        if let raw = environment["RECIPLEASE_DB_CONNECTIONS_PER_LOOP"] {
            guard let value = Int(raw), (1...64).contains(value) else {
                throw SettingsError.invalid(variable: "RECIPLEASE_DB_CONNECTIONS_PER_LOOP", value: raw, expected: "a whole number from 1 to 64")
            }
            settings.connectionsPerLoop = value
        }
        return settings
    }

    /// `SPOONACULAR_API_KEY`, `THEMEALDB_API_KEY`, `EDAMAM_APP_ID` + `EDAMAM_APP_KEY` switch providers
    /// on; `*_BASE_URL` move them; `RECIPLEASE_PROVIDER_CACHE_SECONDS` (600) and
    /// `RECIPLEASE_PROVIDER_TIMEOUT_SECONDS` (5) tune them.
    static func providerSettings(_ environment: [String: String]) throws -> ProviderConfiguration {
        func value(_ name: String) -> String? {
            environment[name].map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        func baseURL(_ name: String, default url: URL) throws -> URL {
            guard let text = value(name) else { return url }
            // a port past 65535 would trap in NIO's socket address at the first search
            guard let parsed = URL(string: text), ["http", "https"].contains(parsed.scheme?.lowercased() ?? ""), parsed.host != nil,
                  parsed.portIsUsable else {
                throw SettingsError.invalid(variable: name, value: text, expected: "an http(s) URL (a port from 1 to 65535)")
            }
            return parsed
        }
        func seconds(_ name: String, default fallback: Double, range: ClosedRange<Double>) throws -> Double {
            guard let text = value(name) else { return fallback }
            guard let number = Double(text), range.contains(number) else {
                // `0.1` stays `0.1` (it read "from 0 to 120", which let 0.05 seem allowed)
                func written(_ bound: Double) -> String { bound == bound.rounded() ? String(Int(bound)) : String(bound) }
                throw SettingsError.invalid(variable: name, value: text, expected: "a number of seconds from \(written(range.lowerBound)) to \(written(range.upperBound))")
            }
            return number
        }
        var providers = ProviderConfiguration()
        if let key = value("SPOONACULAR_API_KEY") {
            providers.spoonacular = .init(key: key, baseURL: try baseURL("SPOONACULAR_BASE_URL", default: ProviderConfiguration.defaultSpoonacularURL))
        }
        if let key = value("THEMEALDB_API_KEY") {
            providers.theMealDB = .init(key: key, baseURL: try baseURL("THEMEALDB_BASE_URL", default: ProviderConfiguration.defaultTheMealDBURL))
        }
        switch (value("EDAMAM_APP_ID"), value("EDAMAM_APP_KEY")) {
        case let (id?, key?):
            providers.edamam = .init(key: key, appID: id, baseURL: try baseURL("EDAMAM_BASE_URL", default: ProviderConfiguration.defaultEdamamURL))
        case (nil, nil):
            break
        case (nil, _?):
            throw SettingsError.invalid(variable: "EDAMAM_APP_ID", value: "", expected: "Edamam's application id beside EDAMAM_APP_KEY")
        case (_?, nil):
            throw SettingsError.invalid(variable: "EDAMAM_APP_KEY", value: "", expected: "Edamam's application key beside EDAMAM_APP_ID")
        }
        providers.cacheSeconds = try seconds("RECIPLEASE_PROVIDER_CACHE_SECONDS", default: 600, range: 0...604_800)
        providers.timeoutSeconds = try seconds("RECIPLEASE_PROVIDER_TIMEOUT_SECONDS", default: 5, range: 0.1...120)
        return providers
    }

    public var sqlitePath: String { (dataDirectory as NSString).appendingPathComponent("reciplease.sqlite") }
}
