import RecipleaseCore

/// `/planner/add` before a recipe is chosen: a search over every recipe the user can plan, for
/// one day and meal. Each result leads to the plan form filled with that recipe's servings.
struct PlanRecipeSearchPage: Encodable {
    /// Where a recipe offered here comes from, shown beside its title.
    enum Origin: Equatable { case library, mine, household, favorite, provider(String) }

    /// A recipe to offer, as the controller found it.
    struct Candidate {
        let recipe: Recipe
        let origin: Origin
        var isFavorite = false
    }

    /// What the page lists: the user's own and favorites before anything is typed, else the matches.
    enum Found {
        /// `total`: how many there were in all when only the first few are given, else nil.
        case browsing(own: [Candidate], favorites: [Candidate], total: Int? = nil)
        case matches([Candidate], total: Int)
    }

    struct Result: Encodable {
        let id: String
        let title: String
        let tags: [String]
        let servings: Int
        let servingsText: String
        let planURL: String
        let planLabel: String
    }

    struct Group: Encodable {
        let label: String
        let results: [Result]
    }

    let title: String
    let heading: String
    let planningFor: String
    let date: String
    let meal: String
    let query: String
    let groups: [Group]
    let summary: String?
    let empty: String?
    /// Nothing typed and nothing of the user's own or saved to offer yet.
    let nothingYet: Bool
    let notices: [String]
    let errors: [String]
    let cancelURL: String

    init(date: PlanDate, meal: MealType, query: String, found: Found, notices: [String] = [], errors: [String] = [], strings: Strings) {
        title = strings.text("planForm.addTitle")
        heading = title
        planningFor = strings.text("planForm.planningFor", ["meal": strings.name(of: meal), "day": strings.date(date, .long)])
        self.date = date.description
        self.meal = meal.rawValue
        self.query = query
        self.notices = notices
        self.errors = errors
        cancelURL = SiteURL.plannerDay(date)
        let result = { (candidate: Candidate) in PlanRecipeSearchPage.result(candidate, date: date, meal: meal, strings: strings) }
        switch found {
        case let .browsing(own, favorites, total):
            groups = [
                Group(label: strings.text("planForm.ownGroup"), results: own.map(result)),
                Group(label: strings.text("planForm.favoritesGroup"), results: favorites.map(result)),
            ].filter { !$0.results.isEmpty }
            let shown = own.count + favorites.count
            summary = total.map { strings.text("planForm.browsingMore", ["shown": "\(shown)", "count": "\($0)"]) }
            empty = nil
            nothingYet = groups.isEmpty
        case let .matches(candidates, total):
            groups = candidates.isEmpty ? [] : [Group(label: strings.text("planForm.resultsGroup"), results: candidates.map(result))]
            summary = candidates.isEmpty ? nil
                : strings.text(total == 1 ? "planForm.oneMatch" : total > candidates.count ? "planForm.matchesMore" : "planForm.matches",
                                       ["count": "\(total)", "shown": "\(candidates.count)", "query": query])
            empty = candidates.isEmpty ? strings.text("planForm.noMatch", ["query": query]) : nil
            nothingYet = false
        }
    }

    private static func result(_ candidate: Candidate, date: PlanDate, meal: MealType, strings: Strings) -> Result {
        let recipe = candidate.recipe
        var tags: [String] = []
        switch candidate.origin {
        case .library: break
        case .mine: tags.append(strings.text("planForm.fromMine"))
        case .household: tags.append(strings.text("planForm.fromHousehold"))
        case .favorite: break
        case let .provider(name): tags.append(name)
        }
        if candidate.isFavorite || candidate.origin == .favorite { tags.append(strings.text("planForm.fromFavorites")) }
        let servings = UserPlan.usualServings(of: recipe)
        return Result(
            id: recipe.id.rawValue, title: recipe.title, tags: tags, servings: servings,
            servingsText: recipe.yieldText.flatMap { $0.isEmpty ? nil : strings.text("planForm.yieldResult", ["yield": $0]) }
                ?? (recipe.servings == nil ? strings.text("planForm.noServings", ["count": "\(servings)"])
                    : strings.text("planForm.serves", ["count": "\(servings)"])),
            planURL: SiteURL.planAdd(recipe: recipe.id.rawValue, date: date, meal: meal),
            planLabel: strings.text("planForm.planThisLabel", ["title": recipe.title])
        )
    }
}
