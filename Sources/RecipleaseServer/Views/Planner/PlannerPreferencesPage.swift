import Foundation
import RecipleaseCore

/// `/planner/settings`: usual meal times, reminders, units, time zone and the calendar address.
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
    /// A number, or what was typed into a refused form.
    let reminderMinutes: String
    let maxReminderMinutes: Int
    let metric: Bool
    let timeZone: String
    let timeZones: [String]
    let calendarURL: String
    let webcalURL: String

    /// What a refused form held, shown again in place of the saved settings (nil: a field not sent).
    struct Typed {
        var times: [MealType: String] = [:]
        var reminderMinutes: String?
        var unitSystem: String?
        var timeZone: String?
    }

    /// `calendarURL` is the feed's full address; `done` what was just done (`saved`, `calendar`);
    /// `typed` what a refused form held, shown again so nothing typed is lost.
    init(settings: PlannerPreferences, calendarURL: String, done: String?, typed: Typed?, errors: [String], csrf: String, strings: Strings) {
        title = strings.text("plannerSettings.heading")
        self.csrf = csrf
        self.errors = errors
        notice = done == "saved" ? strings.text("plannerSettings.saved")
            : done == "calendar" ? strings.text("plannerSettings.newCalendar") : nil
        times = PlannerPreferences.meals.map {
            Time(name: $0.rawValue, label: strings.name(of: $0), value: typed?.times[$0] ?? settings.time(for: $0).description)
        }
        reminderMinutes = typed?.reminderMinutes ?? String(settings.reminderMinutes)
        maxReminderMinutes = PlannerPreferences.reminderRange.upperBound
        metric = typed?.unitSystem.flatMap { MeasureSystem(rawValue: $0) }.map { $0 == .metric } ?? (settings.unitSystem == .metric)
        timeZone = typed?.timeZone ?? settings.timeZoneName
        timeZones = TimeZone.knownTimeZoneIdentifiers.filter { $0.contains("/") }.sorted()
        self.calendarURL = calendarURL
        webcalURL = "webcal://" + String(calendarURL.drop { $0 != ":" }.dropFirst(3))
    }
}
