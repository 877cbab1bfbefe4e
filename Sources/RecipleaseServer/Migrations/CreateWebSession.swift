import Fluent

struct CreateWebSession: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(WebSession.schema)
            .id()
            .field("secret_hash", .string, .required)
            .field("csrf_token", .string, .required)
            .field("user_id", .uuid, .references(User.schema, "id", onDelete: .cascade))
            .field("created_at", .datetime, .required)
            .field("expires_at", .datetime, .required)
            .unique(on: "secret_hash")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(WebSession.schema).delete()
    }
}
