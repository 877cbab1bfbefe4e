import Foundation
import RecipleaseCore

extension PlanDate {
    private static let formatters: [String: DateFormatter] = {
        var formatters: [String: DateFormatter] = [:]
        for name in ["date.long", "date.short", "date.weekday", "date.dayMonth"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: Strings.english.text("date.locale"))
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = Strings.english.text(name)
            formatters[name] = formatter
        }
        return formatters
    }()

    private func formatted(_ name: String) -> String {
        guard let formatter = PlanDate.formatters[name] else { return description }
        return formatter.string(from: start(in: formatter.timeZone))
    }

    /// "Monday 23 November 2026"
    var longText: String { formatted("date.long") }
    /// "Mon 23 Nov"
    var shortText: String { formatted("date.short") }
    /// "Monday"
    var weekdayText: String { formatted("date.weekday") }
    /// "23 Nov"
    var dayMonthText: String { formatted("date.dayMonth") }

    /// Midnight at the start of the day, in a time zone.
    func start(in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
    }
}
