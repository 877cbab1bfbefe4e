import Fluent

/// A user's recipe may say what it makes ("30 spring rolls") besides its servings number.
/// Recipes written before have none and keep reading "Serves N".
struct AddYieldTextToUserRecipe: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(UserRecipe.schema).field("yield_text", .string).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(UserRecipe.schema).deleteField("yield_text").update()
    }
}
