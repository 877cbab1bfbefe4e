import ArgumentParser
import Foundation
import RecipleaseServer

struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write all of a user's data as one JSON document.",
        discussion: "Recipes (also as schema.org JSON-LD), favorites with their snapshots, plan, preferences, kitchen list and grocery state; `reciplease import FILE --user NAME` reads it back."
    )

    @Option(help: "The user whose data to write.")
    var user: String

    @Option(name: .customLong("data-dir"), help: "Where the database lives (default: $RECIPLEASE_DATA or ./data).")
    var dataDirectory: String?

    @Option(name: .shortAndLong, help: "A file to write instead of standard output; its folder must exist.")
    var output: String?

    func run() async throws {
        // Said before the database is opened: a mistyped path costs no export, and reading
        // creates no empty database where there was none.
        try output.map { try OutputFile(path: $0).check() }
        let settings = try Settings.existingDatabase(dataDirectory: dataDirectory)
        let data = try await RecipleaseApp.exportDocument(username: user, settings: settings)
        if let output {
            try OutputFile(path: output, ownerOnly: true).write(data)
        } else {
            try StandardOutput.write(data + Data("\n".utf8))
        }
    }
}
