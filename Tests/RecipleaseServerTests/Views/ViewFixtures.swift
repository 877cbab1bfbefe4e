import Foundation
import RecipleaseCore
@testable import RecipleaseServer

/// Plain values that page models are built from, without a server or a database.
enum ViewFixtures {
    static let catalog = FoodCatalog.shared
    static let parser = IngredientParser(catalog: catalog)

    static func recipe(_ id: String = "omelette", title: String = "Omelette", owner: String? = nil,
                       image: String? = nil, sourceURL: String? = nil, lines: [String] = ["3 eggs", "1 pinch salt"]) -> Recipe {
        let draft = RecipeDraft(id: id, title: title, image: image, sourceURL: sourceURL, servings: 2,
                                prepMinutes: 5, cookMinutes: 5, ingredientLines: lines, instructions: ["Beat.", "Cook."])
        return Recipe(draft: draft, parser: parser, catalog: catalog, owner: owner)
    }

    static func date(_ text: String) -> PlanDate {
        PlanDate(text) ?? PlanDate.first
    }

    static func planEntry(_ recipeID: String, title: String, date: String, meal: String = "dinner", time: String = "19:00",
                          id: UUID = UUID()) -> PlanEntry {
        let entry = PlanEntry(userID: UUID(), recipeID: recipeID, title: title, date: date, mealType: meal, servings: 2,
                              time: time, note: nil, createdAt: Date(timeIntervalSince1970: 0))
        entry.id = id
        return entry
    }
}
