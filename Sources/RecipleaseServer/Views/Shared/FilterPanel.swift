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
    /// The order chosen beside the results, carried along when the filters change; nil for the default.
    let ranking: String?
    /// The form states every filter, preferences included, so it sends `prefs=off`: a box
    /// ticked by a preference and then unticked stays unticked.
    let statesPreferences: Bool
    let maxMissing: String
    /// The per-serving nutrition limits, as typed (empty when not set).
    let nutrition: [NutritionField]
    let ticked: [String]
    let unticked: [String]
    let active: Bool
    /// Opened when the request names filters itself; preferences alone leave it closed (on a
    /// phone an open panel pushes the results out of sight), and the note above them says so.
    let open: Bool
    let resetURL: String

    /// Ticks what the search runs with: the request's filters and the saved `preferences` it applies.
    init(state: HomeState, facets: SearchFacets, action: String = SiteURL.home, preferences: SearchPreferences = SearchPreferences(), strings: Strings) {
        let p = state.applied(preferences)
        self.action = action
        text = p.text
        diets = Diet.allCases.map { FilterOption(value: $0.rawValue, label: strings.name(of: $0), count: facets.diets[$0] ?? 0, checked: p.diets.contains($0)) }
        mealTypes = MealType.allCases.map { FilterOption(value: $0.rawValue, label: strings.name(of: $0), count: facets.mealTypes[$0] ?? 0, checked: p.mealTypes.contains($0)) }
        // Cuisines with results, and any the user chose, so a choice can always be undone.
        cuisines = Cuisine.known.filter { facets.cuisines[$0] != nil || p.cuisines.contains($0) || facets.cuisines.isEmpty }
            .map { FilterOption(value: $0, label: strings.cuisine($0), count: facets.cuisines[$0] ?? 0, checked: p.cuisines.contains($0)) }
        intolerances = Allergen.allCases.map { FilterOption(value: $0.rawValue, label: strings.sentenceCase(strings.name(of: $0)), count: nil, checked: p.intolerances.contains($0)) }
        readyTimes = [nil, 15, 20, 30, 45, 60, 90, 120].map { minutes in
            FilterOption(value: minutes.map(String.init) ?? "", label: minutes.map { strings.text("filters.minutesOrLess", ["minutes": String($0)]) } ?? strings.text("filters.anyTime"), count: nil, checked: p.maxReadyTime == minutes)
        }
        ranking = p.ranking == .maxUsed ? nil : p.ranking.rawValue
        statesPreferences = state.preferencesOff || !preferences.isEmpty
        maxMissing = p.maxMissing.map(String.init) ?? ""
        // In the order of `SearchParameters.nutritionFields`.
        let labels = ["filters.maxCalories", "filters.minProtein", "filters.maxCarbs", "filters.maxSodium"]
        nutrition = zip(SearchParameters.nutritionFields, labels).map { field, label in
            NutritionField(name: field.key, label: strings.text(label), max: NutritionLimits.text(field.range.upperBound),
                           value: p.nutrition[keyPath: field.limit].map(NutritionLimits.text) ?? "")
        }
        ticked = state.ticked
        unticked = state.unticked
        active = FilterPanel.isFiltering(p)
        open = FilterPanel.isFiltering(state.parameters)
        resetURL = state.withoutFilters().with { $0.preferencesOff = false }.url(path: action)
    }

    static func isFiltering(_ p: SearchParameters) -> Bool {
        !(p.text.isEmpty && p.diets.isEmpty && p.intolerances.isEmpty && p.cuisines.isEmpty && p.mealTypes.isEmpty && p.maxReadyTime == nil && p.maxMissing == nil
            && p.nutrition.isEmpty)
    }
}

/// A number input of the filter panel's nutrition limits: `name` is the query key.
struct NutritionField: Encodable {
    let name: String
    let label: String
    let max: String
    let value: String
}
