import Foundation

// Amounts as a language writes them: the unit's word ("tbsp", "c. à soupe"; "clove", "gousses"),
// the decimal mark ("1.5 kg", "1,5 kg") and the words joining an amount to its food ("2 cloves
// garlic", "2 gousses d'ail"). The words are keys of the strings table (`unit.<unit>` holds
// "singular|plural"; `amount.of` and `amount.ofVowel` the joining), so a language brings its own.
// English tables hold exactly the words `Measure.formatted` writes (a test keeps them equal), so
// English text is the same whichever of the two writes it.

extension Strings {
    /// The unit's word for an amount of it: the table's singular or plural.
    public func unitWord(_ unit: MeasureUnit, amount: Double) -> String {
        let forms = text(unit.wordKey).split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        guard let singular = forms.first else { return unit.abbreviation }
        return takesPlural(amount) && forms.count > 1 ? String(forms[1]) : String(singular)
    }

    /// Whether a noun after this amount is plural: over one in English ("1.5 cups", "0 cups"),
    /// two and over in French ("1,5 tasse", "2 tasses").
    public func takesPlural(_ amount: Double) -> Bool {
        switch language {
        case "fr": amount >= 2
        default: amount > 1 || amount == 0
        }
    }

    /// The decimal mark of the table's language ("." or ",").
    public var decimalMark: String { text("number.decimal") }

    /// An amount's number as the measuring code writes it ("1.5", "2 ½") with this language's mark.
    public func amountNumber(_ written: String) -> String {
        let mark = decimalMark
        return mark == "." || !written.contains(".") ? written : written.replacingOccurrences(of: ".", with: mark)
    }

    /// A measure as this language reads it: "2 ½ tbsp", "1.5 kg", "3 cloves"; "2 ½ c. à soupe",
    /// "1,5 kg", "3 gousses". US units in fractions, metric ones in decimals, as `Measure.formatted`.
    public func measure(_ measure: Measure) -> String {
        let number = measure.unit.system == .metric ? Measure.metricText(measure.amount, measure.unit) : Measure.fractionText(measure.amount)
        return amountNumber(number) + " " + unitWord(measure.unit, amount: measure.amount)
    }

    /// The measure in `system`'s units, readable (`Measure.formatted(for:)` in this language).
    public func measure(_ measure: Measure, for system: MeasureSystem) -> String {
        self.measure(measure.normalized(for: system))
    }

    /// An amount and the food it measures: "2 cups flour"; in French "200 g de farine", "2 gousses
    /// d'ail" (the `amount.ofVowel` form before a vowel or a mute h).
    public func amount(_ amount: String, of food: String) -> String {
        text(Strings.startsWithVowelSound(food) ? "amount.ofVowel" : "amount.of", ["amount": amount, "food": food])
    }

    /// French words beginning with an h that is sounded ("h aspiré"): "de haricots", not "d'haricots".
    static let soundedH: Set<String> = [
        "haricot", "haricots", "hareng", "harengs", "homard", "homards", "hachis", "hampe", "haddock", "hamburger", "haut", "hauts",
        "hamburgers", "harissa", "houmous", "houmos", "hot", "hotdog", "halloumi",
    ]

    static func startsWithVowelSound(_ word: String) -> Bool {
        let first = LocalNames.foldedWords(of: word).first ?? ""
        guard let letter = first.first else { return false }
        if "aeiou".contains(letter) { return true }
        return letter == "h" && !soundedH.contains(first)
    }
}

extension MeasureUnit {
    /// The strings-table key of the unit's words, "singular|plural".
    var wordKey: String {
        switch self {
        case .teaspoon: "unit.teaspoon"
        case .tablespoon: "unit.tablespoon"
        case .cup: "unit.cup"
        case .pint: "unit.pint"
        case .quart: "unit.quart"
        case .gallon: "unit.gallon"
        case .fluidOunce: "unit.fluid-ounce"
        case .milliliter: "unit.milliliter"
        case .centiliter: "unit.centiliter"
        case .deciliter: "unit.deciliter"
        case .liter: "unit.liter"
        case .dessertspoon: "unit.dessertspoon"
        case .ounce: "unit.ounce"
        case .pound: "unit.pound"
        case .gram: "unit.gram"
        case .kilogram: "unit.kilogram"
        case .milligram: "unit.milligram"
        case .inch: "unit.inch"
        case .centimeter: "unit.centimeter"
        case .millimeter: "unit.millimeter"
        case .clove: "unit.clove"
        case .can: "unit.can"
        case .package: "unit.package"
        case .jar: "unit.jar"
        case .slice: "unit.slice"
        case .stick: "unit.stick"
        case .bunch: "unit.bunch"
        case .sprig: "unit.sprig"
        case .head: "unit.head"
        case .piece: "unit.piece"
        case .pinch: "unit.pinch"
        case .dash: "unit.dash"
        case .handful: "unit.handful"
        case .bottle: "unit.bottle"
        case .box: "unit.box"
        case .bag: "unit.bag"
        case .carton: "unit.carton"
        case .container: "unit.container"
        case .envelope: "unit.envelope"
        case .stalk: "unit.stalk"
        case .rib: "unit.rib"
        case .ear: "unit.ear"
        case .sheet: "unit.sheet"
        case .loaf: "unit.loaf"
        case .cube: "unit.cube"
        case .knob: "unit.knob"
        case .drop: "unit.drop"
        case .splash: "unit.splash"
        case .strip: "unit.strip"
        case .wedge: "unit.wedge"
        case .square: "unit.square"
        case .bulb: "unit.bulb"
        case .scoop: "unit.scoop"
        case .leaf: "unit.leaf"
        case .stem: "unit.stem"
        case .rasher: "unit.rasher"
        case .link: "unit.link"
        case .bar: "unit.bar"
        case .block: "unit.block"
        case .glass: "unit.glass"
        case .rack: "unit.rack"
        case .pod: "unit.pod"
        case .tube: "unit.tube"
        case .recipe: "unit.recipe"
        }
    }
}

extension MeasureSystem {
    /// The system a cook reading `language` measures in unless they choose: US cups and ounces
    /// for English, metric for every other language ("fr": grams, litres and spoons).
    public static func usual(forLanguage language: String?) -> MeasureSystem {
        guard let language, !language.isEmpty, language.lowercased() != "en" else { return .us }
        return .metric
    }
}
