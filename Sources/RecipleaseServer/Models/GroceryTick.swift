import Fluent
import Foundation

/// A ticked grocery item (`GroceryItem.key`) on the list of the days it was ticked on: it shows
/// on lists overlapping those days while the item's amount over them is still `amountKey`.
final class GroceryTick: Model, @unchecked Sendable {
    static let schema = "grocery_ticks"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: User
    @Field(key: "item_key") var itemKey: String
    /// The list's first and last day, `YYYY-MM-DD`: they compare as text in date order.
    @Field(key: "from_day") var fromDay: String
    @Field(key: "to_day") var toDay: String
    /// `GroceryItem.amountKey` when ticked; nil for ticks kept from before trips, which hold for any amount.
    @OptionalField(key: "amount_key") var amountKey: String?
    /// The member who wrote it, in a household; nil for a lone user's own rows and older ones.
    @OptionalField(key: "added_by") var addedBy: UUID?
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(userID: UUID, itemKey: String, fromDay: String, toDay: String, amountKey: String?, createdAt: Date) {
        self.$user.id = userID
        self.itemKey = itemKey
        self.fromDay = fromDay
        self.toDay = toDay
        self.amountKey = amountKey
        self.createdAt = createdAt
    }
}
