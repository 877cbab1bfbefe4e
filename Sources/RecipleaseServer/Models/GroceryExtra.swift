import Fluent
import Foundation

/// Something the user put on their grocery list by hand ("kitchen roll", "3 onions"): parsed like
/// a recipe's line, it shows on lists overlapping the days it was added for, or on every list.
final class GroceryExtra: Model, @unchecked Sendable {
    static let schema = "grocery_extras"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: User
    @Field(key: "name") var name: String
    /// The catalog food the text resolves to.
    @OptionalField(key: "food_id") var foodID: String?
    /// The days of the list it was added on, `YYYY-MM-DD`; nil for items added before lists had days.
    @OptionalField(key: "from_day") var fromDay: String?
    @OptionalField(key: "to_day") var toDay: String?
    /// On every list, whatever its days.
    @Field(key: "keep") var keep: Bool
    /// The member who wrote it, in a household; nil for a lone user's own rows and older ones.
    @OptionalField(key: "added_by") var addedBy: UUID?
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(userID: UUID, name: String, foodID: String?, fromDay: String?, toDay: String?, keep: Bool, createdAt: Date) {
        self.$user.id = userID
        self.name = name
        self.foodID = foodID
        self.fromDay = fromDay
        self.toDay = toDay
        self.keep = keep
        self.createdAt = createdAt
    }
}
