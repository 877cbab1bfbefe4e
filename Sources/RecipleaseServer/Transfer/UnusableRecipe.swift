import Foundation
import RecipleaseCore

/// A read recipe that breaks the recipe form's rules: its title, then what is wrong with it.
struct UnusableRecipe: ProblemCollection {
    let title: String
    let problems: RecipeInputError

    var kind: ProblemKind { .unusable }
    var code: String { "import.recipe-unusable" }
    var parts: [any DomainError] { [CodedProblem(.unusable, code, ["title": title]), problems] }
}
