import Foundation

/// One ingredient line going onto a grocery list, scaled to the servings planned.
public struct GroceryLine: Sendable, Hashable {
    public let ingredient: ParsedIngredient
    /// Planned servings over the recipe's servings.
    public let scale: Double
    /// Where the line comes from, shown beside the item ("Lemon Tart"); empty for an item added by hand.
    public let source: String
    /// The recipe's id, so the list can link to it; nil for an item added by hand.
    public let recipeID: String?
    /// The id of the hand-added item this line is, nil for a recipe's line.
    public let addedID: String?

    public init(ingredient: ParsedIngredient, scale: Double = 1, source: String, recipeID: String? = nil, addedID: String? = nil) {
        self.ingredient = ingredient
        self.scale = scale
        self.source = source
        self.recipeID = recipeID
        self.addedID = addedID
    }
}

/// What one recipe (or one hand-added item) puts into a line of the grocery list.
public struct GroceryPart: Sendable, Hashable, Codable {
    /// The recipe's title; empty for an item added by hand.
    public var recipe: String
    public var recipeID: String?
    /// The hand-added item's id, nil for a recipe's part.
    public var addedID: String?
    /// This part's share in the item's unit, readable ("2", "1 ½ cups", "200 g"); nil when the
    /// lines give no amount ("to taste").
    public var amount: String?
    /// The lines as the recipe words them (scaled amounts are not rewritten here).
    public var lines: [String]

    public init(recipe: String, recipeID: String?, addedID: String?, amount: String?, lines: [String]) {
        self.recipe = recipe
        self.recipeID = recipeID
        self.addedID = addedID
        self.amount = amount
        self.lines = lines
    }
}

/// A line of the grocery list: one food in one amount, with the recipes that need it.
public struct GroceryItem: Sendable, Hashable, Codable {
    public var food: Food.ID?
    public var name: String
    /// The amount in `unit` (or in pieces when `unit` is nil); nil when no line gave an amount.
    public var quantity: Double?
    public var unit: MeasureUnit?
    /// The size of one package when `unit` is a package: "1 can (400 g)".
    public var packageSize: Measure?
    /// What a person reads: "1 ½ cups milk", "7 onions", "1 can (400 g) crushed tomatoes", "salt".
    public var display: String
    public var aisle: String
    /// The titles of the recipes that need it, in plan order.
    public var recipes: [String]
    /// Each recipe's (and each hand-added item's) share, in plan order then in the order added.
    public var parts: [GroceryPart]
    /// What the plan needs and what was added by hand, when the item has both ("6" and "3"):
    /// pages show "6 planned + 3 added". Nil when the item has only one kind of part.
    public var planned: String?
    public var added: String?

    /// Identifies the item across rebuilds of the list, so a tick can stay on it.
    public var key: String {
        (food?.rawValue ?? "text:" + name.lowercased())
            + (unit.map { "|" + $0.dimension.rawValue + ($0.dimension == .count ? ":" + $0.rawValue : "") } ?? (quantity == nil ? "|any" : "|piece"))
            + (packageSize.map { ":" + ShoppingAmount.sizeText($0).replacingOccurrences(of: " ", with: "") } ?? "")
    }

    /// The amount the item asks for, to tell whether a tick made on it still holds: it changes
    /// when the plan changes the amount, not when the wording or the language does.
    public var amountKey: String {
        guard let quantity else { return "any" }
        return String((quantity * 1_000).rounded() / 1_000) + (unit.map { " " + $0.rawValue } ?? "") + (packageSize.map { " " + String($0.amount) + $0.unit.rawValue } ?? "")
    }
}

/// Merges ingredient lines into a grocery list a cook can shop from: per catalog food, across
/// recipes and units, in the amounts shops sell. The rules are in docs/planner.md; in short:
/// every part of a line counts, cooked amounts are bought raw, packaged foods stay in packages,
/// pieces are whole, small amounts of spices stay in spoons, and weights and volumes are rounded
/// the way a scale or a shop counts. What cannot be converted stays a line of its own.
public enum GroceryList {
    /// Foods nobody buys for a recipe.
    static let neverBought: Set<Food.ID> = ["water", "ice"]

    /// Aisles in the order a shop is usually walked; others follow by name.
    public static let aisleOrder = [
        "produce", "bakery", "meat & fish", "dairy & eggs", "frozen", "grains & pasta", "canned", "pantry",
        "baking", "spices", "condiments", "international", "nuts & seeds", "drinks", "other",
    ]

    /// Aisles of fresh food, which US lists give by weight as US shops sell it.
    static let freshAisles: Set<String> = ["produce", "meat & fish", "dairy & eggs", "frozen", "bakery"]
    /// Whether the weights and volumes of `amounts` come to four cups or more: on a US list a
    /// dry food past that is bought by weight, as its bag says, not in quarts ("1 ¼ qt
    /// all-purpose flour", "1 ½ qt basmati rice"; grocery probe, 2026-12-07).
    static func pastCups(_ amounts: [Amount?], density: Double) -> Bool {
        let milliliters = amounts.reduce(0.0) { sum, amount in
            switch amount {
            case let .volume(value)?: sum + value
            case let .mass(grams)?: sum + grams / density
            default: sum
            }
        }
        return milliliters >= MeasureUnit.cup.baseFactor! * 4 * 0.99
    }

    /// Units too small to buy by: a pinch, a dash, a drop, a splash.
    static let traceUnits: Set<MeasureUnit> = [.pinch, .dash, .drop, .splash]

    /// Aisles whose small amounts a cook measures with a spoon rather than weighs.
    static let spoonAisles: Set<String> = ["spices", "baking", "condiments", "international", "pantry", "other"]

    /// The list in `strings`' language: the foods' names, the units' words and the numbers
    /// (English unless asked; the items, their keys and amounts are the same in every language).
    public static func build(_ lines: [GroceryLine], catalog: FoodCatalog, system: MeasureSystem, strings: Strings = .english) -> [GroceryItem] {
        var groups: [String: Group] = [:]
        var order: [String] = []
        var sources: [Source: Int] = [:]
        for line in lines {
            let source = Source(recipe: line.source, recipeID: line.recipeID, addedID: line.addedID)
            let sourceIndex: Int
            if let known = sources[source] { sourceIndex = known } else { sourceIndex = sources.count; sources[source] = sourceIndex }
            for var part in line.ingredient.parts {
                // Water from the tap is never bought for a recipe; typed onto the list, it is wanted.
                if line.addedID == nil, let food = part.food, neverBought.contains(food) { continue }
                // Something typed onto the list joins a planned food only when it names the food
                // as the catalog does: "3 onions" is onions, "kitchen roll" is not a bread roll.
                // So does a can of it, which is its canned kind: "1 tin of tomatoes" (it was a line of
                // words beside the recipe's canned tomatoes; grocery probe, 2026-12-08).
                if line.addedID != nil, let id = part.food, !namesExactly(part.name, catalog[id], catalog: catalog),
                   !namesCanned(part, id, catalog: catalog) { part.food = nil }
                var contribution = Contribution(part: part, scale: line.scale, source: source, sourceIndex: sourceIndex, words: line.ingredient.input)
                var food = part.food.flatMap { catalog[$0] }
                if let cooked = food, let raw = rawForm(of: cooked, words: part.input, catalog: catalog) {
                    contribution.amount = contribution.amount.map { raw.amount(fromCooked: $0) }
                    food = raw.food
                }
                guard let key = food?.id.rawValue ?? part.name.map({ "text:" + $0.lowercased() }) ?? nonEmpty(part.input).map({ "text:" + $0.lowercased() }) else { continue }
                if groups[key] == nil {
                    let language = strings.language
                    let name = food.flatMap { catalog.displayName(of: $0.id, language: language) } ?? part.name ?? part.input
                    groups[key] = Group(food: food, name: name, plural: food.flatMap { catalog.displayName(of: $0.id, language: language, plural: true) } ?? name,
                                        strings: strings)
                    order.append(key)
                }
                groups[key]!.contributions.append(contribution)
            }
        }
        joinKinds(&groups, order: &order, catalog: catalog)
        for key in order { groups[key]!.pieceNouns = pieceNouns(of: groups[key]!, catalog: catalog, language: strings.language) }
        let items = order.flatMap { groups[$0]!.items(system: system) }
        return items.sorted { a, b in
            let x = aisleRank(a.aisle), y = aisleRank(b.aisle)
            if x != y { return x < y }
            if a.aisle != b.aisle { return a.aisle < b.aisle }
            let order = strings.language == "en" ? a.name.localizedCaseInsensitiveCompare(b.name)
                : a.name.compare(b.name, options: [.caseInsensitive], locale: strings.locale)
            return order == .orderedAscending
        }
    }

    /// A plain food joins its usual kind when the list buys that kind: "2 cups flour" and "1 ½
    /// cups all-purpose flour" are one line of all-purpose flour, "pepper to taste" and "½ tsp
    /// black pepper" one of black pepper (grocery probe, 2026-12-07: two lines for one bag). The
    /// catalog marks the kind a plain name means (`usual` in the shopping column); other kinds
    /// stay apart ("sugar" is not brown sugar, "flour" not whole-wheat flour).
    static func joinKinds(_ groups: inout [String: Group], order: inout [String], catalog: FoodCatalog) {
        var keyOf: [Food.ID: String] = [:]
        for key in order { if let id = groups[key]?.food?.id { keyOf[id] = key } }
        for key in order {
            guard let kind = groups[key]?.food, kind.shopping.usual, let parent = kind.parent,
                  let plainKey = keyOf[parent], let plain = groups[plainKey] else { continue }
            let joined = (groups[key]!.contributions + plain.contributions).enumerated()
                .sorted { $0.element.sourceIndex != $1.element.sourceIndex ? $0.element.sourceIndex < $1.element.sourceIndex : $0.offset < $1.offset }
                .map(\.element)
            groups[key]!.contributions = joined
            groups[plainKey] = nil
        }
        order.removeAll { groups[$0] == nil }
    }

    /// The singular and plural a count of a food takes on the list when the food has no plural of
    /// its own and the lines name its pieces: "2 salmon fillets" read "2 salmon", "2 pavés de
    /// saumon" "2 saumon" (grocery probe, 2026-12-07). The name must be one the catalog gives the
    /// food in the list's language, paired with its other number among those names ("salmon
    /// fillet", "salmon fillets"); the first counted line that names one gives it.
    static func pieceNouns(of group: Group, catalog: FoodCatalog, language: String) -> (singular: String, plural: String)? {
        guard let food = group.food, food.plural == nil else { return nil }
        let names: [String] = language == "en" ? food.names : catalog.names(of: food.id, in: language)?.all ?? []
        guard names.count > 1 else { return nil }
        let headFirst = language != "en"
        for contribution in group.contributions {
            guard case .pieces(_, cloves: false)? = contribution.amount, let name = contribution.name else { continue }
            let folded = LocalNames.fold(name)
            guard let own = names.first(where: { LocalNames.fold($0) == folded }) else { continue }
            let ownWords = own.split(separator: " ").map(String.init)
            let at = headFirst ? 0 : ownWords.count - 1
            guard ownWords.count > 1 else { continue }
            for other in names where other != own {
                let words = other.split(separator: " ").map(String.init)
                guard words.count == ownWords.count,
                      words.indices.allSatisfy({ $0 == at || LocalNames.fold(words[$0]) == LocalNames.fold(ownWords[$0]) }) else { continue }
                let a = ownWords[at].lowercased(), b = words[at].lowercased()
                if LineScaler.pluralOf(a, b) { return (own, other) }
                if LineScaler.pluralOf(b, a) { return (other, own) }
            }
        }
        return nil
    }

    static func aisleRank(_ aisle: String) -> Int {
        aisleOrder.firstIndex(of: aisle) ?? aisleOrder.count
    }

    /// Whether `name` is one of the food's names, in English or in another language the catalog
    /// names it in ("3 oignons" on a French list is onions, as "3 onions" is).
    static func namesExactly(_ name: String?, _ food: Food?, catalog: FoodCatalog) -> Bool {
        guard let name = name?.trimmingCharacters(in: .whitespaces).lowercased(), let food else { return false }
        if food.names.contains(where: { $0.lowercased() == name }) { return true }
        let folded = LocalNames.fold(name)
        return catalog.nameLanguages.contains { language in
            catalog.names(of: food.id, in: language)?.all.contains { LocalNames.fold($0) == folded } ?? false
        }
    }

    /// Whether `part` buys by the can the food its name names exactly, `id` being its canned kind.
    static func namesCanned(_ part: ParsedIngredient, _ id: Food.ID, catalog: FoodCatalog) -> Bool {
        guard part.unit == .can, let parent = catalog[id]?.parent, catalog.cannedForm(of: parent) == id else { return false }
        return namesExactly(part.name, catalog[parent], catalog: catalog)
    }

    private static func nonEmpty(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    // MARK: - Cooked amounts bought raw

    /// The raw food a cooked amount is bought as, with how to turn the amount into it.
    struct RawForm {
        let food: Food
        let yield: Double
        let cookedDensity: Double?

        /// Cooked grams become raw grams; a cooked volume becomes a raw volume, so a cook who
        /// measured cups still reads cups.
        func amount(fromCooked amount: Amount) -> Amount {
            switch amount {
            case let .mass(grams): return .mass(grams / yield)
            case let .volume(milliliters):
                guard let cookedDensity else { return amount }
                let rawGrams = milliliters * cookedDensity / yield
                if let density = food.density { return .volume(rawGrams / density) }
                return .mass(rawGrams)
            default: return amount
            }
        }
    }

    /// A cooked catalog food (cooked rice), or a raw one the line says is cooked before the
    /// first comma ("2 cups cooked short-grain rice", not "2 cups rice, cooked").
    static func rawForm(of food: Food, words: String, catalog: FoodCatalog) -> RawForm? {
        if let rawID = food.shopping.rawFood, let raw = catalog[rawID], let yield = raw.shopping.cookedYield, yield > 0 {
            return RawForm(food: raw, yield: yield, cookedDensity: food.density ?? raw.shopping.cookedDensity)
        }
        guard let yield = food.shopping.cookedYield, yield > 0, saysCooked(words) else { return nil }
        return RawForm(food: food, yield: yield, cookedDensity: food.shopping.cookedDensity)
    }

    /// Whether the line calls its food cooked before the first comma or bracket, in a word of any
    /// language the parser reads: "cooked", or a way of cooking it or of having it ready ("2 cups
    /// steamed jasmine rice", "leftover rice", "prepared quinoa", "pâtes cuites", "gekochter Reis").
    /// "Uncooked" and "precooked" (instant rice, sold dry) are not among them. A bracket that
    /// starts with a figure is a conversion ("1/2 cup (110g) cooked rice"), read past.
    static func saysCooked(_ words: String) -> Bool {
        var head = ""
        var i = words.startIndex
        scan: while i < words.endIndex {
            let c = words[i]
            switch c {
            case ",": break scan
            case "(":
                // one pass: a conversion's bracket is skipped whole, any other ends the head
                let inside = words[words.index(after: i)...].drop { $0 == " " }
                guard inside.first?.isNumber == true, let close = inside.firstIndex(of: ")") else { break scan }
                head.append(" ")
                i = words.index(after: close)
                continue scan
            default: head.append(c)
            }
            i = words.index(after: i)
        }
        return head.lowercased().split(whereSeparator: { !$0.isLetter }).contains { cookedWords.contains(String($0)) }
    }

    /// Words that say a grain, pasta or pulse is cooked: English, French, German, Spanish,
    /// Italian, Portuguese, Dutch and the Scandinavian languages, in their inflections.
    static let cookedWords: Set<String> = [
        "cooked", "leftover", "leftovers", "steamed", "boiled", "prepared",
        "cuit", "cuite", "cuits", "cuites",
        "gekocht", "gekochte", "gekochter", "gekochtes", "gekochten", "gegart", "gegarte", "gegarter", "gegartes", "gegarten",
        "cocido", "cocida", "cocidos", "cocidas",
        "cotto", "cotta", "cotti", "cotte", "lessato", "lessata", "lessati", "lessate",
        "cozido", "cozida", "cozidos", "cozidas",
        "gekookt", "gekookte",
        "kokt", "kokta", "kokte", "kogt", "kogte",
    ]

    // MARK: - Amounts

    /// One part's amount, in base units: grams, millilitres, pieces, packages or another counted unit.
    enum Amount: Equatable {
        case mass(Double)
        case volume(Double)
        case pieces(Double, cloves: Bool)
        /// `count` packages of `unit` (can, jar, stick...), each of `size` when known.
        case packages(Double, unit: MeasureUnit, size: Measure?)
        case counted(Double, MeasureUnit)
        case length(Double)
    }

    /// Where a part comes from: a recipe of the plan or an item added by hand.
    struct Source: Hashable {
        let recipe: String
        let recipeID: String?
        let addedID: String?
    }

    struct Contribution {
        /// Nil for a part without an amount ("to taste").
        var amount: Amount?
        let source: Source
        let sourceIndex: Int
        /// The line as the recipe words it.
        let words: String
        /// The part's name as the line gives it ("salmon fillets").
        let name: String?
        /// The system of the unit the line is written in ("1 litre": metric), nil for a counted one
        /// and for spoons, which both systems measure with.
        let writtenSystem: MeasureSystem?
        /// Whether the line is measured in spoons: typed alone, it takes the list's system.
        let writtenInSpoons: Bool

        init(part: ParsedIngredient, scale: Double, source: Source, sourceIndex: Int, words: String) {
            self.source = source
            self.sourceIndex = sourceIndex
            self.words = words
            name = part.name
            writtenInSpoons = part.unit.map(GroceryList.spoons.contains) ?? false
            writtenSystem = writtenInSpoons ? nil : part.unit?.system
            // Buy for the top of a range.
            guard let raw = part.quantityMax ?? part.quantity, raw.isFinite, raw > 0, scale.isFinite, scale > 0 else {
                amount = nil
                return
            }
            let value = raw * scale
            guard let unit = part.unit else {
                amount = .pieces(value, cloves: false)
                return
            }
            var size: Measure?
            if let quantity = part.packageQuantity, let sizeUnit = part.packageUnit, quantity > 0,
               sizeUnit.dimension == .mass || sizeUnit.dimension == .volume {
                size = Measure(quantity, sizeUnit)
            }
            if unit.isContainer || (unit.dimension == .count && size != nil) {
                amount = .packages(value, unit: unit, size: size)
                return
            }
            switch unit.dimension {
            case .mass: amount = .mass(value * (unit.baseFactor ?? 1))
            case .volume: amount = .volume(value * (unit.baseFactor ?? 1))
            case .length: amount = .length(value * (unit.baseFactor ?? 1))
            case .count:
                switch unit {
                case .piece: amount = .pieces(value, cloves: false)
                case .clove: amount = .pieces(value, cloves: true)
                default: amount = .counted(value, unit)
                }
            }
        }
    }
}

extension GroceryList {
    /// The kind of shopping line an item is given as.
    enum Output: Equatable {
        case grams, milliliters
        /// A small volume, in the spoon a cook reaches for.
        case spoons
        case pieces(cloves: Bool)
        case packages(unit: MeasureUnit, size: Measure?)
        case counted(MeasureUnit)
        case length
    }

    /// Everything the lines say about one food, and the shopping lines it makes.
    struct Group {
        let food: Food?
        /// The food's name in the list's language, and the form a list of several takes.
        let name: String
        let plural: String
        let strings: Strings
        var contributions: [Contribution] = []
        /// What a count of the food is called when its lines name its pieces (`pieceNouns`).
        var pieceNouns: (singular: String, plural: String)?

        /// A canned food's name after its cans, without saying "canned" twice: "2 cans (400 g)
        /// tomatoes", "1 boîte de maïs", not "2 cans canned tomatoes".
        static func inCans(_ name: String, unit: MeasureUnit) -> String {
            guard unit == .can else { return name }
            for prefix in ["canned ", "tinned "] where name.lowercased().hasPrefix(prefix) && name.count > prefix.count {
                return String(name.dropFirst(prefix.count))
            }
            for suffix in [" en conserve", " en boîte"] where name.lowercased().hasSuffix(suffix) && name.count > suffix.count {
                return String(name.dropLast(suffix.count))
            }
            return name
        }

        init(food: Food?, name: String, plural: String, strings: Strings) {
            self.food = food
            self.name = name
            self.plural = plural
            self.strings = strings
        }

        /// Output kinds in the order made, and each one's shares: (contribution, amount in the
        /// output's base: grams, millilitres, pieces, packages or units).
        private struct Tally {
            var outputs: [Output] = []
            var shares: [[(Int, Double)]] = []

            mutating func add(_ output: Output, _ index: Int, _ value: Double) {
                if let at = outputs.firstIndex(of: output) {
                    shares[at].append((index, value))
                } else {
                    outputs.append(output)
                    shares.append([(index, value)])
                }
            }
        }

        func items(system: MeasureSystem) -> [GroceryItem] {
            var amounts = contributions.map(\.amount)
            let shopping = food?.shopping ?? Food.Shopping()
            let density = food?.density.flatMap { $0 > 0 ? $0 : nil }
            let pieceWeight = food?.pieceWeight.flatMap { $0 > 0 ? $0 : nil }
            let catalogUnit = shopping.package?.unit
            let catalogSize = shopping.package?.size(for: system)
            var tally = Tally()

            // Packages: sized containers keep their size; the catalog's package unit without a
            // size ("1 stick butter") is the usual size.
            for (index, amount) in amounts.enumerated() {
                if case let .counted(count, unit)? = amount, unit == catalogUnit { amounts[index] = .packages(count, unit: unit, size: nil) }
                // A unit the food's own name says is a count of the food: "1 feuille de laurier" and
                // "2 bay leaves" are three bay leaves, "1 stick cinnamon" a cinnamon stick (they were
                // two lines, "2 lauriers" beside "1 feuille de laurier"; first-sight walk, 2026-12-07).
                if case let .counted(count, unit)? = amount, unit != catalogUnit, food != nil, namesUnit(unit) {
                    amounts[index] = .pieces(count, cloves: false)
                }
            }
            // "1 noix de beurre" beside "50 g de beurre": a knob is weighed as the nutrition weighs
            // it (15 g; "une noisette" 5 g), so the two are one line (they were two; French line
            // probe, 2026-12-07). A knob alone stays as written, and so does a knob of ginger.
            let weighed = amounts.contains {
                switch $0 {
                case .mass?, .volume?, .packages?: true
                default: false
                }
            }
            if weighed, (pieceWeight ?? .infinity) > RecipeNutrition.partSizedPiece {
                for (index, amount) in amounts.enumerated() {
                    guard case let .counted(count, .knob)? = amount else { continue }
                    let hazelnut = RecipeNutrition.writesWord(contributions[index].words, in: RecipeNutrition.hazelnutKnobWords)
                    amounts[index] = .mass(count * (hazelnut ? RecipeNutrition.hazelnutKnobWeight : RecipeNutrition.knobWeight))
                }
            }
            // "2 gousses d'ail" beside "1 tête d'ail": cloves come out of the heads bought, a share
            // of one by the catalog's weights (a 3 g clove of a 40 g head); they were two lines
            // (French line probe, 2026-12-07). Cloves alone stay cloves.
            let wholeUnit = amounts.lazy.compactMap { amount -> MeasureUnit? in
                if case let .counted(_, unit)? = amount, unit == .head || unit == .bulb { return unit }
                return nil
            }.first
            if let wholeUnit, let piece = pieceWeight, let whole = shopping.wholeWeight, whole > piece {
                for (index, amount) in amounts.enumerated() {
                    if case let .pieces(count, cloves: true)? = amount { amounts[index] = .counted(count * piece / whole, wholeUnit) }
                }
            }
            let sizedLine = amounts.contains { if case let .packages(_, _, size)? = $0 { size != nil } else { false } }
            let packaged = catalogSize != nil || sizedLine
            var buckets: [(unit: MeasureUnit, size: Measure?)] = []
            for (index, amount) in amounts.enumerated() {
                guard case let .packages(count, unit, lineSize)? = amount else { continue }
                let size = lineSize ?? (unit == catalogUnit ? catalogSize : nil)
                if packaged {
                    let bucket = buckets.first { $0.unit == unit && agree($0.size, size) } ?? (unit, size)
                    if !buckets.contains(where: { $0.unit == bucket.unit && $0.size == bucket.size }) { buckets.append(bucket) }
                    tally.add(.packages(unit: bucket.unit, size: bucket.size), index, count)
                    amounts[index] = nil
                } else if let usual = lineSize ?? (unit == catalogUnit ? shopping.package?.us ?? shopping.package?.metric : nil),
                          let base = usual.unit.baseFactor {
                    // Not sold in packages here (butter in metric): weigh what the package holds.
                    amounts[index] = usual.unit.dimension == .mass ? .mass(count * usual.amount * base) : .volume(count * usual.amount * base)
                } else {
                    tally.add(.counted(unit), index, count)
                    amounts[index] = nil
                }
            }
            if packaged {
                // Loose weights and volumes of a packaged food are fractions of its package.
                let target = buckets.first { $0.size != nil } ?? catalogUnit.flatMap { unit in catalogSize.map { (unit, $0) } }
                if let target, let size = target.size, let sizeBase = base(of: size), sizeBase.value > 0 {
                    var loose: [(Int, Double)] = []
                    for (index, amount) in amounts.enumerated() {
                        guard let amount, let value = convert(amount, to: sizeBase.mass ? .mass : .volume, density: density) else { continue }
                        loose.append((index, value / sizeBase.value))
                    }
                    // A spoonful of tomato paste is not half a can: small loose needs stay as measured
                    // unless a recipe buys the package anyway.
                    if !buckets.isEmpty || !target.unit.isContainer || loose.reduce(0, { $0 + $1.1 }) >= 0.25 {
                        for (index, value) in loose {
                            tally.add(.packages(unit: target.unit, size: size), index, value)
                            amounts[index] = nil
                        }
                    }
                }
            }
            if shopping.soldByWeight, let pieceWeight {
                for (index, amount) in amounts.enumerated() {
                    if case let .pieces(count, _)? = amount { amounts[index] = .mass(count * pieceWeight) }
                }
            }

            // Weights, volumes and pieces: one line in the kind that fits, the rest folded into it.
            var first: Output?
            for amount in amounts {
                switch amount {
                case .mass?: first = .grams
                case .volume?: first = .milliliters
                case .pieces?: first = .pieces(cloves: false)
                default: continue
                }
                break
            }
            // A food some recipe counts, and whose piece weighs what it does, is counted whatever
            // came first: "½ cup chopped onion" then "1 onion" read "7 oz onions", the other way
            // round "2 onions" (grocery probe, 2026-12-07).
            if first != nil, first != .pieces(cloves: false), pieceWeight != nil, !shopping.soldByWeight,
               amounts.contains(where: { if case .pieces? = $0 { true } else { false } }) {
                first = .pieces(cloves: false)
            }
            if let first {
                let allCloves = amounts.allSatisfy { if case let .pieces(_, cloves)? = $0 { cloves } else { true } }
                let target: Output
                if first == .pieces(cloves: false) {
                    target = .pieces(cloves: allCloves)
                } else if let food, let density {
                    if shopping.liquid { target = .milliliters }
                    else if system == .metric || GroceryList.freshAisles.contains(food.aisle) { target = .grams }
                    else if first == .milliliters, GroceryList.pastCups(amounts, density: density) { target = .grams }
                    else { target = first }
                } else {
                    target = first
                }
                var folded: [(Int, Double)] = []
                for (index, amount) in amounts.enumerated() {
                    guard let amount else { continue }
                    let value: Double?
                    switch target {
                    case .pieces: value = pieces(amount, density: density, pieceWeight: pieceWeight)
                    case .grams:
                        value = convert(amount, to: .mass, density: density, pieceWeight: pieceWeight).map { grams in
                            // Cups of florets or chopped leaves are the trimmed part of what is bought.
                            if case .volume = amount, let share = shopping.edibleShare, share > 0, share <= 1 { return grams / share }
                            return grams
                        }
                    default: value = convert(amount, to: .volume, density: density, pieceWeight: pieceWeight)
                    }
                    if let value {
                        folded.append((index, value))
                        amounts[index] = nil
                    }
                }
                // Small amounts a cook measures with a spoon stay in spoons.
                var output = target
                if first == .milliliters, target == .grams || target == .milliliters,
                   food == nil || shopping.liquid || catalogSize != nil || GroceryList.spoonAisles.contains(food?.aisle ?? "other") {
                    let total = folded.reduce(0) { $0 + $1.1 }
                    let milliliters = target == .grams ? density.map { total / $0 } : total
                    if let milliliters, milliliters < MeasureUnit.tablespoon.baseFactor! * 3 * 1.001 {
                        output = .spoons
                        if target == .grams, let density { folded = folded.map { ($0.0, $0.1 / density) } }
                    }
                }
                for (index, value) in folded { tally.add(output, index, value) }
            }
            // What did not fold stays a line of its own, in its own kind.
            for (index, amount) in amounts.enumerated() {
                switch amount {
                case let .mass(grams)?: tally.add(.grams, index, grams)
                case let .volume(milliliters)?: tally.add(.milliliters, index, milliliters)
                case let .pieces(count, cloves)?: tally.add(.pieces(cloves: cloves), index, count)
                case let .counted(count, unit)?: tally.add(.counted(unit), index, count)
                case let .length(millimeters)?: tally.add(.length, index, millimeters)
                case let .packages(count, unit, size)?: tally.add(.packages(unit: unit, size: size), index, count)
                case nil: continue
                }
            }

            // A pinch or a dash of a food the list also measures joins that line without adding to
            // it: nobody buys a pinch ("¼ tsp salt" and "1 pincée de sel" were two lines of salt).
            var unquantified = contributions.indices.filter { contributions[$0].amount == nil }
            let trace = tally.outputs.indices.filter { if case let .counted(unit) = tally.outputs[$0] { GroceryList.traceUnits.contains(unit) } else { false } }
            if !trace.isEmpty, trace.count < tally.outputs.count {
                unquantified = (unquantified + trace.flatMap { tally.shares[$0].map(\.0) }).sorted()
                for at in trace.reversed() {
                    tally.outputs.remove(at: at)
                    tally.shares.remove(at: at)
                }
            }

            if tally.outputs.isEmpty {
                var item = GroceryItem(food: food?.id, name: name, quantity: nil, unit: nil, display: plural, aisle: aisle, recipes: [], parts: [])
                item.parts = parts([], unquantified: Array(contributions.indices), text: { _ in nil })
                item.recipes = recipes(of: item.parts)
                return [item]
            }
            // Parts without an amount ("to taste") are named on the first line.
            return tally.outputs.enumerated().map { at, output in
                item(output, shares: tally.shares[at], unquantified: at == 0 ? unquantified : [], system: system)
            }
        }

        private var aisle: String { food?.aisle ?? "other" }

        // MARK: conversions

        private enum Dimension { case mass, volume }

        /// Grams or millilitres of an amount, through the density and the weight of one piece.
        private func convert(_ amount: Amount, to dimension: Dimension, density: Double?, pieceWeight: Double? = nil) -> Double? {
            switch (amount, dimension) {
            case let (.mass(grams), .mass): return grams
            case let (.volume(milliliters), .volume): return milliliters
            case let (.mass(grams), .volume): return density.map { grams / $0 }
            case let (.volume(milliliters), .mass): return density.map { milliliters * $0 }
            case let (.pieces(count, _), .mass): return pieceWeight.map { count * $0 }
            case let (.pieces(count, _), .volume):
                guard let pieceWeight, let density else { return nil }
                return count * pieceWeight / density
            default: return nil
            }
        }

        private func pieces(_ amount: Amount, density: Double?, pieceWeight: Double?) -> Double? {
            if case let .pieces(count, _) = amount { return count }
            guard let pieceWeight, let grams = convert(amount, to: .mass, density: density) else { return nil }
            return grams / pieceWeight
        }

        private func base(of size: Measure) -> (mass: Bool, value: Double)? {
            guard let factor = size.unit.baseFactor else { return nil }
            switch size.unit.dimension {
            case .mass: return (true, size.amount * factor)
            case .volume: return (false, size.amount * factor)
            default: return nil
            }
        }

        /// Two package sizes are one when within 3 % (14 oz and 400 g).
        private func agree(_ a: Measure?, _ b: Measure?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            let density = food?.density
            guard let x = base(of: a), let y = base(of: b) else { return a == b }
            var other = y.value
            if x.mass != y.mass {
                guard let density, density > 0 else { return false }
                other = x.mass ? y.value * density : y.value / density
            }
            return abs(x.value - other) <= 0.03 * max(x.value, other)
        }

        // MARK: the shopping line

        /// Whether the food's name already says `unit` ("cinnamon stick", "bâton de cannelle").
        private func namesUnit(_ unit: MeasureUnit) -> Bool {
            let word = strings.unitWord(unit, amount: 1).lowercased()
            let lower = name.lowercased()
            guard !word.isEmpty, word.first?.isLetter == true else { return false }
            return lower == word || lower.hasSuffix(" " + word) || lower.hasPrefix(word + " ")
        }

        private func item(_ output: Output, shares: [(Int, Double)], unquantified: [Int], system: MeasureSystem) -> GroceryItem {
            let total = shares.reduce(0) { $0 + $1.1 }
            // What only the person typed, all in one system, is shown in it: "1 litre milk" added by
            // hand stays 1 l on a US list (it read 1 ¼ qt, the next quarter up from 1.06 qt).
            let system = typedSystem(shares) ?? system
            let measure: Measure?
            var display: String
            var packageSize: Measure?
            switch output {
            case let .packages(unit, size):
                let count = ShoppingAmount.halvesUp(total)
                measure = Measure(count, unit)
                packageSize = size
                if size == nil, namesUnit(unit) {
                    display = countedName(Measure.fractionText(count), count)
                    break
                }
                var amount = strings.amountNumber(Measure.fractionText(count)) + " " + strings.unitWord(unit, amount: count)
                if let size, unit.isContainer { amount += " (" + ShoppingAmount.sizeText(size, strings: strings) + ")" }
                // a can of chickpeas, but a sheet of puff pastry (it read "1 sheet puff pastries")
                display = strings.amount(amount, of: Self.inCans(unit.isContainer || unit == .bunch ? plural : name, unit: unit))
            case let .pieces(cloves):
                let count = ShoppingAmount.wholeUp(total)
                // A bare count has no unit; the amount is the count of pieces.
                measure = Measure(count, cloves ? .clove : .piece)
                display = cloves ? strings.amount(strings.amountNumber(Measure.decimalText(count)) + " " + strings.unitWord(.clove, amount: count), of: name)
                    : countedName(Measure.decimalText(count), count, nouns: pieceNouns)
            case let .counted(unit):
                let count = ShoppingAmount.wholeUp(total)
                measure = Measure(count, unit)
                // A bunch of green onions and a can of chickpeas, but a head of cauliflower and
                // slices of bread; a food whose name says the unit is counted alone: "2 cinnamon
                // sticks", "2 bâtons de cannelle" (it read "2 sticks cinnamon stick").
                if namesUnit(unit) {
                    display = countedName(Measure.decimalText(count), count)
                } else {
                    display = strings.amount(strings.measure(Measure(count, unit)), of: Self.inCans(unit == .bunch || unit.isContainer ? plural : name, unit: unit))
                }
            case .length:
                let shown = Measure(total, .millimeter).normalized(for: system)
                measure = shown
                display = strings.amount(strings.measure(shown), of: plural)
            case .spoons:
                let shown = ShoppingAmount.spoons(milliliters: total)
                measure = shown
                display = strings.amount(strings.measure(shown), of: measuredName(grams: food?.density.map { total * $0 }))
            case .grams:
                let shown = ShoppingAmount.weight(grams: total, system: system)
                measure = shown
                display = strings.amount(strings.measure(shown), of: measuredName(grams: shown.grams(density: nil) ?? total))
            case .milliliters:
                let shown = ShoppingAmount.volume(milliliters: total, system: system)
                measure = shown
                display = strings.amount(strings.measure(shown), of: measuredName(grams: food?.density.map { total * $0 }))
            }
            let unit = measure?.unit == .piece ? nil : measure?.unit
            return finish(GroceryItem(food: food?.id, name: name, quantity: measure?.amount, unit: unit, packageSize: packageSize,
                                      display: display, aisle: aisle, recipes: [], parts: []), output, shares, unquantified, system)
        }

        /// The food's name after a weight or a volume: the plural ("2 lb onions", "1 cup chickpeas"),
        /// but a liquid's own name ("½ cup double cream", "100 ml de crème double"; "double creams"
        /// and "crèmes doubles" were shown).
        ///
        /// Less than one and a half of the food's pieces is a part of one, named in the singular:
        /// "1 ½ oz lettuce", "100 g d'oignon" ("lettuces" and "laitues" were shown for a cup of
        /// shredded leaves).
        private func measuredName(grams: Double?) -> String {
            if food?.shopping.liquid == true { return name }
            if let grams, let one = food?.pieceWeight, one > 0, grams < one * 1.5 { return name }
            return plural
        }

        /// A number before the food's name, singular or plural as the number takes: "2 cinnamon
        /// sticks", "1 onion".
        private func countedName(_ number: String, _ count: Double, nouns: (singular: String, plural: String)? = nil) -> String {
            let plural = strings.takesPlural(count)
            return strings.amountNumber(number) + " " + (nouns.map { plural ? $0.plural : $0.singular } ?? (plural ? self.plural : name))
        }

        /// The one system the units of `shares` are written in, when every share was added by hand.
        /// Spoons belong to neither: "3 c. à soupe de beurre" typed on a metric list read "1 ½ oz
        /// butter", the US weight of US spoons (grocery probe, 2026-12-08); they follow the other
        /// shares' system, or the list's.
        private func typedSystem(_ shares: [(Int, Double)]) -> MeasureSystem? {
            let measured = shares.map { contributions[$0.0] }.filter { !$0.writtenInSpoons }
            guard let first = measured.first?.writtenSystem else { return nil }
            let typed = shares.allSatisfy { contributions[$0.0].source.addedID != nil }
                && measured.allSatisfy { $0.writtenSystem == first }
            return typed ? first : nil
        }

        /// Adds the parts, the planned and added totals and the recipes to an item.
        private func finish(_ item: GroceryItem, _ output: Output, _ shares: [(Int, Double)], _ unquantified: [Int], _ system: MeasureSystem) -> GroceryItem {
            var item = item
            let text: (Double) -> String? = { [strings] in ShoppingAmount.shareText($0, output, system: system, strings: strings) }
            item.parts = parts(shares, unquantified: unquantified, text: text)
            item.recipes = recipes(of: item.parts)
            let planned = shares.filter { contributions[$0.0].source.addedID == nil }.reduce(0) { $0 + $1.1 }
            let added = shares.filter { contributions[$0.0].source.addedID != nil }.reduce(0) { $0 + $1.1 }
            if planned > 0, added > 0 {
                item.planned = text(planned)
                item.added = text(added)
            }
            return item
        }

        /// One part per source in the order the sources come (the plan's order, then the items
        /// added by hand), with its share and its lines.
        private func parts(_ shares: [(Int, Double)], unquantified: [Int], text: (Double) -> String?) -> [GroceryPart] {
            var order: [Int] = []
            var amounts: [Int: Double] = [:]
            var lines: [Int: [String]] = [:]
            let entries = shares.map { ($0.0, Optional($0.1)) } + unquantified.map { ($0, Double?.none) }
            for (index, value) in entries.sorted(by: { $0.0 < $1.0 }) {
                let source = contributions[index].sourceIndex
                if lines[source] == nil { order.append(source); lines[source] = [] }
                if let value { amounts[source, default: 0] += value }
                let words = contributions[index].words
                if !lines[source]!.contains(words) { lines[source]!.append(words) }
            }
            // The plan's recipes first, then what was added by hand, each in the order it came.
            let added = Set(order.filter { source in contributions.contains { $0.sourceIndex == source && $0.source.addedID != nil } })
            order = order.filter { !added.contains($0) } + order.filter { added.contains($0) }
            return order.compactMap { source in
                guard let index = contributions.firstIndex(where: { $0.sourceIndex == source }) else { return nil }
                let from = contributions[index].source
                return GroceryPart(recipe: from.recipe, recipeID: from.recipeID, addedID: from.addedID,
                                   amount: amounts[source].flatMap { $0 > 0 ? text($0) : nil }, lines: lines[source] ?? [])
            }
        }

        private func recipes(of parts: [GroceryPart]) -> [String] {
            var titles: [String] = []
            for part in parts where part.addedID == nil && !part.recipe.isEmpty && !titles.contains(part.recipe) { titles.append(part.recipe) }
            return titles
        }
    }
}

extension GroceryList {
    /// The spoons, which metric and US cooks both measure with.
    static let spoons: Set<MeasureUnit> = [.teaspoon, .tablespoon, .dessertspoon]
}
