import RecipleaseCore

extension Recipe {
    /// The ingredient lines no catalog food was found for, as written: they are kept, but the
    /// grocery list, the allergens and the search cannot count them.
    var unrecognisedLines: [String] {
        ingredients.filter { $0.food == nil && !$0.isHeading }.map(\.input)
    }

    /// What the page after saving says: "Saved.", and which lines were not recognised if any.
    func savedNotice(in strings: Strings) -> String {
        let lines = unrecognisedLines
        guard !lines.isEmpty else { return strings.text("recipe.saved") }
        let quoted = lines.prefix(5).map { strings.text("common.quoted", ["text": String($0.prefix(80))]) }
        var list = quoted.joined(separator: ", ")
        if lines.count > quoted.count { list += strings.text("common.andMore", ["count": String(lines.count - quoted.count)]) }
        return strings.text(lines.count == 1 ? "recipe.savedUnrecognisedOne" : "recipe.savedUnrecognised",
                                    ["count": String(lines.count), "lines": list])
    }
}
