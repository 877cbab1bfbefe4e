import Foundation
import RecipleaseCore
import Vapor

extension Request {
    /// Applies what the person asked to be applied to every search (saved diets, cuisines,
    /// intolerances) to a query. Both the API search and the pages call this.
    /// The signed-in user's saved preferences count (bearer token or session); a visitor's come
    /// from their preferences cookie. See `SearchPreferences.apply(to:)` for how they combine.
    /// The signed-in user's own recipes are found by their searches, and by nobody else's but
    /// their household's once they share one (`alsoSees`: read each time, two small reads in a
    /// household, none for a lone user).
    /// The user's preferences are read through the account cache (see `AccountCache`).
    /// `preferences` stands in for the saved ones when the caller has read (or set aside) them.
    func personalize(_ query: inout SearchQuery, preferences: SearchPreferences? = nil) async throws {
        if let preferences { preferences.apply(to: &query) } else { try await appliedPreferences().apply(to: &query) }
        guard let user = try await currentUser() else {
            query.viewer = nil
            query.alsoSees = []
            return
        }
        query.viewer = user.recipeOwner
        query.alsoSees = try await householdShared(of: user)
    }

    /// The recipes `user`'s housemates share with their household, as the search index names them.
    func householdShared(of user: User) async throws -> Set<Recipe.ID> {
        Set(try await sharedScope(of: user).sharedRecipeIDs(store: recipes, on: db).map(Recipe.ID.init))
    }
}

extension Request {
    /// `savedPreferences()` through the account cache: a signed-in user's preferences are read
    /// from the database at most once per cache lifetime, not on every search.
    func appliedPreferences() async throws -> SearchPreferences {
        guard let user = try await currentUser() else { return visitorPreferences }
        let id = try user.requireID()
        let cache = application.accountCache
        let saved: SearchPreferences
        if let cached = cache.preferences(of: id) {
            saved = cached
        } else {
            let generation = cache.generation
            saved = try await UserPreferences(userID: id, on: db).load()
            cache.remember(preferences: saved, of: id, readAt: generation)
        }
        return saved.known(cuisines: recipes.filterableCuisines)
    }
}
