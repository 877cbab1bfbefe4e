import Fluent

struct CreateCalendarFeed: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(CalendarFeed.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("token", .string, .required)
            .field("token_hash", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "user_id")
            .unique(on: "token_hash")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(CalendarFeed.schema).delete()
    }
}
