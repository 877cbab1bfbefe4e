import Foundation

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
    /// PostgreSQL connections each event loop may open (`RECIPLEASE_DB_CONNECTIONS_PER_LOOP`).
    public var connectionsPerLoop = 4
    /// With PostgreSQL, how often the search index looks for user recipes other instances wrote
    /// (`RECIPLEASE_RECIPE_POLL_SECONDS`; 5 when `DATABASE_URL` is set, 0 or unset: never).
    public var recipePollSeconds = 0

    public init(
        hostname: String = "127.0.0.1", port: Int = 8080, dataDirectory: String = "data",
        libraryFile: String? = nil, database: Database = .sqliteFile, passwordCost: Int = 12
    ) {
        self.hostname = hostname
        self.port = port
        self.dataDirectory = dataDirectory
        self.libraryFile = libraryFile
        self.database = database
        self.passwordCost = passwordCost
    }

    /// Defaults overridden by the environment: `RECIPLEASE_DATA`, `DATABASE_URL`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Settings {
        var settings = Settings()
        if let data = environment["RECIPLEASE_DATA"], !data.isEmpty { settings.dataDirectory = data }
        if let url = environment["DATABASE_URL"], !url.isEmpty {
            guard url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") else {
                throw SettingsError.invalid(variable: "DATABASE_URL", value: url, expected: "a postgres:// URL")
            }
            settings.database = .postgres(url: url)
            settings.recipePollSeconds = 5
        }
        if let raw = environment["RECIPLEASE_RECIPE_POLL_SECONDS"] {
            guard let value = Int(raw), (0...3600).contains(value) else {
                throw SettingsError.invalid(variable: "RECIPLEASE_RECIPE_POLL_SECONDS", value: raw, expected: "a whole number of seconds from 0 (never) to 3600")
            }
            settings.recipePollSeconds = value
        }
        if let raw = environment["RECIPLEASE_DB_CONNECTIONS_PER_LOOP"] {
            guard let value = Int(raw), (1...64).contains(value) else {
                throw SettingsError.invalid(variable: "RECIPLEASE_DB_CONNECTIONS_PER_LOOP", value: raw, expected: "a whole number from 1 to 64")
            }
            settings.connectionsPerLoop = value
        }
        return settings
    }

    public var sqlitePath: String { (dataDirectory as NSString).appendingPathComponent("reciplease.sqlite") }
}
