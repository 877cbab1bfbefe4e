import Fluent
import Foundation
import NIOCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Write transactions on a SQLite file, as `serve` runs it (WAL, one connection per event loop),
/// with requests that arrive together. Before `writeTransaction`, a transaction that read, then
/// wrote after another connection's commit, failed at once with "database is locked": a 500.
struct SQLiteWriteTransactionTests {
    static func withFileApp(_ body: (Application) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-writes-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var settings = Settings(dataDirectory: directory, database: .sqliteFile, passwordCost: 4)
        // A file database shares the blocking-thread pool with every other test's app: let it wait.
        settings.connectionWaitSeconds = 120
        try await withApp(configure: { app in try await configure(app, settings: settings, store: TestLibrary.store()) }) { app in
            try await body(app)
        }
    }

    @Test func leavingAndFoundingAHouseholdAtOnceNeverAnswers500() async throws {
        try await Self.withFileApp { app in
            let sam = try await TestAPIClient.signedUp(app, "sam")
            for round in 0..<4 {
                // given sam in a household (or not, from the round before)
                _ = try await sam.send(.POST, "/api/v1/households", json: #"{"name": "Round \#(round)"}"#)

                // when leaves and new households arrive together, each transaction reading first
                let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                    for n in 0..<8 {
                        group.addTask {
                            n % 2 == 0
                                ? try await sam.send(.POST, "/api/v1/household/leave", json: "{}").status
                                : try await sam.send(.POST, "/api/v1/households", json: #"{"name": "Racer \#(n)"}"#).status
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }

                // then each gets a real answer, and sam is in at most one household
                #expect(statuses.allSatisfy { $0.code < 500 }, "round \(round): \(statuses)")
                let user = try await app.storedUser("sam")
                #expect(try await HouseholdMember.query(on: app.db).filter(\.$user.$id == user.requireID()).count() <= 1)
            }
        }
    }

    @Test func recipesEditedWhileTheKitchenListChangesAllCome() async throws {
        try await Self.withFileApp { app in
            // given one user with twelve recipes: an edit is a transaction (the recipe and the
            // plan's titles), a kitchen item a single statement
            let ada = try await TestAPIClient.signedUp(app, "ada")
            var edits: [(id: String, body: String)] = []
            for n in 0..<12 {
                let created = try await ada.send(.POST, "/api/v1/recipes", json: #"{"title": "Soup \#(n)", "servings": 2, "ingredients": ["1 cup milk"], "instructions": ["Heat."]}"#)
                let id = try #require(try created.json()["id"] as? String)
                edits.append((id, #"{"title": "Better soup \#(n)", "servings": 4, "ingredients": ["2 cups milk"], "instructions": ["Heat slowly."]}"#))
            }
            let foods = ["milk", "eggs", "rice", "flour", "sugar", "butter", "onion", "garlic", "carrot", "potato", "tomato", "lemon"]
            let jobs = edits

            // when twelve edits and twelve kitchen items arrive together
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for n in 0..<12 {
                    group.addTask { try await ada.send(.PUT, "/api/v1/recipes/\(jobs[n].id)", json: jobs[n].body).status }
                    group.addTask { try await ada.send(.POST, "/api/v1/pantry", json: #"{"name": "\#(foods[n])"}"#).status }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            // then every one is saved
            #expect(statuses.allSatisfy { $0 == .ok || $0 == .created }, "\(statuses)")
            let titles = try await ada.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").compactMap { $0["title"] as? String }
            #expect(titles.count == 12 && titles.allSatisfy { $0.hasPrefix("Better soup") }, "\(titles)")
            let items = try await ada.send(.GET, "/api/v1/pantry").jsonArray("items")
            #expect(items.count == 12)
        }
    }
}
