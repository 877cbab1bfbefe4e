import Foundation
import RecipleaseCore
import Vapor

struct KitchenItemDTO: Content {
    let id: UUID
    let name: String
    /// The catalog food the name was understood as (its English name, the same in every
    /// language), or null; `foodName` is its name in the viewer's language.
    let food: String?
    let foodName: String?
    let ticked: Bool
    let createdAt: Date
    /// In a household, who put the item on the list.
    let addedBy: PersonDTO?

    init(_ item: KitchenItem, catalog: FoodCatalog, language: String, people: [UUID: String] = [:]) throws {
        id = try item.requireID()
        name = item.name
        food = item.foodID.map { catalog[Food.ID($0)]?.name ?? $0 }
        foodName = item.foodID.map { catalog.displayName(of: Food.ID($0), language: language) ?? $0 }
        ticked = item.ticked
        createdAt = item.createdAt
        addedBy = PersonDTO(item.addedBy, in: people)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(food, forKey: .food)
        try c.encode(foodName, forKey: .foodName)
        try c.encode(ticked, forKey: .ticked)
        try c.encode(createdAt, forKey: .createdAt)
        try c.encode(addedBy, forKey: .addedBy)
    }
}

struct KitchenListDTO: Content {
    let items: [KitchenItemDTO]
    /// The home page searching the ticked ingredients.
    let searchURL: String
}

/// `POST /api/v1/pantry`
struct NewPantryItemDTO: Content, KnownKeys {
    let name: String
    let ticked: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable { case name, ticked }
}

/// `PATCH /api/v1/pantry/{id}`: either or both.
struct KitchenItemPatchDTO: Content, KnownKeys {
    let name: String?
    let ticked: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable { case name, ticked }
}

struct FoodSuggestionDTO: Content {
    let id: String
    let name: String
}

struct FoodSuggestionsDTO: Content {
    let suggestions: [FoodSuggestionDTO]
}
