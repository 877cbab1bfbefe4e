import Foundation
import RecipleaseCore
import Vapor

/// The week planner: the week view, adding, editing (which moves) and removing meals, and the
/// planner settings with the calendar address. Every page works as plain forms.
struct PlannerController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let planner = routes.grouped("planner").grouped(RequireSignInMiddleware())
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
        let csrf = try await request.csrfToken()
        let days = range.days.map { date in
            PlannerWeekPage.Day(
                date: date.description, label: date.weekdayText, shortLabel: date.dayMonthText, isToday: date == today,
                groceryURL: "/grocery?from=\(date)&to=\(date)",
                meals: PlannerPreferences.meals.map { meal in
                    PlannerWeekPage.Slot(
                        meal: meal.rawValue, label: meal.rawValue.capitalized,
                        addURL: "/planner/add?date=\(date)&meal=\(meal.rawValue)",
                        entries: entries.filter { $0.date == date.description && $0.mealType == meal.rawValue }.compactMap { entry in
                            guard let id = entry.id?.uuidString else { return nil }
                            let available = context.recipes.recipe(entry.recipeID)
                            return PlannerWeekPage.Entry(
                                id: id, title: entry.title,
                                recipeURL: available.map { $0.fromSnapshot ? "/favorites/\(entry.recipeID.pathEncoded)" : "/recipes/\(entry.recipeID.pathEncoded)" },
                                time: entry.time, servings: entry.servings, note: entry.note,
                                editURL: "/planner/\(id)/edit", deleteAction: "/planner/\(id)/delete"
                            )
                        }
                    )
                }
            )
        }
        let first = range.from, last = range.to
        return try await request.view.render("pages/planner-week", PlannerWeekPage(
            title: "Planner",
            weekLabel: "\(first.shortText) – \(last.shortText) \(last.year)",
            from: first.description, to: last.description,
            previousURL: first.adding(days: -7).map { "/planner?week=\($0)" },
            nextURL: first.adding(days: 7).map { "/planner?week=\($0)" },
            thisWeekURL: range.days.contains(today) ? nil : "/planner",
            groceryURL: "/grocery?from=\(first)&to=\(last)",
            plannedCount: entries.count,
            days: days,
            reminders: reminders.map { reminder, entry in
                PlannerWeekPage.ReminderItem(
                    text: Reminders.text(title: entry.title, meal: entry.meal ?? .dinner, time: PlanTime(entry.time) ?? PlanTime(hour: 0, minute: 0)!, leadMinutes: 0),
                    at: PlannerController.localText(reminder.at, in: context.settings.timeZone), date: entry.date
                )
            },
            reminderMinutes: Reminders.duration(context.settings.reminderMinutes),
            timeZone: context.settings.timeZoneName,
            detectTimeZone: !context.settings.saved,
            csrf: csrf
        ))
    }

    /// "Mon 23 Nov, 18:00" in the user's time zone.
    static func localText(_ date: Date, in zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = zone
        formatter.dateFormat = "EEE d MMM, HH:mm"
        return formatter.string(from: date)
    }

    // MARK: - Adding, editing, removing

    /// `/planner/add?recipe=ID&date=YYYY-MM-DD&meal=dinner`: the form, filled with what is known.
    func new(request: Request) async throws -> Response {
        let context = try await PlanContext.load(for: try request.signedInUser(), on: request)
        let recipeID = request.queryValues("recipe").last ?? ""
        let recipe = recipeID.isEmpty ? nil : context.recipes.recipe(recipeID)?.recipe
        if !recipeID.isEmpty && recipe == nil {
            throw Abort(.notFound, reason: "There is no recipe here to plan. It may have been removed; plan it from your favorites if you kept it.")
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
            guard problems.isEmpty else { throw Abort(.badRequest, reason: problems.joined(separator: " ")) }
            let entry = try await context.plan.add(input, recipes: context.recipes, settings: context.settings, now: request.now)
            return request.redirect(to: PlannerController.weekURL(of: entry), redirectType: .normal)
        } catch let error as any AbortError {
            return try await render(request, context: context, input: input, entry: nil, errors: problems.isEmpty ? [error.reason] : problems, status: error.status)
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
            guard problems.isEmpty else { throw Abort(.badRequest, reason: problems.joined(separator: " ")) }
            let updated = try await context.plan.update(entry, with: input, recipes: context.recipes, settings: context.settings, now: request.now)
            return request.redirect(to: PlannerController.weekURL(of: updated), redirectType: .normal)
        } catch let error as any AbortError {
            input.recipeID = entry.recipeID
            return try await render(request, context: context, input: input, entry: entry, errors: problems.isEmpty ? [error.reason] : problems, status: error.status)
        }
    }

    func delete(request: Request) async throws -> Response {
        let plan = try UserPlan(user: try request.signedInUser(), on: request.db)
        let entry = try await own(request, plan)
        try await plan.delete(entry)
        return request.redirect(to: PlannerController.weekURL(of: entry), redirectType: .normal)
    }

    static func weekURL(of entry: PlanEntry) -> String {
        guard let date = entry.planDate else { return "/planner" }
        return "/planner?week=\(date.monday)#day-\(date)"
    }

    private func own(_ request: Request, _ plan: UserPlan) async throws -> PlanEntry {
        guard let entry = try await plan.find(request.parameters.get("id")) else {
            throw Abort(.notFound, reason: "This meal is not on your plan (any more).")
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
            if !own.isEmpty { choices.append(.init(label: "My recipes", choices: own)) }
            if !favorites.isEmpty { choices.append(.init(label: "Favorites", choices: favorites)) }
        }
        let meal = input.mealType.flatMap { try? PlannerPreferences.meal($0) }
        let id = entry?.id?.uuidString
        let page = PlanEntryFormPage(
            title: entry == nil ? "Add to the plan" : "Change a planned meal",
            heading: entry == nil ? "Add to the plan" : "Change a planned meal",
            action: id.map { "/planner/\($0)" } ?? "/planner",
            deleteAction: id.map { "/planner/\($0)/delete" },
            cancelURL: entry.map(PlannerController.weekURL(of:)) ?? (recipe.map { "/recipes/\($0.id.rawValue.pathEncoded)" } ?? "/planner"),
            csrf: try await request.csrfToken(),
            errors: errors,
            recipeId: recipe?.id.rawValue ?? entry?.recipeID,
            recipeTitle: recipe?.title ?? entry?.title,
            recipeServings: recipe?.servings,
            choices: choices,
            date: input.date ?? "",
            meals: PlannerPreferences.meals.map { option in
                PlanEntryFormPage.Meal(value: option.rawValue, label: option.rawValue.capitalized,
                                       defaultTime: context.settings.time(for: option).description, selected: option == meal)
            },
            servings: input.servings.map(String.init) ?? "",
            time: input.time ?? "",
            note: (input.note ?? nil) ?? "",
            usualTimes: PlannerPreferences.meals.map { "\($0.rawValue) \(context.settings.time(for: $0))" }.joined(separator: ", "),
            timeZone: context.settings.timeZoneName
        )
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
        var problems: [String] = []
        if let text = form.reminderMinutes?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
            if let minutes = Int(text) { change.reminderMinutes = minutes } else {
                problems.append("The reminder lead time is a whole number of minutes; \"\(text.prefix(20))\" is not.")
            }
        }
        do {
            guard problems.isEmpty else { throw Abort(.badRequest, reason: problems.joined(separator: " ")) }
            try await store.save(try change.applied(to: try await store.load()), now: request.now)
        } catch let error as any AbortError {
            let response = try await renderSettings(request, errors: [error.reason], values: form.timeZone).encodeResponse(for: request)
            response.status = error.status
            return response
        }
        return request.redirect(to: "/planner/settings?done=saved", redirectType: .normal)
    }

    func regenerateCalendar(request: Request) async throws -> Response {
        _ = try await UserCalendar(user: try request.signedInUser(), on: request.db).regenerate(now: request.now)
        return request.redirect(to: "/planner/settings?done=calendar#calendar", redirectType: .normal)
    }

    private func renderSettings(_ request: Request, errors: [String], values typedZone: String?) async throws -> View {
        let user = try request.signedInUser()
        let settings = try await UserPlannerSettings(user: user, on: request.db).load()
        let feed = try await UserCalendar(user: user, on: request.db).feed(now: request.now)
        let url = request.baseURL + UserCalendar.path(feed)
        let done = request.queryValues("done").last
        return try await request.view.render("pages/planner-settings", PlannerPreferencesPage(
            title: "Planner settings",
            csrf: try await request.csrfToken(),
            errors: errors,
            notice: done == "saved" ? "Saved." : done == "calendar" ? "The calendar has a new address. The old one no longer works: subscribe again with the one below." : nil,
            times: PlannerPreferences.meals.map { .init(name: $0.rawValue, label: $0.rawValue.capitalized, value: settings.time(for: $0).description) },
            reminderMinutes: settings.reminderMinutes,
            maxReminderMinutes: PlannerPreferences.reminderRange.upperBound,
            metric: settings.unitSystem == .metric,
            timeZone: typedZone ?? settings.timeZoneName,
            timeZones: TimeZone.knownTimeZoneIdentifiers.filter { $0.contains("/") }.sorted(),
            calendarURL: url,
            webcalURL: "webcal://" + String(url.drop { $0 != ":" }.dropFirst(3))
        ))
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

    static func read(_ request: Request) throws -> (PlanEntryInput, [String]) {
        let fields = try request.content.decode(Fields.self)
        var problems: [String] = []
        var servings: Int?
        let text = (fields.servings ?? "").trimmingCharacters(in: .whitespaces)
        if !text.isEmpty {
            if let value = Int(text) { servings = value } else {
                problems.append("Servings must be a whole number from 1 to 100; \"\(text.prefix(20))\" is not.")
            }
        }
        let input = PlanEntryInput(
            recipeID: fields.recipe.flatMap { $0.isEmpty ? nil : $0 }, date: fields.date, mealType: fields.meal,
            servings: servings, time: fields.time.flatMap { $0.isEmpty ? nil : $0 }, note: fields.note.map { $0 }
        )
        return (input, problems)
    }
}

struct PlannerWeekPage: Encodable {
    struct Entry: Encodable {
        let id: String
        let title: String
        let recipeURL: String?
        let time: String
        let servings: Int
        let note: String?
        let editURL: String
        let deleteAction: String
    }

    struct Slot: Encodable {
        let meal: String
        let label: String
        let addURL: String
        let entries: [Entry]
    }

    struct Day: Encodable {
        let date: String
        let label: String
        let shortLabel: String
        let isToday: Bool
        let groceryURL: String
        let meals: [Slot]
    }

    struct ReminderItem: Encodable {
        let text: String
        let at: String
        let date: String
    }

    let title: String
    let weekLabel: String
    let from: String
    let to: String
    let previousURL: String?
    let nextURL: String?
    let thisWeekURL: String?
    let groceryURL: String
    let plannedCount: Int
    let days: [Day]
    let reminders: [ReminderItem]
    let reminderMinutes: String
    let timeZone: String
    let detectTimeZone: Bool
    let csrf: String
}

struct PlanEntryFormPage: Encodable {
    struct Choice: Encodable {
        let id: String
        let title: String
        let selected: Bool
    }

    struct Group: Encodable {
        let label: String
        let choices: [Choice]
    }

    struct Meal: Encodable {
        let value: String
        let label: String
        let defaultTime: String
        let selected: Bool
    }

    let title: String
    let heading: String
    let action: String
    let deleteAction: String?
    let cancelURL: String
    let csrf: String
    let errors: [String]
    let recipeId: String?
    let recipeTitle: String?
    let recipeServings: Int?
    let choices: [Group]
    let date: String
    let meals: [Meal]
    let servings: String
    let time: String
    let note: String
    let usualTimes: String
    let timeZone: String
}

struct PlannerPreferencesPage: Encodable {
    struct Time: Encodable {
        let name: String
        let label: String
        let value: String
    }

    let title: String
    let csrf: String
    let errors: [String]
    let notice: String?
    let times: [Time]
    let reminderMinutes: Int
    let maxReminderMinutes: Int
    let metric: Bool
    let timeZone: String
    let timeZones: [String]
    let calendarURL: String
    let webcalURL: String
}
