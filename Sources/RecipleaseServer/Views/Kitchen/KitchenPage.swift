import Foundation
import RecipleaseCore

/// `/kitchen`: the ingredients a user keeps, ticked ones searched from the home page.
struct KitchenPage: Encodable {
    struct Item: Encodable {
        let id: String
        let name: String
        let food: String?
        let ticked: Bool
        let action: String
        /// In a household, "added by Sam".
        let addedBy: String?
    }

    /// "Cleared 12 foods. Undo", right after "Clear all": the form posts the names back.
    struct Undo: Encodable {
        let text: String
        let action: String
        /// "1 name" for a ticked item, "0 name" for one not ticked.
        let items: [String]

        init?(_ cleared: [KitchenItem], strings: Strings) {
            guard !cleared.isEmpty else { return nil }
            text = strings.text(cleared.count == 1 ? "kitchen.clearedOne" : "kitchen.cleared", ["count": String(cleared.count)])
            action = SiteURL.kitchenRestore
            items = cleared.map { ($0.ticked ? "1 " : "0 ") + $0.name }
        }

        /// One posted item read back; anything else is nil.
        static func item(_ value: String) -> (name: String, ticked: Bool)? {
            guard let flag = value.first, flag == "0" || flag == "1", value.dropFirst().first == " " else { return nil }
            return (String(value.dropFirst(2)), flag == "1")
        }
    }

    let title: String
    let csrf: String
    let undo: Undo?
    let typed: String
    let error: String?
    let items: [Item]
    let tickedCount: Int
    let searchURL: String
    let maxNameLength: Int

    /// `typed` and `error` come back with a refused name.
    /// `people` names who added the items, in a household.
    init(items: [KitchenItem], catalog: FoodCatalog, typed: String, error: String?, cleared: [KitchenItem] = [], csrf: String,
         people: [UUID: String] = [:], strings: Strings) {
        title = strings.text("kitchen.heading")
        undo = Undo(cleared, strings: strings)
        self.csrf = csrf
        self.typed = String(typed.prefix(UserKitchen.maxNameLength * 2))
        self.error = error
        self.items = items.compactMap { item in
            guard let id = item.id?.uuidString else { return nil }
            return Item(
                id: id, name: item.name, food: item.foodID.map { catalog.displayName(of: Food.ID($0), language: strings.language) ?? $0 },
                ticked: item.ticked, action: SiteURL.kitchenItem(id),
                addedBy: item.addedBy.flatMap { people[$0] }.map { strings.text("household.addedBy", ["name": $0]) }
            )
        }
        tickedCount = items.filter(\.ticked).count
        searchURL = UserKitchen.searchURL(items)
        maxNameLength = UserKitchen.maxNameLength
    }
}
