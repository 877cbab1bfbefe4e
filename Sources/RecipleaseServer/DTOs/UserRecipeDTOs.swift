import Foundation
import RecipleaseCore
import Vapor

/// `POST /api/v1/recipes` and `PUT /api/v1/recipes/{id}`: the shape of `GET /api/v1/recipes/{id}`
/// (`RecipeDTO`), with `ingredients` and `instructions` as strings, read straight into the core's
/// `RecipeInput` (the form's input too). Ingredient objects as GET answers them (`{"text": ...}`)
/// are taken too, so what was read can be sent back. Keys the server works out (`id`,
/// `totalMinutes`, `diets`, `allergens`, `nutrition`...) are ignored; any other key is refused.
struct RecipeInputDTO: Decodable, KnownKeys {
    let input: RecipeInput
    /// Absent: false for a new recipe, unchanged on a replaced one.
    let sharedWithHousehold: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, summary, image, sourceURL, videoURL, servings, yield, prepMinutes, cookMinutes
        case cuisines, mealTypes, tags, ingredients, instructions, sharedWithHousehold
        /// What GET answers and the server works out: taken so a recipe read can be sent back, never read.
        case id, source, totalMinutes, diets, allergens, language, scale, nutrition
    }

    static var nested: [String: any KnownKeys.Type] { ["ingredients": IngredientLine.self] }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        sharedWithHousehold = try c.decodeIfPresent(Bool.self, forKey: .sharedWithHousehold)
        input = RecipeInput(
            title: try c.decodeIfPresent(String.self, forKey: .title),
            servings: try c.decodeIfPresent(Int.self, forKey: .servings),
            prepMinutes: try c.decodeIfPresent(Int.self, forKey: .prepMinutes),
            cookMinutes: try c.decodeIfPresent(Int.self, forKey: .cookMinutes),
            cuisines: try c.decodeIfPresent([String].self, forKey: .cuisines) ?? [],
            mealTypes: try c.decodeIfPresent([String].self, forKey: .mealTypes) ?? [],
            ingredients: (try c.decodeIfPresent([IngredientLine].self, forKey: .ingredients) ?? []).map(\.text),
            instructions: try c.decodeIfPresent([String].self, forKey: .instructions) ?? [],
            image: try c.decodeIfPresent(String.self, forKey: .image),
            videoURL: try c.decodeIfPresent(String.self, forKey: .videoURL),
            sourceURL: try c.decodeIfPresent(String.self, forKey: .sourceURL),
            notes: try c.decodeIfPresent(String.self, forKey: .summary),
            tags: try c.decodeIfPresent([String].self, forKey: .tags) ?? [],
            yieldText: try c.decodeIfPresent(String.self, forKey: .yield)
        )
    }

    /// A line as a string, or an ingredient object with its `text`.
    struct IngredientLine: Decodable, KnownKeys {
        let text: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case text
            /// The rest of GET's ingredient, worked out from the text: taken, never read.
            case quantity, quantityMax, unit, name, food, preparation, comment, scaled, parts
        }

        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self.text = text
                return
            }
            text = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .text)
        }
    }
}

/// One of the user's recipes in `GET /api/v1/my-recipes`.
struct UserRecipeSummaryDTO: Content {
    let id: String
    let title: String
    let servings: Int
    /// What it makes when that is not servings ("30 spring rolls"); null otherwise.
    let yield: String?
    let totalMinutes: Int?
    let updatedAt: Date
    let sharedWithHousehold: Bool

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(servings, forKey: .servings)
        try c.encode(yield, forKey: .yield)
        try c.encode(totalMinutes, forKey: .totalMinutes)
        try c.encode(updatedAt, forKey: .updatedAt)
        try c.encode(sharedWithHousehold, forKey: .sharedWithHousehold)
    }
}

struct UserRecipeListDTO: Content {
    let recipes: [UserRecipeSummaryDTO]
}

/// The 409 a refused delete answers: the problem plus the days the recipe is planned on.
struct RecipeInUseDTO: Content {
    var error = true
    let code: String
    let reason: String
    let planDays: [String]
}

extension RecipeInputDTO: FieldRules {
    /// The number fields get the recipe form's words for a box that holds no whole number.
    static func refusal(field: String, given: String) -> (any DomainError)? {
        switch field {
        case "servings": RecipeProblem.notANumber("servings", given: given)
        case "prepMinutes": RecipeProblem.notANumber("prep", given: given)
        case "cookMinutes": RecipeProblem.notANumber("cook", given: given)
        default: nil
        }
    }
}
