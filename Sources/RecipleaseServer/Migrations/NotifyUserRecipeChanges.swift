import Fluent
import SQLKit

/// On PostgreSQL, every insert, update and delete of a user recipe sends a notification on
/// `NotifyChannels.recipes` with the row's id, when its transaction commits: whichever
/// instance (or tool) wrote it, every other instance hears of it and updates its search index.
/// SQLite serves one instance, so there the migration does nothing.
struct NotifyUserRecipeChanges: AsyncMigration {
    static let function = "reciplease_user_recipe_changed"
    static let trigger = "user_recipes_notify"
    /// `NotifyChannels.recipes` of the app's database.
    let channel: String

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase, sql.dialect.name == "postgresql" else { return }
        try await sql.raw("""
            CREATE OR REPLACE FUNCTION \(unsafeRaw: Self.function)() RETURNS trigger AS $$
            BEGIN
                IF TG_OP = 'DELETE' THEN
                    PERFORM pg_notify(\(literal: channel), OLD.id::text);
                ELSE
                    PERFORM pg_notify(\(literal: channel), NEW.id::text);
                END IF;
                RETURN NULL;
            END
            $$ LANGUAGE plpgsql
            """).run()
        try await sql.raw("""
            CREATE TRIGGER \(unsafeRaw: Self.trigger) AFTER INSERT OR UPDATE OR DELETE ON \(ident: UserRecipe.schema)
            FOR EACH ROW EXECUTE FUNCTION \(unsafeRaw: Self.function)()
            """).run()
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase, sql.dialect.name == "postgresql" else { return }
        try await sql.raw("DROP TRIGGER IF EXISTS \(unsafeRaw: Self.trigger) ON \(ident: UserRecipe.schema)").run()
        try await sql.raw("DROP FUNCTION IF EXISTS \(unsafeRaw: Self.function)()").run()
    }
}
