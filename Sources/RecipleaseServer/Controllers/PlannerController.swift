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
            recipe: { id in context.recipes.recipe(id)?.recipe }, reminders: reminders, settings: context.settings, csrf: try await request.csrfToken(),
            people: try await context.people(entries, on: request.db), strings: request.strings
        )
        return try await request.view.render("pages/planner-week", page)
    }

    // MARK: - Adding, editing, removing

    /// `/planner/add?recipe=ID&date=YYYY-MM-DD&meal=dinner&servings=N`: the form, filled with what
    /// is known and starting at the servings the recipe page was scaled to (`servings`), else the
    /// recipe's own. Without a recipe: the search for one (`&q=`).
    func new(request: Request) async throws -> Response {
        let context = try await PlanContext.load(for: try request.signedInUser(), on: request)
        let recipeID = request.queryValues("recipe").last ?? ""
        let recipe = recipeID.isEmpty ? nil : context.recipes.recipe(recipeID)?.recipe
        if !recipeID.isEmpty && recipe == nil {
            throw RequestProblem.missingPage(.planRecipe)
        }
        let askedMeal = request.queryValues("meal").last.flatMap { try? PlannerPreferences.meal($0) }
        let date = request.queryValues("date").last.flatMap { PlanDate($0) } ?? context.settings.today(now: request.now)
        guard let recipe else {
            return try await renderSearch(request, context: context, date: date, meal: askedMeal ?? .dinner, errors: [])
        }
        let meal = askedMeal ?? recipe.mealTypes.first { PlannerPreferences.meals.contains($0) } ?? .dinner
        let input = PlanEntryInput(
            recipeID: recipe.id.rawValue, date: date.description, mealType: meal.rawValue,
            servings: RecipeController.servings(request.queryValues("servings").last).flatMap { PlanRules.servings.contains($0) ? $0 : nil }
                ?? UserPlan.usualServings(of: recipe),
            time: context.settings.time(for: meal).description, note: nil
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
            request.publishShared(.plan, scope: context.scope)
            return request.redirect(to: entry.weekURL, redirectType: .normal)
        } catch {
            guard let refusal = Refusal(error, in: request.strings) else { throw error }
            return try await render(request, context: context, input: input, entry: nil, errors: problems.isEmpty ? [formReason(error, or: refusal.reason, in: request.strings)]
                                    : problems.map { $0.formMessage(in: request.strings) }, status: refusal.status)
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
            request.publishShared(.plan, scope: context.scope)
            return request.redirect(to: updated.weekURL, redirectType: .normal)
        } catch {
            guard let refusal = Refusal(error, in: request.strings) else { throw error }
            input.recipeID = entry.recipeID
            return try await render(request, context: context, input: input, entry: entry, errors: problems.isEmpty ? [formReason(error, or: refusal.reason, in: request.strings)]
                                    : problems.map { $0.formMessage(in: request.strings) }, status: refusal.status)
        }
    }

    func delete(request: Request) async throws -> Response {
        let plan = try await request.shared(UserPlan.self, of: request.signedInUser())
        let entry = try await own(request, plan)
        try await plan.delete(entry)
        try await request.publishShared(.plan, user: request.signedInUser())
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
        if entry == nil && recipe == nil {
            // A new meal with no recipe that opens: back to choosing one, saying why.
            let date = input.date.flatMap { PlanDate($0) } ?? context.settings.today(now: request.now)
            let meal = input.mealType.flatMap { try? PlannerPreferences.meal($0) } ?? .dinner
            return try await renderSearch(request, context: context, date: date, meal: meal, errors: errors, status: status)
        }
        let page = PlanEntryFormPage(input: input, entry: entry, recipe: recipe, settings: context.settings,
                                     errors: errors, csrf: try await request.csrfToken(), strings: request.strings)
        let response = try await request.view.render("pages/planner-entry-edit", page).encodeResponse(for: request)
        response.status = status
        return response
    }

    /// Choosing the recipe of a new meal: the user's own and favorites, or what `q` finds among
    /// them, the library and the providers that are on.
    private func renderSearch(_ request: Request, context: PlanContext, date: PlanDate, meal: MealType, errors: [String],
                              status: HTTPResponseStatus = .ok) async throws -> Response {
        // A longer text is cut rather than refused: it is typed into a box, often as it grows.
        let text = String(HTMLText.tidy(request.queryValues("q").last ?? "").prefix(SearchParameters.maxTextLength))
        let found: PlanRecipeSearchPage.Found
        var notices: [String] = []
        if text.isEmpty {
            // The first few of each, in the list's order: an account may hold thousands, and the
            // box above finds any of them.
            let rows = try await UserRecipes(user: context.user, on: request.db).listed()
            let shared = context.recipes.sharedRecipes, favoriteRows = context.recipes.favorites
            let own = rows.prefix(Self.browsingLimit).compactMap { row in
                context.recipes.recipe(UserRecipes.recipeID(of: row.id)).map { PlanRecipeSearchPage.Candidate(recipe: $0.recipe, origin: .mine) }
            } + shared.prefix(max(0, Self.browsingLimit - rows.count)).map { PlanRecipeSearchPage.Candidate(recipe: $0, origin: .household) }
            let favorites = favoriteRows.prefix(Self.browsingLimit).compactMap { favorite in
                context.recipes.recipe(favorite.recipeID).map { PlanRecipeSearchPage.Candidate(recipe: $0.recipe, origin: .favorite) }
            }
            let cut = rows.count + shared.count > Self.browsingLimit || favoriteRows.count > Self.browsingLimit
            found = .browsing(own: own, favorites: favorites, total: cut ? rows.count + shared.count + favoriteRows.count : nil)
        } else {
            let (candidates, total, warnings) = await PlannerController.search(text, context: context, on: request)
            found = .matches(candidates, total: total)
            notices = warnings
        }
        let page = PlanRecipeSearchPage(date: date, meal: meal, query: text, found: found, notices: notices, errors: errors, strings: request.strings)
        let response = try await request.view.render("pages/planner-recipe-search", page).encodeResponse(for: request)
        response.status = status
        return response
    }

    /// What `text` finds by title: the search everyone uses (library, the user's own, providers),
    /// without saved preferences since the user is naming a dish, then favorites only a saved copy has.
    static func search(_ text: String, context: PlanContext, on request: Request) async
        -> (candidates: [PlanRecipeSearchPage.Candidate], total: Int, warnings: [String]) {
        var query = SearchQuery(text: text, viewer: context.user.recipeOwner, limit: searchLimit)
        query.alsoSees = Set(context.recipes.sharedRecipes.map(\.id))
        let everywhere = await request.searchEverywhere(query)
        let favorites = context.recipes.favorites
        let favoriteIDs = Set(favorites.map(\.recipeID))
        var candidates = everywhere.results.hits.map { hit in
            let source = request.source(of: hit.recipe)
            let origin: PlanRecipeSearchPage.Origin = switch source {
            case "mine" where hit.recipe.owner != context.user.recipeOwner: .household
            case "mine": .mine
            case "library": .library
            default: .provider(RecipeShowPage.providerName(source) ?? source)
            }
            return PlanRecipeSearchPage.Candidate(recipe: hit.recipe, origin: origin, isFavorite: favoriteIDs.contains(hit.recipe.id.rawValue))
        }
        let listed = Set(candidates.map(\.recipe.id.rawValue))
        let words = FoodCatalog.tokens(of: text)
        let savedOnly = favorites.filter { favorite in
            !listed.contains(favorite.recipeID) && request.recipes.recipe(Recipe.ID(favorite.recipeID)) == nil
                && titleMatches(favorite.title, words)
        }.compactMap { favorite in
            context.recipes.recipe(favorite.recipeID).map { PlanRecipeSearchPage.Candidate(recipe: $0.recipe, origin: .favorite) }
        }
        // Housemates' shared recipes the index found are listed already; one it lacks is matched here.
        let household = context.recipes.sharedRecipes.filter { !listed.contains($0.id.rawValue) && titleMatches($0.title, words) }
            .map { PlanRecipeSearchPage.Candidate(recipe: $0, origin: .household) }
        candidates += savedOnly + household
        return (candidates, everywhere.results.total + savedOnly.count + household.count, everywhere.warnings.map { $0.message(in: request.strings) })
    }

    static let searchLimit = 20
    /// Recipes of one's own (and housemates') and favorites listed before anything is typed, each.
    static let browsingLimit = 50

    /// The index's rule for text: every word typed begins a word of the title.
    static func titleMatches(_ title: String, _ words: [String]) -> Bool {
        let titleWords = FoodCatalog.tokens(of: title)
        return words.allSatisfy { word in titleWords.contains { $0.hasPrefix(word) } }
    }

    // MARK: - Settings

    func settings(request: Request) async throws -> View {
        try await renderSettings(request, errors: [], typed: nil)
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
        let store = try await request.shared(UserPlannerSettings.self, of: request.signedInUser())
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
            let settled = change
            _ = try await store.update(fallbackLanguage: request.language.code, now: request.now) { try settled.applied(to: $0) }
            try await request.publishShared(.settings, user: request.signedInUser())
        } catch {
            guard let refusal = Refusal(error, in: request.strings) else { throw error }
            let typed = PlannerPreferencesPage.Typed(
                times: change.times, reminderMinutes: form.reminderMinutes, unitSystem: form.unitSystem, timeZone: form.timeZone
            )
            let response = try await renderSettings(request, errors: [formReason(error, or: refusal.reason, in: request.strings)], typed: typed)
                .encodeResponse(for: request)
            response.status = refusal.status
            return response
        }
        return request.redirect(to: SiteURL.plannerSettings(done: "saved"), redirectType: .normal)
    }

    func regenerateCalendar(request: Request) async throws -> Response {
        _ = try await UserCalendar(user: try request.signedInUser(), on: request.db).regenerate(now: request.now)
        return request.redirect(to: SiteURL.plannerSettings(done: "calendar", fragment: "calendar"), redirectType: .normal)
    }

    private func renderSettings(_ request: Request, errors: [String], typed: PlannerPreferencesPage.Typed?) async throws -> View {
        let user = try request.signedInUser()
        let settings = try await request.shared(UserPlannerSettings.self, of: user).load(fallbackLanguage: request.language.code)
        let feed = try await UserCalendar(user: user, on: request.db).feed(now: request.now)
        let page = PlannerPreferencesPage(
            settings: settings, calendarURL: request.baseURL + UserCalendar.path(feed), done: request.queryValues("done").last,
            typed: typed, errors: errors, csrf: try await request.csrfToken(), strings: request.strings
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
