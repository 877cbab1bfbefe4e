import Foundation
import RecipleaseCore
import Vapor

/// One line of `GET /api/v1/grocery-list`.
struct GroceryItemDTO: Content {
    let key: String
    let food: String?
    let quantity: Double?
    let unit: String?
    let display: String
    let aisle: String
    let recipes: [String]
    let checked: Bool
    /// True for items the user added by hand; `id` removes them.
    let manual: Bool
    let id: UUID?

    init(_ row: GroceryRow) {
        key = row.key
        food = row.food?.rawValue
        quantity = row.quantity
        unit = row.unit?.rawValue
        display = row.display
        aisle = row.aisle
        recipes = row.recipes
        checked = row.checked
        manual = row.manualID != nil
        id = row.manualID
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .key)
        try c.encode(food, forKey: .food)
        try c.encode(quantity, forKey: .quantity)
        try c.encode(unit, forKey: .unit)
        try c.encode(display, forKey: .display)
        try c.encode(aisle, forKey: .aisle)
        try c.encode(recipes, forKey: .recipes)
        try c.encode(checked, forKey: .checked)
        try c.encode(manual, forKey: .manual)
        try c.encode(id, forKey: .id)
    }
}

struct GroceryListDTO: Content {
    let from: String
    let to: String
    let unitSystem: String
    let items: [GroceryItemDTO]
    /// Items left out because a ticked kitchen-list food covers them (with `hideKitchen=true`).
    let hiddenCount: Int
    /// Planned meals left off the list because their recipe is gone.
    let unavailable: [String]

    init(_ list: GroceryListResult) {
        from = list.range.from.description
        to = list.range.to.description
        unitSystem = list.system.rawValue
        items = list.rows.map(GroceryItemDTO.init)
        hiddenCount = list.hiddenCount
        unavailable = list.unavailable.map { "\($0.title) (\($0.date) \($0.mealType))" }
    }
}

/// `PUT /api/v1/grocery-list/checks` `{"key", "checked"}`.
struct GroceryCheckDTO: Content {
    let key: String
    let checked: Bool
}

/// `POST /api/v1/grocery-list/items` `{"name"}`.
struct NewGroceryItemDTO: Content {
    let name: String
}
