import Foundation

/// A meal a recipe suits; the planner uses the first four.
public enum MealType: String, Sendable, Codable, CaseIterable, Comparable {
    case breakfast, lunch, dinner, snack, dessert

    public static func < (lhs: MealType, rhs: MealType) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A recipe as it comes in, before its ingredient lines are understood: what a JSON-LD page,
/// a form or a provider gives.
public struct RecipeDraft: Sendable, Hashable, Codable {
    public var id: String?
    public var title: String
    public var summary: String?
    public var image: String?
    public var sourceURL: String?
    public var videoURL: String?
    public var servings: Int?
    /// What the recipe makes when that is not servings ("30 spring rolls", "1 loaf"); servings
    /// keeps the number, for scaling.
    public var yieldText: String?
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var totalMinutes: Int?
    public var cuisines: [String]
    public var mealTypes: [MealType]
    public var ingredientLines: [String]
    public var instructions: [String]
    public var tags: [String]
    /// The cook's own notes, kept apart from the steps (brought in from other apps' collections).
    public var notes: String?
    /// The language the recipe is written in, as it declares it (schema.org `inLanguage`, a BCP 47
    /// tag such as "fr"); nil when it does not say. Its ingredient lines are read in that language.
    public var language: String?

    public init(
        id: String? = nil, title: String, summary: String? = nil, image: String? = nil,
        sourceURL: String? = nil, videoURL: String? = nil, servings: Int? = nil,
        prepMinutes: Int? = nil, cookMinutes: Int? = nil, totalMinutes: Int? = nil,
        cuisines: [String] = [], mealTypes: [MealType] = [], ingredientLines: [String] = [],
        instructions: [String] = [], tags: [String] = [], yieldText: String? = nil, notes: String? = nil,
        language: String? = nil
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.image = image
        self.sourceURL = sourceURL
        self.videoURL = videoURL
        self.servings = servings
        self.yieldText = yieldText
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.totalMinutes = totalMinutes
        self.cuisines = cuisines
        self.mealTypes = mealTypes
        self.ingredientLines = ingredientLines
        self.instructions = instructions
        self.tags = tags
        self.notes = notes
        self.language = language
    }
}

/// A recipe whose ingredient lines have been parsed and resolved to catalog foods.
/// Diets and allergens are derived from those foods, never typed.
public struct Recipe: Sendable, Hashable, Codable, Identifiable {
    public struct ID: StringIdentifier {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public var id: ID
    public var title: String
    public var summary: String?
    public var image: String?
    public var sourceURL: String?
    public var videoURL: String?
    public var servings: Int?
    /// What the recipe makes when that is not servings ("30 spring rolls"); nil for servings.
    public var yieldText: String?
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var totalMinutes: Int?
    public var cuisines: [String]
    public var mealTypes: [MealType]
    public var diets: [Diet]
    public var allergens: [Allergen]
    public var ingredients: [ParsedIngredient]
    public var instructions: [String]
    public var tags: [String]
    /// The user who owns the recipe; nil for the shared library. Owned recipes are found only
    /// by their owner's searches.
    public var owner: String?
    /// Where the owner's own photo of the recipe is served (a path on the server), nil for none;
    /// shown in place of `image`. Set by the server, never read from a recipe file.
    public var photo: String?
    /// The language the recipe is written in, as declared ("fr"); nil when it does not say, and
    /// then its lines were read as English. Its foods are catalog ids whatever the language.
    public var language: String?

    /// The distinct catalog foods of the ingredient lines, in the order they first appear; a
    /// line of several parts ("salt and pepper") gives each part's food.
    public var foods: [Food.ID] {
        // A recipe has a few dozen lines at most: a linear look-back is cheaper than hashing.
        var foods: [Food.ID] = []
        foods.reserveCapacity(ingredients.count)
        for line in ingredients {
            if let food = line.food, !foods.contains(food) { foods.append(food) }
            for part in line.additionalParts ?? [] {
                if let food = part.food, !foods.contains(food) { foods.append(food) }
            }
        }
        return foods
    }

    /// Understands every ingredient line of a draft. A draft without an id gets one from its title.
    public init(draft: RecipeDraft, parser: IngredientParser, catalog: FoodCatalog, owner: String? = nil) {
        self.owner = owner
        id = ID(draft.id ?? Recipe.slug(draft.title))
        title = draft.title
        summary = draft.summary
        image = draft.image
        sourceURL = draft.sourceURL
        videoURL = draft.videoURL
        servings = draft.servings
        yieldText = draft.yieldText
        prepMinutes = draft.prepMinutes
        cookMinutes = draft.cookMinutes
        totalMinutes = draft.totalMinutes ?? {
            guard draft.prepMinutes != nil || draft.cookMinutes != nil else { return nil }
            return (draft.prepMinutes ?? 0) + (draft.cookMinutes ?? 0)
        }()
        cuisines = draft.cuisines
        mealTypes = draft.mealTypes
        language = draft.language
        ingredients = parser.parse(recipeLines: draft.ingredientLines, declared: IngredientLanguage(languageTag: draft.language))
        // An own recipe keeps no language: when its lines together say French, it is French, so
        // its page marks it so and cook mode finds "l'ail" and "les tomates" in its steps (they
        // were read as English: a browser probe, 2026-12-07).
        if owner != nil, language == nil, IngredientParser.recipeLanguage(draft.ingredientLines) == .fr { language = "fr" }
        instructions = draft.instructions
        tags = draft.tags
        let understood = ingredients.allSatisfy { $0.food != nil || $0.name == nil }
        let foods = ingredients.flatMap(\.parts).compactMap(\.food).compactMap { catalog[$0] }
        diets = understood ? Recipe.diets(of: foods) : []
        allergens = Array(foods.reduce(into: Set<Allergen>()) { $0.formUnion($1.allergens) }).sorted()
    }

    /// The diets a set of foods keeps to.
    public static func diets(of foods: [Food]) -> [Diet] {
        let restrictions = Set(foods.compactMap(\.restriction))
        let allergens = foods.reduce(into: Set<Allergen>()) { $0.formUnion($1.allergens) }
        var diets: [Diet] = []
        if restrictions.isEmpty { diets.append(.vegan) }
        if restrictions.isSubset(of: [.animal]) { diets.append(.vegetarian) }
        if !restrictions.contains(.meat) { diets.append(.pescetarian) }
        if !allergens.contains(.gluten) { diets.append(.glutenFree) }
        if !allergens.contains(.dairy) { diets.append(.dairyFree) }
        return diets.sorted()
    }

    /// A URL-safe id made of the title's first twelve words; read straight from the bytes when
    /// the title is ASCII (it nearly always is, and the generator names a million recipes).
    public static func slug(_ title: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(title.utf8.count)
        var words = 0
        var inWord = false
        for byte in title.utf8 {
            if byte >= 0x80 { return slugOfTokens(title) }
            let lower = byte.isASCIILetter ? byte | 0x20 : byte
            if lower.isASCIILetter || lower.isASCIIDigit {
                if !inWord {
                    if words == 12 { break }
                    if words > 0 { bytes.append(0x2D) }
                    words += 1
                    inWord = true
                }
                bytes.append(lower)
            } else if byte != 0x27 {
                inWord = false
            }
        }
        return words == 0 ? "recipe" : String(decoding: bytes, as: UTF8.self)
    }

    /// The slug from the catalog's tokens, for any title; `slug` must agree with it on ASCII.
    static func slugOfTokens(_ title: String) -> String {
        let words = FoodCatalog.tokens(of: title).prefix(12)
        return words.isEmpty ? "recipe" : words.joined(separator: "-")
    }
}
