import Foundation
import NIOConcurrencyHelpers
import Vapor

/// The requests the app is answering now, and the work they started that still needs the
/// database (a change announced to other instances). A stopping process closes its databases
/// only once none is left: the front stops waiting for a request when its client hangs up, or
/// after its 10 s, while the handler goes on, and a handler that then reaches for a closed
/// database stops the process with a trap (Fluent unwraps the database it no longer has).
final class RequestsInFlight: Sendable {
    private let running = NIOLockedValueBox(0)

    var count: Int { running.withLockedValue { $0 } }

    func enter() { running.withLockedValue { $0 += 1 } }

    func leave() { running.withLockedValue { $0 -= 1 } }

    /// Whether none is left, waiting up to `limit` for the last one to finish. Looked at every
    /// 20 ms: it runs once, while the process stops.
    func drained(within limit: Duration) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while count > 0 {
            guard clock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return true
    }
}

/// Counts each request while the app answers it: the first middleware, so it sees them all.
/// (A future-based middleware, as `RequestIDMiddleware`: no task of its own per request.)
struct RequestsInFlightMiddleware: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        let inFlight = request.application.requestsInFlight
        inFlight.enter()
        return next.respond(to: request).always { _ in inFlight.leave() }
    }
}

extension Application {
    private struct RequestsInFlightKey: StorageKey { typealias Value = RequestsInFlight }

    /// Made by `configure`, before any request; an application configured otherwise counts none.
    var requestsInFlight: RequestsInFlight {
        get { storage[RequestsInFlightKey.self] ?? RequestsInFlight() }
        set { storage[RequestsInFlightKey.self] = newValue }
    }
}
