import Foundation
import RecipleaseCore
import Vapor

struct RecipeAPIController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let recipes = routes.grouped("recipes")
        recipes.get("search", use: search)
        recipes.get("random", use: random)
        recipes.get(":id", use: show)
    }

    /// `GET /api/v1/recipes/search?ingredients=chicken,rice&ranking=max-used&limit=20&offset=0` and filters.
    func search(request: Request) async throws -> SearchResponseDTO {
        let parameters = try SearchParameters(request: request)
        let store = request.recipes
        let language = try request.viewerLanguage().code
        let (foods, unrecognized) = parameters.foods(in: store.catalog, language: language)
        var found = EverywhereResults(results: .empty, warnings: [])
        // Ingredients given but none known: nothing can use them.
        if !foods.isEmpty || parameters.ingredients.isEmpty {
            var query = parameters.query(foods: foods)
            try await request.personalize(&query)
            found = await request.searchEverywhere(query)
        }
        return SearchResponseDTO(
            total: found.results.total,
            results: found.results.hits.map { SearchResultDTO(hit: $0, catalog: store.catalog, source: request.source(of: $0.recipe), language: language) },
            unrecognizedIngredients: unrecognized,
            didYouMean: unrecognized.compactMap { name in
                let names = store.catalog.corrections(for: name, language: language).map(\.name)
                return names.isEmpty ? nil : CorrectionDTO(ingredient: name, suggestions: names)
            },
            facets: FacetsDTO(found.results.facets),
            warnings: found.warnings.map { WarningDTO($0, in: request.strings) }
        )
    }

    /// `GET /api/v1/recipes/random?count=20` with the search filters; a new draw every time.
    func random(request: Request) async throws -> RandomResponseDTO {
        let count = try SearchParameters.integer(request, "count", default: 20, range: 1...SearchParameters.maxLimit)
        var query = try SearchParameters(request: request).query(foods: [])
        try await request.personalize(&query)
        let (hits, warnings) = await request.randomEverywhere(query, count: count)
        let catalog = request.recipes.catalog
        let language = try request.viewerLanguage().code
        return RandomResponseDTO(
            results: hits.map { SearchResultDTO(hit: $0, catalog: catalog, source: request.source(of: $0.recipe), language: language) },
            warnings: warnings.map { WarningDTO($0, in: request.strings) }
        )
    }

    /// `GET /api/v1/recipes/{id}`; a user's own recipe answers only to that user, a provider's
    /// (`spoonacular-716429`) is fetched through the cache. `?servings=N&units=us|metric` adds each
    /// line's scaled reading (docs/api.md); a value out of range answers 400 before any look-up.
    func show(request: Request) async throws -> RecipeDTO {
        let id = request.parameters.get("id") ?? ""
        let servings = try SearchParameters.optionalInteger(request, "servings", range: RecipeScale.servingsRange)
        let units = try Self.units(request)
        let language = try request.viewerLanguage()  // checked whether or not the answer is scaled
        guard let recipe = try await request.findRecipe(id) else {
            throw RequestProblem.missing(.recipe, id: id)
        }
        let catalog = request.recipes.catalog
        var dto = RecipeDTO(recipe, source: request.source(of: recipe), catalog: catalog)
        if recipe.owner != nil, let user = try await request.currentUser(), user.recipeOwner == recipe.owner {
            dto.sharedWithHousehold = try await UserRecipes(user: user, on: request.db).find(id)?.sharedWithHousehold
        }
        guard servings != nil || units != nil else { return dto }
        return dto.scaled(recipe, servings: servings, system: units, catalog: catalog, strings: language.strings)
    }

    /// `units=us` or `units=metric`; anything else is refused naming the two.
    static func units(_ request: Request) throws -> MeasureSystem? {
        guard let raw = request.queryValues("units").last, !raw.isEmpty else { return nil }
        guard let system = MeasureSystem(rawValue: raw.lowercased()) else {
            throw CodedProblem(.invalid, "recipe.units", ["given": String(raw.prefix(30))])
        }
        return system
    }
}
