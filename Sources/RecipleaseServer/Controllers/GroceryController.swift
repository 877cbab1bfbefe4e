import Foundation
import RecipleaseCore
import Vapor

/// The grocery list page for a range of planned days, its ticks and hand-added items (plain
/// forms; the script ticks without a reload), and the plain-text export.
struct GroceryController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let signedIn = routes.grouped(RequireSignInMiddleware())
        signedIn.get("grocery.txt", use: text)
        let grocery = signedIn.grouped("grocery")
        grocery.get(use: index)
        grocery.post("checks", use: check)
        grocery.post("checks", "clear", use: clearChecks)
        grocery.post("items", use: addItem)
        grocery.post("items", ":id", "delete", use: removeItem)
    }

    /// `/grocery?from=YYYY-MM-DD&to=YYYY-MM-DD&hideKitchen=1` (this week without dates).
    func index(request: Request) async throws -> View {
        try await render(request, error: nil, typed: "")
    }

    /// `/grocery.txt?from=&to=`: one item a line under its aisle, `[x]` for ticked ones.
    func text(request: Request) async throws -> Response {
        let list = try await GroceryAPIController.list(request)
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "text/plain; charset=utf-8")
        headers.replaceOrAdd(name: .contentDisposition, value: "inline; filename=\"grocery-\(list.range.from)-\(list.range.to).txt\"")
        return Response(status: .ok, headers: headers, body: .init(string: list.plainText))
    }

    struct Back: Content {
        var back: String?
    }

    func check(request: Request) async throws -> Response {
        struct Form: Content {
            var key: String?
            var checked: String?
        }
        let form = try request.content.decode(Form.self)
        let checked: Bool
        switch form.checked {
        case "1": checked = true
        case "0": checked = false
        default: throw Abort(.badRequest, reason: "The form must say checked=1 or checked=0.")
        }
        try await UserGrocery(user: try request.signedInUser(), on: request.db).setChecked(form.key ?? "", checked, now: request.now)
        return back(request)
    }

    func clearChecks(request: Request) async throws -> Response {
        try await UserGrocery(user: try request.signedInUser(), on: request.db).clearChecks()
        return back(request)
    }

    /// Adds an item by hand; a refused one shows the list again with the reason.
    func addItem(request: Request) async throws -> Response {
        struct Form: Content { var name: String? }
        let name = try request.content.decode(Form.self).name ?? ""
        do {
            _ = try await UserGrocery(user: try request.signedInUser(), on: request.db).addExtra(name, parser: request.recipes.parser, now: request.now)
        } catch let error as any AbortError {
            let response = try await render(request, error: error.reason, typed: name).encodeResponse(for: request)
            response.status = error.status
            return response
        }
        return back(request)
    }

    func removeItem(request: Request) async throws -> Response {
        let grocery = try UserGrocery(user: try request.signedInUser(), on: request.db)
        guard let extra = try await grocery.findExtra(request.parameters.get("id")) else {
            throw Abort(.notFound, reason: "This item is not on your list (any more).")
        }
        try await grocery.removeExtra(extra)
        return back(request)
    }

    /// Back to the list the form was on (its range and toggle), never to another site.
    private func back(_ request: Request) -> Response {
        let path = request.localPath((try? request.content.decode(Back.self))?.back).flatMap { $0.hasPrefix("/grocery") ? $0 : nil }
        return request.redirect(to: path ?? "/grocery", redirectType: .normal)
    }

    private func render(_ request: Request, error: String?, typed: String) async throws -> View {
        // On a form post the range and toggle come with the page it was posted from.
        var query: [String: String] = [:]
        if request.method == .GET {
            for key in ["from", "to", "hideKitchen"] { query[key] = request.queryValues(key).last }
        } else if let back = request.localPath((try? request.content.decode(Back.self))?.back), let part = URI(string: back).query {
            query = (try? URLEncodedFormDecoder().decode([String: String].self, from: part)) ?? [:]
        }
        let hideKitchen = try GroceryAPIController.flag(query["hideKitchen"], "hideKitchen")
        let list = try await GroceryAPIController.list(request, from: query["from"], to: query["to"], hideKitchen: hideKitchen)
        let range = list.range
        let settings = try await UserPlannerSettings(user: try request.signedInUser(), on: request.db).load()
        let today = settings.today(now: request.now)
        func url(_ from: PlanDate, _ to: PlanDate, hide: Bool? = nil) -> String {
            "/grocery?from=\(from)&to=\(to)" + (hide ?? hideKitchen ? "&hideKitchen=1" : "")
        }
        // Links to days the calendar does not have (past 9999, before year 1) are left out.
        func url(_ from: PlanDate?, _ to: PlanDate?) -> String? {
            guard let from, let to else { return nil }
            return url(from, to)
        }
        let span = range.from.days(to: range.to) + 1
        let here = url(range.from, range.to)
        return try await request.view.render("pages/grocery-list", GroceryPage(
            title: "Grocery list",
            rangeLabel: range.from == range.to ? range.from.longText : "\(range.from.longText) to \(range.to.longText)",
            from: range.from.description, to: range.to.description,
            todayURL: url(today, today),
            weekURL: url(today.monday, today.monday.adding(days: 6)),
            nextWeekURL: url(today.monday.adding(days: 7), today.monday.adding(days: 13)),
            previousURL: url(range.from.adding(days: -span), range.from.adding(days: -1)),
            nextURL: url(range.to.adding(days: 1), range.to.adding(days: span)),
            hideKitchen: hideKitchen,
            toggleKitchenURL: url(range.from, range.to, hide: !hideKitchen),
            textURL: "/grocery.txt?from=\(range.from)&to=\(range.to)" + (hideKitchen ? "&hideKitchen=1" : ""),
            back: here,
            csrf: try await request.csrfToken(),
            error: error,
            typed: String(typed.prefix(UserGrocery.extraLength * 2)),
            maxLength: UserGrocery.extraLength,
            units: list.system == .metric ? "metric" : "US",
            plannedCount: list.plannedCount,
            total: list.rows.count,
            checkedCount: list.rows.filter(\.checked).count,
            hiddenCount: list.hiddenCount,
            unavailable: list.unavailable.map { "\($0.title) (\($0.planDate?.shortText ?? $0.date), \($0.mealType))" },
            aisles: list.aisles.map { aisle, rows in
                GroceryPage.Aisle(name: aisle.prefix(1).uppercased() + aisle.dropFirst(), items: rows.map { row in
                    GroceryPage.Item(
                        key: row.key, display: row.display, recipes: row.recipes.isEmpty ? nil : row.recipes.joined(separator: ", "), checked: row.checked,
                        removeAction: row.manualID.map { "/grocery/items/\($0.uuidString)/delete" }
                    )
                })
            }
        ))
    }
}

struct GroceryPage: Encodable {
    struct Item: Encodable {
        let key: String
        let display: String
        let recipes: String?
        let checked: Bool
        /// Only items added by hand can be removed.
        let removeAction: String?
    }

    struct Aisle: Encodable {
        let name: String
        let items: [Item]
    }

    let title: String
    let rangeLabel: String
    let from: String
    let to: String
    let todayURL: String
    let weekURL: String?
    let nextWeekURL: String?
    let previousURL: String?
    let nextURL: String?
    let hideKitchen: Bool
    let toggleKitchenURL: String
    let textURL: String
    let back: String
    let csrf: String
    let error: String?
    let typed: String
    let maxLength: Int
    let units: String
    let plannedCount: Int
    let total: Int
    let checkedCount: Int
    let hiddenCount: Int
    let unavailable: [String]
    let aisles: [Aisle]
}
