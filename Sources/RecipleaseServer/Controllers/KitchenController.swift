import Foundation
import RecipleaseCore
import Vapor

/// "In my kitchen": the ingredients a user keeps, ticked ones searched from the home page.
struct KitchenController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let kitchen = routes.grouped(SiteURL.Root.kitchen.component).grouped(RequireSignInMiddleware())
        kitchen.get(use: index)
        kitchen.post(use: create)
        kitchen.post("clear", use: clear)
        kitchen.post("restore", use: restore)
        kitchen.post(":id", use: update)
        kitchen.post(":id", "delete", use: delete)
    }

    func index(request: Request) async throws -> View {
        try await render(request, typed: "", error: nil)
    }

    /// Adds an ingredient (ticked); a refused name shows the page again with the reason.
    func create(request: Request) async throws -> Response {
        struct Form: Content { var name: String? }
        let name = try request.content.decode(Form.self).name ?? ""
        let pantry = try await request.shared(UserKitchen.self, of: request.signedInUser())
        do {
            _ = try await pantry.add(name: name, ticked: true, catalog: request.recipes.catalog, language: request.language.code, now: request.now)
            try await request.publishShared(.kitchen, user: request.signedInUser())
        } catch {
            return try await refused(request, error, typed: name)
        }
        return request.redirect(to: SiteURL.kitchen, redirectType: .normal)
    }

    /// The page again with the reason a change was refused, at the refusal's status.
    private func refused(_ request: Request, _ error: any Error, typed: String) async throws -> Response {
        guard let error = Refusal(error, in: request.strings) else { throw error }
        let response = try await render(request, typed: typed, error: error.reason).encodeResponse(for: request)
        response.status = error.status
        return response
    }

    /// `ticked=1` or `ticked=0`.
    func update(request: Request) async throws -> Response {
        struct Form: Content { var ticked: String? }
        let pantry = try await request.shared(UserKitchen.self, of: request.signedInUser())
        let item = try await KitchenController.item(request, in: pantry)
        let ticked: Bool
        switch try request.content.decode(Form.self).ticked {
        case "1": ticked = true
        case "0": ticked = false
        default: throw RequestProblem.formSwitch(.ticked)
        }
        _ = try await pantry.update(item, name: nil, ticked: ticked, catalog: request.recipes.catalog, language: request.language.code)
        try await request.publishShared(.kitchen, user: request.signedInUser())
        return request.redirect(to: SiteURL.kitchen, redirectType: .normal)
    }

    func delete(request: Request) async throws -> Response {
        let pantry = try await request.shared(UserKitchen.self, of: request.signedInUser())
        try await pantry.delete(try await KitchenController.item(request, in: pantry))
        try await request.publishShared(.kitchen, user: request.signedInUser())
        return request.redirect(to: SiteURL.kitchen, redirectType: .normal)
    }

    /// Answers with the emptied page itself, whose "Undo" form carries what was cleared: no
    /// state is kept on the server, and reloading clears an empty list, which changes nothing.
    func clear(request: Request) async throws -> Response {
        let pantry = try await request.shared(UserKitchen.self, of: request.signedInUser())
        let cleared = try await pantry.list()
        try await pantry.clear()
        try await request.publishShared(.kitchen, user: request.signedInUser())
        return try await render(request, typed: "", error: nil, cleared: cleared).encodeResponse(for: request)
    }

    /// The undo of "Clear all": each `item` is "1 name" (ticked) or "0 name"; names already back
    /// on the list (another tab), or refused by the list's rules, are skipped. The rest come back
    /// all or none: when they no longer all fit, the page says the list is full.
    func restore(request: Request) async throws -> Response {
        struct Form: Content { var item: [String]? }
        let pantry = try await request.shared(UserKitchen.self, of: request.signedInUser())
        let items = (try request.content.decode(Form.self).item ?? []).prefix(UserKitchen.maxItems).compactMap(KitchenPage.Undo.item)
        do {
            _ = try await pantry.add(items, catalog: request.recipes.catalog, language: request.language.code, now: request.now)
        } catch {
            return try await refused(request, error, typed: "")
        }
        try await request.publishShared(.kitchen, user: request.signedInUser())
        return request.redirect(to: SiteURL.kitchen, redirectType: .normal)
    }

    static func item(_ request: Request, in pantry: UserKitchen) async throws -> KitchenItem {
        guard let item = try await pantry.find(request.parameters.get("id")) else {
            throw RequestProblem.missingPage(.kitchenItem)
        }
        return item
    }

    private func render(_ request: Request, typed: String, error: String?, cleared: [KitchenItem] = []) async throws -> View {
        let scope = try await request.sharedScope(of: request.signedInUser())
        let items = try await UserKitchen(scope: scope, on: request.db).list()
        let page = KitchenPage(items: items, catalog: request.recipes.catalog, typed: typed, error: error, cleared: cleared,
                               csrf: try await request.csrfToken(), people: try await scope.names(of: items.map(\.addedBy), on: request.db), strings: request.strings)
        return try await request.view.render("pages/kitchen-index", page)
    }
}
