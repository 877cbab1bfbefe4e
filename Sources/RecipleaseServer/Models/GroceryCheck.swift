import Fluent
import Foundation

/// A ticked grocery item, by `GroceryItem.key` (or `manual:<id>` for an item the user added),
/// so the tick survives the list being rebuilt with other amounts.
final class GroceryCheck: Model, @unchecked Sendable {
    static let schema = "grocery_checks"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: User
    @Field(key: "item_key") var itemKey: String
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(userID: UUID, itemKey: String, createdAt: Date) {
        self.$user.id = userID
        self.itemKey = itemKey
        self.createdAt = createdAt
    }
}
