import Foundation

/// Which providers are on, where they live, and how long their answers are kept and awaited.
/// A provider is on when its key is set; its base URL can point elsewhere (a stub in tests).
public struct ProviderConfiguration: Sendable, Equatable {
    public struct Account: Sendable, Equatable {
        /// The key (Spoonacular, TheMealDB) or the application key (Edamam).
        public var key: String
        /// Edamam's application id.
        public var appID: String?
        public var baseURL: URL

        public init(key: String, appID: String? = nil, baseURL: URL) {
            self.key = key
            self.appID = appID
            self.baseURL = baseURL
        }
    }

    public static let defaultSpoonacularURL = URL(string: "https://api.spoonacular.com")!
    public static let defaultTheMealDBURL = URL(string: "https://www.themealdb.com/api/json/v1")!
    public static let defaultEdamamURL = URL(string: "https://api.edamam.com")!

    public var spoonacular: Account?
    public var theMealDB: Account?
    public var edamam: Account?
    /// How long a remote answer is kept; 0 keeps nothing.
    public var cacheSeconds: Double
    /// How long one search or recipe waits for a provider.
    public var timeoutSeconds: Double
    /// How many recipes each provider is asked for per search.
    public var resultsPerProvider: Int

    public init(
        spoonacular: Account? = nil, theMealDB: Account? = nil, edamam: Account? = nil,
        cacheSeconds: Double = 600, timeoutSeconds: Double = 5, resultsPerProvider: Int = 10
    ) {
        self.spoonacular = spoonacular
        self.theMealDB = theMealDB
        self.edamam = edamam
        self.cacheSeconds = cacheSeconds
        self.timeoutSeconds = timeoutSeconds
        self.resultsPerProvider = resultsPerProvider
    }

    /// Every provider Reciplease knows, on or off, with the variables that switch it on.
    public static let known: [(id: ProviderID, name: String, variables: [String])] = [
        (.spoonacular, "Spoonacular", ["SPOONACULAR_API_KEY"]),
        (.theMealDB, "TheMealDB", ["THEMEALDB_API_KEY"]),
        (.edamam, "Edamam", ["EDAMAM_APP_ID", "EDAMAM_APP_KEY"]),
    ]
}
