import Fluent

struct CreatePantryItem: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(KitchenItem.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("name", .string, .required)
            .field("name_key", .string, .required)
            .field("food_id", .string)
            .field("ticked", .bool, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "user_id", "name_key")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(KitchenItem.schema).delete()
    }
}
