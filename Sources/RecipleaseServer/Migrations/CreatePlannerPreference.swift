import Fluent

struct CreatePlannerPreference: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PlannerPreference.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("breakfast_time", .string, .required)
            .field("lunch_time", .string, .required)
            .field("dinner_time", .string, .required)
            .field("snack_time", .string, .required)
            .field("reminder_minutes", .int, .required)
            .field("unit_system", .string, .required)
            .field("time_zone", .string, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "user_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PlannerPreference.schema).delete()
    }
}
