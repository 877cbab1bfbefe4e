import Foundation
import RecipleaseCore

/// Why signing up or signing in did not work. Pages show the message beside the form; the API
/// answers it as a JSON problem (`error.account.*` in the strings table).
enum AccountError: Error, Equatable {
    /// A username or password rule (`account.username-short`...), with the values its message names.
    case broken(rule: String, arguments: [String: String] = [:])
    case passwordsDiffer
    case usernameTaken(String)
    /// Deliberately does not say which of the two was wrong.
    case wrongCredentials(lockedFor: Int?)
    case throttled(retryAfter: Int)
}

extension AccountError: DomainError, RetryAfter {
    var kind: ProblemKind {
        switch self {
        case .broken, .passwordsDiffer: .invalid
        case .usernameTaken: .conflict
        case .wrongCredentials: .unauthenticated
        case .throttled: .tooMany
        }
    }

    var code: String {
        switch self {
        case let .broken(rule, _): "account." + rule
        case .passwordsDiffer: "account.passwords-differ"
        case .usernameTaken: "account.username-taken"
        case .wrongCredentials(nil): "account.wrong-credentials"
        case .wrongCredentials: "account.wrong-credentials-locked"
        case .throttled: "account.throttled"
        }
    }

    var arguments: [String: String] { arguments(in: .english) }

    func arguments(in strings: Strings) -> [String: String] {
        switch self {
        case let .broken(_, arguments): arguments
        case .passwordsDiffer: [:]
        case let .usernameTaken(name): ["name": name]
        case let .wrongCredentials(seconds): seconds.map { ["duration": AccountError.duration($0, in: strings)] } ?? [:]
        case let .throttled(seconds): ["duration": AccountError.duration(seconds, in: strings)]
        }
    }

    var retryAfterSeconds: Int? {
        if case let .throttled(seconds) = self { return seconds }
        return nil
    }

    /// "45 seconds" under a minute and a half, else whole minutes rounded up ("3 minutes").
    static func duration(_ seconds: Int, in strings: Strings) -> String {
        if seconds < 90 { return strings.text(seconds == 1 ? "duration.second" : "duration.seconds", ["count": String(seconds)]) }
        return strings.text("duration.minutesLong", ["count": String((seconds + 59) / 60)])
    }
}
