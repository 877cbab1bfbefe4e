import Foundation

/// The language an ingredient line is read in: English, French, German, Dutch, Spanish, Italian,
/// Portuguese, Swedish, Danish, Norwegian (Bokmål), Slovak, Hungarian, or found per line (`auto`, which tells English from French only; a whole
/// recipe's lines tell the others, RecipeLanguage.swift).
public enum IngredientLanguage: String, Sendable, CaseIterable, Codable {
    case en, fr, de, nl, es, it, pt, sv, da, nb, sk, hu, auto

    /// The words the language is read with; nil for English and `auto`.
    var lexicon: IngredientLexicon? {
        switch self {
        case .en, .auto: nil
        case .fr: FrenchLexicon.lexicon
        case .de: .german
        case .nl: .dutch
        case .es: .spanish
        case .it: .italian
        case .pt: .portuguese
        case .sv: .swedish
        case .da: .danish
        case .nb: .norwegian
        case .sk: .slovak
        case .hu: .hungarian
        }
    }

    /// The languages read with a lexicon other than French's, in the order they are tried.
    static let others: [IngredientLanguage] = [.de, .nl, .es, .it, .pt, .sv, .da, .nb, .sk, .hu]

    /// The choice a request or a command line names: a language's code (`en`, `fr`, `de`, `nl`,
    /// `es`, `it`, `pt`, `sv`, `da`, `nb`, `sk`, `hu`) or `auto`, any case, spaces around it ignored; nil
    /// otherwise. `auto` finds English or French line by line; the other languages are read when
    /// asked for, or from a recipe's declared language or its lines.
    public init?(choice: String) {
        guard let language = IngredientLanguage(rawValue: choice.trimmingCharacters(in: .whitespaces).lowercased()) else {
            return nil
        }
        self = language
    }

    /// The codes `init(choice:)` takes, as messages list them: "en, fr, de, …, hu or auto".
    public static var choices: String {
        let codes = allCases.map(\.rawValue)
        return codes.dropLast().joined(separator: ", ") + " or " + (codes.last ?? "")
    }
}

extension IngredientParser {
    /// Reads the line in `language`; `auto` reads it as French when `detectLanguage` says so, as
    /// English otherwise, and as French after all when only the French names find its food.
    public func parse(_ line: String, language: IngredientLanguage) -> ParsedIngredient {
        switch language {
        case .en: return parse(line)
        case .fr, .de, .nl, .es, .it, .pt, .sv, .da, .nb, .sk, .hu:
            // the catalog's names in the language are fewer than its English ones: a line they
            // miss keeps an English reading that finds its food ("1 Avocado"; in French, an English
            // line such as "Salt and pepper to taste", as a recipe's lines do), but a line the score
            // calls French stays French ("Pour la pâte :" is a heading, not pâté)
            let local = parseLocal(line, language: language)
            guard local.food == nil, language != .fr || Self.detectLanguage(line) == .en else { return local }
            let english = parse(line)
            return english.food != nil ? english : local
        case .auto:
            let english = parse(line)
            let french = parseFrench(line)
            // a French reading must find a food; a line the score does not call French ("Sel",
            // "2 oranges") is read in French only where English finds no food
            let score = IngredientParser.languageScore(line)
            let frenchLine = score.french >= 2 && score.french > score.english
            // a heading ("Pour la pâte :") is no ingredient in either language
            if french.food == nil, french.name == nil, french.quantity == nil, french.comment != nil,
               line.trimmingCharacters(in: .whitespaces).hasSuffix(":"), score.french >= 2 {
                return french
            }
            // "four à 180 °C", "four tranches de jambon": a line the score calls French that neither
            // reading finds a food in is read in French, so an English number word ("four", the oven;
            // "a", has) is no amount in it
            guard let frenchFood = french.food else {
                return frenchLine && english.food == nil && english.additionalParts == nil ? french : english
            }
            if frenchLine { return french }
            // "Pates: 500g", "pates fraiches 400 g": a French name written without the accents French
            // gives it is French written plainly, as many French sites write; English's food for the
            // same letters (pâtés) gives way where no English word speaks for it
            let plainFrench = french.name.map { writesFrenchWithoutAccents($0, food: frenchFood) } ?? false
            if plainFrench && score.english == 0 && english.food != frenchFood && (french.unit != nil || english.unit == nil) {
                return french
            }
            // where only the French names find a food, a tie of evidence ("1 sachet levure chimique":
            // "sachet" is a word of both) goes to the reading that finds one, unless that reading loses
            // the unit English read ("1/4 cup creme de menthe" is no French cream)
            let englishFailed = english.food == nil && english.additionalParts == nil
            let tie = score.french == score.english && (french.unit != nil || english.unit == nil)
            guard englishFailed && (score.english == 0 || tie) else { return english }
            // "Lard: 100g", "Raisins: 100g": a line the score does not call French whose whole name, unaccented
            // ("Pâtes" is no pâté), is an English name of another food means that food; French keeps the amount
            var reading = french
            if !plainFrench, let name = french.name, name.utf8.allSatisfy({ $0 < 0x80 }), let food = englishFood(wholly: name),
               food != frenchFood {
                reading.food = food
            }
            return reading
        }
    }

    /// Whether `name`, with no accent in it, is written as one of `food`'s French names is once its
    /// accents are taken off ("Pates" for "pâtes"). Not when French writes that name without accents
    /// itself ("Lard", "Raisins", "Prunes"): then the word is as much English as French.
    func writesFrenchWithoutAccents(_ name: String, food: Food.ID) -> Bool {
        guard name.utf8.allSatisfy({ $0 < 0x80 }), let names = catalog.names(of: food, in: "fr") else { return false }
        let words = LocalNames.words(of: name)
        var accented = false
        for french in names.all where LocalNames.words(of: french) == words {
            if french.utf8.allSatisfy({ $0 < 0x80 }) { return false }
            accented = true
        }
        return accented
    }

    /// The food `name` names in English when all of its words are that one name ("Lard", "Raisins");
    /// nil when a name is only part of it ("pate" in "pate feuilletee"). The English reader's whole
    /// match (`NameTokens.wholeMatch`, as `Reader.foodWithPreparation` uses it), with one difference:
    /// English reads letters joined by an apostrophe as one word ("Hunt's" is "hunts"), where a
    /// French name's elision ("pate d'amande") is two, so such a name is never wholly English here.
    func englishFood(wholly name: String) -> Food.ID? {
        var tokens = NameTokens()
        tokens.read(name, in: catalog)
        let words = name.split { !$0.isLetter && !$0.isNumber }.count
        guard tokens.count == words, let hit = tokens.wholeMatch(in: catalog) else { return nil }
        return catalog.foods[Int(hit.food)].id
    }

    /// Reads the line with the words of `language` and the catalog's names in it; English and
    /// `auto` lines are read as `parse(_:language:)` reads them.
    public func parseLocal(_ line: String, language: IngredientLanguage) -> ParsedIngredient {
        guard let lexicon = language.lexicon else { return parse(line, language: language) }
        var reader = LocalReader(line: line, catalog: catalog, lexicon: lexicon)
        return reader.read().buyingCanned(in: catalog)
    }

    /// `.fr` or `.en` for one line, by a cheap score: French function words, elisions, French
    /// units and accents against English units and words. Ties and empty lines are English.
    public static func detectLanguage(_ line: String) -> IngredientLanguage {
        let score = languageScore(line)
        return score.french >= 2 && score.french > score.english ? .fr : .en
    }

    /// The evidence for each language in a line (see `detectLanguage`).
    static func languageScore(_ line: String) -> (french: Int, english: Int) {
        var french = 0
        var english = 0
        // ASCII lines without an apostrophe or a French word are common: look at the words only
        // the C of "180 °C" is no English cup
        let unheated = line.contains("°") || line.contains("º")
            ? line.replacingOccurrences(of: #"[°º]\s*[CcFf]\b"#, with: " ", options: .regularExpression) : line
        let words = LocalNames.foldedWords(of: unheated)
        for word in words {
            if FrenchLexicon.strongWords.contains(word) { french += 2 } else if FrenchLexicon.weakWords.contains(word) { french += 1 }
            if FrenchLexicon.englishWords.contains(word) { english += 2 }
        }
        // "un" as a line's first word is its amount ("un chorizo", "un bouquet garni"): no English
        // line starts so, where inside one it may be a prefix cut off ("un-sweetened")
        if words.count > 1, words.first == "un" { french += 1 }
        // a French participle or adjective agreed in gender or number: "pressée", "décortiquées", "émincés"
        // (English lines borrow "purée" and "frisée", not these)
        if !line.utf8.allSatisfy({ $0 < 0x80 }) {
            for word in line.split(whereSeparator: { !$0.isLetter }) where word.count > 4 {
                let lower = word.lowercased()
                if ["ée", "és", "ées"].contains(where: { lower.hasSuffix($0) }), !FrenchLexicon.borrowedParticiples.contains(lower) {
                    french += 2
                }
            }
        }
        // accents count once: English lines borrow "crème fraîche" and "jalapeño"
        if line.unicodeScalars.contains(where: { "éèêàâçùûôîïœÉÈÊÀÂÇÙÛÔÎÏŒ".unicodeScalars.contains($0) }) { french += 1 }
        // "d'ail", "l'huile": an elision before a letter
        if line.range(of: #"(^|[\s(])[dlDL]['’]\p{L}"#, options: .regularExpression) != nil { french += 3 }
        // a French spoon written short: "c. à s.", "c.à.c", "c.c", "C. à S.", "c/s" (English "c" is a cup)
        if line.range(of: #"(^|[\s\d])c\s*[./]?\s*(à|a)?\s*\.?\s*(c|s|soupe|café|cafe|thé|table)(\.|\s|$)"#,
                      options: [.regularExpression, .caseInsensitive]) != nil {
            french += 5
        }
        // an oven's setting: "th. 6", "th 7", "thermostat 6"
        if line.range(of: #"(^|[\s(])(th\.?|thermostat)\s*\d"#, options: [.regularExpression, .caseInsensitive]) != nil {
            french += 2
        }
        // a metric unit then "de": "200 g de farine", "2 cl d'huile"
        if line.range(of: #"\d\s*(g|kg|mg|ml|cl|dl|l|gr)\.?\s+(de|d['’])"#, options: [.regularExpression, .caseInsensitive]) != nil {
            french += 3
        }
        return (french, english)
    }
}
