import Fluent
import Foundation
import RecipleaseCore
import Vapor

/// One user's favorites. Every query starts from the user's id, so no path reaches another's.
struct UserFavorites {
    static let maxCount = 1000

    let userID: UUID
    let db: any Database

    init(user: User, on db: any Database) throws {
        self.userID = try user.requireID()
        self.db = db
    }

    init(userID: UUID, on db: any Database) {
        self.userID = userID
        self.db = db
    }

    private func query() -> QueryBuilder<Favorite> {
        Favorite.query(on: db).filter(\.$user.$id == userID)
    }

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
            throw Abort(.conflict, reason: "You can keep at most \(UserFavorites.maxCount) favorites; remove some first.")
        }
        let snapshot = try UserFavorites.snapshot(of: recipe, source: source)
        let favorite = Favorite(userID: userID, recipeID: recipe.id.rawValue, title: recipe.title, snapshot: snapshot, createdAt: now)
        do {
            try await favorite.create(on: db)
        } catch where error.isConstraintFailure {
            // Saved twice at the same moment: the other request's row is the same outcome.
            guard let existing = try await find(recipe.id.rawValue) else { throw error }
            return (existing, false)
        }
        return (favorite, true)
    }

    /// What a favorite keeps of a recipe: the answer `GET /api/v1/recipes/{id}` gives for it.
    static func snapshot(of recipe: Recipe, source: String) throws -> String {
        String(decoding: try JSONEncoder().encode(RecipeDTO(recipe, source: source)), as: UTF8.self)
    }

    /// A favorite's recipe id as the API takes it in a path.
    static func checkedRecipeID(_ raw: String) throws -> String {
        let id = raw.trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty, id.count <= 200, !id.contains(where: { $0.isWhitespace || $0.isNewline || $0 == "/" }) else {
            throw Abort(.badRequest, reason: "A favorite's recipeId must be a recipe id (1 to 200 characters, no spaces or slashes); \"\(id.prefix(40))\" is not.")
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

extension Favorite {
    /// The recipe as it was when it was saved.
    func savedRecipe() throws -> RecipeDTO {
        try JSONDecoder().decode(RecipeDTO.self, from: Data(snapshot.utf8))
    }
}

extension RecipeDTO {
    /// Back to a draft, to be understood again by today's parser and catalog.
    var draft: RecipeDraft {
        RecipeDraft(
            // A generated picture's path is not the recipe's own image; the recipe draws it again.
            id: id, title: title, summary: summary, image: image.flatMap(RecipePage.webLink), sourceURL: sourceURL, videoURL: videoURL,
            servings: servings, prepMinutes: prepMinutes, cookMinutes: cookMinutes, totalMinutes: totalMinutes,
            cuisines: cuisines, mealTypes: mealTypes.compactMap(MealType.init(rawValue:)),
            ingredientLines: ingredients.map(\.text), instructions: instructions, tags: tags
        )
    }
}
