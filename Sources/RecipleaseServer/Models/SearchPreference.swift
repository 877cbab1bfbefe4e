import Fluent
import Foundation

/// A user's saved search preferences: at most one row per user.
final class SearchPreference: Model, @unchecked Sendable {
    static let schema = "search_preferences"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: User
    @Field(key: "diets") var diets: [String]
    @Field(key: "cuisines") var cuisines: [String]
    @Field(key: "intolerances") var intolerances: [String]
    @Field(key: "updated_at") var updatedAt: Date

    init() {}

    init(userID: UUID, diets: [String], cuisines: [String], intolerances: [String], updatedAt: Date) {
        self.$user.id = userID
        self.diets = diets
        self.cuisines = cuisines
        self.intolerances = intolerances
        self.updatedAt = updatedAt
    }
}
