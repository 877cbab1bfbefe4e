import RecipleaseCore

extension CodedProblem {
    /// "The JSON is not valid near line 3, column 14: a “,” or “}” should come next, not “"”."
    static func brokenJSON(_ problem: JSONSyntaxProblem) -> CodedProblem {
        let found = problem.found ?? ""
        let key = problem.reason == .unexpected && found.isEmpty ? "json.unexpected-blank" : "json." + problem.reason.rawValue
        let words = Strings.english.text("error." + key, ["found": found, "max": String(JSONSyntax.maxDepth)])
        return CodedProblem(.unusable, "import.json-invalid", ["line": String(problem.line), "column": String(problem.column), "problem": words])
    }
}
