import Testing
@testable import RecipleaseCore

/// Items typed onto the grocery list in a shopping list's shorthand, merged with a plan of
/// "6 onions" (docs/planner.md, "Items you add by hand"). Each row: what is typed, and the list's
/// lines with what was added ("9 onions" with "3" added).
struct GroceryAddedItemTests {
    static let catalog = FoodCatalog.shared
    static let parser = IngredientParser(catalog: catalog)

    /// The list of a plan that needs 6 onions, with `typed` added by hand: each item's display
    /// and its added amount.
    static func list(adding typed: String, planned: String = "6 onions") -> [String] {
        let lines = [GroceryLine(ingredient: parser.parse(planned), source: "Soup"),
                     GroceryLine(ingredient: GroceryList.readAdded(typed, parser: parser), source: "", addedID: "a1")]
        return GroceryList.build(lines, catalog: catalog, system: .us).map { $0.display + ($0.added.map { " (+\($0))" } ?? "") }
    }

    @Test(arguments: [
        // a count before or after the words, with or without a times sign, is a count of the plan's food
        ("3 onions", ["9 onions (+3)"]), ("3x onions", ["9 onions (+3)"]), ("3X onions", ["9 onions (+3)"]),
        ("3 x onions", ["9 onions (+3)"]), ("3 × onions", ["9 onions (+3)"]), ("3× onions", ["9 onions (+3)"]),
        ("onions 3", ["9 onions (+3)"]), ("onions x3", ["9 onions (+3)"]), ("onions X3", ["9 onions (+3)"]),
        ("onions x 3", ["9 onions (+3)"]), ("onions 3x", ["9 onions (+3)"]), ("onions 3 x", ["9 onions (+3)"]),
        ("onions × 3", ["9 onions (+3)"]), ("onions, 3", ["9 onions (+3)"]), ("onions: 3", ["9 onions (+3)"]),
        ("onions - 3", ["9 onions (+3)"]), ("  onions   x3  ", ["9 onions (+3)"]), ("onion x1", ["7 onions (+1)"]),
        ("Onions 3", ["9 onions (+3)"]), ("oignons x3", ["9 onions (+3)"]), ("3x oignons", ["9 onions (+3)"]),
        ("- 3 onions", ["9 onions (+3)"]), ("onions 2.5", ["9 onions (+2 ½)"]),
        // a negative or zero amount is none: the words stay as typed, on a line of their own
        ("-3 onions", ["6 onions", "-3 onions"]), ("−3 onions", ["6 onions", "−3 onions"]),
        ("onions -3", ["6 onions", "onions -3"]), ("onions x-3", ["6 onions", "onions x-3"]),
        ("onions x -3", ["6 onions", "onions x -3"]), ("-3x onions", ["6 onions", "-3x onions"]),
        ("0 onions", ["6 onions", "0 onions"]), ("onions 0", ["6 onions", "onions 0"]), ("onions x0", ["6 onions", "onions x0"]),
        ("0x onions", ["6 onions", "0x onions"]), ("0 kg onions", ["6 onions", "0 kg onions"]), ("0.0 onions", ["6 onions", "0.0 onions"]),
        // a reading whose name holds no word keeps the words as typed, on a line of their own
        ("1e-320 g salt", ["6 onions", "1e-320 g salt"]), ("⅞⅞⅞⅞⅞ cups milk", ["6 onions", "⅞⅞⅞⅞⅞ cups milk"]),
        ("1 1/2 1/2 1/2 cups milk", ["6 onions", "1 1/2 1/2 1/2 cups milk"]),
        // near misses: a number that belongs to the words, or words that hold an amount, stay as they are
        ("2-3 onions", ["9 onions (+3)"]), ("2 onions x3", ["6 onions", "2 onions x3"]), ("onions", ["6 onions"]),
    ] as [(String, [String])])
    func shorthandCountsMergeWithThePlan(_ typed: String, _ expected: [String]) {
        #expect(Self.list(adding: typed) == expected, "\(typed)")
    }

    /// A can typed onto the list is the canned kind of the food it names, and joins a recipe's
    /// cans of it: "1 tin of tomatoes" was a line of words in "Other" (grocery probe, 2026-12-08).
    @Test(arguments: [
        ("1 tin of tomatoes", "1 can tomatoes", ["2 cans (14.5 oz) tomatoes (+1 can)"]),
        ("1 can tomatoes", "1 (14.5 oz) can diced tomatoes", ["2 cans (14.5 oz) tomatoes (+1 can)"]),
        ("1 boîte de thon", "1 can tuna", ["2 cans (5 oz) tuna (+1 can)"]),
        // fresh corn and a can of corn are two foods, bought apart
        ("1 can corn", "2 cups corn", ["11 oz corn", "1 can (15.25 oz) corn"]),
    ] as [(String, String, [String])])
    func aCanTypedIsTheCannedKind(_ typed: String, _ planned: String, _ expected: [String]) {
        #expect(Self.list(adding: typed, planned: planned) == expected, "\(typed)")
    }

    @Test(arguments: [
        // with a times sign, anything typed takes the count: "kitchen roll x2" is two of it
        ("kitchen roll x2", 2, "kitchen roll"), ("2x kitchen roll", 2, "kitchen roll"), ("bin bags × 3", 3, "bin bags"),
        ("milk 2", 2, "milk"), ("eggs 12", 12, "eggs"), ("milk 1/2", 0.5, "milk"), ("lemons ½", 0.5, "lemons"),
        ("milk 2 l", 2, "milk"),
        // without one, a number after words that are no catalog food is part of them
        ("nappies size 4", nil, "nappies size 4"), ("paracetamol 500", nil, "paracetamol 500"), ("Heinz 57", nil, "Heinz 57"),
        ("WD-40", nil, "WD-40"), ("Omega-3 capsules", nil, "Omega-3 capsules"), ("AA batteries", nil, "AA batteries"),
        ("size 4 nappies", nil, "size 4 nappies"),
        // what the catalog does not name keeps every word typed, when a reading would leave some
        // out ("zorp" and "<b>paracetamol</b" were shown; web probe, 2026-12-07)
        ("zorp(7) totally different thing", nil, "zorp(7) totally different thing"), ("<b>paracetamol</b>", nil, "<b>paracetamol</b>"),
        ("zorp, 5 packs of something", nil, "zorp, 5 packs of something"), ("2 kitchen  roll", 2, "kitchen  roll"),
        ("3 bin bags", 3, "bin bags"),
    ] as [(String, Double?, String)])
    func aCountAfterTheWordsNeedsAFoodOrATimesSign(_ typed: String, _ quantity: Double?, _ name: String) {
        let read = GroceryList.readAdded(typed, parser: Self.parser)
        #expect(read.quantity == quantity, "\(typed)")
        #expect(read.name == name, "\(typed)")
        #expect(read.input == typed)
    }

    /// The times sign in a recipe line reads as in a list; the figures of the labelled lines do not
    /// move (no labelled line is written this way), and package sizes and sizes stay as they were.
    @Test(arguments: [
        ("3x onions", 3, nil, "onions"), ("3 x onions", 3, nil, "onions"), ("2 × lemons", 2, nil, "lemons"),
        ("2 X eggs", 2, nil, "eggs"), ("2 x 400g tins tomatoes", 2, MeasureUnit.can, "tomatoes"),
        ("1 x-large onion", 1, nil, "onion"), ("2 x large eggs", 2, nil, "eggs"), ("3 x half-and-half", 3, nil, "half-and-half"),
        ("1 x 1.5kg/3lb 5oz chicken", 1, nil, "chicken"),
    ] as [(String, Double, MeasureUnit?, String)])
    func aTimesSignInARecipeLineSaysNothingMore(_ line: String, _ quantity: Double, _ unit: MeasureUnit?, _ name: String) {
        let read = Self.parser.parse(line)
        #expect(read.quantity == quantity)
        #expect(read.unit == unit)
        #expect(read.name == name)
    }
}

/// An amount typed by hand in the other unit system: alone, it shows as typed; joined with the
/// plan's or typed in both systems, in the list's system.
struct GroceryTypedSystemTests {
    static let parser = IngredientParser(catalog: FoodCatalog.shared)

    static func list(_ lines: [(String, Bool)], system: MeasureSystem) -> [String] {
        let grocery = lines.enumerated().map { index, line in
            line.1 ? GroceryLine(ingredient: GroceryList.readAdded(line.0, parser: parser), source: "", addedID: "a\(index)")
                : GroceryLine(ingredient: parser.parse(line.0), source: "Soup", recipeID: "soup")
        }
        return GroceryList.build(grocery, catalog: FoodCatalog.shared, system: system).map(\.display)
    }

    @Test(arguments: [
        // typed alone, in one system: as typed (1 l read 1 ¼ qt, 250 g butter 9 oz)
        ([("1 litre milk", true)], MeasureSystem.us, ["1 l milk"]),
        ([("250 g flour", true)], .us, ["250 g flour"]),
        ([("2 cups milk", true)], .metric, ["2 cups milk"]),
        ([("1 litre milk", true), ("500 ml milk", true)], .us, ["1.5 l milk"]),
        // typed in both systems, or joined with the plan's: the list's system
        ([("1 litre milk", true), ("1 cup milk", true)], .us, ["1 ¼ qt milk"]),
        ([("1 litre milk", true), ("2 cups milk", false)], .us, ["1 ½ qt milk"]),
        ([("2 cups milk", false)], .metric, ["450 ml milk"]),
        // spoons are both systems' measure: typed alone they take the list's (they read "1 ½ oz
        // butter" on a metric list; grocery probe, 2026-12-08), and the system of what they join
        ([("3 c. à soupe de beurre", true)], .metric, ["45 g butter"]),
        ([("3 tbsp butter", true)], .metric, ["45 g butter"]),
        ([("3 tbsp grated parmesan", true)], .metric, ["20 g parmesan"]),
        ([("2 tbsp chopped parsley", true)], .metric, ["10 g parsley"]),
        ([("3 tbsp butter", true)], .us, ["½ stick butter"]),
        ([("1 litre milk", true), ("2 tbsp milk", true)], .us, ["1 l milk"]),
        ([("2 cups milk", true), ("2 tbsp milk", true)], .metric, ["2 ¼ cups milk"]),
    ] as [([(String, Bool)], MeasureSystem, [String])])
    func anAmountTypedAloneKeepsItsSystem(_ lines: [(String, Bool)], _ system: MeasureSystem, _ expected: [String]) {
        #expect(Self.list(lines, system: system) == expected)
    }
}
