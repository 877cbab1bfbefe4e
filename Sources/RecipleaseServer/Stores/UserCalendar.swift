import Fluent
import Foundation
import RecipleaseCore

/// One user's calendar feed: the secret address calendar apps subscribe to, and what it serves.
struct UserCalendar: UserStore {
    /// Meals this long ago still show, so the calendar keeps the recent past.
    static let pastDays = 90
    static let maxEvents = 2_000

    let userID: UUID
    let db: any Database

    /// The feed, made on first use.
    func feed(now: Date) async throws -> CalendarFeed {
        if let feed = try await scoped(CalendarFeed.self).first() { return feed }
        let feed = CalendarFeed(userID: userID, token: SecretToken.generate(), createdAt: now)
        do {
            try await feed.create(on: db)
        } catch where error.isConstraintFailure {
            // Made at the same moment by another request: that one stands.
            guard let existing = try await scoped(CalendarFeed.self).first() else { throw error }
            return existing
        }
        return feed
    }

    /// A new secret address; the old one stops working at once.
    func regenerate(now: Date) async throws -> CalendarFeed {
        let feed = try await self.feed(now: now)
        feed.token = SecretToken.generate()
        feed.tokenHash = SecretToken.hash(feed.token)
        feed.createdAt = now
        try await feed.save(on: db)
        return feed
    }

    /// The owner of the feed this token opens, if any.
    static func owner(ofToken token: String, on db: any Database) async throws -> UUID? {
        guard (20...100).contains(token.count) else { return nil }
        return try await CalendarFeed.query(on: db).filter(\.$tokenHash == SecretToken.hash(token)).first()?.$user.id
    }

    static func path(_ feed: CalendarFeed) -> String { SiteURL.calendar(token: feed.token) }

    /// The iCalendar document of the plan kept under `planOwner` (the feed's user, or their
    /// household: see `SharedScope`): one event per planned meal from `pastDays` ago on, each with
    /// an alarm the lead time before it. UIDs are the entries' ids, so an edited meal is the same
    /// event with new details, and a removed one disappears.
    /// The texts (names, descriptions, alarms, times) are in `strings`' language: the feed's
    /// owner's, since calendar apps fetch it with no cookie.
    /// `recipe` finds an entry's recipe, so a meal of one that makes pieces is counted in them
    /// ("60 spring rolls"), as the planner counts it.
    func document(planOwner: UUID, settings: PlannerPreferences, baseURL: String, now: Date, strings: Strings,
                  recipe: (String) -> Recipe? = { _ in nil }) async throws -> String {
        let plan = UserPlan(userID: planOwner, on: db)
        let entries = try await plan.list(from: settings.today(now: now).adding(days: -UserCalendar.pastDays) ?? PlanDate.first, limit: UserCalendar.maxEvents)
        let events = entries.compactMap { row -> ICalendar.Event? in
            guard let entry = row.mealPlanEntry else { return nil }
            return UserCalendar.event(entry, settings: settings, recipeURL: baseURL + SiteURL.recipe(row.recipeID), strings: strings,
                                      yield: recipe(row.recipeID).map { ($0.servings, $0.yieldText) })
        }
        return ICalendar.document(name: strings.text("calendar.name"), events: events, stamp: now)
    }

    /// `yield` is the recipe's servings and what it says it makes, when the recipe is known: a
    /// meal of 60 of "30 spring rolls" was "for 60 people" (household probe, 2026-12-08).
    static func event(_ entry: MealPlanEntry, settings: PlannerPreferences, recipeURL: String, strings: Strings,
                      yield: (servings: Int?, text: String?)? = nil) -> ICalendar.Event {
        let zone = settings.timeZone
        let meal = strings.name(of: entry.meal)
        let values = ["meal": meal, "count": String(entry.servings), "time": strings.time(entry.time)]
        var description: String
        if let yield, let made = yield.text, !made.isEmpty {
            let amount = strings.planned(entry.servings, servings: yield.servings, yieldText: made)
            description = strings.text("calendar.making", values.merging(["amount": amount]) { _, new in new })
        } else {
            description = strings.text(entry.servings == 1 ? "calendar.forOne" : "calendar.forMany", values)
        }
        if let note = entry.note { description += "\n" + strings.text("calendar.note", ["note": note]) }
        description += "\n" + strings.text("calendar.recipe", ["url": recipeURL])
        return ICalendar.Event(
            uid: entry.id.uuidString.lowercased() + "@reciplease",
            start: entry.start(in: zone), end: entry.end(in: zone),
            summary: strings.text("calendar.summary", ["meal": meal, "title": entry.title]), description: description, url: recipeURL,
            alarmMinutesBefore: settings.reminderMinutes,
            alarmText: Reminders.text(title: entry.title, meal: entry.meal, time: entry.time, leadMinutes: settings.reminderMinutes, strings: strings)
        )
    }
}

/// The reminders of a user's upcoming meals, for the planner page and the browser's notifications.
enum Reminders {
    /// How far ahead the planner lists reminders, in days.
    static let horizonDays = 14

    static func upcoming(plan: UserPlan, settings: PlannerPreferences, now: Date, limit: Int = 50) async throws -> [(Reminder, PlanEntry)] {
        let today = settings.today(now: now)
        // Yesterday too: a reminder's day in UTC is not always the meal's day.
        let rows = try await plan.list(PlanRange(from: today.adding(days: -1) ?? today, to: today.adding(days: horizonDays) ?? PlanDate.last))
        let byID = Dictionary(rows.compactMap { row in row.id.map { ($0, row) } }, uniquingKeysWith: { a, _ in a })
        let reminders = Reminder.upcoming(rows.compactMap(\.mealPlanEntry), leadMinutes: settings.reminderMinutes,
                                          timeZone: settings.timeZone, now: now)
        return reminders.prefix(limit).compactMap { reminder in byID[reminder.entryID].map { (reminder, $0) } }
    }

    /// "Dinner at 19:00: Pancakes (in 1 hour)", "Dîner à 19 h 00 : Pancakes (dans 1 heure)"
    static func text(title: String, meal: MealType, time: PlanTime, leadMinutes: Int, strings: Strings) -> String {
        let values = ["meal": strings.name(of: meal), "time": strings.time(time), "title": title, "duration": duration(leadMinutes, strings: strings)]
        return strings.text(leadMinutes > 0 ? "reminder.textIn" : "reminder.text", values)
    }

    /// 60 → "1 hour", 90 → "1 hour 30 minutes", 45 → "45 minutes"
    static func duration(_ minutes: Int, strings: Strings) -> String {
        let hours = minutes / 60, rest = minutes % 60
        var parts: [String] = []
        if hours > 0 { parts.append(strings.text(hours == 1 ? "duration.hourLong" : "duration.hoursLong", ["count": String(hours)])) }
        if rest > 0 || hours == 0 { parts.append(strings.text(rest == 1 ? "duration.minuteLong" : "duration.minutesLong", ["count": String(rest)])) }
        return parts.joined(separator: " ")
    }
}
