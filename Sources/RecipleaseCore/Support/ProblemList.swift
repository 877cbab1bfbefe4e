/// An error made of several problems found at once, told one after another: a form or a request
/// names every rule it breaks rather than stopping at the first. Its kind is the first problem's.
public protocol ProblemCollection: DomainError {
    var parts: [any DomainError] { get }
    /// What goes between two messages (a space after full sentences, "; " between clauses).
    var separator: String { get }
}

extension ProblemCollection {
    public var kind: ProblemKind { parts.first?.kind ?? .invalid }
    public var separator: String { " " }
}

/// Problems of any kinds, gathered by a check that goes on after the first.
public struct ProblemList: ProblemCollection {
    public let parts: [any DomainError]
    public let separator: String

    public init(_ parts: [any DomainError], separator: String = " ") {
        self.parts = parts
        self.separator = separator
    }

    /// One problem's own code, or `request.problems` for several (each still named in the reason).
    public var code: String { parts.count == 1 ? parts[0].code : "request.problems" }
}
