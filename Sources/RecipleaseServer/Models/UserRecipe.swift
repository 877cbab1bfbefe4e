import Fluent
import Foundation

/// A recipe a user wrote: the fields of the form and the ingredient lines as typed. The core
/// `Recipe` is rebuilt from these through the parser whenever it is loaded, so a better parser
/// or catalog understands old recipes better too.
final class UserRecipe: Model, @unchecked Sendable {
    static let schema = "user_recipes"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: User
    @Field(key: "title") var title: String
    @Field(key: "servings") var servings: Int
    @OptionalField(key: "prep_minutes") var prepMinutes: Int?
    @OptionalField(key: "cook_minutes") var cookMinutes: Int?
    @Field(key: "cuisines") var cuisines: [String]
    @Field(key: "meal_types") var mealTypes: [String]
    /// One ingredient per line, as typed (tidied).
    @Field(key: "ingredient_lines") var ingredientLines: [String]
    @Field(key: "instructions") var instructions: [String]
    @OptionalField(key: "image_url") var imageURL: String?
    @OptionalField(key: "video_url") var videoURL: String?
    @OptionalField(key: "source_url") var sourceURL: String?
    @OptionalField(key: "notes") var notes: String?
    @Field(key: "tags") var tags: [String]
    /// What the recipe makes when that is not servings ("30 spring rolls"); `servings` keeps the number.
    @OptionalField(key: "yield_text") var yieldText: String?
    /// The photo's tag (`UserRecipePhoto.tag`), nil when the recipe has no photo of its own.
    @OptionalField(key: "photo_tag") var photoTag: String?
    /// The bytes (UTF-8) of its text, counted towards the account's share (`UserRecipes.maxTextBytes`).
    @OptionalField(key: "text_bytes") var textBytes: Int?
    /// Members of the owner's household may see and plan it.
    @Field(key: "shared_with_household") var sharedWithHousehold: Bool
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "updated_at") var updatedAt: Date

    init() {}

    init(id: UUID, userID: UUID, createdAt: Date) {
        self.id = id
        self.$user.id = userID
        self.createdAt = createdAt
        self.updatedAt = createdAt
        self.sharedWithHousehold = false
    }
}
