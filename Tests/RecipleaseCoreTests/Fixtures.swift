import Foundation
@testable import RecipleaseCore

/// A small hand-made catalog and library, so ranking tests do not move when the bundled data grows.
enum Fixtures {
    static let catalog: FoodCatalog = {
        let foods = [
            Food(id: "chicken", name: "chicken", aisle: "meat & fish", restriction: .meat),
            Food(id: "chicken-thigh", name: "chicken thigh", plural: "chicken thighs", parent: "chicken", aisle: "meat & fish", restriction: .meat),
            Food(id: "rice", name: "rice", aisle: "grains & pasta", allergens: [.grain]),
            Food(id: "basmati-rice", name: "basmati rice", parent: "rice", aisle: "grains & pasta", allergens: [.grain]),
            Food(id: "onion", name: "onion", plural: "onions", aisle: "produce"),
            Food(id: "garlic", name: "garlic", aisle: "produce"),
            Food(id: "tomato", name: "tomato", plural: "tomatoes", aisle: "produce"),
            Food(id: "egg", name: "egg", plural: "eggs", aisle: "dairy & eggs", allergens: [.egg], restriction: .animal),
            Food(id: "flour", name: "flour", aisle: "baking", allergens: [.wheat, .gluten, .grain]),
            Food(id: "all-purpose-flour", name: "all-purpose flour", synonyms: ["plain flour"], parent: "flour", aisle: "baking", allergens: [.wheat, .gluten, .grain]),
            Food(id: "milk", name: "milk", aisle: "dairy & eggs", allergens: [.dairy], restriction: .animal),
            Food(id: "salt", name: "salt", aisle: "spices"),
            Food(id: "oil", name: "oil", aisle: "pantry"),
            Food(id: "olive-oil", name: "olive oil", parent: "oil", aisle: "pantry"),
            Food(id: "shrimp", name: "shrimp", aisle: "meat & fish", allergens: [.seafood, .shellfish], restriction: .fish),
        ]
        return try! FoodCatalog(foods: foods)
    }()

    static func recipe(
        _ id: String, _ title: String, _ lines: [String], cuisines: [String] = [], meals: [MealType] = [], minutes: Int? = nil
    ) -> Recipe {
        let draft = RecipeDraft(id: id, title: title, totalMinutes: minutes, cuisines: cuisines, mealTypes: meals, ingredientLines: lines)
        return Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog)
    }

    /// Five dishes with known overlaps.
    static let library: [Recipe] = [
        recipe("chicken-rice", "Chicken and Rice", ["4 chicken thighs", "1 cup basmati rice", "1 onion", "1 tsp salt"],
               cuisines: ["American"], meals: [.dinner], minutes: 45),
        recipe("fried-rice", "Egg Fried Rice", ["2 cups rice", "2 eggs", "1 onion", "2 cloves garlic", "1 tbsp oil"],
               cuisines: ["Chinese"], meals: [.lunch, .dinner], minutes: 20),
        recipe("omelette", "Omelette", ["3 eggs", "1 tbsp milk", "Salt to taste"],
               cuisines: ["French"], meals: [.breakfast], minutes: 10),
        recipe("shrimp-rice", "Garlic Shrimp", ["200 g shrimp", "3 cloves garlic", "1 tbsp olive oil"],
               cuisines: ["Spanish"], meals: [.dinner, .snack], minutes: 15),
        recipe("pancakes", "Crêpes Suzette", ["1 cup all-purpose flour", "1 cup milk", "1 egg"],
               cuisines: ["French"], meals: [.breakfast, .dessert]),
    ]
}
