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
        case browsing(own: [Candidate], favorites: [Candidate])
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

    init(date: PlanDate, meal: MealType, query: String, found: Found, notices: [String] = [], errors: [String] = []) {
        title = Strings.english.text("planForm.addTitle")
        heading = title
        planningFor = Strings.english.text("planForm.planningFor", ["meal": meal.rawValue.capitalized, "day": date.longText])
        self.date = date.description
        self.meal = meal.rawValue
        self.query = query
        self.notices = notices
        self.errors = errors
        cancelURL = SiteURL.plannerDay(date)
        let result = { (candidate: Candidate) in PlanRecipeSearchPage.result(candidate, date: date, meal: meal) }
        switch found {
        case let .browsing(own, favorites):
            groups = [
                Group(label: Strings.english.text("planForm.ownGroup"), results: own.map(result)),
                Group(label: Strings.english.text("planForm.favoritesGroup"), results: favorites.map(result)),
            ].filter { !$0.results.isEmpty }
            summary = nil
            empty = nil
            nothingYet = groups.isEmpty
        case let .matches(candidates, total):
            groups = candidates.isEmpty ? [] : [Group(label: Strings.english.text("planForm.resultsGroup"), results: candidates.map(result))]
            summary = candidates.isEmpty ? nil
                : Strings.english.text(total == 1 ? "planForm.oneMatch" : total > candidates.count ? "planForm.matchesMore" : "planForm.matches",
                                       ["count": "\(total)", "shown": "\(candidates.count)", "query": query])
            empty = candidates.isEmpty ? Strings.english.text("planForm.noMatch", ["query": query]) : nil
            nothingYet = false
        }
    }

    private static func result(_ candidate: Candidate, date: PlanDate, meal: MealType) -> Result {
        let recipe = candidate.recipe
        var tags: [String] = []
        switch candidate.origin {
        case .library: break
        case .mine: tags.append(Strings.english.text("planForm.fromMine"))
        case .household: tags.append(Strings.english.text("planForm.fromHousehold"))
        case .favorite: break
        case let .provider(name): tags.append(name)
        }
        if candidate.isFavorite || candidate.origin == .favorite { tags.append(Strings.english.text("planForm.fromFavorites")) }
        let servings = UserPlan.usualServings(of: recipe)
        return Result(
            id: recipe.id.rawValue, title: recipe.title, tags: tags, servings: servings,
            servingsText: recipe.yieldText.flatMap { $0.isEmpty ? nil : Strings.english.text("planForm.yieldResult", ["yield": $0]) }
                ?? (recipe.servings == nil ? Strings.english.text("planForm.noServings", ["count": "\(servings)"])
                    : Strings.english.text("planForm.serves", ["count": "\(servings)"])),
            planURL: SiteURL.planAdd(recipe: recipe.id.rawValue, date: date, meal: meal),
            planLabel: Strings.english.text("planForm.planThisLabel", ["title": recipe.title])
        )
    }
}
