import Foundation
import RecipleaseCore
import RecipleasePictures
import Vapor

/// The generated picture of a recipe, for recipes that have no photograph of their own.
struct RecipeImageController: RouteCollection {
    /// A day: bundled recipes never change while the server runs. A user's own recipe's picture
    /// is asked again each time (`private, no-cache`), its ETag saying whether it changed.
    static let cacheControl = "public, max-age=86400"
    /// The SVG is served as a document of its own; it needs no scripts, fonts or fetches at all.
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'"

    func boot(routes: any RoutesBuilder) throws {
        routes.get(SiteURL.Root.images.component, "recipes", ":file", use: show)
    }

    func show(request: Request) async throws -> Response {
        let file = request.parameters.get("file") ?? ""
        let store = request.recipes
        guard file.hasSuffix(".svg"), let recipe = try await request.visibleRecipe(String(file.dropLast(4))) else {
            throw RequestProblem.missingPage(.picture)
        }
        // A user's own recipe is theirs alone: no shared cache keeps its picture.
        return RecipeImageController.picture(of: recipe, catalog: store.catalog, shared: recipe.owner == nil, for: request)
    }

    /// The recipe drawn, with its ETag; 304 when the asker has it. `shared`: any cache may keep it.
    static func picture(of recipe: Recipe, catalog: FoodCatalog, shared: Bool, for request: Request) -> Response {
        let svg = RecipeArtwork.svg(for: recipe, catalog: catalog)
        let etag = "\"\(RecipeArtwork.fingerprint(of: svg))\""
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "image/svg+xml")
        // A user's own recipe can be renamed at any moment, and its picture's address stays: the
        // browser asks again each time (a 304 while unchanged), or a renamed recipe showed its old
        // title for up to a day (hostile sweep, 2026-12-07).
        headers.replaceOrAdd(name: .cacheControl, value: shared ? RecipeImageController.cacheControl : "private, no-cache")
        headers.replaceOrAdd(name: .contentSecurityPolicy, value: RecipeImageController.contentSecurityPolicy)
        headers.replaceOrAdd(name: "X-Content-Type-Options", value: "nosniff")
        headers.replaceOrAdd(name: .eTag, value: etag)
        if request.hasETag(etag) {
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: .init(string: svg))
    }
}
