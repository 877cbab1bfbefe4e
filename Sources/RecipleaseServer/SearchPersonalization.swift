import Foundation
import RecipleaseCore
import Vapor

extension Request {
    /// Applies what the person asked to be applied to every search (saved diets, cuisines,
    /// intolerances) to a query. Both the API search and the pages call this.
    func personalize(_ query: inout SearchQuery) async throws {
        // Accounts and preferences fill this in.
    }
}
