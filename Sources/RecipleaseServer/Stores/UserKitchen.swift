import Fluent
import Foundation
import RecipleaseCore

/// One user's "in my kitchen" list. Every query starts from the user's id.
struct UserKitchen: SharedStore {
    static let maxItems = 200
    static let maxNameLength = SearchParameters.maxIngredientLength

    let userID: UUID
    let db: any Database
    var scope: SharedScope?

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
        guard let id, let uuid = UUID(written: id) else { return nil }
        return try await query().filter(\.$id == uuid).first()
    }

    /// Adds an item; its name is read as a food in `language` first, then in the catalog's others.
    /// A name already on the list is refused (`kitchen.duplicate`), as is one past the limit.
    func add(name raw: String, ticked: Bool, catalog: FoodCatalog, language: String, now: Date) async throws -> KitchenItem {
        let (name, key) = try UserKitchen.checkedName(raw)
        let item = newItem(name: name, key: key, ticked: ticked, catalog: catalog, language: language, now: now)
        guard let added = try await insert([item], refusingKnown: true).first else { throw UserKitchen.duplicate(name) }
        return added
    }

    /// Adds several items at once (a page's ingredients, the undo of "Clear all"): names the list's
    /// rules refuse, names already on it and names repeated are left out, and the rest are added
    /// all or none (`kitchen.full` when they do not all fit). The items added.
    func add(_ items: [(name: String, ticked: Bool)], catalog: FoodCatalog, language: String, now: Date) async throws -> [KitchenItem] {
        let rows = items.compactMap { item in
            (try? UserKitchen.checkedName(item.name)).map { newItem(name: $0.name, key: $0.key, ticked: item.ticked, catalog: catalog, language: language, now: now) }
        }
        return try await insert(rows, refusingKnown: false)
    }

    private func newItem(name: String, key: String, ticked: Bool, catalog: FoodCatalog, language: String, now: Date) -> KitchenItem {
        let item = KitchenItem(userID: userID, name: name, nameKey: key, foodID: catalog.resolve(typed: name, language: language)?.rawValue,
                               ticked: ticked, createdAt: now)
        item.addedBy = addedBy
        return item
    }

    /// Counts, looks for names already there and writes under the owner's lock, so adds at once
    /// (two tabs, two household members, two instances) cannot pass the limit together, nor
    /// both be refused when one fits.
    private func insert(_ items: [KitchenItem], refusingKnown: Bool) async throws -> [KitchenItem] {
        let owner = userID
        do {
            return try await create(within: UserKitchen.maxItems, or: CodedProblem.full("kitchen", max: UserKitchen.maxItems)) { db in
                var seen = Set(try await db.owned(KitchenItem.self, by: owner).filter(\.$nameKey ~~ items.map(\.nameKey)).all(\.$nameKey))
                if refusingKnown, let known = items.first(where: { seen.contains($0.nameKey) }) { throw UserKitchen.duplicate(known.name) }
                return items.filter { seen.insert($0.nameKey).inserted }
            }
        } catch where error.isConstraintFailure {
            // Written meanwhile by a path that does not take the owner's lock (a household's join).
            throw UserKitchen.duplicate(items.first?.name ?? "")
        }
    }

    /// Renames and/or ticks an item; everything is checked before anything is written.
    func update(_ item: KitchenItem, name raw: String?, ticked: Bool?, catalog: FoodCatalog, language: String) async throws -> KitchenItem {
        if let raw {
            let (name, key) = try UserKitchen.checkedName(raw)
            item.name = name
            item.nameKey = key
            item.foodID = catalog.resolve(typed: name, language: language)?.rawValue
        }
        if let ticked { item.ticked = ticked }
        try await save(item, name: item.name, key: raw == nil ? nil : item.nameKey)
        return item
    }

    func delete(_ item: KitchenItem) async throws {
        try await underOwnerLock { db in try await item.delete(on: db) }
    }

    func clear() async throws {
        try await underOwnerLock { [userID] db in try await db.owned(KitchenItem.self, by: userID).delete() }
    }

    /// The names to search with: the ticked ones.
    static func searchURL(_ items: [KitchenItem]) -> String {
        SiteURL.search(ingredients: items.filter(\.ticked).map(\.name))
    }

    /// A name tidied, with the key duplicates are found by; or what is wrong with it.
    static func checkedName(_ raw: String) throws -> (name: String, key: String) {
        // control characters go, as in every name a person types (a NUL cut the name where it was kept)
        let name = RecipeRules.line(raw)
        guard !name.isEmpty else { throw CodedProblem(.invalid, "kitchen.name-empty") }
        // as sent, too, as the API's document counts it: 81 code points with control characters passed
        guard name.lengthForLimits <= maxNameLength, raw.lengthForLimits <= maxNameLength else {
            throw CodedProblem(.invalid, "kitchen.name-length", ["max": "\(maxNameLength)", "start": name.prefixForLimits(20)])
        }
        let key = FoodCatalog.tokens(of: name).joined(separator: " ")
        guard !key.isEmpty else { throw CodedProblem(.invalid, "kitchen.name-letters") }
        return (name, key)
    }

    /// Saves a changed item under the owner's lock, refused when another item has its new `key`.
    private func save(_ item: KitchenItem, name: String, key: String?) async throws {
        do {
            try await underOwnerLock { [userID] db in
                if let key {
                    var duplicate = db.owned(KitchenItem.self, by: userID).filter(\.$nameKey == key)
                    if let id = item.id { duplicate = duplicate.filter(\.$id != id) }
                    if try await duplicate.first() != nil { throw UserKitchen.duplicate(name) }
                }
                try await item.save(on: db)
            }
        } catch where error.isConstraintFailure {
            throw UserKitchen.duplicate(name)
        }
    }

    private static func duplicate(_ name: String) -> CodedProblem {
        CodedProblem(.conflict, "kitchen.duplicate", ["name": name])
    }
}
