import ArgumentParser
import Foundation
import RecipleaseCore

/// `reciplease`: the command-line face of the core.
public struct RecipleaseCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "reciplease",
        abstract: "Find recipes from what is in your kitchen.",
        subcommands: [
            ServeCommand.self, SearchCommand.self, ShowCommand.self, ParseCommand.self, ImportCommand.self, ExportCommand.self,
            GenerateCommand.self, BenchCommand.self,
        ]
    )

    public init() {}

    /// Parses the process arguments and runs the chosen subcommand, awaiting it when it is
    /// asynchronous; errors print their message and exit non-zero.
    public static func runFromCommandLine() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}

/// The catalog, parser and library every command that reads recipes starts from.
struct Kitchen {
    let catalog: FoodCatalog
    let parser: IngredientParser
    let recipes: [Recipe]

    init(library: String?) throws {
        catalog = FoodCatalog.shared
        parser = IngredientParser(catalog: catalog)
        if let library {
            recipes = try RecipeLibrary.recipes(file: URL(fileURLWithPath: library), parser: parser, catalog: catalog)
        } else {
            recipes = try RecipeLibrary.bundled(parser: parser, catalog: catalog)
        }
    }
}

