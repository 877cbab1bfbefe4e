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
    /// asynchronous; errors print their message and exit non-zero (a domain error its own message,
    /// without the usage that argument errors add).
    public static func runFromCommandLine() async {
        do {
            try await execute(parseAsRoot())
            try StandardOutput.finish()
        } catch {
            guard let (message, status) = failure(error) else { exit(withError: error) }
            StandardError.write("Error: \(message)\n")
            Foundation.exit(status)
        }
    }

    /// Runs a parsed command, awaiting it when it is asynchronous.
    static func execute(_ command: any ParsableCommand) async throws {
        if var asyncCommand = command as? any AsyncParsableCommand {
            try await asyncCommand.run()
        } else {
            var command = command
            try command.run()
        }
    }

    /// What a domain error prints and the status the process ends with; nil for other errors,
    /// which ArgumentParser reports.
    static func failure(_ error: any Error) -> (message: String, status: Int32)? {
        if let failure = error as? CommandFailure { return (printable(failure.description), EXIT_FAILURE) }
        // PostgreSQL's client hides its reason from `description` ("PSQLError – Generic description to
        // prevent accidental leakage of sensitive data"; CLI probe, 2026-12-07): the reason is its
        // debug text, which names the server and the failure, not the password
        if String(describing: type(of: error)) == "PSQLError" {
            return (printable("the PostgreSQL database (DATABASE_URL) refused or could not be reached: " + String(reflecting: error)), EXIT_FAILURE)
        }
        guard let domain = error as? any DomainError else { return nil }
        return (printable(domain.message()), EXIT_FAILURE)
    }

    /// A message as a terminal should get it: control characters (an escape sequence, a NUL, a
    /// carriage return) written as `\u{1B}`, and a line past 2,000 characters cut, saying so.
    /// What was typed is echoed in messages: a 100 KB user name came back whole, and a name's
    /// newlines and control bytes went out raw (CLI probe, 2026-12-07).
    static func printable(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var shown = ""
            var count = 0
            for scalar in line.unicodeScalars {
                if count >= 2_000 {
                    shown += "… (cut at 2,000 characters)"
                    break
                }
                if scalar.properties.generalCategory == .control, scalar != "\t" {
                    shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    shown.unicodeScalars.append(scalar)
                }
                count += 1
            }
            return shown
        }.joined(separator: "\n")
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
            recipes = try Kitchen.recipes(library: library, parser: parser, catalog: catalog)
        } else {
            recipes = try RecipeLibrary.bundled(parser: parser, catalog: catalog)
        }
    }

    /// The recipes of a `--library` file, or a refusal naming it: why it cannot be read, or the
    /// line that is no recipe.
    static func recipes(library: String, parser: IngredientParser, catalog: FoodCatalog) throws -> [Recipe] {
        let text = try InputFile(path: library, option: "--library").text()
        do {
            return try RecipeLibrary.recipes(jsonLines: text, parser: parser, catalog: catalog)
        } catch {
            throw CommandFailure("--library: \(library): \(error)")
        }
    }
}
