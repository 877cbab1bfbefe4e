import Fluent
import Foundation
import RecipleaseCore
import SQLKit
import Vapor

/// For load balancers: `/healthz` says the process answers, `/readyz` that it can serve
/// (database reachable, recipes indexed and, with PostgreSQL, listening for what other
/// instances change).
struct HealthController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get("healthz", use: health)
        routes.get("readyz", use: ready)
    }

    struct Status: Content {
        let status: String
        let recipes: Int?
    }

    func health(request: Request) async throws -> Status {
        Status(status: "ok", recipes: nil)
    }

    func ready(request: Request) async throws -> Response {
        // the library's, not users' own: anyone may ask, and users' writes are theirs (hostile sweep, 2026-12-07)
        let recipes = request.recipes.snapshot.libraryCount
        do {
            guard let sql = request.db as? any SQLDatabase else { throw Abort(.serviceUnavailable) }
            try await sql.raw("SELECT 1").run()
        } catch {
            let response = Response(status: .serviceUnavailable)
            try response.content.encode(Problem(code: "health.database", reason: Strings.english.text("error.health.database")))
            return response
        }
        if let hearing = request.application.changeHearing, !hearing.hearsEveryChannel {
            let response = Response(status: .serviceUnavailable)
            try response.content.encode(Problem(code: "health.listener", reason: Strings.english.text("error.health.listener")))
            return response
        }
        let response = Response(status: .ok)
        try response.content.encode(Status(status: "ready", recipes: recipes))
        return response
    }
}
