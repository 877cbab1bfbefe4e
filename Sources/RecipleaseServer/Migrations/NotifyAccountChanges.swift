import Fluent
import SQLKit

/// On PostgreSQL, every change to an API token, a user or saved search preferences sends the
/// user's id on `NotifyChannels.accounts` when its transaction commits, so every instance
/// forgets what its `AccountCache` holds for that user. SQLite serves one instance, whose own
/// writes forget their entries directly; there the migration does nothing.
struct NotifyAccountChanges: AsyncMigration {
    static let function = "reciplease_account_changed"
    /// `NotifyChannels.accounts` of the app's database.
    let channel: String
    /// Table, trigger name, events, and the column holding the user's id.
    static let triggers: [(table: String, name: String, events: String, user: String)] = [
        (APIToken.schema, "api_tokens_notify", "UPDATE OR DELETE", "user_id"),
        (User.schema, "users_notify", "UPDATE OR DELETE", "id"),
        (SearchPreference.schema, "search_preferences_notify", "INSERT OR UPDATE OR DELETE", "user_id"),
    ]

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase, sql.dialect.name == "postgresql" else { return }
        // The column naming the user is passed as the trigger's argument.
        try await sql.raw("""
            CREATE OR REPLACE FUNCTION \(unsafeRaw: Self.function)() RETURNS trigger AS $$
            DECLARE
                row_data jsonb;
            BEGIN
                IF TG_OP = 'DELETE' THEN row_data := to_jsonb(OLD); ELSE row_data := to_jsonb(NEW); END IF;
                PERFORM pg_notify(\(literal: channel), row_data ->> TG_ARGV[0]);
                RETURN NULL;
            END
            $$ LANGUAGE plpgsql
            """).run()
        for trigger in Self.triggers {
            try await sql.raw("""
                CREATE TRIGGER \(unsafeRaw: trigger.name) AFTER \(unsafeRaw: trigger.events) ON \(ident: trigger.table)
                FOR EACH ROW EXECUTE FUNCTION \(unsafeRaw: Self.function)('\(unsafeRaw: trigger.user)')
                """).run()
        }
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase, sql.dialect.name == "postgresql" else { return }
        for trigger in Self.triggers {
            try await sql.raw("DROP TRIGGER IF EXISTS \(unsafeRaw: trigger.name) ON \(ident: trigger.table)").run()
        }
        try await sql.raw("DROP FUNCTION IF EXISTS \(unsafeRaw: Self.function)()").run()
    }
}
