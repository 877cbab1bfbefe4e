import Foundation

public enum RecipeLibraryError: Error, Equatable, CustomStringConvertible {
    case badLine(Int, String)
    case duplicateID(String, line: Int)
    case missingBundle
    /// The file is not UTF-8 text.
    case notText

    public var description: String {
        switch self {
        case let .badLine(line, reason): "line \(line): \(reason)"
        case let .duplicateID(id, line): "line \(line): recipe id \(id) is used twice"
        case .missingBundle: "the bundled recipe library is missing from the build"
        case .notText: "it is not UTF-8 text"
        }
    }
}

/// A library of recipes kept as schema.org Recipe JSON-LD, one object per line.
public enum RecipeLibrary {
    /// Reads every line through the same reader that imports web pages.
    public static func drafts(jsonLines text: String) throws -> [RecipeDraft] {
        var drafts: [RecipeDraft] = []
        var seen: Set<String> = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            let found: [RecipeDraft]
            do {
                found = try SchemaRecipe.read(Data(trimmed.utf8))
            } catch {
                throw RecipeLibraryError.badLine(offset + 1, String(describing: error))
            }
            for var draft in found {
                let id = draft.id ?? Recipe.slug(draft.title)
                draft.id = id
                guard seen.insert(id).inserted else { throw RecipeLibraryError.duplicateID(id, line: offset + 1) }
                drafts.append(draft)
            }
        }
        return drafts
    }

    public static func recipes(jsonLines text: String, parser: IngredientParser, catalog: FoodCatalog) throws -> [Recipe] {
        try drafts(jsonLines: text).map { Recipe(draft: $0, parser: parser, catalog: catalog) }
    }

    public static func recipes(file: URL, parser: IngredientParser, catalog: FoodCatalog) throws -> [Recipe] {
        guard let text = String(data: try Data(contentsOf: file), encoding: .utf8) else { throw RecipeLibraryError.notText }
        return try recipes(jsonLines: text, parser: parser, catalog: catalog)
    }

    public static var bundledURL: URL? {
        Bundle.module.url(forResource: "recipes", withExtension: "jsonld")
    }

    public static func bundled(parser: IngredientParser, catalog: FoodCatalog) throws -> [Recipe] {
        guard let url = bundledURL else { throw RecipeLibraryError.missingBundle }
        return try recipes(file: url, parser: parser, catalog: catalog)
    }
}
