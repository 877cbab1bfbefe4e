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
        guard settings.database == .sqliteFile else { return settings }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: settings.dataDirectory, isDirectory: &isFolder), !isFolder.boolValue {
            throw CommandFailure("the data folder \(settings.dataDirectory) is a file, not a folder (check --data-dir or $RECIPLEASE_DATA)")
        }
        guard FileManager.default.fileExists(atPath: settings.sqlitePath, isDirectory: &isFolder) else {
            throw CommandFailure("no database at \(settings.sqlitePath) (check --data-dir, $RECIPLEASE_DATA or DATABASE_URL; `reciplease serve` makes one on its first run)")
        }
        // a database path that is a folder, an empty file or another file is said as such, before it is
        // opened: an empty one had the whole schema built into it, another file's errors were told
        // of the file being imported ("f/salad.json: notADatabase"; CLI probe, 2026-12-07)
        if isFolder.boolValue {
            throw CommandFailure("\(settings.sqlitePath) is a folder, not a database (check --data-dir or $RECIPLEASE_DATA)")
        }
        guard FileManager.default.isReadableFile(atPath: settings.sqlitePath) else {
            throw CommandFailure("cannot read \(settings.sqlitePath) (Permission denied)")
        }
        func size(_ path: String) -> Int64? {
            var info = stat()
            return stat(path, &info) == 0 ? Int64(info.st_size) : nil
        }
        // (an empty file beside a write-ahead log that holds pages is a database SQLite reads whole)
        if !OutputFile.isSQLiteDatabase(settings.sqlitePath), (size(settings.sqlitePath + "-wal") ?? 0) == 0 {
            let empty = size(settings.sqlitePath) == 0
            throw CommandFailure("\(settings.sqlitePath) is \(empty ? "empty" : "not a SQLite database"): no accounts to \(empty ? "work on" : "read") "
                + "(check --data-dir or $RECIPLEASE_DATA; `reciplease serve` makes the database on its first run)")
        }
        return settings
    }
}
