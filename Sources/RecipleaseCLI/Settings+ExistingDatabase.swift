import Foundation
import RecipleaseServer

extension Settings {
    /// The settings of a command that works on an account already there (`import --user`,
    /// `export`), with `--data-dir` over `$RECIPLEASE_DATA`. A data folder with no database is
    /// refused before anything opens it: opening would make an empty one there, where nobody has
    /// signed up, so the folder is most likely mistyped (`serve` makes the database on its first run).
    static func existingDatabase(dataDirectory: String?) throws -> Settings {
        var settings = try Settings.fromEnvironment()
        if let dataDirectory { settings.dataDirectory = dataDirectory }
        if settings.database == .sqliteFile, !FileManager.default.fileExists(atPath: settings.sqlitePath) {
            throw CommandFailure("no database at \(settings.sqlitePath) (check --data-dir, $RECIPLEASE_DATA or DATABASE_URL; `reciplease serve` makes one on its first run)")
        }
        return settings
    }
}
