import Fluent
import Foundation

/// The photo of one of a user's own recipes: the bytes as uploaded, in the database, so every
/// instance sharing it serves the same photo and an account's export can carry it.
final class UserRecipePhoto: Model, @unchecked Sendable {
    static let schema = "user_recipe_photos"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: User
    /// The `UserRecipe` row; one photo per recipe (unique), gone when the recipe goes.
    @Field(key: "recipe_id") var recipeID: UUID
    /// `PhotoKind`'s raw value, decided from the bytes.
    @Field(key: "kind") var kind: String
    @Field(key: "data") var data: Data
    /// A hash of the bytes: the ETag, and the version in the photo's address.
    @Field(key: "tag") var tag: String
    @Field(key: "updated_at") var updatedAt: Date

    init() {}

    init(id: UUID = UUID(), userID: UUID, recipeID: UUID, kind: PhotoKind, data: Data, tag: String, updatedAt: Date) {
        self.id = id
        self.$user.id = userID
        self.recipeID = recipeID
        self.kind = kind.rawValue
        self.data = data
        self.tag = tag
        self.updatedAt = updatedAt
    }
}

extension UserRecipePhoto: UserOwned {
    static var ownerID: KeyPath<UserRecipePhoto, FieldProperty<UserRecipePhoto, UUID>> { \.$user.$id }
}
