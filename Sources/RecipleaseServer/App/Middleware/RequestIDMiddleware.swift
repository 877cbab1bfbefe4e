import Vapor

/// Answers every request with its id in `X-Request-Id`: the id a load balancer sent, or the one
/// Vapor made. The same id is in the metadata of every log line written for the request
/// (`request-id`), so a client's report can be found in the logs of whichever instance served it.
/// (A future-based middleware: an async one would cost a task and two thread hops per request.)
struct RequestIDMiddleware: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request).map { response in
            response.headers.replaceOrAdd(name: .xRequestId, value: request.id)
            return response
        }
    }
}
