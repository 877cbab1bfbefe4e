import Foundation
import Vapor

/// Why signing up or signing in did not work. Pages show the reason beside the form;
/// the API answers it as a JSON problem with the status below.
enum AccountError: Error, Equatable {
    case invalidUsername(String)
    case invalidPassword(String)
    case passwordsDiffer
    case usernameTaken(String)
    /// Deliberately does not say which of the two was wrong.
    case wrongCredentials(lockedFor: Int?)
    case throttled(retryAfter: Int)
}

extension AccountError: AbortError {
    var status: HTTPResponseStatus {
        switch self {
        case .invalidUsername, .invalidPassword, .passwordsDiffer: .badRequest
        case .usernameTaken: .conflict
        case .wrongCredentials: .unauthorized
        case .throttled: .tooManyRequests
        }
    }

    var reason: String {
        switch self {
        case let .invalidUsername(message), let .invalidPassword(message): message
        case .passwordsDiffer: "The two passwords are not the same."
        case let .usernameTaken(name): "The username \"\(name)\" is taken; choose another."
        case let .wrongCredentials(lockedFor):
            if let seconds = lockedFor {
                "Wrong username or password. After too many failed attempts this account is locked for \(AccountError.duration(seconds))."
            } else {
                "Wrong username or password."
            }
        case let .throttled(seconds):
            "Too many failed sign-ins for this account. Try again in \(AccountError.duration(seconds))."
        }
    }

    var headers: HTTPHeaders {
        if case let .throttled(seconds) = self { return ["Retry-After": String(seconds)] }
        return [:]
    }

    static func duration(_ seconds: Int) -> String {
        if seconds < 90 { return "\(seconds) second\(seconds == 1 ? "" : "s")" }
        let minutes = (seconds + 59) / 60
        return "\(minutes) minutes"
    }
}
