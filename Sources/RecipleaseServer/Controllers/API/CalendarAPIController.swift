import Foundation
import RecipleaseCore
import Vapor

/// The address of the signed-in user's calendar feed, and the reminders of their coming meals.
struct CalendarAPIController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let calendar = routes.grouped("calendar").grouped(APIAuthMiddleware())
        calendar.get(use: show)
        calendar.post("token", use: regenerate)
        routes.grouped("reminders").grouped(APIAuthMiddleware()).get(use: reminders)
    }

    /// `GET /api/v1/calendar` → `{"url": "http://host/calendar/{token}.ics"}`.
    func show(request: Request) async throws -> CalendarURLDTO {
        let feed = try await UserCalendar(user: request.requireAPIUser(), on: request.db).feed(now: request.now)
        return CalendarURLDTO(url: request.baseURL + UserCalendar.path(feed))
    }

    /// `POST /api/v1/calendar/token` → the new URL; the old one answers 404 from now on.
    func regenerate(request: Request) async throws -> CalendarURLDTO {
        let feed = try await UserCalendar(user: request.requireAPIUser(), on: request.db).regenerate(now: request.now)
        return CalendarURLDTO(url: request.baseURL + UserCalendar.path(feed))
    }

    /// `GET /api/v1/reminders` → the reminders still to come in the next two weeks, soonest first.
    func reminders(request: Request) async throws -> ReminderListDTO {
        let user = try await request.requireAPIUser()
        // The household's meals and settings when the user is in one.
        let owner = try await request.sharedScope(of: user).ownerID
        let settings = try await UserPlannerSettings(userID: owner, on: request.db).load()
        let upcoming = try await Reminders.upcoming(plan: UserPlan(userID: owner, on: request.db), settings: settings, now: request.now)
        return ReminderListDTO(leadMinutes: settings.reminderMinutes, reminders: upcoming.compactMap { reminder, entry in
            guard let id = entry.id, let meal = entry.meal, let time = PlanTime(entry.time) else { return nil }
            return ReminderDTO(entryId: id, title: entry.title, mealType: entry.mealType, date: entry.date, time: entry.time,
                               at: reminder.at, mealAt: reminder.mealAt,
                               text: Reminders.text(title: entry.title, meal: meal, time: time, leadMinutes: settings.reminderMinutes, strings: request.strings))
        })
    }
}
