import Foundation
import RecipleaseCore

/// A photo that came with an imported recipe, as the archive held it. Its type is decided by its
/// content when it is stored (see the server's photo store), never by this name.
public struct ImportedPhoto: Sendable, Hashable {
    public var data: Data
    public var fileName: String

    public init(data: Data, fileName: String) {
        self.data = data
        self.fileName = fileName
    }
}

/// One recipe read from another app's collection: the draft (title, lines, steps, times,
/// servings, tags, notes, source URL), its photo, and where in the collection it came from.
public struct ImportedRecipe: Sendable, Hashable {
    public var draft: RecipeDraft
    public var photo: ImportedPhoto?
    /// Where the recipe stood in the collection ("recipes/pancakes/recipe.json"), for messages.
    public var origin: String

    public init(draft: RecipeDraft, photo: ImportedPhoto? = nil, origin: String) {
        self.draft = draft
        self.photo = photo
        self.origin = origin
    }
}

/// A recipe of the collection that could not be read, and why, in words a person understands.
public struct ImportFailure: Sendable, Hashable, Codable {
    public var item: String
    public var reason: String

    public init(item: String, reason: String) {
        self.item = item
        self.reason = reason
    }
}

/// The apps whose exports Reciplease reads whole.
public enum CollectionFormat: String, Sendable, Codable, CaseIterable {
    case mealie, tandoor, paprika, nextcloud

    public var displayName: String {
        switch self {
        case .mealie: "Mealie"
        case .tandoor: "Tandoor"
        case .paprika: "Paprika"
        case .nextcloud: "Nextcloud Cookbook"
        }
    }
}

/// What reading a collection gave: the recipes that came, and those that did not with a reason.
public struct RecipeCollection: Sendable {
    public var format: CollectionFormat
    public var recipes: [ImportedRecipe]
    public var failures: [ImportFailure]

    public init(format: CollectionFormat, recipes: [ImportedRecipe] = [], failures: [ImportFailure] = []) {
        self.format = format
        self.recipes = recipes
        self.failures = failures
    }
}

/// A reader for one app's export. `read` returns nil when the file is not that app's export, so
/// the readers can be tried in turn; a file that is the app's export but is damaged throws.
/// One recipe that cannot be read becomes a failure in the result; the others still come.
public protocol CollectionReader {
    static var format: CollectionFormat { get }
    static func read(_ data: Data, fileName: String) throws -> RecipeCollection?
}
