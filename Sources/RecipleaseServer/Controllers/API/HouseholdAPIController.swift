import Foundation
import RecipleaseCore
import Vapor

/// The signed-in user's household: create, invite, join, leave, remove, roles, rename.
struct HouseholdAPIController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let households = routes.grouped("households").grouped(APIAuthMiddleware())
        households.post(use: create)
        // A code is short: joining shares the sign-in attempts' budget, so codes cannot be guessed in bulk.
        households.grouped(AuthRateLimitMiddleware()).post("join", use: join)
        let household = routes.grouped("household").grouped(APIAuthMiddleware())
        household.get(use: show)
        household.patch(use: rename)
        household.post("invites", use: invite)
        household.delete("invites", ":id", use: revoke)
        household.delete("members", ":userId", use: remove)
        household.patch("members", ":userId", use: setRole)
        household.post("leave", use: leave)
    }

    /// `POST /api/v1/households` `{name}` → 201 the household; 409 when already in one.
    func create(request: Request) async throws -> Response {
        let userID = try await request.requireAPIUser().requireID()
        let body = try request.decodeJSON(HouseholdNameDTO.self)
        let household = try await request.households.create(name: body.name, by: userID)
        request.announceHouseholdChange(try household.requireID(), by: userID)
        return try await HouseholdDTO(request.households.snapshot(of: userID)).encodeResponse(status: .created, for: request)
    }

    /// `GET /api/v1/household` → the household; 404 `household.none` when in none.
    func show(request: Request) async throws -> HouseholdDTO {
        let userID = try await request.requireAPIUser().requireID()
        return try HouseholdDTO(await request.households.snapshot(of: userID))
    }

    /// `PATCH /api/v1/household` `{name}` → the household (owners only).
    func rename(request: Request) async throws -> HouseholdDTO {
        let userID = try await request.requireAPIUser().requireID()
        let body = try request.decodeJSON(HouseholdNameDTO.self)
        let householdID = try await request.households.rename(to: body.name, by: userID)
        request.announceHouseholdChange(householdID, by: userID)
        return try HouseholdDTO(await request.households.snapshot(of: userID))
    }

    /// `POST /api/v1/household/invites` `{expiresInDays?}` → 201 `{id, code, url, expiresAt}` (owners only).
    func invite(request: Request) async throws -> Response {
        let userID = try await request.requireAPIUser().requireID()
        let days = (request.body.data?.readableBytes ?? 0) > 0 ? try request.decodeJSON(NewHouseholdInviteDTO.self).expiresInDays : nil
        let (invite, code) = try await request.households.invite(by: userID, expiresInDays: days)
        request.announceHouseholdChange(invite.$household.id, by: userID)
        let body = HouseholdInviteCreatedDTO(
            id: try invite.requireID(), code: code, url: request.baseURL + SiteURL.householdJoin(code: code), expiresAt: invite.expiresAt
        )
        return try await body.encodeResponse(status: .created, for: request)
    }

    /// `DELETE /api/v1/household/invites/{id}` → 204 (owners only).
    func revoke(request: Request) async throws -> HTTPStatus {
        let userID = try await request.requireAPIUser().requireID()
        let householdID = try await request.households.revoke(invite: request.parameters.get("id"), by: userID)
        request.announceHouseholdChange(householdID, by: userID)
        return .noContent
    }

    /// `POST /api/v1/households/join` `{code}` → the household; 404/410 for a code that cannot be used.
    func join(request: Request) async throws -> HouseholdDTO {
        let userID = try await request.requireAPIUser().requireID()
        let body = try request.decodeJSON(HouseholdJoinDTO.self)
        let household = try await request.households.join(code: body.code, userID: userID)
        request.announceHouseholdChange(try household.requireID(), by: userID)
        return try HouseholdDTO(await request.households.snapshot(of: userID))
    }

    /// `DELETE /api/v1/household/members/{userId}` → 204 (owners; anyone may remove themselves,
    /// which is leaving, and is done, 204, when already out).
    func remove(request: Request) async throws -> HTTPStatus {
        let userID = try await request.requireAPIUser().requireID()
        if let householdID = try await request.households.remove(member: request.parameters.get("userId"), by: userID) {
            request.announceHouseholdChange(householdID, by: userID)
        }
        return .noContent
    }

    /// `PATCH /api/v1/household/members/{userId}` `{role}` → the household (owners only).
    func setRole(request: Request) async throws -> HouseholdDTO {
        let userID = try await request.requireAPIUser().requireID()
        let role = try HouseholdStore.role(try request.decodeJSON(HouseholdRoleDTO.self).role)
        let householdID = try await request.households.setRole(of: request.parameters.get("userId"), to: role, by: userID)
        request.announceHouseholdChange(householdID, by: userID)
        return try HouseholdDTO(await request.households.snapshot(of: userID))
    }

    /// `POST /api/v1/household/leave` `{newOwner?}` → 204.
    func leave(request: Request) async throws -> HTTPStatus {
        let userID = try await request.requireAPIUser().requireID()
        let newOwner = (request.body.data?.readableBytes ?? 0) > 0 ? try request.decodeJSON(HouseholdLeaveDTO.self).newOwner : nil
        if let householdID = try await request.households.leaveUnlessOut(userID, newOwner: newOwner) {
            request.announceHouseholdChange(householdID, by: userID)
        }
        return .noContent
    }
}
