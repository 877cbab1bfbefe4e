import Fluent
import Foundation

/// Something the user put on their grocery list by hand ("kitchen roll", "2 l milk"); it shows
/// on every list until removed.
final class GroceryExtra: Model, @unchecked Sendable {
    static let schema = "grocery_extras"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: User
    @Field(key: "name") var name: String
    /// The catalog food the text resolves to, for its aisle.
    @OptionalField(key: "food_id") var foodID: String?
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(userID: UUID, name: String, foodID: String?, createdAt: Date) {
        self.$user.id = userID
        self.name = name
        self.foodID = foodID
        self.createdAt = createdAt
    }
}
