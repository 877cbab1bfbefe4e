import Foundation
import Vapor

/// Food names for the "add an ingredient" boxes.
struct FoodAPIController: RouteCollection {
    static let maxLimit = 25

    func boot(routes: any RoutesBuilder) throws {
        routes.get("foods", "suggest", use: suggest)
    }

    /// `GET /api/v1/foods/suggest?q=chick&limit=10&lang=fr` → `{suggestions: [{id, name}]}`, best
    /// first, named in the viewer's language (`lang`, else the request's).
    func suggest(request: Request) async throws -> FoodSuggestionsDTO {
        let text = request.queryValues("q").last ?? ""
        guard text.lengthForLimits <= SearchParameters.maxIngredientLength else {
            throw RequestProblem.queryLength(max: SearchParameters.maxIngredientLength)
        }
        let limit = try SearchParameters.integer(request, "limit", default: 10, range: 1...FoodAPIController.maxLimit)
        let language = try request.viewerLanguage().code
        let catalog = request.recipes.catalog
        let foods = catalog.suggestions(for: text, language: language, limit: limit)
        return FoodSuggestionsDTO(suggestions: foods.map {
            FoodSuggestionDTO(id: $0.id.rawValue, name: catalog.displayName(of: $0.id, language: language) ?? $0.name)
        })
    }
}
