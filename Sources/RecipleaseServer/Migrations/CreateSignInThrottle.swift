import Fluent

struct CreateSignInThrottle: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(SignInThrottle.schema)
            .id()
            .field("username", .string, .required)
            .field("failures", .int, .required)
            .field("last_failure_at", .datetime, .required)
            .field("locked_until", .datetime)
            .unique(on: "username")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(SignInThrottle.schema).delete()
    }
}
