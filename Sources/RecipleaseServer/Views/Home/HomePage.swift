import RecipleaseCore

/// The home page: the ingredient box, the filters and the recipes they find.
struct HomePage: Encodable {
    static let pageSize = 12

    let title: String
    let ingredients: [IngredientChip]
    let hasIngredients: Bool
    let searching: Bool
    let ticked: [String]
    let unticked: [String]
    let clearURL: String
    let filters: FilterPanel
    /// One sentence for each provider that gave nothing ("Spoonacular did not answer; showing your library only").
    let notices: [String]
    let total: Int
    let results: [RecipeCard]
    let page: Int
    let pageCount: Int
    let previousURL: String?
    let nextURL: String?

    /// `cards` are the results' hits as cards, in order; `results` gives the total and the facets.
    init(state: HomeState, catalog: FoodCatalog, results: SearchResults, cards: [RecipeCard], notices: [String]) {
        let pageCount = max(1, (results.total + HomePage.pageSize - 1) / HomePage.pageSize)
        title = state.ticked.isEmpty ? Strings.english.text("home.heading")
            : Strings.english.text("home.titleWith", ["ingredients": state.ticked.joined(separator: ", ")])
        ingredients = state.chips(catalog: catalog)
        hasIngredients = !(state.ticked.isEmpty && state.unticked.isEmpty)
        searching = !state.ticked.isEmpty
        ticked = state.ticked
        unticked = state.unticked
        clearURL = state.with { $0.ticked = []; $0.unticked = [] }.url()
        filters = FilterPanel(state: state, facets: results.facets)
        self.notices = notices
        total = results.total
        self.results = cards
        page = state.page
        self.pageCount = pageCount
        previousURL = state.page > 1 ? state.with { $0.page -= 1 }.url() : nil
        nextURL = state.page < pageCount ? state.with { $0.page += 1 }.url() : nil
    }
}
