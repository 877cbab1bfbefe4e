import Foundation
import Vapor

/// Runs the server as a process: what `reciplease serve` calls.
public enum RecipleaseApp {
    public static func serve(settings: Settings) async throws {
        var environment = Environment(
            name: "production",
            arguments: ["reciplease", "serve", "--hostname", settings.hostname, "--port", String(settings.port)]
        )
        try LoggingSystem.bootstrap(from: &environment)
        let app = try await Application.make(environment)
        do {
            try await configure(app, settings: settings)
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
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
