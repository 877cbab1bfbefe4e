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

/// The public folder holds a handful of files, each with an extension (`style.css`, `app.js`).
/// Looking a path up on disk costs a trip to the blocking thread pool, so only paths that could
/// be such a file are looked up; the API and the pages go straight on.
struct PublicFilesMiddleware: Middleware {
    let files: FileMiddleware

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        let path = request.url.path
        guard !path.hasPrefix("/api/"), let last = path.split(separator: "/").last, last.contains(".") else {
            return next.respond(to: request)
        }
        return files.respond(to: request, chainingTo: next)
    }
}
