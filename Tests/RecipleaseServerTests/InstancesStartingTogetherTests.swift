import Foundation
@testable import RecipleaseServer
import SQLKit
import Testing
import VaporTesting

/// Several instances started at the same moment on one new PostgreSQL database: each makes the
/// tables as it starts, and every one of them comes up (one of two died when the other's `CREATE
/// TABLE` won).
struct InstancesStartingTogetherTests {
    @Test(.enabled(if: TestDatabase.postgresURL != nil, "the race is PostgreSQL's; the PostgreSQL pass runs this"))
    func threeInstancesStartedTogetherOnANewDatabaseAllServe() async throws {
        for _ in 0..<3 {
            await TestDatabase.slots.acquire()
            let settings = {
                var settings = Settings(passwordCost: 4)
                settings.database = TestDatabase.fresh()
                settings.connectionsPerLoop = 1
                return settings
            }()
            let apps = try await withThrowingTaskGroup(of: Application.self) { group in
                for _ in 0..<3 {
                    group.addTask {
                        let app = try await Application.make(.testing)
                        app.logger.logLevel = .critical
                        do {
                            try await configure(app, settings: settings, store: TestLibrary.store())
                        } catch {
                            try? await app.asyncShutdown()
                            Issue.record("an instance did not start: \(String(reflecting: error))")
                            throw error
                        }
                        return app
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            // then each answers, on the one schema they made between them
            for app in apps {
                let alive = try await TestAPIClient(app: app).send(.GET, "/healthz")
                #expect(alive.status == .ok)
            }
            if case let .postgres(_, schema?) = settings.database, let sql = apps.first?.db as? any SQLDatabase {
                try? await sql.raw("DROP SCHEMA IF EXISTS \(ident: schema) CASCADE").run()
            }
            for app in apps { try await app.asyncShutdown() }
            await TestDatabase.slots.release()
        }
    }
}
