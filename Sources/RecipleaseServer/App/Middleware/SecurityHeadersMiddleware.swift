import Vapor

/// Puts the browser's protections on every answer, errors included (it sits outside
/// `ProblemMiddleware`): a Content-Security-Policy, no framing, no type sniffing, no referrer to
/// other sites, and `Cache-Control: private, no-store` on whatever belongs to one browser.
struct SecurityHeadersMiddleware: Middleware {
    /// What the pages load: their own scripts and styles (no inline ones), and pictures from here
    /// or from the web, since a recipe's own image may be any http(s) address (see `RecipeRules`).
    static let pagePolicy = [
        "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' https: http:",
        "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
    ].joined(separator: "; ")
    /// JSON, files and redirects run nothing when opened as a document.
    static let documentPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    static let privateCaching = "private, no-store"

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request).map { response in
            var headers = response.headers
            // A handler with a policy of its own (the SVG pictures) keeps it.
            if !headers.contains(name: .contentSecurityPolicy) {
                let html = headers.contentType?.subType == "html"
                headers.replaceOrAdd(name: .contentSecurityPolicy, value: html ? Self.pagePolicy : Self.documentPolicy)
            }
            headers.replaceOrAdd(name: .xFrameOptions, value: "DENY")
            headers.replaceOrAdd(name: .xContentTypeOptions, value: "nosniff")
            // Full addresses within the site (the sign-in redirect reads Referer), none to other
            // sites: a page's address can say what is in someone's kitchen or plan.
            headers.replaceOrAdd(name: "Referrer-Policy", value: "same-origin")
            // Handlers that chose (public pictures, public files, the feed) keep their choice.
            if !headers.contains(name: .cacheControl), Self.isPrivate(request, headers) {
                headers.replaceOrAdd(name: .cacheControl, value: Self.privateCaching)
            }
            response.headers = headers
            return response
        }
    }

    /// An answer to a request with a cookie or credentials (a session, a visitor's CSRF key,
    /// preferences, a token) may depend on them, as may one that sets a cookie (a page with a form).
    static func isPrivate(_ request: Request, _ headers: HTTPHeaders) -> Bool {
        request.headers.contains(name: .cookie) || request.headers.contains(name: .authorization)
            || headers.contains(name: .setCookie)
    }
}
