import Fluent

/// Collection imports report their progress through the database, so any instance can show it.
struct CreateImportJob: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(ImportJob.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("file_name", .string, .required)
            .field("format", .string, .required)
            .field("state", .string, .required)
            .field("total", .int, .required)
            .field("done", .int, .required)
            .field("result", .string)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ImportJob.schema).delete()
    }
}
