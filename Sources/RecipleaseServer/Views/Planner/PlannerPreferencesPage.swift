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
    let reminderMinutes: Int
    let maxReminderMinutes: Int
    let metric: Bool
    let timeZone: String
    let timeZones: [String]
    let calendarURL: String
    let webcalURL: String

    /// `calendarURL` is the feed's full address; `done` what was just done (`saved`, `calendar`);
    /// `typedZone` the time zone typed into a refused form, shown again.
    init(settings: PlannerPreferences, calendarURL: String, done: String?, typedZone: String?, errors: [String], csrf: String, strings: Strings) {
        title = strings.text("plannerSettings.heading")
        self.csrf = csrf
        self.errors = errors
        notice = done == "saved" ? strings.text("plannerSettings.saved")
            : done == "calendar" ? strings.text("plannerSettings.newCalendar") : nil
        times = PlannerPreferences.meals.map { Time(name: $0.rawValue, label: strings.name(of: $0), value: settings.time(for: $0).description) }
        reminderMinutes = settings.reminderMinutes
        maxReminderMinutes = PlannerPreferences.reminderRange.upperBound
        metric = settings.unitSystem == .metric
        timeZone = typedZone ?? settings.timeZoneName
        timeZones = TimeZone.knownTimeZoneIdentifiers.filter { $0.contains("/") }.sorted()
        self.calendarURL = calendarURL
        webcalURL = "webcal://" + String(calendarURL.drop { $0 != ":" }.dropFirst(3))
    }
}
