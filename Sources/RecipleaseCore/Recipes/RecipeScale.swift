import Foundation

/// One ingredient line as the cook reads it at the chosen servings and units.
public struct ScaledIngredient: Sendable, Hashable, Codable {
    /// The line to show: the recipe's own words with only the amount and unit rewritten ("3 cups
    /// flour, sifted"); exactly as written when nothing changes or the line has no amount.
    public var text: String
    /// The amount and unit alone, as `text` shows them ("1 ½ cups", "2–3 tbsp", "2"); nil for a
    /// line without an amount ("salt to taste").
    public var amount: String?
    /// The line as the recipe writes it.
    public var input: String
    /// The catalog food of the line, where known.
    public var food: Food.ID?
    /// The amount shown, as a number in `unit` (the low end of a range), and the high end.
    public var quantity: Double?
    public var quantityMax: Double?
    /// The unit shown; nil for a bare count ("2 eggs") or a line without an amount.
    public var unit: MeasureUnit?

    public init(text: String, amount: String?, input: String, food: Food.ID?, quantity: Double? = nil,
                quantityMax: Double? = nil, unit: MeasureUnit? = nil) {
        self.text = text
        self.amount = amount
        self.input = input
        self.food = food
        self.quantity = quantity
        self.quantityMax = quantityMax
        self.unit = unit
    }

    /// Whether the line reads differently from the recipe's own words.
    public var isChanged: Bool { text != input }
}

/// Rescales a recipe's ingredient lines to a number of servings and shows the amounts the way a
/// cook measures them. The rules are written down in docs/recipes.md ("Servings and units").
public enum RecipeScale {
    /// The servings a page or the API takes.
    public static let servingsRange = 1...100

    /// The factor from the recipe's servings to `servings`; a recipe that does not say its
    /// servings counts as one, so "4" reads as four times the recipe.
    public static func factor(of recipe: Recipe, servings: Int?) -> Double {
        guard let servings else { return 1 }
        let wanted = Double(min(max(servings, servingsRange.lowerBound), servingsRange.upperBound))
        guard let base = recipe.servings, base > 0 else { return wanted }
        return wanted / Double(base)
    }

    /// The system most of the recipe's measured lines are written in; US when they do not say.
    public static func system(of recipe: Recipe) -> MeasureSystem {
        var metric = 0, us = 0
        for line in recipe.ingredients {
            switch line.unit?.system {
            case .metric?: metric += 1
            case .us?: us += 1
            case nil: break
            }
        }
        return metric > us ? .metric : .us
    }

    /// Every line of the recipe, in order (one per `recipe.ingredients`), at `servings` (nil: as
    /// written) in `system` (nil: each line keeps its own system). A rewritten amount takes its
    /// words from the line's own language ("3 c. à soupe" in a French line, "3 tbsp" in an English
    /// one) and its numbers from `strings`, the reader's ("1,5 kg" on a French page).
    public static func lines(of recipe: Recipe, servings: Int?, system: MeasureSystem?, catalog: FoodCatalog,
                             strings: Strings = .english) -> [ScaledIngredient] {
        var scaler = LineScaler(
            factor: factor(of: recipe, servings: servings), system: system, recipeSystem: self.system(of: recipe),
            catalog: catalog, parser: IngredientParser(catalog: catalog), strings: strings)
        scaler.declaredFrench = IngredientLanguage(languageTag: recipe.language) == .fr
        return recipe.ingredients.map { scaler.scale($0) }
    }

    /// One line at a factor, for a caller without a whole recipe (the factor is used as given,
    /// so keep it within 0.01...100).
    public static func line(_ line: ParsedIngredient, factor: Double, system: MeasureSystem?, catalog: FoodCatalog,
                            strings: Strings = .english) -> ScaledIngredient {
        let safe = factor.isFinite && factor > 0 ? min(max(factor, 0.001), 1_000) : 1
        return LineScaler(factor: safe, system: system, recipeSystem: line.unit?.system ?? .us, catalog: catalog,
                          parser: IngredientParser(catalog: catalog), strings: strings).scale(line)
    }
}

/// Rewrites lines at one factor and system.
struct LineScaler {
    var factor: Double
    let system: MeasureSystem?
    let recipeSystem: MeasureSystem
    let catalog: FoodCatalog
    let parser: IngredientParser
    /// The reader's table: the numbers' decimal mark.
    var strings: Strings = .english
    /// The units' words: the line's own language, as written and scaled; the reader's when the
    /// line is converted to their system.
    var words: Strings = .english
    /// The line's own language: its nouns' plurals.
    var nouns: Strings = .english
    /// The food's noun agrees with the count ("2 onions"); not when a unit's word follows it.
    var nounAgrees = true
    /// The recipe says it is French: a line that shows no English word is French too ("1 bouquet
    /// garni" × 3 is "3 bouquets garnis"; read alone it was English, "3 bouquet garnis").
    var declaredFrench = false
    /// Amounts after the line's own scale too (`scaledLaterAmounts`); not within one of them.
    var scalesLaterAmounts = true
    /// The amount is another's said again in brackets ("(30 ml)"): a metric volume stays in
    /// millilitres, the jug's unit, rather than the spoons a cook would measure it with.
    var saysEquivalent = false

    func scale(_ written: ParsedIngredient) -> ScaledIngredient {
        var scaler = self
        // the recipe's word first: a plain line of a French recipe needs no reading of its own
        // (`wordsLanguage` may parse it twice)
        let french = declaredFrench && IngredientParser.languageScore(written.input).english == 0
            || parser.wordsLanguage(of: written.input) == .fr
        // The amount is rewritten where the line's own language places it: a line read in the
        // recipe's other language ("1 1/2 à 2 tasses de lait" among English lines, read as 1 1/2
        // of "à 2 tasses de lait") is read again in its own, or its unit's words were lost.
        var line = written
        if french {
            let again = parser.parse(written.input, language: .fr)
            if again.quantity != written.quantity || again.quantityMax != written.quantityMax || again.unit != written.unit { line = again }
        }
        let own: Strings = french ? Strings.for(.french) : .english
        scaler.nouns = own
        // The line keeps its language as written and scaled: "2 c. à soupe d'huile d'olive" on an
        // English page read "2 tbsp d'huile d'olive" even as written, and "2 tbsp olive oil" on a
        // French one "2 c. à soupe olive oil" (two blind probes, 2026-12-07). Converted to the
        // reader's units, the measure is the reader's ("1 tsp" on a French page in metric is "1 c.
        // à café"): the conversion is made for their spoons and jugs.
        scaler.words = Self.converts(line, to: system) ? strings : own
        return scaler.scale(line, french: french)
    }

    /// A package only US shops sell ("1 stick butter": the catalog's package with a US size and no
    /// metric one), in metric: what it holds, in grams or millilitres a package.
    static func weighedPackage(_ line: ParsedIngredient, food: Food?, system: MeasureSystem?) -> (MeasureUnit, Double)? {
        guard system == .metric, let unit = line.unit, unit.dimension == .count, let package = food?.shopping.package, package.unit == unit,
              package.metric == nil, let size = package.us, size.amount > 0, size.unit.dimension == .mass || size.unit.dimension == .volume,
              let perPackage = size.unit.baseFactor.map({ size.amount * $0 }) else { return nil }
        return (size.unit.dimension == .mass ? .gram : .milliliter, perPackage)
    }

    /// Whether the line's measure is converted to the reader's system (a counted unit belongs to
    /// both, so it never is).
    static func converts(_ line: ParsedIngredient, to system: MeasureSystem?) -> Bool {
        guard let system, let written = line.unit?.system else { return false }
        return written != system
    }

    func scale(_ line: ParsedIngredient, french: Bool) -> ScaledIngredient {
        var asWritten = ScaledIngredient(text: line.input, amount: nil, input: line.input, food: line.food,
                                         quantity: line.quantity, quantityMax: line.quantityMax, unit: line.unit)
        guard let quantity = line.quantity, quantity.isFinite, quantity > 0,
              let found = french ? parser.frenchAmountLayout(of: line.input) : parser.amountLayout(of: line.input) else {
            asWritten.quantity = nil
            asWritten.quantityMax = nil
            // "(8-ounce) package cream cheese": a package's size with no count before it is one package
            if !french, line.quantity == nil, line.input.hasPrefix("(") {
                let written = "1 " + line.input
                let one = parser.parse(written)
                if one.quantity == 1, one.packageQuantity != nil, one.unit?.dimension == .count {
                    var scaled = scale(one, french: false)
                    scaled.input = line.input
                    return scaled.text == written ? asWritten : scaled
                }
            }
            return asWritten
        }
        var layout = found
        let bytes = Array(line.input.utf8)
        guard layout.measuresEnd <= bytes.count, layout.amount.upperBound <= bytes.count else { return asWritten }
        let headEnd = layout.unit?.upperBound ?? layout.amount.upperBound
        asWritten.amount = Self.text(bytes, layout.amount.lowerBound..<headEnd)
        // A unit the parser found written after the name ("1 cinnamon stick", "2 garlic cloves"):
        // a counted one scales as a count of the named thing, its word agreeing with the new
        // count; a measure there is left alone.
        if let unit = line.unit, layout.unit == nil {
            guard unit.dimension == .count, factor != 1 else { return asWritten }
            var bare = line
            bare.unit = nil
            var counting = self
            counting.nounAgrees = false // the unit's word agrees, not the food's ("3 bread slices")
            var scaled = counting.scale(bare, french: french)
            guard scaled.amount != nil, let count = scaled.quantityMax ?? scaled.quantity else { return asWritten }
            scaled.text = Self.agreeingWord(scaled.text, singular: unit.rawValue, plural: unit.plural, isPlural: words.takesPlural(count))
            scaled.unit = unit
            return scaled
        }
        let food = line.food.flatMap { catalog[$0] }
        let switching = Self.converts(line, to: system) || Self.weighedPackage(line, food: food, system: system) != nil
        // a can's size follows the switch too: "1 (14 oz) can" is "1 (400 g) can" in metric
        let switchingPackage = system != nil && line.packageUnit?.system != nil && line.packageUnit?.system != system
        if factor == 1 && !switching && !switchingPackage { return asWritten }
        // "9 inch pie shell" is sized as "9-inch pie shell" is: a length before a food counted in
        // pieces (not "2 inches ginger"), the same size in the other system beside it ("5cm/2in cinnamon stick")
        if layout.sizeOfOne == nil, !french, line.unit?.dimension == .length, line.packageQuantity == nil, let unitRange = layout.unit,
           unitRange.upperBound == layout.measuresEnd || Self.text(bytes, unitRange.upperBound..<layout.measuresEnd).hasPrefix("/"),
           let food, Self.englishNouns(naming: line.name, food: food).plural != nil {
            layout.sizeOfOne = layout.amount.lowerBound..<layout.measuresEnd
        }
        // "1 1/2-inch piece ginger", "9-inch pie shell": the count of one is not written and the number
        // is the size; read as "1 (1 1/2-inch) piece ginger", so that two are "2 (1 1/2-inch) pieces
        // ginger", not "2 1/2-inch pieces" nor "18-in pie shell"
        if factor != 1, let size = layout.sizeOfOne, size.upperBound <= bytes.count {
            // "8-inch tortillas", "28-ounce cans tomatoes": things of a size, their count not written
            // (nor one); the line keeps its words, and only a switch of system changes the size
            if Self.countsSeveral(line, after: size.upperBound, bytes: bytes, food: food, parser: parser) {
                var unscaled = self
                unscaled.factor = 1
                return unscaled.scale(line, french: french)
            }
            // a size in two systems ("5cm/2in piece ginger") is counted in one: the system shown's, or the first
            let sizes = Self.sizes(in: Self.text(bytes, size))
            let one = sizes.first { text in system != nil && parser.parse(text).unit?.system == system } ?? sizes.first ?? Self.text(bytes, size)
            let written = Self.text(bytes, 0..<size.lowerBound) + "1 (" + one + ")"
                + Self.text(bytes, size.upperBound..<bytes.count)
            let reread = parser.parse(written)
            guard reread.quantity == 1, parser.amountLayout(of: written)?.sizeOfOne == nil else { return asWritten }
            var scaled = scale(reread, french: false)
            scaled.input = line.input
            return scaled
        }

        // at the written count only the system of a size of one changes, by the rule of a size in
        // brackets: "28-ounce can tomatoes" is "800-g can tomatoes" as "1 (28-ounce) can" is "1 (800 g) can",
        // "1 1/2-inch piece ginger" "4-cm piece ginger"
        if factor == 1, let size = layout.sizeOfOne, size.upperBound <= bytes.count,
           let switched = sizeSwitched(line, size: size, bytes: bytes) {
            return switched
        }
        guard let shown = shownAmount(line, quantity: quantity, layout: layout, food: food, switching: switching, french: french) else {
            return asWritten
        }
        // the head: the new amount, the words between amount and unit as written, the new unit
        var head = shown.number
        if let unitRange = layout.unit {
            var middle = Self.text(bytes, layout.amount.upperBound..<unitRange.lowerBound)
            if let package = layout.package, package.lowerBound >= layout.amount.upperBound, package.upperBound <= unitRange.lowerBound,
               switchingPackage, let size = packageText(line, written: Self.text(bytes, package)) {
                middle = Self.bracketed(size, after: Self.text(bytes, layout.amount.upperBound..<package.lowerBound), at: package, in: bytes)
                    + Self.text(bytes, package.upperBound..<unitRange.lowerBound)
            }
            // "3/4 de litre" is "375 ml", "1/4 de cuillère" "½ c. à café": the "de" of a fraction
            // of a unit goes with the words it was written with ("375 de ml" was shown)
            if middle.trimmingCharacters(in: .whitespaces).isEmpty || french && Self.frenchOf.contains(middle.trimmingCharacters(in: .whitespaces).lowercased()) {
                middle = " "
            }
            // a counted unit keeps its own word ("tin", "Cloves") while the count keeps its number
            let counted = shown.unit?.dimension == .count
            let keepsWord = counted && shown.plural == words.takesPlural(line.quantityMax ?? quantity)
            // a counted unit's own word agrees with the new count ("1 sachet" × 3 is "3 sachets",
            // not "3 paquets"; probe, 2026-12-07), unless it is the unit's English word
            let agreed = counted && !keepsWord ? Self.agreeing(Self.text(bytes, unitRange), unit: shown.unit, plural: shown.plural) : nil
            // "1 petite boîte" × 2 is "2 petites boîtes": a size before an agreeing unit agrees too
            if french, counted, !keepsWord { middle = FrenchAgreement.sizes(middle, plural: shown.plural) }
            head += middle + (keepsWord ? Self.text(bytes, unitRange) : agreed ?? shown.unitName)
        }
        var tail = ""
        if let unitRange = layout.unit {
            var written = Self.text(bytes, unitRange.upperBound..<layout.measuresEnd)
            // the words that completed the amount are in the new one ("1 verre 1/2" × 2 is "3 verres")
            if let completion = layout.completion, completion.lowerBound >= unitRange.upperBound, completion.upperBound <= layout.measuresEnd {
                let before = Self.text(bytes, unitRange.upperBound..<completion.lowerBound)
                written = String(before[..<(before.lastIndex { !$0.isWhitespace }.map { before.index(after: $0) } ?? before.startIndex)])
                    + Self.text(bytes, completion.upperBound..<layout.measuresEnd)
            }
            // a size keeps the thing it sizes: "28-ounce can tomatoes" is "800-g can tomatoes" in metric
            if shown.unit == nil || shown.unit?.dimension == .count || layout.sizeOfOne != nil {
                // a counted unit keeps what follows it: "1 can (14 oz)" is the size of one can
                tail = written
                if switchingPackage, let package = layout.package, package.lowerBound >= unitRange.upperBound,
                   let size = packageText(line, written: Self.text(bytes, package)) {
                    tail = Self.bracketed(size, after: Self.text(bytes, unitRange.upperBound..<package.lowerBound), at: package, in: bytes)
                        + Self.text(bytes, package.upperBound..<layout.measuresEnd)
                }
            }
        }
        let restStart = layout.unit == nil ? layout.amount.upperBound : layout.measuresEnd
        // a package's size after the count is the size of one ("2 (14 oz) cans"): past it, a bracket
        // holding only an amount is the line's amount said another way, and follows it
        var afterPackage = restStart
        if let package = layout.package, package.lowerBound >= restStart, package.upperBound <= bytes.count {
            afterPackage = package.upperBound
        }
        var rest = Self.text(bytes, restStart..<afterPackage)
            + equivalentsFollowing(Self.text(bytes, afterPackage..<bytes.count), of: line, food: food, french: french, switching: switching)
        // "2 (9-inch) pie shells" is "2 (23 cm) pie shells" in metric, as "9-inch pie shell" is "23-cm pie shell";
        // "4 (8-ounce) salmon fillets" "4 (230 g) salmon fillets"
        if layout.unit == nil, switchingPackage, let package = layout.package,
           package.lowerBound >= restStart, package.upperBound <= bytes.count, let size = packageText(line, written: Self.text(bytes, package)) {
            rest = Self.bracketed(size, after: Self.text(bytes, restStart..<package.lowerBound), at: package, in: bytes)
                + equivalentsFollowing(Self.text(bytes, package.upperBound..<bytes.count), of: line, food: food, french: french, switching: switching)
        }
        // the sizes after a unit agree with it ("1 tranche épaisse" × 2 is "2 tranches épaisses", "2 c. à
        // soupe rases" × ½ "1 c. à soupe rase"), and go with a spoon weighed or measured in millilitres
        if french, layout.unit != nil, let written = line.unit {
            let keeps = shown.unit == written || shown.unit?.dimension == .count || shown.unit == .tablespoon || shown.unit == .teaspoon
            rest = FrenchAgreement.leadingSizes(rest, plural: keeps ? shown.plural : nil)
        }
        if french, layout.unit == nil, shown.unit == nil {
            // a number takes no "de": "une dizaine de tomates" is "20 tomates", "1 douzaine d'huîtres"
            // "24 huîtres" ("20 de tomates cerises" was shown; French line probe, 2026-12-07)
            rest = Self.droppingFrenchOf(rest)
        }
        // "un demi-citron" is "1 citron": the new number and the name stay two words ("1citron")
        if layout.unit == nil, let first = rest.first, first.isLetter, head.last.map({ !$0.isWhitespace }) == true { rest = " " + rest }
        if shown.unit == nil, nounAgrees, let food {
            let language = nouns.language
            if language == "en" {
                let nouns = Self.englishNouns(naming: line.name, food: food)
                rest = Self.agreeingNoun(rest, name: line.name, singular: nouns.singular, plural: nouns.plural, isPlural: shown.plural)
            } else {
                let before = rest
                rest = Self.agreeingNoun(rest, name: line.name, singular: catalog.displayName(of: food.id, language: language) ?? food.name,
                                         plural: catalog.names(of: food.id, in: language)?.plural, isPlural: shown.plural, headFirst: true,
                                         heads: catalog.localNames[language])
                if language == "fr", rest != before, let name = line.name {
                    rest = FrenchAgreement.around(name, from: before, to: rest, plural: shown.plural)
                }
            }
        }
        if line.additionalParts != nil { rest = scaledLaterParts(rest, line: line) }
        if scalesLaterAmounts {
            rest = scaledLaterAmounts(rest, of: line, food: food, french: french, measuresOnly: line.additionalParts != nil)
        }
        var before = Self.text(bytes, 0..<layout.amount.lowerBound)
        // "le jus d'un citron" is "le jus de 2 citrons": an elided "de" is whole again before a figure
        if french, let last = before.last, last == "'" || last == "’", before.dropLast().last.map({ $0 == "d" || $0 == "D" }) == true,
           head.first.map({ !$0.isLetter }) == true {
            before = String(before.dropLast()) + "e "
        }
        let text = before + head + tail + rest
        let amountText = head.trimmingCharacters(in: .whitespaces)
        return ScaledIngredient(text: text, amount: amountText, input: line.input, food: line.food,
                                quantity: shown.value, quantityMax: shown.valueMax, unit: shown.unit)
    }

    /// French words for "of" between an amount and what it counts: "de", "d'", "d’".
    static let frenchOf: Set<String> = ["de", "d'", "d’"]

    /// `rest` without the "de" or "d'" that opens it (" de tomates" is " tomates", " d'huîtres" " huîtres").
    static func droppingFrenchOf(_ rest: String) -> String {
        let trimmed = rest.drop { $0.isWhitespace }
        let lower = trimmed.lowercased()
        guard let of = frenchOf.first(where: { lower.hasPrefix($0) }) else { return rest }
        let after = trimmed.dropFirst(of.count)
        // "de" is a word of its own ("de tomates", not "des", "demi"); "d'" elides before a letter
        let elided = of != "de"
        guard elided ? after.first?.isLetter == true : after.first?.isWhitespace == true && after.contains(where: { !$0.isWhitespace }) else {
            return rest
        }
        return " " + after.drop { $0.isWhitespace }
    }

    /// The line with its size of one (`size`: "28-ounce", "1 1/2-inch", "2-3-inch") in the system shown,
    /// glued as it was written ("800-g can tomatoes", "5 cm piece ginger"); nil when the size stays.
    func sizeSwitched(_ line: ParsedIngredient, size: Range<Int>, bytes: [UInt8]) -> ScaledIngredient? {
        let written = Self.text(bytes, size)
        let after = Self.text(bytes, size.upperBound..<bytes.count)
        // the thing sized, as "1 (28-ounce) can tomatoes" reads it: a can is sold in sizes of its own
        let sized = parser.parse(Self.text(bytes, 0..<size.lowerBound) + "1 (" + written + ")" + after)
        let glue = written.last(where: { !$0.isLetter && $0 != "." }) == "-" ? "-" : " "
        guard let shown = sizeText(written, container: sized.unit, separator: glue) else { return nil }
        let text = Self.text(bytes, 0..<size.lowerBound) + shown + after
        // the amount is the size ("800 g") unless the line counts the thing ("1 1/2-inch piece" is one piece)
        let amount = line.unit?.dimension == .count ? line : parser.parse(shown)
        return ScaledIngredient(text: text, amount: shown, input: line.input, food: line.food,
                                quantity: amount.quantity, quantityMax: amount.quantityMax, unit: amount.unit)
    }

    /// An amount as shown: number text (with range), unit name, and whether the noun takes a plural.
    struct Shown {
        var number: String
        var unitName: String
        var value: Double
        var valueMax: Double?
        var unit: MeasureUnit?
        var plural: Bool
    }

    func shownAmount(_ line: ParsedIngredient, quantity: Double, layout: IngredientParser.AmountLayout, food: Food?, switching: Bool,
                     french: Bool = false) -> Shown? {
        let low = quantity * factor
        var high = line.quantityMax.flatMap { $0.isFinite && $0 > quantity ? $0 * factor : nil }
        // A package only US shops sell, shown in metric, is weighed: "1 stick butter" is 115 g (it
        // stayed "⅔ stick butter" on a metric page; grocery probe, 2026-12-08), as the grocery list
        // weighs what the package holds where it is not sold so.
        if let (weighedUnit, perPackage) = Self.weighedPackage(line, food: food, system: system) {
            var weighed = line
            weighed.unit = weighedUnit
            weighed.quantity = quantity * perPackage
            weighed.quantityMax = line.quantityMax.map { $0 * perPackage }
            return shownAmount(weighed, quantity: quantity * perPackage, layout: layout, food: food, switching: true, french: french)
        }
        guard let unit = line.unit, unit.dimension != .count else {
            // counted: "2 eggs", "1 can", "3 cloves"
            let value = CookAmount.pieces(low, unit: line.unit, food: food)
            let valueMax = high.map { max(CookAmount.pieces($0, unit: line.unit, food: food), value) }
            let top = valueMax ?? value
            let number = strings.amountNumber(CookAmount.fraction(value))
                + (valueMax.map { $0 > value ? "–" + strings.amountNumber(CookAmount.fraction($0)) : "" } ?? "")
            let name = line.unit.map { words.unitWord($0, amount: top) } ?? ""
            return Shown(number: number, unitName: name, value: value, valueMax: valueMax.flatMap { $0 > value ? $0 : nil },
                         unit: line.unit, plural: words.takesPlural(top))
        }
        guard let factorToBase = unit.baseFactor else { return nil }
        var base = low * factorToBase
        // "1 cup plus 2 tbsp": the added amounts of the same food join the first
        for part in line.parts.dropFirst() where part.food == line.food {
            if let q = part.quantity, let u = part.unit, u.dimension == unit.dimension, let f = u.baseFactor, layout.measuresEnd > layout.amount.upperBound,
               line.input.utf8.count >= layout.measuresEnd, Self.text(Array(line.input.utf8), layout.amount.upperBound..<layout.measuresEnd).contains(part.input.split(separator: " ").prefix(2).joined(separator: " ")) {
                base += q * f * factor
            }
        }
        if high == nil, let other = layout.rangeTo, other.unit.dimension == unit.dimension, let f = other.unit.baseFactor,
           other.amount * f > quantity * factorToBase {
            high = other.amount * f * factor
        } else if let h = high {
            high = h * factorToBase
        }
        // the dimension shown: a switch of system may weigh a measured food or measure a weighed one
        // a French line's spoons are a metric kitchen's: up to six tablespoons they stay spoons, past
        // that a liquid is millilitres and a solid is weighed, never the US cups ("2 c. à s. d'huile"
        // × 2 read "¼ tasse d'huile"; French line probe, 2026-12-07)
        let frenchSpoons = system == nil && french && [.teaspoon, .tablespoon, .dessertspoon].contains(unit)
        let target = system ?? (frenchSpoons ? .metric : unit.system ?? recipeSystem)
        var dimension = unit.dimension
        var toShown = 1.0  // base of the line's dimension to base of the shown one
        if switching || frenchSpoons, let food, let density = food.density, density > 0 {
            if unit.dimension == .volume, target == .metric, CookAmount.weighedInMetric(food),
               base >= (frenchSpoons ? CookAmount.frenchSpoonLimit : CookAmount.metricSpoonLimit) {
                dimension = .mass
                toShown = density
            } else if unit.dimension == .mass, target == .us, CookAmount.measuredInUS(food) {
                dimension = .volume
                toShown = 1 / density
            }
        }
        let lowShown = base * toShown
        let highShown = high.map { $0 * toShown }
        let keep = switching ? nil : unit
        let poured = food.map { $0.shopping.liquid || $0.id.rawValue == "water" } ?? false
        var shownUnit = CookAmount.unit(for: lowShown, dimension: dimension, system: target, keeping: keep, originalFactor: factorToBase,
                                        poured: poured, spoons: !saysEquivalent || unit.system != .metric)
        if frenchSpoons, dimension == .volume, lowShown < CookAmount.frenchSpoonLimit {
            shownUnit = lowShown < CookAmount.tablespoon * 0.99 ? .teaspoon : .tablespoon
        }
        // 997 g rounds to 1000 g: a kilo then ("1 pint strawberries" × 3 read "1000 g"; probe, 2026-12-07)
        if let factor = shownUnit.baseFactor, [.gram, .milliliter].contains(shownUnit),
           CookAmount.rounded(lowShown / factor, in: shownUnit) >= 1_000 {
            shownUnit = shownUnit == .gram ? .kilogram : .liter
        }
        guard let shownFactor = shownUnit.baseFactor else { return nil }
        let value = CookAmount.rounded(lowShown / shownFactor, in: shownUnit)
        let valueMax = highShown.map { CookAmount.rounded($0 / shownFactor, in: shownUnit) }.flatMap { $0 > value ? $0 : nil }
        let top = valueMax ?? value
        let number = strings.amountNumber(CookAmount.number(value, in: shownUnit))
            + (valueMax.map { "–" + strings.amountNumber(CookAmount.number($0, in: shownUnit)) } ?? "")
        return Shown(number: number, unitName: words.unitWord(shownUnit, amount: top), value: value, valueMax: valueMax,
                     unit: shownUnit, plural: words.takesPlural(top))
    }

    /// A counted unit's word as written, made plural or singular by its last letter ("sachet",
    /// "sachets"); nil for the unit's own English words, whose forms the table gives, and for an
    /// abbreviation or a word whose number its ending does not show.
    static func agreeing(_ written: String, unit: MeasureUnit?, plural: Bool) -> String? {
        let lower = written.lowercased()
        guard let unit, lower != unit.rawValue, lower != unit.plural, lower != unit.abbreviation,
              written.count >= 4, written.allSatisfy(\.isLetter), let last = written.last else { return nil }
        if plural {
            if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") { return written }
            return written + (last.isUppercase ? "S" : "s")
        }
        guard lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("es") else { return lower.hasSuffix("es") ? nil : written }
        return String(written.dropLast())
    }

    /// The package size in the system shown: "(400 g)" for a "(14 oz)" can in metric, "(23 cm)" for a
    /// "(9-inch)" pie shell. A size `written` with more words than its unit ("9 or 10-inch",
    /// "1-inch-thick") keeps them, and its unit.
    func packageText(_ line: ParsedIngredient, written: String) -> String? {
        sizeText(written, container: line.unit, separator: " ")
    }

    /// A size as written ("28-ounce", "(14 oz)", "1 1/2-inch", "2-3-inch") in the system shown, by one
    /// rule wherever it stands, so that "28-ounce can" and "1 (28-ounce) can" read the same size at
    /// any count: weights and volumes to 5 or 10 (kg and l to 0.05 from 1,000), ounces to the half;
    /// a can to the size it is sold in ("28-ounce" is "800 g", "15 oz" "400 g"); lengths as amounts
    /// are. Nil when the size is in the system shown already, or has more words than its unit
    /// ("9 or 10-inch", "1-inch-thick") and keeps them.
    func sizeText(_ written: String, container: MeasureUnit?, separator: String) -> String? {
        guard let system else { return nil }
        // "x 400g", "(14 oz)"; "410g/14oz", "15-ounce (426-g)": one size in two systems, the one in the
        // system shown written as the label gives it when the two agree (not the "1lb" of "400g/1lb")
        var sizes: [(low: Double, high: Double?, unit: MeasureUnit)] = []
        let wordsBesideUnit: Set<String> = ["to", "fl", "fluid", "about", "each"]  // "2 to 3-inch", "13.5 fl oz"
        for text in Self.sizes(in: written) {
            guard text.split(whereSeparator: { !$0.isLetter }).filter({ !wordsBesideUnit.contains($0.lowercased()) }).count == 1 else {
                return nil
            }
            let size = parser.parse(text)
            let measured = size.unit.map { $0.dimension != .count } == true
            guard let unit = measured ? size.unit : size.packageUnit, let low = measured ? size.quantity : size.packageQuantity,
                  low.isFinite, low > 0, unit.system != nil else { return nil }
            sizes.append((low, measured ? size.quantityMax.flatMap { $0.isFinite && $0 > low ? $0 : nil } : nil, unit))
        }
        func text(_ low: Double, _ high: Double?, in unit: MeasureUnit) -> String {
            strings.amountNumber(CookAmount.number(low, in: unit))
                + (high.map { "–" + strings.amountNumber(CookAmount.number($0, in: unit)) } ?? "")
                + separator + words.unitWord(unit, amount: 1)
        }
        guard let (low, high, unit) = sizes.first, let factor = unit.baseFactor, unit.system != system else { return nil }
        if let own = sizes.dropFirst().first(where: { $0.unit.system == system && $0.unit.dimension == unit.dimension }),
           let ownFactor = own.unit.baseFactor, abs(own.low * ownFactor - low * factor) <= 0.1 * low * factor {
            return text(own.low, own.high, in: own.unit)
        }
        let base = low * factor
        let shown: MeasureUnit
        switch (unit.dimension, system) {
        case (.mass, .metric): shown = base < 1_000 ? .gram : .kilogram
        case (.volume, .metric): shown = base < 1_000 ? .milliliter : .liter
        case (.mass, .us): shown = .ounce
        case (.volume, .us): shown = .fluidOunce
        case (.length, _): shown = CookAmount.unit(for: base, dimension: .length, system: system, keeping: nil, originalFactor: factor, poured: false)
        default: return nil
        }
        guard let shownFactor = shown.baseFactor else { return nil }
        func rounded(_ value: Double) -> Double {
            let base = value * factor
            switch shown {
            case .gram, .milliliter:
                if container == .can, let sold = CookAmount.cannedSizes.first(where: { abs(base - $0) <= 0.1 * $0 }) { return sold }
                return CookAmount.nearest(base, step: base < 100 ? 5 : 10)
            case .ounce, .fluidOunce: return CookAmount.nearest(base / shownFactor, step: 0.5)
            default: return CookAmount.rounded(base / shownFactor, in: shown)
            }
        }
        let lowShown = rounded(low)
        return text(lowShown, high.map(rounded).flatMap { $0 > lowShown ? $0 : nil }, in: shown)
    }

    /// The sizes a size is written as: "410g/14oz" is "410g" and "14oz", "15-ounce (426-g)" "15-ounce"
    /// and "426-g", "x 400g" "400g". A slash after a unit parts two; after a digit it is a fraction's
    /// ("1 1/2-inch").
    static func sizes(in written: String) -> [String] {
        var parts: [String] = [""]
        for character in written {
            let before = parts[parts.count - 1].last(where: { !$0.isWhitespace })
            if "()[]".contains(character) || character == "/" && before.map({ $0.isLetter || $0 == "." }) == true {
                parts.append("")
            } else {
                parts[parts.count - 1].append(character)
            }
        }
        return parts.compactMap { part in
            var text = part.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("x ") || text.hasPrefix("×") { text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces) }
            // "2 in" alone is read as inches only glued ("2in"), as the parser reads it
            if text.hasSuffix(" in"), text.dropLast(3).last?.isNumber == true { text = String(text.dropLast(3)) + "in" }
            return text.isEmpty ? nil : text
        }
    }

    /// A size in brackets where `package` was written, after `before`; spaced from a number it was
    /// glued to by an "x" ("1x 200g/7oz" is "1 (7 oz)").
    static func bracketed(_ size: String, after before: String, at package: Range<Int>, in bytes: [UInt8]) -> String {
        let glued = package.lowerBound > 0 && package.lowerBound <= bytes.count && bytes[package.lowerBound - 1] != 0x20
            && before.allSatisfy { !$0.isWhitespace }
        return before + (glued ? " (" : "(") + size + ")"
    }

    /// Whether the things a size is written before are several of an unwritten count: the word
    /// after the size is a counted unit's plural ("28-ounce cans", "2-inch pieces"), or the line's
    /// name ends in its food's plural ("8-inch tortillas").
    static func countsSeveral(_ line: ParsedIngredient, after sizeEnd: Int, bytes: [UInt8], food: Food?, parser: IngredientParser) -> Bool {
        let after = text(bytes, sizeEnd..<bytes.count).split(whereSeparator: { !$0.isLetter }).first.map { $0.lowercased() }
        if let after, let unit = MeasureUnit.allCases.first(where: { $0.dimension == .count && ($0.plural == after || $0.rawValue == after) }) {
            return unit.rawValue != after
        }
        // a counted word of another spelling ("tin", "packets"): plural when its singular differs
        if let after, parser.parse("1 " + after + " salt").unit?.dimension == .count { return FoodCatalog.singular(after) != after }
        guard let food, let last = line.name?.lowercased().split(separator: " ").last.map(String.init) else { return false }
        let nouns = englishNouns(naming: line.name, food: food)
        guard let plural = nouns.plural?.lowercased().split(separator: " ").last.map(String.init),
              let singular = nouns.singular.lowercased().split(separator: " ").last.map(String.init) else { return false }
        return last == plural && plural != singular
    }

    /// `text` with its last whole word `singular` or `plural` (any case) made the one the count
    /// takes, in the case it was written in ("Cloves" → "Clove").
    static func agreeingWord(_ text: String, singular: String, plural: String, isPlural: Bool) -> String {
        let (from, to) = isPlural ? (singular, plural) : (plural, singular)
        guard from.lowercased() != to.lowercased(),
              let found = text.range(of: "\\b" + NSRegularExpression.escapedPattern(for: from) + "\\b",
                                     options: [.regularExpression, .caseInsensitive, .backwards]) else { return text }
        return text.replacingCharacters(in: found, with: matchingCase(to, like: String(text[found])))
    }

    /// Brackets in `text` that hold only amounts, the line's amount said another way ("1 cup (2
    /// sticks) butter", "2 cups flour (250 g)", "2 eggs (about 100 g)", "(2 sticks / 226 g)"), each
    /// amount at the line's factor and in the system shown: "2 cups (4 sticks) butter". Where the
    /// system is switched, a bracket of weights and volumes only goes, as one right after the
    /// amount does ("1 cup (240 ml) milk" is "240 ml milk"): the amount shown already is in the
    /// system asked. A bracket with anything else ("(6 oz each)", "(packed)", "(from 2 lemons)")
    /// stays as written, and so does one past another amount, one after a counted unit ("1 can tomatoes (14 oz)"), or a
    /// counted food's weight that is nearer one piece's than all of them ("4 chicken breasts (6
    /// oz)"): those size one thing, not the amount.
    func equivalentsFollowing(_ text: String, of line: ParsedIngredient, food: Food?, french: Bool, switching: Bool) -> String {
        guard text.contains("("), line.unit.map({ $0.dimension == .volume || $0.dimension == .mass }) ?? true else { return text }
        // past another amount ("2 tbsp butter, or 2 tbsp oil (30 ml)") a bracket is that one's
        let end = laterAmount(in: text, french: french) ?? text.endIndex
        var result = ""
        var rest = text[..<end]
        while let open = rest.firstIndex(of: "(") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ")") else { break }
            let inside = rest[rest.index(after: open)..<close]
            let whole = rest[open...close]
            rest = rest[rest.index(after: close)...]
            guard !inside.contains("("), let pieces = amountPieces(String(inside), french: french),
                  line.unit != nil || saysAll(pieces, of: line, food: food) else {
                result += whole
                continue
            }
            if switching, pieces.allSatisfy({ $0.line.unit?.dimension == .volume || $0.line.unit?.dimension == .mass }) {
                // drop the bracket and the space before it, or else the one after it
                if result.last == " " { result.removeLast() } else if rest.first == " " { rest = rest.dropFirst() }
                continue
            }
            var said = String(inside)
            var equivalent = self
            equivalent.saysEquivalent = true
            for piece in pieces.reversed() {
                said.replaceSubrange(piece.range, with: equivalent.scale(piece.line, french: french).text)
            }
            result += "(" + said + ")"
        }
        return result + rest + text[end...]
    }

    /// The amounts a bracket's text is made of, with where each sits in it, when it holds nothing
    /// else: amounts with a unit, each perhaps after a word of estimate ("about", "approx.", "~"),
    /// apart by "/", ",", ";" or "or" ("2 sticks / 226 g"; a fraction's slash is not one). Nil
    /// when anything else is there.
    func amountPieces(_ inside: String, french: Bool) -> [(range: Range<String.Index>, line: ParsedIngredient)]? {
        let separators = french ? #"\s*(?:;|\bou\b|(?<!\d)/|/(?!\d))\s*"# : #"\s*(?:[;,]|\bor\b|(?<!\d)/|/(?!\d))\s*"#
        let estimate = #"^(?:about|approx\.?|approximately|around|roughly|nearly|almost|ca\.?|circa|environ|env\.|près de|~|≈)\s*"#
        var pieces: [(range: Range<String.Index>, line: ParsedIngredient)] = []
        var start = inside.startIndex
        var searchFrom = inside.startIndex
        while true {
            let separator = inside.range(of: separators, options: .regularExpression, range: searchFrom..<inside.endIndex)
            let end = separator?.lowerBound ?? inside.endIndex
            var piece = inside[start..<end]
            while piece.first?.isWhitespace == true { piece = piece.dropFirst() }
            while piece.last?.isWhitespace == true { piece = piece.dropLast() }
            if let word = piece.range(of: estimate, options: [.regularExpression, .caseInsensitive]) {
                piece = piece[word.upperBound...]
            }
            guard !piece.isEmpty, piece.first?.isNumber == true || piece.first == "½" || piece.first == "¼" || piece.first == "¾" else { return nil }
            let written = String(piece)
            guard let layout = french ? parser.frenchAmountLayout(of: written) : parser.amountLayout(of: written),
                  layout.package == nil, layout.sizeOfOne == nil, layout.amount.lowerBound == 0 else { return nil }
            var line = french ? parser.parse(written, language: .fr) : parser.parse(written)
            guard line.quantity != nil, line.food == nil else { return nil }
            if layout.unit == nil {
                // a counted unit the parser reads only after a food's name: "(2 sticks)"
                let word = written.utf8.dropFirst(layout.measuresEnd)
                let after = String(decoding: word, as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
                guard let counted = MeasureUnit.allCases.first(where: { $0.dimension == .count && $0.spellings.contains(after) }) else { return nil }
                line.unit = counted
            } else {
                guard layout.measuresEnd == written.utf8.count, let unit = line.unit, unit.dimension != .length else { return nil }
            }
            pieces.append((piece.startIndex..<piece.endIndex, line))
            guard let separator, !separator.isEmpty else { break }
            start = separator.upperBound
            searchFrom = separator.upperBound
        }
        return pieces.isEmpty ? nil : pieces
    }

    /// Whether a bracket's amounts after a count of a food ("2 large eggs (100 g)") weigh them
    /// all rather than one of them ("4 chicken breasts (6 oz)"), by the food's piece weight. One
    /// piece is both; without a weight to tell by, the bracket is left as it is.
    func saysAll(_ pieces: [(range: Range<String.Index>, line: ParsedIngredient)], of line: ParsedIngredient, food: Food?) -> Bool {
        guard let count = line.quantityMax ?? line.quantity, count.isFinite, count > 0 else { return false }
        if count <= 1 { return true }
        guard let one = food?.pieceWeight, one > 0 else { return false }
        var weighed: Double?
        for piece in pieces {
            guard let amount = piece.line.quantity, let unit = piece.line.unit,
                  let grams = Measure(amount, unit).grams(density: food?.density) else { continue }
            weighed = grams
            break
        }
        guard let grams = weighed, grams > 0, grams.isFinite else { return false }
        let all = one * count
        return abs(log(grams / all)) < abs(log(grams / one))
    }

    /// Amounts a line names after its food ("2 cloves garlic, plus 2 more for the sauce") scale too.
    func scaledLaterParts(_ rest: String, line: ParsedIngredient) -> String {
        guard let parts = line.additionalParts else { return rest }
        var result = rest
        for part in parts where part.quantity != nil && part.unit?.dimension != .volume && part.unit?.dimension != .mass {
            guard let range = result.range(of: part.input), part.input != line.input else { continue }
            let again = parser.parse(part.input)
            guard again.quantity != nil, again.additionalParts == nil else { continue }
            let scaled = scale(again)
            result.replaceSubrange(range, with: scaled.text)
        }
        return result
    }

    /// "1 egg" at two is "2 eggs", "1 œuf" "2 œufs": the food's name after the amount follows the
    /// count, in the line's language (`singular` and `plural` are the food's names in it). English
    /// puts the noun last ("2 green onions"); a head-first language ("2 pommes de terre") changes
    /// the whole name when it is the food's, else its first word.
    static func agreeingNoun(_ rest: String, name: String?, singular: String, plural foodPlural: String?, isPlural plural: Bool,
                             headFirst: Bool = false, heads: LocalNames? = nil) -> String {
        guard let name, let foodPlural, let range = rest.range(of: name) else { return rest }
        let from = plural ? singular : foodPlural, to = plural ? foodPlural : singular
        guard from != to else { return rest }
        var result = rest
        if headFirst {
            let folded = LocalNames.fold(name)
            if folded == LocalNames.fold(from) {
                result.replaceSubrange(range, with: matchingCase(to, like: name))
                return result
            }
            var words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            guard let first = words.first, let fromFirst = from.split(separator: " ").first, let toFirst = to.split(separator: " ").first,
                  LocalNames.fold(first) == LocalNames.fold(String(fromFirst)), fromFirst != toFirst else {
                // only a name the count is of, right after it ("2 fonds de tarte", not the "porc" of "4 côtes de porc")
                guard let heads, rest[..<range.lowerBound].allSatisfy(\.isWhitespace),
                      let agreeing = agreeingHead(name, isPlural: plural, heads: heads) else { return rest }
                result.replaceSubrange(range, with: agreeing)
                return result
            }
            words[0] = matchingCase(String(toFirst), like: first)
            result.replaceSubrange(range, with: words.joined(separator: " "))
            return result
        }
        let singularWords = singular.split(separator: " "), pluralWords = foodPlural.split(separator: " ")
        guard let lastSingular = singularWords.last, let lastPlural = pluralWords.last else { return rest }
        var words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let last = words.last else { return rest }
        let lower = last.lowercased()
        if plural && lower == lastSingular.lowercased() {
            words[words.count - 1] = matchingCase(String(lastPlural), like: last)
        } else if !plural && lower == lastPlural.lowercased() && lastPlural != lastSingular {
            words[words.count - 1] = matchingCase(String(lastSingular), like: last)
        } else {
            return rest
        }
        result.replaceSubrange(range, with: words.joined(separator: " "))
        return result
    }

    /// Another name of the food, in a head-first language: the words of its head (before "de",
    /// "à", "en"...) made plural or singular, each as the catalog's names spell it ("1 fond de
    /// tarte" is "2 fonds de tarte"). Nil when a word of the head is one the catalog does not spell
    /// both ways, or is already as the count wants it: such a name keeps its words.
    static func agreeingHead(_ name: String, isPlural plural: Bool, heads: LocalNames) -> String? {
        var words = name.split(separator: " ").map(String.init)
        let head = LocalNames.head(of: name)
        guard !head.isEmpty, head.count <= words.count, !name.contains("  ") else { return nil }
        for (index, word) in head.enumerated() {
            guard let agreeing = plural ? heads.headPlurals[word] : heads.headSingulars[word] else { return nil }
            words[index] = matchingCase(agreeing, like: words[index])
        }
        let agreed = words.joined(separator: " ")
        return agreed == name ? nil : agreed
    }

    /// The food's English singular and plural the line's name ends with: a line that names pie crust
    /// "pie shell" counts "2 (9-inch) pie shells", as the catalog lists "pie shell" and "pie shells".
    /// A pair is the catalog's: a name the food lists whose last word is the plural (or the singular)
    /// of the name's last word, the words before it ending the line's name. A food without a plural
    /// (ginger, chicken) is not counted, and a name the catalog pairs with nothing, or two names
    /// ("sweet potatoes or yams"), keeps its words.
    static func englishNouns(naming name: String?, food: Food) -> (singular: String, plural: String?) {
        let own = (singular: food.name, plural: food.plural)
        guard let name, food.plural != nil else { return own }
        let words = name.lowercased().split(separator: " ").map(String.init)
        guard let last = words.last, last != food.name.split(separator: " ").last.map(String.init),
              last != food.plural?.split(separator: " ").last.map(String.init) else { return own }
        // "sweet potatoes or yams" names two things; "pièce(s) Courgette" is no English name
        let before = words.dropLast()
        guard before.allSatisfy({ $0 != "or" && $0 != "and" && $0.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" || $0 == "’" } }) else { return own }
        for listed in food.names {
            var listedWords = listed.split(separator: " ").map(String.init)
            guard let listedLast = listedWords.popLast(), listedLast != last, before.count >= listedWords.count,
                  Array(before.suffix(listedWords.count)) == listedWords else { continue }
            let phrase = (listedWords + [last]).joined(separator: " ")
            if pluralOf(last, listedLast) { return (phrase, listed) }
            if pluralOf(listedLast, last) { return (listed, phrase) }
        }
        return own
    }

    /// Whether `plural` is `word`'s plural: "shells" of "shell", "hoagies" of "hoagie", "berries" of "berry".
    static func pluralOf(_ word: String, _ plural: String) -> Bool {
        plural == word + "s" || plural == word + "es" || plural != word && FoodCatalog.singular(plural) == word
    }

    static func matchingCase(_ word: String, like model: String) -> String {
        guard let first = model.first, first.isUppercase else { return word }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), bytes.count), upper = min(max(range.upperBound, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}
