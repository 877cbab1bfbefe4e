import Vapor

/// Refuses a multipart body whose boundary the multipart reader cannot take, before any form or
/// content is decoded: MultipartKit traps on an empty boundary (a precondition), so a request
/// with `Content-Type: multipart/form-data; boundary=` would otherwise take the process down
/// wherever a handler, or the CSRF check, reads its body. RFC 2046 allows 1 to 70 characters.
struct MultipartBoundaryMiddleware: Middleware {
    static let lengths = 1...70

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        if let type = request.headers.contentType, type.type.lowercased() == "multipart",
           let boundary = type.parameters["boundary"], !Self.lengths.contains(boundary.count) {
            return request.eventLoop.makeFailedFuture(RequestProblem.multipartBoundary)
        }
        return next.respond(to: request)
    }
}
