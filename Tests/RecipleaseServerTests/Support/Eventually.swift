import Foundation

/// Waiting for what another task, timer or instance does: a poll of the recipe table, a NOTIFY,
/// a closed socket noticed, a listener connected.
///
/// How long that takes is not what these tests are about, and on a loaded 2-core machine (the
/// whole suite at once, with builds and fuzzers beside it) it has no bound worth writing down: a
/// wait of a few seconds failed tests that were right. So a wait ends as soon as the condition
/// holds, and gives up only after `limit`, ten minutes, as the other deadlines that are not a
/// test's point do (docs/testing.md, "Determinism").
enum Eventually {
    static let limit: Duration = .seconds(600)

    /// Whether `condition` holds before `limit` passes, asked every 20 ms.
    static func holds(within limit: Duration = Eventually.limit, _ condition: () async throws -> Bool) async throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while clock.now < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return try await condition()
    }
}
