import Foundation
import RecipleaseCore
import Vapor

/// The grocery list page for a range of planned days, its ticks and hand-added items (plain
/// forms; the script ticks without a reload), and the plain-text export.
struct GroceryController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let signedIn = routes.grouped(RequireSignInMiddleware())
        signedIn.get("grocery.txt", use: text)
        let grocery = signedIn.grouped(SiteURL.Root.grocery.component)
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
        default: throw RequestProblem.formSwitch(.checked)
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
        } catch {
            guard let error = Refusal(error) else { throw error }
            let response = try await render(request, error: error.reason, typed: name).encodeResponse(for: request)
            response.status = error.status
            return response
        }
        return back(request)
    }

    func removeItem(request: Request) async throws -> Response {
        let grocery = try UserGrocery(user: try request.signedInUser(), on: request.db)
        guard let extra = try await grocery.findExtra(request.parameters.get("id")) else {
            throw RequestProblem.missingPage(.groceryItem)
        }
        try await grocery.removeExtra(extra)
        return back(request)
    }

    /// Back to the list the form was on (its range and toggle), never to another site.
    private func back(_ request: Request) -> Response {
        let path = request.localPath((try? request.content.decode(Back.self))?.back).flatMap { $0.hasPrefix(SiteURL.grocery) ? $0 : nil }
        return request.redirect(to: path ?? SiteURL.grocery, redirectType: .normal)
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
        let settings = try await UserPlannerSettings(user: try request.signedInUser(), on: request.db).load()
        let page = GroceryPage(list: list, today: settings.today(now: request.now), hideKitchen: hideKitchen,
                               error: error, typed: typed, csrf: try await request.csrfToken())
        return try await request.view.render("pages/grocery-list", page)
    }
}
