import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing

struct PlannerPagesTests {
    let monday = ViewFixtures.date("2026-11-23")

    @Test func theWeekPutsEachMealInItsDayAndSlot() {
        // given a dinner on Wednesday from the library and a lunch on Friday only a favorite still has
        let dinner = ViewFixtures.planEntry("omelette", title: "Omelette", date: "2026-11-25")
        let lunch = ViewFixtures.planEntry("gone", title: "Old soup", date: "2026-11-27", meal: "lunch", time: "12:30")
        let lost = ViewFixtures.planEntry("lost", title: "Lost", date: "2026-11-28")
        let opening: (String) -> PlannerWeekPage.Opening? = { id in
            switch id {
            case "omelette": .current
            case "gone": .savedCopy
            default: nil
            }
        }
        // when
        let page = PlannerWeekPage(range: PlanRange.week(of: monday), today: ViewFixtures.date("2026-11-24"),
                                   entries: [dinner, lunch, lost], opening: opening, reminders: [],
                                   settings: PlannerPreferences(), csrf: "token", strings: .english)
        // then
        #expect(page.days.count == 7)
        #expect(page.weekLabel == "Mon 23 Nov – Sun 29 Nov 2026")
        #expect(page.plannedCount == 3)
        #expect(page.days.map(\.isToday) == [false, true, false, false, false, false, false])
        #expect(page.thisWeekURL == nil)
        #expect(page.previousURL == "/planner?week=2026-11-16")
        #expect(page.nextURL == "/planner?week=2026-11-30")
        #expect(page.groceryURL == "/grocery?from=2026-11-23&to=2026-11-29")
        let wednesday = page.days[2]
        #expect(wednesday.groceryURL == "/grocery?from=2026-11-25&to=2026-11-25")
        // a day with nothing planned has nothing to buy, so no list of its own
        #expect(page.days.map { $0.groceryURL != nil } == [false, false, true, false, true, true, false])
        let dinners = wednesday.meals.first { $0.meal == "dinner" }
        #expect(dinners?.addURL == "/planner/add?date=2026-11-25&meal=dinner")
        // issue 18: the recipe opens at the planned servings
        #expect(dinners?.entries.map(\.recipeURL) == ["/recipes/omelette?servings=2"])
        let friday = page.days[4].meals.first { $0.meal == "lunch" }?.entries.first
        #expect(friday?.recipeURL == "/favorites/gone?servings=2")
        #expect(friday?.time == "12:30")
        let saturday = page.days[5].meals.first { $0.meal == "dinner" }?.entries.first
        #expect(saturday?.title == "Lost" && saturday?.recipeURL == nil)
        #expect(saturday?.editURL == "/planner/\(lost.id?.uuidString ?? "")/edit")
    }

    @Test func anotherWeekLinksBackToThisOne() {
        let page = PlannerWeekPage(range: PlanRange.week(of: monday), today: ViewFixtures.date("2026-12-10"),
                                   entries: [], opening: { _ in nil }, reminders: [], settings: PlannerPreferences(), csrf: "", strings: .english)
        #expect(page.thisWeekURL == "/planner")
        #expect(page.detectTimeZone)
        #expect(page.reminderMinutes == "1 hour")
    }

    @Test func anEntryLinksToItsWeekAndDay() {
        let entry = ViewFixtures.planEntry("omelette", title: "Omelette", date: "2026-11-26")
        #expect(entry.weekURL == "/planner?week=2026-11-23#day-2026-11-26")
        let broken = ViewFixtures.planEntry("omelette", title: "Omelette", date: "someday")
        #expect(broken.weekURL == "/planner")
    }

    @Test func theFormForANewMealStartsAtTheRecipesServingsAndTheUsualTimes() {
        // given a recipe for 6, chosen for Wednesday's lunch
        var curry = ViewFixtures.recipe("curry", title: "Chicken Curry")
        curry.servings = 6
        let input = PlanEntryInput(recipeID: "curry", date: "2026-11-25", mealType: "lunch", servings: UserPlan.usualServings(of: curry),
                                   time: "12:00", note: nil)
        // when
        let page = PlanEntryFormPage(input: input, entry: nil, recipe: curry, settings: PlannerPreferences(), errors: [], csrf: "token", strings: .english)
        // then
        #expect(page.title == "Add to the plan")
        #expect(page.action == "/planner" && page.deleteAction == nil)
        #expect(page.cancelURL == "/recipes/curry")
        #expect(page.meals.filter(\.selected).map(\.value) == ["lunch"])
        #expect(page.servings == "6" && page.recipeServings == 6 && !page.servingsGuessed)
        #expect(page.date == "2026-11-25")
        #expect(page.usualTimes == "Breakfast 08:00, Lunch 12:30, Dinner 19:00, Snack 16:00")
        #expect(page.chooseAnotherURL == "/planner/add?date=2026-11-25&meal=lunch")
    }

    @Test(arguments: [
        (Optional(4), 4, false),      // the recipe's own
        (nil, 2, true),               // not given: 2, and the form says so
        (250, 100, false),            // past the plan's range: its top
        (0, 1, false),                // below it: one
    ] as [(Int?, Int, Bool)])
    func aNewMealStartsAtTheRecipesServingsWithinThePlansRange(recipeServings: Int?, expected: Int, guessed: Bool) {
        var recipe = ViewFixtures.recipe()
        recipe.servings = recipeServings
        #expect(UserPlan.usualServings(of: recipe) == expected)
        let input = PlanEntryInput(recipeID: recipe.id.rawValue, date: "2026-11-25", mealType: "dinner",
                                   servings: UserPlan.usualServings(of: recipe), time: nil, note: nil)
        let page = PlanEntryFormPage(input: input, entry: nil, recipe: recipe, settings: PlannerPreferences(), errors: [], csrf: "", strings: .english)
        #expect(page.servings == "\(expected)")
        #expect(page.servingsGuessed == guessed)
    }

    @Test func theRecipeSearchForASlotListsOwnAndFavoritesBeforeAnythingIsTyped() {
        // given
        var pie = ViewFixtures.recipe("mine-1", title: "Chicken Pie", owner: "u1")
        pie.servings = 6
        var soup = ViewFixtures.recipe("soup", title: "Old Soup")
        soup.servings = nil
        // when
        let page = PlanRecipeSearchPage(date: ViewFixtures.date("2026-11-25"), meal: .lunch, query: "",
                                        found: .browsing(own: [.init(recipe: pie, origin: .mine)], favorites: [.init(recipe: soup, origin: .favorite)]), strings: .english)
        // then
        #expect(page.planningFor == "Lunch on Wednesday 25 November 2026")
        #expect(page.date == "2026-11-25" && page.meal == "lunch")
        #expect(page.groups.map(\.label) == ["My recipes", "Favorites"])
        let first = page.groups[0].results[0]
        #expect(first.planURL == "/planner/add?recipe=mine-1&date=2026-11-25&meal=lunch")
        #expect(first.servings == 6 && first.servingsText == "serves 6")
        #expect(first.tags == ["your recipe"])
        let saved = page.groups[1].results[0]
        #expect(saved.servings == 2 && saved.servingsText == "servings not given; planned for 2")
        #expect(saved.tags == ["favorite"])
        #expect(!page.nothingYet && page.summary == nil && page.empty == nil)
        #expect(page.cancelURL == "/planner?week=2026-11-23#day-2026-11-25")
    }

    @Test func theRecipeSearchForASlotSaysWhatMatchedAndWhatDidNot() {
        // given a library recipe that is a favorite and a provider's
        let rice = ViewFixtures.recipe("chicken-rice", title: "Chicken and Rice")
        let remote = ViewFixtures.recipe("mealdb:1", title: "Chicken Handi")
        let day = ViewFixtures.date("2026-11-25")
        // when
        let page = PlanRecipeSearchPage(date: day, meal: .dinner, query: "chicken", found: .matches([
            .init(recipe: rice, origin: .library, isFavorite: true), .init(recipe: remote, origin: .provider("TheMealDB")),
        ], total: 30), strings: .english)
        let none = PlanRecipeSearchPage(date: day, meal: .dinner, query: "chiken", found: .matches([], total: 0), strings: .english)
        let nothing = PlanRecipeSearchPage(date: day, meal: .dinner, query: "", found: .browsing(own: [], favorites: []), strings: .english)
        // then
        #expect(page.groups.count == 1 && page.groups[0].results.map(\.tags) == [["favorite"], ["TheMealDB"]])
        #expect(page.groups[0].results[1].planURL == "/planner/add?recipe=mealdb%3A1&date=2026-11-25&meal=dinner")
        #expect(page.summary?.hasPrefix("30 recipes match “chicken”; the first 2 are shown.") == true)
        #expect(none.groups.isEmpty && none.summary == nil)
        #expect(none.empty?.hasPrefix("No recipe matches “chiken”.") == true)
        #expect(nothing.nothingYet && nothing.groups.isEmpty)
    }

    @Test func theFormForAPlannedMealPostsToItAndCancelsToItsWeek() {
        let entry = ViewFixtures.planEntry("omelette", title: "Omelette", date: "2026-11-26")
        let id = entry.id?.uuidString ?? ""
        let input = PlanEntryInput(recipeID: "omelette", date: "2026-11-26", mealType: "dinner", servings: 2, time: "19:00", note: .some("for two"))
        let page = PlanEntryFormPage(input: input, entry: entry, recipe: ViewFixtures.recipe(), settings: PlannerPreferences(),
                                     errors: ["Servings must be a whole number from 1 to 100; \"x\" is not."], csrf: "token", strings: .english)
        #expect(page.title == "Change a planned meal")
        #expect(page.action == "/planner/\(id)")
        #expect(page.deleteAction == "/planner/\(id)/delete")
        #expect(page.cancelURL == "/planner?week=2026-11-23#day-2026-11-26")
        #expect(page.recipeTitle == "Omelette" && page.recipeServings == 2)
        #expect(page.note == "for two")
        #expect(page.errors.count == 1)
        #expect(page.chooseAnotherURL == nil && !page.servingsGuessed)
    }

    @Test func theSettingsPageSaysWhatWasDoneAndGivesAWebcalAddress() {
        var settings = PlannerPreferences()
        settings.unitSystem = .metric
        let page = PlannerPreferencesPage(settings: settings, calendarURL: "https://food.example/calendar/abc.ics", done: "calendar",
                                          typed: nil, errors: [], csrf: "token", strings: .english)
        #expect(page.webcalURL == "webcal://food.example/calendar/abc.ics")
        #expect(page.notice?.hasPrefix("The calendar has a new address.") == true)
        #expect(page.metric)
        #expect(page.timeZone == "UTC")
        #expect(page.times.map(\.name) == ["breakfast", "lunch", "dinner", "snack"])
        let typed = PlannerPreferencesPage(settings: settings, calendarURL: "http://x/c.ics", done: "saved", typed: .init(timeZone: "Mars/Base"),
                                           errors: ["bad zone"], csrf: "", strings: .english)
        #expect(typed.notice == "Saved.")
        #expect(typed.timeZone == "Mars/Base")
    }
}
