import Foundation

extension RecipeNutrition {
    /// The servings in a yield of one to three whole baked or shaped things ("1 loaf", "2 pies",
    /// "1 9x13-inch pan", "one bundt cake"), when the recipe states no other count: the page's
    /// figure is for a slice or a piece, so the whole is divided into the pieces its steps cut
    /// it into ("cut into 16 squares"), else into the pieces such a thing is usually cut into
    /// (`piecesPerWhole`). nil when the yield is anything else.
    static func servingsOfWholes(_ yield: String, stated: Int?, steps: [String]) -> Int? {
        guard let whole = yieldWholes(yield), stated == nil || stated == whole.count || stated == whole.leading else {
            return nil
        }
        if let cut = piecesCut(in: steps) { return cut }
        return whole.count * whole.pieces
    }

    /// The servings of a loaf, cake or pie whose page gives its count of wholes as the servings
    /// and no yield to say so (`"recipeYield": 2` for two loaves of zucchini bread): the title
    /// names such a whole, the recipe states one to three servings, and each of them would bring
    /// more than a day's energy (FDA's 2,000 kcal reference), which no serving of a baked thing
    /// does. The wholes are cut as the steps say, else into the pieces such a thing is usually
    /// cut into. nil for anything else: a mug cake, a pie for two, a loaf that states its slices.
    static func servingsOfUnnamedWholes(_ recipe: Recipe, wholeEnergy: Double) -> Int? {
        guard recipe.yieldText.map({ Int($0.trimmingCharacters(in: .whitespaces)) != nil }) ?? true,
              let stated = recipe.servings, (1...3).contains(stated), wholeEnergy / Double(stated) > dayOfEnergy else {
            return nil
        }
        let words = recipe.title.lowercased().split { !$0.isLetter }.map(String.init)
        guard let pieces = words.compactMap({ titleWholes[$0] }).last else { return nil }
        return piecesCut(in: recipe.instructions) ?? stated * pieces
    }

    /// FDA's reference day of energy for the daily values, kcal.
    static let dayOfEnergy = 2000.0
    /// Wholes a title names, baked and sliced, and their usual pieces (`piecesPerWhole`); not a
    /// pizza or a frittata, which one or two people may eat.
    static let titleWholes: [String: Int] = [
        "bread": 10, "loaf": 10, "cake": 12, "cheesecake": 12, "bundt": 12, "pie": 8, "tart": 8, "torte": 12,
        "galette": 8, "strudel": 10, "focaccia": 12,
    ]

    /// How many whole things a yield makes and the pieces each is cut into; nil unless it makes
    /// one to three of them. `leading` is the yield's first number, which the page reader takes
    /// for the servings ("9x13 pan" reads as 9).
    static func yieldWholes(_ text: String) -> (count: Int, pieces: Int, leading: Int?)? {
        let lower = text.lowercased()
        let words = lower.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard !words.isEmpty, words.count <= 8 else { return nil }
        // The first word counts the wholes ("2 loaves", "one pie"); a pan's size is no count.
        var count = 1
        if let number = Int(words[0]) ?? wordNumbers[words[0]] {
            let rest = lower.drop { $0.isNumber }
            if !sizeMarks.contains(where: rest.hasPrefix) { count = number }
        } else if !["a", "an"].contains(words[0]), piecesPerWhole[words[0]] == nil, !isPanSize(words[0]) {
            return nil
        }
        guard (1...3).contains(count) else { return nil }
        // The thing made: the last word naming a whole ("1 loaf banana bread", "1 bundt cake").
        guard let pieces = words.compactMap({ piecesPerWhole[$0] }).last else { return nil }
        let leading = lower.split { !$0.isNumber }.first.flatMap { Int($0) }
        // "1 loaf (12 slices)": the yield says its pieces itself.
        for (index, word) in words.enumerated().dropFirst() where index + 1 < words.count {
            if let number = Int(word), (4...100).contains(number), pieceWords.contains(words[index + 1]) {
                return (1, number, leading)
            }
        }
        // A small pan (8x8, 9x9) is cut into fewer pieces than a 9x13.
        let sized = panArea(lower).map { $0 < 100 ? smallPanPieces : pieces } ?? pieces
        return (count, sized, leading)
    }

    /// Pieces a whole is usually cut into when its steps do not say: a loaf (bread, quick bread,
    /// meat loaf) ten slices; a pie, tart, quiche or pizza eight; a cake or a 9x13 pan twelve.
    static let piecesPerWhole: [String: Int] = [
        "loaf": 10, "loaves": 10, "meatloaf": 8,
        "pie": 8, "pies": 8, "tart": 8, "tarts": 8, "quiche": 8, "quiches": 8, "galette": 8, "pizza": 8,
        "pizzas": 8, "frittata": 6, "round": 8, "rounds": 8,
        "cake": 12, "cakes": 12, "cheesecake": 12, "bundt": 12, "pan": 12, "pans": 12, "tray": 12,
        "traybake": 12, "sheet": 12, "slab": 12, "ring": 12, "wreath": 12, "focaccia": 12,
        "casserole": 8, "torte": 12, "gateau": 12, "strudel": 10, "braid": 10,
    ]
    /// An 8x8 or 9x9 pan: nine pieces.
    static let smallPanPieces = 9

    /// What follows a number that sizes a pan or pie rather than counting it ("9x13", "9-inch", "8\"").
    private static let sizeMarks = ["x", " x", "×", " ×", "-inch", " inch", "\"", "-in ", " in ", "-cm", " cm", "cm"]
    /// Words that count the pieces a yield is cut into.
    private static let pieceWords: Set<String> = [
        "slices", "pieces", "servings", "squares", "bars", "wedges", "portions", "brownies", "slice", "piece",
    ]

    private static let wordNumbers: [String: Int] = ["one": 1, "two": 2, "three": 3, "a": 1, "an": 1]

    private static func isPanSize(_ word: String) -> Bool { word.contains("x") && word.contains { $0.isNumber } }

    /// Square inches of a pan the yield names ("9x13", "9 x 13-inch", "8×8"); nil when none.
    static func panArea(_ text: String) -> Double? {
        let scalars = Array(text.replacingOccurrences(of: "×", with: "x").replacingOccurrences(of: " x ", with: "x"))
        guard let x = scalars.firstIndex(of: "x"), x > 0 else { return nil }
        let before = String(scalars[..<x].reversed().prefix { $0.isNumber }.reversed())
        let after = String(scalars[(x + 1)...].prefix { $0.isNumber })
        guard let width = Double(before), let length = Double(after), width > 0, length > 0, width * length < 1000 else {
            return nil
        }
        return width * length
    }

    /// The pieces the steps cut the whole into: the last "cut into 16 squares", "slice into 10
    /// slices", "divide into 8 portions", with 4 to 48 pieces ("cut into 1-inch pieces" and
    /// "cut the butter into 2" are no serving).
    static func piecesCut(in steps: [String]) -> Int? {
        var found: Int?
        for step in steps {
            let lower = step.lowercased()
            guard lower.contains("into") else { continue }
            let words = lower.split { !$0.isLetter && !$0.isNumber && $0 != "-" }.map(String.init)
            for (index, word) in words.enumerated() where word == "into" && index + 1 < words.count {
                let verbs = words[max(0, index - 6)..<index]
                guard verbs.contains(where: { cuttingVerbs.contains($0) }),
                      let number = Int(words[index + 1]) ?? cutNumbers[words[index + 1]], (4...48).contains(number) else {
                    continue
                }
                // "into 12 pieces" serves; "into 2-inch squares" and "into 12 balls of dough" too
                // (rolls), but not a length.
                let next = index + 2 < words.count ? words[index + 2] : ""
                if ["inch", "inches", "cm", "mm"].contains(next) { continue }
                found = number
            }
        }
        return found
    }

    private static let cuttingVerbs: Set<String> = ["cut", "slice", "divide", "portion", "cutting", "slicing", "dividing"]
    private static let cutNumbers: [String: Int] = [
        "four": 4, "six": 6, "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "fifteen": 15, "sixteen": 16,
        "eighteen": 18, "twenty": 20, "twenty-four": 24,
    ]
}

extension RecipeNutrition {
    /// The servings an estimate divides by: the recipe's, held to a sane range, or 1. A recipe
    /// whose yield is a volume ("2 cups", "0.75 cup") and states no other count is divided into
    /// reference servings of that volume (`servingsOfVolume`); one whose yield counts dozens
    /// ("2 dozen cookies") makes twelve a dozen; one of one to three loaves, pies, cakes or pans
    /// ("1 loaf") is divided into slices (`servingsOfWholes`). Given the whole recipe's energy,
    /// a loaf, cake or pie that states one to three servings and no yield, each past a day's
    /// energy, is divided into slices too (`servingsOfUnnamedWholes`).
    public static func servings(of recipe: Recipe, wholeEnergy: Double? = nil) -> Int {
        if let volume = recipe.yieldText.flatMap(yieldVolume),
           recipe.servings == nil || Double(recipe.servings ?? 0) == volume.number.rounded(.down) {
            return servingsOfVolume(volume.milliliters, frozenDessert: isFrozenDessert(recipe))
        }
        // "2 dozen cookies": the reader takes the yield's first number, 2, for the servings.
        if let dozens = recipe.yieldText.flatMap(yieldDozens),
           recipe.servings == nil || Double(recipe.servings ?? 0) == dozens.rounded(.down) {
            return max(1, min(10_000, Int((dozens * 12).rounded())))
        }
        // "1 loaf", "1 9x13-inch pan": the page's figure is a slice's or a piece's.
        if let yield = recipe.yieldText,
           let pieces = servingsOfWholes(yield, stated: recipe.servings, steps: recipe.instructions) {
            return pieces
        }
        guard let servings = recipe.servings, servings > 0 else { return servingsWhenUnstated }
        if let wholeEnergy, let pieces = servingsOfUnnamedWholes(recipe, wholeEnergy: wholeEnergy) { return pieces }
        return min(servings, 10_000)
    }

    /// The dozens a yield counts ("2 dozen cookies", "1 1/2 dozen", "about 3 dozen"); nil when it
    /// counts anything else.
    static func yieldDozens(_ text: String) -> Double? {
        let words = text.lowercased().replacingOccurrences(of: "about ", with: "").split(separator: " ").map(String.init)
        guard let index = words.firstIndex(where: { $0 == "dozen" || $0 == "dozens" }), (1...2).contains(index),
              var number = yieldNumber(words[0]) else { return nil }
        if index == 2 {
            guard let fraction = yieldNumber(words[1]), fraction < 1 else { return nil }
            number += fraction
        }
        return number > 0 && number < 100 ? number : nil
    }

    /// A yield of at most this many millilitres (2 cups) is a sauce, dressing, dip, spread or
    /// curd, served by the 2 tablespoons of FDA's reference amount for those (21 CFR 101.12);
    /// a larger one is a soup or a drink, served by the cup.
    static let sauceYieldLimit = 480.0
    static let sauceServing = 30.0
    static let cupServing = 240.0

    /// A frozen dessert (ice cream, gelato, sorbet) is served by the half cup: the reference
    /// amount ice cream was labelled by until FDA raised it to 2/3 cup in 2016, and the scoop
    /// recipe cards still count.
    static let frozenDessertServing = 120.0

    /// Servings in a yield of `milliliters`, at least 1.
    static func servingsOfVolume(_ milliliters: Double, frozenDessert: Bool = false) -> Int {
        let serving = frozenDessert ? frozenDessertServing : milliliters <= sauceYieldLimit ? sauceServing : cupServing
        return max(1, min(10_000, Int((milliliters / serving).rounded())))
    }

    /// Whether a recipe makes a frozen dessert: its title names one ("Rocky Road Ice Cream",
    /// "Mango Sorbet") or its steps freeze it in a machine ("churn in an ice cream maker").
    static func isFrozenDessert(_ recipe: Recipe) -> Bool {
        let title = recipe.title.lowercased()
        if frozenDessertNames.contains(where: title.contains) { return true }
        return recipe.instructions.contains { step in
            frozenDessertSteps.contains { step.range(of: $0, options: .caseInsensitive) != nil }
        }
    }

    static let frozenDessertNames = ["ice cream", "gelato", "sorbet", "sherbet", "frozen yogurt", "frozen custard",
                                     "semifreddo", "nice cream"]
    static let frozenDessertSteps = ["ice cream maker", "ice-cream maker", "ice cream machine"]

    /// The volume a yield states ("2 cups", "0.75 cup", "1 1/2 quarts", "500 ml"): its number and
    /// millilitres; nil when the yield is anything else ("24 cookies", "1 loaf").
    static func yieldVolume(_ text: String) -> (number: Double, milliliters: Double)? {
        let words = text.lowercased().replacingOccurrences(of: "about ", with: "").split(separator: " ").map(String.init)
        guard !words.isEmpty, words.count <= 4, var number = yieldNumber(words[0]) else { return nil }
        var unitIndex = 1
        if words.count > 2, let fraction = yieldNumber(words[1]), fraction < 1 {
            number += fraction
            unitIndex = 2
        }
        guard unitIndex < words.count, number > 0, number < 1000,
              let milliliters = yieldUnits[words[unitIndex].trimmingCharacters(in: .punctuationCharacters)] else { return nil }
        return (number, number * milliliters)
    }

    private static func yieldNumber(_ word: String) -> Double? {
        if word.count == 1, let value = word.first?.vulgarFraction { return value }
        // "1½ cups": a whole number with its fraction glued on.
        if word.count > 1, let fraction = word.last?.vulgarFraction, let whole = Double(word.dropLast()),
           whole.isFinite {
            return whole + fraction
        }
        let halves = word.split(separator: "/")
        if halves.count == 2, let top = Double(halves[0]), let bottom = Double(halves[1]), bottom > 0 { return top / bottom }
        return Double(word).flatMap { $0.isFinite ? $0 : nil }
    }

    /// Millilitres in each volume word a yield uses (US measures).
    static let yieldUnits: [String: Double] = [
        "cup": 240, "cups": 240, "c": 240, "pint": 473, "pints": 473, "quart": 946, "quarts": 946, "qt": 946,
        "ml": 1, "milliliters": 1, "millilitres": 1, "l": 1000, "liter": 1000, "liters": 1000, "litre": 1000,
        "litres": 1000, "tablespoons": 15, "tbsp": 15, "gallon": 3785, "gallons": 3785,
        // A weight serves like the same volume of water ("500 g" of jam, "2 lbs" of granola).
        "g": 1, "grams": 1, "gram": 1, "kg": 1000, "kilograms": 1000, "lb": 453.6, "lbs": 453.6, "pound": 453.6,
        "pounds": 453.6, "oz": 28.35, "ounces": 28.35,
    ]
}
