import Fluent
import Foundation
import RecipleaseCore
import Vapor

/// One user's "in my kitchen" list. Every query starts from the user's id.
struct UserKitchen {
    static let maxItems = 200
    static let maxNameLength = SearchParameters.maxIngredientLength

    let userID: UUID
    let db: any Database

    init(user: User, on db: any Database) throws {
        self.userID = try user.requireID()
        self.db = db
    }

    private func query() -> QueryBuilder<KitchenItem> {
        KitchenItem.query(on: db).filter(\.$user.$id == userID)
    }

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

    func add(name raw: String, ticked: Bool, catalog: FoodCatalog, now: Date) async throws -> KitchenItem {
        let (name, key) = try UserKitchen.checkedName(raw)
        try await refuseDuplicate(key, name: name, except: nil)
        let full = Abort(.conflict, reason: "Your kitchen list holds at most \(UserKitchen.maxItems) ingredients; delete some first.")
        guard try await query().count() < UserKitchen.maxItems else { throw full }
        let item = KitchenItem(userID: userID, name: name, nameKey: key, foodID: catalog.resolve(name)?.rawValue, ticked: ticked, createdAt: now)
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
    func update(_ item: KitchenItem, name raw: String?, ticked: Bool?, catalog: FoodCatalog) async throws -> KitchenItem {
        if let raw {
            let (name, key) = try UserKitchen.checkedName(raw)
            try await refuseDuplicate(key, name: name, except: item.id)
            item.name = name
            item.nameKey = key
            item.foodID = catalog.resolve(name)?.rawValue
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
        let query = items.filter(\.ticked).map { "i=\($0.name.queryEncoded)" }
        return query.isEmpty ? "/" : "/?" + query.joined(separator: "&")
    }

    /// A name tidied, with the key duplicates are found by; or 400 with what is wrong.
    static func checkedName(_ raw: String) throws -> (name: String, key: String) {
        let name = HTMLText.tidy(raw)
        guard !name.isEmpty else { throw Abort(.badRequest, reason: "An ingredient needs a name.") }
        guard name.count <= maxNameLength else {
            throw Abort(.badRequest, reason: "An ingredient name is at most \(maxNameLength) characters; \"\(name.prefix(20))…\" is longer.")
        }
        let key = FoodCatalog.tokens(of: name).joined(separator: " ")
        guard !key.isEmpty else { throw Abort(.badRequest, reason: "An ingredient name needs at least one letter or digit.") }
        return (name, key)
    }

    private func refuseDuplicate(_ key: String, name: String, except id: UUID?) async throws {
        var duplicate = query().filter(\.$nameKey == key)
        if let id { duplicate = duplicate.filter(\.$id != id) }
        if try await duplicate.first() != nil {
            throw Abort(.conflict, reason: "\"\(name)\" is already on your kitchen list.")
        }
    }

    private func save(_ item: KitchenItem, name: String) async throws {
        do {
            try await item.save(on: db)
        } catch where error.isConstraintFailure {
            throw Abort(.conflict, reason: "\"\(name)\" is already on your kitchen list.")
        }
    }
}
