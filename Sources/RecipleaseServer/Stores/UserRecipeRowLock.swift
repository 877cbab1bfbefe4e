import Fluent
import Foundation
import SQLKit

/// A user recipe's row read with a row lock on PostgreSQL, where a delete and a meal planned on
/// the recipe run their statements side by side (SQLite's write transactions take turns instead).
enum UserRecipeRowLock {
    /// `update`: held until the reader's transaction ends, so no one reads the row as there
    /// meanwhile (the delete takes it before it looks for meals that use the recipe).
    /// `share`: waits for a transaction that holds the row to end, then reads (a meal just stored
    /// checks that its recipe is still there).
    case update, share

    /// Whether the row is there, read under the lock on PostgreSQL and plainly elsewhere.
    func exists(_ id: UUID, on db: any Database) async throws -> Bool {
        guard let sql = db as? any SQLDatabase, sql.dialect.name == "postgresql" else {
            return try await UserRecipe.find(id, on: db) != nil
        }
        let clause = self == .update ? "FOR UPDATE" : "FOR SHARE"
        let rows = try await sql.raw("SELECT id FROM \(ident: UserRecipe.schema) WHERE id = \(bind: id) \(unsafeRaw: clause)").all()
        return !rows.isEmpty
    }
}
