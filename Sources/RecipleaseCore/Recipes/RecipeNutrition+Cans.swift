import Foundation

/// Cans, jars and drained weights: whether a line's grams are the can's contents or what is
/// left once drained, and what cooked beans and lentils weigh against the dried ones.
extension RecipeNutrition {
    /// Whether a line gives the drained weight of what it names: "poids égoutté", "drained weight".
    static func saysDrainedWeight(_ line: String) -> Bool {
        // every form has "égoutté" or "drained": most lines are let go before folding
        guard line.range(of: "goutt", options: .caseInsensitive) != nil || line.range(of: "drained", options: .caseInsensitive) != nil else {
            return false
        }
        let folded = line.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        if folded.contains("poids egoutte") || folded.contains("poids net egoutte") || folded.contains("drained weight") { return true }
        // "(140 g égoutté)", "(240 g net égoutté)", "(9 oz drained)"
        return folded.range(of: #"\d\s*(g|gr|grammes?|oz|ounces?)\.?\s+(net\s+)?(egouttes?|egouttees?|drained)"#, options: .regularExpression) != nil
    }

    /// The drained weight a line states, in grams: "poids égoutté 240 g", "(240 g égouttés)",
    /// "(240g drained weight)", "drained weight: 8.5 oz".
    static func statedDrainedGrams(_ line: String) -> Double? {
        guard saysDrainedWeight(line) else { return nil }
        let folded = line.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        let number = #"(\d+(?:[.,]\d+)?)\s*(g|gr|grammes?|oz|ounces?)\b"#
        for pattern in [#"poids (?:net )?egoutte\s*:?\s*(?:de\s*)?"# + number, number + #"\.?\s+(?:net\s+)?(?:egouttes?|egouttees?|drained)"#,
                        #"drained weight\s*:?\s*"# + number] {
            guard let regex = try? NSRegularExpression(pattern: pattern),
                  let match = regex.firstMatch(in: folded, range: NSRange(folded.startIndex..., in: folded)),
                  let amountRange = Range(match.range(at: 1), in: folded), let unitRange = Range(match.range(at: 2), in: folded),
                  let amount = Double(folded[amountRange].replacingOccurrences(of: ",", with: ".")), amount > 0, amount < 10_000 else { continue }
            return folded[unitRange].hasPrefix("o") ? amount * 28.349523125 : amount
        }
        return nil
    }

    /// Whether a weight is what one to four cans hold: the 5 oz and 10 oz cans (written in ounces),
    /// the European 380–460 g tin, the US 15–16 oz (425–454 g), 19–20 oz (540–567 g) and 28–29 oz
    /// (800–822 g) cans.
    /// Whether a line's weight is what cans hold; nil for a line not measured by weight.
    static func isCanContents(_ part: ParsedIngredient, amount: Double) -> Bool? {
        guard let unit = part.unit, unit.dimension == .mass, let grams = Measure(amount, unit).grams() else { return nil }
        return isCanContents(grams, inOunces: unit.system == .us)
    }

    static func isCanContents(_ grams: Double, inOunces: Bool) -> Bool {
        (1...4).contains { count in
            let each = grams / Double(count)
            // the 5 and 10 oz cans written in ounces only: 140 g of French tuna is its drained weight
            return inOunces && ((140...145).contains(each) || (280...300).contains(each)) || (380...460).contains(each)
                || (530...580).contains(each) || (780...830).contains(each)
        }
    }

    /// Share of a can of beans' weight left once drained (a 15 oz can gives about 9 oz of beans).
    static let drainedShare = 0.6
    /// Share of another canned food's weight left once the line drains it: sweetcorn 15.25 oz to
    /// about 10, artichoke hearts 14 oz to 8.5, pineapple chunks 20 oz to 14.
    static let drainedShareOfCan = 0.65

    /// The line without a note that offers another food ("200 g lentils (or 1 can chickpeas)"):
    /// what the line says of its own food.
    static func ownWords(of part: ParsedIngredient, line: String) -> String {
        guard let note = part.comment, let first = letterWords(note).first, first == "or" || first == "ou" else { return line }
        return line.replacingOccurrences(of: note, with: "")
    }

    /// Whether a line drains what it names: "drained", "égouttés", not "do not drain", "non égouttées".
    static func saysDrained(_ line: String) -> Bool {
        let words = letterWords(line.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil))
        for (position, word) in words.enumerated() where drainWords.contains(word) {
            let before = words[max(0, position - 2)..<position]
            if !before.contains(where: negations.contains) { return true }
        }
        return false
    }

    static let drainWords: Set<Substring> = ["drained", "drain", "egoutte", "egouttee", "egouttes", "egouttees"]
    static let negations: Set<Substring> = ["not", "don", "dont", "no", "non", "pas", "sans", "never"]

    /// A line's words of letters, lower-cased: "1 (15-oz) can beans" is can, beans... and oz.
    static func letterWords(_ text: String) -> [Substring] {
        text.lowercased().split { !$0.isLetter }
    }

    /// How much more a can's drained beans weigh than the same dry beans cooked at home: USDA's
    /// drained canned pinto beans have 114 kcal in 100 g where boiled ones have 143, its canned
    /// chickpeas 146 where chickpeas from dried have 163.
    static let cannedWetness = 1.18

    /// The cooked yield of pulses measured as they come from the can: beans (and their kinds)
    /// with a cooked yield, in a line that does not say they are dried; lentils where the line
    /// says they come from a can or tin ("400 g lentils (canned)"), for they are sold dry.
    static func cookedBeanYield(_ food: Food, words: String, catalog: FoodCatalog) -> Double? {
        guard let yield = food.shopping.cookedYield, yield > 0 else { return nil }
        let kinds = [food.id] + catalog.ancestors(of: food.id)
        guard kinds.contains(beans) || (kinds.contains(lentils) && saysCan(words)) else { return nil }
        // A can's pulses are cooked whatever else the line says ("rincés et séchés"); otherwise a
        // dry word before the first comma says dry pulses ("dried chickpeas", "haricots blancs secs",
        // "chickpeas (dried)"), not one after it ("patted dry")
        if saysCan(String(words.prefix { $0 != "," && $0 != "(" })) { return yield }
        let said = letterWords(String(words.prefix { $0 != "," }))
        // "patted dry" is not dried
        let dried = said.indices.contains { said[$0] != "dry" && driedWords.contains(said[$0])
            || said[$0] == "dry" && ($0 == 0 || !["pat", "patted", "wipe", "wiped"].contains(said[$0 - 1])) }
        return dried ? nil : yield
    }

    /// Words after a name that say the food is dried ("champignons shiitake séchés", "tomates
    /// séchées", "dried"), for a food the catalog keeps a dried kind of.
    static let driedNameWords: Set<String> = ["séché", "séchés", "séchée", "séchées", "déshydraté", "déshydratés",
                                              "déshydratée", "déshydratées", "dried", "secos", "secas", "secchi"]

    /// Words that say pulses are weighed dry: "dried", "haricots secs", "pois chiches secs",
    /// "alubias secas", "fagioli secchi", "getrocknete Bohnen", "gedroogde bonen".
    static let driedWords: Set<Substring> = ["dried", "dry", "uncooked", "raw", "soaked", "sec", "secs", "sèche", "sèches",
                                          "séché", "séchés", "seco", "secos", "seca", "secas", "secco", "secchi", "secca",
                                          "secche", "getrocknet", "getrocknete", "getrockneten", "gedroogd", "gedroogde"]

    private static let beans: Food.ID = "beans"
    private static let lentils: Food.ID = "lentils"

    /// Whether a line says its food comes from a can: "canned", "tinned", "tins", "en boîte", "de
    /// conserve", or "can" where it is a can, after an amount or a size ("1 can", "a 15 oz can"),
    /// not the verb ("you can use green lentils").
    static func saysCan(_ line: String) -> Bool {
        let words = line.lowercased().split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: .alphanumerics.inverted) }
        for (position, word) in words.enumerated() {
            // "(not canned)", "pas en boîte"
            if position > 0, negations.contains(Substring(words[position - 1])) || position > 1 && words[position - 1] == "en"
                && negations.contains(Substring(words[position - 2])) { continue }
            if canWords.contains(word) { return true }
            guard word == "can" else { continue }
            guard position > 0 else { return true }
            let before = words[position - 1]
            if before.contains(where: \.isNumber) || canBeforeWords.contains(before) { return true }
        }
        return false
    }

    static let canWords: Set<String> = ["cans", "tin", "tins", "canned", "tinned", "boîte", "boîtes", "boite", "boites",
                                        "conserve", "conserves"]
    static let canBeforeWords: Set<String> = ["a", "one", "each", "per", "small", "large", "big", "whole", "oz", "ounce",
                                              "ounces", "g", "gram", "grams", "ml"]

    /// A cooked form (cooked rice) whose values are its own, not the raw food's passed down.
    static func hasOwnCookedValues(_ food: Food, catalog: FoodCatalog) -> Bool {
        guard let rawID = food.shopping.rawFood, let own = nutrients(of: food, catalog: catalog) else { return false }
        guard let raw = catalog[rawID], let rawValues = nutrients(of: raw, catalog: catalog) else { return true }
        return own != rawValues
    }
}
