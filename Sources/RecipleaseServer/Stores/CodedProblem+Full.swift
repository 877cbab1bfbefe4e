import RecipleaseCore

extension CodedProblem {
    /// A list that holds at most `max` things (`favorites.full`, `kitchen.full`...).
    static func full(_ list: String, max: Int) -> CodedProblem {
        CodedProblem(.conflict, list + ".full", ["max": "\(max)"])
    }
}
