import Vapor

/// Answers every request with its id in `X-Request-Id`: the id a load balancer sent, or the one
/// Vapor made. The same id is in the metadata of every log line written for the request
/// (`request-id`), so a client's report can be found in the logs of whichever instance served it.
struct RequestIDMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let response = try await next.respond(to: request)
        response.headers.replaceOrAdd(name: .xRequestId, value: request.id)
        return response
    }
}
