import Fluent

/// Households, their members and invites; and who added each shared row, so a household's list
/// can say "added by Sam" (empty on rows written before, and on a lone user's own rows).
struct CreateHousehold: AsyncMigration {
    static let attributedTables = [PlanEntry.schema, GroceryExtra.schema, GroceryTick.schema, KitchenItem.schema]

    func prepare(on database: any Database) async throws {
        try await database.schema(Household.schema)
            .id()
            .field("name", .string, .required)
            .field("created_at", .datetime, .required)
            .foreignKey("id", references: User.schema, "id", onDelete: .cascade)
            .create()
        try await database.schema(HouseholdMember.schema)
            .id()
            .field("household_id", .uuid, .required, .references(Household.schema, "id", onDelete: .cascade))
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("role", .string, .required)
            .field("joined_at", .datetime, .required)
            .unique(on: "user_id")
            .create()
        try await database.schema(HouseholdInvite.schema)
            .id()
            .field("household_id", .uuid, .required, .references(Household.schema, "id", onDelete: .cascade))
            .field("code_hash", .string, .required)
            .field("created_by", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("created_at", .datetime, .required)
            .field("expires_at", .datetime, .required)
            .field("revoked_at", .datetime)
            .field("used_by", .uuid, .references(User.schema, "id", onDelete: .setNull))
            .field("used_at", .datetime)
            .unique(on: "code_hash")
            .create()
        for table in Self.attributedTables {
            try await database.schema(table)
                .field("added_by", .uuid, .references(User.schema, "id", onDelete: .setNull))
                .update()
        }
        try await database.schema(UserRecipe.schema)
            .field("shared_with_household", .bool, .required, .sql(.default(false)))
            .update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(UserRecipe.schema).deleteField("shared_with_household").update()
        for table in Self.attributedTables {
            try await database.schema(table).deleteField("added_by").update()
        }
        try await database.schema(HouseholdInvite.schema).delete()
        try await database.schema(HouseholdMember.schema).delete()
        try await database.schema(Household.schema).delete()
    }
}
