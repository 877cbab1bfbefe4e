import ArgumentParser
import Foundation
import RecipleaseCore

/// `reciplease`: the command-line face of the core.
public struct RecipleaseCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "reciplease",
        abstract: "Find recipes from what is in your kitchen.",
        subcommands: [ServeCommand.self, SearchCommand.self, ShowCommand.self, ParseCommand.self]
    )

    public init() {}
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
