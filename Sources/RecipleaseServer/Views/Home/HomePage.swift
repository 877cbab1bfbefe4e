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
    /// The saved preferences filtering these results, said above them; nil when none does.
    let preferences: PreferencesNote?
    /// The order of the results, beside their count; empty when no ingredient is searched.
    let rankings: [RankingLink]
    /// One sentence for each provider that gave nothing ("Spoonacular did not answer; showing your library only").
    let notices: [String]
    let total: Int
    let results: [RecipeCard]
    let page: Int
    let pageCount: Int
    let previousURL: String?
    let nextURL: String?
    /// "Did you mean chicken?" when a ticked ingredient is not a catalog food but is near one.
    var didYouMean: DidYouMean?
    /// The signed-in user's kitchen list: use it, or save the typed ingredients to it.
    var kitchen: HomeKitchenOffer?
    /// With no result, the filters whose drop would find some (`WayOut`).
    var waysOut: WaysOut?

    /// `cards` are the results' hits as cards, in order; `results` gives the total and the facets.
    /// `preferences` are the saved ones (applied unless the state sets them aside).
    init(state: HomeState, catalog: FoodCatalog, results: SearchResults, cards: [RecipeCard], notices: [String], preferences: SearchPreferences = SearchPreferences(), strings: Strings) {
        let pageCount = max(1, (results.total + HomePage.pageSize - 1) / HomePage.pageSize)
        title = state.ticked.isEmpty ? strings.text("home.heading")
            : strings.text("home.titleWith", ["ingredients": state.ticked.joined(separator: ", ")])
        ingredients = state.chips(catalog: catalog, language: strings.language)
        hasIngredients = !(state.ticked.isEmpty && state.unticked.isEmpty)
        searching = !state.ticked.isEmpty
        ticked = state.ticked
        unticked = state.unticked
        clearURL = state.with { $0.ticked = []; $0.unticked = [] }.url()
        filters = FilterPanel(state: state, facets: results.facets, preferences: preferences, strings: strings)
        self.preferences = PreferencesNote(state: state, saved: preferences, strings: strings)
        rankings = state.ticked.isEmpty ? [] : RankingLink.all(state: state, strings: strings)
        self.notices = notices
        total = results.total
        self.results = cards
        page = state.page
        self.pageCount = pageCount
        previousURL = state.page > 1 ? state.with { $0.page -= 1 }.url() : nil
        nextURL = state.page < pageCount ? state.with { $0.page += 1 }.url() : nil
        didYouMean = state.didYouMean(catalog: catalog, strings: strings)
    }
}

/// One order the results can take, as a link beside their count.
struct RankingLink: Encodable {
    let label: String
    let url: String
    let current: Bool

    static func all(state: HomeState, strings: Strings) -> [RankingLink] {
        Ranking.allCases.map { option in
            RankingLink(
                label: strings.text(option == .maxUsed ? "filters.rankMaxUsed" : "filters.rankMinMissing"),
                url: state.with { $0.parameters.ranking = option; $0.page = 1 }.url(),
                current: state.parameters.ranking == option
            )
        }
    }
}
