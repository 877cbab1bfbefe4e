import AsyncHTTPClient
import Foundation
import RecipleaseCore
import Synchronization

/// A provider that gave no recipes, and what that means for the results a person sees.
public struct ProviderWarning: Sendable, Hashable {
    public let error: ProviderError
    /// Whether other providers answered, so their results are shown beside the library's.
    public let othersAnswered: Bool

    public init(error: ProviderError, othersAnswered: Bool) {
        self.error = error
        self.othersAnswered = othersAnswered
    }

    /// The error's message and what is shown instead, in English
    /// ("Spoonacular did not answer; showing your library only").
    public var message: String { message(in: .english) }

    /// The same in a language.
    public func message(in strings: Strings) -> String {
        strings.text(othersAnswered ? "provider.showingOthers" : "provider.showingLibrary", ["message": error.message(in: strings)])
    }
}

/// What the providers answered for one search or draw: hits ranked and filtered exactly as
/// the library's are, and a warning for each provider that failed.
public struct RemoteResults: Sendable {
    public var results: SearchResults
    public var warnings: [ProviderWarning]

    public static let none = RemoteResults(results: .empty, warnings: [])
}

/// The providers that are on, asked together. Their recipes come in through the same parser and
/// catalog as the library's, so used and missing foods, diets, allergens and filters mean the
/// same everywhere; a search waits for no provider longer than the timeout.
public final class RecipeProviders: Sendable {
    public let providers: [any RecipeProvider]
    public let settings: ProviderConfiguration
    private let catalog: FoodCatalog
    private let parser: IngredientParser
    /// Remote recipes by their Reciplease id, as a search or a look-up last answered them.
    private let recipes: ResponseCache<RemoteDraft>
    /// Providers resting after a failure, until when, and why: while a provider is down, searches
    /// say so at once instead of each waiting for the timeout again.
    private let resting: Mutex<[ProviderID: (until: Date, error: ProviderError)]> = Mutex([:])
    private let now: @Sendable () -> Date

    public init(providers: [any RecipeProvider], settings: ProviderConfiguration, catalog: FoodCatalog, now: @escaping @Sendable () -> Date = Date.init) {
        self.providers = providers
        self.settings = settings
        self.catalog = catalog
        self.parser = IngredientParser(catalog: catalog)
        self.recipes = ResponseCache(timeToLive: settings.cacheSeconds, capacity: 5000, now: now)
        self.now = now
    }

    /// The providers the settings switch on, sharing one HTTP client and one answer cache.
    public convenience init(settings: ProviderConfiguration, catalog: FoodCatalog, client: HTTPClient = ProviderHTTP.sharedClient, now: @escaping @Sendable () -> Date = Date.init) {
        let http = ProviderHTTP(client: client, cache: ResponseCache(timeToLive: settings.cacheSeconds, now: now))
        var providers: [any RecipeProvider] = []
        if let account = settings.spoonacular { providers.append(Spoonacular(account: account, http: http)) }
        if let account = settings.theMealDB { providers.append(TheMealDB(account: account, http: http)) }
        if let account = settings.edamam { providers.append(Edamam(account: account, http: http)) }
        self.init(providers: providers, settings: settings, catalog: catalog, now: now)
    }

    public var isEmpty: Bool { providers.isEmpty }

    /// The provider whose recipe this id names, with its own id for it.
    public func provider(of id: Recipe.ID) -> (provider: any RecipeProvider, remoteID: String)? {
        for provider in providers {
            if let remoteID = provider.id.remoteID(in: id) { return (provider, remoteID) }
        }
        return nil
    }

    /// Remote recipes for a search that names foods or title words; a search that names neither
    /// (browsing the library) asks no provider.
    public func search(_ query: SearchQuery) async -> RemoteResults {
        guard !providers.isEmpty, !(query.foods.isEmpty && query.text.isEmpty) else { return .none }
        let asked = ProviderQuery(query, catalog: catalog, number: settings.resultsPerProvider)
        let answers = await ask { provider, deadline async throws(ProviderError) in
            try await provider.search(asked, deadline: deadline)
        }
        return await rank(answers, query: query)
    }

    /// Remote recipes drawn at random within the query's filters, in title order (the caller shuffles).
    public func random(_ query: SearchQuery, count: Int) async -> RemoteResults {
        guard !providers.isEmpty, count > 0 else { return .none }
        let asked = ProviderQuery(query, catalog: catalog, number: min(count, settings.resultsPerProvider))
        let answers = await ask { provider, deadline async throws(ProviderError) in
            try await provider.random(asked, deadline: deadline)
        }
        var browse = query
        browse.foods = []
        return await rank(answers, query: browse)
    }

    /// The whole recipe for a remote id, from the cache while it is fresh. Nil when no provider
    /// that is on owns the id.
    public func recipe(_ id: Recipe.ID) async throws(ProviderError) -> Recipe? {
        guard let (provider, remoteID) = provider(of: id) else { return nil }
        if let cached = await recipes.value(for: id.rawValue), cached.isComplete {
            return Recipe(draft: cached.draft, parser: parser, catalog: catalog)
        }
        if let error = restingError(provider.id) { throw error }
        var found: RemoteDraft
        do throws(ProviderError) {
            found = try await provider.recipe(remoteID: remoteID, deadline: deadline())
        } catch {
            rest(after: error)
            throw error
        }
        found.draft.id = id.rawValue
        found.isComplete = true
        await recipes.store(found, for: id.rawValue)
        return Recipe(draft: found.draft, parser: parser, catalog: catalog)
    }

    /// How long a provider rests after failing: it is not asked again until then.
    public static let restSeconds: TimeInterval = 30

    /// A failure that says the provider is down, refuses the key or is out of quota makes it
    /// rest; an answer it could not read, or a recipe it does not have, does not.
    private func rest(after error: ProviderError) {
        switch error.problem {
        case .malformedAnswer, .notFound: return
        case .unreachable, .timeout, .unauthorized, .quotaExhausted, .rateLimited, .serverError:
            let until = now().addingTimeInterval(RecipeProviders.restSeconds)
            resting.withLock { $0[error.provider] = (until, error) }
        }
    }

    private func restingError(_ provider: ProviderID) -> ProviderError? {
        let now = now()
        return resting.withLock { resting in
            guard let rest = resting[provider] else { return nil }
            guard rest.until > now else {
                resting[provider] = nil
                return nil
            }
            return rest.error
        }
    }

    private func deadline() -> ContinuousClock.Instant {
        .now + .milliseconds(Int64(max(0, settings.timeoutSeconds) * 1000))
    }

    /// Every provider at once, each bounded by the same deadline; answers in provider order.
    private func ask(
        _ call: @escaping @Sendable (any RecipeProvider, ContinuousClock.Instant) async throws(ProviderError) -> [RemoteDraft]
    ) async -> [(ProviderID, Result<[RemoteDraft], ProviderError>)] {
        let deadline = deadline()
        let results = await withTaskGroup(of: (Int, Result<[RemoteDraft], ProviderError>).self) { group in
            for (index, provider) in providers.enumerated() {
                if let error = restingError(provider.id) {
                    group.addTask { (index, .failure(error)) }
                    continue
                }
                group.addTask {
                    do throws(ProviderError) {
                        return (index, .success(try await call(provider, deadline)))
                    } catch {
                        // A search or draw that is "not found" is the provider's fault, not a missing recipe's.
                        let failure = error.problem == .notFound
                            ? ProviderError(.serverError, provider: error.provider, name: error.providerName, status: error.status) : error
                        self.rest(after: failure)
                        return (index, .failure(failure))
                    }
                }
            }
            var results: [Int: Result<[RemoteDraft], ProviderError>] = [:]
            for await (index, result) in group { results[index] = result }
            return results
        }
        return providers.indices.compactMap { index in results[index].map { (providers[index].id, $0) } }
    }

    /// Parses the answers, keeps them for their recipe pages, and ranks and filters them with an
    /// index of their own, exactly as the library's recipes are.
    private func rank(_ answers: [(ProviderID, Result<[RemoteDraft], ProviderError>)], query: SearchQuery) async -> RemoteResults {
        var found: [Recipe] = []
        var seen: Set<Recipe.ID> = []
        var failures: [ProviderError] = []
        for (_, answer) in answers {
            switch answer {
            case let .success(drafts):
                for remote in drafts where !remote.draft.title.isEmpty {
                    let recipe = Recipe(draft: remote.draft, parser: parser, catalog: catalog)
                    guard seen.insert(recipe.id).inserted else { continue }
                    found.append(recipe)
                    // A search answer never replaces a whole recipe already kept.
                    if let kept = await recipes.value(for: recipe.id.rawValue), kept.isComplete, !remote.isComplete { continue }
                    await recipes.store(remote, for: recipe.id.rawValue)
                }
            case let .failure(error):
                failures.append(error)
            }
        }
        let othersAnswered = failures.count < answers.count
        let warnings = failures.map { ProviderWarning(error: $0, othersAnswered: othersAnswered) }
        guard !found.isEmpty else { return RemoteResults(results: .empty, warnings: warnings) }
        var all = query
        all.offset = 0
        all.limit = found.count
        all.viewer = nil
        let index = SearchIndex(catalog: catalog, recipes: found)
        return RemoteResults(results: index.search(all), warnings: warnings)
    }
}
