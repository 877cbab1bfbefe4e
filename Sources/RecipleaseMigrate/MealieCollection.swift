import Foundation
import RecipleaseCore

/// Mealie's exports: the data export of recipes (a zip of `recipes/<slug>/<slug>.json` with the
/// recipe's `images/original.webp` beside it, as Mealie 1.x and 2.x write it and as the 0.x
/// backups kept their recipes), and one recipe's zip (`<slug>.json` and `original.webp` at the
/// root). Mealie writes its recipe JSON with snake_case keys in a zip and camelCase from its API;
/// both are read.
public enum MealieCollection: CollectionReader {
    public static let format = CollectionFormat.mealie

    public static func read(_ data: Data, fileName: String) throws -> RecipeCollection? {
        guard ImportArchive.isZip(data) else { return nil }
        // The layout is checked from the zip's directory first, so other apps' zips are not unpacked here.
        let paths = try ImportArchive.paths(ofZip: data).filter { !ImportArchive.isHiddenPath($0) }
        let candidates = paths.filter(isRecipeJSONPath)
        guard !candidates.isEmpty else { return nil }
        let entries = try ImportArchive.entries(ofZip: data).filter { !ImportArchive.isHiddenPath($0.path) }
        let byFolder = Dictionary(grouping: entries) { ImportArchive.folder(of: $0.path) }
        var collection = RecipeCollection(format: format)
        var claimed = false
        // each folder's photo chosen once: recipes at the root share the root's files, and
        // choosing among them for each of 10,000 recipes took 282 s
        var photos: [String: ImportedPhoto?] = [:]
        for entry in entries where isRecipeJSONPath(entry.path) {
            let folder = ImportArchive.folder(of: entry.path)
            // A folder named after its JSON file under "recipes/" is Mealie's layout even when the
            // JSON inside is broken; a lone JSON file counts only when it is a Mealie recipe.
            let byLayout = folder.split(separator: "/").contains("recipes")
            switch CollectionText.object(entry.data) {
            case let .success(object):
                guard byLayout || isMealieRecipe(object) else { continue }
                claimed = true
                let chosen: ImportedPhoto?
                if let known = photos[folder] {
                    chosen = known
                } else {
                    chosen = photo(in: (byFolder[folder] ?? []) + (byFolder[folder.isEmpty ? "images" : folder + "/images"] ?? []))
                    photos[folder] = chosen
                }
                collection.add(recipe(object, photo: chosen, origin: entry.path), item: entry.path)
            case let .failure(reason):
                guard byLayout else { continue }
                claimed = true
                collection.failures.append(ImportFailure(item: entry.path, reason: reason))
            }
        }
        return claimed ? collection : nil
    }

    /// `<slug>/<slug>.json` anywhere, or `<slug>.json` at the root (one recipe's zip).
    private static func isRecipeJSONPath(_ path: String) -> Bool {
        let lower = path.lowercased()
        guard lower.hasSuffix(".json") else { return false }
        let parts = path.split(separator: "/")
        guard let file = parts.last else { return false }
        let stem = file.dropLast(".json".count)
        // Nextcloud Cookbook's and Tandoor's files are all "recipe.json"; Mealie's backup has "database.json".
        guard !stem.isEmpty, stem != "recipe", stem != "database" else { return false }
        return parts.count == 1 || stem == parts[parts.count - 2]
    }

    /// What only Mealie's recipe JSON has together: a slug beside its ingredient list.
    private static func isMealieRecipe(_ object: [String: Any]) -> Bool {
        object["slug"] is String && object["@type"] == nil
            && (object["recipe_ingredient"] != nil || object["recipeIngredient"] != nil)
    }

    /// The original photo: `original.*` before the smaller copies Mealie keeps (`min-original`,
    /// `tiny-original`), otherwise the largest picture.
    private static func photo(in entries: [ArchiveEntry]) -> ImportedPhoto? {
        let pictures = entries.filter { isPicture($0.fileName) && !$0.data.isEmpty }
        let original = pictures.first { $0.fileName.lowercased().hasPrefix("original.") }
            ?? pictures.filter { !$0.fileName.lowercased().hasPrefix("tiny-") && !$0.fileName.lowercased().hasPrefix("min-") }
                .max { $0.data.count < $1.data.count }
            ?? pictures.max { $0.data.count < $1.data.count }
        return original.map { ImportedPhoto(data: $0.data, fileName: $0.fileName) }
    }

    static func isPicture(_ name: String) -> Bool {
        let lower = name.lowercased()
        return [".webp", ".jpg", ".jpeg", ".png", ".gif", ".avif", ".heic"].contains { lower.hasSuffix($0) }
    }

    // MARK: - One recipe

    /// A value under Mealie's snake_case key or its camelCase alias.
    private static func value(_ object: [String: Any], _ snake: String, _ camel: String) -> Any? {
        if let found = object[snake], !(found is NSNull) { return found }
        if let found = object[camel], !(found is NSNull) { return found }
        return nil
    }

    /// A recipe from Mealie's JSON, or why it cannot be read.
    static func recipe(_ object: [String: Any], photo: ImportedPhoto?, origin: String) -> Result<ImportedRecipe, ImportReason> {
        guard let title = CollectionText.line(object["name"]) ?? CollectionText.line(object["title"]) else {
            return .failure(.recipeNoName)
        }
        let settings = object["settings"] as? [String: Any]
        let amountsOff = (settings?["disable_amount"] ?? settings?["disableAmount"]) as? Bool
        let lines = ingredientLines(value(object, "recipe_ingredient", "recipeIngredient") ?? object["ingredients"], amountsOff: amountsOff)
        let steps = instructions(value(object, "recipe_instructions", "recipeInstructions") ?? object["directions"])

        let yieldText = value(object, "recipe_yield", "recipeYield").flatMap(yieldWords)
        let yieldRead: (servings: Int?, yieldText: String?) = yieldText.map(CollectionText.servings) ?? (nil, nil)
        let servings = CollectionText.whole(value(object, "recipe_servings", "recipeServings"), in: RecipeRules.servings) ?? yieldRead.servings
        var makes = yieldRead.yieldText
        // Mealie 2 keeps "24" and "cookies" apart: put them back together as a cook reads them.
        if let quantity = CollectionText.number(value(object, "recipe_yield_quantity", "recipeYieldQuantity")).flatMap(CollectionText.amount),
           let words = yieldText, !words.isEmpty, words.first?.isNumber == false {
            makes = quantity + " " + words
        }
        if let text = makes, text.lengthForLimits > RecipeRules.yieldLength { makes = nil }

        var mealTypes: [MealType] = []
        var tagNames: [String] = []
        for category in names(value(object, "recipe_category", "recipeCategory") ?? object["categories"]) {
            if let meal = SchemaRecipe.mealType(category) {
                if !mealTypes.contains(meal) { mealTypes.append(meal) }
            } else {
                tagNames.append(category)
            }
        }
        tagNames += names(object["tags"])

        let prep = minutes(value(object, "prep_time", "prepTime"))
        let cook = minutes(value(object, "cook_time", "cookTime")) ?? minutes(value(object, "perform_time", "performTime"))
        var draft = RecipeDraft(
            title: title,
            summary: CollectionText.paragraph(object["description"]),
            sourceURL: webAddress(value(object, "org_url", "orgURL") ?? object["orgUrl"]),
            servings: servings,
            prepMinutes: prep,
            cookMinutes: cook,
            totalMinutes: minutes(value(object, "total_time", "totalTime")),
            mealTypes: mealTypes,
            ingredientLines: lines,
            instructions: steps,
            tags: CollectionText.distinctNames(tagNames),
            yieldText: makes,
            notes: notes(object["notes"])
        )
        if draft.summary?.isEmpty == true { draft.summary = nil }
        return .success(ImportedRecipe(draft: draft, photo: photo, origin: origin))
    }

    /// Names from a list of strings or of objects with a `name` (tags, categories).
    private static func names(_ value: Any?) -> [String] {
        switch value {
        case let list as [Any]: list.prefix(RecipeRules.maxReadItems).compactMap { CollectionText.line(($0 as? [String: Any])?["name"] ?? $0) }
        // The 0.x exports could hold a comma-separated text.
        case let text as String:
            text.readItems { $0 == "," }.compactMap { CollectionText.line(String($0)) }
        default: []
        }
    }

    /// A yield as text, whether Mealie stored a text or a number.
    private static func yieldWords(_ value: Any) -> String? {
        if let number = CollectionText.number(value), !(value is String) { return CollectionText.amount(number) }
        return CollectionText.line(value)
    }

    /// Mealie's times are whatever the cook typed ("1 hour 30 minutes", "PT20M", "45").
    private static func minutes(_ value: Any?) -> Int? {
        if let text = value as? String { return CollectionText.minutes(text) }
        return CollectionText.whole(value, in: RecipeRules.minutes)
    }

    private static func webAddress(_ value: Any?) -> String? {
        guard let text = CollectionText.line(value), let url = URL(string: text),
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else { return nil }
        return text
    }

    // MARK: - Ingredients

    /// Lines as a cook reads them; a section title becomes a heading line ("Sauce:") before its lines.
    private static func ingredientLines(_ value: Any?, amountsOff: Bool?) -> [String] {
        guard let list = value as? [Any] else { return CollectionText.steps(value as? String) }
        var lines: [String] = []
        for item in list.prefix(RecipeRules.maxReadItems) {
            if let text = item as? String {
                if let line = CollectionText.line(text) { lines.append(line) }
                continue
            }
            guard let ingredient = item as? [String: Any] else { continue }
            if let title = CollectionText.line(ingredient["title"]) {
                lines.append(title.hasSuffix(":") ? title : title + ":")
            }
            if let line = line(ingredient, amountsOff: amountsOff) { lines.append(line) }
        }
        return lines
    }

    /// One ingredient object: quantity, unit and food with the note after a comma when Mealie
    /// keeps them apart ("2 cups flour, sifted"); otherwise the note as typed.
    private static func line(_ ingredient: [String: Any], amountsOff: Bool?) -> String? {
        let quantity = CollectionText.number(ingredient["quantity"]).flatMap { $0 > 0 ? $0 : nil }
        let note = CollectionText.line(ingredient["note"])
        let food = namedObject(ingredient["food"])
        let unit = namedObject(ingredient["unit"])
        let foodText = food.flatMap { foodName($0, quantity: quantity) }
        // The recipe's setting wins over the ingredient's own flags, as in Mealie.
        let notFood = ((ingredient["is_food"] ?? ingredient["isFood"]) as? Bool).map { !$0 }
        let ownAmountsOff = (ingredient["disable_amount"] ?? ingredient["disableAmount"]) as? Bool ?? notFood
        let usesFood = !(amountsOff ?? ownAmountsOff ?? (foodText == nil))
        if usesFood, let foodText {
            var parts: [String] = []
            if let quantity, let amount = CollectionText.amount(quantity) { parts.append(amount) }
            if let unit, let unitName = unitName(unit, quantity: quantity) { parts.append(unitName) }
            parts.append(foodText)
            return parts.joined(separator: " ") + (note.map { ", " + $0 } ?? "")
        }
        if let note {
            // A line kept as text: Mealie shows a quantity other than its default 1 before it.
            if let quantity, quantity != 1, let amount = CollectionText.amount(quantity) { return amount + " " + note }
            return note
        }
        return CollectionText.line(ingredient["original_text"] ?? ingredient["originalText"])
            ?? CollectionText.line(ingredient["display"])
    }

    /// A food or unit: an object, or (as older exports and hand-made files have it) its bare name.
    private static func namedObject(_ value: Any?) -> [String: Any]? {
        if let object = value as? [String: Any] { return object }
        if let name = value as? String { return ["name": name] }
        return nil
    }

    private static func foodName(_ food: [String: Any], quantity: Double?) -> String? {
        let name = CollectionText.line(food["name"])
        let plural = CollectionText.line(food["plural_name"] ?? food["pluralName"])
        return (quantity.map { $0 > 1 } ?? true) ? (plural ?? name) : name
    }

    private static func unitName(_ unit: [String: Any], quantity: Double?) -> String? {
        let plural = (quantity ?? 0) > 1
        if (unit["use_abbreviation"] ?? unit["useAbbreviation"]) as? Bool == true {
            let short = plural ? CollectionText.line(unit["plural_abbreviation"] ?? unit["pluralAbbreviation"]) : nil
            if let found = short ?? CollectionText.line(unit["abbreviation"]) { return found }
        }
        let long = plural ? CollectionText.line(unit["plural_name"] ?? unit["pluralName"]) : nil
        return long ?? CollectionText.line(unit["name"])
    }

    // MARK: - Steps and notes

    /// Steps from objects with `text` (and a section `title`, kept before the first step under it)
    /// or from strings; a step's paragraphs are joined so the numbering stays Mealie's.
    private static func instructions(_ value: Any?) -> [String] {
        guard let list = value as? [Any] else { return CollectionText.steps(value as? String) }
        var steps: [String] = []
        for item in list.prefix(RecipeRules.maxReadItems) {
            let object = item as? [String: Any]
            guard let text = (object?["text"] ?? item) as? String else { continue }
            let paragraphs = CollectionText.steps(text)
            guard !paragraphs.isEmpty else { continue }
            var step = paragraphs.joined(separator: " ")
            if let title = CollectionText.line(object?["title"]) { step = (title.hasSuffix(":") ? title : title + ":") + " " + step }
            steps.append(step)
        }
        return steps
    }

    /// Mealie's notes (each a title and a text) as one text, a blank line between them.
    private static func notes(_ value: Any?) -> String? {
        guard let list = value as? [Any] else { return CollectionText.paragraph(value) }
        let parts: [String] = list.compactMap { item in
            guard let note = item as? [String: Any] else { return CollectionText.paragraph(item) }
            let title = CollectionText.line(note["title"])
            let text = CollectionText.paragraph(note["text"])
            switch (title, text) {
            case let (title?, text?): return title + "\n" + text
            case let (title?, nil): return title
            case let (nil, text?): return text
            case (nil, nil): return nil
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
    }
}
