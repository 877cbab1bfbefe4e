import ArgumentParser
import Foundation
import RecipleaseServer

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the web app and the JSON API."
    )

    @Option(help: "The address to listen on.")
    var hostname = "127.0.0.1"

    @Option(help: "The port to listen on; 0 lets the system pick a free one (the log names it).")
    var port = 8080

    @Option(name: .customLong("data-dir"), help: "Where the database lives (default: $RECIPLEASE_DATA or ./data).")
    var dataDirectory: String?

    @Option(help: "A JSON-LD recipe library (one schema.org Recipe per line) to serve instead of the bundled one.")
    var library: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if let library, !FileManager.default.fileExists(atPath: library) {
            throw ValidationError("--library: no file at \(library)")
        }
    }

    func run() async throws {
        var settings = try Settings.fromEnvironment()
        settings.hostname = hostname
        settings.port = port
        if let dataDirectory { settings.dataDirectory = dataDirectory }
        settings.libraryFile = library
        try await RecipleaseApp.serve(settings: settings)
    }
}
