import Fluent

/// An account may choose the language the site speaks to it. Accounts made before have none
/// and follow their browser (the `lang` cookie, then `Accept-Language`).
struct AddLanguageToUser: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(User.schema).field("language", .string).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(User.schema).deleteField("language").update()
    }
}
