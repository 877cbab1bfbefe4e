import Foundation

/// Dates, times and numbers as the table's language writes them: the one formatter pages,
/// reminders, the calendar feed and the command line share. The patterns and the locale are keys
/// of the table (`date.*`, `time.pattern`, `number.decimal`), so a language brings its own.
extension Strings {
    /// The ways a day is written; each is a pattern of the table, under the key it is named by.
    public enum DateStyle: String, Sendable, CaseIterable {
        /// "Monday 23 November 2026", "lundi 23 novembre 2026"
        case long = "date.long"
        /// "Mon 23 Nov", "lun. 23 nov."
        case short = "date.short"
        /// "Monday", "lundi"
        case weekday = "date.weekday"
        /// "23 Nov", "23 nov."
        case dayMonth = "date.dayMonth"
    }

    /// A planner day in one of the styles.
    public func date(_ day: PlanDate, _ style: DateStyle) -> String {
        format(day.start(in: Strings.utc), pattern: style.rawValue, in: Strings.utc)
    }

    /// An instant as a day and a time in a time zone: "Mon 23 Nov, 19:30", "lun. 23 nov., 19:30".
    public func dateTime(_ instant: Date, in timeZone: TimeZone) -> String {
        format(instant, pattern: "date.localTime", in: timeZone)
    }

    /// A time of day: "19:30" in English, "19 h 30" in French.
    public func time(_ time: PlanTime) -> String {
        let instant = Date(timeIntervalSince1970: TimeInterval(time.hour * 3600 + time.minute * 60))
        return format(instant, pattern: "time.pattern", in: Strings.utc)
    }

    /// A number to at most `fractionDigits` decimals, without trailing zeros, with the language's
    /// decimal mark: "1.5" in English, "1,5" in French. No grouping: amounts in recipes are small.
    public func number(_ value: Double, fractionDigits: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        let digits = min(max(fractionDigits, 0), 6)
        let scale = pow(10.0, Double(digits))
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1e15 else { return String(Int(value.rounded())) }
        let units = Int(scaled)
        let whole = units / Int(scale)
        var fraction = digits == 0 ? "" : String(units % Int(scale))
        if !fraction.isEmpty {
            fraction = String(repeating: "0", count: digits - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
        }
        let sign = value < 0 && units > 0 ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : text("number.decimal") + fraction)
    }

    /// The table's locale (`date.locale`), for the month and day names.
    public var locale: Locale { Locale(identifier: text("date.locale")) }

    private static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!

    private func format(_ instant: Date, pattern key: String, in timeZone: TimeZone) -> String {
        var pattern = text(key)
        // The first of the month as the language writes it: "1er juin" in French (it read "mardi
        // 1 juin"; grocery probe, 2026-12-08). `date.firstDay` is empty where the number stands.
        let first = text("date.firstDay")
        if !first.isEmpty, pattern.contains("d"), pattern != "d", dayOfMonth(instant, in: timeZone) == "1" {
            pattern = Self.replacingDay(in: pattern, with: "'" + first + "'")
        }
        let cacheKey = "\(language)|\(text("date.locale"))|\(pattern)|\(timeZone.identifier)"
        return Strings.formatters.withFormatter(cacheKey, make: {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = Calendar(identifier: .gregorian)
            // Gregorian before 1582 too, as the planner's days are (`PlanDate.gregorianFrom`)
            formatter.gregorianStartDate = .distantPast
            formatter.timeZone = timeZone
            formatter.dateFormat = pattern
            return formatter
        }) { $0.string(from: instant) }
    }

    /// The day of the month of `instant` in `timeZone`, as the formatter counts it.
    private func dayOfMonth(_ instant: Date, in timeZone: TimeZone) -> String {
        let cacheKey = "day|\(timeZone.identifier)"
        return Strings.formatters.withFormatter(cacheKey, make: {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.gregorianStartDate = .distantPast
            formatter.timeZone = timeZone
            formatter.dateFormat = "d"
            return formatter
        }) { $0.string(from: instant) }
    }

    /// `pattern` with its day-of-month field (a lone `d`, outside quotes) replaced by `literal`.
    static func replacingDay(in pattern: String, with literal: String) -> String {
        var out = ""
        var quoted = false
        let characters = Array(pattern)
        for (index, character) in characters.enumerated() {
            if character == "'" { quoted.toggle() }
            let lone = character == "d" && !quoted && (index == 0 || characters[index - 1] != "d")
                && (index + 1 == characters.count || characters[index + 1] != "d")
            out += lone ? literal : String(character)
        }
        return out
    }

    private static let formatters = FormatterCache()
}

/// Date formatters are costly to make and not safe to share between threads, so they are made
/// once per language, pattern and time zone, and used under a lock.
private final class FormatterCache: @unchecked Sendable {
    private let lock = NSLock()
    private var formatters: [String: DateFormatter] = [:]
    /// Time zones come from accounts; past this many formatters the cache starts again.
    private let limit = 500

    func withFormatter(_ key: String, make: () -> DateFormatter, _ body: (DateFormatter) -> String) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let formatter = formatters[key] { return body(formatter) }
        if formatters.count >= limit { formatters.removeAll() }
        let formatter = make()
        formatters[key] = formatter
        return body(formatter)
    }
}
