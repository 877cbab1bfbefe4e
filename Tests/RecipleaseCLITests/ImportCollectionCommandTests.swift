import Foundation
@testable import RecipleaseCLI
import RecipleaseBench
import RecipleaseCore
import RecipleaseMigrate
@testable import RecipleaseServer
import Synchronization
import Testing

/// `reciplease import FILE --user NAME` with another app's whole collection, and its progress bar.
struct ImportCollectionCommandTests {
    @Test func aCollectionComesInOnceThroughTheCommand() async throws {
        // given alice in a SQLite file and a Nextcloud-style zip of 120 recipes on disk
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-collection-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var settings = Settings(dataDirectory: directory, database: .sqliteFile, passwordCost: 4)
        settings.connectionWaitSeconds = 120
        try await RecipleaseApp.withOfflineApp(settings: settings) { app in
            try await User(username: "alice", passwordHash: "not used", createdAt: Date()).create(on: app.db)
        }
        let file = directory + "/cookbook.zip"
        #expect(FileManager.default.createFile(atPath: file, contents: CollectionFixture.generatedNextcloudZip(count: 120)))

        // when the command runs twice, as a person would by mistake
        let command = try #require(try RecipleaseCommand.parseAsRoot(["import", file, "--user", "alice", "--data-dir", directory]) as? ImportCommand)
        try await command.run()
        try await command.run()

        // then the account holds each recipe once, with its photo
        let export = try JSONSerialization.jsonObject(with: try await RecipleaseApp.exportDocument(username: "alice", settings: settings)) as? [String: Any]
        let recipes = try #require(export?["recipes"] as? [[String: Any]])
        #expect(recipes.count == 120)
        #expect(Set(recipes.compactMap { $0["name"] as? String }).count == 120)
    }

    @Test func theReportSaysWhatCameInAndWhatDidNot() {
        let summary = CollectionImportSummary(
            job: nil, format: .nextcloud, total: 4, added: 2, existing: 1,
            failed: [ImportFailure(item: "Broken", code: "collection.recipe-json-invalid")], photoWarnings: [], recipeIDs: []
        )
        let lines = CollectionImportReport(summary, username: "alice").lines
        #expect(lines == ["Imported a Nextcloud Cookbook collection into alice: 2 new, 1 already there, 1 failed", "Failed: Broken: the recipe file is not valid JSON"])
    }

    @Test func theBarRedrawsInPlaceOnATerminalAndWritesLinesElsewhere() {
        // given
        let written = Mutex<[String]>([])
        let terminal = ProgressBar(label: "Importing", terminal: true) { text in written.withLock { $0.append(text) } }

        // when
        terminal.update(done: 0, total: 4)
        terminal.update(done: 2, total: 4)
        terminal.update(done: 4, total: 4)

        // then
        let drawn = written.withLock { $0 }
        #expect(drawn.count == 3)
        #expect(drawn.allSatisfy { $0.hasPrefix("\r") })
        #expect(drawn[1].contains("2/4 (50%)"))
        #expect(drawn[2].hasSuffix("4/4 (100%)\n"))

        // and in a log: the first line, then at most one every two seconds, and always the last
        let logged = Mutex<[String]>([])
        let log = ProgressBar(label: "Importing", terminal: false) { text in logged.withLock { $0.append(text) } }
        for done in 0...100 { log.update(done: done, total: 100) }
        #expect(logged.withLock { $0 } == ["Importing: 0 of 100\n", "Importing: 100 of 100\n"])
    }
}
