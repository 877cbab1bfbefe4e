import Fluent
import SQLKit

struct CreatePlanEntry: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PlanEntry.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("recipe_id", .string, .required)
            .field("title", .string, .required)
            .field("date", .string, .required)
            .field("meal_type", .string, .required)
            .field("servings", .int, .required)
            .field("time", .string, .required)
            .field("note", .string)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .create()
        // Every read is one user's days in a range.
        if let sql = database as? any SQLDatabase {
            try await sql.create(index: "plan_entries_user_date").on(PlanEntry.schema).column("user_id").column("date").run()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PlanEntry.schema).delete()
    }
}
