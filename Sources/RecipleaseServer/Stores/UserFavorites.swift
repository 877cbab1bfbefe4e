import Fluent
import Foundation
import RecipleaseCore
import Vapor

/// One user's favorites. Every query starts from the user's id, so no path reaches another's.
struct UserFavorites: UserStore {
    static let maxCount = 1000

    let userID: UUID
    let db: any Database

    private func query() -> QueryBuilder<Favorite> { scoped(Favorite.self) }

    /// Favorites whose title contains the text (case and accents aside), sorted by title.
    func list(matching text: String = "") async throws -> [Favorite] {
        try await query().all()
            .filter { SearchText.contains($0.title, text) }
            .sorted { a, b in
                a.title == b.title ? a.recipeID < b.recipeID : SearchText.precedes(a.title, b.title)
            }
    }

    func recipeIDs() async throws -> Set<String> {
        Set(try await query().all(\.$recipeID))
    }

    func find(_ recipeID: String) async throws -> Favorite? {
        try await query().filter(\.$recipeID == recipeID).first()
    }

    /// Keeps a recipe with a snapshot of it as it is now (`source` says where it came from).
    /// Keeping it again changes nothing.
    func add(_ recipe: Recipe, source: String, now: Date) async throws -> (favorite: Favorite, created: Bool) {
        if let existing = try await find(recipe.id.rawValue) { return (existing, false) }
        guard try await query().count() < UserFavorites.maxCount else {
            throw CodedProblem.full("favorites", max: UserFavorites.maxCount)
        }
        let favorite = Favorite(userID: userID, recipeID: recipe.id.rawValue, title: recipe.title,
                                snapshot: try Favorite.snapshot(of: recipe), source: source, createdAt: now)
        do {
            try await favorite.create(on: db)
        } catch where error.isConstraintFailure {
            // Saved twice at the same moment: the other request's row is the same outcome.
            guard let existing = try await find(recipe.id.rawValue) else { throw error }
            return (existing, false)
        }
        return (favorite, true)
    }

    /// A favorite's recipe id as the API takes it in a path.
    static func checkedRecipeID(_ raw: String) throws -> String {
        let id = raw.trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty, id.count <= 200, !id.contains(where: { $0.isWhitespace || $0.isNewline || $0 == "/" }) else {
            throw CodedProblem(.invalid, "favorites.recipe-id", ["given": String(id.prefix(40))])
        }
        return id
    }

    /// False when the recipe was not a favorite of this user.
    func remove(_ recipeID: String) async throws -> Bool {
        guard let favorite = try await find(recipeID) else { return false }
        try await favorite.delete(on: db)
        return true
    }
}
