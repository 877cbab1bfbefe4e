import Foundation

/// An instant written as ISO 8601 in UTC ("2026-11-23T18:00:00Z"), counted in the proleptic
/// Gregorian calendar all the way back, as the planner's days are (`PlanDate.gregorianFrom`).
/// Foundation's ISO 8601 writer counts the Julian calendar before 15 October 1582: a meal on
/// 0001-01-01 started "0001-01-03T10:29:20Z" in the API, two days after its own date (household
/// probe, 2026-12-08). Instants after 1582 read exactly as Foundation writes them.
public enum GregorianInstant {
    public static func iso8601(_ instant: Date) -> String {
        let seconds = instant.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, abs(seconds) < 1e15 else { return instant.formatted(.iso8601) }
        let whole = Int(seconds)
        let (days, rest) = (whole.floorDivided(by: 86_400), whole.floorModulo(86_400))
        guard let date = PlanDate(ordinal: PlanDate.unixEpoch.ordinal + days) else { return instant.formatted(.iso8601) }
        let time = String(format: "%02d:%02d:%02d", rest / 3600, rest % 3600 / 60, rest % 60)
        return "\(date.description)T\(time)Z"
    }
}

private extension Int {
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    func floorModulo(_ divisor: Int) -> Int {
        let rest = self % divisor
        return rest < 0 ? rest + divisor : rest
    }
}
