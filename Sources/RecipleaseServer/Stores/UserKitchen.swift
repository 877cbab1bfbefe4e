import Fluent
import Foundation
import RecipleaseCore

/// One user's "in my kitchen" list. Every query starts from the user's id.
struct UserKitchen: SharedStore {
    static let maxItems = 200
    static let maxNameLength = SearchParameters.maxIngredientLength

    let userID: UUID
    let db: any Database
    var addedBy: UUID?

    init(userID: UUID, db: any Database) {
        self.userID = userID
        self.db = db
    }

    private func query() -> QueryBuilder<KitchenItem> { scoped(KitchenItem.self) }

    /// Sorted by name.
    func list() async throws -> [KitchenItem] {
        try await query().all().sorted { a, b in
            a.nameKey == b.nameKey ? a.createdAt < b.createdAt : SearchText.precedes(a.name, b.name)
        }
    }

    /// The user's item with this id; another user's id, or no id at all, finds nothing.
    func find(_ id: String?) async throws -> KitchenItem? {
        guard let id, let uuid = UUID(uuidString: id) else { return nil }
        return try await query().filter(\.$id == uuid).first()
    }

    /// Adds an item; its name is read as a food in `language` first, then in the catalog's others.
    func add(name raw: String, ticked: Bool, catalog: FoodCatalog, language: String, now: Date) async throws -> KitchenItem {
        let (name, key) = try UserKitchen.checkedName(raw)
        try await refuseDuplicate(key, name: name, except: nil)
        let full = CodedProblem.full("kitchen", max: UserKitchen.maxItems)
        guard try await query().count() < UserKitchen.maxItems else { throw full }
        let item = KitchenItem(userID: userID, name: name, nameKey: key, foodID: catalog.resolve(typed: name, language: language)?.rawValue,
                               ticked: ticked, createdAt: now)
        item.addedBy = addedBy
        try await save(item, name: name)
        // Two adds at once can both pass the count above: each counts again after writing and
        // takes its own item back if the list is then over the limit (both may, which is safe).
        // The list can hold one too many for an instant, never once both have answered.
        if try await query().count() > UserKitchen.maxItems {
            try await item.delete(on: db)
            throw full
        }
        return item
    }

    /// Renames and/or ticks an item; everything is checked before anything is written.
    func update(_ item: KitchenItem, name raw: String?, ticked: Bool?, catalog: FoodCatalog, language: String) async throws -> KitchenItem {
        if let raw {
            let (name, key) = try UserKitchen.checkedName(raw)
            try await refuseDuplicate(key, name: name, except: item.id)
            item.name = name
            item.nameKey = key
            item.foodID = catalog.resolve(typed: name, language: language)?.rawValue
        }
        if let ticked { item.ticked = ticked }
        try await save(item, name: item.name)
        return item
    }

    func delete(_ item: KitchenItem) async throws {
        try await item.delete(on: db)
    }

    func clear() async throws {
        try await query().delete()
    }

    /// The names to search with: the ticked ones.
    static func searchURL(_ items: [KitchenItem]) -> String {
        SiteURL.search(ingredients: items.filter(\.ticked).map(\.name))
    }

    /// A name tidied, with the key duplicates are found by; or what is wrong with it.
    static func checkedName(_ raw: String) throws -> (name: String, key: String) {
        let name = HTMLText.tidy(raw)
        guard !name.isEmpty else { throw CodedProblem(.invalid, "kitchen.name-empty") }
        guard name.count <= maxNameLength else {
            throw CodedProblem(.invalid, "kitchen.name-length", ["max": "\(maxNameLength)", "start": String(name.prefix(20))])
        }
        let key = FoodCatalog.tokens(of: name).joined(separator: " ")
        guard !key.isEmpty else { throw CodedProblem(.invalid, "kitchen.name-letters") }
        return (name, key)
    }

    private func refuseDuplicate(_ key: String, name: String, except id: UUID?) async throws {
        var duplicate = query().filter(\.$nameKey == key)
        if let id { duplicate = duplicate.filter(\.$id != id) }
        if try await duplicate.first() != nil { throw UserKitchen.duplicate(name) }
    }

    private func save(_ item: KitchenItem, name: String) async throws {
        do {
            try await item.save(on: db)
        } catch where error.isConstraintFailure {
            throw UserKitchen.duplicate(name)
        }
    }

    private static func duplicate(_ name: String) -> CodedProblem {
        CodedProblem(.conflict, "kitchen.duplicate", ["name": name])
    }
}
