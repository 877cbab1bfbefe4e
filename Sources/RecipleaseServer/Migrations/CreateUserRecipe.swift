import Fluent

struct CreateUserRecipe: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(UserRecipe.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("title", .string, .required)
            .field("servings", .int, .required)
            .field("prep_minutes", .int)
            .field("cook_minutes", .int)
            .field("cuisines", .array(of: .string), .required)
            .field("meal_types", .array(of: .string), .required)
            .field("ingredient_lines", .array(of: .string), .required)
            .field("instructions", .array(of: .string), .required)
            .field("image_url", .string)
            .field("video_url", .string)
            .field("source_url", .string)
            .field("notes", .string)
            .field("tags", .array(of: .string), .required)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(UserRecipe.schema).delete()
    }
}
