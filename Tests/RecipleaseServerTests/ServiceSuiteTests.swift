import Foundation
import FluentPostgresDriver
import SQLKit
@testable import RecipleaseServer
import Testing

/// Suites that need services installed on the machine. `swift test` alone skips them with the
/// reason; `.ci/run` installs the services and switches them on.
struct ServiceSuiteTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(.enabled(if: ProcessInfo.processInfo.environment["RECIPLEASE_BROWSER_SUITE"] == "1",
                   "the browser suite needs Chromium, chromedriver and Selenium; bash .ci/run installs them and runs it"))
    func browserSuite() async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-m", "pytest", "-q", "tests/browser"]
        process.currentDirectoryURL = ServiceSuiteTests.root
        // Waited for without holding a thread: `waitUntilExit` kept one of the two threads of
        // Swift's shared pool for the suite's minutes, and every other test shared the one left.
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        #expect(status == 0, "the browser suite failed; its output is above")
    }

    @Test(.enabled(if: TestDatabase.postgresURL != nil,
                   "the PostgreSQL pass of the server suite runs when RECIPLEASE_TEST_DATABASE_URL is set; bash .ci/run starts PostgreSQL and sets it"))
    func serverSuiteRunsOnPostgreSQL() async throws {
        try await withTestApp { app in
            let sql = try #require(app.db as? any SQLDatabase)
            #expect(sql.dialect.name == "postgresql")
        }
    }
}
