import Foundation
import RecipleaseCore
import Vapor

extension Request {
    /// Applies what the person asked to be applied to every search (saved diets, cuisines,
    /// intolerances) to a query. Both the API search and the pages call this.
    /// The signed-in user's saved preferences count (bearer token or session); a visitor's come
    /// from their preferences cookie. See `SearchPreferences.apply(to:)` for how they combine.
    /// The signed-in user's own recipes are found by their searches, and by nobody else's.
    func personalize(_ query: inout SearchQuery) async throws {
        try await savedPreferences().apply(to: &query)
        query.viewer = try await currentUser()?.recipeOwner
    }
}
