import ArgumentParser
import Foundation

/// The one way a number option's value out of its range is refused, so every command says it
/// alike: "--limit must be a whole number from 1 to 1000, not -1". The options read their next
/// word as their value whatever it starts with (`parsing: .unconditional`), so a negative number
/// reaches this check instead of being taken for an option name ("Missing value").
enum NumberOption {
    static func check(_ value: Int, _ option: String, in range: ClosedRange<Int>) throws {
        guard range.contains(value) else {
            throw ValidationError("\(option) must be a whole number from \(text(range.lowerBound)) to \(text(range.upperBound)), not \(value)")
        }
    }

    /// A number of seconds, more than 0 and at most `maximum`.
    static func check(seconds value: Double, _ option: String, atMost maximum: Double) throws {
        guard value > 0, value <= maximum else {
            throw ValidationError("\(option) must be a number of seconds more than 0 and at most \(text(maximum)), not \(text(value))")
        }
    }

    /// 100,000,000 with its thousands grouped; a port such as 65535 as it is typed.
    private static func text(_ number: Int) -> String {
        abs(number) >= 100_000 ? number.formatted() : "\(number)"
    }

    private static func text(_ number: Double) -> String {
        String(format: "%g", number)
    }
}
