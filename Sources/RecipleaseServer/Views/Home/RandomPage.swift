import RecipleaseCore

/// `/random`: a new random set on every visit, within the filters.
struct RandomPage: Encodable {
    let title: String
    let filters: FilterPanel
    let preferences: PreferencesNote?
    let notices: [String]
    let results: [RecipeCard]
    let againURL: String

    init(state: HomeState, cards: [RecipeCard], notices: [String], preferences: SearchPreferences = SearchPreferences(), strings: Strings) {
        title = strings.text("random.heading")
        filters = FilterPanel(state: state, facets: SearchFacets(), action: SiteURL.random, preferences: preferences, strings: strings)
        self.preferences = PreferencesNote(state: state, saved: preferences, path: SiteURL.random, strings: strings)
        self.notices = notices
        results = cards
        againURL = state.url(path: SiteURL.random)
    }
}
