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
        try await render(request, error: nil, typed: "", keep: false)
    }

    /// `/grocery.txt?from=&to=`: one item a line under its aisle, `[x]` for ticked ones; a refusal
    /// is plain text too (`ProblemMiddleware`).
    func text(request: Request) async throws -> Response {
        // the page's days, either way round as the page takes them (the text of the list the
        // page showed for "from=13&to=1" was refused; web probe, 2026-12-07)
        var from = request.queryValues("from").last, to = request.queryValues("to").last
        if let start = from.flatMap({ PlanDate($0.trimmingCharacters(in: .whitespaces)) }),
           let end = to.flatMap({ PlanDate($0.trimmingCharacters(in: .whitespaces)) }), end < start {
            swap(&from, &to)
        }
        let list = try await GroceryAPIController.list(request, from: from, to: to,
                                                       hideKitchen: try GroceryAPIController.flag(request.queryValues("hideKitchen").last, "hideKitchen"))
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "text/plain; charset=utf-8")
        headers.replaceOrAdd(name: .contentDisposition, value: "inline; filename=\"grocery-\(list.range.from)-\(list.range.to).txt\"")
        return Response(status: .ok, headers: headers, body: .init(string: list.plainText(in: request.strings, viewer: try request.signedInUser().id)))
    }

    struct Back: Content {
        var back: String?
    }

    /// The days of the list a form was on: its `from`/`to` fields, else the days in its `back`.
    struct Days: Content {
        var from: String?
        var to: String?
    }

    /// Ticks or unticks an item on the list of the form's days: the tick belongs to that trip.
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
        let context = try await PlanContext.load(for: try request.signedInUser(), on: request)
        let range = try formRange(request, today: context.settings.today(now: request.now))
        try await UserGrocery(scope: context.scope, on: request.db).setChecked(form.key ?? "", checked, range: range, context: context, now: request.now)
        request.publishShared(.grocery, scope: context.scope)
        return back(request)
    }

    /// "Untick everything" on the list shown: its days only.
    func clearChecks(request: Request) async throws -> Response {
        let user = try request.signedInUser()
        let today = try await request.shared(UserPlannerSettings.self, of: user).load().today(now: request.now)
        try await request.shared(UserGrocery.self, of: user).clearChecks(range: try formRange(request, today: today))
        try await request.publishShared(.grocery, user: user)
        return back(request)
    }

    /// Adds an item by hand to the list of the form's days (or to every list); a refused one
    /// shows the list again with the reason.
    func addItem(request: Request) async throws -> Response {
        struct Form: Content {
            var name: String?
            var keep: String?
        }
        let form = try request.content.decode(Form.self)
        let name = form.name ?? ""
        let keep = try GroceryAPIController.flag(form.keep, "keep")
        do {
            let user = try request.signedInUser()
            let today = try await request.shared(UserPlannerSettings.self, of: user).load().today(now: request.now)
            _ = try await request.shared(UserGrocery.self, of: user)
                .addExtra(name, range: try formRange(request, today: today), keep: keep, parser: request.recipes.parser, now: request.now)
            try await request.publishShared(.grocery, user: user)
        } catch {
            guard let error = Refusal(error, in: request.strings) else { throw error }
            let response = try await render(request, error: error.reason, typed: name, keep: keep).encodeResponse(for: request)
            response.status = error.status
            return response
        }
        return back(request)
    }

    func removeItem(request: Request) async throws -> Response {
        let grocery = try await request.shared(UserGrocery.self, of: request.signedInUser())
        guard let extra = try await grocery.findExtra(request.parameters.get("id")) else {
            throw RequestProblem.missingPage(.groceryItem)
        }
        try await grocery.removeExtra(extra)
        try await request.publishShared(.grocery, user: request.signedInUser())
        return back(request)
    }

    /// Back to the list the form was on (its range and toggle), never to another site.
    private func back(_ request: Request) -> Response {
        let path = request.localPath((try? request.content.decode(Back.self))?.back).flatMap { $0.hasPrefix(SiteURL.grocery) ? $0 : nil }
        return request.redirect(to: path ?? SiteURL.grocery, redirectType: .normal)
    }

    /// The query of the page a form was posted from.
    private func backQuery(_ request: Request) -> [String: String] {
        guard let back = request.localPath((try? request.content.decode(Back.self))?.back), let part = URI(string: back).query else { return [:] }
        return (try? URLEncodedFormDecoder().decode([String: String].self, from: part)) ?? [:]
    }

    /// The days a form's action is for; a form without them (a page from before) goes by its `back`.
    private func formRange(_ request: Request, today: PlanDate) throws -> PlanRange {
        let days = (try? request.content.decode(Days.self)) ?? Days()
        if days.from == nil, days.to == nil {
            let query = backQuery(request)
            return try PlanRange.parse(from: query["from"], to: query["to"], today: today, eitherOrder: true)
        }
        return try PlanRange.parse(from: days.from, to: days.to, today: today, eitherOrder: true)
    }

    private func render(_ request: Request, error: String?, typed: String, keep: Bool) async throws -> View {
        // On a form post the range and toggle come with the page it was posted from.
        var query: [String: String] = [:]
        if request.method == .GET {
            for key in ["from", "to", "hideKitchen"] { query[key] = request.queryValues(key).last }
        } else {
            query = backQuery(request)
        }
        let hideKitchen = try GroceryAPIController.flag(query["hideKitchen"], "hideKitchen")
        let context = try await PlanContext.load(for: try request.signedInUser(), on: request)
        let today = context.settings.today(now: request.now)
        let range = try PlanRange.parse(from: query["from"], to: query["to"], today: today, eitherOrder: true)
        let list = try await UserGrocery(scope: context.scope, on: request.db).build(range, context: context, hideKitchen: hideKitchen,
                                                                                    strings: request.strings)
        let page = GroceryPage(list: list, today: today, hideKitchen: hideKitchen, error: error, typed: typed, keep: keep,
                               csrf: try await request.csrfToken(), viewer: try request.signedInUser().id,
                               opening: { id in context.recipes.recipe(id).map { $0.fromSnapshot ? .savedCopy : .current } }, strings: request.strings)
        return try await request.view.render("pages/grocery-list", page)
    }
}
