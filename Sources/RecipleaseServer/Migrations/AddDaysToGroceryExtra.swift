import Fluent
import SQLKit

/// Hand-added items belong to the days of the list they were added on, or to every list
/// (`keep`). Those added before were on every list, and stay so.
struct AddDaysToGroceryExtra: AsyncMigration {
    func prepare(on database: any Database) async throws {
        // One column a statement: SQLite alters a table one change at a time.
        try await database.schema("grocery_extras").field("from_day", .string).update()
        try await database.schema("grocery_extras").field("to_day", .string).update()
        try await database.schema("grocery_extras").field("keep", .bool, .required, .sql(.default(true))).update()
    }

    func revert(on database: any Database) async throws {
        for field in ["from_day", "to_day", "keep"] { try await database.schema("grocery_extras").deleteField(.string(field)).update() }
    }
}
