import Fluent
import Foundation

/// One planned meal of a user: a recipe on a day, for a meal, at a time, for a number of people.
final class PlanEntry: Model, @unchecked Sendable {
    static let schema = "plan_entries"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: User
    @Field(key: "recipe_id") var recipeID: String
    /// The recipe's title when it was planned (kept in step when the user renames their own
    /// recipe), so the plan still reads well after the recipe has gone.
    @Field(key: "title") var title: String
    /// `YYYY-MM-DD`: sorts and compares as text in date order.
    @Field(key: "date") var date: String
    /// breakfast, lunch, dinner or snack.
    @Field(key: "meal_type") var mealType: String
    @Field(key: "servings") var servings: Int
    /// `HH:MM` in the user's time zone.
    @Field(key: "time") var time: String
    @OptionalField(key: "note") var note: String?
    /// The member who wrote it, in a household; nil for a lone user's own rows and older ones.
    @OptionalField(key: "added_by") var addedBy: UUID?
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "updated_at") var updatedAt: Date

    init() {}

    init(userID: UUID, recipeID: String, title: String, date: String, mealType: String, servings: Int,
         time: String, note: String?, createdAt: Date) {
        self.$user.id = userID
        self.recipeID = recipeID
        self.title = title
        self.date = date
        self.mealType = mealType
        self.servings = servings
        self.time = time
        self.note = note
        self.createdAt = createdAt
        self.updatedAt = createdAt
    }
}
