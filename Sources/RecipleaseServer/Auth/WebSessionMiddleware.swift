import Vapor

/// Reads the browser session from its cookie before the request is handled, and sets or expires
/// the cookie afterwards.
/// A request without a signed-in cookie (every API client, every visitor) goes straight on,
/// without a task or a query of its own.
struct WebSessionMiddleware: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        let secret = request.cookies[SessionCookie.name]?.string
        if let secret, VisitorCookie.isVisitor(secret) { request.account.visitorSecret = secret }
        guard let secret, !VisitorCookie.isVisitor(secret) else {
            return next.respond(to: request).map { response in
                request.writeSessionCookie(to: response)
                return response
            }
        }
        let promise = request.eventLoop.makePromise(of: Response.self)
        promise.completeWithTask {
            try await request.loadWebSession()
            let response = try await next.respond(to: request).get()
            request.writeSessionCookie(to: response)
            return response
        }
        return promise.futureResult
    }
}

/// Every state-changing request to a page (POST, PUT, PATCH, DELETE outside `/api/`) must carry the
/// browser's CSRF token (its session's or its visitor cookie's), or it is refused with 403 before
/// it reaches a handler.
/// The API checks its own: bearer-token calls need none, session-cookie calls send the header.
struct CSRFMiddleware: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        guard !request.method.isSafe, !request.url.path.hasPrefix("/api/") else { return next.respond(to: request) }
        // A method no route takes at the path reads and writes nothing: the router answers it
        // (405 with `Allow`, or 404), not the page for a missing token (`DELETE /healthz` had it).
        guard AllowedMethods.at(request.url.path, in: request.application.routes).contains(request.method) else {
            return next.respond(to: request)
        }
        let promise = request.eventLoop.makePromise(of: Response.self)
        promise.completeWithTask {
            try await request.verifyCSRF(acceptFormField: true)
            return try await next.respond(to: request).get()
        }
        return promise.futureResult
    }
}

/// Pages for signed-in people: anyone else is sent to the sign-in page, and back afterwards.
struct RequireSignInMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard request.account.user != nil else {
            let back = request.method == .GET ? request.url.string : request.localPath(request.headers.first(name: .referer))
            let target = SiteURL.signIn(next: back)
            return request.redirect(to: target, redirectType: .normal)
        }
        return try await next.respond(to: request)
    }
}

/// API routes that belong to a user: 401 without a valid token or session. Calls made with the
/// session cookie (from the site's own scripts) that change something must send `X-CSRF-Token`.
struct APIAuthMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        _ = try await request.requireAPIUser()
        if request.account.token == nil, !request.method.isSafe {
            try await request.verifyCSRF(acceptFormField: false)
        }
        return try await next.respond(to: request)
    }
}
