import Foundation

/// A canonical food of the catalog: the thing an ingredient line names, whatever words it uses.
public struct Food: Sendable, Hashable, Codable, Identifiable {
    public struct ID: StringIdentifier {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// What keeps a food out of a diet. `nil` means the food is vegan.
    public enum DietRestriction: String, Sendable, Codable, CaseIterable {
        /// Meat and poultry: not vegetarian, not pescetarian.
        case meat
        /// Fish and shellfish: not vegetarian, fine for pescetarians.
        case fish
        /// Dairy, eggs, honey: vegetarian but not vegan.
        case animal
    }

    public let id: ID
    public let name: String
    public let plural: String?
    public let synonyms: [String]
    public let parent: ID?
    public let aisle: String
    public let allergens: Set<Allergen>
    public let restriction: DietRestriction?
    /// Grams per millilitre, where known.
    public let density: Double?
    /// Grams of one typical piece, where the food is counted.
    public let pieceWeight: Double?
    /// How the food is bought (the catalog's `shopping` column): what the grocery list needs
    /// beyond density and piece weight.
    public let shopping: Shopping
    /// Per 100 g as bought (USDA FoodData Central, `Resources/Nutrition/fdc.tsv`): the food's own
    /// values or its nearest ancestor's; nil for what is not eaten or not known.
    public let nutrients: Nutrients?

    public init(
        id: ID, name: String, plural: String? = nil, synonyms: [String] = [], parent: ID? = nil,
        aisle: String, allergens: Set<Allergen> = [], restriction: DietRestriction? = nil,
        density: Double? = nil, pieceWeight: Double? = nil, shopping: Shopping = Shopping(),
        nutrients: Nutrients? = nil
    ) {
        self.id = id
        self.name = name
        self.plural = plural
        self.synonyms = synonyms
        self.parent = parent
        self.aisle = aisle
        self.allergens = allergens
        self.restriction = restriction
        self.density = density
        self.pieceWeight = pieceWeight
        self.shopping = shopping
        self.nutrients = nutrients
    }

    /// Every name a line may use for this food.
    public var names: [String] { [name] + (plural.map { [$0] } ?? []) + synonyms }
}

extension Food {
    /// How a food is bought, as opposed to how recipes measure it. Every field is optional: an
    /// empty `shopping` column means a solid bought by weight or by the piece as recipes count it.
    public struct Shopping: Sendable, Hashable, Codable {
        /// Poured rather than weighed (milk, oil, stock, vinegar): lists give it by volume in
        /// either system. Solids are given by weight wherever the catalog knows their density.
        public var liquid: Bool
        /// Counted in recipes but sold loose by weight (mushrooms, cherry tomatoes, chicken
        /// wings): the list gives the weight of the pieces rather than a count rounded up.
        public var soldByWeight: Bool
        /// The package the food is sold in (cans of tomatoes, sticks of butter): loose amounts
        /// are bought as packages of this size when no recipe names a size of its own.
        public var package: Package?
        /// For foods bought raw or dry and often measured cooked (rice, pasta, lentils): grams of
        /// cooked food one gram of raw makes. Kinds inherit it from their parent.
        public var cookedYield: Double?
        /// Grams per millilitre of the cooked food, to weigh "2 cups cooked rice".
        public var cookedDensity: Double?
        /// For a catalog food that is itself the cooked form (cooked rice): the raw food a cook
        /// buys instead. Its own density is the cooked density; the yield is the raw food's.
        public var rawFood: Food.ID?
        /// The share of the weight bought that is left once trimmed (broccoli: 0.61, its stalk
        /// and leaves being the rest): a recipe's cups of florets are bought as more broccoli.
        public var edibleShare: Double?
        /// Grams eaten of one whole that holds many of the food's pieces or sprigs, as it is
        /// sold: a loaf of bread, a head of garlic or celery, a bunch of cilantro or kale. Kinds
        /// inherit it from their parent.
        public var wholeWeight: Double?
        /// Grams of one slice of a food counted by a bigger piece, where a slice of it is not a
        /// deli slice of ham (28 g): a thin slice of salami or chorizo. Kinds inherit it.
        public var sliceWeight: Double?
        /// A piece a cook cooks and serves whole (a drumstick, a pork chop, a bun, a tortilla):
        /// scaled, it stays a whole number of pieces, at least one. Not inherited.
        public var uncut: Bool
        /// The kind its parent's plain name buys: all-purpose flour is what "flour" means, black
        /// pepper what "pepper" means. A list with both gives one line of this kind. Not inherited.
        public var usual: Bool

        public init(
            liquid: Bool = false, soldByWeight: Bool = false, package: Package? = nil,
            cookedYield: Double? = nil, cookedDensity: Double? = nil, rawFood: Food.ID? = nil,
            edibleShare: Double? = nil, wholeWeight: Double? = nil, sliceWeight: Double? = nil,
            uncut: Bool = false, usual: Bool = false
        ) {
            self.liquid = liquid
            self.soldByWeight = soldByWeight
            self.package = package
            self.cookedYield = cookedYield
            self.cookedDensity = cookedDensity
            self.rawFood = rawFood
            self.edibleShare = edibleShare
            self.wholeWeight = wholeWeight
            self.sliceWeight = sliceWeight
            self.uncut = uncut
            self.usual = usual
        }
    }

    /// A package a food is sold in, with its usual size in each measuring system: a can of
    /// chickpeas is 15 oz in the US and 400 g elsewhere. `metric` nil means metric lists weigh
    /// the food rather than count packages (butter: sticks in the US, grams elsewhere).
    public struct Package: Sendable, Hashable, Codable {
        public var unit: MeasureUnit
        public var us: Measure?
        public var metric: Measure?

        public init(unit: MeasureUnit, us: Measure?, metric: Measure?) {
            self.unit = unit
            self.us = us
            self.metric = metric
        }

        /// The size lists in `system` count in, or nil when that system does not buy it packaged.
        public func size(for system: MeasureSystem) -> Measure? { system == .us ? us : metric }
    }
}

/// The twelve allergen groups a search can exclude.
public enum Allergen: String, Sendable, Codable, CaseIterable, Comparable {
    case dairy, egg, gluten, grain, peanut, seafood, sesame, shellfish, soy, sulfite
    case treeNut = "tree nut"
    case wheat

    public static func < (lhs: Allergen, rhs: Allergen) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Diets a recipe can be found by; always derived from its foods, never typed by hand.
public enum Diet: String, Sendable, Codable, CaseIterable, Comparable {
    case vegetarian, vegan, pescetarian
    case glutenFree = "gluten-free"
    case dairyFree = "dairy-free"

    public static func < (lhs: Diet, rhs: Diet) -> Bool { lhs.rawValue < rhs.rawValue }
}
