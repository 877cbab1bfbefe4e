import Foundation
import RecipleaseCore

/// Spoonacular's recipe API: findByIngredients for a plain search by foods, complexSearch when
/// filters are set, random, and information for one whole recipe. The key goes in `apiKey`.
public struct Spoonacular: AccountProvider {
    public let id = ProviderID.spoonacular
    public let name = "Spoonacular"
    public let account: ProviderConfiguration.Account
    public let http: ProviderHTTP

    public init(account: ProviderConfiguration.Account, http: ProviderHTTP) { (self.account, self.http) = (account, http) }

    public func search(_ query: ProviderQuery, deadline: ContinuousClock.Instant) async throws(ProviderError) -> [RemoteDraft] {
        let filtered = !query.text.isEmpty || !query.diets.isEmpty || !query.intolerances.isEmpty
            || !query.cuisines.isEmpty || !query.mealTypes.isEmpty || query.maxReadyTime != nil
        if !filtered, !query.ingredients.isEmpty {
            let data = try await get("recipes/findByIngredients", [
                ("ingredients", query.ingredients.joined(separator: ",")),
                ("number", String(query.number)),
                ("ranking", query.ranking == .maxUsed ? "1" : "2"),
                ("ignorePantry", "true"),
            ], deadline: deadline)
            return try decode(Lossy<Recipe>.self, data).elements.map { draft($0, complete: false) }
        }
        let (diets, intolerances) = Spoonacular.dietsAndIntolerances(query)
        let data = try await get("recipes/complexSearch", [
            ("query", query.text.isEmpty ? nil : query.text),
            ("includeIngredients", query.ingredients.isEmpty ? nil : query.ingredients.joined(separator: ",")),
            ("diet", diets.isEmpty ? nil : diets.joined(separator: ",")),
            ("intolerances", intolerances.isEmpty ? nil : intolerances.joined(separator: ",")),
            ("cuisine", query.cuisines.isEmpty ? nil : query.cuisines.sorted().joined(separator: ",")),
            ("type", Spoonacular.dishType(query.mealTypes)),
            ("maxReadyTime", query.maxReadyTime.map(String.init)),
            ("sort", query.ingredients.isEmpty ? nil : (query.ranking == .maxUsed ? "max-used-ingredients" : "min-missing-ingredients")),
            ("number", String(query.number)),
            ("addRecipeInformation", "true"),
            ("fillIngredients", "true"),
        ], deadline: deadline)
        return try decode(SearchAnswer.self, data).results.elements.map { draft($0, complete: $0.extendedIngredients != nil) }
    }

    public func random(_ query: ProviderQuery, deadline: ContinuousClock.Instant) async throws(ProviderError) -> [RemoteDraft] {
        let (diets, intolerances) = Spoonacular.dietsAndIntolerances(query)
        let tags = diets + intolerances.map { $0.replacingOccurrences(of: " ", with: "") + "-free" }
            + query.cuisines.sorted().map { $0.lowercased() } + (Spoonacular.dishType(query.mealTypes).map { [$0] } ?? [])
        let data = try await get("recipes/random", [
            ("number", String(query.number)),
            ("include-tags", tags.isEmpty ? nil : tags.joined(separator: ",")),
        ], deadline: deadline, cache: false)
        return try decode(RandomAnswer.self, data).recipes.elements.map { draft($0, complete: true) }
    }

    public func recipe(remoteID: String, deadline: ContinuousClock.Instant) async throws(ProviderError) -> RemoteDraft {
        guard !remoteID.isEmpty, remoteID.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw failure(.notFound) }
        let data = try await get("recipes/\(remoteID)/information", [("includeNutrition", "false")], deadline: deadline)
        return draft(try decode(Recipe.self, data), complete: true)
    }

    private func get(_ path: String, _ query: [(String, String?)], deadline: ContinuousClock.Instant, cache: Bool = true) async throws(ProviderError) -> Data {
        let url = account.baseURL.appending(path: path, query: query + [("apiKey", account.key)])
        return try await fetch(url, deadline: deadline, cache: cache)
    }


    // MARK: - Filters in Spoonacular's words

    /// Diets Spoonacular takes as `diet`; dairy-free is an intolerance there.
    static func dietsAndIntolerances(_ query: ProviderQuery) -> (diets: [String], intolerances: [String]) {
        var diets: [String] = [], intolerances = Set(query.intolerances.map(\.rawValue))
        for diet in query.diets.sorted() {
            switch diet {
            case .vegetarian: diets.append("vegetarian")
            case .vegan: diets.append("vegan")
            case .pescetarian: diets.append("pescetarian")
            case .glutenFree: diets.append("gluten free")
            case .dairyFree: intolerances.insert(Allergen.dairy.rawValue)
            }
        }
        return (diets, intolerances.sorted())
    }

    /// Spoonacular's `type` takes one dish type; several meal types are left to Reciplease's own filter.
    static func dishType(_ meals: Set<MealType>) -> String? {
        let types = Set(meals.map { meal -> String in
            switch meal {
            case .breakfast: "breakfast"
            case .lunch, .dinner: "main course"
            case .snack: "snack"
            case .dessert: "dessert"
            }
        })
        return types.count == 1 ? types.first : nil
    }

    // MARK: - Answers, as Spoonacular documents them

    struct SearchAnswer: Decodable {
        let results: Lossy<Recipe>
    }

    struct RandomAnswer: Decodable {
        let recipes: Lossy<Recipe>
    }

    struct Recipe: Decodable {
        struct Ingredient: Decodable {
            let original: String?
            let originalString: String?
            let name: String?
            let amount: Double?
            let unit: String?

            var line: String? {
                if let text = original ?? originalString, !HTMLText.tidy(text).isEmpty { return HTMLText.plain(text) }
                guard let name else { return nil }
                let amountText = amount.map { value in Int(checked: value).flatMap { Double($0) == value ? String($0) : nil } ?? String(value) }
                return [amountText, unit, name].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            }
        }

        struct InstructionSet: Decodable {
            struct Step: Decodable {
                let step: String?
            }

            let steps: Lossy<Step>?
        }

        let id: Int
        let title: String
        let image: String?
        let servings: Double?
        let readyInMinutes: Double?
        let preparationMinutes: Double?
        let cookingMinutes: Double?
        let sourceUrl: String?
        let summary: String?
        let cuisines: [String]?
        let dishTypes: [String]?
        let extendedIngredients: Lossy<Ingredient>?
        let usedIngredients: Lossy<Ingredient>?
        let missedIngredients: Lossy<Ingredient>?
        let analyzedInstructions: Lossy<InstructionSet>?
        let instructions: String?
    }

    func draft(_ recipe: Recipe, complete: Bool) -> RemoteDraft {
        let ingredients = recipe.extendedIngredients?.elements
            ?? (recipe.usedIngredients?.elements ?? []) + (recipe.missedIngredients?.elements ?? [])
        var steps = (recipe.analyzedInstructions?.elements ?? []).flatMap { $0.steps?.elements ?? [] }
            .compactMap { $0.step.map(HTMLText.plain) }.filter { !$0.isEmpty }
        if steps.isEmpty, let html = recipe.instructions { steps = ProviderText.steps(html) }
        return RemoteDraft(RecipeDraft(
            id: id.recipeID(String(recipe.id)).rawValue,
            title: HTMLText.plain(recipe.title),
            summary: recipe.summary.map(HTMLText.plain).flatMap { $0.isEmpty ? nil : $0 },
            image: recipe.image.flatMap { $0.isEmpty ? nil : $0 },
            sourceURL: recipe.sourceUrl,
            servings: ProviderText.positive(recipe.servings),
            prepMinutes: ProviderText.positive(recipe.preparationMinutes),
            cookMinutes: ProviderText.positive(recipe.cookingMinutes),
            totalMinutes: ProviderText.positive(recipe.readyInMinutes),
            cuisines: ProviderText.cuisines(recipe.cuisines ?? []),
            mealTypes: ProviderText.mealTypes(recipe.dishTypes ?? []),
            ingredientLines: ingredients.compactMap(\.line),
            instructions: steps
        ), isComplete: complete)
    }
}

/// Small readers every provider's mapping shares.
enum ProviderText {
    /// Steps out of text that may be HTML (`<ol><li>…</li></ol>`) or plain lines.
    static func steps(_ text: String) -> [String] {
        var marked = text
        for tag in ["</li>", "<br>", "<br/>", "<br />", "</p>", "<li>", "<p>"] {
            marked = marked.replacingOccurrences(of: tag, with: "\n", options: .caseInsensitive)
        }
        return marked.split(whereSeparator: \.isNewline).map { HTMLText.plain(String($0)) }.filter { !isStepNumber($0) }
    }

    /// "", "STEP 1", "2." and the like: a heading some sites put on a line of its own, not a step.
    static func isStepNumber(_ line: String) -> Bool {
        var rest = Substring(line.lowercased())
        if rest.hasPrefix("step") { rest = rest.dropFirst(4) }
        return rest.allSatisfy { $0.isNumber || $0.isWhitespace || $0 == "." || $0 == ":" || $0 == ")" }
    }

    static func positive(_ value: Double?) -> Int? {
        guard let value, value >= 1 else { return nil }
        return Int(checked: value, in: 1...Int(Int32.max))
    }

    /// Known cuisines in their usual spelling; others as given, capitalised.
    static func cuisines(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.map(HTMLText.tidy).filter { !$0.isEmpty && $0.lowercased() != "unknown" }
            .map { Cuisine.canonical($0) ?? $0.capitalized }
            .filter { seen.insert($0).inserted }
    }

    static func mealTypes(_ names: [String]) -> [MealType] {
        var meals: [MealType] = []
        for name in names.flatMap({ $0.split(separator: "/").map(String.init) }) {
            if let meal = SchemaRecipe.mealType(HTMLText.tidy(name)), !meals.contains(meal) { meals.append(meal) }
        }
        return meals
    }
}
