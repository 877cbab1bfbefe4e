import Foundation
import RecipleaseCore
import Vapor

/// One search result as the API answers it.
struct SearchResultDTO: JSONWritable {
    let id: String
    /// "library", "mine" (the user's own) or the provider's id ("spoonacular").
    let source: String
    let title: String
    /// The recipe's own http(s) image, else the path of its generated picture.
    let image: String
    let totalMinutes: Int?
    let servings: Int?
    /// The catalog's (English) names of the foods used and missing: the same in every language.
    let usedIngredients: [String]
    let missedIngredients: [String]
    /// The same foods with their ids and their names in the viewer's language.
    let usedFoods: [FoodNameDTO]
    let missedFoods: [FoodNameDTO]

    init(hit: SearchHit, catalog: FoodCatalog, source: String, language: String = "en") {
        id = hit.recipe.id.rawValue
        self.source = source
        title = hit.recipe.title
        image = hit.recipe.pictureURL
        totalMinutes = hit.recipe.totalMinutes
        servings = hit.recipe.servings
        usedIngredients = hit.used.map { catalog.englishNames(of: $0)?.name ?? $0.rawValue }
        missedIngredients = hit.missed.map { catalog.englishNames(of: $0)?.name ?? $0.rawValue }
        usedFoods = hit.used.map { FoodNameDTO($0, catalog: catalog, language: language) }
        missedFoods = hit.missed.map { FoodNameDTO($0, catalog: catalog, language: language) }
    }

    // Absent values are written as null so every key is always there.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(source, forKey: .source)
        try c.encode(title, forKey: .title)
        try c.encode(image, forKey: .image)
        try c.encode(totalMinutes, forKey: .totalMinutes)
        try c.encode(servings, forKey: .servings)
        try c.encode(usedIngredients, forKey: .usedIngredients)
        try c.encode(missedIngredients, forKey: .missedIngredients)
        try c.encode(usedFoods, forKey: .usedFoods)
        try c.encode(missedFoods, forKey: .missedFoods)
    }

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("id"); json.value(id)
        json.key("source"); json.value(source)
        json.key("title"); json.value(title)
        json.key("image"); json.value(image)
        json.key("totalMinutes"); json.value(totalMinutes)
        json.key("servings"); json.value(servings)
        json.key("usedIngredients"); json.value(usedIngredients)
        json.key("missedIngredients"); json.value(missedIngredients)
        json.key("usedFoods"); json.beginArray()
        for food in usedFoods { food.write(to: &json) }
        json.endArray()
        json.key("missedFoods"); json.beginArray()
        for food in missedFoods { food.write(to: &json) }
        json.endArray()
        json.endObject()
    }
}

/// A catalog food as a reader sees it: `{"id": "onion", "name": "oignon"}`.
struct FoodNameDTO: JSONWritable {
    let id: String
    let name: String

    init(_ food: Food.ID, catalog: FoodCatalog, language: String) {
        id = food.rawValue
        name = catalog.displayName(of: food, language: language) ?? food.rawValue
    }

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("id"); json.value(id)
        json.key("name"); json.value(name)
        json.endObject()
    }
}

struct SearchResponseDTO: JSONWritable {
    let total: Int
    let results: [SearchResultDTO]
    /// Ingredients the catalog did not recognise; they are left out of the search.
    let unrecognizedIngredients: [String]
    /// Catalog names near each unrecognised ingredient, nearest first ("chiken": ["chicken"]).
    let didYouMean: [CorrectionDTO]
    let facets: FacetsDTO
    /// One for each provider that gave no results; the results are still the library's and the others'.
    let warnings: [WarningDTO]

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("total"); json.value(total)
        json.key("results"); json.beginArray()
        for result in results { result.write(to: &json) }
        json.endArray()
        json.key("unrecognizedIngredients"); json.value(unrecognizedIngredients)
        json.key("didYouMean"); json.beginArray()
        for correction in didYouMean { correction.write(to: &json) }
        json.endArray()
        json.key("facets"); facets.write(to: &json)
        json.key("warnings"); json.beginArray()
        for warning in warnings { warning.write(to: &json) }
        json.endArray()
        json.endObject()
    }
}

/// An unrecognised ingredient and the catalog names it may have meant.
struct CorrectionDTO: JSONWritable {
    let ingredient: String
    let suggestions: [String]

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("ingredient"); json.value(ingredient)
        json.key("suggestions"); json.value(suggestions)
        json.endObject()
    }
}

/// Results per filter value over the whole result set.
struct FacetsDTO: JSONWritable {
    let cuisines: [String: Int]
    let diets: [String: Int]
    let mealTypes: [String: Int]

    init(_ facets: SearchFacets) {
        cuisines = facets.cuisines
        diets = Dictionary(uniqueKeysWithValues: facets.diets.map { ($0.key.rawValue, $0.value) })
        mealTypes = Dictionary(uniqueKeysWithValues: facets.mealTypes.map { ($0.key.rawValue, $0.value) })
    }

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("cuisines"); json.value(cuisines)
        json.key("diets"); json.value(diets)
        json.key("mealTypes"); json.value(mealTypes)
        json.endObject()
    }
}

struct RandomResponseDTO: JSONWritable {
    let results: [SearchResultDTO]
    let warnings: [WarningDTO]

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("results"); json.beginArray()
        for result in results { result.write(to: &json) }
        json.endArray()
        json.key("warnings"); json.beginArray()
        for warning in warnings { warning.write(to: &json) }
        json.endArray()
        json.endObject()
    }
}

struct IngredientDTO: Content {
    let text: String
    let quantity: Double?
    let quantityMax: Double?
    let unit: String?
    let name: String?
    let food: String?
    let preparation: String?
    let comment: String?
    /// Every part of a line that names several amounts or foods ("salt and pepper"); nil otherwise.
    let parts: [IngredientDTO]?
    /// The line at the servings and units asked (`?servings=&units=`); absent when neither was asked.
    var scaled: ScaledIngredientDTO?

    init(_ parsed: ParsedIngredient) {
        text = parsed.input
        quantity = parsed.quantity
        quantityMax = parsed.quantityMax
        unit = parsed.unit?.rawValue
        name = parsed.name
        food = parsed.food?.rawValue
        preparation = parsed.preparation
        comment = parsed.comment
        parts = parsed.additionalParts == nil ? nil : parsed.parts.map(IngredientDTO.init)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(quantity, forKey: .quantity)
        try c.encode(quantityMax, forKey: .quantityMax)
        try c.encode(unit, forKey: .unit)
        try c.encode(name, forKey: .name)
        try c.encode(food, forKey: .food)
        try c.encode(preparation, forKey: .preparation)
        try c.encode(comment, forKey: .comment)
        try c.encodeIfPresent(parts, forKey: .parts)
        try c.encodeIfPresent(scaled, forKey: .scaled)
    }
}

/// One line rescaled: `text` is the line with only its amount and unit rewritten, `amount` those
/// words alone ("1 ½ cups"), `quantity`/`quantityMax`/`unit` the amount shown as numbers.
struct ScaledIngredientDTO: Content {
    let text: String
    let amount: String?
    let quantity: Double?
    let quantityMax: Double?
    let unit: String?

    init(_ line: ScaledIngredient) {
        text = line.text
        amount = line.amount
        quantity = line.quantity
        quantityMax = line.quantityMax
        unit = line.unit?.rawValue
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(amount, forKey: .amount)
        try c.encode(quantity, forKey: .quantity)
        try c.encode(quantityMax, forKey: .quantityMax)
        try c.encode(unit, forKey: .unit)
    }
}

/// The servings and units a recipe was scaled to; `factor` is servings over the recipe's own
/// (a recipe without servings counts as one).
struct RecipeScaleDTO: Content {
    let servings: Int
    let units: String?
    let factor: Double

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(servings, forKey: .servings)
        try c.encode(units, forKey: .units)
        try c.encode(factor, forKey: .factor)
    }
}

/// The whole recipe, as `GET /api/v1/recipes/{id}` answers it: the one shape a recipe goes out
/// in, built from the core's `Recipe` here and nowhere else.
struct RecipeDTO: Content {
    let id: String
    /// "library", "mine" or a provider's id; null for a favorite saved before providers existed.
    let source: String?
    let title: String
    let summary: String?
    /// The recipe's own http(s) image, else the path of its generated picture. Optional only
    /// because exports written before pictures existed have none.
    let image: String?
    let sourceURL: String?
    let videoURL: String?
    let servings: Int?
    /// What it makes when that is not servings ("30 spring rolls"); `servings` keeps the number.
    let yield: String?
    let prepMinutes: Int?
    let cookMinutes: Int?
    let totalMinutes: Int?
    let cuisines: [String]
    let mealTypes: [String]
    let diets: [String]
    let allergens: [String]
    let tags: [String]
    /// The language the recipe is written in, as it declares it ("fr"); null when it does not say.
    let language: String?
    var ingredients: [IngredientDTO]
    let instructions: [String]
    /// The servings and units asked for; absent when the request asked for neither.
    var scale: RecipeScaleDTO?
    /// The estimate per serving; null when no line could be weighed (and in snapshots from before it).
    let nutrition: NutritionDTO?
    /// On the asker's own recipes only: whether members of their household may see and plan it.
    var sharedWithHousehold: Bool?

    /// `catalog` weighs the lines for `nutrition`; nil leaves it null.
    init(_ recipe: Recipe, source: String?, catalog: FoodCatalog?) {
        id = recipe.id.rawValue
        self.source = source
        title = recipe.title
        summary = recipe.summary
        image = recipe.pictureURL
        sourceURL = recipe.sourceURL
        videoURL = recipe.videoURL
        servings = recipe.servings
        yield = recipe.yieldText
        prepMinutes = recipe.prepMinutes
        cookMinutes = recipe.cookMinutes
        totalMinutes = recipe.totalMinutes
        cuisines = recipe.cuisines
        mealTypes = recipe.mealTypes.map(\.rawValue)
        diets = recipe.diets.map(\.rawValue)
        allergens = recipe.allergens.map(\.rawValue)
        tags = recipe.tags
        language = recipe.language
        ingredients = recipe.ingredients.map(IngredientDTO.init)
        instructions = recipe.instructions
        nutrition = catalog.flatMap { NutritionDTO(RecipeNutrition.estimate(recipe, catalog: $0)) }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(source, forKey: .source)
        try c.encode(title, forKey: .title)
        try c.encode(summary, forKey: .summary)
        try c.encode(image, forKey: .image)
        try c.encode(sourceURL, forKey: .sourceURL)
        try c.encode(videoURL, forKey: .videoURL)
        try c.encode(servings, forKey: .servings)
        try c.encode(yield, forKey: .yield)
        try c.encode(prepMinutes, forKey: .prepMinutes)
        try c.encode(cookMinutes, forKey: .cookMinutes)
        try c.encode(totalMinutes, forKey: .totalMinutes)
        try c.encode(cuisines, forKey: .cuisines)
        try c.encode(mealTypes, forKey: .mealTypes)
        try c.encode(diets, forKey: .diets)
        try c.encode(allergens, forKey: .allergens)
        try c.encode(tags, forKey: .tags)
        try c.encode(language, forKey: .language)
        try c.encode(ingredients, forKey: .ingredients)
        try c.encode(instructions, forKey: .instructions)
        try c.encode(nutrition, forKey: .nutrition)
        try c.encodeIfPresent(scale, forKey: .scale)
        try c.encodeIfPresent(sharedWithHousehold, forKey: .sharedWithHousehold)
    }

    /// The recipe with each line's `scaled` reading and `scale`, at `servings` (nil: the recipe's
    /// own) and `system` (nil: each line's own units).
    /// The recipe with each line's reading at `servings` and `system`; the amounts' numbers as
    /// `strings`' language writes them ("1,5 kg").
    func scaled(_ recipe: Recipe, servings: Int?, system: MeasureSystem?, catalog: FoodCatalog, strings: Strings = .english) -> RecipeDTO {
        var copy = self
        let lines = RecipeScale.lines(of: recipe, servings: servings, system: system, catalog: catalog, strings: strings)
        for (index, line) in lines.enumerated() where index < copy.ingredients.count {
            copy.ingredients[index].scaled = ScaledIngredientDTO(line)
        }
        let factor = RecipeScale.factor(of: recipe, servings: servings)
        copy.scale = RecipeScaleDTO(servings: servings ?? recipe.servings ?? 1, units: system?.rawValue, factor: (factor * 10_000).rounded() / 10_000)
        return copy
    }
}

/// A recipe's nutrition per serving (kcal, grams, sodium in mg, to a tenth), the servings it was
/// divided by, and how many of its ingredients were weighed out of all of them.
struct NutritionDTO: Codable {
    let servings: Int
    let counted: Int
    let total: Int
    let perServing: Nutrients

    /// Nil when the estimate has nothing to show.
    init?(_ estimate: NutritionEstimate?) {
        guard let estimate, estimate.isShown else { return nil }
        servings = estimate.servings
        counted = estimate.counted
        total = estimate.total
        let value = estimate.perServing, tenths = NutritionEstimate.tenths
        perServing = Nutrients(
            energy: tenths(value.energy), protein: tenths(value.protein), fat: tenths(value.fat),
            saturatedFat: tenths(value.saturatedFat), carbohydrate: tenths(value.carbohydrate),
            sugars: tenths(value.sugars), fiber: tenths(value.fiber), sodium: tenths(value.sodium)
        )
    }
}

extension RecipeDTO {
    /// Back to a draft, to be understood again by today's parser and catalog: how favorites saved
    /// as this JSON (exports, and rows before `ConvertFavoriteSnapshots`) are read.
    var draft: RecipeDraft {
        RecipeDraft(
            // A generated picture's path is not the recipe's own image; the recipe draws it again.
            id: id, title: title, summary: summary, image: image.flatMap(WebLink.checked), sourceURL: sourceURL, videoURL: videoURL,
            servings: servings, prepMinutes: prepMinutes, cookMinutes: cookMinutes, totalMinutes: totalMinutes,
            cuisines: cuisines, mealTypes: mealTypes.compactMap(MealType.init(rawValue:)),
            ingredientLines: ingredients.map(\.text), instructions: instructions, tags: tags, yieldText: yield,
            language: language
        )
    }
}
