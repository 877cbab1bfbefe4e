import Foundation

extension IngredientParser {
    /// A recipe's ingredient lines, each read in the recipe's language: the one it declares when
    /// the parser reads it (`declared`), else the one its lines show. Undeclared, English comes
    /// first: a recipe whose every line names a catalog food (nearly all, and every generated
    /// one) costs nothing more. When some line finds no food, the whole recipe's lines decide its
    /// language (`languageScore` summed over them, as `detectLanguage` does for one line); a
    /// French recipe is read again in French, so "Sel - 1 pincée" or "Oeuf - 2" are read with
    /// their recipe's words, not line by line. A line the French reading finds no food in keeps
    /// its English reading when that found one (a brand or an English word in a French recipe).
    public func parse(recipeLines lines: [String], declared: IngredientLanguage? = nil) -> [ParsedIngredient] {
        if let declared { return lines.map { parse($0, language: declared) } }
        var parsed = lines.map(parse)
        guard parsed.contains(where: { $0.food == nil && $0.name != nil && $0.additionalParts == nil }),
              Self.recipeLanguage(lines) == .fr else { return parsed }
        for index in parsed.indices {
            let french = parseFrench(lines[index])
            if french.food != nil || parsed[index].food == nil { parsed[index] = french }
        }
        return parsed
    }

    /// `.fr` when the lines together say French (the evidence of `languageScore`, summed), `.en`
    /// otherwise.
    static func recipeLanguage(_ lines: [String]) -> IngredientLanguage {
        var french = 0
        var english = 0
        for line in lines {
            let score = languageScore(line)
            french += score.french
            english += score.english
        }
        return french >= 2 && french > english ? .fr : .en
    }
}
