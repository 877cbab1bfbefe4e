import Foundation
import RecipleaseCore
import Vapor

/// The signed-in user's grocery list for a range of planned days.
struct GroceryAPIController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let list = routes.grouped("grocery-list").grouped(APIAuthMiddleware())
        list.get(use: index)
        list.put("checks", use: check)
        list.delete("checks", use: clearChecks)
        list.post("items", use: addItem)
        list.delete("items", ":id", use: removeItem)
    }

    /// `GET /api/v1/grocery-list?from=&to=&hideKitchen=true` → `{from, to, unitSystem, items: [...], hiddenCount, unavailable}`.
    func index(request: Request) async throws -> GroceryListDTO {
        GroceryListDTO(try await GroceryAPIController.list(request))
    }

    /// The list for the range and toggle the query names, shared with the pages and the text export.
    static func list(_ request: Request) async throws -> GroceryListResult {
        try await list(request, from: request.queryValues("from").last, to: request.queryValues("to").last,
                       hideKitchen: try flag(request.queryValues("hideKitchen").last, "hideKitchen"))
    }

    static func list(_ request: Request, from: String?, to: String?, hideKitchen: Bool) async throws -> GroceryListResult {
        let context = try await PlanContext.load(for: try await request.requireAPIUser(), on: request)
        let range = try PlanRange.parse(from: from, to: to, today: context.settings.today(now: request.now))
        return try await UserGrocery(user: context.user, on: request.db).build(range, context: context, hideKitchen: hideKitchen)
    }

    static func flag(_ value: String?, _ name: String) throws -> Bool {
        switch value?.lowercased() {
        case nil, "", "0", "false", "no", "off": return false
        case "1", "true", "yes", "on": return true
        case let other?: throw RequestProblem.flag(name: name, given: other)
        }
    }

    /// `PUT /api/v1/grocery-list/checks` `{"key", "checked"}` → the same; the tick stays until taken off.
    func check(request: Request) async throws -> GroceryCheckDTO {
        let body = try request.decodeJSON(GroceryCheckDTO.self)
        try await UserGrocery(user: request.requireAPIUser(), on: request.db).setChecked(body.key, body.checked, now: request.now)
        return GroceryCheckDTO(key: try UserGrocery.checkedKey(body.key), checked: body.checked)
    }

    /// `DELETE /api/v1/grocery-list/checks` → 204: every tick is taken off.
    func clearChecks(request: Request) async throws -> HTTPStatus {
        try await UserGrocery(user: request.requireAPIUser(), on: request.db).clearChecks()
        return .noContent
    }

    /// `POST /api/v1/grocery-list/items` `{"name"}` → 201 with the item as the list shows it.
    func addItem(request: Request) async throws -> Response {
        let body = try request.decodeJSON(NewGroceryItemDTO.self)
        let extra = try await UserGrocery(user: request.requireAPIUser(), on: request.db)
            .addExtra(body.name, parser: request.recipes.parser, now: request.now)
        let id = try extra.requireID()
        let food = extra.foodID.map { Food.ID($0) }
        let row = GroceryRow(key: UserGrocery.manualPrefix + id.uuidString, food: food, quantity: nil, unit: nil, display: extra.name,
                             aisle: food.flatMap { request.recipes.catalog[$0]?.aisle } ?? "other", recipes: [], checked: false, manualID: id)
        return try await GroceryItemDTO(row).encodeResponse(status: .created, for: request)
    }

    /// `DELETE /api/v1/grocery-list/items/{id}` → 204.
    func removeItem(request: Request) async throws -> HTTPStatus {
        let grocery = try UserGrocery(user: try await request.requireAPIUser(), on: request.db)
        let id = request.parameters.get("id")
        guard let extra = try await grocery.findExtra(id) else {
            throw RequestProblem.missing(.groceryItem, id: String((id ?? "").prefix(60)))
        }
        try await grocery.removeExtra(extra)
        return .noContent
    }
}
