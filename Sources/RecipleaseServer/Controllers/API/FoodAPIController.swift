import Foundation
import Vapor

/// Food names for the "add an ingredient" boxes.
struct FoodAPIController: RouteCollection {
    static let maxLimit = 25

    func boot(routes: any RoutesBuilder) throws {
        routes.get("foods", "suggest", use: suggest)
    }

    /// `GET /api/v1/foods/suggest?q=chick&limit=10` → `{suggestions: [{id, name}]}`, best first.
    func suggest(request: Request) async throws -> FoodSuggestionsDTO {
        let text = request.queryValues("q").last ?? ""
        guard text.count <= SearchParameters.maxIngredientLength else {
            throw RequestProblem.queryLength(max: SearchParameters.maxIngredientLength)
        }
        let limit = try SearchParameters.integer(request, "limit", default: 10, range: 1...FoodAPIController.maxLimit)
        let foods = request.recipes.catalog.suggestions(for: text, limit: limit)
        return FoodSuggestionsDTO(suggestions: foods.map { FoodSuggestionDTO(id: $0.id.rawValue, name: $0.name) })
    }
}
