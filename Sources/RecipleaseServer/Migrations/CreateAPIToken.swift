import Fluent

struct CreateAPIToken: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(APIToken.schema)
            .id()
            .field("token_hash", .string, .required)
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("created_at", .datetime, .required)
            .field("expires_at", .datetime, .required)
            .unique(on: "token_hash")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(APIToken.schema).delete()
    }
}
