import Foundation

public enum SchemaRecipeError: Error, Equatable, CustomStringConvertible {
    /// Where the text breaks and why ("at column 1: ..."), empty when that cannot be told.
    case invalidJSON(String)
    case noRecipe
    case missingName

    public var description: String {
        switch self {
        case let .invalidJSON(place): place.isEmpty ? "the recipe data is not valid JSON" : "the recipe data is not valid JSON \(place)"
        case .noRecipe: "no schema.org Recipe found"
        case .missingName: "the recipe has no name"
        }
    }
}

/// Reads and writes schema.org `Recipe` JSON-LD: the bundled library, imported pages and exports
/// all come through here.
public enum SchemaRecipe {
    /// Every Recipe in a JSON-LD document: a single object, an array, or a `@graph`.
    public static func read(_ data: Data) throws -> [RecipeDraft] {
        guard let json = JSONSyntax.grammaticalValue(data) else {
            // Where and why in words, not Foundation's error, which says neither the same way on
            // every platform.
            throw SchemaRecipeError.invalidJSON(JSONSyntax.firstProblem(in: data)?.place(in: .english) ?? "")
        }
        let objects = recipeObjects(in: json)
        guard !objects.isEmpty else { throw SchemaRecipeError.noRecipe }
        return try (objects.filter(\.isMain) + objects.filter { !$0.isMain }).map { try draft($0.object) }
    }

    /// One Recipe object found in a document; `isMain` when a `mainEntity` holds it or names its `@id`.
    struct Found {
        var object: [String: Any]
        var isMain: Bool
    }

    /// Every Recipe in a JSON-LD value, in document order: a single object, an array, a `@graph`
    /// (or one written as an object keyed "0", "1", ...), a `mainEntity`. Walked with a stack of
    /// its own, so a deep document costs memory, not the call stack.
    static func recipeObjects(in json: Any) -> [Found] {
        var found: [Found] = []
        var mainIDs: Set<String> = []
        // Last in, first out: children are pushed in reverse to come out in document order.
        var stack: [(value: Any, isMain: Bool)] = [(json, false)]
        while let (value, isMain) = stack.popLast() {
            if let array = value as? [Any] {
                stack += array.reversed().map { ($0, isMain) }
            } else if let object = (value as? [String: Any]).map(compacted) {
                if isRecipe(object) {
                    found.append(Found(object: object, isMain: isMain))
                    continue
                }
                if let main = object["mainEntity"] {
                    // A reference names the main recipe; an object is it.
                    for reference in [main] + ((main as? [Any]) ?? []) {
                        if let id = (reference as? [String: Any])?["@id"] as? String { mainIDs.insert(id) }
                    }
                }
                var children: [(Any, Bool)] = []
                if let graph = object["@graph"] { children.append((graph, false)) }
                if let main = object["mainEntity"] { children.append((main, true)) }
                else if let main = object["mainEntityOfPage"] { children.append((main, false)) }
                if children.isEmpty, object["@type"] == nil, !object.isEmpty, object.keys.allSatisfy({ $0.allSatisfy(\.isNumber) }) {
                    let keys = object.keys.sorted { ($0.count, $0) < ($1.count, $1) }
                    children = keys.compactMap { key in object[key].map { ($0, false) } }
                }
                stack += children.reversed()
            }
        }
        if found.isEmpty { found = nestedRecipes(in: json) }
        for index in found.indices where !found[index].isMain {
            if let id = found[index].object["@id"] as? String, mainIDs.contains(id) { found[index].isMain = true }
        }
        return found
    }

    /// Recipes held by any property when none sits where recipes are put (a graph, a list, a
    /// `mainEntity`): an article's `about`, `hasPart` or `subjectOf`, a list's items. Every
    /// object's properties in the order of their names, since JSON objects keep none; a recipe's
    /// own properties are not searched.
    private static func nestedRecipes(in json: Any) -> [Found] {
        var found: [Found] = []
        var stack: [Any] = [json]
        while let value = stack.popLast() {
            if let array = value as? [Any] {
                stack += array.reversed()
            } else if let object = (value as? [String: Any]).map(compacted) {
                if isRecipe(object) {
                    found.append(Found(object: object, isMain: false))
                } else {
                    stack += object.keys.sorted().reversed().compactMap { object[$0] }
                }
            }
        }
        return found
    }

    /// Property names written as schema.org addresses or with its prefix (`http://schema.org/name`,
    /// `schema:name`, from JSON-LD that is expanded or uses the prefix) under their short names,
    /// unless the object also has that short name.
    static func compacted(_ object: [String: Any]) -> [String: Any] {
        guard object.keys.contains(where: { schemaTerm($0) != nil }) else { return object }
        var short = object
        for (key, value) in object {
            guard let term = schemaTerm(key) else { continue }
            short[key] = nil
            if object[term] == nil { short[term] = value }
        }
        return short
    }

    /// `name` for `http://schema.org/name`, `https://schema.org/name` (with or without `www.`)
    /// or `schema:name`; nil for a key that is neither.
    static func schemaTerm(_ key: String) -> String? {
        for prefix in schemaPrefixes where key.count > prefix.count && key.hasPrefix(prefix) {
            return String(key.dropFirst(prefix.count))
        }
        return nil
    }

    static let schemaPrefixes = ["schema:", "http://schema.org/", "https://schema.org/", "http://www.schema.org/", "https://www.schema.org/"]

    private static func isRecipe(_ object: [String: Any]) -> Bool {
        strings(object["@type"]).contains(where: namesRecipe)
    }

    /// Whether a type names schema.org's Recipe: alone, after an address or a prefix
    /// (`http://schema.org/Recipe`, `schema:Recipe`), a trailing slash or space aside. Types are
    /// case-sensitive, but a page that writes "recipe" means the one type there is.
    static func namesRecipe(_ type: some StringProtocol) -> Bool {
        var type = type.lowercased().trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("/") { type.removeLast() }
        return type == "recipe" || type.hasSuffix("/recipe") || type.hasSuffix(":recipe")
    }

    /// One Recipe object to a draft. Titles, lines and steps keep exactly what the page declares,
    /// with markup removed, entities decoded and whitespace tidied.
    public static func draft(_ object: [String: Any]) throws -> RecipeDraft {
        try draft(object, fromPage: false)
    }

    /// `fromPage`: read from a web page, whose text may have been entity-encoded twice.
    static func draft(_ object: [String: Any], fromPage: Bool) throws -> RecipeDraft {
        // A recipe without a name may give its title as a CreativeWork's `headline`.
        guard let title = ["name", "headline"].lazy.compactMap({ text(object[$0]).map { HTMLText.tidyLine($0, decodingTwice: fromPage) } })
            .first(where: { !$0.isEmpty }) else {
            throw SchemaRecipeError.missingName
        }
        let categories = strings(object["recipeCategory"]).lazy.flatMap(splitList).prefix(RecipeRules.maxReadItems)
        var mealTypes: [MealType] = []
        var tags: [String] = []
        for category in categories {
            if let meal = mealType(category) {
                if !mealTypes.contains(meal) { mealTypes.append(meal) }
            } else {
                tags.append(category)
            }
        }
        // a set beside the list: a page or a collection's file may hold tens of thousands of keywords
        var seen = Set(tags)
        for keyword in strings(object["keywords"]).lazy.flatMap(splitList).prefix(RecipeRules.maxReadItems) where seen.insert(keyword).inserted {
            tags.append(keyword)
        }
        let prep = minutes(object["prepTime"])
        let cook = minutes(object["cookTime"])
        let yield = object["recipeYield"] ?? object["yield"]
        return RecipeDraft(
            id: identifier(object),
            title: title,
            summary: text(object["description"]).map(HTMLText.plain).flatMap { $0.isEmpty ? nil : $0 },
            image: url(object["image"]),
            sourceURL: text(object["url"]),
            videoURL: url(object["video"]),
            servings: servings(yield),
            prepMinutes: prep,
            cookMinutes: cook,
            totalMinutes: totalMinutes(object),
            cuisines: Array(strings(object["recipeCuisine"]).lazy.flatMap(splitList).prefix(RecipeRules.maxReadItems)),
            mealTypes: mealTypes,
            ingredientLines: ingredientLines(of: object, fromPage: fromPage),
            instructions: steps(object["recipeInstructions"]),
            tags: tags,
            yieldText: yieldText(yield),
            language: language(object["inLanguage"])
        )
    }

    // MARK: - Field readers

    static func identifier(_ object: [String: Any]) -> String? {
        if let value = object["identifier"] {
            if let string = text(value) { return string }
            if let property = value as? [String: Any], let string = text(property["value"]) { return string }
        }
        return nil
    }

    /// `inLanguage` as text ("fr", "fr-FR") or a `Language` (its `alternateName` code, else its name).
    private static func language(_ value: Any?) -> String? {
        let found: String? = switch value {
        case let object as [String: Any]: text(object["alternateName"]) ?? text(object["name"])
        case let array as [Any]: array.lazy.compactMap { language($0) }.first
        default: text(value)
        }
        // a tag or a language's name starts with a letter; a number or a sentence is not one
        return found.map { HTMLText.tidy($0) }.flatMap { $0.first?.isLetter == true && $0.count <= 35 ? $0 : nil }
    }

    static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let number as NSNumber: number.stringValue
        case let array as [Any]: array.lazy.compactMap { text($0) }.first
        // Expanded JSON-LD gives a value as `{"@value": "..."}`.
        case let object as [String: Any]: object["@value"] as? String
        default: nil
        }
    }

    static func strings(_ value: Any?) -> [String] {
        var found: [String] = []
        strings(value, into: &found)
        return found
    }

    // Into one array: arrays nested hundreds deep would otherwise copy their strings at each level.
    private static func strings(_ value: Any?, into found: inout [String]) {
        guard found.count < RecipeRules.maxReadItems else { return }
        switch value {
        case let string as String:
            let tidy = HTMLText.tidy(string)
            if !tidy.isEmpty { found.append(tidy) }
        case let array as [Any]: for element in array { strings(element, into: &found) }
        case let object as [String: Any]: strings(object["name"] ?? object["text"] ?? object["@value"], into: &found)
        default: break
        }
    }

    /// The lines of `recipeIngredient`, else of the older `ingredients` or data-vocabulary's
    /// `ingredient`: the first that gives any, since a page may leave the newer one empty
    /// (`"recipeIngredient": []`) beside an older one that holds the list.
    static func ingredientLines(of object: [String: Any], fromPage: Bool) -> [String] {
        for key in ["recipeIngredient", "ingredients", "ingredient"] {
            let lines = ingredientLines(object[key], fromPage: fromPage)
            if !lines.isEmpty { return lines }
        }
        return []
    }

    /// Ingredient lines as the page declares them, one per line even where a page packs several
    /// into one string (newlines or `<br>`), each tidied of what sites garble (`HTMLText.tidyLine`).
    static func ingredientLines(_ value: Any?, fromPage: Bool) -> [String] {
        var raw: [String] = []
        var stack: [Any] = value.map { [$0] } ?? []
        while let next = stack.popLast(), raw.count < RecipeRules.maxReadItems {
            switch next {
            case let string as String: raw.append(string)
            case let array as [Any]: stack += array.reversed()
            case let object as [String: Any]:
                // a section of lines ("HowToSection" with its `itemListElement`), as some sites
                // write ingredients: its lines, not its name
                if let items = compacted(object)["itemListElement"] {
                    stack.append(items)
                } else if let line = ingredientLine(object) {
                    stack.append(line)
                }
            default: break
            }
        }
        return raw.lazy.flatMap { joiningWrapped(HTMLText.lines($0)) }.prefix(RecipeRules.maxReadItems)
            .map { HTMLText.tidyLine($0, decodingTwice: fromPage) }.filter { !$0.isEmpty }
    }

    /// One string's lines with a line wrapped where it was pasted joined again: a piece that starts
    /// with a small letter after one that ends with a comma continues it ("2 large eggs," then
    /// "at room temperature"). Pieces that are lines of their own start with an amount or a
    /// capital, or follow one that ends without a comma.
    static func joiningWrapped(_ pieces: [String]) -> [String] {
        guard pieces.count > 1 else { return pieces }
        var joined: [String] = []
        for piece in pieces {
            let trimmed = piece.trimmingCharacters(in: .whitespaces)
            if let last = joined.last.map({ $0.trimmingCharacters(in: .whitespaces) }), last.hasSuffix(","),
               let first = trimmed.first, first.isLowercase {
                joined[joined.count - 1] = last + " " + trimmed
            } else {
                joined.append(piece)
            }
        }
        return joined
    }

    /// One ingredient given as an item rather than a string: its whole text when that holds its
    /// name and more (a microdata `RecipeIngredient` whose `amount` and `name` are parts of one
    /// shown line, "1 cup" and "flour"), else its name, else its text.
    static func ingredientLine(_ object: [String: Any]) -> Any? {
        let object = compacted(object)
        if let value = object["@value"] { return value }
        guard let name = object["name"] as? String, let text = object["text"] as? String else { return object["name"] ?? object["text"] }
        let shortName = HTMLText.tidy(name), wholeText = HTMLText.tidy(text)
        return !shortName.isEmpty && wholeText.count > shortName.count && wholeText.contains(shortName) ? text : name
    }

    private static func splitList(_ text: String) -> [String] {
        text.readItems { $0 == "," }.map { HTMLText.tidy(String($0)) }.filter { !$0.isEmpty }
    }

    static func url(_ value: Any?) -> String? {
        switch value {
        case let string as String: string.isEmpty ? nil : string
        case let array as [Any]: array.lazy.compactMap { url($0) }.first
        case let object as [String: Any]:
            url(object["url"]) ?? url(object["contentUrl"]) ?? url(object["embedUrl"]) ?? url(object["@id"])
        default: nil
        }
    }

    private static func servings(_ value: Any?) -> Int? {
        switch value {
        // a whole count: 1e308 or true is none (intValue made them 1)
        case is NSNumber: number(value).flatMap { Int(checked: $0, in: 1...Int(Int32.max), rounding: .towardZero) }
        case let array as [Any]: array.lazy.compactMap { servings($0) }.first
        case let string as String:
            // "4", "4 servings", "Serves 4-6": the first whole number.
            // "-5", "1e309" and "0x10" are none (`NumberWords`).
            NumberWords.unreadable(string) ? nil : string.split(whereSeparator: { !$0.isNumber }).first.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        default: nil
        }
    }

    /// Words a yield uses to count servings: "4", "4 servings", "Serves 4-6", "Makes 4 to 6 portions".
    static let servingWords: Set<Substring> = [
        "serves", "serve", "serving", "servings", "people", "person", "persons", "portion", "portions",
        "makes", "yield", "yields", "to", "or", "about", "approximately", "adults", "guests",
        // French: "4 personnes", "Pour 6 parts", "4 à 6 couverts", "environ 8 portions"
        "personne", "personnes", "pers", "part", "parts", "couvert", "couverts", "pour", "a", "à", "ou",
        "environ", "convives",
    ]

    /// What a yield makes when it is not servings ("30 spring rolls", "1 loaf", "24 cookies"),
    /// without a leading "Makes"; nil when it only counts servings or is too long to be a yield.
    static func yieldText(_ value: Any?) -> String? {
        switch value {
        case let array as [Any]:
            return array.lazy.compactMap { yieldText($0) }.first
        case let string as String:
            var text = Substring(HTMLText.plain(string))
            for lead in ["makes ", "yields ", "yields: ", "yield: ", "yield "] where text.lowercased().hasPrefix(lead) {
                text = text.dropFirst(lead.count).drop { $0 == " " }
                break
            }
            let words = text.lowercased().split { !$0.isLetter }
            guard !words.isEmpty, !words.allSatisfy(servingWords.contains), text.count <= 80 else { return nil }
            return String(text)
        default:
            return nil
        }
    }

    /// Steps from a string, a list of strings, `HowToStep`s, or `HowToSection`s holding them.
    private static func steps(_ value: Any?) -> [String] {
        var found: [String] = []
        steps(value, into: &found)
        return found
    }

    private static func steps(_ value: Any?, into found: inout [String]) {
        guard found.count < RecipeRules.maxReadItems else { return }
        switch value {
        case let string as String:
            for line in string.readItems(separatedBy: \.isNewline) {
                let step = HTMLText.plain(String(line))
                if !step.isEmpty { found.append(step) }
            }
        case let array as [Any]:
            for element in array { steps(element, into: &found) }
        case let object as [String: Any]:
            let object = compacted(object)
            if let value = object["@value"] {
                steps(value, into: &found)
            } else if let items = object["itemListElement"] {
                steps(items, into: &found)
            } else if let text = text(object["text"]) ?? text(object["name"]) {
                let step = HTMLText.plain(text)
                if !step.isEmpty { found.append(step) }
            }
        default:
            break
        }
    }

    public static func mealType(_ category: String) -> MealType? {
        switch category.lowercased() {
        case "breakfast", "brunch", "petit-déjeuner", "petit déjeuner", "petit-dejeuner": .breakfast
        case "lunch", "déjeuner", "dejeuner": .lunch
        case "dinner", "supper", "main", "main course", "main dish", "entree", "entrée",
             "dîner", "plat principal", "plat": .dinner
        case "snack", "snacks", "appetizer", "appetiser", "starter", "goûter", "gouter", "apéritif", "aperitif",
             "amuse-bouche", "en-cas": .snack
        case "dessert", "desserts", "sweet": .dessert
        default: nil
        }
    }

    /// A JSON number, not a boolean: JSONSerialization gives both as NSNumber, and `true` read
    /// as a number was 1 ("prepTime": true was a minute). A boolean's type code is "c".
    static func number(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
        return number.doubleValue
    }

    /// ISO 8601 durations (`PT1H30M`, `P0DT45M`, `PT90M`) to whole minutes.
    public static func minutes(_ value: Any?) -> Int? {
        guard let string = value as? String else {
            // A bare number is minutes, held to the same range as a duration's.
            return number(value).flatMap { Int(checked: $0, in: 0...Int(Int32.max)) }
        }
        var text = Substring(string.uppercased().trimmingCharacters(in: .whitespaces))
        guard text.hasPrefix("P") else { return nil }
        text = text.dropFirst()
        var total = 0.0
        var number = ""
        var inTime = false
        var sawField = false
        for character in text {
            if character.isNumber || character == "." || character == "," {
                number.append(character == "," ? "." : character)
                continue
            }
            if character == "T" { inTime = true; continue }
            guard let value = Double(number) else { return nil }
            number = ""
            sawField = true
            switch (character, inTime) {
            case ("W", false): total += value * 7 * 24 * 60
            case ("D", false): total += value * 24 * 60
            case ("H", true): total += value * 60
            case ("M", true): total += value
            case ("S", true): total += value / 60
            default: return nil
            }
        }
        guard sawField, number.isEmpty else { return nil }
        // A duration past what an Int32 holds is no recipe's: read as not stated, and sums of a
        // recipe's times stay far from overflowing.
        return Int(checked: total, in: 0...Int(Int32.max))
    }

    // MARK: - Writing

    /// A recipe as one schema.org `Recipe` JSON-LD object, with its `NutritionInformation` per
    /// serving when an estimate is given (the library and favorites' snapshots are written without).
    public static func object(_ recipe: Recipe, nutrition: NutritionEstimate? = nil) -> [String: Any] {
        var object: [String: Any] = [
            "@context": "https://schema.org",
            "@type": "Recipe",
            "identifier": recipe.id.rawValue,
            "name": markup(recipe.title),
            "recipeIngredient": recipe.ingredients.map { markup($0.input) },
            "recipeInstructions": recipe.instructions.map { ["@type": "HowToStep", "text": markup($0)] },
        ]
        object["description"] = recipe.summary.map(markup)
        object["image"] = recipe.image
        object["url"] = recipe.sourceURL
        object["video"] = recipe.videoURL
        object["recipeYield"] = recipeYield(servings: recipe.servings, yieldText: recipe.yieldText)
        object["prepTime"] = recipe.prepMinutes.map(duration)
        object["cookTime"] = recipe.cookMinutes.map(duration)
        object["totalTime"] = recipe.totalMinutes.map(duration)
        if !recipe.cuisines.isEmpty { object["recipeCuisine"] = recipe.cuisines }
        if !recipe.mealTypes.isEmpty { object["recipeCategory"] = recipe.mealTypes.map(\.rawValue) }
        if !recipe.tags.isEmpty { object["keywords"] = recipe.tags.joined(separator: ", ") }
        object["inLanguage"] = recipe.language
        object["nutrition"] = nutrition.flatMap(nutritionInformation)
        return object
    }

    /// Per serving, as schema.org writes amounts: a number and its unit ("297 kcal", "5.6 g",
    /// "480 mg"), kcal and mg whole, grams to a tenth; nil when the estimate has nothing to
    /// show. The reader ignores it: a recipe's own lines are estimated again.
    public static func nutritionInformation(_ estimate: NutritionEstimate) -> [String: Any]? {
        guard estimate.isShown else { return nil }
        let serving = estimate.perServing
        func amount(_ value: Double, _ unit: String) -> String { NutritionLabel.number(value) + " " + unit }
        return [
            "@type": "NutritionInformation",
            "calories": amount(serving.energy.rounded(), "kcal"),
            "proteinContent": amount(serving.protein, "g"),
            "fatContent": amount(serving.fat, "g"),
            "saturatedFatContent": amount(serving.saturatedFat, "g"),
            "carbohydrateContent": amount(serving.carbohydrate, "g"),
            "sugarContent": amount(serving.sugars, "g"),
            "fiberContent": amount(serving.fiber, "g"),
            "sodiumContent": amount(serving.sodium.rounded(), "mg"),
        ]
    }

    /// One line of JSON Lines, keys sorted so the same recipe always writes the same bytes: the
    /// bytes `JSONSerialization` writes with `.sortedKeys` and `.withoutEscapingSlashes` (a test
    /// holds them equal), by a writer about ten times faster, since `generate` writes millions.
    public static func line(_ recipe: Recipe, nutrition: NutritionEstimate? = nil) throws -> String {
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        try JSONLineWriter.write(object(recipe, nutrition: nutrition), to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Text the reader takes as HTML (it drops tags and decodes entities), escaped only when the
    /// reader would change it: "<3 Mac" or "&amp;" typed by a person then read back as written,
    /// while "Toast & Jam" keeps the bytes it always had.
    static func markup(_ text: String) -> String {
        guard text.contains(where: { $0 == "&" || $0 == "<" }),
              HTMLText.decodeEntities(HTMLText.stripTags(text)) != text else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }

    /// The yield's words when it has them, with the number first when the words alone would
    /// read back another number of servings ("One dozen" makes 12).
    private static func recipeYield(servings: Int?, yieldText: String?) -> Any? {
        guard let yieldText else { return servings.map(String.init) }
        guard let servings, self.servings(yieldText) != servings else { return yieldText }
        return [String(servings), yieldText]
    }

    public static func duration(_ minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        if hours == 0 { return "PT\(rest)M" }
        return rest == 0 ? "PT\(hours)H" : "PT\(hours)H\(rest)M"
    }
}
