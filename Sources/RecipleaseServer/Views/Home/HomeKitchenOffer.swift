import RecipleaseCore

/// The signed-in home page's link to search with the kitchen list, and its form saving the
/// typed ingredients to that list.
struct HomeKitchenOffer: Encodable {
    /// "Use my kitchen (12 foods)", counting the ticked ones the search uses; nil when the list is empty.
    let useText: String?
    let useURL: String?
    /// Where "Save to my kitchen" posts: the page's own query, so the search comes back as it was.
    let saveAction: String?
    /// The typed ingredients are all on the list already.
    let allSaved: Bool
    let csrf: String

    init(state: HomeState, items: [KitchenItem], csrf: String, strings: Strings) {
        self.csrf = csrf
        if items.isEmpty {
            useText = nil
            useURL = nil
        } else {
            // the foods the search uses: the ticked ones, as the kitchen page's own button counts them
            let ticked = items.filter(\.ticked).count
            useText = ticked == 1 ? strings.text("home.useKitchenOne")
                : strings.text("home.useKitchen", ["count": "\(ticked)"])
            // ticked ones searched, the others kept unticked, within what a search takes
            let kept = Array((items.filter(\.ticked) + items.filter { !$0.ticked }).prefix(SearchParameters.maxIngredients))
            useURL = state.with { next in
                next.ticked = kept.filter(\.ticked).map(\.name)
                next.unticked = kept.filter { !$0.ticked }.map(\.name)
            }.url()
        }
        let keys = Set(items.map(\.nameKey))
        let typed = state.ticked + state.unticked
        let unsaved = typed.filter { !keys.contains(FoodCatalog.tokens(of: $0).joined(separator: " ")) }
        saveAction = unsaved.isEmpty ? nil : state.url(path: SiteURL.kitchenSave)
        allSaved = !typed.isEmpty && unsaved.isEmpty
    }
}
