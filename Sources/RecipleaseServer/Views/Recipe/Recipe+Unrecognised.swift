import RecipleaseCore

extension Recipe {
    /// The ingredient lines no catalog food was found for, as written: they are kept, but the
    /// grocery list, the allergens and the search cannot count them.
    var unrecognisedLines: [String] {
        ingredients.filter { $0.food == nil }.map(\.input)
    }

    /// What the page after saving says: "Saved.", and which lines were not recognised if any.
    var savedNotice: String {
        let lines = unrecognisedLines
        guard !lines.isEmpty else { return Strings.english.text("recipe.saved") }
        let quoted = lines.prefix(5).map { Strings.english.text("common.quoted", ["text": String($0.prefix(80))]) }
        var list = quoted.joined(separator: ", ")
        if lines.count > quoted.count { list += Strings.english.text("common.andMore", ["count": String(lines.count - quoted.count)]) }
        return Strings.english.text(lines.count == 1 ? "recipe.savedUnrecognisedOne" : "recipe.savedUnrecognised",
                                    ["count": String(lines.count), "lines": list])
    }
}
