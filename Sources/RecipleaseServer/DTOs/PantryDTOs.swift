import Foundation
import RecipleaseCore
import Vapor

struct PantryItemDTO: Content {
    let id: UUID
    let name: String
    /// The catalog food the name was understood as, or null.
    let food: String?
    let ticked: Bool
    let createdAt: Date

    init(_ item: PantryItem, catalog: FoodCatalog) throws {
        id = try item.requireID()
        name = item.name
        food = item.foodID.map { catalog[Food.ID($0)]?.name ?? $0 }
        ticked = item.ticked
        createdAt = item.createdAt
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(food, forKey: .food)
        try c.encode(ticked, forKey: .ticked)
        try c.encode(createdAt, forKey: .createdAt)
    }
}

struct PantryListDTO: Content {
    let items: [PantryItemDTO]
    /// The home page searching the ticked ingredients.
    let searchURL: String
}

/// `POST /api/v1/pantry`
struct NewPantryItemDTO: Content {
    let name: String
    let ticked: Bool?
}

/// `PATCH /api/v1/pantry/{id}`: either or both.
struct PantryItemPatchDTO: Content {
    let name: String?
    let ticked: Bool?
}

struct FoodSuggestionDTO: Content {
    let id: String
    let name: String
}

struct FoodSuggestionsDTO: Content {
    let suggestions: [FoodSuggestionDTO]
}
