import Foundation
import RecipleaseCore

/// `/planner?week=`: a week of meals, Monday to Sunday, with the reminders to come.
struct PlannerWeekPage: Encodable {
    /// How a planned recipe opens: as it is now, as a favorite saved it, or not at all (gone).
    enum Opening { case current, savedCopy }

    struct Entry: Encodable {
        let id: String
        let title: String
        let recipeURL: String?
        let time: String
        let servings: Int
        /// "4 servings", or in the recipe's own count ("60 spring rolls").
        let amount: String
        let note: String?
        let editURL: String
        let deleteAction: String
        /// In a household, "added by Sam".
        let addedBy: String?
        /// A housemate's recipe they no longer share (or took with them): the title stays.
        let unshared: Bool
    }

    struct Slot: Encodable {
        let meal: String
        let label: String
        /// The meal's name inside a sentence ("Add breakfast on Monday", "Ajouter un petit-déjeuner le lundi").
        let name: String
        let addURL: String
        let entries: [Entry]
    }

    struct Day: Encodable {
        let date: String
        let label: String
        let shortLabel: String
        let isToday: Bool
        /// The day's own grocery list; none on a day with nothing planned, which has nothing to buy.
        let groceryURL: String?
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

    /// `entries` are the week's; `opening` says how each entry's recipe id opens; `recipe` finds
    /// an entry's recipe, so a recipe that makes pieces is counted in them.
    init(range: PlanRange, today: PlanDate, entries: [PlanEntry], opening: (String) -> Opening?,
         recipe: (String) -> Recipe? = { _ in nil }, reminders: [(Reminder, PlanEntry)], settings: PlannerPreferences, csrf: String,
         people: [UUID: String] = [:], strings: Strings) {
        let first = range.from, last = range.to
        title = strings.text("planner.title")
        // a week across New Year names both years: "Mon 28 Dec – Sun 3 Jan 2027" read as 28 Dec 2027
        // (household probe, 2026-12-08)
        weekLabel = strings.text(first.year == last.year ? "planner.weekLabel" : "planner.weekLabelYears",
                                 ["from": strings.date(first, .short), "to": strings.date(last, .short), "year": String(last.year),
                                  "fromYear": String(first.year)])
        from = first.description
        to = last.description
        previousURL = first.adding(days: -7).map(SiteURL.plannerWeek)
        nextURL = first.adding(days: 7).map(SiteURL.plannerWeek)
        thisWeekURL = range.days.contains(today) ? nil : SiteURL.planner
        groceryURL = SiteURL.grocery(from: first, to: last)
        plannedCount = entries.count
        days = range.days.map { date in
            Day(
                date: date.description, label: strings.date(date, .weekday), shortLabel: strings.date(date, .dayMonth), isToday: date == today,
                groceryURL: entries.contains { $0.date == date.description } ? SiteURL.grocery(from: date, to: date) : nil,
                meals: PlannerPreferences.meals.map { meal in
                    Slot(
                        meal: meal.rawValue, label: strings.name(of: meal), name: strings.name(of: meal).lowercased(with: strings.locale),
                        addURL: SiteURL.planAdd(date: date, meal: meal),
                        entries: entries.filter { $0.date == date.description && $0.mealType == meal.rawValue }.compactMap { entry in
                            guard let id = entry.id?.uuidString else { return nil }
                            let opens = opening(entry.recipeID)
                            return Entry(
                                id: id, title: entry.title,
                                recipeURL: opens.map { $0 == .savedCopy ? SiteURL.favorite(entry.recipeID) + "?servings=\(entry.servings)" : SiteURL.recipe(entry.recipeID, servings: entry.servings, units: nil, cook: false) },
                                time: entry.time, servings: entry.servings,
                                amount: strings.planned(entry.servings, servings: recipe(entry.recipeID)?.servings,
                                                                yieldText: recipe(entry.recipeID)?.yieldText),
                                note: entry.note,
                                editURL: SiteURL.editPlannedMeal(id), deleteAction: SiteURL.deletePlannedMeal(id),
                                addedBy: entry.addedBy.flatMap { people[$0] }.map { strings.text("household.addedBy", ["name": $0]) },
                                // A planned recipe of one's own cannot be deleted: one that does not open is a housemate's.
                                unshared: opens == nil && UserRecipes.isUserRecipeID(entry.recipeID)
                            )
                        }
                    )
                }
            )
        }
        self.reminders = reminders.compactMap { reminder, entry in
            // A stored time that no longer reads is shown as midnight.
            guard let time = PlanTime(entry.time) ?? PlanTime(hour: 0, minute: 0) else { return nil }
            return ReminderItem(
                text: Reminders.text(title: entry.title, meal: entry.meal ?? .dinner, time: time, leadMinutes: 0, strings: strings),
                at: PlannerWeekPage.localText(reminder.at, in: settings.timeZone, strings: strings), date: entry.date
            )
        }
        reminderMinutes = Reminders.duration(settings.reminderMinutes, strings: strings)
        timeZone = settings.timeZoneName
        detectTimeZone = !settings.saved
        self.csrf = csrf
    }

    /// "Mon 23 Nov, 18:00" in the user's time zone.
    static func localText(_ date: Date, in zone: TimeZone, strings: Strings) -> String {
        strings.dateTime(date, in: zone)
    }
}

extension PlanEntry {
    /// The planner's week holding this meal, scrolled to its day.
    var weekURL: String {
        planDate.map(SiteURL.plannerDay) ?? SiteURL.planner
    }
}
