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
        return try await context.inTurn {
            let entries = try await context.plan.list(range)
            let people = try await context.people(entries, on: request.db)
            return PlanListDTO(from: range.from.description, to: range.to.description, timeZone: context.settings.timeZoneName,
                               entries: try entries.map { try PlanEntryDTO($0, settings: context.settings, recipes: context.recipes, people: people) })
        }
    }

    func show(request: Request) async throws -> PlanEntryDTO {
        let context = try await PlanContext.load(for: try await request.requireAPIUser(), on: request)
        let entry = try await PlanAPIController.entry(request, in: context.plan)
        return try PlanEntryDTO(entry, settings: context.settings, recipes: context.recipes, people: try await context.people([entry], on: request.db))
    }

    /// `POST /api/v1/plan` `{recipeId, date, mealType, servings?, time?, note?}` → 201 with the entry.
    func create(request: Request) async throws -> Response {
        let context = try await PlanContext.load(for: try await request.requireAPIUser(), on: request)
        let body = try request.decodeJSON(PlanEntryInputDTO.self)
        let entry = try await context.plan.add(body.input, recipes: context.recipes, settings: context.settings, now: request.now)
        request.publishShared(.plan, scope: context.scope)
        let people = try await context.people([entry], on: request.db)
        let response = try await PlanEntryDTO(entry, settings: context.settings, recipes: context.recipes, people: people)
            .encodeResponse(status: .created, for: request)
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
        request.publishShared(.plan, scope: context.scope)
        return try PlanEntryDTO(updated, settings: context.settings, recipes: context.recipes, people: try await context.people([updated], on: request.db))
    }

    /// `DELETE /api/v1/plan/{id}` → 204.
    func delete(request: Request) async throws -> HTTPStatus {
        let plan = try await request.shared(UserPlan.self, of: request.requireAPIUser())
        try await plan.delete(try await PlanAPIController.entry(request, in: plan))
        try await request.publishShared(.plan, user: request.requireAPIUser())
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
        PlannerPreferencesDTO(try await request.shared(UserPlannerSettings.self, of: request.requireAPIUser()).load(fallbackLanguage: request.language.code))
    }

    /// `PATCH` (or `PUT`, the same) `/api/v1/planner/settings` with any of those keys → the settings as saved.
    func updateSettings(request: Request) async throws -> PlannerPreferencesDTO {
        let store = try await request.shared(UserPlannerSettings.self, of: request.requireAPIUser())
        let change = try request.decodeJSON(PlannerPreferencesDTO.self).change()
        let settings = try await store.update(fallbackLanguage: request.language.code, now: request.now) { try change.applied(to: $0) }
        try await request.publishShared(.settings, user: request.requireAPIUser())
        return PlannerPreferencesDTO(settings)
    }
}
