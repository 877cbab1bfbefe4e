import Foundation
import RecipleaseCore

/// Tandoor's export: a zip holding one zip per recipe (`<name>.zip`), each with `recipe.json` in
/// Tandoor's own format (steps that hold their ingredients as food, unit, amount and note) and
/// `image.<ext>`. One recipe's zip uploaded alone is read too.
public enum TandoorCollection: CollectionReader {
    public static let format = CollectionFormat.tandoor

    public static func read(_ data: Data, fileName: String) throws -> RecipeCollection? {
        try read(data, fileName: fileName, budget: ImportArchive.limits.unpackedBytes)
    }

    /// `budget`: the bytes the whole upload may unpack to, nested archives included.
    static func read(_ data: Data, fileName: String, budget: Int) throws -> RecipeCollection? {
        var budget = budget
        guard ImportArchive.isZip(data) else { return nil }
        // The directory alone tells whether to unpack: recipe zips, or one recipe's recipe.json.
        let paths = try ImportArchive.paths(ofZip: data).filter { !ImportArchive.isHiddenPath($0) }
        guard paths.contains(where: { $0 == "recipe.json" || $0.lowercased().hasSuffix(".zip") }) else { return nil }
        let entries = try ImportArchive.entries(ofZip: data, budget: &budget).filter { !ImportArchive.isHiddenPath($0.path) }
        if let single = entries.first(where: { $0.path == "recipe.json" }) {
            // One recipe's zip: claimed only when its JSON is Tandoor's (steps holding ingredients).
            guard case let .success(object) = CollectionText.object(single.data), object["steps"] is [Any] else { return nil }
            let item = fileName.isEmpty ? "recipe.json" : fileName
            var collection = RecipeCollection(format: format)
            collection.add(recipe(object, photo: photo(in: entries), origin: item), item: item)
            return collection
        }
        let recipeZips = entries.filter { $0.fileName.lowercased().hasSuffix(".zip") }
        guard !recipeZips.isEmpty else { return nil }
        var collection = RecipeCollection(format: format)
        var files = entries.count
        // Recipes in Tandoor's own shape (steps holding their ingredients).
        var tandoorShaped = 0
        for zip in recipeZips {
            let inner: [ArchiveEntry]
            do {
                inner = try ImportArchive.entries(ofZip: zip.data, budget: &budget).filter { !ImportArchive.isHiddenPath($0.path) }
            } catch let error as ImportArchiveError {
                switch error {
                // The limits hold for the whole upload, not for one recipe.
                case .tooLarge, .tooManyFiles: throw error
                case .notAnArchive: collection.failures.append(ImportFailure(item: zip.path, reason: .recipeZipInvalid))
                case .damaged: collection.failures.append(ImportFailure(item: zip.path, reason: .recipeZipDamaged))
                }
                continue
            }
            files += inner.count
            guard files <= ImportArchive.limits.files else { throw ImportArchiveError.tooManyFiles(limit: ImportArchive.limits.files) }
            guard let json = inner.first(where: { $0.fileName == "recipe.json" }) else {
                collection.failures.append(ImportFailure(item: zip.path, reason: .recipeZipWithoutJSON))
                continue
            }
            // the recipe's JSON alone (its photo is a file of its own): past 16 MB is no recipe
            guard json.data.count <= PaprikaCollection.maxRecipeBytes else {
                collection.failures.append(ImportFailure(item: zip.path, reason: .recipeTooLarge))
                continue
            }
            switch CollectionText.object(json.data) {
            case let .success(object):
                if object["steps"] is [Any] { tandoorShaped += 1 }
                collection.add(recipe(object, photo: photo(in: inner), origin: zip.path), item: zip.path)
            case let .failure(reason): collection.failures.append(ImportFailure(item: zip.path, reason: reason))
            }
        }
        // Another app's zip that merely holds a zip is not Tandoor's (a Nextcloud folder beside a
        // zip of its own recipe.json): claimed when a recipe in Tandoor's shape came, or when
        // nothing but recipe zips is there (a Tandoor export whose every recipe is broken).
        let onlyZips = recipeZips.count == entries.count
        return tandoorShaped == 0 && !onlyZips ? nil : collection
    }

    /// Tandoor names its photo `image.<ext>`.
    private static func photo(in entries: [ArchiveEntry]) -> ImportedPhoto? {
        entries.first { $0.fileName.lowercased().hasPrefix("image.") && !$0.data.isEmpty }
            .map { ImportedPhoto(data: $0.data, fileName: $0.fileName) }
    }

    /// A recipe from Tandoor's `recipe.json`, or why it cannot be read.
    static func recipe(_ object: [String: Any], photo: ImportedPhoto?, origin: String) -> Result<ImportedRecipe, ImportReason> {
        guard let title = CollectionText.line(object["name"]) else { return .failure(.recipeNoName) }
        let steps = ordered(object["steps"] as? [Any] ?? [])
        let stepsWithIngredients = steps.filter { !ordered($0["ingredients"] as? [Any] ?? []).isEmpty }.count
        var lines: [String] = []
        var instructions: [String] = []
        for step in steps where lines.count < RecipeRules.maxReadItems && instructions.count < RecipeRules.maxReadItems {
            let ingredients = ordered(step["ingredients"] as? [Any] ?? [])
            let name = CollectionText.line(step["name"])
            if let name, stepsWithIngredients > 1, !ingredients.isEmpty { lines.append(heading(name)) }
            let stepLines = ingredients.map(line)
            lines += stepLines.compactMap { $0 }
            let text = CollectionText.paragraph(step["instruction"]).map { filledTemplates($0, ingredients: ingredients, lines: stepLines) }
            var paragraphs = CollectionText.steps(text)
            if let name, !paragraphs.isEmpty, !isNumbering(name) { paragraphs[0] = name + ": " + paragraphs[0] }
            instructions += paragraphs
        }
        let prep = CollectionText.whole(object["working_time"], in: RecipeRules.minutes).flatMap { $0 > 0 ? $0 : nil }
        let cook = CollectionText.whole(object["waiting_time"], in: RecipeRules.minutes).flatMap { $0 > 0 ? $0 : nil }
        let total = (prep ?? 0) + (cook ?? 0)
        let servings = CollectionText.whole(object["servings"], in: RecipeRules.servings)
        // `servings_text` names what the number counts ("pieces", "jars"): with it, it is a yield.
        let yieldText = CollectionText.line(object["servings_text"]).flatMap { words in
            CollectionText.servings(servings.map { "\($0) \(words)" } ?? words).yieldText
        }
        let keywords = (object["keywords"] as? [Any] ?? []).prefix(RecipeRules.maxReadItems).compactMap { keyword in
            CollectionText.line((keyword as? [String: Any])?["name"] ?? keyword)
        }
        let draft = RecipeDraft(
            title: title, summary: CollectionText.paragraph(object["description"]),
            sourceURL: CollectionText.line(object["source_url"]), servings: servings,
            prepMinutes: prep, cookMinutes: cook, totalMinutes: total > 0 && total <= RecipeRules.minutes.upperBound ? total : nil,
            ingredientLines: lines, instructions: instructions, tags: CollectionText.distinctNames(keywords),
            yieldText: yieldText
        )
        return .success(ImportedRecipe(draft: draft, photo: photo, origin: origin))
    }

    /// Objects of a JSON list in their `order`, those without one where they stand.
    private static func ordered(_ list: [Any]) -> [[String: Any]] {
        list.prefix(RecipeRules.maxReadItems).compactMap { $0 as? [String: Any] }.enumerated()
            .map { (order: CollectionText.whole($0.element["order"], in: Int(Int32.min)...Int(Int32.max)) ?? $0.offset, position: $0.offset, object: $0.element) }
            .sorted { ($0.order, $0.position) < ($1.order, $1.position) }
            .map(\.object)
    }

    /// An ingredient as a cook reads it ("200 g flour, sifted"); a header as a heading ("Sauce:").
    static func line(_ ingredient: [String: Any]) -> String? {
        let note = CollectionText.line(ingredient["note"])
        let food = ingredient["food"] as? [String: Any]
        if bool(ingredient["is_header"]) {
            return (note ?? CollectionText.line(food?["name"])).map(heading)
        }
        // "No amount" hides the unit with the number, as Tandoor shows the line.
        let noAmount = bool(ingredient["no_amount"])
        // An amount no cook measures (1e308, -3, 30 digits) is dropped, and with it the unit and
        // the plural it would have taken: "flour", not "gs flours" nor "g flour".
        // An amount of 0 hides only the number: Tandoor shows "pincée sel" (migration probe,
        // 2026-12-07: the unit was lost).
        let written = noAmount ? nil : CollectionText.number(ingredient["amount"])
        let amount = written.flatMap { $0 > 0 ? $0 : nil }
        let amountText = amount.flatMap(CollectionText.amount)
        let plural = amountText != nil && (amount ?? 0) > 1
        let unit = amountText == nil && written != 0 ? nil : name(of: ingredient["unit"] as? [String: Any], plural: plural || bool(ingredient["always_use_plural_unit"]))
        let foodName = name(of: food, plural: plural || bool(ingredient["always_use_plural_food"]))
        let words = [amountText, unit, foodName].compactMap { $0 }.joined(separator: " ")
        switch (words.isEmpty, note) {
        case (true, nil): return nil
        case let (true, note?): return note
        case let (false, note?): return words + ", " + note
        case (false, nil): return words
        }
    }

    private static func name(of object: [String: Any]?, plural: Bool) -> String? {
        guard let object else { return nil }
        let singular = CollectionText.line(object["name"])
        return plural ? CollectionText.line(object["plural_name"]) ?? singular : singular
    }

    private static func bool(_ value: Any?) -> Bool {
        if let flag = value as? Bool { return flag }
        return CollectionText.number(value).map { $0 != 0 } ?? false
    }

    private static func heading(_ text: String) -> String {
        text.hasSuffix(":") ? text : text + ":"
    }

    /// "Step 2", "2": a name that only numbers the step adds nothing to it.
    private static func isNumbering(_ name: String) -> Bool {
        name.lowercased().split(separator: " ").allSatisfy { $0 == "step" || $0.allSatisfy(\.isNumber) }
    }

    /// Tandoor's step templates filled in: `{{ ingredients[0] }}` becomes that ingredient's line,
    /// `{{ ingredients[0].food }}` its food, `{{ scale(100) }}` the number; anything else its text.
    static func filledTemplates(_ text: String, ingredients: [[String: Any]], lines: [String?]) -> String {
        guard text.contains("{{") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            // Past the longest step a recipe keeps, the step is refused whatever follows: filling
            // on (each template a whole ingredient line) took 347 bytes of upload to 1.35 GB
            if out.utf8.count > 16 * RecipeRules.stepLength { return out }
            out += rest[..<open.lowerBound]
            let inside = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            out += fill(inside, ingredients: ingredients, lines: lines)
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    private static func fill(_ template: String, ingredients: [[String: Any]], lines: [String?]) -> String {
        if template.hasPrefix("scale("), template.hasSuffix(")") {
            return String(template.dropFirst(6).dropLast())
        }
        guard template.hasPrefix("ingredients["), let close = template.firstIndex(of: "]"),
              let index = Int(template[template.index(template.startIndex, offsetBy: 12)..<close]),
              ingredients.indices.contains(index) else { return template }
        let ingredient = ingredients[index]
        switch template[template.index(after: close)...] {
        case ".food": return name(of: ingredient["food"] as? [String: Any], plural: false) ?? ""
        case ".unit": return name(of: ingredient["unit"] as? [String: Any], plural: false) ?? ""
        case ".amount": return CollectionText.number(ingredient["amount"]).flatMap(CollectionText.amount) ?? ""
        case ".note": return CollectionText.line(ingredient["note"]) ?? ""
        default: return lines[index] ?? ""
        }
    }
}
