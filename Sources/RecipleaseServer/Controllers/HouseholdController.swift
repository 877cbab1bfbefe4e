import Foundation
import RecipleaseCore
import Vapor

/// `/household`: the household page under the account menu, its forms, and the join link.
struct HouseholdController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let household = routes.grouped(SiteURL.Root.household.component).grouped(RequireSignInMiddleware())
        household.get(use: index)
        household.post(use: create)
        household.post("rename", use: rename)
        household.post("invites", use: invite)
        household.post("invites", ":id", "revoke", use: revoke)
        household.post("members", ":userId", "remove", use: remove)
        household.post("members", ":userId", "role", use: setRole)
        household.post("leave", use: leave)
        household.get("join", use: joinPage)
        household.grouped(AuthRateLimitMiddleware()).post("join", use: join)
    }

    struct Form: Content {
        var name: String?
        var code: String?
        var role: String?
        var newOwner: String?
        var expiresInDays: String?
        /// `link` when posted from the join link's page, so a refusal is shown there.
        var from: String?
    }

    /// `invite`: the code the invite form has just made, shown while that invite is open.
    func index(request: Request) async throws -> Response {
        var shown: HouseholdPage.NewInvite?
        if let typed = request.queryValues("invite").last,
           let open = try await request.households.openInvite(code: typed, for: try request.signedInUser().requireID()) {
            shown = try await newInvite(request, open.invite, code: open.code)
        }
        return try await render(request, newInvite: shown, done: request.queryValues("done").last)
    }

    func create(request: Request) async throws -> Response {
        let form = try request.content.decode(Form.self)
        return try await attempt(request, typedName: form.name ?? "", done: "created") { store, userID in
            try await store.create(name: form.name ?? "", by: userID).requireID()
        }
    }

    func rename(request: Request) async throws -> Response {
        let form = try request.content.decode(Form.self)
        return try await attempt(request, done: "renamed") { store, userID in
            try await store.rename(to: form.name ?? "", by: userID)
        }
    }

    /// Answers with a redirect to the page showing the new code (`?invite=CODE`), so a refresh shows
    /// the same invite rather than posting the form again. The database keeps only the code's hash.
    func invite(request: Request) async throws -> Response {
        let form = try request.content.decode(Form.self)
        let userID = try request.signedInUser().requireID()
        do {
            let typed = form.expiresInDays.flatMap { $0.isEmpty ? nil : $0 }
            let days = try typed.map { text in
                guard let days = Int(text.prefix(6)) else {
                    throw CodedProblem(.invalid, "household.invite-days", ["min": "\(HouseholdStore.inviteDays.lowerBound)",
                                                                           "max": "\(HouseholdStore.inviteDays.upperBound)"])
                }
                return days
            }
            let (invite, code) = try await request.households.invite(by: userID, expiresInDays: days)
            request.announceHouseholdChange(invite.$household.id, by: userID)
            return request.redirect(to: SiteURL.path(SiteURL.household, query: [("invite", code)]), redirectType: .normal)
        } catch {
            return try await refused(request, error)
        }
    }

    func revoke(request: Request) async throws -> Response {
        try await attempt(request, done: "revoked") { store, userID in
            try await store.revoke(invite: request.parameters.get("id"), by: userID)
        }
    }

    func remove(request: Request) async throws -> Response {
        let target = request.parameters.get("userId")
        let userID = try request.signedInUser().requireID()
        let leaving = target.flatMap(UUID.init(written:)) == userID
        return try await attempt(request, done: leaving ? "left" : "removed") { store, userID in
            try await store.remove(member: target, by: userID)
        }
    }

    func setRole(request: Request) async throws -> Response {
        let form = try request.content.decode(Form.self)
        return try await attempt(request, done: "role") { store, userID in
            try await store.setRole(of: request.parameters.get("userId"), to: try HouseholdStore.role(form.role), by: userID)
        }
    }

    func leave(request: Request) async throws -> Response {
        let form = try request.content.decode(Form.self)
        return try await attempt(request, done: "left") { store, userID in
            try await store.leaveUnlessOut(userID, newOwner: form.newOwner)
        }
    }

    /// The invite link: names the household and asks before joining (a link alone never changes
    /// anything), or says at once why the invite cannot be used.
    func joinPage(request: Request) async throws -> View {
        try await renderJoin(request, code: request.queryValues("code").last ?? "", error: nil, naming: true)
    }

    func join(request: Request) async throws -> Response {
        let form = try request.content.decode(Form.self)
        let code = form.code ?? ""
        let userID = try request.signedInUser().requireID()
        do {
            let household = try await request.households.join(code: code, userID: userID)
            request.announceHouseholdChange(try household.requireID(), by: userID)
            return request.redirect(to: SiteURL.path(SiteURL.household, query: [("done", "joined")]), redirectType: .normal)
        } catch {
            guard let refusal = Refusal(error, in: request.strings) else { throw error }
            let response = form.from == "link"
                ? try await renderJoin(request, code: code, error: refusal.reason).encodeResponse(for: request)
                : try await render(request, error: refusal.reason, typedCode: code)
            response.status = refusal.status
            return response
        }
    }

    // MARK: - Helpers

    /// Runs a change, announces it and goes back to the page with a notice; a refusal shows the page with its reason.
    private func attempt(_ request: Request, typedName: String = "", done: String,
                         _ change: (HouseholdStore, UUID) async throws -> UUID?) async throws -> Response {
        let userID = try request.signedInUser().requireID()
        do {
            if let householdID = try await change(request.households, userID) {
                request.announceHouseholdChange(householdID, by: userID)
            }
        } catch {
            return try await refused(request, error, typedName: typedName)
        }
        return request.redirect(to: SiteURL.path(SiteURL.household, query: [("done", done)]), redirectType: .normal)
    }

    private func newInvite(_ request: Request, _ invite: HouseholdInvite, code: String) async throws -> HouseholdPage.NewInvite {
        HouseholdPage.NewInvite(code: code, url: request.baseURL + SiteURL.householdJoin(code: code),
                                expires: HouseholdPage.text(invite.expiresAt, in: try await plannerZone(request), strings: request.strings))
    }

    /// The zone the planner keeps, in which the page says its times, as the planner and the calendar do.
    private func plannerZone(_ request: Request) async throws -> TimeZone {
        try await request.shared(UserPlannerSettings.self, of: request.signedInUser()).load(fallbackLanguage: request.language.code).timeZone
    }

    private func refused(_ request: Request, _ error: any Error, typedName: String = "") async throws -> Response {
        guard let refusal = Refusal(error, in: request.strings) else { throw error }
        let response = try await render(request, error: refusal.reason, typedName: typedName)
        response.status = refusal.status
        return response
    }

    private func render(_ request: Request, newInvite: HouseholdPage.NewInvite? = nil, done: String? = nil, error: String? = nil,
                        typedName: String = "", typedCode: String = "") async throws -> Response {
        let userID = try request.signedInUser().requireID()
        let store = request.households
        let snapshot = try await store.snapshotIfAny(of: userID)
        let page = HouseholdPage(snapshot: snapshot, me: userID, newInvite: newInvite, done: done, error: error,
                                 typedName: typedName, typedCode: typedCode, timeZone: try await plannerZone(request),
                                 csrf: try await request.csrfToken(), strings: request.strings)
        return try await request.view.render("pages/household", page).encodeResponse(for: request)
    }

    /// The join page. `naming`: look the code up to name its household, or its refusal. The look-up
    /// spends the join form's sign-in budget (`AuthRateLimitMiddleware`), so the page is no faster
    /// way to try codes; with the budget spent it just asks, as it did before.
    private func renderJoin(_ request: Request, code: String, error: String?, naming: Bool = false) async throws -> View {
        let userID = try request.signedInUser().requireID()
        var current: String?
        var shown = error
        var invitation: (household: String, invitedBy: String?)?
        if let membership = try await request.households.membership(of: userID) {
            current = try await Household.find(membership.$household.id, on: request.db)?.name
        } else if naming, !code.isEmpty, request.spendSignInBudget() == nil {
            do {
                invitation = try await request.households.invitation(code: code)
            } catch {
                guard let refusal = Refusal(error, in: request.strings) else { throw error }
                shown = refusal.reason
            }
        }
        let page = HouseholdJoinPage(code: code, error: shown, currentHousehold: current, invitation: invitation,
                                     csrf: try await request.csrfToken(), strings: request.strings)
        return try await request.view.render("pages/household-join", page)
    }
}
