import Foundation
import RecipleaseCore

/// A refusal of a per-user store (a full list, a name already taken, a value that breaks a
/// rule); `error.<code>` in the strings table says it in words.
struct StoreProblem: DomainError, Equatable {
    let kind: ProblemKind
    let code: String
    let arguments: [String: String]

    init(_ kind: ProblemKind, _ code: String, _ arguments: [String: String] = [:]) {
        self.kind = kind
        self.code = code
        self.arguments = arguments
    }

    /// A list that holds at most `max` things (`favorites.full`, `kitchen.full`...).
    static func full(_ list: String, max: Int) -> StoreProblem {
        StoreProblem(.conflict, list + ".full", ["max": "\(max)"])
    }
}
