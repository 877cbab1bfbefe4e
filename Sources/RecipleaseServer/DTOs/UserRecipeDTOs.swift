import Foundation
import RecipleaseCore
import Vapor

/// `POST /api/v1/recipes` and `PUT /api/v1/recipes/{id}`: the shape of `GET /api/v1/recipes/{id}`
/// (`RecipeDTO`), with `ingredients` and `instructions` as strings. Ingredient objects as GET
/// answers them (`{"text": ...}`) are taken too, so what was read can be sent back. Keys the
/// server works out (`id`, `totalMinutes`, `diets`, `allergens`) are ignored.
struct RecipeInputDTO: Content {
    var title: String?
    var summary: String?
    var image: String?
    var sourceURL: String?
    var videoURL: String?
    var servings: Int?
    var prepMinutes: Int?
    var cookMinutes: Int?
    var cuisines: [String]?
    var mealTypes: [String]?
    var tags: [String]?
    var ingredients: [IngredientLineDTO]?
    var instructions: [String]?

    /// A line as a string, or an ingredient object with its `text`.
    struct IngredientLineDTO: Codable {
        let text: String

        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self.text = text
                return
            }
            enum Keys: String, CodingKey { case text }
            text = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .text)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }

    var input: RecipeInput {
        RecipeInput(
            title: title, servings: servings, prepMinutes: prepMinutes, cookMinutes: cookMinutes,
            cuisines: cuisines ?? [], mealTypes: mealTypes ?? [], ingredients: (ingredients ?? []).map(\.text),
            instructions: instructions ?? [], image: image, videoURL: videoURL, sourceURL: sourceURL,
            notes: summary, tags: tags ?? []
        )
    }
}

/// One of the user's recipes in `GET /api/v1/my-recipes`.
struct UserRecipeSummaryDTO: Content {
    let id: String
    let title: String
    let servings: Int
    let totalMinutes: Int?
    let updatedAt: Date

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(servings, forKey: .servings)
        try c.encode(totalMinutes, forKey: .totalMinutes)
        try c.encode(updatedAt, forKey: .updatedAt)
    }
}

struct UserRecipeListDTO: Content {
    let recipes: [UserRecipeSummaryDTO]
}

/// The 409 a refused delete answers: the problem plus the days the recipe is planned on.
struct RecipeInUseDTO: Content {
    var error = true
    let reason: String
    let planDays: [String]
}

struct IngredientLinesDTO: Content {
    let lines: [String]
}

struct RecognisedLinesDTO: Content {
    struct Line: Content {
        let input: String
        let food: String?
        let foodName: String?

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(input, forKey: .input)
            try c.encode(food, forKey: .food)
            try c.encode(foodName, forKey: .foodName)
        }
    }

    let results: [Line]
}
