import Foundation

extension IngredientParser {
    /// A recipe's ingredient lines, each read in the recipe's language: the one it declares when
    /// the parser reads it (`declared`), else the one its lines show. Undeclared, English comes
    /// first: a recipe whose every line names a catalog food (nearly all, and every generated
    /// one) costs nothing more. When some line finds no food, the whole recipe's lines decide its
    /// language (`languageScore` summed over them, as `detectLanguage` does for one line); a
    /// French recipe is read again in French, so "Sel - 1 pincée" or "Oeuf - 2" are read with
    /// their recipe's words, not line by line; a recipe in another language the lexicons know
    /// (`otherLanguage`) is read again in that language. A line the French reading finds no food in keeps
    /// its English reading when that found one (a brand or an English word in a French recipe).
    public func parse(recipeLines lines: [String], declared: IngredientLanguage? = nil) -> [ParsedIngredient] {
        if let declared { return lines.map { parse($0, language: declared) } }
        var parsed = lines.map(parse)
        func doubtful(_ line: ParsedIngredient) -> Bool {
            (line.food == nil && line.name != nil && line.additionalParts == nil) || Self.readsFrenchUnit(line)
        }
        guard parsed.contains(where: doubtful) else { return parsed }
        let language = otherLanguage(lines, english: parsed) ?? Self.recipeLanguage(lines)
        guard language != .en else {
            // An English recipe's line that English reads badly is read as a line alone: "2 oignons"
            // (no food in English), "1 c. à café de cumin" (a cup of "à café de cumin").
            for index in parsed.indices where doubtful(parsed[index]) {
                let alone = parse(lines[index], language: .auto)
                if alone.food != nil || parsed[index].food == nil { parsed[index] = alone }
            }
            return parsed
        }
        for index in parsed.indices {
            let local = parseLocal(lines[index], language: language)
            let english = parsed[index]
            // An English line among French ones keeps the unit English reads in it ("1 tsp ground
            // cumin" is no French "tsp ground cumin").
            if english.food != nil, local.food == english.food, english.unit != nil, local.unit == nil { continue }
            if local.food != nil || english.food == nil { parsed[index] = local }
        }
        return parsed
    }

    /// English read the first letter of a French unit as its own and the rest as the name: "1 c. à
    /// café de cumin" as a cup of "à café de cumin", "2 c à soupe d'huile".
    static func readsFrenchUnit(_ line: ParsedIngredient) -> Bool {
        guard line.unit != nil, let name = line.name else { return false }
        let lower = name.lowercased()
        return ["à ", "a soupe", "a cafe", "a café", "de ", "d'", "d’", "du ", "des "].contains { lower.hasPrefix($0) }
    }

    /// The language other than English and French that a recipe's lines are in, if they say so:
    /// the language whose names find the foods of more of the lines English finds none in than
    /// French's do (two at least), its words (`strongWords`) and those finds outweighing the
    /// English words (`languageScore`). Nil otherwise, and the lines are English or French.
    func otherLanguage(_ lines: [String], english parsed: [ParsedIngredient]) -> IngredientLanguage? {
        let missed = lines.indices.filter { parsed[$0].food == nil }.map { LocalNames.words(of: lines[$0]) }
        func found(_ code: String) -> Int {
            guard let table = catalog.localNames[code] else { return 0 }
            return missed.filter { table.longestMatch($0) != nil }.count
        }
        let french = found("fr")
        // the lines' folded words, once for every language weighed
        var folded: [[String]]?
        var best: (language: IngredientLanguage, found: Int, words: Int)?
        for language in IngredientLanguage.others {
            guard let lexicon = language.lexicon else { continue }
            let count = found(lexicon.language)
            guard count >= 2, count > french, count >= best?.found ?? 0 else { continue }
            if folded == nil { folded = lines.map { LocalNames.foldedWords(of: $0) } }
            let words = (folded ?? []).reduce(0) { sum, lineWords in
                sum + lineWords.filter(lexicon.strongWords.contains).count * 2
            }
            if count > best?.found ?? 0 || words > best?.words ?? 0 { best = (language, count, words) }
        }
        guard let best else { return nil }
        let englishWords = lines.reduce(0) { $0 + Self.languageScore($1).english }
        return best.words + 2 * best.found > englishWords ? best.language : nil
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
