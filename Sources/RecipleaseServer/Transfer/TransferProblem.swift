import Foundation
import RecipleaseCore

/// Why an import or an export cannot go on; `error.import.*` and `error.export.*` in the
/// strings table say it in words.
struct TransferProblem: DomainError, Equatable {
    let kind: ProblemKind
    let code: String
    let arguments: [String: String]

    init(_ kind: ProblemKind, _ code: String, _ arguments: [String: String] = [:]) {
        self.kind = kind
        self.code = code
        self.arguments = arguments
    }
}

/// A read recipe that breaks the recipe form's rules: its title, then what is wrong with it.
struct UnusableRecipe: ProblemCollection {
    let title: String
    let problems: RecipeInputError

    var kind: ProblemKind { .unusable }
    var code: String { "import.recipe-unusable" }
    var parts: [any DomainError] { [TransferProblem(.unusable, code, ["title": title]), problems] }
}
