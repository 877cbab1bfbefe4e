import Fluent
import SQLKit

/// On PostgreSQL, every favorite kept or let go sends its user's id on
/// `NotifyChannels.accounts` (through `NotifyAccountChanges`' function) when its
/// transaction commits, so every instance forgets the favorites list its `AccountCache` holds for
/// that user. On SQLite it does nothing: one instance, whose own writes forget directly.
struct NotifyFavoriteChanges: AsyncMigration {
    static let trigger = "favorites_notify"

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase, sql.dialect.name == "postgresql" else { return }
        try await sql.raw("""
            CREATE TRIGGER \(unsafeRaw: Self.trigger) AFTER INSERT OR UPDATE OR DELETE ON \(ident: Favorite.schema)
            FOR EACH ROW EXECUTE FUNCTION \(unsafeRaw: NotifyAccountChanges.function)('user_id')
            """).run()
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase, sql.dialect.name == "postgresql" else { return }
        try await sql.raw("DROP TRIGGER IF EXISTS \(unsafeRaw: Self.trigger) ON \(ident: Favorite.schema)").run()
    }
}
