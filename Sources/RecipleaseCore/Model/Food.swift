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

    public init(
        id: ID, name: String, plural: String? = nil, synonyms: [String] = [], parent: ID? = nil,
        aisle: String, allergens: Set<Allergen> = [], restriction: DietRestriction? = nil,
        density: Double? = nil, pieceWeight: Double? = nil
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
    }

    /// Every name a line may use for this food.
    public var names: [String] { [name] + (plural.map { [$0] } ?? []) + synonyms }
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
