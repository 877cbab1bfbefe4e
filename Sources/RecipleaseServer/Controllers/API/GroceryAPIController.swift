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
    func index(request: Request) async throws -> Response {
        let entry = try await GroceryAPIController.cachedList(request, from: request.queryValues("from").last, to: request.queryValues("to").last,
                                                              hideKitchen: try GroceryAPIController.flag(request.queryValues("hideKitchen").last, "hideKitchen"))
        var headers = HTTPHeaders()
        headers.contentType = .json
        return Response(status: .ok, headers: headers, body: .init(buffer: request.byteBufferAllocator.buffer(bytes: entry.json)))
    }

    /// The list for the range and toggle the query names, shared with the pages and the text export.
    static func list(_ request: Request) async throws -> GroceryListResult {
        try await list(request, from: request.queryValues("from").last, to: request.queryValues("to").last,
                       hideKitchen: try flag(request.queryValues("hideKitchen").last, "hideKitchen"))
    }

    static func list(_ request: Request, from: String?, to: String?, hideKitchen: Bool) async throws -> GroceryListResult {
        try await cachedList(request, from: from, to: to, hideKitchen: hideKitchen).list
    }

    static func flag(_ value: String?, _ name: String) throws -> Bool {
        switch value?.lowercased() {
        case nil, "", "0", "false", "no", "off": return false
        case "1", "true", "yes", "on": return true
        case let other?: throw RequestProblem.flag(name: name, given: other)
        }
    }

    /// `PUT /api/v1/grocery-list/checks` `{"key", "checked", "from"?, "to"?}` → the tick with its
    /// list's days. A tick holds on lists overlapping those days while the item's amount there
    /// stays; unticking takes it off every list overlapping them.
    func check(request: Request) async throws -> GroceryCheckDTO {
        let body = try request.decodeJSON(GroceryCheckRequestDTO.self)
        let context = try await PlanContext.load(for: try await request.requireAPIUser(), on: request)
        let range = try PlanRange.parse(from: body.from, to: body.to, today: context.settings.today(now: request.now))
        try await UserGrocery(scope: context.scope, on: request.db).setChecked(body.key, body.checked, range: range, context: context, now: request.now)
        request.publishShared(.grocery, scope: context.scope)
        return GroceryCheckDTO(key: try UserGrocery.checkedKey(body.key), checked: body.checked,
                               from: range.from.description, to: range.to.description)
    }

    /// `DELETE /api/v1/grocery-list/checks?from=&to=` → 204: the ticks of the list of those days go.
    func clearChecks(request: Request) async throws -> HTTPStatus {
        let user = try await request.requireAPIUser()
        try await request.shared(UserGrocery.self, of: user).clearChecks(range: try await GroceryAPIController.range(request, user: user))
        try await request.publishShared(.grocery, user: user)
        return .noContent
    }

    /// `POST /api/v1/grocery-list/items` `{"name", "from"?, "to"?, "keep"?}` → 201 with the row
    /// of the list of those days that holds it (merged with the plan's amount of the same food).
    func addItem(request: Request) async throws -> Response {
        let body = try request.decodeJSON(NewGroceryItemDTO.self)
        let context = try await PlanContext.load(for: try await request.requireAPIUser(), on: request)
        let range = try PlanRange.parse(from: body.from, to: body.to, today: context.settings.today(now: request.now))
        let grocery = UserGrocery(scope: context.scope, on: request.db)
        let extra = try await grocery.addExtra(body.name, range: range, keep: body.keep ?? false, parser: request.recipes.parser, now: request.now)
        request.publishShared(.grocery, scope: context.scope)
        let id = try extra.requireID()
        let list = try await grocery.build(range, context: context, hideKitchen: false, strings: request.strings)
        // An item the list never shows (water) still answers with what was added.
        let row = list.rows.first { $0.addedIDs.contains(id) } ?? GroceryRow(
            key: "text:" + extra.name.lowercased() + "|any", food: extra.foodID.map { Food.ID($0) }, quantity: nil, unit: nil, packageSize: nil,
            display: extra.name, aisle: "other", recipes: [],
            parts: [GroceryPart(recipe: "", recipeID: nil, addedID: id.uuidString, amount: nil, lines: [extra.name])],
            planned: nil, added: nil, checked: false, addedIDs: [id]
        )
        return try await GroceryItemDTO(row, people: list.people).encodeResponse(status: .created, for: request)
    }

    /// The days `?from=&to=` name, as `GET` reads them.
    static func range(_ request: Request, user: User) async throws -> PlanRange {
        let settings = try await request.shared(UserPlannerSettings.self, of: user).load()
        return try PlanRange.parse(from: request.queryValues("from").last, to: request.queryValues("to").last, today: settings.today(now: request.now))
    }

    /// `DELETE /api/v1/grocery-list/items/{id}` → 204.
    func removeItem(request: Request) async throws -> HTTPStatus {
        let grocery = try await request.shared(UserGrocery.self, of: request.requireAPIUser())
        let id = request.parameters.get("id")
        guard let extra = try await grocery.findExtra(id) else {
            throw RequestProblem.missing(.groceryItem, id: String((id ?? "").prefix(60)))
        }
        try await grocery.removeExtra(extra)
        try await request.publishShared(.grocery, user: request.requireAPIUser())
        return .noContent
    }
}
