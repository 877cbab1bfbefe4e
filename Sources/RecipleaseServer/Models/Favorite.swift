import Fluent
import Foundation
import RecipleaseCore

/// A recipe a user keeps, with a snapshot of it taken when it was saved, so the favorite still
/// opens after the recipe leaves the library. The snapshot is one schema.org `Recipe` JSON-LD
/// object, written and read like a line of the bundled library, so the API's shape is free to change.
final class Favorite: Model, @unchecked Sendable {
    static let schema = "favorites"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: User
    @Field(key: "recipe_id") var recipeID: String
    @Field(key: "title") var title: String
    @Field(key: "snapshot") var snapshot: String
    /// Where the recipe came from: "library", "mine" or a provider's id; nil for favorites saved
    /// before providers existed.
    @OptionalField(key: "source") var source: String?
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(userID: UUID, recipeID: String, title: String, snapshot: String, source: String? = nil, createdAt: Date) {
        self.$user.id = userID
        self.recipeID = recipeID
        self.title = title
        self.snapshot = snapshot
        self.source = source
        self.createdAt = createdAt
    }
}

extension Favorite {
    /// What a favorite keeps of a recipe: its schema.org JSON-LD, as the library stores recipes.
    static func snapshot(of recipe: Recipe) throws -> String {
        try SchemaRecipe.line(recipe)
    }

    /// The recipe as it was saved, its lines not yet understood: enough for a list.
    func savedDraft() throws -> RecipeDraft {
        guard let draft = try SchemaRecipe.read(Data(snapshot.utf8)).first else { throw SchemaRecipeError.noRecipe }
        return draft
    }

    /// The recipe as it was saved, understood by today's parser and catalog.
    func savedRecipe(in store: RecipeStore) throws -> Recipe {
        Recipe(draft: try savedDraft(), parser: store.parser, catalog: store.catalog)
    }
}
