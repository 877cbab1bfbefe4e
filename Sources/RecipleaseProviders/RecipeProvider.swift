import Foundation
import RecipleaseCore

/// Names a remote recipe source. Its `rawValue` prefixes the ids of its recipes
/// ("spoonacular-716429") and marks their `source` in search results.
public struct ProviderID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let spoonacular = ProviderID(rawValue: "spoonacular")
    public static let theMealDB = ProviderID(rawValue: "themealdb")
    public static let edamam = ProviderID(rawValue: "edamam")

    public var description: String { rawValue }
    public static func < (lhs: ProviderID, rhs: ProviderID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The Reciplease id of this provider's recipe `remoteID`.
    public func recipeID(_ remoteID: String) -> Recipe.ID { Recipe.ID("\(rawValue)-\(remoteID)") }

    /// The provider's own id inside a Reciplease id, or nil when the id is not this provider's.
    public func remoteID(in id: Recipe.ID) -> String? {
        let prefix = rawValue + "-"
        guard id.rawValue.hasPrefix(prefix) else { return nil }
        let rest = String(id.rawValue.dropFirst(prefix.count))
        return rest.isEmpty ? nil : rest
    }
}

/// What a search asks a provider, in the words providers understand: food names, not catalog ids.
public struct ProviderQuery: Sendable, Hashable {
    /// The user's foods by their catalog names ("chicken thigh", "basmati rice").
    public var ingredients: [String]
    /// Title words.
    public var text: String
    public var diets: Set<Diet>
    public var intolerances: Set<Allergen>
    public var cuisines: Set<String>
    public var mealTypes: Set<MealType>
    public var maxReadyTime: Int?
    public var ranking: Ranking
    /// How many recipes to ask for.
    public var number: Int

    public init(
        ingredients: [String] = [], text: String = "", diets: Set<Diet> = [], intolerances: Set<Allergen> = [],
        cuisines: Set<String> = [], mealTypes: Set<MealType> = [], maxReadyTime: Int? = nil,
        ranking: Ranking = .maxUsed, number: Int = 10
    ) {
        self.ingredients = ingredients
        self.text = text
        self.diets = diets
        self.intolerances = intolerances
        self.cuisines = cuisines
        self.mealTypes = mealTypes
        self.maxReadyTime = maxReadyTime
        self.ranking = ranking
        self.number = number
    }

    /// The provider's view of a library query: catalog foods by name, the same filters.
    public init(_ query: SearchQuery, catalog: FoodCatalog, number: Int) {
        self.init(
            ingredients: query.foods.map { catalog[$0]?.name ?? $0.rawValue }, text: query.text,
            diets: query.diets, intolerances: query.intolerances, cuisines: query.cuisines,
            mealTypes: query.mealTypes, maxReadyTime: query.maxReadyTime, ranking: query.ranking, number: number
        )
    }
}

/// A recipe as a provider answered it. `isComplete` is false when the answer left out parts
/// (a search result without its steps), so opening the recipe asks for all of it.
public struct RemoteDraft: Sendable, Hashable {
    public var draft: RecipeDraft
    public var isComplete: Bool

    public init(_ draft: RecipeDraft, isComplete: Bool) {
        self.draft = draft
        self.isComplete = isComplete
    }
}

/// A remote source of recipes. Drafts come back with namespaced ids (`id.recipeID(...)`);
/// every failure is a `ProviderError`.
public protocol RecipeProvider: Sendable {
    var id: ProviderID { get }
    /// The name people know it by ("Spoonacular").
    var name: String { get }
    /// Recipes for the user's foods and filters, best first as the provider ranks them.
    func search(_ query: ProviderQuery, deadline: ContinuousClock.Instant) async throws(ProviderError) -> [RemoteDraft]
    /// Recipes drawn at random, within the filters the provider understands.
    func random(_ query: ProviderQuery, deadline: ContinuousClock.Instant) async throws(ProviderError) -> [RemoteDraft]
    /// One whole recipe by the provider's own id.
    func recipe(remoteID: String, deadline: ContinuousClock.Instant) async throws(ProviderError) -> RemoteDraft
}

/// What the HTTP providers share: an account, the HTTP client, and how failures and answers are read.
public protocol AccountProvider: RecipeProvider {
    var account: ProviderConfiguration.Account { get }
    var http: ProviderHTTP { get }
}

extension AccountProvider {
    func fetch(_ url: URL, deadline: ContinuousClock.Instant, cache: Bool) async throws(ProviderError) -> Data {
        try await http.get(url, provider: id, name: name, deadline: deadline, cache: cache)
    }

    /// The provider's JSON; anything that is not the documented shape is a malformed answer.
    func decode<T: Decodable>(_ type: T.Type, _ data: Data) throws(ProviderError) -> T {
        try ProviderHTTP.decode(type, from: data, provider: id, name: name)
    }

    func failure(_ problem: ProviderError.Problem) -> ProviderError {
        ProviderError(problem, provider: id, name: name)
    }
}
