import Fluent
import SQLKit

extension Database {
    /// A transaction that writes. Use it, not `transaction`, for every transaction of the app.
    ///
    /// On PostgreSQL it is a plain transaction. On SQLite a plain one begins deferred: it reads,
    /// and when another connection commits before its first write, that write fails at once with
    /// "database is locked" (SQLITE_BUSY_SNAPSHOT, which no busy handler retries), a 500 for two
    /// requests at the same time. So on SQLite:
    /// - the app's write transactions run one at a time in the process (`OneAtATime.sqliteWrites`), which
    ///   owns the file: they wait for each other without holding a thread;
    /// - each begins with a write that changes nothing, so it holds the file's write lock before it
    ///   reads anything. A statement that writes outside a transaction (or another process, the
    ///   CLI) then waits for it in SQLite's busy handler instead of failing it.
    /// Inside a transaction already, the closure runs in that one.
    func writeTransaction<T: Sendable>(_ closure: @escaping @Sendable (any Database) async throws -> T) async throws -> T {
        guard !inTransaction, let sql = self as? any SQLDatabase, sql.dialect.name == "sqlite" else {
            return try await transaction(closure)
        }
        return try await OneAtATime.sqliteWrites.run {
            try await self.transaction { db in
                // Fluent's own table is always there; `WHERE 0` touches no row but takes the lock.
                try await (db as? any SQLDatabase)?.raw("UPDATE _fluent_migrations SET batch = batch WHERE 0").run()
                return try await closure(db)
            }
        }
    }
}
