import Foundation
import RecipleaseCore
import Vapor

/// The week planner: the week view, adding, editing (which moves) and removing meals, and the
/// planner settings with the calendar address. Every page works as plain forms.
struct PlannerController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let planner = routes.grouped(SiteURL.Root.planner.component).grouped(RequireSignInMiddleware())
        planner.get(use: week)
        planner.get("add", use: new)
        planner.post(use: create)
        planner.get(":id", "edit", use: edit)
        planner.post(":id", use: update)
        planner.post(":id", "delete", use: delete)
        planner.get("settings", use: settings)
        planner.post("settings", use: saveSettings)
        planner.post("calendar", "token", use: regenerateCalendar)
    }

    // MARK: - The week

    /// `/planner?week=YYYY-MM-DD`: the week (Monday to Sunday) holding that day; this week without it.
    func week(request: Request) async throws -> View {
        let context = try await PlanContext.load(for: try request.signedInUser(), on: request)
        let today = context.settings.today(now: request.now)
        let day = request.queryValues("week").last.flatMap { PlanDate($0) } ?? today
        let range = PlanRange.week(of: day)
        let entries = try await context.plan.list(range)
        let reminders = try await Reminders.upcoming(plan: context.plan, settings: context.settings, now: request.now, limit: 10)
        let page = PlannerWeekPage(
            range: range, today: today, entries: entries,
            opening: { id in context.recipes.recipe(id).map { $0.fromSnapshot ? .savedCopy : .current } },
            reminders: reminders, settings: context.settings, csrf: try await request.csrfToken()
        )
        return try await request.view.render("pages/planner-week", page)
    }

    // MARK: - Adding, editing, removing

    /// `/planner/add?recipe=ID&date=YYYY-MM-DD&meal=dinner`: the form, filled with what is known.
    func new(request: Request) async throws -> Response {
        let context = try await PlanContext.load(for: try request.signedInUser(), on: request)
        let recipeID = request.queryValues("recipe").last ?? ""
        let recipe = recipeID.isEmpty ? nil : context.recipes.recipe(recipeID)?.recipe
        if !recipeID.isEmpty && recipe == nil {
            throw RequestProblem.missingPage(.planRecipe)
        }
        let meal = request.queryValues("meal").last.flatMap { try? PlannerPreferences.meal($0) }
            ?? recipe?.mealTypes.first { PlannerPreferences.meals.contains($0) } ?? .dinner
        let date = request.queryValues("date").last.flatMap { PlanDate($0) } ?? context.settings.today(now: request.now)
        let input = PlanEntryInput(
            recipeID: recipe?.id.rawValue, date: date.description, mealType: meal.rawValue,
            servings: recipe?.servings ?? 2, time: context.settings.time(for: meal).description, note: nil
        )
        return try await render(request, context: context, input: input, entry: nil, errors: [])
    }

    func edit(request: Request) async throws -> Response {
        let context = try await PlanContext.load(for: try request.signedInUser(), on: request)
        let entry = try await own(request, context.plan)
        let input = PlanEntryInput(recipeID: entry.recipeID, date: entry.date, mealType: entry.mealType,
                                   servings: entry.servings, time: entry.time, note: entry.note)
        return try await render(request, context: context, input: input, entry: entry, errors: [])
    }

    func create(request: Request) async throws -> Response {
        let context = try await PlanContext.load(for: try request.signedInUser(), on: request)
        let (input, problems) = try PlanForm.read(request)
        do {
            guard problems.isEmpty else { throw ProblemList(problems) }
            let entry = try await context.plan.add(input, recipes: context.recipes, settings: context.settings, now: request.now)
            return request.redirect(to: entry.weekURL, redirectType: .normal)
        } catch {
            guard let error = Refusal(error) else { throw error }
            return try await render(request, context: context, input: input, entry: nil, errors: problems.isEmpty ? [error.reason] : problems.map(\.reason), status: error.status)
        }
    }

    /// Saves the form; a new day or meal moves the meal there.
    func update(request: Request) async throws -> Response {
        let context = try await PlanContext.load(for: try request.signedInUser(), on: request)
        let entry = try await own(request, context.plan)
        let read = try PlanForm.read(request)
        var input = read.0
        let problems = read.1
        input.recipeID = nil
        // An empty note box removes the note.
        input.note = .some(input.note ?? nil)
        do {
            guard problems.isEmpty else { throw ProblemList(problems) }
            let updated = try await context.plan.update(entry, with: input, recipes: context.recipes, settings: context.settings, now: request.now)
            return request.redirect(to: updated.weekURL, redirectType: .normal)
        } catch {
            guard let error = Refusal(error) else { throw error }
            input.recipeID = entry.recipeID
            return try await render(request, context: context, input: input, entry: entry, errors: problems.isEmpty ? [error.reason] : problems.map(\.reason), status: error.status)
        }
    }

    func delete(request: Request) async throws -> Response {
        let plan = try UserPlan(user: try request.signedInUser(), on: request.db)
        let entry = try await own(request, plan)
        try await plan.delete(entry)
        return request.redirect(to: entry.weekURL, redirectType: .normal)
    }

    private func own(_ request: Request, _ plan: UserPlan) async throws -> PlanEntry {
        guard let entry = try await plan.find(request.parameters.get("id")) else {
            throw RequestProblem.missingPage(.planEntry)
        }
        return entry
    }

    private func render(_ request: Request, context: PlanContext, input: PlanEntryInput, entry: PlanEntry?, errors: [String],
                        status: HTTPResponseStatus = .ok) async throws -> Response {
        let recipe = input.recipeID.flatMap { context.recipes.recipe($0)?.recipe }
        var choices: [PlanEntryFormPage.Group] = []
        if entry == nil && recipe == nil {
            // No recipe chosen yet: offer the user's own and their favorites.
            let own = try await UserRecipes(user: context.user, on: request.db).list().compactMap { row in
                row.id.map { PlanEntryFormPage.Choice(id: UserRecipes.recipeID(of: $0), title: row.title, selected: false) }
            }
            let favorites = context.recipes.favorites.map { PlanEntryFormPage.Choice(id: $0.recipeID, title: $0.title, selected: false) }
            if !own.isEmpty { choices.append(.init(label: Strings.english.text("planForm.ownGroup"), choices: own)) }
            if !favorites.isEmpty { choices.append(.init(label: Strings.english.text("planForm.favoritesGroup"), choices: favorites)) }
        }
        let page = PlanEntryFormPage(input: input, entry: entry, recipe: recipe, choices: choices, settings: context.settings,
                                     errors: errors, csrf: try await request.csrfToken())
        let response = try await request.view.render("pages/planner-entry-edit", page).encodeResponse(for: request)
        response.status = status
        return response
    }

    // MARK: - Settings

    func settings(request: Request) async throws -> View {
        try await renderSettings(request, errors: [], values: nil)
    }

    func saveSettings(request: Request) async throws -> Response {
        struct Form: Content {
            var breakfast: String?
            var lunch: String?
            var dinner: String?
            var snack: String?
            var reminderMinutes: String?
            var unitSystem: String?
            var timeZone: String?
        }
        let form = try request.content.decode(Form.self)
        let store = try UserPlannerSettings(user: try request.signedInUser(), on: request.db)
        var change = PlannerPreferencesChange(unitSystem: form.unitSystem, timeZone: form.timeZone)
        for (meal, text) in [(MealType.breakfast, form.breakfast), (.lunch, form.lunch), (.dinner, form.dinner), (.snack, form.snack)] {
            if let text { change.times[meal] = text }
        }
        var problems: [RequestProblem] = []
        if let text = form.reminderMinutes?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
            if let minutes = Int(text) { change.reminderMinutes = minutes } else {
                problems.append(.reminderMinutes(given: text))
            }
        }
        do {
            guard problems.isEmpty else { throw ProblemList(problems) }
            try await store.save(try change.applied(to: try await store.load()), now: request.now)
        } catch {
            guard let error = Refusal(error) else { throw error }
            let response = try await renderSettings(request, errors: [error.reason], values: form.timeZone).encodeResponse(for: request)
            response.status = error.status
            return response
        }
        return request.redirect(to: SiteURL.plannerSettings(done: "saved"), redirectType: .normal)
    }

    func regenerateCalendar(request: Request) async throws -> Response {
        _ = try await UserCalendar(user: try request.signedInUser(), on: request.db).regenerate(now: request.now)
        return request.redirect(to: SiteURL.plannerSettings(done: "calendar", fragment: "calendar"), redirectType: .normal)
    }

    private func renderSettings(_ request: Request, errors: [String], values typedZone: String?) async throws -> View {
        let user = try request.signedInUser()
        let settings = try await UserPlannerSettings(user: user, on: request.db).load()
        let feed = try await UserCalendar(user: user, on: request.db).feed(now: request.now)
        let page = PlannerPreferencesPage(
            settings: settings, calendarURL: request.baseURL + UserCalendar.path(feed), done: request.queryValues("done").last,
            typedZone: typedZone, errors: errors, csrf: try await request.csrfToken()
        )
        return try await request.view.render("pages/planner-settings", page)
    }
}

/// The plan form's fields, read as text: a servings box that is not a number becomes a problem.
enum PlanForm {
    struct Fields: Content {
        var recipe: String?
        var date: String?
        var meal: String?
        var servings: String?
        var time: String?
        var note: String?
    }

    static func read(_ request: Request) throws -> (PlanEntryInput, [RequestProblem]) {
        let fields = try request.content.decode(Fields.self)
        var problems: [RequestProblem] = []
        var servings: Int?
        let text = (fields.servings ?? "").trimmingCharacters(in: .whitespaces)
        if !text.isEmpty {
            if let value = Int(text) { servings = value } else {
                problems.append(.planServings(given: text))
            }
        }
        let input = PlanEntryInput(
            recipeID: fields.recipe.flatMap { $0.isEmpty ? nil : $0 }, date: fields.date, mealType: fields.meal,
            servings: servings, time: fields.time.flatMap { $0.isEmpty ? nil : $0 }, note: fields.note.map { $0 }
        )
        return (input, problems)
    }
}
