import RecipleaseCore

/// One checkbox or option of the filter panel.
struct FilterOption: Encodable {
    let value: String
    let label: String
    let count: Int?
    let checked: Bool
}

/// The filters beside the results of the home and random pages.
struct FilterPanel: Encodable {
    let action: String
    let text: String
    let diets: [FilterOption]
    let mealTypes: [FilterOption]
    let cuisines: [FilterOption]
    let intolerances: [FilterOption]
    let readyTimes: [FilterOption]
    let rankings: [FilterOption]
    let maxMissing: String
    let ticked: [String]
    let unticked: [String]
    let active: Bool
    let resetURL: String

    init(state: HomeState, facets: SearchFacets, action: String = SiteURL.home) {
        let p = state.parameters
        self.action = action
        text = p.text
        diets = Diet.allCases.map { FilterOption(value: $0.rawValue, label: $0.rawValue.capitalized, count: facets.diets[$0] ?? 0, checked: p.diets.contains($0)) }
        mealTypes = MealType.allCases.map { FilterOption(value: $0.rawValue, label: $0.rawValue.capitalized, count: facets.mealTypes[$0] ?? 0, checked: p.mealTypes.contains($0)) }
        // Cuisines with results, and any the user chose, so a choice can always be undone.
        cuisines = Cuisine.known.filter { facets.cuisines[$0] != nil || p.cuisines.contains($0) || facets.cuisines.isEmpty }
            .map { FilterOption(value: $0, label: $0, count: facets.cuisines[$0] ?? 0, checked: p.cuisines.contains($0)) }
        intolerances = Allergen.allCases.map { FilterOption(value: $0.rawValue, label: $0.rawValue.capitalized, count: nil, checked: p.intolerances.contains($0)) }
        readyTimes = [nil, 15, 20, 30, 45, 60, 90, 120].map { minutes in
            FilterOption(value: minutes.map(String.init) ?? "", label: minutes.map { Strings.english.text("filters.minutesOrLess", ["minutes": String($0)]) } ?? Strings.english.text("filters.anyTime"), count: nil, checked: p.maxReadyTime == minutes)
        }
        rankings = Ranking.allCases.map { option in
            FilterOption(value: option.rawValue, label: Strings.english.text(option == .maxUsed ? "filters.rankMaxUsed" : "filters.rankMinMissing"), count: nil, checked: p.ranking == option)
        }
        maxMissing = p.maxMissing.map(String.init) ?? ""
        ticked = state.ticked
        unticked = state.unticked
        active = !(p.text.isEmpty && p.diets.isEmpty && p.intolerances.isEmpty && p.cuisines.isEmpty && p.mealTypes.isEmpty && p.maxReadyTime == nil && p.maxMissing == nil)
        resetURL = state.with { $0.parameters = SearchParameters(); $0.page = 1 }.url(path: action)
    }
}
