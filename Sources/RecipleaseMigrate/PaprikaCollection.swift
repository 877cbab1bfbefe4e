import Foundation
import RecipleaseCore

/// Paprika's exports: `.paprikarecipes` (a zip of `<name>.paprikarecipe` files) and one
/// `.paprikarecipe` alone; each recipe is gzipped JSON whose fields are mostly free text
/// (ingredients and directions one per line, "1 hr 20 min", "Makes 12 muffins") and whose photo
/// is base64 inside it. Known by content: a zip of `.paprikarecipe` entries that gunzip to JSON,
/// or gzip of a recipe's JSON.
public enum PaprikaCollection: CollectionReader {
    public static let format = CollectionFormat.paprika

    public static func read(_ data: Data, fileName: String) throws -> RecipeCollection? {
        try read(data, fileName: fileName, budget: ImportArchive.limits.unpackedBytes)
    }

    /// `budget`: the bytes the whole upload may unpack to, nested archives included.
    static func read(_ data: Data, fileName: String, budget: Int) throws -> RecipeCollection? {
        var budget = budget
        if ImportArchive.isGzip(data) {
            let named = fileName.lowercased().hasSuffix(".paprikarecipe")
            guard let result = try recipe(gzipped: data, origin: fileName, named: named, budget: &budget) else { return nil }
            var collection = RecipeCollection(format: format)
            collection.add(result, item: fileName)
            return collection
        }
        guard ImportArchive.isZip(data) else { return nil }
        // The directory alone tells whether to unpack: `.paprikarecipe` entries, or an upload so named.
        var claimed = fileName.lowercased().hasSuffix(".paprikarecipes")
        let paths = try ImportArchive.paths(ofZip: data)
        guard claimed || paths.contains(where: { $0.lowercased().hasSuffix(".paprikarecipe") }) else { return nil }
        let entries = try ImportArchive.entries(ofZip: data, budget: &budget).filter { !ImportArchive.isHiddenPath($0.path) }
        var collection = RecipeCollection(format: format)
        for entry in entries {
            let named = entry.fileName.lowercased().hasSuffix(".paprikarecipe")
            claimed = claimed || named
            guard named || ImportArchive.isGzip(entry.data) else { continue }
            guard let result = try recipe(gzipped: entry.data, origin: entry.path, named: named, budget: &budget) else { continue }
            if case .success = result { claimed = true }
            collection.add(result, item: entry.path)
        }
        return claimed ? collection : nil
    }

    /// One gzipped recipe, or why it cannot be read; nil when it is not Paprika's and its name
    /// does not say it is (`named`). Only the upload's limits throw.
    private static func recipe(gzipped data: Data, origin: String, named: Bool, budget: inout Int) throws -> Result<ImportedRecipe, ImportReason>? {
        let json: Data
        do {
            json = try ImportArchive.gunzip(data, budget: &budget, maxOutput: maxRecipeBytes)
        } catch is ImportArchive.EntryTooLarge {
            // a gzip bomb of one recipe: 400 KB that unpacked to a 400 MB note took 5 minutes and 2.5 GB
            return named ? .failure(.recipeTooLarge) : nil
        } catch let error as ImportArchiveError {
            switch error {
            case .tooLarge, .tooManyFiles: throw error
            case .notAnArchive, .damaged: return named ? .failure(.recipeNotGzip) : nil
            }
        }
        switch CollectionText.object(json) {
        case let .failure(reason): return named ? .failure(reason) : nil
        case let .success(object):
            guard named || isPaprika(object) else { return nil }
            return recipe(object, origin: origin)
        }
    }

    /// The most one recipe's JSON may unpack to: its text and a photo of up to 8 MB in base64.
    static let maxRecipeBytes = 16 * 1_048_576

    /// Paprika's recipe JSON always has these; another app's gzipped JSON is not taken for it.
    static func isPaprika(_ object: [String: Any]) -> Bool {
        object["name"] != nil && (object["ingredients"] != nil || object["directions"] != nil)
    }

    /// A recipe from Paprika's JSON, or why it cannot be read.
    static func recipe(_ object: [String: Any], origin: String) -> Result<ImportedRecipe, ImportReason> {
        guard let title = CollectionText.line(object["name"]) else { return .failure(.recipeNoName) }
        let (servings, yieldText) = (object["servings"] as? String).map(CollectionText.servings)
            ?? (CollectionText.whole(object["servings"], in: RecipeRules.servings), nil)
        let categories = (object["categories"] as? [Any] ?? []).prefix(RecipeRules.maxReadItems).compactMap { category in
            CollectionText.line((category as? [String: Any])?["name"] ?? category)
        }
        let draft = RecipeDraft(
            // The photo's address on the web, as a page's import keeps it; the photo inside wins where there is one.
            title: title, summary: CollectionText.paragraph(object["description"]), image: webAddress(object["image_url"]),
            sourceURL: sourceURL(object), servings: servings,
            prepMinutes: minutes(object["prep_time"]), cookMinutes: minutes(object["cook_time"]),
            totalMinutes: minutes(object["total_time"]),
            ingredientLines: lines(object["ingredients"]).map(HTMLText.tidy).filter { !$0.isEmpty },
            instructions: lines(object["directions"]).map(CollectionText.readableStep).filter { !$0.isEmpty },
            tags: CollectionText.distinctNames(categories), yieldText: yieldText,
            notes: CollectionText.paragraph(object["notes"])
        )
        return .success(ImportedRecipe(draft: draft, photo: photo(object, title: title), origin: origin))
    }

    /// A text field's lines, or a list's strings (some tools write lists).
    private static func lines(_ value: Any?) -> [String] {
        switch value {
        case let text as String: text.readItems(separatedBy: \.isNewline).map(String.init)
        case let list as [Any]:
            Array(list.prefix(RecipeRules.maxReadItems).compactMap { $0 as? String }.lazy
                .flatMap { $0.readItems(separatedBy: \.isNewline) }
                .prefix(RecipeRules.maxReadItems).map(String.init))
        default: []
        }
    }

    private static func minutes(_ value: Any?) -> Int? {
        if let text = value as? String { return CollectionText.minutes(text) }
        return CollectionText.whole(value, in: RecipeRules.minutes)
    }

    /// `source_url`, else `source` when it is an address (Paprika keeps the site's name there too).
    private static func sourceURL(_ object: [String: Any]) -> String? {
        webAddress(object["source_url"]) ?? webAddress(object["source"])
    }

    private static func webAddress(_ value: Any?) -> String? {
        guard let text = CollectionText.line(value) else { return nil }
        let lower = text.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") ? text : nil
    }

    /// The photo inside the recipe (`photo_data`, base64), else the first of `photos`; a photo
    /// that is not base64 is left out and the recipe still comes.
    private static func photo(_ object: [String: Any], title: String) -> ImportedPhoto? {
        var candidates: [(Any?, Any?)] = [(object["photo_data"], object["photo"])]
        for extra in object["photos"] as? [Any] ?? [] {
            if let extra = extra as? [String: Any] { candidates.append((extra["data"], extra["filename"] ?? extra["name"])) }
        }
        for (base64, name) in candidates {
            guard let text = base64 as? String, !text.isEmpty,
                  let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters), !data.isEmpty else { continue }
            return ImportedPhoto(data: data, fileName: CollectionText.line(name) ?? "\(title).jpg")
        }
        return nil
    }
}
