import Foundation
import RecipleaseCore

/// Why a provider gave no recipes. Every failure of a remote call ends up as one of these,
/// with a message a person can read.
public struct ProviderError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Problem: String, Sendable, Hashable, Codable {
        /// No connection: refused, no route, no DNS.
        case unreachable
        /// No whole answer before the deadline.
        case timeout
        /// 401 or 403: the key is wrong or revoked.
        case unauthorized
        /// 402: the plan's daily quota is spent.
        case quotaExhausted = "quota"
        /// 429: too many requests for now.
        case rateLimited = "rate-limited"
        /// 5xx, or another status the provider should not send.
        case serverError = "server-error"
        /// An answer that is not the JSON the provider documents (cut short, the wrong shape).
        case malformedAnswer = "malformed-answer"
        /// The provider has no recipe with that id.
        case notFound = "not-found"
    }

    public let provider: ProviderID
    public let providerName: String
    public let problem: Problem
    /// The HTTP status, when the provider answered with one.
    public let status: Int?

    public init(_ problem: Problem, provider: ProviderID, name: String, status: Int? = nil) {
        self.provider = provider
        self.providerName = name
        self.problem = problem
        self.status = status
    }

    /// What happened, in a sentence without a full stop ("Spoonacular refused the API key"), in English.
    public var message: String { message(in: .english) }

    /// What happened, in a language: `provider.<problem>` of its table, with the provider's name.
    public func message(in strings: Strings) -> String {
        let name = ["name": providerName]
        switch problem {
        case .unreachable: return strings.text("provider.unreachable", name)
        case .timeout: return strings.text("provider.timeout", name)
        case .unauthorized: return strings.text("provider.unauthorized", name)
        case .quotaExhausted: return strings.text("provider.quota", name)
        case .rateLimited: return strings.text("provider.rateLimited", name)
        case .serverError:
            return status.map { strings.text("provider.serverErrorStatus", ["name": providerName, "status": String($0)]) }
                ?? strings.text("provider.serverError", name)
        case .malformedAnswer: return strings.text("provider.malformedAnswer", name)
        case .notFound: return strings.text("provider.notFound", name)
        }
    }

    public var description: String { message }

    /// The provider's status for an answer that was not a success.
    static func status(_ code: Int, provider: ProviderID, name: String) -> ProviderError {
        let problem: Problem = switch code {
        case 401, 403: .unauthorized
        case 402: .quotaExhausted
        case 429: .rateLimited
        case 404: .notFound
        default: .serverError
        }
        return ProviderError(problem, provider: provider, name: name, status: code)
    }
}
