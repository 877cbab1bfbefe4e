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

/// Why a recipe of a collection did not come in (or came without its photo): a stable code and the
/// values its message needs, never words. The words are the strings table's `error.<code>`, told
/// in the reader's language when the reason is shown, so a job stored today reads in French
/// tomorrow. A reason made of several (a recipe that breaks several of the form's rules) keeps
/// each part, told one after another as the domain error it came from was.
public struct ImportReason: Error, Sendable, Hashable, Codable {
    /// Stable across releases and languages, e.g. `collection.recipe-json-invalid`.
    public var code: String
    public var arguments: [String: String]
    /// The parts of a reason made of several; nil for a single one.
    public var parts: [ImportReason]?
    /// What goes between two parts' messages.
    public var separator: String?

    public init(_ code: String, _ arguments: [String: String] = [:]) {
        self.code = code
        self.arguments = arguments.mapValues { ImportFailure.shortened($0) }
    }

    /// A domain error kept as its codes and values (a list of problems as its parts, in order).
    /// Values are the error's plain `arguments`: the errors a collection meets carry numbers and
    /// names, not words or dates that would need the language.
    public init(_ error: any DomainError) {
        self.init(error.code, error.arguments)
        if let list = error as? any ProblemCollection {
            let all = list.parts
            var kept = all.prefix(ImportReason.maxParts).map(ImportReason.init)
            if all.count > ImportReason.maxParts {
                kept.append(ImportReason("import.refused-more", ["more": "\(all.count - ImportReason.maxParts)"]))
            }
            parts = kept
            separator = list.separator
        }
    }

    /// The most parts of a list a reason keeps, then "And 110 more.": a recipe of 120 lines too
    /// long would otherwise keep a sentence for each in the job's summary, for each such recipe.
    public static let maxParts = 10

    /// The reason in `strings`' language.
    public func message(in strings: Strings) -> String {
        if let parts, !parts.isEmpty { return parts.map { $0.message(in: strings) }.joined(separator: separator ?? " ") }
        return strings.text("error." + code, arguments)
    }
}

/// A recipe of the collection that did not come in (or came without its photo), and why.
public struct ImportFailure: Sendable, Hashable, Codable {
    /// The recipe's title, else where it stood in the collection ("recipes/pancakes/pancakes.json").
    public var item: String
    public var reason: ImportReason

    public init(item: String, reason: ImportReason) {
        self.item = ImportFailure.shortened(item)
        self.reason = reason
    }

    /// The most characters of a title, a place or a value a reason names, then "…". A collection
    /// of 480 recipes titled with a megabyte each (a 632 KB upload) kept each title twice, as the
    /// item and in its reason: a 503 MB summary stored with the job and rebuilt on every look at it
    /// (hostile import probe, 2026-12-07).
    public static let maxShown = 200

    /// `text` cut to `max` characters, its last one "…" where it was cut.
    public static func shortened(_ text: String, to max: Int = maxShown) -> String {
        guard text.lengthForLimits > max else { return text }
        return text.prefixForLimits(max - 1) + "…"
    }

    public init(item: String, code: String, _ arguments: [String: String] = [:]) {
        self.init(item: item, reason: ImportReason(code, arguments))
    }

    private enum CodingKeys: String, CodingKey { case item, reason }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        item = ImportFailure.shortened(try container.decode(String.self, forKey: .item))
        if let reason = try? container.decode(ImportReason.self, forKey: .reason) {
            self.reason = reason
        } else {
            // A job stored before reasons had codes kept the English words: shown as they are.
            reason = ImportReason("collection.reason-text", ["text": try container.decode(String.self, forKey: .reason)])
        }
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
