import Foundation
@testable import RecipleaseServer
import Testing
import Vapor

/// Settings a server cannot use stop it at start, naming the variable, in words: not the
/// driver's or Foundation's error codes, nor a default taken in silence.
struct StartUpSettingsTests {
    @Test(arguments: [
        ("LOG_LEVEL", "bogus"), ("LOG_LEVEL", "verbose"),
        // start-up makes one hash at the cost: at 31 the server never started
        ("RECIPLEASE_PASSWORD_COST", "17"), ("RECIPLEASE_PASSWORD_COST", "31"), ("RECIPLEASE_PASSWORD_COST", "3"),
        ("DATABASE_URL", "postgres://"), ("DATABASE_URL", "postgres:///reciplease"), ("DATABASE_URL", "postgres://db.example/reciplease"),
        ("DATABASE_URL", "mysql://u:p@db.example/reciplease"),
        // a switch in another spelling was read as off, in silence
        ("RECIPLEASE_IMPORT_ALLOW_PRIVATE", "maybe"), ("RECIPLEASE_IMPORT_ALLOW_PRIVATE", "2"), ("RECIPLEASE_LISTEN", "enabled"),
    ])
    func aValueTheServerCannotUseIsRefusedByName(variable: String, value: String) {
        let error = #expect(throws: SettingsError.self) { try Settings.fromEnvironment([variable: value]) }
        #expect(error?.description.hasPrefix("\(variable)=") == true, "\(error?.description ?? "")")
    }

    @Test func usableValuesAreTaken() throws {
        let settings = try Settings.fromEnvironment([
            "LOG_LEVEL": "Debug", "RECIPLEASE_PASSWORD_COST": "16",
            "DATABASE_URL": "postgres://reciplease:secret@db.example:5432/reciplease?sslmode=disable",
        ])
        #expect(settings.passwordCost == 16)
        for (written, allowed) in [("1", true), ("Yes", true), (" on ", true), ("0", false), ("false", false), ("OFF", false)] {
            #expect(try Settings.fromEnvironment(["RECIPLEASE_IMPORT_ALLOW_PRIVATE": written]).importFromPrivateAddresses == allowed, "\(written)")
        }
        #expect(try Settings.fromEnvironment([:]).importFromPrivateAddresses == false)
        #expect(settings.database == .postgres(url: "postgres://reciplease:secret@db.example:5432/reciplease?sslmode=disable"))
    }

    @Test func aDataFolderThatIsAFileIsRefusedInWords() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-not-a-folder-\(UUID())").path
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        var settings = Settings(passwordCost: 4)
        settings.dataDirectory = file
        settings.database = .sqliteFile
        let app = try await Application.make(.testing)
        let error = await #expect(throws: SettingsError.self) { try await configure(app, settings: settings, store: nil) }
        #expect(error?.description.contains("not a file") == true, "\(error?.description ?? "")")
        try await app.asyncShutdown()
    }
}
