import Foundation
import RecipleaseCore

/// Nextcloud Cookbook's recipe folder, zipped: one folder per recipe holding `recipe.json` (a
/// schema.org Recipe, read by the core's `SchemaRecipe`) and its photos `full.jpg`, `thumb.jpg`
/// and `thumb16.jpg`. The folders may sit at the zip's root or under the zipped folder itself.
public enum NextcloudCollection: CollectionReader {
    public static let format = CollectionFormat.nextcloud

    public static func read(_ data: Data, fileName: String) throws -> RecipeCollection? {
        guard ImportArchive.isZip(data) else { return nil }
        let paths = try ImportArchive.paths(ofZip: data).filter { !ImportArchive.isHiddenPath($0) }
        // A recipe.json at the root alone is one Tandoor recipe's zip, not a Cookbook folder.
        guard paths.contains(where: isRecipeJSONPath) else { return nil }
        let entries = try ImportArchive.entries(ofZip: data).filter { !ImportArchive.isHiddenPath($0.path) }
        let byFolder = Dictionary(grouping: entries) { ImportArchive.folder(of: $0.path) }
        var collection = RecipeCollection(format: format)
        for entry in entries where isRecipeJSONPath(entry.path) {
            let folder = ImportArchive.folder(of: entry.path)
            let item = folder.split(separator: "/").last.map(String.init) ?? folder
            switch CollectionText.object(entry.data) {
            case let .success(object):
                collection.add(recipe(object, photo: photo(in: byFolder[folder] ?? []), origin: entry.path), item: item)
            case let .failure(reason):
                collection.failures.append(ImportFailure(item: item, reason: reason))
            }
        }
        return collection
    }

    private static func isRecipeJSONPath(_ path: String) -> Bool {
        path.contains("/") && path.split(separator: "/").last == "recipe.json"
    }

    /// `full.*` is the Cookbook's own copy at full size; otherwise the largest picture that is not a thumbnail.
    private static func photo(in entries: [ArchiveEntry]) -> ImportedPhoto? {
        let pictures = entries.filter { MealieCollection.isPicture($0.fileName) && !$0.data.isEmpty }
        let chosen = pictures.first { $0.fileName.lowercased().hasPrefix("full.") }
            ?? pictures.filter { !$0.fileName.lowercased().hasPrefix("thumb") }.max { $0.data.count < $1.data.count }
        return chosen.map { ImportedPhoto(data: $0.data, fileName: $0.fileName) }
    }

    /// A recipe from the Cookbook's `recipe.json`, or why it cannot be read.
    static func recipe(_ object: [String: Any], photo: ImportedPhoto?, origin: String) -> Result<ImportedRecipe, ImportReason> {
        var draft: RecipeDraft
        do {
            draft = try SchemaRecipe.draft(object)
        } catch {
            return .failure(error is SchemaRecipeError ? .recipeNoName : .recipeUnreadable)
        }
        // The Cookbook's own id and its copy of the photo's address mean nothing here.
        draft.id = nil
        if photo != nil || !(draft.image.map(isWebAddress) ?? false) { draft.image = nil }
        if let url = draft.sourceURL, !isWebAddress(url) { draft.sourceURL = nil }
        if let servings = draft.servings, !RecipeRules.servings.contains(servings) { draft.servings = nil }
        for time in [\RecipeDraft.prepMinutes, \.cookMinutes, \.totalMinutes] {
            if let minutes = draft[keyPath: time], !RecipeRules.minutes.contains(minutes) { draft[keyPath: time] = nil }
        }
        draft.tags = CollectionText.distinctNames(draft.tags)
        return .success(ImportedRecipe(draft: draft, photo: photo, origin: origin))
    }

    private static func isWebAddress(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else { return false }
        return (scheme == "http" || scheme == "https") && url.host != nil
    }
}
