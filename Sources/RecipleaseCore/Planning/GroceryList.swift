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
        (food?.rawValue ?? "text:" + name.lowercased()) + (unit.map { "|" + $0.dimension.rawValue + ($0.dimension == .count ? ":" + $0.rawValue : "") } ?? (quantity == nil ? "|any" : "|piece"))
    }

    /// The amount the item asks for, to tell whether a tick made on it still holds: it changes
    /// when the plan changes the amount, not when the wording or the language does.
    public var amountKey: String {
        guard let quantity else { return "any" }
        return String((quantity * 1_000).rounded() / 1_000) + (unit.map { " " + $0.rawValue } ?? "") + (packageSize.map { " " + String($0.amount) + $0.unit.rawValue } ?? "")
    }
}

/// Merges ingredient lines into a grocery list: per catalog food, across recipes, converting
/// between units, between volume and weight through the food's density, and between pieces and
/// weight through the weight of one piece. What cannot be converted stays a line of its own.
public enum GroceryList {
    /// Foods nobody buys for a recipe.
    static let neverBought: Set<Food.ID> = ["water", "ice"]

    /// Aisles in the order a shop is usually walked; others follow by name.
    public static let aisleOrder = [
        "produce", "bakery", "meat & fish", "dairy & eggs", "frozen", "grains & pasta", "canned", "pantry",
        "baking", "spices", "condiments", "international", "nuts & seeds", "drinks", "other",
    ]

    public static func build(_ lines: [GroceryLine], catalog: FoodCatalog, system: MeasureSystem) -> [GroceryItem] {
        var groups: [String: Group] = [:]
        var order: [String] = []
        for line in lines {
            let ingredient = line.ingredient
            if let food = ingredient.food, neverBought.contains(food) { continue }
            guard let key = ingredient.food?.rawValue ?? ingredient.name.map({ "text:" + $0.lowercased() }) else { continue }
            if groups[key] == nil {
                let food = ingredient.food.flatMap { catalog[$0] }
                groups[key] = Group(food: food, name: food?.name ?? ingredient.name ?? ingredient.input)
                order.append(key)
            }
            groups[key]!.add(ingredient, scale: line.scale, source: line.source)
        }
        let items = order.flatMap { groups[$0]!.items(system: system) }
        return items.sorted { a, b in
            let x = aisleRank(a.aisle), y = aisleRank(b.aisle)
            if x != y { return x < y }
            if a.aisle != b.aisle { return a.aisle < b.aisle }
            return a.name.localizedCaseInsensitiveCompare(b.name) == .orderedAscending
        }
    }

    static func aisleRank(_ aisle: String) -> Int {
        aisleOrder.firstIndex(of: aisle) ?? aisleOrder.count
    }

    /// Everything the lines say about one food.
    struct Group {
        enum Kind: Equatable { case mass, volume, pieces }

        let food: Food?
        let name: String
        var grams = 0.0, milliliters = 0.0, pieces = 0.0
        var hasMass = false, hasVolume = false, hasPieces = false
        /// Counted units other than pieces (bunch, can, slice, ...) and lengths, per unit.
        var others: [MeasureUnit: Double] = [:]
        var otherOrder: [MeasureUnit] = []
        var unquantified = false
        /// Whether every piece was a garlic-style clove, so the list says "cloves".
        var piecesAreCloves = true
        /// The kind the first amount was given in: the list speaks the way the recipes do.
        var first: Kind?
        var sources: [String] = []

        init(food: Food?, name: String) {
            self.food = food
            self.name = name
        }

        mutating func add(_ ingredient: ParsedIngredient, scale: Double, source: String) {
            if !sources.contains(source) { sources.append(source) }
            // Buy for the top of a range.
            guard let amount = (ingredient.quantityMax ?? ingredient.quantity).map({ $0 * scale }), amount > 0 else {
                unquantified = true
                return
            }
            var measure: Measure?
            if let unit = ingredient.unit {
                measure = Measure(amount, unit)
                // "1 (14 oz) can": what is bought is 14 ounces.
                if unit.isContainer, let size = ingredient.packageQuantity, let sizeUnit = ingredient.packageUnit,
                   sizeUnit.dimension == .mass || sizeUnit.dimension == .volume {
                    measure = Measure(amount * size, sizeUnit)
                }
            }
            guard let measure, measure.unit != .piece, measure.unit != .clove else {
                // A bare count ("2 lemons", "Zest of 1 lemon") or pieces; a garlic clove is garlic's piece.
                pieces += amount
                hasPieces = true
                if ingredient.unit != .clove { piecesAreCloves = false }
                if first == nil { first = .pieces }
                return
            }
            switch measure.unit.dimension {
            case .mass:
                grams += measure.grams() ?? 0
                hasMass = true
                if first == nil { first = .mass }
            case .volume:
                milliliters += measure.milliliters() ?? 0
                hasVolume = true
                if first == nil { first = .volume }
            case .count, .length:
                if others[measure.unit] == nil { otherOrder.append(measure.unit) }
                others[measure.unit, default: 0] += measure.amount
            }
        }

        /// Folds what converts into the first kind; the rest become lines of their own.
        func items(system: MeasureSystem) -> [GroceryItem] {
            var grams = self.grams, milliliters = self.milliliters, pieces = self.pieces
            var hasMass = self.hasMass, hasVolume = self.hasVolume, hasPieces = self.hasPieces
            let density = food?.density, weight = food?.pieceWeight
            switch first {
            case .mass?:
                if hasVolume, let density { grams += milliliters * density; milliliters = 0; hasVolume = false }
                if hasPieces, let weight { grams += pieces * weight; pieces = 0; hasPieces = false }
            case .volume?:
                if hasMass, let density { milliliters += grams / density; grams = 0; hasMass = false }
                if hasPieces, let weight, let density { milliliters += pieces * weight / density; pieces = 0; hasPieces = false }
            case .pieces?:
                if hasMass, let weight { pieces += grams / weight; grams = 0; hasMass = false }
                if hasVolume, let weight, let density { pieces += milliliters * density / weight; milliliters = 0; hasVolume = false }
            case nil:
                break
            }
            var items: [GroceryItem] = []
            let order: [Kind] = [first ?? .mass] + [Kind.mass, .volume, .pieces].filter { $0 != first }
            for kind in order {
                switch kind {
                case .mass where hasMass: items.append(item(Measure(grams, .gram).normalized(for: system)))
                case .volume where hasVolume: items.append(item(Measure(milliliters, .milliliter).normalized(for: system)))
                case .pieces where hasPieces: items.append(piecesItem(pieces))
                default: break
                }
            }
            for unit in otherOrder { items.append(item(Measure(others[unit] ?? 0, unit))) }
            if items.isEmpty && unquantified {
                items.append(GroceryItem(food: food?.id, name: name, quantity: nil, unit: nil, display: name, aisle: aisle, recipes: sources, parts: []))
            }
            return items
        }

        private var aisle: String { food?.aisle ?? "other" }

        private func item(_ measure: Measure) -> GroceryItem {
            // "1 ½ cups milk", "740 g chicken thighs", "2 bunches cilantro".
            GroceryItem(food: food?.id, name: name, quantity: measure.amount, unit: measure.unit,
                        display: measure.formatted + " " + (food?.plural ?? name), aisle: aisle, recipes: sources, parts: [])
        }

        private func piecesItem(_ count: Double) -> GroceryItem {
            var amount = Measure.fractionText(count)
            if amount.contains(".") {
                // Nobody buys 2.43 lemons: round up to the next half.
                amount = Measure.fractionText((count * 2).rounded(.up) / 2)
            }
            let noun: String
            if piecesAreCloves {
                noun = (count > 1 ? "cloves " : "clove ") + name
            } else {
                noun = count > 1 ? (food?.plural ?? name) : name
            }
            return GroceryItem(food: food?.id, name: name, quantity: count, unit: piecesAreCloves ? .clove : nil,
                               display: amount + " " + noun, aisle: aisle, recipes: sources, parts: [])
        }
    }
}
