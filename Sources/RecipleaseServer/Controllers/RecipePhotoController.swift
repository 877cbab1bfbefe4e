import Foundation
import RecipleaseCore
import Vapor

/// The photos of a user's own recipes: served to the owner only (anyone else, signed in or not,
/// gets 404 as if there were none), and set or removed through the API. The recipe form uploads
/// through `MyRecipesController`.
struct RecipePhotoController: RouteCollection {
    /// The recipe form with a photo: the photo and the rest of the form's fields.
    static let maxFormBody = UserRecipePhotos.maxBytes + 256 * 1024
    /// An address that carries the photo's tag (`?v=`, as pages link it) names those bytes only:
    /// kept a day. Any other (the API's, a page's without its tag) is asked again each time, the
    /// ETag making that a 304: a replaced photo showed its old bytes for a day there.
    static let cacheControl = "private, max-age=86400"
    static let revalidated = "private, no-cache"

    func boot(routes: any RoutesBuilder) throws {
        // Not behind RequireSignInMiddleware: a signed-out asker gets 404, not a sign-in page.
        routes.get(SiteURL.Root.myRecipes.component, ":id", "photo", use: show)
        let api = routes.grouped("api", "v1", "recipes").grouped(APIAuthMiddleware())
        api.get(":id", "photo", use: showAPI)
        api.on(.PUT, ":id", "photo", body: .collect(maxSize: ByteCount(integerLiteral: UserRecipePhotos.maxBytes)), use: put)
        api.delete(":id", "photo", use: delete)
    }

    /// `GET /my-recipes/{id}/photo`: the bytes, for the owner's session (and, on a recipe shared
    /// with the household, its members').
    func show(request: Request) async throws -> Response {
        let id = request.parameters.get("id") ?? ""
        guard let user = try await request.currentUser(), let rowID = UserRecipes.rowID(of: id) else {
            throw RequestProblem.missingPage(.picture)
        }
        let shared = try await request.sharedScope(of: user).seesShared(id, on: request.db)
        guard let photo = try await UserRecipePhotos(userID: shared?.$user.id ?? user.requireID(), on: request.db).find(recipeID: rowID) else {
            throw RequestProblem.missingPage(.picture)
        }
        return RecipePhotoController.respond(photo, to: request)
    }

    /// `GET /api/v1/recipes/{id}/photo`: the same, for a token or session (the owner's, or a
    /// member's of their household when the recipe is shared).
    func showAPI(request: Request) async throws -> Response {
        let id = request.parameters.get("id") ?? ""
        let user = try await request.requireAPIUser()
        let found: (UserRecipePhotos, UUID, String)
        if let shared = try await request.sharedScope(of: user).seesShared(id, on: request.db), let sharedID = shared.id {
            found = (UserRecipePhotos(userID: shared.$user.id, on: request.db), sharedID, id)
        } else {
            found = try await RecipePhotoController.own(request)
        }
        let (photos, rowID, _) = found
        guard let photo = try await photos.find(recipeID: rowID) else { throw RequestProblem.missing(.photo, id: id) }
        return RecipePhotoController.respond(photo, to: request)
    }

    /// `PUT /api/v1/recipes/{id}/photo` with the image's bytes as the body → the photo's address and kind.
    func put(request: Request) async throws -> RecipePhotoDTO {
        let (photos, rowID, id) = try await RecipePhotoController.own(request)
        let data = request.body.data.map { Data($0.readableBytesView) } ?? Data()
        let kind = try await photos.save(data, recipeID: rowID, now: request.now, store: request.recipes)
        return RecipePhotoDTO(url: SiteURL.apiRecipePhoto(id), page: SiteURL.myRecipePhoto(id, tag: UserRecipePhotos.tag(of: data)),
                              contentType: kind.contentType, bytes: data.count)
    }

    /// `DELETE /api/v1/recipes/{id}/photo` → 204; 404 when the recipe had no photo.
    func delete(request: Request) async throws -> Response {
        let (photos, rowID, id) = try await RecipePhotoController.own(request)
        guard try await photos.remove(recipeID: rowID, now: request.now, store: request.recipes) else {
            throw RequestProblem.missing(.photo, id: id)
        }
        return Response(status: .noContent)
    }

    /// The asker's photos and the recipe row named in the path; 404 when the recipe is not theirs.
    private static func own(_ request: Request) async throws -> (UserRecipePhotos, UUID, String) {
        let id = request.parameters.get("id") ?? ""
        let user = try await request.requireAPIUser()
        guard let rowID = UserRecipes.rowID(of: id), try await UserRecipes(user: user, on: request.db).find(id) != nil else {
            throw RequestProblem.missing(.ownRecipe, id: String(id.prefix(60)))
        }
        return (try UserRecipePhotos(user: user, on: request.db), rowID, id)
    }

    /// The photo with its detected type, a private cache and its ETag; 304 when the asker has it.
    static func respond(_ photo: StoredPhoto, to request: Request) -> Response {
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: photo.kind.contentType)
        let versioned = request.queryValues("v").last == photo.tag
        headers.replaceOrAdd(name: .cacheControl, value: versioned ? cacheControl : revalidated)
        headers.replaceOrAdd(name: .eTag, value: photo.etag)
        headers.replaceOrAdd(name: .xContentTypeOptions, value: "nosniff")
        if request.hasETag(photo.etag) { return Response(status: .notModified, headers: headers) }
        return Response(status: .ok, headers: headers, body: .init(data: photo.data))
    }
}

extension Request {
    /// True when If-None-Match names this ETag (or `*`): the asker's copy is current.
    func hasETag(_ etag: String) -> Bool {
        headers[.ifNoneMatch].contains { value in
            value.split(separator: ",").contains {
                let given = $0.trimmingCharacters(in: .whitespaces)
                return given == "*" || given == etag || given == "W/" + etag
            }
        }
    }
}
