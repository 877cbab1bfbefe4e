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
                                   settings: PlannerPreferences(), csrf: "token")
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
        let dinners = wednesday.meals.first { $0.meal == "dinner" }
        #expect(dinners?.addURL == "/planner/add?date=2026-11-25&meal=dinner")
        #expect(dinners?.entries.map(\.recipeURL) == ["/recipes/omelette"])
        let friday = page.days[4].meals.first { $0.meal == "lunch" }?.entries.first
        #expect(friday?.recipeURL == "/favorites/gone")
        #expect(friday?.time == "12:30")
        let saturday = page.days[5].meals.first { $0.meal == "dinner" }?.entries.first
        #expect(saturday?.title == "Lost" && saturday?.recipeURL == nil)
        #expect(saturday?.editURL == "/planner/\(lost.id?.uuidString ?? "")/edit")
    }

    @Test func anotherWeekLinksBackToThisOne() {
        let page = PlannerWeekPage(range: PlanRange.week(of: monday), today: ViewFixtures.date("2026-12-10"),
                                   entries: [], opening: { _ in nil }, reminders: [], settings: PlannerPreferences(), csrf: "")
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

    @Test func theFormForANewMealOffersChoicesAndTheUsualTimes() {
        // given
        let input = PlanEntryInput(recipeID: nil, date: "2026-11-25", mealType: "lunch", servings: 3, time: "12:00", note: nil)
        let choices = [PlanEntryFormPage.Group(label: "Favorites", choices: [.init(id: "omelette", title: "Omelette", selected: false)])]
        // when
        let page = PlanEntryFormPage(input: input, entry: nil, recipe: nil, choices: choices, settings: PlannerPreferences(),
                                     errors: [], csrf: "token")
        // then
        #expect(page.title == "Add to the plan")
        #expect(page.action == "/planner" && page.deleteAction == nil)
        #expect(page.cancelURL == "/planner")
        #expect(page.meals.filter(\.selected).map(\.value) == ["lunch"])
        #expect(page.servings == "3" && page.date == "2026-11-25")
        #expect(page.usualTimes.hasPrefix("breakfast "))
        #expect(page.choices.first?.choices.map(\.id) == ["omelette"])
    }

    @Test func theFormForAPlannedMealPostsToItAndCancelsToItsWeek() {
        let entry = ViewFixtures.planEntry("omelette", title: "Omelette", date: "2026-11-26")
        let id = entry.id?.uuidString ?? ""
        let input = PlanEntryInput(recipeID: "omelette", date: "2026-11-26", mealType: "dinner", servings: 2, time: "19:00", note: .some("for two"))
        let page = PlanEntryFormPage(input: input, entry: entry, recipe: ViewFixtures.recipe(), choices: [], settings: PlannerPreferences(),
                                     errors: ["Servings must be a whole number from 1 to 100; \"x\" is not."], csrf: "token")
        #expect(page.title == "Change a planned meal")
        #expect(page.action == "/planner/\(id)")
        #expect(page.deleteAction == "/planner/\(id)/delete")
        #expect(page.cancelURL == "/planner?week=2026-11-23#day-2026-11-26")
        #expect(page.recipeTitle == "Omelette" && page.recipeServings == 2)
        #expect(page.note == "for two")
        #expect(page.errors.count == 1)
    }

    @Test func theSettingsPageSaysWhatWasDoneAndGivesAWebcalAddress() {
        var settings = PlannerPreferences()
        settings.unitSystem = .metric
        let page = PlannerPreferencesPage(settings: settings, calendarURL: "https://food.example/calendar/abc.ics", done: "calendar",
                                          typedZone: nil, errors: [], csrf: "token")
        #expect(page.webcalURL == "webcal://food.example/calendar/abc.ics")
        #expect(page.notice?.hasPrefix("The calendar has a new address.") == true)
        #expect(page.metric)
        #expect(page.timeZone == "UTC")
        #expect(page.times.map(\.name) == ["breakfast", "lunch", "dinner", "snack"])
        let typed = PlannerPreferencesPage(settings: settings, calendarURL: "http://x/c.ics", done: "saved", typedZone: "Mars/Base",
                                           errors: ["bad zone"], csrf: "")
        #expect(typed.notice == "Saved.")
        #expect(typed.timeZone == "Mars/Base")
    }
}
