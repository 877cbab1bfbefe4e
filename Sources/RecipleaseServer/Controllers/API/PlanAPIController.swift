import Foundation
import RecipleaseCore
import Vapor

/// The signed-in user's meal plan and planner settings.
struct PlanAPIController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let plan = routes.grouped("plan").grouped(APIAuthMiddleware())
        plan.get(use: index)
        plan.post(use: create)
        plan.get(":id", use: show)
        plan.patch(":id", use: update)
        plan.delete(":id", use: delete)
        let settings = routes.grouped("planner", "settings").grouped(APIAuthMiddleware())
        settings.get(use: showSettings)
        settings.on(.PATCH, use: updateSettings)
        settings.put(use: updateSettings)
    }

    /// `GET /api/v1/plan?from=YYYY-MM-DD&to=YYYY-MM-DD` (at most 366 days; without them, this week).
    func index(request: Request) async throws -> PlanListDTO {
        let context = try await PlanContext.load(for: try await request.requireAPIUser(), on: request)
        let range = try PlanRange.parse(from: request.queryValues("from").last, to: request.queryValues("to").last,
                                        today: context.settings.today(now: request.now))
        let entries = try await context.plan.list(range)
        return PlanListDTO(from: range.from.description, to: range.to.description, timeZone: context.settings.timeZoneName,
                           entries: try entries.map { try PlanEntryDTO($0, settings: context.settings, recipes: context.recipes) })
    }

    func show(request: Request) async throws -> PlanEntryDTO {
        let context = try await PlanContext.load(for: try await request.requireAPIUser(), on: request)
        return try PlanEntryDTO(try await PlanAPIController.entry(request, in: context.plan), settings: context.settings, recipes: context.recipes)
    }

    /// `POST /api/v1/plan` `{recipeId, date, mealType, servings?, time?, note?}` → 201 with the entry.
    func create(request: Request) async throws -> Response {
        let context = try await PlanContext.load(for: try await request.requireAPIUser(), on: request)
        let body = try request.decodeJSON(PlanEntryInputDTO.self)
        let entry = try await context.plan.add(body.input, recipes: context.recipes, settings: context.settings, now: request.now)
        let response = try await PlanEntryDTO(entry, settings: context.settings, recipes: context.recipes).encodeResponse(status: .created, for: request)
        response.headers.replaceOrAdd(name: .location, value: SiteURL.apiPlanEntry(try entry.requireID()))
        return response
    }

    /// `PATCH /api/v1/plan/{id}` with any of the fields → the entry.
    func update(request: Request) async throws -> PlanEntryDTO {
        let context = try await PlanContext.load(for: try await request.requireAPIUser(), on: request)
        let entry = try await PlanAPIController.entry(request, in: context.plan)
        let body = try request.decodeJSON(PlanEntryInputDTO.self)
        guard !body.isEmpty else {
            throw RequestProblem.planChangeEmpty
        }
        let updated = try await context.plan.update(entry, with: body.input, recipes: context.recipes, settings: context.settings, now: request.now)
        return try PlanEntryDTO(updated, settings: context.settings, recipes: context.recipes)
    }

    /// `DELETE /api/v1/plan/{id}` → 204.
    func delete(request: Request) async throws -> HTTPStatus {
        let plan = try UserPlan(user: try await request.requireAPIUser(), on: request.db)
        try await plan.delete(try await PlanAPIController.entry(request, in: plan))
        return .noContent
    }

    static func entry(_ request: Request, in plan: UserPlan) async throws -> PlanEntry {
        let id = request.parameters.get("id")
        guard let entry = try await plan.find(id) else {
            throw RequestProblem.missing(.planEntry, id: String((id ?? "").prefix(60)))
        }
        return entry
    }

    /// `GET /api/v1/planner/settings` → `{times: {breakfast, lunch, dinner, snack}, reminderMinutes, unitSystem, timeZone}`.
    func showSettings(request: Request) async throws -> PlannerPreferencesDTO {
        PlannerPreferencesDTO(try await UserPlannerSettings(user: request.requireAPIUser(), on: request.db).load())
    }

    /// `PATCH /api/v1/planner/settings` with any of those keys → the settings as saved.
    func updateSettings(request: Request) async throws -> PlannerPreferencesDTO {
        let store = try UserPlannerSettings(user: try await request.requireAPIUser(), on: request.db)
        let change = try request.decodeJSON(PlannerPreferencesDTO.self).change()
        let settings = try change.applied(to: try await store.load())
        try await store.save(settings, now: request.now)
        return PlannerPreferencesDTO(settings)
    }
}
