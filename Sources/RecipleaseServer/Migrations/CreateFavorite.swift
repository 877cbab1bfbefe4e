import Fluent

struct CreateFavorite: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(Favorite.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("recipe_id", .string, .required)
            .field("title", .string, .required)
            .field("snapshot", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "user_id", "recipe_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(Favorite.schema).delete()
    }
}
