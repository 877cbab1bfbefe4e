import RecipleaseCore
import Vapor

extension RecipeController {
    /// Cook mode: the recipe's steps one at a time (all at once without a script), at the
    /// servings and units the recipe page passes on. Nothing is stored: timers and the step
    /// reached live in the browser.
    func cook(request: Request) async throws -> View {
        let id = request.parameters.get("id") ?? ""
        guard let recipe = try await request.findRecipe(id) else {
            throw RequestProblem.missingPage(.recipe)
        }
        let (catalog, strings) = (request.recipes.catalog, request.strings)
        let servings = Self.servings(request.queryValues("servings").last)
        let units = request.queryValues("units").last.flatMap { MeasureSystem(rawValue: $0.lowercased()) }
        // Finding each step's lines and timers is a pass over every step and line: off the
        // request's threads, as a long grocery list is, a few at a time (`DocumentReaders.cook`).
        let make: @Sendable () -> CookModePage = {
            CookModePage(recipe: recipe, catalog: catalog, servings: servings, units: units, strings: strings)
        }
        let page = if let readers = request.application.documentReaders { try await readers.cook(for: request.party, make) } else { try await request.offloaded(make) }
        return try await request.view.render("pages/recipe-cook", page)
    }

    /// The servings a query asks for, held within the range scaling takes; nil for none or no number.
    static func servings(_ text: String?) -> Int? {
        guard let text, let number = Int(text.trimmingCharacters(in: .whitespaces)) else { return nil }
        return min(max(number, RecipeScale.servingsRange.lowerBound), RecipeScale.servingsRange.upperBound)
    }
}
