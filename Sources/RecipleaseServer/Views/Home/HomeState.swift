import Foundation
import RecipleaseCore

/// Everything the home page's URL says. The whole state lives in the URL
/// (`/?i=chicken&i=rice&diet=vegetarian`), so every state is a link that works without
/// JavaScript. `i` holds ticked ingredients (searched), `u` unticked ones (kept, not searched).
/// `prefs=off` sets the saved preferences aside: the URL then states every filter itself.
struct HomeState {
    var ticked: [String] = []
    var unticked: [String] = []
    var parameters = SearchParameters()
    var preferencesOff = false
    var page = 1

    /// This state changed; a different ingredient list starts again at page 1.
    func with(_ change: (inout HomeState) -> Void) -> HomeState {
        var copy = self
        change(&copy)
        if copy.ticked != ticked || copy.unticked != unticked { copy.page = 1 }
        return copy
    }

    /// The same ingredients with no filter, at page 1. The order is not a filter: it stays, and so
    /// does `preferencesOff` (the filter panel's reset also brings the saved preferences back).
    func withoutFilters() -> HomeState {
        with { state in
            var cleared = SearchParameters()
            cleared.ranking = parameters.ranking
            state.parameters = cleared
            state.page = 1
        }
    }

    /// The query items of this state; `path` picks the page they go to.
    func url(path: String = SiteURL.home) -> String {
        var items: [(String, String)] = ticked.map { ("i", $0) } + unticked.map { ("u", $0) }
        let p = parameters
        if !p.text.isEmpty { items.append(("q", p.text)) }
        items += p.diets.sorted().map { ("diet", $0.rawValue) }
        items += p.intolerances.sorted().map { ("intolerances", $0.rawValue) }
        items += p.cuisines.sorted().map { ("cuisine", $0) }
        items += p.mealTypes.sorted().map { ("type", $0.rawValue) }
        if let time = p.maxReadyTime { items.append(("maxReadyTime", String(time))) }
        if let missing = p.maxMissing { items.append(("maxMissing", String(missing))) }
        items += p.nutritionItems
        if p.ranking != .maxUsed { items.append(("ranking", p.ranking.rawValue)) }
        if preferencesOff { items.append(("prefs", "off")) }
        if page > 1 { items.append(("page", String(page))) }
        return SiteURL.path(path, query: items)
    }

    /// The filters this search runs with: the URL's, and the saved preferences unless set aside.
    /// The preferences' own rule (`SearchPreferences.apply`) decides how the two combine.
    func applied(_ saved: SearchPreferences) -> SearchParameters {
        guard !preferencesOff else { return parameters }
        var query = parameters.query(foods: [])
        saved.apply(to: &query)
        var applied = parameters
        applied.diets = query.diets
        applied.intolerances = query.intolerances
        applied.cuisines = query.cuisines
        return applied
    }

    /// The ingredients as chips, each with the food it was read as, named in `language`.
    func chips(catalog: FoodCatalog, language: String = "en") -> [IngredientChip] {
        let toChip = { (name: String, ticked: Bool) -> IngredientChip in
            IngredientChip(
                name: name,
                food: catalog.resolve(typed: name, language: language).flatMap { catalog.displayName(of: $0, language: language) },
                ticked: ticked,
                toggleURL: with { state in
                    if ticked {
                        state.ticked.removeAll { $0 == name }
                        state.unticked.append(name)
                    } else {
                        state.unticked.removeAll { $0 == name }
                        state.ticked.append(name)
                    }
                }.url(),
                removeURL: with { state in
                    state.ticked.removeAll { $0 == name }
                    state.unticked.removeAll { $0 == name }
                }.url()
            )
        }
        return ticked.map { toChip($0, true) } + unticked.map { toChip($0, false) }
    }
}

struct IngredientChip: Encodable {
    let name: String
    /// The catalog food the name was understood as, or nil when it was not recognised.
    let food: String?
    let ticked: Bool
    let toggleURL: String
    let removeURL: String
}
