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
            app.logger.notice("Reciplease serves \(app.recipeStore.snapshot.count) recipes on http://\(settings.hostname):\(settings.port)")
            try await app.execute()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
