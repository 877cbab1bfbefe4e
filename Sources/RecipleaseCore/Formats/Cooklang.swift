import Foundation

public enum CooklangError: Error, Equatable, CustomStringConvertible {
    case noSteps

    public var description: String {
        switch self {
        case .noSteps: "the Cooklang file has no steps"
        }
    }
}

/// Reads Cooklang (`.cook`) recipes: `@ingredient{2%cups}`, `#cookware{}`, `~{10%minutes}`,
/// `--` and `[- -]` comments, a `---` front matter block or `>> key: value` lines, `= Section`
/// lines and `>` notes. `parse` gives the file as the language sees it; `draft` the recipe.
public enum Cooklang {
    public static func draft(_ text: String, title fallbackTitle: String) throws -> RecipeDraft {
        try draft(parse(text), title: fallbackTitle)
    }

    /// The recipe a cook reads: ingredient lines ("250 g flour"), steps as plain text with the
    /// names in place, and what the metadata says of it.
    public static func draft(_ document: Document, title fallbackTitle: String) throws -> RecipeDraft {
        let steps = document.steps.map(plainText).filter { !$0.isEmpty }
        guard !steps.isEmpty else { throw CooklangError.noSteps }
        // Keys are looked up without regard to case; sorted so that `Title` and `title` in one file
        // always give the same one.
        var metadata: [String: Metadata] = [:]
        for key in document.metadata.keys.sorted() { metadata[key.lowercased()] = document.metadata[key] }
        func text(_ keys: String...) -> String? {
            keys.lazy.compactMap { metadata[$0].map { HTMLText.tidy($0.text) } }.first { !$0.isEmpty }
        }
        func items(_ keys: String...) -> [String] {
            keys.lazy.compactMap { metadata[$0]?.items }.first { !$0.isEmpty } ?? []
        }
        func isWebAddress(_ text: String) -> Bool {
            let lower = text.lowercased()
            return lower.hasPrefix("https://") || lower.hasPrefix("http://")
        }
        let yield = text("servings", "serves", "yield")
        let notes = document.notes.joined(separator: "\n\n")
        return RecipeDraft(
            title: text("title") ?? fallbackTitle,
            summary: text("description", "introduction"),
            image: items("image", "images", "picture", "pictures").first,
            sourceURL: [text("source.url"), text("source"), text("url")].lazy.compactMap { $0 }.first(where: isWebAddress),
            servings: yield.flatMap { NumberWords.unreadable($0) ? nil : $0.split(whereSeparator: { !$0.isNumber }).first }
                .flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil },
            prepMinutes: text("prep time", "time.prep").flatMap(minutes),
            cookMinutes: text("cook time", "time.cook").flatMap(minutes),
            totalMinutes: text("time required", "total time", "time", "duration").flatMap(minutes),
            cuisines: items("cuisine"),
            mealTypes: items("course", "category").compactMap(SchemaRecipe.mealType),
            ingredientLines: ingredientLines(document),
            instructions: steps,
            tags: items("tags"),
            yieldText: yield.flatMap { SchemaRecipe.yieldText($0) },
            notes: notes.isEmpty ? nil : notes
        )
    }

    /// "250 g flour", "2 cloves garlic, minced", "50 g parmesan (optional)", in the order the steps
    /// name them; a later mention without an amount of something already listed adds nothing.
    static func ingredientLines(_ document: Document) -> [String] {
        var lines: [String] = [], named: Set<String> = []
        for case .ingredient(let ingredient) in document.steps.joined() {
            let name = displayName(ingredient.name)
            let hasAmount = ingredient.quantity != nil || !ingredient.units.isEmpty
            guard hasAmount || !named.contains(name.lowercased()) else { continue }
            named.insert(name.lowercased())
            var line = HTMLText.tidy([ingredient.quantity?.text ?? "", ingredient.units, name].joined(separator: " "))
            if let preparation = ingredient.preparation { line += ", " + preparation }
            if ingredient.optional { line += " (optional)" }
            lines.append(line)
        }
        return lines
    }

    /// A step as a person reads it: names in place, a timer as its duration ("10 minutes").
    static func plainText(_ step: [Item]) -> String {
        var text = ""
        for item in step {
            switch item {
            case .text(let words): text += words
            case .ingredient(let ingredient): text += displayName(ingredient.name)
            case .cookware(let cookware): text += cookware.name
            case .timer(let timer):
                text += timer.quantity.map { $0.text + " " + timer.units } ?? timer.name
            }
        }
        return HTMLText.tidy(text)
    }

    /// A reference to another recipe (`@./sauces/Hollandaise{}`) reads as that recipe's name.
    private static func displayName(_ name: String) -> String {
        guard name.hasPrefix("./") || name.hasPrefix("../") else { return name }
        return name.split(separator: "/").last.map(String.init) ?? name
    }

    /// "10 minutes", "1 hour 30 min", "45", "1h30m".
    static func minutes(_ text: String) -> Int? {
        guard !NumberWords.unreadable(text) else { return nil }
        var total = 0.0, number = "", found = false
        let lower = text.lowercased() + " "
        var index = lower.startIndex
        while index < lower.endIndex {
            let character = lower[index]
            if character.isNumber || character == "." {
                number.append(character)
            } else if !number.isEmpty, character.isLetter {
                let word = lower[index...].prefix { $0.isLetter }
                guard let value = Double(number) else { return nil }
                total += word.hasPrefix("h") ? value * 60 : word.hasPrefix("d") ? value * 1440 : value
                number = ""
                found = true
                index = lower.index(index, offsetBy: word.count)
                continue
            } else if !number.isEmpty, !character.isWhitespace {
                return nil
            }
            index = lower.index(after: index)
        }
        if let value = Double(number) { total += value; found = true }
        return found ? Int(checked: total, in: 0...Int(Int32.max)) : nil
    }
}
