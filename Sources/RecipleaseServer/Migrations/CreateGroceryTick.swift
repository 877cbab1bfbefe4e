import Fluent
import Foundation
import RecipleaseCore
import SQLKit

/// Ticks belong to a trip: each now keeps the days of the list it was made on and the item's
/// amount there. The old ticks (`grocery_checks`, by key alone) are copied over as ticks for the
/// week from the day they were made, for any amount, and the old table goes.
struct CreateGroceryTick: AsyncMigration {
    static let batchSize = 500

    /// The old table's rows, as that table was.
    private final class OldCheck: Model, @unchecked Sendable {
        static let schema = "grocery_checks"
        @ID(key: .id) var id: UUID?
        @Field(key: "user_id") var userID: UUID
        @Field(key: "item_key") var itemKey: String
        @Field(key: "created_at") var createdAt: Date
        init() {}
    }

    func prepare(on database: any Database) async throws {
        try await database.writeTransaction { db in
            try await db.schema("grocery_ticks")
                .id()
                .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
                .field("item_key", .string, .required)
                .field("from_day", .string, .required)
                .field("to_day", .string, .required)
                .field("amount_key", .string)
                .field("created_at", .datetime, .required)
                .unique(on: "user_id", "item_key", "from_day", "to_day")
                .create()
            guard let sql = db as? any SQLDatabase else { return }
            var last: UUID?
            while true {
                var query = OldCheck.query(on: db).sort(\.$id).limit(Self.batchSize)
                if let last { query = query.filter(\.$id > last) }
                let rows = try await query.all()
                for row in rows {
                    // The week from the day it was made (UTC: the old row kept no time zone).
                    let from = PlanDate(row.createdAt, in: TimeZone(identifier: "UTC") ?? .current)
                    let to = from.adding(days: 6) ?? PlanDate.last
                    try await sql.insert(into: "grocery_ticks")
                        .columns("id", "user_id", "item_key", "from_day", "to_day", "amount_key", "created_at")
                        .values(SQLBind(UUID()), SQLBind(row.userID), SQLBind(row.itemKey), SQLBind(from.description),
                                SQLBind(to.description), SQLLiteral.null, SQLBind(row.createdAt))
                        .run()
                }
                guard rows.count == Self.batchSize, let next = rows.last?.id else { break }
                last = next
            }
            try await db.schema("grocery_checks").delete()
        }
    }

    /// Back to one tick per key (the earliest), whatever its days.
    func revert(on database: any Database) async throws {
        try await database.writeTransaction { db in
            try await CreateGroceryCheck().prepare(on: db)
            guard let sql = db as? any SQLDatabase else { return }
            struct Row: Decodable {
                let user_id: UUID
                let item_key: String
                let created_at: Date
            }
            let rows = try await sql.select().columns("user_id", "item_key", "created_at").from("grocery_ticks")
                .orderBy("created_at").all(decoding: Row.self)
            var seen: Set<String> = []
            for row in rows where seen.insert("\(row.user_id) \(row.item_key)").inserted {
                let old = OldCheck()
                old.userID = row.user_id
                old.itemKey = row.item_key
                old.createdAt = row.created_at
                try await old.create(on: db)
            }
            try await db.schema("grocery_ticks").delete()
        }
    }
}
