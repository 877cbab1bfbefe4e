import Foundation

/// A recipe pasted as plain text, as an email or a note holds it: a title, the ingredient lines,
/// the steps, in English or French, with or without headings ("Ingredients", "Method",
/// "Préparation"). Pasted text that is neither HTML nor JSON is read as Cooklang first; text with
/// none of Cooklang's marks, whose Cooklang reading finds no ingredient, is read here. It was
/// refused with "A recipe needs at least one ingredient line" (web probe, 2026-12-07).
public enum PlainTextRecipe {
    /// Headings of the ingredient list and of the steps, folded, without their colon.
    static let ingredientHeadings: Set<String> = [
        "ingredients", "ingredient", "ingredient list", "you will need", "you'll need", "what you need", "shopping list",
        "liste des ingredients", "il vous faut", "pour la recette",
    ]
    static let stepHeadings: Set<String> = [
        "method", "methods", "instructions", "directions", "steps", "preparation", "how to make it", "how to make", "to make",
        "etapes", "deroulement", "recette", "la recette", "progression",
    ]

    /// The recipe the text holds; nil when it holds Cooklang's marks, or no ingredient line and
    /// step to tell apart.
    public static func draft(_ text: String, title fallbackTitle: String, parser: IngredientParser) -> RecipeDraft? {
        guard !hasCooklangMarks(text) else { return nil }
        let lines = text.split(whereSeparator: \.isNewline).map { HTMLText.tidy(String($0)) }.filter { !$0.isEmpty }
        guard lines.count >= 3 else { return nil }
        var title = fallbackTitle
        var rest = lines[...]
        // the first line is the title unless it is an amount of something or a heading (a dish's
        // name alone, "Pancakes", "Ratatouille", names the recipe)
        if let first = rest.first, first.count <= RecipeRules.titleLength, heading(first) == nil, servingsLine(first) == nil,
           !startsWithFigure(first) {
            title = first
            rest = rest.dropFirst()
        }
        var summary: [String] = [], ingredients: [String] = [], steps: [String] = []
        var servings: Int?
        let headed = rest.contains { heading($0) != nil }
        // with headings, each line goes under the last one; without, the first run of lines that
        // read as amounts of foods is the list and what follows it the steps
        var section: Section? = nil
        for line in rest {
            if let found = heading(line) {
                section = found
                continue
            }
            if servings == nil, let count = servingsLine(line) {
                servings = count
                continue
            }
            if !headed {
                switch section {
                case nil: section = looksLikeIngredient(line, parser: parser) ? .ingredients : nil
                case .ingredients?: if !looksLikeIngredient(line, parser: parser) { section = .steps }
                case .steps?: break
                }
            }
            switch section {
            case nil: summary.append(line)
            case .ingredients?: ingredients.append(withoutBullet(line))
            case .steps?: steps.append(withoutNumber(withoutBullet(line)))
            }
        }
        ingredients.removeAll { $0.isEmpty }
        steps.removeAll { $0.isEmpty }
        guard !ingredients.isEmpty, !steps.isEmpty else { return nil }
        return RecipeDraft(title: title, summary: summary.isEmpty ? nil : summary.joined(separator: " "), servings: servings,
                           ingredientLines: ingredients, instructions: steps)
    }

    enum Section { case ingredients, steps }

    /// Whether the text uses Cooklang: an ingredient, cookware or timer mark before a word or a
    /// brace, metadata (`>> key:`), or front matter.
    static func hasCooklangMarks(_ text: String) -> Bool {
        if text.drop(while: \.isWhitespace).hasPrefix("---") || text.contains(">>") { return true }
        var previous: Character = " "
        for character in text {
            if "@#~".contains(previous), character.isLetter || character == "{" { return true }
            previous = character
        }
        return false
    }

    /// The section a heading line opens: "Ingredients", "INGRÉDIENTS :", "Method:", "Préparation".
    static func heading(_ line: String) -> Section? {
        var folded = LocalNames.fold(line).trimmingCharacters(in: .whitespaces)
        while let last = folded.last, last == ":" || last == " " { folded.removeLast() }
        guard folded.count <= 40 else { return nil }
        if ingredientHeadings.contains(folded) { return .ingredients }
        if stepHeadings.contains(folded) { return .steps }
        // "Ingredients for 4 people", "Ingrédients (pour 6 personnes)"
        let first = folded.split(whereSeparator: { !$0.isLetter }).first.map(String.init) ?? ""
        if first == "ingredients" || first == "ingredient" { return .ingredients }
        return nil
    }

    /// "Serves 4", "Pour 6 personnes", "4 servings": the line says only how many it feeds.
    static func servingsLine(_ line: String) -> Int? {
        let words = line.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard let number = words.first(where: { $0.allSatisfy(\.isNumber) }).flatMap({ Int($0) }), (1...1_000).contains(number),
              words.contains(where: { !$0.allSatisfy(\.isNumber) }),
              words.allSatisfy({ $0.allSatisfy(\.isNumber) || SchemaRecipe.servingWords.contains($0) }) else { return nil }
        return number
    }

    /// A line of the list: an amount in figures ("2 eggs", "250 g de farine", "½ tsp salt") of at
    /// most a short sentence, or a food named in a few words ("Salt and pepper", "une pincée de sel").
    static func looksLikeIngredient(_ line: String, parser: IngredientParser) -> Bool {
        let text = withoutBullet(line)
        let words = text.split(whereSeparator: \.isWhitespace).count
        guard words <= 16, text.count <= 160 else { return false }
        let read = parser.parse(text, language: .auto)
        // an amount written in figures ("A walk in the park" is no amount of a walk)
        if read.quantity != nil, startsWithFigure(text) { return read.name != nil || read.food != nil }
        return read.food != nil && words <= 5 && !text.hasSuffix(".")
    }

    /// Whether the line (past a bullet) opens with a figure: "2 eggs", "½ tsp", "250g".
    static func startsWithFigure(_ line: String) -> Bool {
        withoutBullet(line).first.map { $0.isNumber || "½¼¾⅓⅔⅛".contains($0) } ?? false
    }

    /// The line without a list's bullet ("- ", "* ", "•", "▢"), by the rule web pages' lines follow:
    /// "-3 onions" keeps its minus, as on the grocery list.
    static func withoutBullet(_ line: String) -> String {
        HTMLText.ungarbled(line)
    }

    /// A step without its number: "1. ", "2) ", "Step 3: ", "Étape 4 - ".
    static func withoutNumber(_ line: String) -> String {
        var rest = Substring(line)
        for word in ["step", "étape", "etape"] where rest.lowercased().hasPrefix(word) {
            rest = rest.dropFirst(word.count).drop(while: \.isWhitespace)
        }
        let digits = rest.prefix(while: \.isNumber)
        guard !digits.isEmpty, digits.count <= 2 else { return line }
        let after = rest.dropFirst(digits.count)
        guard let mark = after.first, ".):-–".contains(mark) || after.isEmpty else { return line }
        let step = after.dropFirst().trimmingCharacters(in: .whitespaces)
        return step.isEmpty ? line : step
    }
}
