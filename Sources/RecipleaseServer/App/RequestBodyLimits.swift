import NIOHTTP1
import RecipleaseCore
import Vapor

/// How large a request body the guarded front collects before it answers 413.
///
/// Vapor's own server streams a body into the route, which stops it at the route's
/// `.collect(maxSize:)`; Vapor gives no public way to hand a route a stream, so the front collects
/// the body first and has to know those sizes itself. Every route takes
/// `app.routes.defaultMaxBodySize` unless it is listed in `larger`.
struct RequestBodyLimits: Sendable {
    struct Limit: Sendable {
        var bytes: Int
        /// What the 413 says; nil for the general sentence.
        var reason: String?
    }

    var standard: Int
    /// Exact paths (no query) whose POST has a limit of its own.
    var larger: [String: Limit]

    /// The routes that declare a larger `.collect(maxSize:)`: keep in step with their controllers.
    static func reciplease(standard: Int) -> RequestBodyLimits {
        let upload = Limit(bytes: ImportController.maxBody, reason: nil)
        return RequestBodyLimits(standard: standard, larger: [
            ImportController.path: upload,
            "/api/v1/import": upload,
            "/api/v1/ingredients/parse": Limit(
                bytes: IngredientAPIController.maxBody.value, reason: IngredientAPIController.bodyTooLarge
            ),
        ])
    }

    func limit(for head: HTTPRequestHead) -> Limit {
        guard head.method == .POST else { return Limit(bytes: standard, reason: nil) }
        var path = head.uri.prefix { $0 != "?" && $0 != "#" }
        // The router ignores a trailing slash, so this does too.
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return larger[String(path)] ?? Limit(bytes: standard, reason: nil)
    }

    static func reason(for limit: Limit) -> String {
        limit.reason ?? Strings.english.text("error.request.body-too-large", ["kilobytes": "\(limit.bytes / 1024)"])
    }
}
