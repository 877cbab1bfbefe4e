import Foundation
import RecipleaseCore

extension PlanDate {
    private static let formatters: [String: DateFormatter] = {
        var formatters: [String: DateFormatter] = [:]
        for (name, pattern) in [("long", "EEEE d MMMM yyyy"), ("short", "EEE d MMM"), ("weekday", "EEEE"), ("dayMonth", "d MMM")] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_GB")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = pattern
            formatters[name] = formatter
        }
        return formatters
    }()

    private func formatted(_ name: String) -> String {
        guard let formatter = PlanDate.formatters[name] else { return description }
        return formatter.string(from: start(in: TimeZone(identifier: "UTC")!))
    }

    /// "Monday 23 November 2026"
    var longText: String { formatted("long") }
    /// "Mon 23 Nov"
    var shortText: String { formatted("short") }
    /// "Monday"
    var weekdayText: String { formatted("weekday") }
    /// "23 Nov"
    var dayMonthText: String { formatted("dayMonth") }

    /// Midnight at the start of the day, in a time zone.
    func start(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
    }
}
