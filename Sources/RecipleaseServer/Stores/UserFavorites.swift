import Fluent
import Foundation
import RecipleaseCore
import Vapor

/// One user's favorites. Every query starts from the user's id, so no path reaches another's.
struct UserFavorites: UserStore {
    static let maxCount = 1000

    let userID: UUID
    let db: any Database
    /// The instance's cache of favorites lists: read through it, forgotten on every write here.
    private(set) var cache: AccountCache?

    init(userID: UUID, db: any Database) {
        self.userID = userID
        self.db = db
    }

    /// The same favorites, their list read through `cache` and forgotten there when they change.
    func cached(by cache: AccountCache) -> UserFavorites {
        var store = self
        store.cache = cache
        return store
    }

    private func query() -> QueryBuilder<Favorite> { scoped(Favorite.self) }

    /// Favorites whose title contains the text (case and accents aside), sorted by title.
    func list(matching text: String = "") async throws -> [Favorite] {
        try await query().all()
            .filter { SearchText.contains($0.title, text) }
            .sorted { a, b in
                a.title == b.title ? a.recipeID < b.recipeID : SearchText.precedes(a.title, b.title)
            }
    }

    /// What a list shows of every favorite, sorted by title: from the cache when it holds them,
    /// else read (each snapshot's listing once) and kept there.
    func summaries() async throws -> [FavoriteSummary] {
        guard let cache else { return try await list().map(FavoriteSummary.init) }
        let uncached = UserFavorites(userID: userID, db: db)
        return try await cache.favorites(of: userID) { try await uncached.list().map(FavoriteSummary.init) }
    }

    /// Summaries whose title contains the text (case and accents aside), sorted by title.
    func summaries(matching text: String) async throws -> [FavoriteSummary] {
        let all = try await summaries()
        return text.isEmpty ? all : all.filter { SearchText.contains($0.title, text) }
    }

    func recipeIDs() async throws -> Set<String> {
        if cache != nil { return Set(try await summaries().map(\.recipeID)) }
        return Set(try await query().all(\.$recipeID))
    }

    func find(_ recipeID: String) async throws -> Favorite? {
        // no recipe id holds a control character (and PostgreSQL refuses a NUL outright)
        guard !recipeID.hasControlCharacter else { return nil }
        return try await query().filter(\.$recipeID == recipeID).first()
    }

    /// Keeps a recipe with a snapshot of it as it is now (`source` says where it came from).
    /// Keeping it again changes nothing.
    func add(_ recipe: Recipe, source: String, now: Date) async throws -> (favorite: Favorite, created: Bool) {
        // Saved twice at the same moment, the unique index refuses one: the other request's row,
        // read again, is the same outcome; unless a let-go at that moment removed it, and then
        // this one keeps it.
        return try await againOnConstraintFailure(runs: 3) {
            if let existing = try await find(recipe.id.rawValue) { return (existing, false) }
            let favorite = Favorite(userID: userID, recipeID: recipe.id.rawValue, title: recipe.title,
                                    snapshot: try Favorite.snapshot(of: recipe), source: source, createdAt: now)
            try await create(favorite, within: UserFavorites.maxCount, or: .full("favorites", max: UserFavorites.maxCount))
            cache?.forget(user: userID)
            return (favorite, true)
        }
    }

    /// A favorite's recipe id as the API takes it in a path.
    static func checkedRecipeID(_ raw: String) throws -> String {
        let id = raw.trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty, id.lengthForLimits <= 200, !id.contains(where: { $0.isWhitespace || $0.isNewline || $0 == "/" }), !id.hasControlCharacter else {
            throw CodedProblem(.invalid, "favorites.recipe-id", ["given": id.prefixForLimits(40)])
        }
        return id
    }

    /// False when the recipe was not a favorite of this user.
    func remove(_ recipeID: String) async throws -> Bool {
        guard let favorite = try await find(recipeID) else { return false }
        try await favorite.delete(on: db)
        cache?.forget(user: userID)
        return true
    }
}

/// What a list of favorites shows of one, read from its snapshot once: a value, so lists kept
/// by the cache are shared by requests without sharing a model.
struct FavoriteSummary: Sendable, Equatable {
    let recipeID: String
    let title: String
    let source: String?
    let savedAt: Date
    let image: String?
    let totalMinutes: Int?
}

extension FavoriteSummary {
    /// Read from the snapshot's listing alone: a list needs no line or step of it read.
    init(_ favorite: Favorite) {
        let saved = SchemaRecipe.listing(Data(favorite.snapshot.utf8))
        recipeID = favorite.recipeID
        title = favorite.title
        source = favorite.source
        savedAt = favorite.createdAt
        image = saved.map { Recipe.pictureURL(image: $0.image, id: Recipe.ID($0.id ?? favorite.recipeID)) }
        totalMinutes = saved?.totalMinutes
    }
}
