import Fluent
import SQLKit

/// Each recipe row keeps the bytes its text takes (`UserRecipe.textBytes`), so the account's share
/// of text (`UserRecipes.maxTextBytes`) is a sum of numbers, not a read of every recipe. Rows written
/// before are counted once here from their columns as stored: a list column counts the quotes and
/// commas the database writes around its items too, a few bytes over what the app counts.
struct AddTextBytesToUserRecipe: AsyncMigration {
    static let columns = ["title", "ingredient_lines", "instructions", "cuisines", "meal_types", "tags",
                          "notes", "yield_text", "image_url", "video_url", "source_url"]

    func prepare(on database: any Database) async throws {
        try await database.schema(UserRecipe.schema).field("text_bytes", .int64).update()
        guard let sql = database as? any SQLDatabase else { return }
        let postgres = sql.dialect.name == "postgresql"
        let sizes = Self.columns.map { column in
            postgres ? "COALESCE(octet_length(\(column)::text), 0)" : "COALESCE(length(CAST(\(column) AS BLOB)), 0)"
        }
        try await sql.raw("UPDATE user_recipes SET text_bytes = \(unsafeRaw: sizes.joined(separator: " + ")) WHERE text_bytes IS NULL").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(UserRecipe.schema).deleteField("text_bytes").update()
    }
}
