import Fluent

/// The first ticks table, by key alone; `CreateGroceryTick` replaces it.
struct CreateGroceryCheck: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("grocery_checks")
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("item_key", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "user_id", "item_key")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("grocery_checks").delete()
    }
}
