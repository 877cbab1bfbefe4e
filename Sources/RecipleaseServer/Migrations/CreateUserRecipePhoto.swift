import Fluent

/// Photos of users' own recipes, bytes in the database (BLOB in SQLite, BYTEA in PostgreSQL).
struct CreateUserRecipePhoto: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(UserRecipePhoto.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("recipe_id", .uuid, .required, .references(UserRecipe.schema, "id", onDelete: .cascade))
            .field("kind", .string, .required)
            .field("data", .data, .required)
            .field("tag", .string, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "recipe_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(UserRecipePhoto.schema).delete()
    }
}

/// The recipe row names its photo's version, so building a recipe (and the poll that keeps other
/// instances' indexes in step) knows of the photo without reading its bytes.
struct AddPhotoTagToUserRecipe: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(UserRecipe.schema).field("photo_tag", .string).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(UserRecipe.schema).deleteField("photo_tag").update()
    }
}
