import Foundation
import RecipleaseCore
import RecipleaseMigrate
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
        guard !data.isEmpty else { throw CodedProblem(.invalid, "import.empty") }
        let data = RecipeImport.fromUTF16(data)
        // An archive no collection reader claimed (a Mealie database backup, a zip of notes) holds
        // no recipe a page reader could find: said as such by every door, the command line's too
        // (it said "this page has no schema.org Recipe data"; migration probe, 2026-12-07).
        if ImportArchive.isArchive(data) { throw CodedProblem(.unusable, "import.archive-no-recipe") }
        // Named as an archive but none: said so, as the upload says it (the command line said "this
        // page has no schema.org Recipe data" of random bytes named .paprikarecipes; import probe, 2026-12-07).
        if ImportArchive.namedAsArchive(fileName) { throw CodedProblem.unopened(.notAnArchive) }
        // An export carries its recipes' photos, so it may be as large as an upload.
        let exportBytes = max(maxBytes, ImportController.maxUpload)
        guard data.count <= exportBytes else { throw CodedProblem(.tooLarge, "import.too-large", ["megabytes": "\(exportBytes >> 20)"]) }
        let outline = ExportOutline(data)
        if outline.isExport {
            // An item holding more than decoding should build is refused by every door, the command line's too.
            try outline.refuseOutOfBounds()
            return .export(try AccountExport.decode(data))
        }
        guard data.count <= maxBytes else { throw CodedProblem(.tooLarge, "import.too-large", ["megabytes": "\(maxBytes >> 20)"]) }
        if !fileName.lowercased().hasSuffix(".cook"), looksLikeJSON(data), let problem = JSONSyntax.firstProblem(in: data) {
            throw CodedProblem.brokenJSON(problem)
        }
        do {
            return .recipes(try RecipeImport.drafts(from: data, fileName: fileName))
        } catch RecipePageError.noRecipeData {
            throw CodedProblem(.unusable, "import.no-recipe")
        } catch let error as RecipePageError {
            throw CodedProblem(.unusable, "import.page-unreadable", ["detail": "\(error)"])
        } catch SchemaRecipeError.invalidJSON {
            // JSON-LD inside a page: no line a person could fix, and Foundation's words help no one.
            throw CodedProblem(.unusable, "import.embedded-json-invalid")
        } catch let error as SchemaRecipeError {
            throw CodedProblem(.unusable, "import.data-unreadable", ["detail": "\(error)"])
        } catch let error as CooklangError {
            throw CodedProblem(.unusable, "import.cooklang-unreadable", ["detail": "\(error)"])
        } catch let error as RecipeLibraryError {
            throw CodedProblem(.unusable, "import.data-unreadable", ["detail": "\(error)"])
        }
    }

    /// Starts with `{` or `[`: read as JSON, so a slip in it is told by line and column. Not
    /// `[-` before anything but a digit: Cooklang's block comment (`[- a note -]`), which no JSON
    /// text begins with.
    static func looksLikeJSON(_ data: Data) -> Bool {
        let head = data.prefix(1024)
        guard let at = head.firstIndex(where: { ![0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }) else { return false }
        if head[at] == UInt8(ascii: "{") { return true }
        guard head[at] == UInt8(ascii: "[") else { return false }
        let next = head.index(after: at)
        guard next < head.endIndex, head[next] == UInt8(ascii: "-") else { return true }
        let after = head.index(after: next)
        return after < head.endIndex && head[after].isASCIIDigit
    }

    /// Pasted text: a page or JSON stays as it is; anything else is read as Cooklang, titled (when
    /// it says no title) in the reader's language.
    static func fileName(forPasted text: String, strings: Strings) -> String {
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.first
        return start == "<" || looksLikeJSON(Data(text.utf8)) ? "pasted" : strings.text("import.pastedTitle") + ".cook"
    }
}

extension Request {
    /// Fetches a page to import, with the server's rules on addresses and size.
    func fetchImportPage(_ url: String) async throws -> (Data, String) {
        do {
            return try await WebPage.fetch(url, timeoutSeconds: application.settings.importTimeoutSeconds,
                                           allowPrivateAddresses: application.settings.importFromPrivateAddresses)
        } catch {
            // The person reads the same words for every failure, in their language (they were
            // WebPageError.neutral's English inside a French sentence); the log keeps what happened.
            logger.info("import by URL refused or failed: \(error.detail)")
            throw CodedProblem(.unusable, "import.fetch-failed")
        }
    }
}
