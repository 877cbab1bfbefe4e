import Fluent

struct CreateSearchPreference: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(SearchPreference.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("diets", .array(of: .string), .required)
            .field("cuisines", .array(of: .string), .required)
            .field("intolerances", .array(of: .string), .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "user_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(SearchPreference.schema).delete()
    }
}
