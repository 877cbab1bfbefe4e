import RecipleaseCore

/// When the filters leave no recipe, the way back: for each filter the URL sets, how many recipes
/// the same search finds without it, as a link ("Vegan (4 recipes)", under "Drop one"). The filter counts
/// beside the results are all 0 then, so they show no way out themselves. Diets, left-out
/// allergens, limits and title words are dropped one at a time; the cuisines and the meals, each
/// letting any of its values through, as a whole. Only drops that find something are offered;
/// when none does but dropping them all would, that one link is offered instead.
struct WaysOut: Encodable {
    let intro: String
    let ways: [WayOut]
}

struct WayOut: Encodable {
    let text: String
    let url: String

    /// Searches one page may run to find them (each is one pass over the index).
    static let maxTries = 12

    /// `count` is how many recipes a state's search finds, preferences and viewer as the page's.
    static func all(state: HomeState, strings: Strings, count: (HomeState) -> Int) -> WaysOut? {
        let p = state.parameters
        var tries: [(label: String, state: HomeState)] = []
        func drop(_ label: String, _ change: (inout SearchParameters) -> Void) {
            tries.append((label, state.with { change(&$0.parameters); $0.page = 1 }))
        }
        for diet in p.diets.sorted() { drop(strings.name(of: diet)) { $0.diets.remove(diet) } }
        for allergen in p.intolerances.sorted() {
            drop(strings.text("home.wayOutAllergen", ["name": strings.name(of: allergen)])) { $0.intolerances.remove(allergen) }
        }
        if !p.mealTypes.isEmpty { drop(p.mealTypes.sorted().map { strings.name(of: $0) }.joined(separator: ", ")) { $0.mealTypes = [] } }
        if !p.cuisines.isEmpty { drop(p.cuisines.sorted().map(strings.cuisine).joined(separator: ", ")) { $0.cuisines = [] } }
        if let minutes = p.maxReadyTime { drop(strings.text("filters.minutesOrLess", ["minutes": String(minutes)])) { $0.maxReadyTime = nil } }
        if let missing = p.maxMissing { drop(strings.text("home.wayOutMissing", ["count": String(missing)])) { $0.maxMissing = nil } }
        let limits = ["home.wayOutCalories", "home.wayOutProtein", "home.wayOutCarbs", "home.wayOutSodium"]
        for (field, key) in zip(SearchParameters.nutritionFields, limits) {
            guard let value = p.nutrition[keyPath: field.limit] else { continue }
            drop(strings.text(key, ["value": NutritionLimits.text(value)])) { $0.nutrition[keyPath: field.limit] = nil }
        }
        if !p.text.isEmpty { drop(strings.text("home.wayOutTitle", ["text": p.text])) { $0.text = "" } }

        var ways: [WayOut] = []
        for attempt in tries.prefix(maxTries) {
            let found = count(attempt.state)
            guard found > 0 else { continue }
            ways.append(WayOut(text: text(without: attempt.label, found: found, strings: strings), url: attempt.state.url()))
        }
        if !ways.isEmpty { return WaysOut(intro: strings.text("home.wayOutIntro"), ways: ways) }
        guard tries.count > 1 else { return nil }
        let none = state.withoutFilters()
        let found = count(none)
        guard found > 0 else { return nil }
        return WaysOut(intro: strings.text("home.wayOutIntroAll"),
                       ways: [WayOut(text: text(without: strings.text("home.wayOutAny"), found: found, strings: strings), url: none.url())])
    }

    private static func text(without label: String, found: Int, strings: Strings) -> String {
        found == 1 ? strings.text("home.wayOutOne", ["filter": label])
            : strings.text("home.wayOut", ["filter": label, "count": String(found)])
    }
}
