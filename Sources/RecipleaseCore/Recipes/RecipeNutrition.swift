import Foundation

/// A recipe's nutrition per serving, estimated from its lines: each part of each line becomes
/// grams through the catalog's density, piece weight and package size, times its food's values
/// per 100 g. The rules and the measured accuracy are in docs/nutrition.md.
public enum RecipeNutrition {
    /// How one part of a line went into the estimate.
    public enum Outcome: Sendable, Hashable {
        /// Weighed: grams eaten, after any share (frying oil) or cooked-to-raw conversion, and
        /// what they bring.
        case weighed(grams: Double, nutrients: Nutrients)
        /// Left out and counted against the estimate, for the reason given.
        case leftOut(Reason)
    }

    public enum Reason: String, Sendable, Hashable {
        /// No catalog food ("1 cup marinade").
        case unknownFood
        /// The food has no values.
        case noValues
        /// No amount ("salt to taste", "oil for frying").
        case noAmount
        /// An amount that has no weight here: a pinch, a dash, a volume of a food without a
        /// density, a count of a food without a piece weight, or an amount past any kitchen.
        case cannotWeigh
    }

    /// One part of one line and what became of it.
    public struct Part: Sendable, Hashable {
        public var ingredient: ParsedIngredient
        public var food: Food.ID?
        public var outcome: Outcome
        /// Whether the grams are the ones the line's note states ("4 chicken breasts (about 1 1/2
        /// pounds total)", "2 fillets (about 6 oz each)"), not the catalog's piece or package.
        public var weighedByNote = false
    }

    /// Servings when a recipe states none: the estimate is for the whole recipe.
    public static let servingsWhenUnstated = 1
    /// Share of a frying oil's stated amount that the food takes up; the rest stays in the pan.
    public static let fryingOilShare = 0.1
    /// Grams of oil a family's meal of fried food takes up however little oil fries it: about two
    /// tablespoons. Less oil than that ("1 tbsp oil, for frying") is all taken up.
    public static let panFryingUptake = 30.0

    /// What the food takes up of a frying oil's grams: a tenth of a pot of oil, and at least the
    /// little a pan-fry leaves in it ("3 tablespoons oil, for frying" is not 4 g).
    static func fryingOilTakenUp(of grams: Double) -> Double {
        max(grams * fryingOilShare, min(grams, panFryingUptake))
    }
    /// Share of a brine's salt and sugar that stays in the food; marinades count whole, as they
    /// are mostly cooked with the food or into its sauce.
    public static let brineShare = 0.1
    /// A part heavier than this is a typo or an attack, not a recipe: left out.
    static let heaviestPart = 100_000.0

    /// The estimate per serving; nil when no part of any line could be weighed.
    public static func estimate(_ recipe: Recipe, catalog: FoodCatalog) -> NutritionEstimate? {
        estimate(recipe, from: breakdown(recipe, catalog: catalog))
    }

    /// The estimate from a breakdown already made (`breakdown`), for a caller that also shows its parts.
    public static func estimate(_ recipe: Recipe, from parts: [Part]) -> NutritionEstimate? {
        var whole = Nutrients.zero
        var counted = 0
        for part in parts {
            guard case let .weighed(_, nutrients) = part.outcome else { continue }
            whole = whole + nutrients
            counted += 1
        }
        guard counted > 0 else { return nil }
        let servings = servings(of: recipe, wholeEnergy: whole.energy)
        return NutritionEstimate(perServing: whole.scaled(by: 1 / Double(servings)), servings: servings,
                                 counted: counted, total: parts.count)
    }

    /// Cans and sticks come in each market's size: a recipe with any metric amount or package
    /// buys metric.
    static func buyingSystem(of recipe: Recipe) -> MeasureSystem {
        func metric(_ part: ParsedIngredient) -> Bool { part.unit?.system == .metric || part.packageUnit?.system == .metric }
        return recipe.ingredients.contains { line in metric(line) || (line.additionalParts ?? []).contains(where: metric) } ? .metric : .us
    }

    /// Of the two readings of the size stated for part of a container, the container's or the
    /// line's, the one nearer (by ratio) what that part of the food's usual container weighs:
    /// "½ plaquette de beurre (125 g)" is 125 g (half of 250 g), "½ (14 oz) can" 198 g, "1/2
    /// package (8 oz) cream cheese" 113 g. The container's, as before, when the food has no usual
    /// container to compare with.
    static func nearerTheUsual(each: Outcome, total: Outcome, usual: Outcome) -> Outcome {
        guard case let .weighed(eachGrams, _) = each, case let .weighed(totalGrams, _) = total,
              case let .weighed(usualGrams, _) = usual, eachGrams > 0, totalGrams > 0, usualGrams > 0 else { return each }
        return abs(log(totalGrams / usualGrams)) < abs(log(eachGrams / usualGrams)) ? total : each
    }

    /// The part without its note, weighed as its words alone say.
    static func withoutNote(_ part: ParsedIngredient) -> ParsedIngredient {
        var bare = part
        bare.comment = nil
        return bare
    }

    /// Every part of every line that names an ingredient, with what became of it.
    public static func breakdown(_ recipe: Recipe, catalog: FoodCatalog) -> [Part] {
        let market = market(of: recipe, catalog: catalog)
        // a French recipe buys French cans and packs, whatever its lines measure in
        let system = market == nil ? buyingSystem(of: recipe) : .metric
        let fries = fries(recipe)
        var parts: [Part] = []
        for line in recipe.ingredients {
            for part in line.parts where part.name != nil || part.food != nil {
                let weighed = weighing(part, line: line.input, catalog: catalog, system: system, fries: fries, market: market)
                parts.append(Part(ingredient: part, food: part.food, outcome: weighed.outcome, weighedByNote: weighed.byNote))
            }
        }
        return parts
    }

    // MARK: - One part

    static func weigh(_ part: ParsedIngredient, line: String, catalog: FoodCatalog, system: MeasureSystem,
                      fries: Bool = false, market: String? = nil) -> Outcome {
        weighing(part, line: line, catalog: catalog, system: system, fries: fries, market: market).outcome
    }

    /// What became of a part, and whether its note's weight gave the grams.
    static func weighing(_ part: ParsedIngredient, line: String, catalog: FoodCatalog, system: MeasureSystem,
                         fries: Bool = false, market: String? = nil) -> (outcome: Outcome, byNote: Bool) {
        // A weight the note gives ("4 fillets (about 6 oz each)") is the cook's own: it wins when
        // it can be weighed.
        // A volume in the note of a meat the catalog does not measure by volume ("3 slices bacon
        // (about 2 tbsp)") is no better than the pieces: the diced-meat guess is for lines only.
        func weigh(_ part: ParsedIngredient) -> Outcome {
            weighAsWritten(part, line: line, catalog: catalog, system: system, fries: fries, market: market)
        }
        if let measured = measuredByNote(part),
           measured.unit?.dimension != .volume || part.food.flatMap({ catalog[$0] }).flatMap({ density(of: $0, catalog: catalog) }) != nil {
            var outcome = weigh(measured)
            if case .weighed = outcome, let readings = containerNoteReadings(part) {
                outcome = nearerTheUsual(each: weigh(readings.each), total: weigh(readings.total), usual: weigh(withoutNote(part)))
            }
            if case .weighed = outcome { return (outcome, true) }
        }
        var written = weigh(ouncesOfAPackage(part, system: system) ?? part)
        // "½ plaquette de beurre (125 g)", "1/2 package (8 oz)": a size after a part of one
        // container's word is the container's or the line's amount, the same choice; one before
        // the word ("1/2 (8 oz) can") is always the container's
        if part.unit?.isContainer == true, part.packageQuantity != nil, let count = amount(of: part), count < 1,
           part.input.prefix(while: { $0 != "(" }).contains(where: \.isLetter) {
            var whole = part
            whole.quantity = 1
            whole.quantityMax = nil
            var unsized = part
            unsized.packageQuantity = nil
            unsized.packageUnit = nil
            written = nearerTheUsual(each: written, total: weigh(whole), usual: weigh(unsized))
        }
        if let weighed = weighedByNoteMass(part, line: line, catalog: catalog, system: system, fries: fries, market: market,
                                           written: written) {
            return (weighed, true)
        }
        return (written, false)
    }

    private static func weighAsWritten(_ part: ParsedIngredient, line: String, catalog: FoodCatalog, system: MeasureSystem,
                                       fries: Bool, market: String?) -> Outcome {
        guard let id = part.food, var food = catalog[id] else { return .leftOut(.unknownFood) }
        // "2 carottes", "4 tranches de jambon", "50 cl de lait" in a French recipe: France's sizes
        // and plain kinds (FoodCatalog+Markets.swift)
        if let market {
            let said = [part.name, part.preparation, part.comment].compactMap { $0 }.joined(separator: " ")
            food = catalog.food(food, in: market, saying: said, language: language(ofMarket: market))
        }
        let named = food
        var part = part
        // "1 pack puff pastry", "1 packet ready-rolled shortcrust": a British pack of pastry holds
        // one sheet (a US package of puff pastry holds two, and stays left out)
        if market == "gb", part.unit == .package, food.shopping.package?.unit == .sheet { part.unit = .sheet }
        // "1 boîte de pois chiches de 400 g (poids égoutté 240 g)", "1 x 400g can chickpeas (240g
        // drained weight)": the drained weight the line states is what is weighed, for each can
        // (only of a can: "200 g dried chickpeas (or 480 g drained canned)" stays 200 g dried)
        if part.unit?.isContainer == true || part.unit?.dimension == .mass,
           case let own = ownWords(of: part, line: part.input), let drained = statedDrainedGrams(own),
           part.unit?.isContainer == true || saysCan(own) {
            if part.unit?.isContainer == true {
                part.packageQuantity = drained
                part.packageUnit = .gram
            } else {
                part.quantity = drained
                part.quantityMax = nil
                part.unit = .gram
            }
        }
        // "3 cups shredded chicken": a cup of a food the catalog cannot measure by volume is of the
        // prepared form the catalog names ("shredded chicken" is cooked chicken).
        if part.unit?.dimension == .volume, density(of: food, catalog: catalog) == nil,
           let prepared = preparedForm(of: part, catalog: catalog) {
            food = prepared
        }
        // "1/2 cup almonds, sliced", "2 cups shredded carrots": a cut the catalog keeps as a kind
        // of the food fills a cup differently from the whole food, so the kind's density weighs
        // it. Not a canned or a cooked kind: those are what the cook buys or made, not a cut.
        else if part.unit?.dimension == .volume, let cut = cutForm(of: part, food: food, catalog: catalog) {
            food = cut
        }
        // "2 large onions": a size word scales a counted piece of fruit or vegetables.
        var pieceScale = sizeScale(of: part, food: food)
        // "2 large flour tortillas": the size names a kind of its own where the catalog has one
        // (a burrito tortilla), weighed by its own piece, which is already of that size.
        if let size = part.size, let kind = kind(named: size, of: part, food: food, catalog: catalog) {
            food = kind
            pieceScale = 1
        }
        // "12 (6-inch) flour tortillas": a size in inches, which the parser keeps as the package,
        // names a kind the same way (the 6-inch tortilla is the small one).
        if part.packageUnit == .inch, let inches = part.packageQuantity, inches >= 1, inches <= 36,
           inches == inches.rounded(), let kind = kind(named: "\(Int(inches))-inch", of: part, food: food, catalog: catalog) {
            food = kind
        }
        // "1 lb 93/7 ground beef", "80% lean ground beef": a lean share in figures picks the kind
        // named for it, whatever word the line also has.
        if let lean = leanKind(of: part, food: food, catalog: catalog) {
            food = lean
        }
        // "10 g de champignons shiitake séchés", "poisson séché": the dried kind the catalog keeps
        else if writesWord(part.name ?? "", in: driedNameWords),
                let dried = kind(named: "dried", of: part, food: food, catalog: catalog) {
            food = dried
        }
        // "20 cl de crème 15 %", "crème fraîche 12 % MG": a cream at most 20 % fat is light cream
        else if let light = lightCream(of: part, food: food, catalog: catalog) {
            food = light
        }
        // "200 g de fromage blanc 0 %", "1 cup 0% Greek yogurt", "lait 0 % MG": a fat share under
        // 1 % picks the food's nonfat kind
        else if let nonfat = nonfatKind(of: part, food: food, catalog: catalog) {
            food = nonfat
        }
        // "400 g de bœuf (rumsteck)", "200 g cheese (cheddar)": a note that is the name of a kind
        // of the line's food says which kind
        else if let kind = kindInNote(of: part, food: food, catalog: catalog) {
            food = kind
        }
        // A kind the line's words pick is counted as the food it names is: "4 steaks hachés 5 %
        // MG" are lean patties of a patty's piece (lean ground beef has no piece of its own).
        if food.id != named.id, food.pieceWeight.map({ $0 > 0 }) != true, let piece = named.pieceWeight, piece > 0 {
            food = food.with(pieceWeight: piece)
        }
        // "1 can tuna", "1 can corn": a can of a food the catalog sells unpackaged is its canned
        // kind where it has one, weighed by that kind's can.
        if part.unit == .can, food.shopping.package == nil,
           let kind = kind(named: "canned", of: part, food: food, catalog: catalog, where: { $0.shopping.package?.unit == .can }) {
            food = kind
        }
        // Water and ice bring nothing, whatever the amount, even none.
        if GroceryList.neverBought.contains(id) { return .weighed(grams: 0, nutrients: .zero) }
        guard var amount = amount(of: part) else { return .leftOut(.noAmount) }
        // "1 pint milk", "½ pint double cream" in a British, Australian or New Zealand recipe: the
        // imperial pint of 568 ml (Australia's tablespoon of 20 ml is left alone: the nutrition
        // figures Australian recipe pages state count the 15 ml one)
        if market == "gb" || market == "au", let unit = part.unit, let imperial = imperialMillilitres[unit], let us = unit.baseFactor {
            amount *= imperial / us
        }
        // "1 petite boîte de maïs", "1 petite boîte de concentré de tomates": France's small tins
        // are half the usual one (170 g of corn, 70 g of paste); a US "small can" is often the
        // usual can, so only a French recipe's
        // (the size said of the tin itself, "petite boîte", not of the food, "boîte de petites
        // sardines"; a tin of 400 g or more, tomatoes or pulses, is already France's small one)
        if market != nil, part.unit == .can, part.packageQuantity == nil, part.size != nil,
           LocalNames.foldedWords(of: part.input).joined(separator: " ")
               .range(of: #"\bpetites? (boite|boites|conserve|conserves)\b"#, options: .regularExpression) != nil,
           let tin = food.shopping.package?.metric?.grams(), tin < 400 {
            amount /= 2
        }
        // "juice of 2 lemons", "1 lime, juiced", "zest of 1 orange": the juice or the zest is eaten.
        if let (used, perFruit) = squeezed(part, food: food, catalog: catalog) {
            guard let perHundred = nutrients(of: used, catalog: catalog) else { return .leftOut(.noValues) }
            let grams = amount * perFruit
            return .weighed(grams: grams, nutrients: perHundred.scaled(by: grams / 100))
        }

        // "1 tbsp juice from a fresh lemon", "2 tsp zest of 1 orange": a measure of the juice or
        // the zest the name says, by its own density (a spoon of whole lemon has none).
        if let pressed = pressed(part, food: food, catalog: catalog) { food = pressed }
        // "2 cups cooked rice": the cooked amount becomes the raw food it was made from, whose
        // values the catalog has; a cooked food with values of its own is weighed as it is.
        var eaten = food
        var grams: Double?
        if hasOwnCookedValues(food, catalog: catalog) {
            grams = weight(of: part, amount: amount, food: food, system: system, catalog: catalog, pieceScale: pieceScale)
        } else if let raw = GroceryList.rawForm(of: food, words: part.input, catalog: catalog) {
            eaten = raw.food
            grams = rawGrams(of: part, amount: amount, raw: raw, food: food)
        } else if let yield = cookedBeanYield(food, words: ownWords(of: part, line: line), catalog: catalog) {
            // Beans come from a can unless the line says dried: the catalog's values are the dry
            // beans', so a drained can or a cup of cooked beans is weighed as the dry beans it holds.
            let cooked = GroceryList.RawForm(food: food, yield: yield, cookedDensity: food.shopping.cookedDensity)
            // A can's contents as they come, counted in cans or by weight ("15 oz canned beans"),
            // drain to beans; a cup or spoon of canned beans is measured as beans already.
            let fromCan = part.unit?.isContainer == true || saysCan(ownWords(of: part, line: line))
            // A weight of canned beans is a can's contents where it is what cans hold ("400 g tin
            // chickpeas", "15 oz canned beans", "800 g (2 tins)"); any other weight is of the beans
            // once drained ("250 g de haricots rouges en conserve égouttés", "240 g drained chickpeas")
            // ("1 boîte de pois chiches (poids égoutté 240 g)", "drained weight 240 g" say so)
            let weighedDrained = isCanContents(part, amount: amount) == false || saysDrainedWeight(part.input)
            let canned = fromCan && (part.unit?.isContainer == true || part.unit?.dimension != .volume) && !weighedDrained
            // Canned beans are wetter than beans cooked at home: the same dry beans fill more of
            // a can, so a drained can or a cup of canned beans holds fewer of them.
            // A can of pulses the catalog sells by no can of its own (lentils) is the usual can.
            let usualCan = part.unit == .can && food.shopping.package == nil && part.packageQuantity == nil
                ? (system == .us ? Measure(15, .ounce).grams() : 400).map { amount * $0 / yield } : nil
            grams = (rawGrams(of: part, amount: amount, raw: cooked, food: food)
                ?? usualCan
                ?? weight(of: part, amount: amount, food: food, system: system, catalog: catalog).map { $0 / yield })
                .map { canned ? $0 * drainedShare : $0 }
                .map { fromCan ? $0 / cannedWetness : $0 }
        } else {
            grams = weight(of: part, amount: amount, food: food, system: system, catalog: catalog, pieceScale: pieceScale)
            // "1 (15 oz) can corn, drained", "1 boîte de maïs égoutté": a can weighed as packed
            // loses its liquid; not a package of pasta cooked and drained, nor bacon's fat
            // (the unit and the food are asked first: the words are read only for a can or a weight)
            // (not a weight that is not what cans hold, nor a line giving the drained weight)
            if part.unit == .can || part.unit?.dimension == .mass, food.shopping.cookedYield == nil,
               !rendersFat(food, catalog: catalog), saysDrained(line), part.unit == .can || saysCan(line),
               part.unit == .can || isCanContents(part, amount: amount) == true,
               !saysDrainedWeight(line) {
                grams = grams.map { $0 * drainedShareOfCan }
            }
        }
        guard var grams, grams.isFinite, grams >= 0, grams <= heaviestPart else { return .leftOut(.cannotWeigh) }
        let share = share(line: line, food: eaten)
        if isFat(eaten) && (share == fryingOilShare || fries && grams >= fryingPotGrams && share == 1) {
            grams = fryingOilTakenUp(of: grams)
        } else {
            grams *= share
        }
        guard var perHundred = nutrients(of: eaten, catalog: catalog) else { return .leftOut(.noValues) }
        if rendersFat(eaten, catalog: catalog), !cooksInItsFat(eaten, name: part.name), !isCured(eaten, name: part.name) {
            perHundred = perHundred.withFatRemoved(share: renderedFatShare)
        }
        let brought = perHundred.scaled(by: grams / 100)
        guard brought.isFinite else { return .leftOut(.cannotWeigh) }
        return .weighed(grams: grams, nutrients: brought)
    }

    /// How far the weight a note gives may stand from the volume's weight by the catalog's density
    /// and still be the same food's: "1 cup (112g) walnuts" is 112 g where the density says 117;
    /// "3 cups shredded chicken (from a 3 lb chicken)" names another thing.
    static let noteMassWindow: ClosedRange<Double> = 0.5...2

    /// A volume whose note gives a weight ("1 cup (112g) walnuts", "3 cups penne (8 oz.)"): the
    /// cook weighed it, so the note's weight wins where the density's weight comes within
    /// `noteMassWindow` of it, or where the food has no density to weigh the volume by.
    static func weighedByNoteMass(_ part: ParsedIngredient, line: String, catalog: FoodCatalog, system: MeasureSystem,
                                  fries: Bool, market: String?, written: Outcome) -> Outcome? {
        guard part.unit?.dimension == .volume, part.packageQuantity == nil, let note = part.comment,
              !joinsAnotherPart(note), let found = noteMeasure(note), found.unit.dimension == .mass, !found.each
        else { return nil }
        let byNote = weighAsWritten(measured(part, as: found), line: line, catalog: catalog, system: system, fries: fries,
                                    market: market)
        guard case let .weighed(noteGrams, _) = byNote, noteGrams > 0 else { return nil }
        if case let .weighed(grams, _) = written {
            guard grams > 0, noteMassWindow.contains(noteGrams / grams) else { return nil }
        }
        return byNote
    }

    /// The juice or the zest a line counts fruits for ("juice of 2 lemons", "1 lime, juiced",
    /// "Zest from 2 lemons"), with what one fruit gives; nil for anything else ("1 lemon, sliced",
    /// "2 tbsp lemon juice"). A fruit both zested and juiced counts its juice: the zest brings
    /// about 3 kcal.
    static func squeezed(_ part: ParsedIngredient, food: Food, catalog: FoodCatalog) -> (Food, Double)? {
        guard part.unit == nil || part.unit == .piece, let (perFruit, name) = juicedFruit(food, catalog: catalog) else { return nil }
        let said = [part.preparation, part.comment].compactMap { $0?.lowercased() }.joined(separator: " ")
        // French reads "le jus de 2 citrons" as English "juice of" ("le zeste" has "zest" in it)
        let saysJuice = said.contains("juice") || said.split { !$0.isLetter }.contains("jus")
        if saysJuice, let juice = catalog.resolve("\(name) juice").flatMap({ catalog[$0] }) {
            return (juice, perFruit)
        }
        if said.contains("zest"), let zest = catalog.resolve("\(name) zest").flatMap({ catalog[$0] }) {
            return (zest, zestPerFruit)
        }
        return nil
    }

    /// The juice or the zest of a fruit that a line measures by volume and names first ("juice
    /// from fresh lemon", "freshly squeezed juice of 1 lime", "zest of 1 orange"); nil for any
    /// other line ("1 cup lemon, sliced", "2 tbsp lemon juice", which names the juice already).
    static func pressed(_ part: ParsedIngredient, food: Food, catalog: FoodCatalog) -> Food? {
        guard part.unit?.dimension == .volume, let name = part.name?.lowercased(),
              let (_, fruitName) = juicedFruit(food, catalog: catalog) else { return nil }
        let first = name.split { !$0.isLetter }.first { !["fresh", "freshly", "squeezed", "the", "finely", "grated"].contains($0) }
        guard let first, first == "juice" || first == "zest" else { return nil }
        return catalog.resolve("\(fruitName) \(first)").flatMap { catalog[$0] }
    }

    /// The fruit a food is, or is a kind of, whose juice the catalog knows: the juice one gives
    /// and the fruit's name ("lemon" for a Meyer lemon).
    static func juicedFruit(_ food: Food, catalog: FoodCatalog) -> (perFruit: Double, name: String)? {
        guard let fruit = ([food.id] + catalog.ancestors(of: food.id)).first(where: { juicePerFruit[$0] != nil }),
              let perFruit = juicePerFruit[fruit], let name = catalog[fruit]?.name else { return nil }
        return (perFruit, name)
    }

    /// Grams of juice one fruit gives, from FDC (SR Legacy): "Lemon juice, raw", juice of one lemon
    /// 48 g; "Lime juice, raw", of one lime 44 g; "Orange juice, raw", from one fruit 86 g.
    static let juicePerFruit: [Food.ID: Double] = ["lemon": 48, "lime": 44, "orange": 86]
    /// Grams of zest one fruit gives: about a tablespoon, which FDC weighs at 6 g ("Lemon peel,
    /// raw", 1 tbsp).
    static let zestPerFruit = 6.0

    /// Grams of oil (about a cup) from which, in a recipe that fries, a line is taken to be the
    /// frying oil: no dressing, cake or sauté takes a cup of oil for a family's meal.
    static let fryingPotGrams = 200.0

    /// Share of bacon's fat that cooks off into the pan: USDA gives a 28 g slice of raw bacon (37 g
    /// fat per 100 g) as about 8 g once cooked (42 g fat per 100 g), a third of the fat kept.
    static let renderedFatShare = 0.65

    /// Bacon and its kinds (pancetta, guanciale) and a magret give up most of their fat in the pan;
    /// a recipe's raw slices are eaten cooked.
    static func rendersFat(_ food: Food, catalog: FoodCatalog) -> Bool {
        food.id == magret || catalog.isKind(food.id, of: bacon)
    }

    /// A magret (the breast of a fattened duck) is cooked skin down until its fat layer renders,
    /// and the fat poured off, as bacon's is.
    private static let magret: Food.ID = "magret"

    private static let bacon: Food.ID = "bacon"

    /// Kinds of bacon cooked into the dish with their fat, not fried crisp and drained: pancetta and
    /// guanciale in a sauce, French lardons and smoked belly ("lardons fumés", "poitrine fumée"),
    /// said by the line's name (not "bacon, cut into lardons" nor "bacon (or pancetta)").
    static func cooksInItsFat(_ food: Food, name: String?) -> Bool {
        if fatKeptKinds.contains(food.id) { return true }
        guard let name else { return false }
        return writesWord(name, in: fatKeptWords)
    }

    private static let fatKeptKinds: Set<Food.ID> = ["pancetta", "guanciale"]

    /// A magret smoked or dried ("magret fumé", "magret séché") is eaten in slices, its fat with it.
    static func isCured(_ food: Food, name: String?) -> Bool {
        food.id == magret && writesWord(name ?? "", in: ["fumé", "fumés", "séché", "séchés", "smoked", "cured", "dried"])
    }
    static let fatKeptWords: Set<String> = ["lardon", "lardons", "poitrine"]

    /// The food the catalog names for the line's preparation and name together ("shredded" +
    /// "chicken" is cooked chicken, "shredded" + "coconut" is shredded coconut).
    static func preparedForm(of part: ParsedIngredient, catalog: FoodCatalog) -> Food? {
        guard let name = part.name, let preparation = part.preparation else { return nil }
        // The line's own name first, then the catalog's for its food: "shredded" + "unsweetened
        // coconut" names no food, "shredded" + "coconut" does.
        var names = [name]
        if let food = part.food.flatMap({ catalog[$0] }), food.name.lowercased() != name.lowercased() { names.append(food.name) }
        for name in names {
            for word in letterWords(preparation).prefix(3) {
                if let id = catalog.resolve("\(word) \(name)"), id != part.food, let food = catalog[id] { return food }
            }
        }
        return nil
    }

    /// The kind of `food` that the line's preparation names and that measures by volume on its
    /// own ("sliced" + "almonds" is sliced almonds, 92 g a cup against 143 g whole); nil for a kind
    /// sold in a package or made by cooking, and for a preparation that names no kind.
    static func cutForm(of part: ParsedIngredient, food: Food, catalog: FoodCatalog) -> Food? {
        guard let cut = preparedForm(of: part, catalog: catalog), (cut.density ?? 0) > 0,
              catalog.ancestors(of: cut.id).contains(food.id),
              cut.shopping.package == nil, cut.shopping.rawFood == nil else { return nil }
        return cut
    }

    /// The kind of `food` a word before the line's name names ("large" + "flour tortillas", "6-inch" +
    /// "flour tortillas", "canned" + "corn"), where the catalog keeps it as a food of its own.
    private static func kind(named word: String, of part: ParsedIngredient, food: Food, catalog: FoodCatalog,
                             where accepted: (Food) -> Bool = { _ in true }) -> Food? {
        // only a kind of the line's food: "small carrot and onion" may resolve to the onion; a
        // name written in another language ("1 boîte de maïs") asks by the food's own name
        for name in [part.name, food.name, food.plural ?? food.name + "s"].compactMap({ $0 }) {
            if let id = catalog.resolve("\(word) \(name)"), id != food.id, catalog.ancestors(of: id).contains(food.id),
               let kind = catalog[id], accepted(kind) {
                return kind
            }
        }
        return nil
    }

    /// The kind a lean share written in figures names ("93% lean", "90/10", "85 percent lean"):
    /// the food's kind named "extra-lean" from 94 % lean, "lean" from 88 %, the plain food below
    /// (FDC's ground beef: 95 %, 90 % and 80 % lean entries). Nil when the line gives no share,
    /// the food has no such kinds, or the food already is the one named.
    static func leanKind(of part: ParsedIngredient, food: Food, catalog: FoodCatalog) -> Food? {
        var plain = food
        if food.name.hasPrefix("lean ") || food.name.hasPrefix("extra-lean "), let parent = food.parent.flatMap({ catalog[$0] }) {
            plain = parent
        }
        // Most lines write no share, and the index build estimates every line of the library:
        // the catalog is asked only when the line has a "%", a "/" or "percent", and once.
        guard mayStateShare(part.input) else { return nil }
        // "4 beef patties (95% lean)": a food with no lean kind of its own is of its parent's
        if catalog.resolve("lean \(plain.name)") == plain.id, let parent = plain.parent.flatMap({ catalog[$0] }),
           catalog.resolve("lean \(parent.name)") != parent.id {
            plain = parent
        }
        guard let leanID = catalog.resolve("lean \(plain.name)"), leanID != plain.id,
              let share = leanShare(in: part.input) else { return nil }
        var chosen = plain
        if share >= 94, let id = catalog.resolve("extra-lean \(plain.name)"), let kind = catalog[id] {
            chosen = kind
        } else if share >= 88, let kind = catalog[leanID] {
            chosen = kind
        }
        return chosen.id == food.id ? nil : chosen
    }

    /// Light cream (18 %) for a cream whose line gives a fat share of 13 to 20 % ("crème 15 %"),
    /// half-and-half (12 %) for 12 % or less ("crème 10 %"); nil otherwise, and for a cream the line
    /// gives no share.
    static func lightCream(of part: ParsedIngredient, food: Food, catalog: FoodCatalog) -> Food? {
        // the share the line says of the cream, not of another food it offers ("20 cl de crème (ou
        // yaourt 0 %)" says none; "1 cup cream (18%)" does)
        let said = ownWords(of: part, line: part.input)
        guard said.contains("%"), food.id != halfAndHalfID, isCream(food, catalog: catalog),
              let found = said.range(of: #"(?<![\d.,])\d{1,2}([.,]\d)?\s*%"#, options: .regularExpression),
              let share = leadingFigure(said[found]),
              share <= 20 else { return nil }
        // "crème 10 %", Canadian "10% cream", "crème légère 4 %": half-and-half's 12 % or less
        let kind: Food.ID = share <= 12 ? halfAndHalfID : lightCreamID
        return catalog.isKind(food.id, of: kind) ? nil : catalog[kind]
    }

    /// The food's kind named "nonfat", "fat-free" or "skim" for a line that gives a fat share
    /// under 1 % ("fromage blanc 0 %", "0% Greek yogurt", "lait 0,5 % MG"; 1 % milk is low-fat);
    /// nil otherwise, and for a food with no such kind.
    static func nonfatKind(of part: ParsedIngredient, food: Food, catalog: FoodCatalog) -> Food? {
        let said = ownWords(of: part, line: part.input)
        guard said.contains("%"), food.aisle == "dairy & eggs" else { return nil }
        // the share of fat: nothing, a bracket, a comma or a fat word after it ("0 % MG", "0%
        // fat"), or the food's name ("0% Greek yogurt"); not "0 % de sucres ajoutés", "0% added
        // sugar" or "not 0%"
        let nameWords = Set(letterWords((part.name ?? "").lowercased()))
        var from = said.startIndex
        var fatShare = false
        while !fatShare, let found = said.range(of: #"(?<![\d.,])(?<!not |pas |non |sans )0([.,]\d+)?\s*%"#,
                                                options: [.regularExpression, .caseInsensitive], range: from..<said.endIndex) {
            let rest = said[found.upperBound...].drop(while: \.isWhitespace).lowercased()
            fatShare = rest.isEmpty || rest.first.map { "),;".contains($0) } == true
                || rest.range(of: #"^(mg\b|m\.g\.|fat\b|mati[eè]res? grasses?\b)"#, options: .regularExpression) != nil
                || letterWords(rest).first.map(nameWords.contains) == true
            from = found.upperBound
        }
        guard fatShare else { return nil }
        // the food's own, or its parent's for a lighter kind of it ("lait" read as France's
        // semi-skimmed, "low-fat milk"); not a sibling's ("yaourt vanille 0 %" is no plain yogurt)
        let lighter = ["low-fat", "reduced-fat", "light", "semi-skimmed"].contains { food.name.hasPrefix($0) }
        for base in [food] + (lighter ? food.parent.flatMap { catalog[$0] }.map { [$0] } ?? [] : []) {
            for word in ["nonfat", "fat-free", "skim"] {
                if let id = catalog.resolve("\(word) \(base.name)"), id != base.id, id != food.id, catalog.isKind(id, of: base.id) {
                    return catalog[id]
                }
            }
        }
        return nil
    }

    /// The number a matched share starts with, with a decimal point or comma ("15 %", "0,5 %").
    static func leadingFigure(_ text: Substring) -> Double? {
        Double(text.prefix { $0.isNumber || $0 == "." || $0 == "," }.replacingOccurrences(of: ",", with: "."))
    }

    private static let lightCreamID: Food.ID = "light-cream"
    private static let halfAndHalfID: Food.ID = "half-and-half"

    /// The kind of the line's food its note names and nothing else: "(rumsteck)" of beef, "(cheddar)"
    /// of cheese. A longer note ("(or use chicken thighs)", "(about 2 lb)") names no kind.
    static func kindInNote(of part: ParsedIngredient, food: Food, catalog: FoodCatalog) -> Food? {
        // most foods have no kinds, and most notes are not a name: both asked before any look-up
        guard let note = part.comment, note.count <= 40, !catalog.descendants(of: food.id).isEmpty,
              !note.contains(where: \.isNumber), letterWords(note).count <= 3 else { return nil }
        let written = letterWords(note.folding(options: .diacriticInsensitive, locale: nil))
        for (id, language) in [(catalog.resolve(note), "en"), (catalog.resolve(note, language: "fr"), "fr")] {
            // the whole note is the kind's name ("(or buttermilk)", "(plus un jaune)" are not)
            guard let id, id != food.id, catalog.ancestors(of: id).contains(food.id), let kind = catalog[id] else { continue }
            let local = language == "en" ? nil : catalog.names(of: id, in: language)
            let names = local.map { [$0.name, $0.plural].compactMap { $0 } + $0.synonyms }
                ?? [kind.name, kind.plural].compactMap { $0 } + kind.synonyms
            if names.contains(where: { letterWords($0.folding(options: .diacriticInsensitive, locale: nil)) == written }) {
                return kind
            }
        }
        return nil
    }

    /// Whether a line can write a lean share at all: both shapes need a "%", a "/" or "percent".
    private static func mayStateShare(_ line: String) -> Bool {
        line.contains { $0 == "%" || $0 == "/" } || line.range(of: "percent", options: .caseInsensitive) != nil
    }

    /// The lean share a line writes in figures, in percent: "93% lean", "93 %-lean", "85 percent
    /// lean", a fat share ("5% fat", "5 % MG"), or a lean/fat pair that makes 100 ("90/10", "80 /
    /// 20"). Nil otherwise.
    static func leanShare(in line: String) -> Double? {
        guard mayStateShare(line) else { return nil }
        let lower = line.lowercased()
        if let found = lower.range(of: #"\b\d{2}(\.\d)?\s*(%|percent)\s*-?\s*lean"#, options: .regularExpression) {
            return Double(lower[found].prefix { $0.isNumber || $0 == "." })
        }
        // "beef mince (5% fat)", "haché 15 % MG": the fat share, the rest lean
        if let found = lower.range(of: #"(?<![\d.,])\d{1,2}([.,]\d)?\s*(%|percent)\s*-?\s*(fat|mg|m\.g\.|(de )?mati[èe]res? grasses?)"#,
                                   options: .regularExpression),
           let fat = leadingFigure(lower[found]),
           fat < 50 {
            return 100 - fat
        }
        if let found = lower.range(of: #"\b\d{2}\s*/\s*\d{1,2}\b"#, options: .regularExpression) {
            let numbers = lower[found].split { !$0.isNumber }.compactMap { Double($0) }
            if numbers.count == 2, numbers[0] >= 50, numbers[0] + numbers[1] == 100 { return numbers[0] }
        }
        // "bœuf haché 5 %", "93% ground turkey": a bare share of a meat is its fat where small
        // (French labels give the fat), its lean where large
        if let found = lower.range(of: #"(?<![\d.,])\d{1,2}([.,]\d)?\s*%"#, options: .regularExpression),
           let share = leadingFigure(lower[found]) {
            if share <= 30 { return 100 - share }
            if share >= 70 { return share }
        }
        return nil
    }

    /// A food's density, or its nearest ancestor's (rotisserie chicken measures like cooked chicken).
    static func density(of food: Food, catalog: FoodCatalog) -> Double? {
        if let own = food.density, own > 0 { return own }
        for ancestor in catalog.ancestors(of: food.id) {
            if let inherited = catalog[ancestor]?.density, inherited > 0 { return inherited }
        }
        return nil
    }

    /// The amount a line asks for: the middle of a range; nil without a usable number.
    static func amount(of part: ParsedIngredient) -> Double? {
        // "knob of butter", "handful of spinach", "small bunch parsley": a line that starts with
        // one of the vessels a cook takes one of, without "a", means one
        if part.quantity == nil, let unit = part.unit, takenOne.contains(unit) { return 1 }
        guard let low = part.quantity, low.isFinite, low > 0 else { return nil }
        guard let high = part.quantityMax, high.isFinite, high > low else { return low }
        return low / 2 + high / 2
    }

    /// "17.3 puff pastry", "14.5 diced tomatoes": a count of pieces with a decimal, 4 or more, is
    /// the ounces of the package whose unit the site lost (nobody counts 17.3 sheets of pastry).
    /// A whole count ("15 black beans") or a small one ("1.5 onions") stays pieces; only in a
    /// recipe bought by US measures.
    static func ouncesOfAPackage(_ part: ParsedIngredient, system: MeasureSystem) -> ParsedIngredient? {
        guard system == .us, part.unit == nil, part.quantityMax == nil, let count = part.quantity, count.isFinite,
              count >= 4, count < 1_000, count.rounded(.down) != count else { return nil }
        // written with a decimal point: "4 1/2 bananas" and "4½ eggs" are counts
        let written = part.input.utf8.prefix { !$0.isASCIILetter }
        guard zip(written, written.dropFirst()).contains(where: { $0 == UInt8(ascii: ".") && $1.isASCIIDigit })
        else { return nil }
        var ounces = part
        ounces.unit = .ounce
        return ounces
    }

    /// Units a line without a number means one of ("knob of butter", "bunch of coriander").
    static let takenOne: Set<MeasureUnit> = [.knob, .handful, .bunch, .sprig, .splash, .pinch, .dash]

    /// A food's values per 100 g, or its nearest ancestor's when it has none (a kind the data
    /// has no entry for eats like its parent).
    static func nutrients(of food: Food, catalog: FoodCatalog) -> Nutrients? {
        if let own = food.nutrients { return own }
        for ancestor in catalog.ancestors(of: food.id) {
            if let inherited = catalog[ancestor]?.nutrients { return inherited }
        }
        return nil
    }

    /// Grams of a part as the line measures it.
    /// `pieceScale` multiplies the catalog's piece where the line counts whole pieces (a size word's
    /// share of the medium piece), not parts of them or packages.
    static func weight(of part: ParsedIngredient, amount: Double, food: Food, system: MeasureSystem,
                       catalog: FoodCatalog, pieceScale: Double = 1) -> Double? {
        let density = density(of: food, catalog: catalog) ?? measuredMeatDensity(of: food, words: part.input)
        // "2 carottes râpées": a cut of produce counted whole is counted by its parent's piece
        let pieceWeight = food.pieceWeight.flatMap { $0 > 0 ? $0 : nil } ?? parentPiece(of: food, catalog: catalog)
        let edible = food.shopping.edibleShare.flatMap { $0 > 0 && $0 <= 1 ? $0 : nil } ?? 1
        // A weight of "boneless lamb chops" or "broccoli florets" is all eaten; a count of them is
        // still the catalog's piece as bought, of which the trimmed share is what the line means.
        // Only a food bought with refuse has such a part, so the name is read for those alone.
        let edibleOfWeight = edible < 1 && namesTrimmedPart(part) ? 1 : edible
        // A size the line states in weight is of the food as bought; one in volume is what it is.
        func shareOfSize(in unit: MeasureUnit) -> Double { unit.dimension == .mass ? edibleOfWeight : 1 }
        guard let unit = part.unit else {
            // "2 onions": pieces as bought, of which the trimmed share is eaten; "1 (14 oz) tomatoes"
            // weighs what the line says, and "4 lamb chops (about 4 oz each)" the chops as bought,
            // bone and all, as "1 lb lamb chops" does.
            if let size = lineSize(part), let grams = grams(of: size, density: density) {
                return amount * grams * shareOfSize(in: size.unit)
            }
            // "8 chicken pieces", "6 pork butt steaks", "4 rabbit legs": parts of a food the catalog
            // counts whole are the pieces it is jointed into, as "8 pieces chicken" are.
            // So are the breasts or legs of a small bird ("8 wood pigeon breasts": eighths of a squab).
            if namesPart(part, of: food, catalog: catalog), let pieceWeight { return amount * pieceWeight / 8 * edible }
            // "8 romaine lettuce leaves", "6 orange slices": a name that ends in a part counts
            // those parts, as "8 leaves romaine" does, not heads or whole fruit.
            if let unit = partNamed(in: part, of: food) ?? wholeNamed(in: part, of: food) {
                var parts = part
                parts.unit = unit
                return weight(of: parts, amount: amount, food: food, system: system, catalog: catalog, pieceScale: pieceScale)
            }
            // "1 jus de citron", "2 lime juice": the juice of that many fruits
            if let perFruit = juiceOfOneFruit(food, catalog: catalog) { return amount * perFruit }
            // "1 zeste de citron": the zest of one fruit
            if food.name.lowercased().hasSuffix("zest"), juicedFruit(food, catalog: catalog) != nil {
                return amount * zestPerFruit
            }
            // "10 broccoli florets": florets of a food counted by the head, already trimmed.
            if let pieceWeight, pieceWeight > partSizedPiece, let word = lastWordNotOwn(part, of: food),
               floretWords.contains(word) {
                return amount * floretWeight
            }
            return pieceWeight.map { amount * $0 * pieceScale * edible }
        }
        switch unit.dimension {
        case .mass:
            return Measure(amount, unit).grams().map { $0 * edibleOfWeight }
        case .volume:
            // Cups of florets or chopped leaves are already the trimmed part. A heaped spoon holds
            // half as much again as a level one.
            return Measure(amount, unit).grams(density: density).map { $0 * spoonfulShare(of: part, unit: unit) }
        case .length:
            // "1 inch piece ginger", "2 inches turmeric": a root counted by the knob is weighed as a
            // knob an inch, as "(1-inch) piece" is; a length of anything bigger sizes nothing here
            guard let pieceWeight, pieceWeight <= Self.knobSizedPiece, let inches = Measure(amount, unit).converted(to: .inch)?.amount else { return nil }
            return inches * pieceWeight * edible
        case .count:
            if let size = lineSize(part) {
                // A bag's or a can's weight is of what is packed, already trimmed ("2 bags broccoli
                // (14-16 oz each)"); a piece's is of the piece as bought.
                let share = unit.isContainer ? 1 : shareOfSize(in: size.unit)
                return grams(of: size, density: density).map { amount * $0 * share }
            }
            // "1 brique de lait de coco": a carton of coconut milk or cream is the 20 cl one, not the can
            if unit == .carton, pieceWeight == nil, let density, isCoconutMilk(food, catalog: catalog),
               !writesWord(String(beforeName(part)), in: ["carton", "cartons"]) {
                return amount * creamCarton * density
            }
            // "1 block (brick, bar) cream cheese": a block of a food the catalog counts by no piece is
            // the package it is sold in
            let blockOfPackage = pieceWeight == nil && (unit == .block || unit == .bar)
            // "1 rouleau de pâte feuilletée", "1 paquet de pâte feuilletée": a roll (or a French
            // packet, which holds one) of a food sold by the sheet is one sheet (a US "package" of
            // puff pastry holds two, and stays left out)
            // (the words before the name: "1 package dinner rolls" is no roll of anything)
            let words = unit == .package ? letterWords(String(beforeName(part))) : []
            let packOfPackage = food.shopping.package?.unit == .sheet
                && words.contains { rollWords.contains($0) || $0 == "paquet" || $0 == "paquets" }
            // "1 rouleau de pâte à pizza": a roll of a food counted by the piece and sold in no
            // package is one piece (not a "paquet", which holds many biscuits or tortillas)
            if words.contains(where: rollWords.contains), food.shopping.package == nil, let pieceWeight {
                return amount * pieceWeight
            }
            if let package = food.shopping.package, package.unit == unit || (package.unit.isContainer && (unit.isContainer || blockOfPackage))
                || packOfPackage,
               let size = package.size(for: system) ?? package.us ?? package.metric {
                return grams(of: size, density: density).map { amount * $0 }
            }
            // "un filet d'huile d'olive", "a splash of milk", "un chorrito de aceite": a tablespoon of a
            // poured food; a splash of lemon, counted by the fruit, stays out
            if unit == .splash, pieceWeight == nil, let density { return amount * splashVolume * density }
            // "1 bouteille de vin rouge", "1 bouteille de cidre": a bottle of wine or cider is 750 ml
            if unit == .bottle, isWine(food, catalog: catalog), let density { return amount * wineBottle * density }
            // "3 pots de farine", "1/2 pot d'huile": the yogurt pot a French cake measures its flour,
            // sugar, oil and milk by, 125 ml (not a jar of honey or olives)
            if unit == .jar, pieceWeight == nil, measuredByThePot(food), writesPot(part.input), let density {
                // "1 pot de crème fraîche": a cream's own pot, 20 cl, not the yogurt pot
                let creamPot = isCream(food, catalog: catalog)
                return amount * (creamPot ? creamCarton : yogurtPot) * density
            }
            // "1 plaquette de beurre", "1/2 plaquette de beurre": the French 250 g block
            if unit == .package, isButter(food, catalog: catalog), writesWord(beforeName(part).description, in: plaquetteWords) {
                return amount * butterBlock
            }
            // "1 pot de yaourt", "2 pots de petits-suisses": a food counted by the pot it comes in
            if unit == .jar, let pieceWeight, pieceWeight >= potSizedPiece, writesPot(part.input) { return amount * pieceWeight }
            // "1 brique de crème liquide", "1 carton of milk": the usual carton of a poured cream or milk
            if unit == .carton, pieceWeight == nil, let density, let millilitres = cartonVolume(of: food, catalog: catalog) {
                return amount * millilitres * density
            }
            if unweighable.contains(unit) || unit.isContainer { return nil }
            // "1 verre de vin blanc", "1 glass red wine", "1 scoop ice cream": a kitchen's
            // vessel, weighed as its usual volume where the catalog knows the food's density and
            // counts it by no piece of its own (a scoop of protein powder is the catalog's 30 g).
            if pieceWeight == nil, let millilitres = nominalVolume(of: unit, words: part.input,
                                                                   spirit: catalog.isKind(food.id, of: liquorID)) {
                guard let density else { return nil }
                return amount * millilitres * density
            }
            // "1 handful walnuts", "une poignée de noix", "a handful of spinach": a hand holds a third
            // of a cup of a food counted by small pieces or not at all, not one of them
            if unit == .handful, (pieceWeight ?? 0) <= handfulSizedPiece, let density {
                return amount * handful * density
            }
            // "1 loaf bread", "1 head garlic", "1 bunch cilantro": the whole a food counted by
            // small pieces (or not counted) is sold in, where the catalog knows its weight.
            // A bunch of carrots or beets is the bunch the catalog weighs, whatever one of them weighs.
            if wholesOfPieces.contains(unit), (pieceWeight ?? 0) <= partSizedPiece || unit == .bunch,
               let whole = food.shopping.wholeWeight {
                return amount * whole * pieceScale
            }
            // "4 slices turkey", "2 leaves cabbage": a part of a bigger food, already trimmed.
            // "1 knob butter", "une noix de beurre": a tablespoon's worth
            // "une noisette de beurre" is a hazelnut's worth, a teaspoon.
            if unit == .knob, (pieceWeight ?? .infinity) > partSizedPiece {
                return amount * (writesWord(part.input, in: hazelnutKnobWords) ? hazelnutKnobWeight : knobWeight)
            }
            // "10 slices salami", "10 tranches de chorizo": a thin slice where the catalog knows one
            if unit == .slice, (pieceWeight ?? .infinity) > partSizedPiece, let slice = food.shopping.sliceWeight {
                return amount * slice
            }
            // "2 carrés de chocolat": a square of a French bar, not the US ounce of baking chocolate
            if unit == .square, (pieceWeight ?? .infinity) > partSizedPiece, writesWord(part.input, in: frenchSquareWords) {
                return amount * frenchSquareWeight
            }
            if partUnits.contains(unit), (pieceWeight ?? .infinity) > partSizedPiece { return amount * partWeight }
            if partUnitsOfPieces.contains(unit) {
                guard let pieceWeight else { return nil }
                if pieceWeight > partSizedPiece { return amount * partWeight }
                // "3 strips bacon": a strip of a food the catalog counts by its parts is one of them.
                return unit == .strip ? amount * pieceWeight : nil
            }
            return counted(unit, pieceWeight: pieceWeight).map { amount * $0 * pieceScale * edible }
        }
    }

    /// Cups of diced ham, sliced salami or crabmeat: a meat or fish the catalog does not measure by
    /// volume weighs what FDC gives a cup of diced meat (ham, cooked chicken: 140 g; canned crab 135 g).
    /// Not what the meat gives ("2 cups chicken or vegetable stock", "3 tbsp fat from the pork"),
    /// which the parser may read as the meat named first.
    static func measuredMeatDensity(of food: Food, words: String) -> Double? {
        guard food.aisle == meatAisle else { return nil }
        let said = letterWords(words)
        return said.contains(where: { meatLiquidWords.contains(String($0)) }) ? nil : dicedMeatDensity
    }

    static let meatLiquidWords: Set<String> = [
        "stock", "stocks", "broth", "bouillon", "fat", "drippings", "dripping", "juice", "juices", "jus", "gravy", "sauce",
        "liquid", "water", "paste", "powder", "consomme", "consommé", "glace",
    ]

    static let meatAisle = "meat & fish"
    static let dicedMeatDensity = 140.0 / MeasureUnit.cup.baseFactor!

    /// What one `unit` of a food weighs from its piece: the piece itself (a slice of bread, a
    /// rasher of bacon: the catalog counts those foods by their parts), unless the unit names a
    /// share of it ("8 pieces chicken") or more than it ("1 loaf" of bread counted by the slice,
    /// "1 head garlic" counted by the clove).
    static func counted(_ unit: MeasureUnit, pieceWeight: Double?) -> Double? {
        guard let pieceWeight else { return nil }
        switch unit {
        case .piece where pieceWeight >= wholeBirdPiece:
            // A whole chicken or turkey is jointed into eight pieces.
            return pieceWeight / 8
        case _ where wholesOfPieces.contains(unit) && pieceWeight <= partSizedPiece:
            // A loaf of bread counted by the slice, a head of garlic counted by the clove, a bunch
            // of radishes or asparagus counted by the radish or the spear: how many it holds is
            // not known.
            return nil
        default:
            return pieceWeight
        }
    }

    /// Millilitres of a counted vessel a line measures with: a glass 200 ml (the French "verre",
    /// a mustard glass of 20 cl, and a glass of wine or milk), a small one ("bicchierino",
    /// "vasito", "glaasje", a liqueur glass) 4 cl; a scoop or ladle (French "louche") half a cup,
    /// an ice-cream scoop's serving and a 4 fl oz ladle. Other counted units have none.
    static func nominalVolume(of unit: MeasureUnit, words: String, spirit: Bool = false) -> Double? {
        switch unit {
        case .glass:
            // "1 petit verre de kirsch", "a small glass of brandy": a small glass of a spirit or
            // liqueur is the liqueur glass, not a small glass of milk
            let said = letterWords(words)
            let small = said.contains { smallGlassWords.contains(String($0)) }
                || spirit && letterWords(words.folding(options: .diacriticInsensitive, locale: nil)).contains { smallWords.contains(String($0)) }
            return small ? smallGlass : glass
        case .scoop: return scoop
        default: return nil
        }
    }

    /// A handful: a third of a cup (about 30 g of nuts, 10 g of leaves).
    static let handful = MeasureUnit.cup.baseFactor! / 3
    /// The largest piece a handful holds several of (a walnut half, a cherry tomato, a strawberry).
    static let handfulSizedPiece = 20.0
    /// "1 heaped tbsp flour", "2 cuillères à soupe bombées", "1 rounded teaspoon": a spoon heaped
    /// above its rim holds about half as much again as a level one; other measures as written.
    static func spoonfulShare(of part: ParsedIngredient, unit: MeasureUnit) -> Double {
        guard unit == .tablespoon || unit == .teaspoon else { return 1 }
        // the English reader keeps "heaped" with the unit, the others as the size: the line says it
        let said = letterWords(part.input.folding(options: .diacriticInsensitive, locale: nil))
        return said.contains(where: heapedWords.contains) ? heapedSpoon : 1
    }

    static let heapedSpoon = 1.5
    static let heapedWords: Set<Substring> = ["heaped", "heaping", "rounded", "bombee", "bombees", "bombe", "bombes",
                                              "gehauft", "colmo", "colmado", "colmada", "colma"]

    /// A splash or French "filet": a tablespoon.
    static let splashVolume = MeasureUnit.tablespoon.baseFactor!
    /// A bottle of wine, 750 ml.
    static let wineBottle = 750.0
    /// The yogurt pot, 125 ml.
    static let yogurtPot = 125.0
    /// The lightest piece that is a pot of its own (a petit-suisse, 60 g), not an olive in a jar.
    static let potSizedPiece = 50.0
    static let rollWords: Set<Substring> = ["rouleau", "rouleaux", "roll", "rolls"]

    /// The line as written before its name ("1 rouleau de " of "1 rouleau de pâte brisée"); the
    /// whole line where the name is not written as such.
    static func beforeName(_ part: ParsedIngredient) -> Substring {
        guard let name = part.name, !name.isEmpty,
              let found = part.input.range(of: name, options: [.caseInsensitive, .diacriticInsensitive]) else { return part.input[...] }
        return part.input[..<found.lowerBound]
    }

    /// Wine and its kinds, and cider: what a 750 ml bottle holds.
    static func isWine(_ food: Food, catalog: FoodCatalog) -> Bool {
        let kinds = [food.id] + catalog.ancestors(of: food.id)
        return kinds.contains("wine") || kinds.contains("hard-cider")
    }

    /// The staples a yogurt-pot cake measures by the pot: baking goods, milk, creams and fresh
    /// cheeses (a pot of crème fraîche), oils.
    static func measuredByThePot(_ food: Food) -> Bool {
        food.aisle == "baking" || food.aisle == "dairy & eggs" || food.shopping.liquid && isFat(food)
    }

    /// Whether the line's unit is written "pot": among its first three words, not "pot-au-feu".
    static func writesPot(_ line: String) -> Bool {
        let words = letterWords(line)
        guard let position = words.prefix(3).firstIndex(where: { $0 == "pot" || $0 == "pots" }) else { return false }
        return position + 1 >= words.count || words[position + 1] != "au"
    }

    static let glass = 200.0
    static let smallGlass = 40.0
    private static let liquorID: Food.ID = "liquor"
    static let scoop = MeasureUnit.cup.baseFactor! / 2
    static let smallGlassWords: Set<String> = [
        "bicchierino", "bicchierini", "vasito", "vasitos", "glaasje", "glaasjes", "copita", "copitas",
        "liqueur", "liquore", "licor", "likeur", "shot", "shots", "chupito", "chupitos", "borrelglaasje",
    ]

    /// Units that name a whole made of many of a small food's pieces.
    static let wholesOfPieces: Set<MeasureUnit> = [.loaf, .head, .bulb, .bunch]
    /// The written words for those wholes, where a name ends in one ("1 sourdough loaf", "1
    /// celery head").
    static let wholeUnitWords: [String: MeasureUnit] = [
        "loaf": .loaf, "loaves": .loaf, "head": .head, "heads": .head, "bulb": .bulb, "bulbs": .bulb,
        "bunch": .bunch, "bunches": .bunch,
    ]

    /// The whole a counted line's name ends in, for a food the catalog knows the whole of and
    /// counts by small pieces or not at all: "1 sourdough loaf" is a loaf, not a slice.
    static func wholeNamed(in part: ParsedIngredient, of food: Food) -> MeasureUnit? {
        guard food.shopping.wholeWeight != nil, (food.pieceWeight ?? 0) <= partSizedPiece,
              let word = lastWordNotOwn(part, of: food) else { return nil }
        return wholeUnitWords[word]
    }

    /// The piece of a cut of produce's parent ("shredded carrot" of carrot, "2 carottes râpées"):
    /// nil for any other kind (a zest, dried mushrooms, choy sum are not their parent's piece).
    static func parentPiece(of food: Food, catalog: FoodCatalog) -> Double? {
        guard food.aisle == "produce", let first = letterWords(food.name).first, cutNameWords.contains(first),
              let parentID = food.parent, let parent = catalog[parentID], parent.aisle == "produce" else { return nil }
        return parent.pieceWeight.flatMap { $0 > 0 ? $0 : nil }
    }

    static let cutNameWords: Set<Substring> = ["shredded", "grated", "diced", "sliced", "chopped", "julienned", "spiralized"]

    /// What one fruit gives of a juice the catalog keeps as a kind of the fruit ("lemon juice" of a
    /// lemon, 48 g); nil for anything else.
    static func juiceOfOneFruit(_ food: Food, catalog: FoodCatalog) -> Double? {
        food.name.lowercased().hasSuffix("juice") ? juicedFruit(food, catalog: catalog)?.perFruit : nil
    }

    /// A floret of broccoli or cauliflower: SR Legacy gives one 11 g and 13 g.
    static let floretWeight = 12.0
    static let floretWords: Set<String> = ["floret", "florets", "flowerets"]

    /// Units that name a part of a food: a slice, wedge, square, knob or rasher (of ham, cheese,
    /// chocolate, butter, whether or not the catalog counts the food).
    static let partUnits: Set<MeasureUnit> = [.slice, .wedge, .square, .knob, .rasher]
    /// Units that name a part of a food the catalog counts in big pieces (a leaf of cabbage, a
    /// strip of chicken); of any other food (a basil leaf, a strip of zest) they stay unweighed.
    static let partUnitsOfPieces: Set<MeasureUnit> = [.leaf, .strip]
    /// The written words for the parts `partUnits` and `partUnitsOfPieces` name.
    static let partUnitWords: [String: MeasureUnit] = [
        "leaf": .leaf, "leaves": .leaf, "slice": .slice, "slices": .slice, "wedge": .wedge, "wedges": .wedge,
        "strip": .strip, "strips": .strip, "square": .square, "squares": .square, "rasher": .rasher, "rashers": .rasher,
    ]

    /// The part a counted line's name ends in ("romaine lettuce leaves", "lemon wedges"), for a
    /// food the catalog counts in pieces bigger than a part (a head, a fruit) and whose own name
    /// does not end in it (a bay leaf is the food, not a part of one). A food counted by the part
    /// already (a gelatine leaf, a slice of bread) or not counted at all is left as it was.
    static func partNamed(in part: ParsedIngredient, of food: Food) -> MeasureUnit? {
        guard let piece = food.pieceWeight, piece > partSizedPiece, let word = lastWordNotOwn(part, of: food) else { return nil }
        return partUnitWords[word]
    }

    /// The last word of a line's name, lower-cased, unless the food's own name or plural has it
    /// (or its singular, `FoodCatalog.singular`): "romaine lettuce leaves" ends in a part of romaine,
    /// "bay leaves" and "chicken breasts" in the food itself.
    static func lastWordNotOwn(_ part: ParsedIngredient, of food: Food) -> String? {
        guard let last = part.name.flatMap({ letterWords($0).last }) else { return nil }
        let word = String(last), bare = FoodCatalog.singular(word)
        let own = [food.name, food.plural].compactMap { $0 }.flatMap { letterWords($0) }
        return own.contains(where: { $0 == word || $0 == bare }) ? nil : word
    }

    /// A catalog piece this light is itself a part (a slice of bread 30 g, a rasher of bacon 28 g).
    static let partSizedPiece = 60.0
    /// The most a piece weighs that is a knob an inch long (ginger, galangal, turmeric: 10 to 15 g).
    static let knobSizedPiece = 20.0
    /// A part of a bigger food: an ounce. FDC gives a slice of white bread 27.3 g (Foundation), a
    /// square of baking chocolate 29 g (SR), a slice of ham 16.2 g or of turkey breast 16 g, of
    /// cheddar 17 g, of Swiss 21.9 g: parts of the order of an ounce, never a whole bird or melon.
    static let partWeight = 28.0
    /// The carton a poured cream or milk is sold in where the catalog sells it in none: a French
    /// "brique" of cream holds 20 cl (a US half-pint carton 237 ml), one of milk (or a plant milk) a
    /// litre (a US quart 946 ml).
    static func cartonVolume(of food: Food, catalog: FoodCatalog) -> Double? {
        guard food.shopping.liquid else { return nil }
        let kinds = Set([food.id] + catalog.ancestors(of: food.id))
        if kinds.contains(creamID) { return creamCarton }
        if kinds.contains(milkID) || food.name.lowercased().hasSuffix(" milk") { return milkCarton }
        return nil
    }

    static let creamCarton = 200.0
    /// A French "plaquette" of butter: 250 g.
    static let butterBlock = 250.0
    static let plaquetteWords: Set<String> = ["plaquette", "plaquettes"]

    static func isCream(_ food: Food, catalog: FoodCatalog) -> Bool {
        catalog.isKind(food.id, of: creamID)
    }

    static func isCoconutMilk(_ food: Food, catalog: FoodCatalog) -> Bool {
        catalog.isKind(food.id, of: coconutMilkID)
    }

    private static let coconutMilkID: Food.ID = "coconut-milk"

    static func isButter(_ food: Food, catalog: FoodCatalog) -> Bool {
        catalog.isKind(food.id, of: butterID)
    }

    private static let butterID: Food.ID = "butter"
    static let milkCarton = 1000.0
    private static let creamID: Food.ID = "cream"
    private static let milkID: Food.ID = "milk"

    /// A knob of butter: about a tablespoon, 15 g.
    static let knobWeight = 15.0
    /// "Une noisette de beurre", a knob the size of a hazelnut: a teaspoon of butter, 5 g (FDC: a
    /// teaspoon of butter 4.7 g). A "noix" (walnut) is the tablespoon knob.
    static let hazelnutKnobWeight = 5.0
    static let hazelnutKnobWords: Set<String> = ["noisette", "noisettes"]
    /// A square of a French chocolate bar: a 200 g cooking bar (chocolat pâtissier) breaks into
    /// 24 squares and a 100 g eating bar into 20 to 24, so one weighs 4 to 8 g; 6 g is taken.
    static let frenchSquareWeight = 6.0
    static let frenchSquareWords: Set<String> = ["carré", "carrés", "carre", "carres", "carreau", "carreaux"]

    /// Whether a line writes one of these words (lower-cased letters).
    static func writesWord(_ text: String, in words: Set<String>) -> Bool {
        letterWords(text).contains { words.contains(String($0)) }
    }
    /// A piece this heavy is a whole bird or roast: "pieces" of it are the eighths it is cut into.
    static let wholeBirdPiece = 1000.0

    /// Whether a count without a unit names parts of a food the catalog counts whole: the line's
    /// name ends in a part ("chicken pieces", "pork butt steaks", "octopus legs") that the food's
    /// own name does not say ("2 lamb legs" are legs of lamb, each a whole leg). A bird lighter
    /// than a roast (a squab, a quail, a Cornish hen) is counted whole too, and its breasts, legs,
    /// thighs, drumsticks and wings are such parts; a part of a bird the catalog counts by the part
    /// ("4 chicken breast pieces", "duck breasts") stays that part's piece.
    static func namesPart(_ part: ParsedIngredient, of food: Food, catalog: FoodCatalog) -> Bool {
        guard let pieceWeight = food.pieceWeight, let last = lastWordNotOwn(part, of: food) else { return false }
        let word = FoodCatalog.singular(last)
        guard partWords.contains(word) else { return false }
        if pieceWeight >= wholeBirdPiece { return true }
        let ownWords = letterWords(food.name)
        return birdPartWords.contains(word) && !ownWords.contains(where: { birdPartWords.contains(String($0)) })
            && catalog.ancestors(of: food.id).contains(poultry)
    }

    /// The parts a bird is jointed into, each about an eighth of it.
    static let birdPartWords: Set<String> = ["leg", "thigh", "drumstick", "breast", "wing"]
    static let poultry: Food.ID = "poultry"

    /// What a bird, a roast or a big animal is cut into and a recipe counts.
    static let partWords: Set<String> = [
        "piece", "part", "portion", "joint", "steak", "chop", "cutlet", "escalope", "fillet", "filet", "medallion",
        "leg", "thigh", "drumstick", "breast", "wing", "tentacle",
    ]

    /// Counted units without a weight of their own: the food's piece weight does not say them.
    static let unweighable: Set<MeasureUnit> = [.pinch, .dash, .drop, .splash, .recipe]

    /// The package size the line states ("1 (14 oz) can").
    /// Words that say a line weighs only what is eaten of a food bought with refuse: "1 lb boneless
    /// lamb chops", "1 lb broccoli florets". Its edible share then does not apply to the weight.
    private static let trimmedWords: Set<Substring> = [
        "boneless", "deboned", "floret", "florets", "chunks", "cubes", "flesh", "arils", "seeds",
        "meat", "shelled", "shucked", "cubed", "diced", "decortique", "decortiquee", "decortiques", "decortiquees",
        "desosse", "desossee", "desosses", "desossees",
        // "500 g peeled butternut squash", "300 g de potiron épluché": weighed once trimmed
        "peeled", "pitted", "stoned", "hulled", "cored", "deseeded", "trimmed",
        "epluche", "epluchee", "epluches", "epluchees", "pele", "pelee", "peles", "pelees",
        "denoyaute", "denoyautee", "denoyautes", "denoyautees",
    ]

    /// The name and the words written with it before any comma or bracket: "1 lb shelled mussels",
    /// "500 g de moules décortiquées" name what was bought; "2 lbs butternut squash, peeled and
    /// cubed" says what to do to the squash bought whole.
    static func namesTrimmedPart(_ part: ParsedIngredient) -> Bool {
        let head = part.input.prefix { $0 != "," && $0 != "(" }
        let said = [part.name ?? "", String(head)].joined(separator: " ")
        return letterWords(said.folding(options: .diacriticInsensitive, locale: nil)).contains(where: trimmedWords.contains)
    }

    private static func lineSize(_ part: ParsedIngredient) -> Measure? {
        guard let quantity = part.packageQuantity, quantity.isFinite, quantity > 0, let unit = part.packageUnit,
              unit.dimension == .mass || unit.dimension == .volume else { return nil }
        return Measure(quantity, unit)
    }

    private static func grams(of size: Measure, density: Double?) -> Double? {
        // A package's fluid ounces of a food the catalog has no density for weigh like water.
        size.grams(density: density ?? (size.unit.dimension == .volume ? 1 : nil))
    }

    /// Raw grams of a cooked amount: cooked grams over the yield, cooked volume through the
    /// cooked density.
    static func rawGrams(of part: ParsedIngredient, amount: Double, raw: GroceryList.RawForm, food: Food) -> Double? {
        guard let unit = part.unit else { return nil }
        switch unit.dimension {
        case .mass: return Measure(amount, unit).grams().map { $0 / raw.yield }
        case .volume:
            guard let density = raw.cookedDensity, density > 0 else { return nil }
            return Measure(amount, unit).grams(density: density).map { $0 / raw.yield }
        default: return nil
        }
    }

    // MARK: - What is not eaten whole

    /// The share of a part that is eaten: frying oil mostly stays in the pan, a brine or a
    /// brine mostly goes down the sink.
    static func share(line: String, food: Food) -> Double {
        let words = line.lowercased()
        if isFat(food), fryingWords.contains(where: words.contains) { return fryingOilShare }
        if brineWords.contains(where: words.contains) { return brineShare }
        return 1
    }

    static let fryingWords = ["for frying", "for deep frying", "for deep-frying", "for deep fry", "for deep-fry",
                              "for the fryer", "for shallow frying", "for shallow-frying", "deep frying", "deep-frying",
                              "for pan-frying", "for pan frying", "to fry", "for the frying"]
    static let brineWords = ["for the brine", "for brining", "brining"]

    static func isFat(_ food: Food) -> Bool {
        let name = food.name.lowercased()
        return name.hasSuffix("oil") || name.contains("shortening") || name.contains("lard")
            || name.contains("ghee") || name.contains("dripping")
    }
}

extension Nutrients {
    /// The values once `share` of the fat is gone (cooked off into the pan), with the energy the
    /// fat brought (9 kcal a gram).
    func withFatRemoved(share: Double) -> Nutrients {
        var left = self
        left.fat = fat * (1 - share)
        left.saturatedFat = saturatedFat * (1 - share)
        left.energy = max(0, energy - fat * share * 9)
        return left
    }

    /// Every value is a number: no infinity or NaN reaches a page or the index.
    var isFinite: Bool {
        energy.isFinite && protein.isFinite && fat.isFinite && saturatedFat.isFinite && carbohydrate.isFinite
            && sugars.isFinite && fiber.isFinite && sodium.isFinite
    }
}
