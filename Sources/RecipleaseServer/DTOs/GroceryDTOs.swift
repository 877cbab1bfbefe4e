import Foundation
import RecipleaseCore
import Vapor

/// One line of `GET /api/v1/grocery-list`.
struct GroceryItemDTO: Content {
    let key: String
    let food: String?
    let quantity: Double?
    let unit: String?
    /// One package's size when `unit` is a package ("can": 400 g).
    let packageSize: MeasureDTO?
    let display: String
    let aisle: String
    let recipes: [String]
    /// Each recipe's and each hand-added item's share.
    let parts: [GroceryPartDTO]
    /// "6" and "3" when the item has both planned and hand-added parts.
    let planned: String?
    let added: String?
    let checked: Bool
    /// True when the row is only items added by hand; `id` removes the first of them.
    let manual: Bool
    let id: UUID?
    /// The hand-added items merged into this row, in the order added.
    let addedIds: [UUID]
    /// In a household, who ticked the row.
    let checkedBy: PersonDTO?

    init(_ row: GroceryRow, people: [UUID: String] = [:]) {
        key = row.key
        food = row.food?.rawValue
        quantity = row.quantity
        unit = row.unit?.rawValue
        packageSize = row.packageSize.map(MeasureDTO.init)
        display = row.display
        aisle = row.aisle
        recipes = row.recipes
        parts = row.parts.map { part in
            GroceryPartDTO(part, addedBy: PersonDTO(part.addedID.flatMap(UUID.init(written:)).flatMap { row.addedBy[$0] }, in: people))
        }
        planned = row.planned
        added = row.added
        checked = row.checked
        manual = row.manualID != nil
        id = row.manualID
        addedIds = row.addedIDs
        checkedBy = PersonDTO(row.checkedBy, in: people)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .key)
        try c.encode(food, forKey: .food)
        try c.encode(quantity, forKey: .quantity)
        try c.encode(unit, forKey: .unit)
        try c.encode(packageSize, forKey: .packageSize)
        try c.encode(display, forKey: .display)
        try c.encode(aisle, forKey: .aisle)
        try c.encode(recipes, forKey: .recipes)
        try c.encode(parts, forKey: .parts)
        try c.encode(planned, forKey: .planned)
        try c.encode(added, forKey: .added)
        try c.encode(checked, forKey: .checked)
        try c.encode(manual, forKey: .manual)
        try c.encode(id, forKey: .id)
        try c.encode(addedIds, forKey: .addedIds)
        try c.encode(checkedBy, forKey: .checkedBy)
    }
}

/// An amount in a unit: `{"amount": 400, "unit": "gram"}`.
struct MeasureDTO: Content {
    let amount: Double
    let unit: String

    init(_ measure: Measure) {
        amount = measure.amount
        unit = measure.unit.rawValue
    }
}

/// What one recipe (or one hand-added item) puts into a grocery item.
struct GroceryPartDTO: Content {
    let recipe: String
    let recipeId: String?
    let addedId: String?
    let amount: String?
    let lines: [String]
    /// For a hand-added item in a household: who added it.
    let addedBy: PersonDTO?

    init(_ part: GroceryPart, addedBy: PersonDTO? = nil) {
        recipe = part.recipe
        recipeId = part.recipeID
        addedId = part.addedID
        amount = part.amount
        lines = part.lines
        self.addedBy = addedBy
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(recipe, forKey: .recipe)
        try c.encode(recipeId, forKey: .recipeId)
        try c.encode(addedId, forKey: .addedId)
        try c.encode(amount, forKey: .amount)
        try c.encode(lines, forKey: .lines)
        try c.encode(addedBy, forKey: .addedBy)
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
        items = list.rows.map { GroceryItemDTO($0, people: list.people) }
        hiddenCount = list.hiddenCount
        unavailable = list.unavailable.map { "\($0.title) (\($0.date) \($0.mealType))" }
    }
}

/// `PUT /api/v1/grocery-list/checks` `{"key", "checked", "from"?, "to"?}`: the list's days
/// the tick is made on (as `GET` takes them).
struct GroceryCheckRequestDTO: Content, KnownKeys {
    let key: String
    let checked: Bool
    let from: String?
    let to: String?

    enum CodingKeys: String, CodingKey, CaseIterable { case key, checked, from, to }
}

/// The tick as kept, with the days of its list.
struct GroceryCheckDTO: Content {
    let key: String
    let checked: Bool
    let from: String
    let to: String
}

/// `POST /api/v1/grocery-list/items` `{"name", "from"?, "to"?, "keep"?}`.
struct NewGroceryItemDTO: Content, KnownKeys {
    let name: String
    let from: String?
    let to: String?
    /// On every list, not only the list of these days.
    let keep: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable { case name, from, to, keep }
}
