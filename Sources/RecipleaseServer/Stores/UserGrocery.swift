import Fluent
import Foundation
import RecipleaseCore

/// One line of a user's grocery list as pages and the API show it: a merged item from the plan
/// or something the user added, with its tick.
struct GroceryRow: Sendable {
    let key: String
    let food: Food.ID?
    let quantity: Double?
    let unit: MeasureUnit?
    let display: String
    let aisle: String
    let recipes: [String]
    let checked: Bool
    /// The id of an item the user added by hand; nil for items from the plan.
    let manualID: UUID?
}

/// A grocery list for a range of days.
struct GroceryListResult: Sendable {
    let range: PlanRange
    let system: MeasureSystem
    /// By aisle in shop order, then by name.
    let rows: [GroceryRow]
    /// Planned meals whose recipe could not be found (not in the library, not a favorite).
    let unavailable: [PlanEntry]
    /// Items left out because a ticked food of the kitchen list covers them.
    let hiddenCount: Int
    let plannedCount: Int

    /// The rows grouped by aisle, in shop order.
    var aisles: [(aisle: String, rows: [GroceryRow])] {
        var groups: [(aisle: String, rows: [GroceryRow])] = []
        for row in rows {
            if groups.last?.aisle == row.aisle { groups[groups.count - 1].rows.append(row) } else { groups.append((row.aisle, [row])) }
        }
        return groups
    }
}

/// One user's grocery list state: ticks by item key, and the items they added by hand.
struct UserGrocery: UserStore {
    static let maxExtras = 100
    static let maxChecks = 2_000
    static let extraLength = 80
    static let manualPrefix = "manual:"

    let userID: UUID
    let db: any Database

    // MARK: - Ticks

    func checkedKeys() async throws -> Set<String> {
        Set(try await scoped(GroceryCheck.self).all(\.$itemKey))
    }

    /// Ticks or unticks an item by its key. Ticking twice, or unticking what is not ticked, changes nothing.
    func setChecked(_ key: String, _ checked: Bool, now: Date) async throws {
        let key = try UserGrocery.checkedKey(key)
        let existing = scoped(GroceryCheck.self).filter(\.$itemKey == key)
        if !checked { return try await existing.delete() }
        guard try await existing.first() == nil else { return }
        if try await scoped(GroceryCheck.self).count() >= UserGrocery.maxChecks {
            // Ticks are cheap to lose: the oldest go first.
            let oldest = try await scoped(GroceryCheck.self).sort(\.$createdAt).limit(100).all(\.$id)
            try await GroceryCheck.query(on: db).filter(\.$id ~~ oldest).delete()
        }
        do {
            try await GroceryCheck(userID: userID, itemKey: key, createdAt: now).create(on: db)
        } catch where error.isConstraintFailure {
            // Ticked twice at the same moment: ticked is ticked.
        }
    }

    func clearChecks() async throws {
        try await scoped(GroceryCheck.self).delete()
    }

    static func checkedKey(_ raw: String) throws -> String {
        let key = raw.trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty, key.count <= 200, !key.contains(where: { $0.isNewline }) else {
            throw CodedProblem(.invalid, "grocery.key")
        }
        return key
    }

    // MARK: - Items added by hand

    func extras() async throws -> [GroceryExtra] {
        try await scoped(GroceryExtra.self).sort(\.$createdAt).all()
    }

    func findExtra(_ id: String?) async throws -> GroceryExtra? {
        guard let id, let uuid = UUID(uuidString: id) else { return nil }
        return try await scoped(GroceryExtra.self).filter(\.$id == uuid).first()
    }

    /// A hand-added item's name tidied, or what is wrong with it.
    static func checkedExtraName(_ raw: String) throws -> String {
        let name = RecipeRules.line(raw)
        guard !name.isEmpty else { throw CodedProblem(.invalid, "grocery.item-empty") }
        guard name.count <= UserGrocery.extraLength else {
            throw CodedProblem(.invalid, "grocery.item-length", ["max": "\(UserGrocery.extraLength)", "count": "\(name.count)"])
        }
        return name
    }

    func addExtra(_ raw: String, parser: IngredientParser, now: Date) async throws -> GroceryExtra {
        let name = try UserGrocery.checkedExtraName(raw)
        guard try await scoped(GroceryExtra.self).count() < UserGrocery.maxExtras else {
            throw CodedProblem.full("grocery", max: UserGrocery.maxExtras)
        }
        let extra = GroceryExtra(userID: userID, name: name, foodID: parser.parse(name).food?.rawValue, createdAt: now)
        try await extra.create(on: db)
        return extra
    }

    /// Removes the item and its tick.
    func removeExtra(_ extra: GroceryExtra) async throws {
        let key = UserGrocery.manualPrefix + (try extra.requireID()).uuidString
        try await db.transaction { db in
            try await db.owned(GroceryCheck.self, by: userID).filter(\.$itemKey == key).delete()
            try await extra.delete(on: db)
        }
    }

    // MARK: - The list

    /// Every planned meal of the range, its ingredient lines scaled to the servings planned over
    /// the recipe's servings, merged per food by `GroceryList.build` in the user's units; then the
    /// items added by hand. With `hideKitchen`, foods a ticked kitchen-list food covers are left out.
    func build(_ range: PlanRange, context: PlanContext, hideKitchen: Bool) async throws -> GroceryListResult {
        let (recipes, settings) = (context.recipes, context.settings)
        let store = recipes.store
        let entries = try await context.plan.list(range)
        var lines: [GroceryLine] = []
        var unavailable: [PlanEntry] = []
        for entry in entries {
            guard let recipe = recipes.recipe(entry.recipeID)?.recipe else {
                unavailable.append(entry)
                continue
            }
            let scale = recipe.servings.map { Double(entry.servings) / Double(max($0, 1)) } ?? 1
            lines += recipe.ingredients.map { GroceryLine(ingredient: $0, scale: scale, source: recipe.title) }
        }
        let items = GroceryList.build(lines, catalog: store.catalog, system: settings.unitSystem)
        let checked = try await checkedKeys()

        var covered: Set<Food.ID> = []
        if hideKitchen {
            let kitchen = try await scoped(KitchenItem.self).filter(\.$ticked == true).all()
            for food in kitchen.compactMap(\.foodID).map({ Food.ID($0) }) { covered.formUnion(store.catalog.family(of: food)) }
        }
        var hidden = 0
        var rows: [GroceryRow] = []
        for item in items {
            if let food = item.food, covered.contains(food) {
                hidden += 1
                continue
            }
            rows.append(GroceryRow(
                key: item.key, food: item.food, quantity: item.quantity.map { ($0 * 10_000).rounded() / 10_000 },
                unit: item.unit, display: item.display, aisle: item.aisle, recipes: item.recipes,
                checked: checked.contains(item.key), manualID: nil
            ))
        }
        for extra in try await extras() {
            guard let id = extra.id else { continue }
            let key = UserGrocery.manualPrefix + id.uuidString
            let food = extra.foodID.map { Food.ID($0) }
            rows.append(GroceryRow(
                key: key, food: food, quantity: nil, unit: nil, display: extra.name,
                aisle: food.flatMap { store.catalog[$0]?.aisle } ?? "other", recipes: [],
                checked: checked.contains(key), manualID: id
            ))
        }
        // Shop order, as GroceryList sorts; items added by hand after the plan's in each aisle.
        let ordered = rows.enumerated().sorted { a, b in
            let x = GroceryList.aisleOrder.firstIndex(of: a.element.aisle) ?? GroceryList.aisleOrder.count
            let y = GroceryList.aisleOrder.firstIndex(of: b.element.aisle) ?? GroceryList.aisleOrder.count
            if x != y { return x < y }
            if a.element.aisle != b.element.aisle { return a.element.aisle < b.element.aisle }
            return a.offset < b.offset
        }.map(\.element)
        return GroceryListResult(range: range, system: settings.unitSystem, rows: ordered, unavailable: unavailable,
                                 hiddenCount: hidden, plannedCount: entries.count)
    }
}

extension GroceryListResult {
    /// The list as plain text, one item a line under its aisle: what `/grocery.txt` serves.
    var plainText: String {
        var lines = ["Grocery list: \(range.from.longText) to \(range.to.longText)", ""]
        if rows.isEmpty { lines.append("Nothing to buy: no meals are planned on these days.") }
        for (aisle, rows) in aisles {
            lines.append(aisle.prefix(1).uppercased() + aisle.dropFirst())
            for row in rows {
                let sources = row.recipes.isEmpty ? (row.manualID == nil ? "" : " (added by you)") : " (" + row.recipes.joined(separator: ", ") + ")"
                lines.append("[\(row.checked ? "x" : " ")] \(row.display)\(sources)")
            }
            lines.append("")
        }
        if !unavailable.isEmpty {
            lines.append("Not on the list (the recipe is no longer available): " + unavailable.map { "\($0.title) on \($0.date)" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n"
    }
}
