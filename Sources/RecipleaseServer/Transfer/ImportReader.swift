import Foundation
import RecipleaseCore
import RecipleaseProviders
import Vapor

/// What an import was given, read: recipes to save, or a whole Reciplease export.
enum ImportedDocument {
    case recipes([RecipeDraft])
    case export(AccountExport)
}

/// Reads whatever the import form, the API or the command line was given: a Reciplease export,
/// a web page (schema.org JSON-LD, else microdata), a JSON-LD document, or a Cooklang file.
enum ImportReader {
    static let maxBytes = WebPage.maxBytes

    static func read(_ data: Data, fileName: String) throws -> ImportedDocument {
        guard !data.isEmpty else { throw Abort(.badRequest, reason: "There is nothing to import: the page, file or text is empty.") }
        guard data.count <= maxBytes else { throw Abort(.payloadTooLarge, reason: "At most \(maxBytes >> 20) MB can be imported at once.") }
        if AccountExport.isExport(data) { return .export(try AccountExport.decode(data)) }
        do {
            return .recipes(try RecipeImport.drafts(from: data, fileName: fileName))
        } catch RecipePageError.noRecipeData {
            throw Abort(.unprocessableEntity, reason: "No recipe found: this page has no schema.org Recipe data (neither JSON-LD nor microdata), so there is nothing to import. Try the recipe's own page, or paste its text as a Cooklang recipe.")
        } catch let error as RecipePageError {
            throw Abort(.unprocessableEntity, reason: "The page could not be read: \(error).")
        } catch let error as SchemaRecipeError {
            throw Abort(.unprocessableEntity, reason: "The recipe data could not be read: \(error).")
        } catch let error as CooklangError {
            throw Abort(.unprocessableEntity, reason: "The Cooklang recipe could not be read: \(error).")
        } catch let error as RecipeLibraryError {
            throw Abort(.unprocessableEntity, reason: "The recipe data could not be read: \(error).")
        }
    }

    /// Pasted text: a page or JSON stays as it is; anything else is read as Cooklang.
    static func fileName(forPasted text: String) -> String {
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.first
        return start == "<" || start == "{" || start == "[" ? "pasted" : "Imported recipe.cook"
    }
}

extension Request {
    /// Fetches a page to import, with the server's rules on addresses and size.
    func fetchImportPage(_ url: String) async throws -> (Data, String) {
        do {
            return try await WebPage.fetch(url, allowPrivateAddresses: application.settings.importFromPrivateAddresses)
        } catch {
            // The person reads the same words for every failure; the log keeps what happened.
            logger.info("import by URL refused or failed: \(error.detail)")
            throw Abort(.unprocessableEntity, reason: "The page could not be fetched: \(error.description).")
        }
    }
}
