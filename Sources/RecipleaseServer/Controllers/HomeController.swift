import Foundation
import RecipleaseCore
import Vapor

/// The home page and `/random`: the ingredient box, the filters and the recipes they find.
/// The whole state lives in the URL (see `HomeState`).
struct HomeController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(use: index)
        routes.get(SiteURL.Root.random.component, use: random)
        routes.grouped(SiteURL.Root.kitchen.component).grouped(RequireSignInMiddleware()).post("save", use: saveToKitchen)
    }

    func index(request: Request) async throws -> Response {
        var state = try HomeState(request: request)
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
            if let food = store.catalog.resolve(typed: name, language: request.language.code), !foods.contains(food) { foods.append(food) }
        }
        var query = state.parameters.query(foods: foods)
        query.limit = HomePage.pageSize
        query.offset = (state.page - 1) * HomePage.pageSize
        let saved = try await request.appliedPreferences()
        try await request.personalize(&query, preferences: state.preferencesOff ? SearchPreferences() : saved)
        let nothingKnown = !state.ticked.isEmpty && foods.isEmpty
        let found = nothingKnown ? EverywhereResults(results: .empty, warnings: []) : await request.searchEverywhere(query)
        let cards = try await request.recipeCards(found.results.hits, showMatch: !state.ticked.isEmpty)
        var page = HomePage(state: state, catalog: store.catalog, results: found.results, cards: cards, notices: found.warnings.map { $0.message(in: request.strings) }, preferences: saved, strings: request.strings)
        if found.results.total == 0, !nothingKnown, FilterPanel.isFiltering(state.parameters) {
            // The library and the viewer's own recipes only: no provider is asked again.
            let index = store.snapshot
            let preferences = state.preferencesOff ? SearchPreferences() : saved
            page.waysOut = WayOut.all(state: state, strings: request.strings) { relaxed in
                var tried = relaxed.parameters.query(foods: foods)
                tried.limit = 1
                preferences.apply(to: &tried)
                tried.viewer = query.viewer
                tried.alsoSees = query.alsoSees
                return index.search(tried).total
            }
        }
        if let user = try await request.currentUser() {
            let items = try await request.shared(UserKitchen.self, of: user).list()
            page.kitchen = HomeKitchenOffer(state: state, items: items, csrf: try await request.csrfToken(), strings: request.strings)
        }
        return try await request.view.render("pages/home", page).encodeResponse(for: request)
    }

    /// "Save to my kitchen": the page's ingredients (its query) join the kitchen list, ticked as
    /// they were; ones already there are left as they are. All or none: when they do not all fit,
    /// the list is full (409) and nothing is saved. Back to the same search.
    func saveToKitchen(request: Request) async throws -> Response {
        let state = try HomeState(request: request)
        let kitchen = try await request.shared(UserKitchen.self, of: request.signedInUser())
        let items = state.ticked.map { (name: $0, ticked: true) } + state.unticked.map { (name: $0, ticked: false) }
        _ = try await kitchen.add(items, catalog: request.recipes.catalog, language: request.language.code, now: request.now)
        try await request.publishShared(.kitchen, user: request.signedInUser())
        return request.redirect(to: state.url(), redirectType: .normal)
    }

    /// A new random set on every visit, within the filters.
    func random(request: Request) async throws -> View {
        let state = try HomeState(request: request)
        var query = state.parameters.query(foods: [])
        let saved = try await request.appliedPreferences()
        try await request.personalize(&query, preferences: state.preferencesOff ? SearchPreferences() : saved)
        let (hits, warnings) = await request.randomEverywhere(query, count: HomePage.pageSize)
        let cards = try await request.recipeCards(hits, showMatch: false)
        let page = RandomPage(state: state, cards: cards, notices: warnings.map { $0.message(in: request.strings) }, preferences: saved, strings: request.strings)
        return try await request.view.render("pages/random", page)
    }
}

extension HomeState {
    /// The state a request's URL describes; too many ingredients is a 400.
    init(request: Request) throws {
        parameters = try SearchParameters(request: request, ingredientKey: "i")
        ticked = parameters.ingredients
        unticked = try SearchParameters.checked(request.listValues("u")).filter { name in
            !ticked.contains { $0.lowercased() == name.lowercased() }
        }
        guard ticked.count + unticked.count <= SearchParameters.maxIngredients else {
            throw RequestProblem.searchListLength(max: SearchParameters.maxIngredients)
        }
        switch request.queryValues("prefs").last?.lowercased() {
        case nil, "", "on": preferencesOff = false
        case "off": preferencesOff = true
        case let given?: throw CodedProblem(.invalid, "search.choice", ["key": "prefs", "given": given, "valid": "on, off"])
        }
        page = try SearchParameters.integer(request, "page", default: 1, range: 1...10_000)
    }
}
