import ArgumentParser
import Foundation
import RecipleaseCore
import RecipleaseServer

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the web app and the JSON API."
    )

    @Option(help: "The address to listen on.")
    var hostname = "127.0.0.1"

    @Option(parsing: .unconditional, help: "The port to listen on, up to 65535; 0 lets the system pick a free one (the log names it).")
    var port = 8080

    @Option(name: .customLong("data-dir"), help: "Where the database lives (default: $RECIPLEASE_DATA or ./data).")
    var dataDirectory: String?

    @Option(help: "A JSON-LD recipe library (one schema.org Recipe per line) to serve instead of the bundled one.")
    var library: String?

    func validate() throws {
        try NumberOption.check(port, "--port", in: 0...65535)
    }

    func run() async throws {
        // Said before the server starts, in the words every command reading a file uses.
        try library.map { try InputFile(path: $0, option: "--library").check() }
        var settings = try Settings.fromEnvironment()
        settings.hostname = hostname
        settings.port = port
        if let dataDirectory { settings.dataDirectory = dataDirectory }
        settings.libraryFile = library
        do {
            try await RecipleaseApp.serve(settings: settings)
        } catch let error as RecipeLibraryError {
            // The library is read as the server starts: what is wrong with it, named as every
            // command reading a library names it.
            guard let library else { throw CommandFailure("\(error)") }
            throw CommandFailure(error == .notText ? "--library: \(library) is not UTF-8 text" : "--library: \(library): \(error)")
        } catch {
            throw Self.listening(error, hostname: hostname, port: port) ?? error
        }
    }

    /// An address the server cannot listen on, in words: the socket library's own were "bind(descriptor:ptr:bytes:):
    /// Address already in use) (errno: 98)" and "SocketAddressError.UnknownHost" (CLI probe, 2026-12-07). The
    /// cause is read by the server (`ListenFailure`), from the error's errno, not from its text.
    static func listening(_ error: any Error, hostname: String, port: Int) -> CommandFailure? {
        switch ListenFailure(error) {
        case .portInUse?:
            return CommandFailure("cannot listen on \(hostname), port \(port): the port is in use (is Reciplease already running?); choose another with --port")
        case .noSuchAddress?:
            return CommandFailure("cannot listen on \(hostname): no address of this machine (--hostname takes one, such as 127.0.0.1 or 0.0.0.0)")
        case .permissionDenied?:
            return CommandFailure("cannot listen on \(hostname), port \(port): permission denied (ports below 1024 need root); choose another with --port")
        case nil:
            return nil
        }
    }
}
