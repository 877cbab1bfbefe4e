import ArgumentParser
import Foundation
import RecipleaseCore
import RecipleaseMigrate
import RecipleaseProviders
import RecipleaseServer

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read recipes from a web page, a JSON-LD file, a Cooklang file, a Reciplease export, or another app's collection.",
        discussion: """
        With --print, writes each recipe it read as schema.org JSON-LD (one per line) to stdout, with its estimated nutrition per serving (`nutrition`, a NutritionInformation), and saves nothing.
        With --user NAME, saves the recipes among that user's own recipes (a Reciplease export: all of its data) \
        in the database of --data-dir (default: $RECIPLEASE_DATA or ./data) or DATABASE_URL.
        A collection exported from Mealie, Tandoor, Paprika or Nextcloud Cookbook is imported whole, with a progress \
        bar on standard error; recipes already in the account are not added again, and each recipe that cannot be \
        read or saved is listed with the reason (the others still come in). When none can, the command fails (exit 1).
        """
    )

    @Argument(help: "A file path or an http(s) URL.")
    var source: String

    @Flag(name: .customLong("print"), help: "Print the recipes as JSON-LD instead of saving them.")
    var printOnly = false

    @Option(help: "The user whose account receives the recipes.")
    var user: String?

    @Option(name: .customLong("data-dir"), help: "Where the database lives (default: $RECIPLEASE_DATA or ./data).")
    var dataDirectory: String?

    func validate() throws {
        if printOnly, user != nil { throw ValidationError("--print saves nothing; leave out --user, or --print") }
        // (--data-dir was taken and ignored: no database is read to print; CLI probe, 2026-12-07)
        if printOnly, dataDirectory != nil { throw ValidationError("--print reads no database; leave out --data-dir, or --print") }
        guard printOnly || user != nil else {
            throw ValidationError("say where the recipes go: --user NAME saves them into that account, --print only prints them")
        }
    }

    func run() async throws {
        // Said before the source is read: a mistyped data folder costs no fetch and makes no database.
        let settings = try user.map { _ in try Settings.existingDatabase(dataDirectory: dataDirectory) }
        let (data, name) = try await read(source)
        // A page fetched by its address is where its recipes came from (`RecipeDraft.fromPage`).
        let pageAddress = isWebAddress(source) ? source : nil
        do {
            if let user, let settings {
                let bar = ProgressBar(label: "Importing recipes")
                if let report = try await RecipleaseApp.importCollection(data, fileName: name, username: user, settings: settings, progress: { bar.update(done: $0, total: $1) }) {
                    for line in report.lines { print(line) }
                    if report.nothingCameIn { throw CommandFailure(Self.noneRead(source, failed: report.failures.count)) }
                    return
                }
                for line in try await RecipleaseApp.importDocument(data, fileName: name, username: user, settings: settings,
                                                                   pageAddress: pageAddress) { print(line) }
            } else {
                for line in try ImportCommand.jsonLines(data, fileName: name, pageAddress: pageAddress) { print(line) }
            }
        } catch let error as CommandFailure {
            throw error
        } catch let error as any DomainError {
            // A refusal of the account's data prints as it is, like the web says it.
            throw error
        } catch {
            // What the file holds is no mistake in the command's words: said plainly, exit 1, no usage.
            throw CommandFailure("\(source): \(error)")
        }
    }

    /// The recipes a document holds, each as one line of schema.org JSON-LD with its nutrition per serving.
    static func jsonLines(_ data: Data, fileName: String, pageAddress: String? = nil) throws -> [String] {
        let catalog = FoodCatalog.shared
        let parser = IngredientParser(catalog: catalog)
        let drafts: [RecipeDraft]
        if let collection = try CollectionImport.read(data, fileName: fileName) {
            for failure in collection.failures {
                StandardError.write("Failed: \(failure.item): \(failure.reason.message(in: .english))\n")
            }
            if collection.recipes.isEmpty, !collection.failures.isEmpty {
                throw CommandFailure(noneRead(fileName, failed: collection.failures.count))
            }
            drafts = collection.recipes.map(\.draft)
        } else {
            // as `ImportReader.read` says it for --user and the web
            if ImportArchive.isArchive(data) { throw CodedProblem(.unusable, "import.archive-no-recipe") }
            if ImportArchive.namedAsArchive(fileName) { throw CodedProblem(.unusable, "import.archive-not-archive") }
            // one recipe's file or page is held to what the server and --user take (a 200 MB file
            // was read for 218 s at 1 GB before "no recipe data"; CLI probe, 2026-12-07)
            guard data.count <= WebPage.maxBytes else {
                throw CodedProblem(.tooLarge, "import.too-large", ["megabytes": "\(WebPage.maxBytes >> 20)"])
            }
            drafts = try RecipeImport.drafts(from: data, fileName: fileName).map { draft in pageAddress.map(draft.fromPage) ?? draft }
        }
        return try drafts.map {
            let recipe = Recipe(draft: $0, parser: parser, catalog: catalog)
            return try SchemaRecipe.line(recipe, nutrition: RecipeNutrition.estimate(recipe, catalog: catalog))
        }
    }

    /// A collection (or one app's recipe file) none of whose recipes could be read: exit 1, each
    /// reason said above it, where some coming in would be exit 0 with the others listed.
    static func noneRead(_ source: String, failed: Int) -> String {
        "\(source): none of its recipes could be read (\(failed) failed, each said above)"
    }

    private func isWebAddress(_ source: String) -> Bool {
        let lower = source.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    private func read(_ source: String) async throws -> (Data, String) {
        // an address of another scheme is no file name ("ftp://...", "file:///etc/passwd" were "no file at")
        if let scheme = source.range(of: "://").map({ source[..<$0.lowerBound] }), !scheme.isEmpty,
           scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }), !isWebAddress(source) {
            throw CommandFailure("\(source): only http:// and https:// addresses are fetched; name one, or a file")
        }
        if isWebAddress(source) {
            // The operator runs this on their own machine, so private addresses are theirs to fetch;
            // the deadline and the size limit hold as on the server.
            do {
                let page = try await WebPage.fetch(source, allowPrivateAddresses: true)
                return (page.data, page.fileName)
            } catch {
                throw CommandFailure("\(source): \(error.description) (\(error.detail))")
            }
        }
        // Both doors read the file here, so --print and --user refuse it in the same words.
        return (try InputFile(path: source).read(), source)
    }
}
