import Fluent
import Foundation

/// A recipe a user keeps, with a snapshot of it (the `RecipeDTO` JSON) taken when it was saved,
/// so the favorite still opens after the recipe leaves the library.
final class Favorite: Model, @unchecked Sendable {
    static let schema = "favorites"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: User
    @Field(key: "recipe_id") var recipeID: String
    @Field(key: "title") var title: String
    @Field(key: "snapshot") var snapshot: String
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(userID: UUID, recipeID: String, title: String, snapshot: String, createdAt: Date) {
        self.$user.id = userID
        self.recipeID = recipeID
        self.title = title
        self.snapshot = snapshot
        self.createdAt = createdAt
    }
}
