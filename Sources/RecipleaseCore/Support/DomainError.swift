/// What kind of refusal an error is, in the domain's terms; the server maps each to an HTTP status
/// and the CLI to its message and a non-zero exit.
public enum ProblemKind: Sendable, Equatable {
    /// The input breaks a rule (400).
    case invalid
    /// The input is well formed but cannot be used as it is (422).
    case unusable
    /// The thing asked for does not exist for this user (404).
    case notFound
    /// The request clashes with the current state (409).
    case conflict
    /// The input is larger than the limit (413).
    case tooLarge
    /// Too many attempts in too short a time (429).
    case tooMany
    /// The user must sign in first (401).
    case unauthenticated
    /// The user may not do this (403).
    case forbidden
    /// Something the request depends on is not available right now (503).
    case unavailable
    /// The thing asked for existed but cannot be used any more: an expired or used invite (410).
    case gone
}

/// An error a store or a core rule throws: a kind, a stable machine code and the values its
/// message needs. The message itself comes from the strings table (`error.<code>`), so no
/// error carries text of its own and no store or rule knows about HTTP.
public protocol DomainError: Error, Sendable {
    var kind: ProblemKind { get }
    /// Stable across releases and languages, e.g. `plan.servings`.
    var code: String { get }
    /// The `{placeholders}` of the message.
    var arguments: [String: String] { get }
    /// The same in a language, for values that are words or dates ("3 minutes", "lundi 23
    /// novembre"); the plain `arguments` unless the error says otherwise.
    func arguments(in strings: Strings) -> [String: String]
}

extension DomainError {
    public var arguments: [String: String] { [:] }

    public func arguments(in strings: Strings) -> [String: String] { arguments }

    /// The message in `strings`' language (English unless said otherwise).
    public func message(in strings: Strings = .english) -> String {
        // A list has no text of its own: its messages, each in the same language.
        if let list = self as? any ProblemCollection {
            return list.parts.map { $0.message(in: strings) }.joined(separator: list.separator)
        }
        return strings.text("error." + code, arguments(in: strings))
    }

    /// The message a form shows: `form.error.<code>` where the table has one, naming the field as
    /// the page labels it ("Servings", "Le fuseau horaire"), else the API's, which names the JSON
    /// key ("servings doit être..." was shown on a French page; first-sight walk, 2026-12-07).
    public func formMessage(in strings: Strings) -> String {
        if let list = self as? any ProblemCollection {
            return list.parts.map { $0.formMessage(in: strings) }.joined(separator: list.separator)
        }
        let key = "form.error." + code
        return strings.has(key) ? strings.text(key, arguments(in: strings)) : message(in: strings)
    }
}

/// The reason a form shows for an error: its form message when it is a domain error, else `reason`.
public func formReason(_ error: any Error, or reason: String, in strings: Strings) -> String {
    (error as? any DomainError)?.formMessage(in: strings) ?? reason
}

/// A refusal that is only a kind, a code and its values: what the stores, the search parameters
/// and the import and export throw, so each does not need a type of its own.
public struct CodedProblem: DomainError, Equatable {
    public let kind: ProblemKind
    public let code: String
    public let arguments: [String: String]

    public init(_ kind: ProblemKind, _ code: String, _ arguments: [String: String] = [:]) {
        self.kind = kind
        self.code = code
        self.arguments = arguments
    }
}
