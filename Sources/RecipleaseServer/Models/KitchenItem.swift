import Fluent
import Foundation

/// One ingredient on a user's "in my kitchen" list. Only ticked ones are searched.
final class KitchenItem: Model, @unchecked Sendable {
    static let schema = "pantry_items"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: User
    /// As the user typed it, tidied.
    @Field(key: "name") var name: String
    /// The name folded (case, accents, punctuation) so "Tomatoes" and "tomatoes" are one item.
    @Field(key: "name_key") var nameKey: String
    /// The catalog food the name resolves to, when it does.
    @OptionalField(key: "food_id") var foodID: String?
    @Field(key: "ticked") var ticked: Bool
    /// The member who wrote it, in a household; nil for a lone user's own rows and older ones.
    @OptionalField(key: "added_by") var addedBy: UUID?
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(userID: UUID, name: String, nameKey: String, foodID: String?, ticked: Bool, createdAt: Date) {
        self.$user.id = userID
        self.name = name
        self.nameKey = nameKey
        self.foodID = foodID
        self.ticked = ticked
        self.createdAt = createdAt
    }
}
