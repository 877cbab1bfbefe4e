import Foundation
import RecipleaseCore
import Vapor

/// One favorite in a list.
struct FavoriteDTO: Content {
    let recipeId: String
    let title: String
    let image: String?
    let totalMinutes: Int?
    let savedAt: Date
    /// False when the recipe no longer opens for this user (gone from the library, deleted, or a
    /// housemate's no longer shared); the saved copy still opens.
    let available: Bool

    init(_ favorite: FavoriteSummary, available: Bool) {
        recipeId = favorite.recipeID
        title = favorite.title
        image = favorite.picture(available: available)
        totalMinutes = favorite.totalMinutes
        savedAt = favorite.savedAt
        self.available = available
    }

    init(_ favorite: Favorite, available: Bool) {
        self.init(FavoriteSummary(favorite), available: available)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(recipeId, forKey: .recipeId)
        try c.encode(title, forKey: .title)
        try c.encode(image, forKey: .image)
        try c.encode(totalMinutes, forKey: .totalMinutes)
        try c.encode(savedAt, forKey: .savedAt)
        try c.encode(available, forKey: .available)
    }
}

struct FavoriteListDTO: Content {
    let total: Int
    let favorites: [FavoriteDTO]
}

/// One favorite with the recipe as it was saved.
struct FavoriteDetailDTO: Content {
    let recipeId: String
    let title: String
    let savedAt: Date
    let available: Bool
    let recipe: RecipeDTO

    init(_ favorite: Favorite, recipe: Recipe, available: Bool, catalog: FoodCatalog) {
        recipeId = favorite.recipeID
        title = favorite.title
        savedAt = favorite.createdAt
        self.available = available
        self.recipe = RecipeDTO(recipe, source: favorite.source, catalog: catalog)
    }
}
