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
        /// What the 413 says (its strings key without `error.`, and the key's values); nil for the
        /// general sentence.
        var code: String?
        var arguments: [String: String] = [:]
        /// The answer past the limit: 413, or 401 for a body larger than the standard sent by
        /// no known account to a route that takes more from one.
        var status: HTTPResponseStatus = .payloadTooLarge
        /// The route serves only a signed-in account: past the standard size, the front looks the
        /// account up before it reads on (`GuardedHTTPHandler.check`).
        var needsAccount = false
    }

    var standard: Int
    /// Exact paths (no query) whose POST has a limit of its own.
    var larger: [String: Limit]

    /// The routes that declare a larger `.collect(maxSize:)`: keep in step with their controllers.
    static func reciplease(standard: Int) -> RequestBodyLimits {
        // A whole collection with its photos (docs/import-export.md); the routes collect as much.
        let upload = Limit(
            bytes: ImportController.maxBody,
            code: "import.upload-too-large", arguments: ["megabytes": "\(ImportController.maxUpload >> 20)"], needsAccount: true
        )
        return RequestBodyLimits(standard: standard, larger: [
            ImportController.path: upload,
            "/api/v1/import": upload,
            // public, but its 1 MB only from an account: a client without one sends the standard
            // size, as to every other route (IngredientAPIController.parse says the same behind Vapor's server)
            "/api/v1/ingredients/parse": Limit(
                bytes: IngredientAPIController.maxBody.value, code: IngredientAPIController.bodyTooLarge.code, needsAccount: true
            ),
            "/api/v1/recipes": recipe,
        ])
    }

    /// A recipe sent whole to the API, by `POST /api/v1/recipes` or `PUT /api/v1/recipes/{id}`.
    static let recipe = Limit(bytes: UserRecipeAPIController.maxBody.value, needsAccount: true)

    func limit(for head: HTTPRequestHead) -> Limit {
        var path = head.uri.prefix { $0 != "?" && $0 != "#" }
        // The router ignores a trailing slash, so this does too.
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        if let own = RequestBodyLimits.withRecipeID(method: head.method, path: path) { return own }
        guard head.method == .POST else { return Limit(bytes: standard) }
        return larger[String(path)] ?? Limit(bytes: standard)
    }

    /// The routes whose paths hold one's own recipe's id: the recipe form (`POST /my-recipes`,
    /// `POST /my-recipes/{id}`, with a photo), `PUT /api/v1/recipes/{id}/photo` and
    /// `PUT /api/v1/recipes/{id}`, which replaces the recipe.
    static func withRecipeID(method: HTTPMethod, path: Substring) -> Limit? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let megabytes = ["megabytes": "\(UserRecipePhotos.maxBytes >> 20)"]
        let isAPIRecipe = parts.count >= 5 && parts[1] == "api" && parts[2] == "v1" && parts[3] == "recipes" && !parts[4].isEmpty
        switch (method, parts.count) {
        case (.POST, 2...3) where parts[1] == SiteURL.Root.myRecipes.rawValue:
            return Limit(bytes: RecipePhotoController.maxFormBody, code: "photo.too-large", arguments: megabytes, needsAccount: true)
        case (.PUT, 6) where isAPIRecipe && parts[5] == "photo":
            return Limit(bytes: UserRecipePhotos.maxBytes, code: "photo.too-large", arguments: megabytes, needsAccount: true)
        case (.PUT, 5) where isAPIRecipe:
            return recipe
        default:
            return nil
        }
    }

    /// What a client that is not signed in may send to a route with a larger limit: the
    /// standard, then 401 with the sign-in reason of the API or the pages.
    func signInFirst(for head: HTTPRequestHead) -> Limit {
        Limit(bytes: standard, code: head.uri.hasPrefix("/api/") ? "auth.sign-in-api" : "auth.sign-in-page", status: .unauthorized)
    }

    /// The refusal past a limit, as the app's middleware and the front both tell it.
    static func refusal(for limit: Limit) -> CodedHTTPError {
        guard let code = limit.code else {
            return CodedHTTPError(status: limit.status, code: "request.body-too-large", arguments: ["kilobytes": "\(limit.bytes / 1024)"])
        }
        return CodedHTTPError(status: limit.status, code: code, arguments: limit.arguments)
    }
}
