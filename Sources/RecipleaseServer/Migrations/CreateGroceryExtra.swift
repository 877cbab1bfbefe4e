import Fluent

struct CreateGroceryExtra: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(GroceryExtra.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("name", .string, .required)
            .field("food_id", .string)
            .field("created_at", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(GroceryExtra.schema).delete()
    }
}
