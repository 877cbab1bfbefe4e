import Fluent
import Foundation
import RecipleaseBench
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Two imports for one user at once through doors that share no gate in memory: the command
/// line's code path (an app of its own on the same database, as `reciplease import` or another
/// instance has) and the API of the running app. What is already there and how much room is left
/// are decided inside each batch's write transaction, so neither writes a recipe the other wrote,
/// and together they stay within the account's limit.
struct CollectionImportTwoDoorsTests {
    /// A Nextcloud zip of "`name` n" for each number.
    static func zip(_ name: String, _ numbers: ClosedRange<Int>) -> [CollectionFixture.AppRecipe] {
        numbers.map { CollectionFixture.AppRecipe(name: "\(name) \($0)", ingredients: ["\($0) g flour", "1 egg"], instructions: ["Mix."]) }
    }

    /// Gives the user recipes written straight into the database until `room` are left.
    static func fill(_ app: Application, _ username: String, leaving room: Int) async throws {
        let user = try await app.storedUser(username)
        let userID = try user.requireID()
        let filler = try AccountTransfer.checked(RecipeDraft(title: "Filler", ingredientLines: ["1 egg"]))
        let rows = (0..<UserRecipes.maxCount - room).map { number in
            let row = UserRecipe(id: UUID(), userID: userID, createdAt: Date())
            row.apply(filler)
            row.title = "Filler \(number)"
            return row
        }
        try await app.db.writeTransaction { db in
            for start in stride(from: 0, to: rows.count, by: 200) { try await rows[start..<min(start + 200, rows.count)].create(on: db) }
        }
    }

    @Test func theCommandLineAndTheAPIAtOnceWriteEachRecipeOnceWithinTheLimit() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("two-doors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = Settings(dataDirectory: folder.path, passwordCost: 4)
        try await withConfiguredApp(settings: settings, store: TestLibrary.store(), sharedFile: true) { app in
            // given alice with room for 100 more recipes
            let alice = try await TestAPIClient.signedUp(app, "alice")
            try await Self.fill(app, "alice", leaving: 100)
            // and the command line importing Dish 1...120 for her, held once its first batch is written
            let (firstBatch, written) = AsyncStream<Void>.makeStream()
            let (resume, resuming) = AsyncStream<Void>.makeStream()
            let cookbook = CollectionFixture.nextcloudZip(Self.zip("Dish", 1...120))
            let commandLine = Task {
                try await RecipleaseApp.importCollection(cookbook, fileName: "cookbook.zip", username: "alice", settings: app.settings) { done, _ in
                    guard done == CollectionImporter.batchSize else { return }
                    written.yield()
                    for await _ in resume { break }
                }
            }
            for await _ in firstBatch { break }

            // when the API imports Dish 51...100 and 20 others for her meanwhile
            let overlapping = CollectionFixture.nextcloudZip(Self.zip("Dish", 51...100) + Self.zip("Other", 1...20))
            let answer = try await CollectionImportTests.importAPI(app, alice, overlapping)
            resuming.yield()
            let report = try #require(try await commandLine.value)

            // then the API brought in what had room (50 of its 70), the command line found those
            // already there and had no room for the rest
            #expect(answer.status == .created, "\(answer.body.string)")
            let summary = try #require(try answer.json()["collection"] as? [String: Any])
            #expect((summary["added"] as? Int, summary["existing"] as? Int, (summary["failed"] as? [Any])?.count) == (50, 0, 20))
            #expect((report.added, report.existing, report.failures.count) == (50, 50, 20))
            #expect(report.failures.allSatisfy { $0.reason.code == "recipes.full" }, "\(report.failures.map(\.reason.code))")
            // and alice has each recipe once, and no more than the limit
            let user = try await app.storedUser("alice")
            let titles = try await UserRecipe.query(on: app.db).filter(\.$user.$id == user.requireID()).all(\.$title)
            #expect(titles.count == UserRecipes.maxCount)
            #expect(Set(titles).count == titles.count)
            #expect(Set(titles.filter { $0.hasPrefix("Dish ") }) == Set((1...100).map { "Dish \($0)" }))
        }
    }
}
