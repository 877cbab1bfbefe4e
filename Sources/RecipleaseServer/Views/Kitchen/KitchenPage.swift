import RecipleaseCore

/// `/kitchen`: the ingredients a user keeps, ticked ones searched from the home page.
struct KitchenPage: Encodable {
    struct Item: Encodable {
        let id: String
        let name: String
        let food: String?
        let ticked: Bool
        let action: String
    }

    let title: String
    let csrf: String
    let typed: String
    let error: String?
    let items: [Item]
    let tickedCount: Int
    let searchURL: String
    let maxNameLength: Int

    /// `typed` and `error` come back with a refused name.
    init(items: [KitchenItem], catalog: FoodCatalog, typed: String, error: String?, csrf: String) {
        title = Strings.english.text("kitchen.heading")
        self.csrf = csrf
        self.typed = String(typed.prefix(UserKitchen.maxNameLength * 2))
        self.error = error
        self.items = items.compactMap { item in
            guard let id = item.id?.uuidString else { return nil }
            return Item(
                id: id, name: item.name, food: item.foodID.map { catalog[Food.ID($0)]?.name ?? $0 },
                ticked: item.ticked, action: SiteURL.kitchenItem(id)
            )
        }
        tickedCount = items.filter(\.ticked).count
        searchURL = UserKitchen.searchURL(items)
        maxNameLength = UserKitchen.maxNameLength
    }
}
