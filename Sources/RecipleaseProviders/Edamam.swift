import Foundation
import RecipleaseCore

/// Edamam's Recipe Search API v2 (`/api/recipes/v2`): search with health, cuisine, meal and time
/// filters, random draws, and one recipe by id. Edamam gives ingredient lines but no steps; the
/// recipe page links to the source for the method.
public struct Edamam: AccountProvider {
    public let id = ProviderID.edamam
    public let name = "Edamam"
    public let account: ProviderConfiguration.Account
    public let http: ProviderHTTP

    public init(account: ProviderConfiguration.Account, http: ProviderHTTP) { (self.account, self.http) = (account, http) }

    public func search(_ query: ProviderQuery, deadline: ContinuousClock.Instant) async throws(ProviderError) -> [RemoteDraft] {
        let words = (query.ingredients + [query.text]).filter { !$0.isEmpty }.joined(separator: " ")
        guard !words.isEmpty else { return [] }
        let data = try await get("api/recipes/v2", [("q", words)] + Edamam.filters(query), deadline: deadline)
        return try hits(data, upTo: query.number)
    }

    public func random(_ query: ProviderQuery, deadline: ContinuousClock.Instant) async throws(ProviderError) -> [RemoteDraft] {
        var filters = Edamam.filters(query)
        // A random draw still needs a query or a filter.
        if filters.isEmpty { filters = [("dishType", "Main course")] }
        let data = try await get("api/recipes/v2", filters + [("random", "true")], deadline: deadline, cache: false)
        return try hits(data, upTo: query.number)
    }

    public func recipe(remoteID: String, deadline: ContinuousClock.Instant) async throws(ProviderError) -> RemoteDraft {
        guard !remoteID.isEmpty, remoteID.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw failure(.notFound)
        }
        let data = try await get("api/recipes/v2/\(remoteID)", [], deadline: deadline)
        guard let found = draft(try decode(RecipeAnswer.self, data).recipe) else {
            throw failure(.malformedAnswer)
        }
        return found
    }

    private func get(_ path: String, _ query: [(String, String?)], deadline: ContinuousClock.Instant, cache: Bool = true) async throws(ProviderError) -> Data {
        let url = account.baseURL.appending(path: path, query: [("type", "public")] + query + [("app_id", account.appID), ("app_key", account.key)])
        return try await fetch(url, deadline: deadline, cache: cache)
    }


    private func hits(_ data: Data, upTo number: Int) throws(ProviderError) -> [RemoteDraft] {
        try decode(SearchAnswer.self, data).hits.elements.prefix(number).compactMap { draft($0.recipe) }
    }

    // MARK: - Filters in Edamam's words (repeated keys)

    static func filters(_ query: ProviderQuery) -> [(String, String?)] {
        var items: [(String, String?)] = []
        var health: Set<String> = []
        for diet in query.diets {
            switch diet {
            case .vegetarian: health.insert("vegetarian")
            case .vegan: health.insert("vegan")
            case .pescetarian: health.insert("pescatarian")
            case .glutenFree: health.insert("gluten-free")
            case .dairyFree: health.insert("dairy-free")
            }
        }
        for allergen in query.intolerances {
            switch allergen {
            case .dairy: health.insert("dairy-free")
            case .egg: health.insert("egg-free")
            case .gluten: health.insert("gluten-free")
            case .peanut: health.insert("peanut-free")
            case .seafood: health.insert("fish-free")
            case .sesame: health.insert("sesame-free")
            case .shellfish: health.insert("shellfish-free")
            case .soy: health.insert("soy-free")
            case .sulfite: health.insert("sulfite-free")
            case .treeNut: health.insert("tree-nut-free")
            case .wheat: health.insert("wheat-free")
            case .grain: break // no label; Reciplease's own filter still applies
            }
        }
        items += health.sorted().map { ("health", $0) }
        items += query.cuisines.sorted().map { ("cuisineType", $0) }
        for meal in query.mealTypes.sorted() {
            switch meal {
            case .breakfast: items.append(("mealType", "Breakfast"))
            case .lunch: items.append(("mealType", "Lunch"))
            case .dinner: items.append(("mealType", "Dinner"))
            case .snack: items.append(("mealType", "Snack"))
            case .dessert: items.append(("dishType", "Desserts"))
            }
        }
        if let minutes = query.maxReadyTime { items.append(("time", "1-\(minutes)")) }
        return items
    }

    // MARK: - Answers, as Edamam documents them

    struct SearchAnswer: Decodable {
        struct Hit: Decodable {
            let recipe: Recipe
        }

        let hits: Lossy<Hit>
    }

    struct RecipeAnswer: Decodable {
        let recipe: Recipe
    }

    struct Recipe: Decodable {
        let uri: String
        let label: String
        let image: String?
        let url: String?
        let yield: Double?
        let totalTime: Double?
        let cuisineType: [String]?
        let mealType: [String]?
        let dishType: [String]?
        let ingredientLines: [String]?
        let instructionLines: [String]?
    }

    /// The id is what follows `#recipe_` in the recipe's URI.
    func draft(_ recipe: Recipe) -> RemoteDraft? {
        guard let marker = recipe.uri.range(of: "#recipe_") else { return nil }
        let remoteID = String(recipe.uri[marker.upperBound...])
        guard !remoteID.isEmpty else { return nil }
        return RemoteDraft(RecipeDraft(
            id: id.recipeID(remoteID).rawValue,
            title: HTMLText.plain(recipe.label),
            image: recipe.image,
            sourceURL: recipe.url,
            servings: ProviderText.positive(recipe.yield),
            totalMinutes: ProviderText.positive(recipe.totalTime),
            cuisines: ProviderText.cuisines(recipe.cuisineType ?? []),
            mealTypes: ProviderText.mealTypes((recipe.mealType ?? []) + (recipe.dishType ?? [])),
            ingredientLines: (recipe.ingredientLines ?? []).map(HTMLText.plain).filter { !$0.isEmpty },
            instructions: (recipe.instructionLines ?? []).map(HTMLText.plain).filter { !$0.isEmpty },
            tags: (recipe.dishType ?? []).map(HTMLText.tidy)
        ), isComplete: true)
    }
}
