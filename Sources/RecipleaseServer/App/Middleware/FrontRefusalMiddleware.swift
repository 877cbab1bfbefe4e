import Vapor

/// Turns a refusal the guarded front made before the body was read (`GuardedHTTPHandler`, a
/// page's form past its route's limit) into the answer every other refusal gets: the error page
/// in the visitor's language, with the site's headers, from `ProblemMiddleware` outside it. The
/// route is never run: the request carries no body.
struct FrontRefusalMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard let refusal = request.frontRefusal else { return try await next.respond(to: request) }
        // The page's header shows who is signed in, as on any other error page; a cookie that
        // names no session shows none.
        try? await request.loadWebSession()
        throw refusal
    }
}

extension Request {
    private struct FrontRefusalKey: StorageKey { typealias Value = CodedHTTPError }

    /// Set by the guarded front on a request whose body it refused.
    var frontRefusal: CodedHTTPError? {
        get { storage[FrontRefusalKey.self] }
        set { storage[FrontRefusalKey.self] = newValue }
    }
}
