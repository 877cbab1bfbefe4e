import Foundation
import Vapor

/// Runs the server as a process: what `reciplease serve` calls.
public enum RecipleaseApp {
    /// How long a stopping process waits, once the front has stopped, for the requests still
    /// running (and what they started) before it closes the database.
    static let drainSeconds = 20

    public static func serve(settings: Settings) async throws {
        // The library first: a file that is no library is refused before anything starts.
        let store = try RecipeStore.load(settings: settings)
        var environment = Environment(
            name: "production",
            arguments: ["reciplease", "serve", "--hostname", settings.hostname, "--port", String(settings.port)]
        )
        try PlainTextLogHandler.bootstrap(from: &environment)
        let app = try await Application.make(environment)
        switch OpenFileLimit.raise() {
        case let (before, after)? where after > before:
            app.logger.notice("Open files: the soft limit is raised from \(before) to \(after), the hard limit")
        case let (before, _)?:
            app.logger.notice("Open files: the limit is \(before)")
        case nil:
            app.logger.warning("Open files: the limit could not be read or raised; it stays what the system set")
        }
        do {
            try await configure(app, settings: settings, store: store)
            app.logger.notice("Reciplease serves \(app.recipeStore.snapshot.count) recipes on \(settings.hostname), port \(settings.port == 0 ? "picked by the system" : String(settings.port))")
            try await app.execute()
            // SIGTERM or SIGINT: stop taking connections and let the requests in flight finish
            // (up to the server's 10 s) while the database is still open. Vapor's own shutdown
            // closes the databases before it stops the HTTP server, which would fail them.
            app.logger.notice("Stopping: finishing the requests in flight")
            app.stopping.begin()
            // Open event streams would hold the stop until its timeout; their pages reconnect elsewhere.
            app.liveStreams.endAll()
            await app.server.shutdown()
            // The front lets a request go when its client hangs up, or after its 10 s, but the
            // handler runs on; closing the database under it would stop the process with a trap.
            if !(await app.requestsInFlight.drained(within: .seconds(RecipleaseApp.drainSeconds))) {
                app.logger.warning("Stopping: \(app.requestsInFlight.count) requests still running after \(RecipleaseApp.drainSeconds) s; leaving with the database open (what they had not committed is rolled back, as after a kill)")
                exit(0)
            }
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
