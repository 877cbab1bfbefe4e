import RecipleaseCore

/// `/random`: a new random set on every visit, within the filters.
struct RandomPage: Encodable {
    let title: String
    let filters: FilterPanel
    let notices: [String]
    let results: [RecipeCard]
    let againURL: String

    init(state: HomeState, cards: [RecipeCard], notices: [String]) {
        title = Strings.english.text("random.heading")
        filters = FilterPanel(state: state, facets: SearchFacets(), action: SiteURL.random)
        self.notices = notices
        results = cards
        againURL = state.url(path: SiteURL.random)
    }
}
