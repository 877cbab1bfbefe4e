import Foundation

/// One ingredient line understood: what `IngredientParser.parse(_:)` gives for any line.
/// `input` is the line exactly as given; every other field is nil when the line does not say it.
public struct ParsedIngredient: Sendable, Hashable, Codable {
    public var input: String
    public var quantity: Double?
    public var quantityMax: Double?
    /// Canonical unit, e.g. `.tablespoon`; nil for bare counts ("2 eggs") and unquantified lines.
    public var unit: MeasureUnit?
    /// The size of one package when the line gives it: `1 (14 oz) can` has a package of 14 ounces.
    public var packageQuantity: Double?
    public var packageUnit: MeasureUnit?
    public var size: String?
    /// The food as written, without quantity, unit, preparation or comment.
    public var name: String?
    /// The catalog food the name resolves to.
    public var food: Food.ID?
    public var preparation: String?
    public var comment: String?
    /// The further amounts and foods the same line names, in the order it names them: "2 cloves
    /// garlic, plus 2 more for the sauce" has a second part of 2 cloves of garlic, "salt and
    /// pepper" a second food, "1 cup plus 2 tbsp flour" a second amount. Nil for a line of one
    /// part (nearly all). Each part is a whole `ParsedIngredient` whose `input` is the words it
    /// was read from; parts never have parts of their own.
    public var additionalParts: [ParsedIngredient]?
    /// The first part's own preparation and comment, where the line's hold words that another
    /// part was read from: "1 stick plus 6 tablespoons butter" has the comment "plus 6
    /// tablespoons" and a first part with none. Nil when the first part's are the line's.
    public var firstPartNotes: PartNotes?

    /// What a part says of itself besides its amount and food.
    public struct PartNotes: Sendable, Hashable, Codable {
        public var preparation: String?
        public var comment: String?

        public init(preparation: String?, comment: String?) {
            self.preparation = preparation
            self.comment = comment
        }
    }

    /// A line that names no food and no amount, only words: a heading over the lines after it
    /// ("For the sauce:", "Pour la pâte :"); nutrition, lists and diets pass over it.
    public var isHeading: Bool {
        name == nil && food == nil && quantity == nil && unit == nil && comment != nil
    }

    /// Every amount and food the line names: this line's own reading first, then the others.
    /// The first part is the line without its other parts' words (see `firstPartNotes`).
    public var parts: [ParsedIngredient] {
        guard let additionalParts, !additionalParts.isEmpty else { return [self] }
        var first = self
        first.additionalParts = nil
        if let own = firstPartNotes {
            first.preparation = own.preparation
            first.comment = own.comment
            first.firstPartNotes = nil
        }
        return [first] + additionalParts
    }

    public init(
        input: String, quantity: Double? = nil, quantityMax: Double? = nil, unit: MeasureUnit? = nil,
        packageQuantity: Double? = nil, packageUnit: MeasureUnit? = nil, size: String? = nil,
        name: String? = nil, food: Food.ID? = nil, preparation: String? = nil, comment: String? = nil
    ) {
        self.input = input
        self.quantity = quantity
        self.quantityMax = quantityMax
        self.unit = unit
        self.packageQuantity = packageQuantity
        self.packageUnit = packageUnit
        self.size = size
        self.name = name
        self.food = food
        self.preparation = preparation
        self.comment = comment
    }
}
