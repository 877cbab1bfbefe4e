import Fluent
import Foundation
import RecipleaseCore
import RecipleaseProviders
import Vapor

extension Application {
    private struct RecipeProvidersKey: StorageKey { typealias Value = RecipeProviders }

    /// The remote providers that are on (possibly none).
    public var recipeProviders: RecipeProviders {
        get {
            guard let providers = storage[RecipeProvidersKey.self] else { fatalError("configure(_:) sets the providers") }
            return providers
        }
        set { storage[RecipeProvidersKey.self] = newValue }
    }
}

/// Search results from everywhere, with what went wrong on the way.
struct EverywhereResults {
    var results: SearchResults
    var warnings: [ProviderWarning]
}

extension Request {
    var providers: RecipeProviders { application.recipeProviders }

    /// The library's results and the providers' together, as one ranked list (see `SearchMerge`).
    /// The providers are asked while the library is searched; none is awaited past the timeout.
    func searchEverywhere(_ query: SearchQuery) async -> EverywhereResults {
        let providers = self.providers
        let index = recipes.snapshot
        // With no providers on (the usual case) there is nothing to wait for, and no task to start.
        guard !providers.isEmpty else { return EverywhereResults(results: index.search(query), warnings: []) }
        async let remote = providers.search(query)
        let others = await remote
        let results = SearchMerge.page(query, others: others.results) { offset, limit in
            var page = query
            page.offset = offset
            page.limit = limit
            return index.search(page)
        }
        return EverywhereResults(results: results, warnings: others.warnings)
    }

    /// A random draw from the library and the providers together.
    func randomEverywhere(_ query: SearchQuery, count: Int) async -> (hits: [SearchHit], warnings: [ProviderWarning]) {
        let providers = self.providers
        var generator = SystemRandomNumberGenerator()
        guard !providers.isEmpty else { return (recipes.snapshot.random(query, count: count, using: &generator), []) }
        async let remote = providers.random(query, count: count)
        let local = recipes.snapshot.random(query, count: count, using: &generator)
        let others = await remote
        return (Array((local + others.results.hits).shuffled(using: &generator).prefix(count)), others.warnings)
    }

    /// A recipe of the library or the asker's own, else a provider's, fetched through the cache.
    /// Nil when nobody has it (or it is another user's own); a provider that fails is an error
    /// with its message.
    func findRecipe(_ id: String) async throws -> Recipe? {
        if let recipe = try await visibleRecipe(id) { return recipe }
        let recipeID = Recipe.ID(id)
        guard recipes.recipe(recipeID) == nil else { return nil }
        return try await providers.recipe(recipeID)
    }

    /// The providers' recipes a plan page or call needs: those on the user's plan and the one the
    /// request is about to plan (`?recipe=`, or `recipeId` / `recipe` in the body), fetched at
    /// once through the cache. One whose provider fails is left out (its favorite's snapshot, if
    /// any, stands in).
    func remotePlanRecipes(for user: User) async throws -> [String: Recipe] {
        let providers = self.providers
        guard !providers.isEmpty else { return [:] }
        var ids = Set(try await db.owned(PlanEntry.self, by: sharedScope(of: user).ownerID).all(\.$recipeID))
        ids.formUnion(queryValues("recipe"))
        for key in ["recipeId", "recipe"] { if let id = try? content.get(String.self, at: key) { ids.insert(id) } }
        let remote = ids.filter { recipes.recipe(Recipe.ID($0)) == nil && providers.provider(of: Recipe.ID($0)) != nil }
        return await withTaskGroup(of: Recipe?.self) { group in
            for id in remote { group.addTask { try? await providers.recipe(Recipe.ID(id)) } }
            var found: [String: Recipe] = [:]
            for await recipe in group { if let recipe { found[recipe.id.rawValue] = recipe } }
            return found
        }
    }

    /// Where a recipe comes from: "library", "mine" (the user's own), or a provider's id.
    func source(of recipe: Recipe) -> String {
        if recipe.owner != nil { return "mine" }
        if providers.isEmpty { return "library" }
        if recipes.recipe(recipe.id) == nil, let (provider, _) = providers.provider(of: recipe.id) { return provider.id.rawValue }
        return "library"
    }
}

/// One warning beside results: which provider, what went wrong, and a sentence to show.
struct WarningDTO: JSONWritable {
    let source: String
    let problem: String
    let message: String

    init(_ warning: ProviderWarning, in strings: Strings) {
        source = warning.error.provider.rawValue
        problem = warning.error.problem.rawValue
        message = warning.message(in: strings)
    }

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("source"); json.value(source)
        json.key("problem"); json.value(problem)
        json.key("message"); json.value(message)
        json.endObject()
    }
}
