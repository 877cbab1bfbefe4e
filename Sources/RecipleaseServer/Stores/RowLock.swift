import Fluent
import Foundation
import SQLKit

/// A row read with a row lock on PostgreSQL, where transactions run their statements side by side
/// (SQLite's write transactions take turns instead, `writeTransaction`): a user recipe's row,
/// between its delete and a meal planned on it; a household's, between changes to its members.
enum RowLock {
    /// `update`: held until the reader's transaction ends, so no one reads the row as there
    /// meanwhile (the delete takes it before it looks for meals that use the recipe).
    /// `share`: waits for a transaction that holds the row to end, then reads (a meal just stored
    /// checks that its recipe is still there).
    /// `writer`: one holder at a time, like `update`, but rows that only refer to this one (a
    /// foreign key's check, a session or a favorite stored for the user) do not wait for it: the
    /// user's row while an import decides and writes a batch of their recipes, or while their
    /// household changes.
    case update, share, writer

    /// Whether the row is there, read under the lock on PostgreSQL and plainly elsewhere.
    @discardableResult
    func exists<M: Model>(_ type: M.Type, _ id: UUID, on db: any Database) async throws -> Bool where M.IDValue == UUID {
        guard let sql = db as? any SQLDatabase, sql.dialect.name == "postgresql" else {
            return try await M.find(id, on: db) != nil
        }
        let clause = switch self {
        case .update: "FOR UPDATE"
        case .share: "FOR SHARE"
        case .writer: "FOR NO KEY UPDATE"
        }
        let rows = try await sql.raw("SELECT id FROM \(ident: M.schema) WHERE id = \(bind: id) \(unsafeRaw: clause)").all()
        return !rows.isEmpty
    }
}
