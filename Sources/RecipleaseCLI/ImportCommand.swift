import ArgumentParser
import Foundation
import RecipleaseCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read recipes from a web page, a JSON-LD file or a Cooklang file.",
        discussion: "With --print, writes each recipe it read as schema.org JSON-LD (one per line) to stdout and saves nothing."
    )

    @Argument(help: "A file path or an http(s) URL.")
    var source: String

    @Flag(name: .customLong("print"), help: "Print the recipes as JSON-LD instead of saving them.")
    var printOnly = false

    func validate() throws {
        guard printOnly else {
            throw ValidationError("saving imported recipes into an account is not built yet; use --print to read and print them")
        }
    }

    func run() async throws {
        let (data, name) = try await read(source)
        do {
            for line in try ImportCommand.jsonLines(data, fileName: name) { print(line) }
        } catch let error as ValidationError {
            throw error
        } catch {
            throw ValidationError("\(source): \(error)")
        }
    }

    /// The recipes a document holds, each as one line of schema.org JSON-LD.
    static func jsonLines(_ data: Data, fileName: String) throws -> [String] {
        let catalog = FoodCatalog.shared
        let parser = IngredientParser(catalog: catalog)
        return try RecipeImport.drafts(from: data, fileName: fileName).map {
            try SchemaRecipe.line(Recipe(draft: $0, parser: parser, catalog: catalog))
        }
    }

    private func read(_ source: String) async throws -> (Data, String) {
        let lower = source.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard let url = URL(string: source) else { throw ValidationError("not a valid URL: \(source)") }
            var request = URLRequest(url: url, timeoutInterval: 15)
            request.setValue("Reciplease recipe importer", forHTTPHeaderField: "User-Agent")
            let (data, response) = try await URLSession.shared.data(for: request)
            if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                throw ValidationError("\(source) answered HTTP \(http.statusCode)")
            }
            return (data, url.lastPathComponent)
        }
        guard let data = FileManager.default.contents(atPath: source) else {
            throw ValidationError("cannot read \(source)")
        }
        return (data, source)
    }
}
