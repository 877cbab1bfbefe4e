import Foundation

/// An instant written as ISO 8601 in UTC ("2026-11-23T18:00:00Z"), counted in the proleptic
/// Gregorian calendar all the way back, as the planner's days are (`PlanDate.gregorianFrom`).
/// Foundation's ISO 8601 writer counts the Julian calendar before 15 October 1582: a meal on
/// 0001-01-01 started "0001-01-03T10:29:20Z" in the API, two days after its own date (household
/// probe, 2026-12-08). Instants after 1582 read exactly as Foundation writes them. The calendar
/// feed writes its times from the same count.
public enum GregorianInstant {
    public struct Components: Equatable, Sendable {
        public let year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
    }

    public static func iso8601(_ instant: Date) -> String {
        let c = components(instant)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", c.year, c.month, c.day, c.hour, c.minute, c.second)
    }

    /// The UTC date and time of `instant`, whole seconds (a fraction is dropped, as Foundation's
    /// writer drops it). Days to a civil date by the proleptic Gregorian count of 400-year eras.
    public static func components(_ instant: Date) -> Components {
        let raw = instant.timeIntervalSince1970
        // far outside any instant a request can make (years ±30 million): held there
        let seconds = raw.isFinite ? Int(min(max(raw.rounded(.down), -1e15), 1e15)) : 0
        let days = seconds.floorDivided(by: 86_400), rest = seconds - days * 86_400
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return Components(year: year, month: month, day: day, hour: rest / 3600, minute: rest % 3600 / 60, second: rest % 60)
    }
}

private extension Int {
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
