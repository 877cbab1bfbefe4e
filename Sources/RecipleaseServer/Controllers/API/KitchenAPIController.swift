import Foundation
import Vapor

/// The signed-in user's "in my kitchen" list.
struct KitchenAPIController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let pantry = routes.grouped("pantry").grouped(APIAuthMiddleware())
        pantry.get(use: index)
        pantry.post(use: create)
        pantry.delete(use: clear)
        pantry.patch(":id", use: update)
        pantry.delete(":id", use: delete)
    }

    /// `GET /api/v1/pantry` → `{items: [{id, name, food, ticked, createdAt}], searchURL}`, by name.
    func index(request: Request) async throws -> KitchenListDTO {
        let scope = try await request.sharedScope(of: request.requireAPIUser())
        let items = try await UserKitchen(scope: scope, on: request.db).list()
        let catalog = request.recipes.catalog
        let language = try request.viewerLanguage().code
        let people = try await scope.names(of: items.map(\.addedBy), on: request.db)
        return KitchenListDTO(items: try items.map { try KitchenItemDTO($0, catalog: catalog, language: language, people: people) },
                              searchURL: UserKitchen.searchURL(items))
    }

    /// `POST /api/v1/pantry` `{name, ticked?}` → 201 with the item (ticked unless told otherwise);
    /// 409 when the name is already on the list.
    func create(request: Request) async throws -> Response {
        let pantry = try await request.shared(UserKitchen.self, of: request.requireAPIUser())
        let body = try request.decodeJSON(NewPantryItemDTO.self)
        let catalog = request.recipes.catalog
        let language = try request.viewerLanguage().code
        let item = try await pantry.add(name: body.name, ticked: body.ticked ?? true, catalog: catalog, language: language, now: request.now)
        try await request.publishShared(.kitchen, user: request.requireAPIUser())
        let people = try await request.sharedScope(of: request.requireAPIUser()).names(of: [item.addedBy], on: request.db)
        return try await KitchenItemDTO(item, catalog: catalog, language: language, people: people).encodeResponse(status: .created, for: request)
    }

    /// `PATCH /api/v1/pantry/{id}` `{ticked?, name?}` → the item.
    func update(request: Request) async throws -> KitchenItemDTO {
        let pantry = try await request.shared(UserKitchen.self, of: request.requireAPIUser())
        let item = try await KitchenAPIController.item(request, in: pantry)
        let body = try request.decodeJSON(KitchenItemPatchDTO.self)
        guard body.name != nil || body.ticked != nil else {
            throw RequestProblem.kitchenChangeEmpty
        }
        let catalog = request.recipes.catalog
        let language = try request.viewerLanguage().code
        let updated = try await pantry.update(item, name: body.name, ticked: body.ticked, catalog: catalog, language: language)
        try await request.publishShared(.kitchen, user: request.requireAPIUser())
        let people = try await request.sharedScope(of: request.requireAPIUser()).names(of: [updated.addedBy], on: request.db)
        return try KitchenItemDTO(updated, catalog: catalog, language: language, people: people)
    }

    /// `DELETE /api/v1/pantry/{id}` → 204
    func delete(request: Request) async throws -> HTTPStatus {
        let pantry = try await request.shared(UserKitchen.self, of: request.requireAPIUser())
        try await pantry.delete(try await KitchenAPIController.item(request, in: pantry))
        try await request.publishShared(.kitchen, user: request.requireAPIUser())
        return .noContent
    }

    /// `DELETE /api/v1/pantry` → 204, the list is empty.
    func clear(request: Request) async throws -> HTTPStatus {
        try await request.shared(UserKitchen.self, of: request.requireAPIUser()).clear()
        try await request.publishShared(.kitchen, user: request.requireAPIUser())
        return .noContent
    }

    static func item(_ request: Request, in pantry: UserKitchen) async throws -> KitchenItem {
        let id = request.parameters.get("id")
        guard let item = try await pantry.find(id) else {
            throw RequestProblem.missing(.kitchenItem, id: id ?? "")
        }
        return item
    }
}
