import Foundation
import Testing
@testable import RecipleaseCore

/// Instants are written in the proleptic Gregorian calendar: as Foundation writes them after 1582,
/// on the planner's own days before it (a meal on 0001-01-01 started "0001-01-03T…"; household
/// probe, 2026-12-08).
struct GregorianInstantTests {
    @Test func afterTheReformInstantsReadAsFoundationWritesThem() {
        var generator = SystemRandomNumberGenerator()
        let reform = -12_219_292_800.0 // 1582-10-15T00:00:00Z
        for _ in 0..<2_000 {
            let instant = Date(timeIntervalSince1970: Double.random(in: reform...253_402_300_799, using: &generator).rounded(.down))
            #expect(GregorianInstant.iso8601(instant) == instant.formatted(.iso8601), "\(instant.timeIntervalSince1970)")
        }
    }

    @Test(arguments: ["0001-01-01", "0004-02-29", "1000-06-15", "1582-10-04", "1582-10-10", "1582-10-15", "1970-01-01", "2000-02-29", "9999-12-31"])
    func aPlannerDayStartsOnItsOwnDate(_ day: String) throws {
        let date = try #require(PlanDate(day))
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(GregorianInstant.iso8601(date.start(in: utc)) == day + "T00:00:00Z")
        #expect(GregorianInstant.iso8601(date.start(in: utc).addingTimeInterval(86_399)) == day + "T23:59:59Z")
        #expect(ICalendar.utc(date.start(in: utc).addingTimeInterval(19 * 3600)) == day.replacingOccurrences(of: "-", with: "") + "T190000Z")
    }

    @Test func instantsFarOutOfRangeAreHeldNotTrapped() {
        for seconds in [Double.infinity, -.infinity, .nan, 1e300, -1e300] {
            _ = GregorianInstant.iso8601(Date(timeIntervalSince1970: seconds))
        }
    }
}
