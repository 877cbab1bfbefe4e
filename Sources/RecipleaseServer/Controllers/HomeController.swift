import Foundation
import RecipleaseCore
import Vapor

/// The home page: the ingredient box, the filters and the recipes they find.
/// The whole state lives in the URL (`/?i=chicken&i=rice&diet=vegetarian`), so every state is a
/// link that works without JavaScript, can be bookmarked, and the back button undoes a change.
/// `i` holds ticked ingredients (searched), `u` unticked ones (kept in the list, not searched).
struct HomeController: RouteCollection {
    static let pageSize = 12

    func boot(routes: any RoutesBuilder) throws {
        routes.get(use: index)
        routes.get("random", use: random)
    }

    func index(request: Request) async throws -> Response {
        var state = try PageState(request: request)
        let added = request.listValues("add")
        if !added.isEmpty || request.url.query?.contains("add=") == true {
            // Adding is a change of state: send the browser to the URL of the new list.
            state.ticked = try SearchParameters.checked(state.ticked + added.filter { name in
                !state.unticked.contains { $0.lowercased() == name.lowercased() }
            })
            return request.redirect(to: state.url(), redirectType: .normal)
        }

        let store = request.recipes
        var foods: [Food.ID] = []
        for name in state.ticked {
            if let food = store.catalog.resolve(name), !foods.contains(food) { foods.append(food) }
        }
        var query = state.parameters.query(foods: foods)
        query.limit = HomeController.pageSize
        query.offset = (state.page - 1) * HomeController.pageSize
        try await request.personalize(&query)
        let nothingKnown = !state.ticked.isEmpty && foods.isEmpty
        let found = nothingKnown ? EverywhereResults(results: .empty, warnings: []) : await request.searchEverywhere(query)
        let results = found.results
        let pageCount = max(1, (results.total + HomeController.pageSize - 1) / HomeController.pageSize)
        let context = HomePage(
            title: state.ticked.isEmpty ? "What's in your kitchen?" : "Recipes with \(state.ticked.joined(separator: ", "))",
            ingredients: state.chips(catalog: store.catalog),
            hasIngredients: !(state.ticked.isEmpty && state.unticked.isEmpty),
            searching: !state.ticked.isEmpty,
            ticked: state.ticked,
            unticked: state.unticked,
            clearURL: state.with { $0.ticked = []; $0.unticked = [] }.url(),
            filters: FilterPanel(state: state, facets: results.facets),
            notices: found.warnings.map(\.message),
            total: results.total,
            results: results.hits.map { RecipeCard(hit: $0, catalog: store.catalog, showMatch: !state.ticked.isEmpty, source: request.source(of: $0.recipe)) },
            page: state.page,
            pageCount: pageCount,
            previousURL: state.page > 1 ? state.with { $0.page -= 1 }.url() : nil,
            nextURL: state.page < pageCount ? state.with { $0.page += 1 }.url() : nil
        )
        return try await request.view.render("pages/home", context).encodeResponse(for: request)
    }

    /// A new random set on every visit, within the filters.
    func random(request: Request) async throws -> View {
        let state = try PageState(request: request)
        var query = state.parameters.query(foods: [])
        try await request.personalize(&query)
        let (hits, warnings) = await request.randomEverywhere(query, count: HomeController.pageSize)
        let catalog = request.recipes.catalog
        let filters = FilterPanel(state: state, facets: SearchFacets(), action: "/random")
        return try await request.view.render("pages/random", RandomPage(
            title: "Something new to cook",
            filters: filters,
            notices: warnings.map(\.message),
            results: hits.map { RecipeCard(hit: $0, catalog: catalog, showMatch: false, source: request.source(of: $0.recipe)) },
            againURL: state.url(path: "/random")
        ))
    }
}

/// Everything the home page's URL says.
struct PageState {
    var ticked: [String] = []
    var unticked: [String] = []
    var parameters = SearchParameters()
    var page = 1

    init(request: Request) throws {
        parameters = try SearchParameters(request: request, ingredientKey: "i")
        ticked = parameters.ingredients
        unticked = try SearchParameters.checked(request.listValues("u")).filter { name in
            !ticked.contains { $0.lowercased() == name.lowercased() }
        }
        guard ticked.count + unticked.count <= SearchParameters.maxIngredients else {
            throw Abort(.badRequest, reason: "at most \(SearchParameters.maxIngredients) ingredients fit in the list")
        }
        page = try SearchParameters.integer(request, "page", default: 1, range: 1...10_000)
    }

    func with(_ change: (inout PageState) -> Void) -> PageState {
        var copy = self
        change(&copy)
        if copy.ticked != ticked || copy.unticked != unticked { copy.page = 1 }
        return copy
    }

    /// The query items of this state; `path` picks the page they go to.
    func url(path: String = "/") -> String {
        var items: [(String, String)] = ticked.map { ("i", $0) } + unticked.map { ("u", $0) }
        let p = parameters
        if !p.text.isEmpty { items.append(("q", p.text)) }
        items += p.diets.sorted().map { ("diet", $0.rawValue) }
        items += p.intolerances.sorted().map { ("intolerances", $0.rawValue) }
        items += p.cuisines.sorted().map { ("cuisine", $0) }
        items += p.mealTypes.sorted().map { ("type", $0.rawValue) }
        if let time = p.maxReadyTime { items.append(("maxReadyTime", String(time))) }
        if let missing = p.maxMissing { items.append(("maxMissing", String(missing))) }
        if p.ranking != .maxUsed { items.append(("ranking", p.ranking.rawValue)) }
        if page > 1 { items.append(("page", String(page))) }
        return items.isEmpty ? path : path + "?" + items.map { "\($0.0)=\($0.1.queryEncoded)" }.joined(separator: "&")
    }

    func chips(catalog: FoodCatalog) -> [IngredientChip] {
        let toChip = { (name: String, ticked: Bool) -> IngredientChip in
            IngredientChip(
                name: name,
                food: catalog.resolve(name).flatMap { catalog[$0]?.name },
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

/// One checkbox or option of the filter panel.
struct FilterOption: Encodable {
    let value: String
    let label: String
    let count: Int?
    let checked: Bool
}

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

    init(state: PageState, facets: SearchFacets, action: String = "/") {
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
            FilterOption(value: minutes.map(String.init) ?? "", label: minutes.map { "\($0) min or less" } ?? "Any time", count: nil, checked: p.maxReadyTime == minutes)
        }
        rankings = Ranking.allCases.map { option in
            FilterOption(value: option.rawValue, label: option == .maxUsed ? "Uses most of my ingredients" : "Fewest missing ingredients", count: nil, checked: p.ranking == option)
        }
        maxMissing = p.maxMissing.map(String.init) ?? ""
        ticked = state.ticked
        unticked = state.unticked
        active = !(p.text.isEmpty && p.diets.isEmpty && p.intolerances.isEmpty && p.cuisines.isEmpty && p.mealTypes.isEmpty && p.maxReadyTime == nil && p.maxMissing == nil)
        resetURL = state.with { $0.parameters = SearchParameters(); $0.page = 1 }.url(path: action)
    }
}

struct RecipeCard: Encodable {
    let id: String
    let url: String
    let title: String
    let image: String
    let totalMinutes: Int?
    let servings: Int?
    let showMatch: Bool
    let used: [String]
    let missed: [String]
    /// "library", "mine" or a provider's id, and for a provider its name on the card.
    let source: String
    let origin: String?

    init(hit: SearchHit, catalog: FoodCatalog, showMatch: Bool, source: String) {
        self.source = source
        origin = RecipePage.providerName(source)
        id = hit.recipe.id.rawValue
        url = "/recipes/\(hit.recipe.id.rawValue.pathEncoded)"
        title = hit.recipe.title
        image = hit.recipe.pictureURL
        totalMinutes = hit.recipe.totalMinutes
        servings = hit.recipe.servings
        self.showMatch = showMatch
        used = hit.used.map { catalog[$0]?.name ?? $0.rawValue }
        missed = hit.missed.map { catalog[$0]?.name ?? $0.rawValue }
    }
}

struct HomePage: Encodable {
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
}

struct RandomPage: Encodable {
    let title: String
    let filters: FilterPanel
    let notices: [String]
    let results: [RecipeCard]
    let againURL: String
}

extension String {
    /// Safe as one query value.
    var queryEncoded: String {
        // Most ids and names need no escape at all; building the answer is the slow part.
        if utf8.allSatisfy({ $0 < 0x80 && String.unreserved[Int($0)] }) { return self }
        return addingPercentEncoding(withAllowedCharacters: String.queryAllowed) ?? self
    }

    private static let queryAllowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))

    /// ASCII letters, digits and `-._~`, by byte.
    private static let unreserved: [Bool] = (0..<128).map { byte in
        let scalar = Unicode.Scalar(UInt8(byte))
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar)
    }

    /// Safe as one path segment.
    var pathEncoded: String { queryEncoded }
}
