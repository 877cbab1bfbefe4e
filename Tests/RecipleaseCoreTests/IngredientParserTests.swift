import Foundation
import Testing
@testable import RecipleaseCore

/// A small catalog of our own, so the expected foods do not move when the bundled data grows.
private enum ParserFixtures {
    static let catalog: FoodCatalog = {
        func food(_ id: String, _ name: String, plural: String? = nil, synonyms: [String] = [], parent: String? = nil) -> Food {
            Food(id: Food.ID(id), name: name, plural: plural, synonyms: synonyms, parent: parent.map { Food.ID($0) }, aisle: "pantry")
        }
        let foods = [
            food("butter", "butter", synonyms: ["unsalted butter", "stick of butter", "sticks of butter"]),
            food("margarine", "margarine"),
            food("flour", "flour"),
            food("all-purpose-flour", "all-purpose flour", synonyms: ["plain flour"], parent: "flour"),
            food("sugar", "sugar", synonyms: ["granulated sugar"]),
            food("brown-sugar", "brown sugar", parent: "sugar"),
            food("tomato", "tomato", plural: "tomatoes"),
            food("lemon", "lemon", plural: "lemons"),
            food("lime", "lime", plural: "limes"),
            food("salt", "salt", synonyms: ["kosher salt", "sea salt"]),
            food("black-pepper", "black pepper", synonyms: ["pepper"]),
            food("garlic", "garlic", synonyms: ["garlic clove", "garlic cloves", "head of garlic"]),
            food("onion", "onion", plural: "onions"),
            food("olive-oil", "olive oil", synonyms: ["extra virgin olive oil"]),
            food("egg", "egg", plural: "eggs"),
            food("milk", "milk"),
            food("chicken", "chicken"),
            food("chicken-thigh", "chicken thigh", plural: "chicken thighs", parent: "chicken"),
            food("chicken-stock", "chicken stock", synonyms: ["chicken broth"]),
            food("vegetable-stock", "vegetable stock"),
            food("cilantro", "cilantro", synonyms: ["coriander leaves", "fresh coriander"]),
            food("scallion", "scallion", plural: "scallions", synonyms: ["green onion", "green onions"]),
            food("eggplant", "eggplant", plural: "eggplants", synonyms: ["aubergine", "aubergines"]),
            food("parsley", "parsley"),
            food("basil", "basil"),
            food("thyme", "thyme"),
            food("ginger", "ginger"),
            food("cinnamon", "cinnamon", synonyms: ["ground cinnamon"]),
            food("cinnamon-stick", "cinnamon stick", plural: "cinnamon sticks", synonyms: ["stick of cinnamon"], parent: "cinnamon"),
            food("noodles", "noodles", synonyms: ["noodle"]),
            food("glass-noodles", "glass noodles", synonyms: ["cellophane noodles"], parent: "noodles"),
            food("lamb", "lamb"),
            food("rack-of-lamb", "rack of lamb", plural: "racks of lamb", synonyms: ["lamb rack"], parent: "lamb"),
            food("fennel", "fennel", synonyms: ["fennel bulb", "fennel bulbs"]),
            food("wine", "wine", synonyms: ["red wine"]),
            food("steak", "steak", plural: "steaks"),
            food("cube-steak", "cube steak", plural: "cube steaks", parent: "steak"),
            food("corn", "corn", synonyms: ["corn kernels"]),
            food("corn-on-the-cob", "corn on the cob", synonyms: ["ear of corn", "ears of corn"], parent: "corn"),
            food("heavy-cream", "heavy cream", synonyms: ["double cream"]),
            food("half-and-half", "half and half"),
            food("celery", "celery"),
            food("bell-pepper", "bell pepper", plural: "bell peppers"),
            food("potato", "potato", plural: "potatoes"),
            food("rice", "rice"),
            food("water", "water"),
            food("honey", "honey"),
            food("cheddar", "cheddar", synonyms: ["cheddar cheese"]),
            food("jalapeno", "jalapeño", synonyms: ["jalapeno"]),
            food("endive", "endive", plural: "endives", synonyms: ["chicory"]),
            food("chicory-coffee", "chicory coffee", synonyms: ["roasted chicory"]),
            food("pea", "pea", plural: "peas"),
            food("split-peas", "split peas", synonyms: ["split pea"]),
            food("coconut", "coconut"),
            food("shredded-coconut", "shredded coconut", synonyms: ["flaked coconut"], parent: "coconut"),
        ]
        do { return try FoodCatalog(foods: foods) } catch { fatalError("test catalog: \(error)") }
    }()

    static let parser = IngredientParser(catalog: catalog)
}

/// One line and what the parser should find in it; a nil expectation is not checked, use
/// `.none` through the `Field` helpers to ask for an empty field.
struct ParseCase: Sendable, CustomTestStringConvertible {
    let line: String
    var quantity: Double?? = .none
    var quantityMax: Double?? = .none
    var unit: MeasureUnit?? = .none
    var name: String?? = .none
    var food: Food.ID?? = .none
    var size: String?? = .none
    var preparation: String?? = .none
    var comment: String?? = .none
    var packageQuantity: Double?? = .none
    var packageUnit: MeasureUnit?? = .none

    var testDescription: String { line }
}

private func check(_ c: ParseCase, sourceLocation: SourceLocation = #_sourceLocation) {
    // when
    let parsed = ParserFixtures.parser.parse(c.line)
    // then
    #expect(parsed.input == c.line, sourceLocation: sourceLocation)
    if let q = c.quantity { #expect(parsed.quantity.map { ($0 * 1000).rounded() } == q.map { ($0 * 1000).rounded() }, "quantity", sourceLocation: sourceLocation) }
    if let q = c.quantityMax { #expect(parsed.quantityMax.map { ($0 * 1000).rounded() } == q.map { ($0 * 1000).rounded() }, "quantityMax", sourceLocation: sourceLocation) }
    if let u = c.unit { #expect(parsed.unit == u, "unit", sourceLocation: sourceLocation) }
    if let n = c.name { #expect(parsed.name == n, "name", sourceLocation: sourceLocation) }
    if let f = c.food { #expect(parsed.food == f, "food", sourceLocation: sourceLocation) }
    if let s = c.size { #expect(parsed.size == s, "size", sourceLocation: sourceLocation) }
    if let p = c.preparation { #expect(parsed.preparation == p, "preparation", sourceLocation: sourceLocation) }
    if let m = c.comment { #expect(parsed.comment == m, "comment", sourceLocation: sourceLocation) }
    if let q = c.packageQuantity { #expect(parsed.packageQuantity == q, "packageQuantity", sourceLocation: sourceLocation) }
    if let u = c.packageUnit { #expect(parsed.packageUnit == u, "packageUnit", sourceLocation: sourceLocation) }
}

private func q(_ line: String, _ quantity: Double?, _ max: Double? = nil, unit: MeasureUnit?? = .none, name: String?? = .none) -> ParseCase {
    ParseCase(line: line, quantity: .some(quantity), quantityMax: .some(max), unit: unit, name: name)
}

private func u(_ line: String, _ unit: MeasureUnit?, name: String?? = .none) -> ParseCase {
    ParseCase(line: line, unit: .some(unit), name: name)
}

private func n(_ line: String, _ name: String?, food: Food.ID?? = .none) -> ParseCase {
    ParseCase(line: line, name: .some(name), food: food)
}

@Suite("IngredientParser")
struct IngredientParserTests {
    static let quantities: [ParseCase] = [
        q("1 cup rice", 1, unit: .cup),
        q("1.5 cups milk", 1.5, unit: .cup),
        q("1,5 l water", 1.5, unit: .liter),
        q("1 1/2 cups flour", 1.5, unit: .cup),
        q("1½ cups flour", 1.5, unit: .cup),
        q("1 ½ cups flour", 1.5, unit: .cup),
        q("½ teaspoon salt", 0.5, unit: .teaspoon),
        q("¼ cup honey", 0.25, unit: .cup),
        q("¾ cup sugar", 0.75, unit: .cup),
        q("⅓ cup milk", 1.0 / 3, unit: .cup),
        q("⅔ cup water", 2.0 / 3, unit: .cup),
        q("⅛ teaspoon cinnamon", 0.125, unit: .teaspoon),
        q("2⅓ cups flour", 7.0 / 3, unit: .cup),
        q("3/4 cup sugar", 0.75, unit: .cup),
        q("1-1/2 cups water", 1.5, unit: .cup),
        q("1⁄2 cup butter", 0.5, unit: .cup),
        q(".5 cup milk", 0.5, unit: .cup),
        q("1-2 tablespoons honey", 1, 2, unit: .tablespoon),
        q("1 - 2 tablespoons honey", 1, 2, unit: .tablespoon),
        q("1 to 2 teaspoons salt", 1, 2, unit: .teaspoon),
        q("2–3 large eggs", 2, 3, unit: nil),
        q("2—3 cloves garlic", 2, 3, unit: .clove),
        q("1 or 2 limes", 1, 2, unit: nil),
        q("1/2-1 cup water", 0.5, 1, unit: .cup),
        q("1 1/2 to 2 cups milk", 1.5, 2, unit: .cup),
        q("one onion", 1, name: "onion"),
        q("two eggs", 2, name: "eggs"),
        q("Three tomatoes", 3, name: "tomatoes"),
        q("twelve eggs", 12, name: "eggs"),
        q("a dozen eggs", 12, name: "eggs"),
        q("2 dozen eggs", 24, name: "eggs"),
        q("half a lemon", 0.5, name: "lemon"),
        q("a half cup milk", 0.5, unit: .cup),
        q("an onion", 1, name: "onion"),
        q("a pinch of salt", 1, unit: .pinch, name: "salt"),
        q("a couple of eggs", 2, name: "eggs"),
        q("one and a half cups milk", 1.5, unit: .cup),
        q("1 and 1/2 cups sugar", 1.5, unit: .cup),
        q("one third cup water", 1.0 / 3, unit: .cup),
        q("two thirds cup sugar", 2.0 / 3, unit: .cup),
        q("thirty-two shrimp", 32, name: "shrimp"),
        q("twenty four cherry tomatoes", 24, name: "cherry tomatoes"),
        q("half a dozen eggs", 6, name: "eggs"),
        q("one-third cup sugar", 1.0 / 3, unit: .cup, name: "sugar"),
        q("three-quarters cup milk", 0.75, unit: .cup, name: "milk"),
        q("one and one-half cups sugar", 1.5, unit: .cup, name: "sugar"),
        q("a pound and a half of beef", 1.5, unit: .pound, name: "beef"),
        q("thirty 4-inch skewers", 30, name: "skewers"),
        q("1 brick cream cheese", 1, unit: .block, name: "cream cheese"),
        q("2 cans 11 oz cans mandarin oranges", 2, unit: .can, name: "mandarin oranges"),
        q("Eggs x 3", 3, unit: nil, name: "Eggs"),
        q("Lemon × 2", 2, unit: nil, name: "Lemon"),
        q("Cherry tomatoes x 12, halved", 12, name: "Cherry tomatoes"),
        q("Baking dish 9 x 13", nil),
        q("1 cup 250 ml milk", 1, unit: .cup, name: "milk"),
        q("1 stick 4 oz butter", 1, unit: .stick, name: "butter"),
        q("1 cup 8 oz cream cheese", 1, unit: .cup, name: "cream cheese"),
        q("1 lb 4 oz ground beef", 1.25, unit: .pound, name: "ground beef"),
        q("1 15 - ounce can black beans", 1, unit: .can, name: "black beans"),
        q("2 - 3 lb bag potatoes", 2, 3, unit: .pound),
        q("About 2 cups milk", 2, unit: .cup),
        q("~3 cloves garlic", 3, unit: .clove),
        q("1,000 g flour", 1000, unit: .gram),
        q("a few sprigs thyme", nil, unit: .sprig),
        q("a little olive oil", nil),
        q("Salt", nil, name: "Salt"),
        // a number no cook measures, or a fraction over nothing, is text, not the amount it starts
        q("9223372036854775807 eggs", nil, unit: nil, name: "9223372036854775807 eggs"),
        q("1000000000 g flour", nil, unit: nil),
        q("123456789 g flour", 123_456_789, unit: .gram),
        q("1/0 cups flour", nil, unit: nil, name: "1/0 cups flour"),
        q("0/0 cups flour", nil, unit: nil),
        q("1/10000000000 tsp salt", nil, unit: nil),
        q("1/100 tsp salt", 0.01, unit: .teaspoon),
    ]

    @Test("quantities", arguments: quantities)
    func quantity(_ c: ParseCase) { check(c) }

    /// A share, a temperature or a power of ten is never the line's amount; an amount elsewhere is.
    static let sharesAndTemperatures: [ParseCase] = [
        ParseCase(line: "5% fat milk, 1 cup", quantity: 1, unit: .some(.cup), name: "5% fat milk", food: "milk", comment: .some(nil)),
        ParseCase(line: "100% whole wheat flour 2 cups", quantity: 2, unit: .some(.cup), name: "100% whole wheat flour", food: "flour"),
        ParseCase(line: "2% milk", quantity: .some(nil), unit: .some(nil), name: "2% milk", food: "milk"),
        ParseCase(line: "2 % milk", quantity: .some(nil), name: "2 % milk"),
        ParseCase(line: "fromage blanc 20 % : 200 g", quantity: 200, unit: .some(.gram), name: "fromage blanc 20 %", comment: .some(nil)),
        ParseCase(line: "milk 2%", quantity: .some(nil), name: "milk 2%", food: "milk"),
        ParseCase(line: "20 percent cream, 1 cup", quantity: 1, unit: .some(.cup), name: "20 percent cream"),
        ParseCase(line: "10-18% heavy cream, 1 cup", quantity: 1, quantityMax: .some(nil), unit: .some(.cup), name: "10-18% heavy cream"),
        ParseCase(line: "60 to 72 % heavy cream", quantity: .some(nil), quantityMax: .some(nil), name: "60 to 72 % heavy cream"),
        ParseCase(line: "350°F oven", quantity: .some(nil), unit: .some(nil), name: "350°F oven"),
        ParseCase(line: "350 °F oven", quantity: .some(nil), name: "350 °F oven"),
        ParseCase(line: "180ºC oven", quantity: .some(nil), name: "180ºC oven"),
        ParseCase(line: "180℃ oven", quantity: .some(nil), name: "180℃ oven"),
        // a temperature's sign ending the name stays in it, as a share's % does
        ParseCase(line: "four 180℃", quantity: .some(nil), name: "four 180℃"),
        ParseCase(line: "oven 350℉", quantity: .some(nil), name: "oven 350℉"),
        ParseCase(line: "oven 180 ℃", quantity: .some(nil), name: "oven 180 ℃"),
        ParseCase(line: "oven 350°", quantity: .some(nil), name: "oven 350°"),
        ParseCase(line: "350 degrees F oven", quantity: .some(nil), unit: .some(nil), name: "350 degrees F oven"),
        // a scale's letter alone: F, or C after more than a line's cups ("2 C flour" is cups)
        ParseCase(line: "Oven at 180C/350F", quantity: .some(nil), unit: .some(nil)),
        ParseCase(line: "four 180 C", quantity: .some(nil), unit: .some(nil)),
        ParseCase(line: "350F oven", quantity: .some(nil), unit: .some(nil)),
        ParseCase(line: "2 C flour", quantity: 2, unit: .some(.cup), name: "flour"),
        ParseCase(line: "1e3 g flour", quantity: .some(nil), unit: .some(nil)),
        ParseCase(line: "2E-3 cups sugar", quantity: .some(nil), unit: .some(nil)),
        // left alone: an amount before the share or temperature, and plain amounts
        ParseCase(line: "1 cup 2% milk", quantity: 1, unit: .some(.cup), name: "2% milk", food: "milk"),
        ParseCase(line: "1 cup water (110 degrees F)", quantity: 1, unit: .some(.cup), name: "water", comment: "110 degrees F"),
        ParseCase(line: "2 cups water, heated to 110°F", quantity: 2, unit: .some(.cup), name: "water"),
        ParseCase(line: "Water, heated to 110°F, 2 cups", quantity: 2, unit: .some(.cup), name: "Water"),
        ParseCase(line: "2eggs", quantity: 2, name: "eggs"),
        ParseCase(line: "2 each eggs", quantity: 2),
        ParseCase(line: "100 g sugar", quantity: 100, unit: .some(.gram)),
    ]

    @Test("a share, a temperature or a power of ten is no amount", arguments: sharesAndTemperatures)
    func shareOrTemperature(_ c: ParseCase) { check(c) }

    static let units: [ParseCase] = [
        u("2 tbs butter", .tablespoon),
        u("2 Tbsp butter", .tablespoon),
        u("2 TBSP butter", .tablespoon),
        u("2 tbsp. butter", .tablespoon),
        u("1 T olive oil", .tablespoon),
        u("1 t salt", .teaspoon),
        u("1 tsp salt", .teaspoon),
        u("1 teaspoon salt", .teaspoon),
        u("3 teaspoons salt", .teaspoon),
        u("2 tablespoons honey", .tablespoon),
        u("1 c. milk", .cup),
        u("1 c milk", .cup),
        u("2 cups milk", .cup),
        u("8 fl oz milk", .fluidOunce),
        u("8 fl. oz. milk", .fluidOunce),
        u("8 fluid ounces milk", .fluidOunce),
        u("8 floz milk", .fluidOunce),
        u("400g flour", .gram, name: "flour"),
        u("400 g flour", .gram),
        u("400 grams flour", .gram),
        u("1kg potatoes", .kilogram, name: "potatoes"),
        u("1 kilo potatoes", .kilogram),
        u("2 lb potatoes", .pound),
        u("2 lbs. potatoes", .pound),
        u("2 pounds potatoes", .pound),
        u("6 oz cheddar", .ounce),
        u("6 ounces cheddar", .ounce),
        u("250ml milk", .milliliter),
        u("250 mL milk", .milliliter),
        u("1 litre water", .liter),
        u("1 liter water", .liter),
        u("1 L water", .liter),
        u("2 dl cream", .deciliter),
        u("5 cl water", .centiliter),
        u("500 mg salt", .milligram),
        u("1 pint milk", .pint),
        u("1 quart chicken stock", .quart),
        u("1 gallon water", .gallon),
        u("1 dessertspoon honey", .dessertspoon),
        u("3 cloves garlic", .clove, name: "garlic"),
        u("3 garlic cloves", .clove, name: "garlic"),
        u("2 cans tomatoes", .can),
        u("2 tins tomatoes", .can),
        u("1 package yeast", .package),
        u("1 packet yeast", .package),
        u("1 jar honey", .jar),
        u("4 slices bread", .slice),
        u("1 stick butter", .stick),
        u("1 bunch parsley", .bunch),
        u("2 sprigs thyme", .sprig),
        u("1 head garlic", .head),
        u("1 piece ginger", .piece),
        u("1 pinch salt", .pinch),
        u("1 dash cinnamon", .dash),
        u("1 handful basil", .handful),
        u("2 stalks celery", .stalk),
        u("2 celery stalks", .stalk, name: "celery"),
        u("2 ribs celery", .rib),
        u("Pinch of salt", .pinch, name: "salt"),
        u("Handful of basil", .handful, name: "basil"),
        u("3 eggs", nil, name: "eggs"),
        u("10 whole cloves", nil),
        u("2 short ribs", nil),
    ]

    @Test("units, aliases and spacing", arguments: units)
    func unit(_ c: ParseCase) { check(c) }

    static let packages: [ParseCase] = [
        ParseCase(line: "1 (14 oz) can tomatoes", quantity: 1, unit: .can, name: "tomatoes", packageQuantity: 14, packageUnit: .ounce),
        ParseCase(line: "2 (14.5-ounce) cans tomatoes", quantity: 2, unit: .can, packageQuantity: 14.5, packageUnit: .ounce),
        ParseCase(line: "1 (8 ounce) package cream cheese", quantity: 1, unit: .package, packageQuantity: 8, packageUnit: .ounce),
        ParseCase(line: "1 28-ounce can tomatoes", quantity: 1, unit: .can, packageQuantity: 28, packageUnit: .ounce),
        ParseCase(line: "2 x 400g tins tomatoes", quantity: 2, unit: .can, packageQuantity: 400, packageUnit: .gram),
        ParseCase(line: "4 (6-ounce) chicken thighs", quantity: 4, unit: .some(nil), name: "chicken thighs", packageQuantity: 6, packageUnit: .ounce),
        ParseCase(line: "1 (2 liter) bottle water", quantity: 1, unit: .bottle, packageQuantity: 2, packageUnit: .liter),
        ParseCase(line: "1 (16 oz) jar honey", quantity: 1, unit: .jar, packageQuantity: 16, packageUnit: .ounce),
        ParseCase(line: "A 2-inch piece ginger", quantity: 1, unit: .piece, name: "ginger", packageQuantity: 2, packageUnit: .inch),
        ParseCase(line: "1 (15- to 16-ounce) can tomatoes", quantity: 1, unit: .can, packageQuantity: 15, packageUnit: .ounce),
        ParseCase(line: "1 can (14 oz) coconut milk", quantity: 1, unit: .can, name: "coconut milk", packageQuantity: 14, packageUnit: .ounce),
        ParseCase(line: "2 cans (400 g each) chickpeas", quantity: 2, unit: .can, name: "chickpeas", packageQuantity: 400, packageUnit: .gram),
        // a weight or volume, unglued, between a whole count and what it counts is the size of one,
        // a range its low end, a second measure in brackets after it left out
        ParseCase(line: "4 6 oz salmon fillets", quantity: 4, unit: .some(nil), name: "salmon fillets", packageQuantity: 6, packageUnit: .ounce),
        ParseCase(line: "8 10-12 ounce sirloin steaks", quantity: 8, unit: .some(nil), name: "sirloin steaks", packageQuantity: 10, packageUnit: .ounce),
        ParseCase(line: "4 6 to 8 ounce salmon fillets", quantity: 4, unit: .some(nil), name: "salmon fillets", packageQuantity: 6, packageUnit: .ounce),
        ParseCase(line: "Two 14.5 oz (411g) cans chopped tomatoes", quantity: 2, unit: .can, name: "chopped tomatoes",
                  packageQuantity: 14.5, packageUnit: .ounce),
        ParseCase(line: "One 1 lb (450g) loaf bread", quantity: 1, unit: .loaf, name: "bread", packageQuantity: 1, packageUnit: .pound),
        // not after a mixed number or a fraction, nor before a note alone
        ParseCase(line: "2 1/2 cups flour", quantity: 2.5, unit: .cup, name: "flour", packageQuantity: .some(nil)),
        ParseCase(line: "2 200 g, chopped", packageQuantity: .some(nil)),
        // a dash that sets the count before a package's size is no range
        ParseCase(line: "2 - 15 oz cans black beans", quantity: 2, quantityMax: .some(nil), unit: .can, name: "black beans", packageQuantity: 15, packageUnit: .ounce),
        ParseCase(line: "2-14.5 ounce cans tomatoes", quantity: 2, quantityMax: .some(nil), unit: .can, name: "tomatoes", packageQuantity: 14.5, packageUnit: .ounce),
        ParseCase(line: "3 – 8 oz packages cream cheese", quantity: 3, quantityMax: .some(nil), unit: .package, name: "cream cheese", packageQuantity: 8, packageUnit: .ounce),
        ParseCase(line: "3 - 400g tins chickpeas", quantity: 3, quantityMax: .some(nil), unit: .can, name: "chickpeas", packageQuantity: 400, packageUnit: .gram),
        // and where it leaves the range alone: no container, one container, a close spread, a length
        ParseCase(line: "1 - 2 tbsp honey", quantity: 1, quantityMax: 2, unit: .tablespoon, name: "honey"),
        ParseCase(line: "1-2 lb packages chicken", quantity: 1, quantityMax: 2, unit: .pound, name: "chicken"),
        ParseCase(line: "2 - 3 cloves garlic", quantity: 2, quantityMax: 3, unit: .clove, name: "garlic"),
        ParseCase(line: "10 - 12 oz bag spinach", quantity: 10, quantityMax: 12, unit: .ounce, name: "spinach"),
        ParseCase(line: "15 - 20 oz cans tomatoes", quantity: 15, quantityMax: 20, unit: .ounce, name: "tomatoes"),
        ParseCase(line: "2 - 3 lb bag potatoes", quantity: 2, quantityMax: 3, unit: .pound, name: "potatoes"),
        ParseCase(line: "2 - 3 inch piece ginger", quantity: 2, quantityMax: 3, unit: .inch, name: "ginger"),
        ParseCase(line: "2 - 4 oz pieces salmon", quantity: 2, quantityMax: 4, unit: .ounce, name: "salmon"),
        // a whole number and a fraction glued to a size unit are one size: of one thing, its count not written
        ParseCase(line: "1 1/2-inch piece ginger", quantity: 1, unit: .piece, name: "ginger", packageQuantity: 1.5, packageUnit: .inch),
        ParseCase(line: "1 ½-inch piece ginger", quantity: 1, unit: .piece, name: "ginger", packageQuantity: 1.5, packageUnit: .inch),
        ParseCase(line: "2 1/2-inch piece ginger", quantity: 1, unit: .piece, name: "ginger", packageQuantity: 2.5, packageUnit: .inch),
        ParseCase(line: "1 1/2-inch-thick slice ham", quantity: 1, unit: .slice, name: "ham", packageQuantity: 1.5, packageUnit: .inch),
        ParseCase(line: "2 1/2-pound chicken", quantity: 1, unit: .some(nil), name: "chicken", packageQuantity: 2.5, packageUnit: .pound),
        ParseCase(line: "1 3/4-ounce package pectin", quantity: 1, unit: .package, name: "pectin", packageQuantity: 1.75, packageUnit: .ounce),
        ParseCase(line: "2 1 1/2-inch pieces ginger", quantity: 2, unit: .piece, name: "ginger", packageQuantity: 1.5, packageUnit: .inch),
        ParseCase(line: "One 1 1/2-inch piece ginger", quantity: 1, unit: .piece, name: "ginger", packageQuantity: 1.5, packageUnit: .inch),
        // a count of two or more before a plural counts them; a number or a word alone keeps its reading
        ParseCase(line: "2 1/4-ounce packages gelatin", quantity: 2, unit: .package, name: "gelatin", packageQuantity: 0.25, packageUnit: .ounce),
        ParseCase(line: "12 3/4-inch-thick slices brioche", quantity: 12, unit: .slice, name: "brioche", packageQuantity: 0.75, packageUnit: .inch),
        ParseCase(line: "2 1/2-pound chicken breasts", quantity: 2, name: "chicken breasts", packageQuantity: 0.5, packageUnit: .pound),
        ParseCase(line: "3 1/2-cup containers yogurt", quantity: 3, unit: .container, name: "yogurt", packageQuantity: 0.5, packageUnit: .cup),
        ParseCase(line: "One ¼-ounce envelope gelatin", quantity: 1, unit: .envelope, name: "gelatin", packageQuantity: 0.25, packageUnit: .ounce),
        ParseCase(line: "Two ½-pound steaks", quantity: 2, name: "steaks", packageQuantity: 0.5, packageUnit: .pound),
        ParseCase(line: "1½-inch piece ginger", quantity: 1.5, unit: .inch, name: "ginger", packageQuantity: .some(nil)),
        ParseCase(line: "1 1/2 cups flour", quantity: 1.5, unit: .cup, name: "flour", packageQuantity: .some(nil)),
    ]

    @Test("package sizes", arguments: packages)
    func package(_ c: ParseCase) { check(c) }

    /// Bought by the can, a fresh food is its canned kind, as "1 can of tomatoes" always was (the
    /// list put "1 can (400 g) tomatoes" under produce, and fresh tomatoes at home hid it; grocery
    /// probe, 2026-12-08); a food with no canned kind stays itself.
    @Test(arguments: [
        ("1 can (400 g) tomatoes", "canned-tomatoes"), ("2 cans tomatoes", "canned-tomatoes"), ("1 can corn", "canned-corn"),
        ("1 tin mushrooms", "canned-mushrooms"), ("1 can peaches", "canned-peaches"), ("2 (15 oz) cans corn", "canned-corn"),
        ("1 can (14 oz) coconut milk", "coconut-milk"), ("2 tomatoes", "tomato"), ("1 cup corn", "corn"),
    ])
    func aFoodBoughtByTheCanIsItsCannedKind(_ line: String, _ food: String) {
        #expect(IngredientParser(catalog: FoodCatalog.shared).parse(line).food == Food.ID(food), "\(line)")
    }

    static let alternativeMeasures: [ParseCase] = [
        ParseCase(line: "340g/12oz sugar", quantity: 340, unit: .gram, name: "sugar"),
        ParseCase(line: "1kg/2lb 4oz potatoes", quantity: 1, unit: .kilogram, name: "potatoes"),
        ParseCase(line: "2 litres/3½ pints milk", quantity: 2, unit: .liter, name: "milk"),
        ParseCase(line: "1 tbsp (15 mL) honey", quantity: 1, unit: .tablespoon, name: "honey", comment: "15 mL"),
        ParseCase(line: "2 cups (280 grams) flour", quantity: 2, unit: .cup, name: "flour"),
        ParseCase(line: "1 cup plus 2 tablespoons sugar", quantity: 1, unit: .cup, name: "sugar"),
        ParseCase(line: "2 tablespoons, plus 2 teaspoons, olive oil", quantity: 2, unit: .tablespoon, name: "olive oil",
                  comment: "plus 2 teaspoons"),
        ParseCase(line: "1 lb 4 oz potatoes", quantity: 1.25, unit: .pound, name: "potatoes"),
        ParseCase(line: "125g 4½oz brown sugar", quantity: 125, unit: .gram, name: "brown sugar"),
        ParseCase(line: "¾ cup (1½ sticks) butter", quantity: 0.75, unit: .cup, name: "butter"),
    ]

    @Test("second measures in another unit", arguments: alternativeMeasures)
    func secondMeasure(_ c: ParseCase) { check(c) }

    static let sizes: [ParseCase] = [
        ParseCase(line: "1 small onion", size: "small"),
        ParseCase(line: "2 medium potatoes", name: "potatoes", size: "medium"),
        ParseCase(line: "3 large eggs", name: "eggs", size: "large"),
        ParseCase(line: "2 extra-large eggs", name: "eggs", size: "extra-large"),
        ParseCase(line: "1 x-large onion", name: "onion", size: "x-large"),
        ParseCase(line: "2 extra large eggs", name: "eggs", size: "extra large"),
        ParseCase(line: "1 medium-sized eggplant", name: "eggplant", size: "medium-sized"),
        ParseCase(line: "1 large bunch basil", unit: .bunch, name: "basil", size: "large"),
        ParseCase(line: "1 ripe medium tomato", name: "ripe tomato", size: "medium"),
        ParseCase(line: "4 medium sized onions", name: "onions", size: "medium sized"),
        // servings, pieces or portions glued to a number size the thing named after them
        ParseCase(line: "2 8-serving pie crusts", quantity: 2, unit: .some(nil), name: "pie crusts", size: "8-serving"),
        ParseCase(line: "1 12-count package tortillas", quantity: 1, unit: .package, name: "tortillas", size: "12-count"),
        ParseCase(line: "1 4-serving size box pudding mix", quantity: 1, unit: .box, name: "pudding mix", size: "4-serving size"),
        ParseCase(line: "3 6-portion bags rice", quantity: 3, unit: .bag, name: "rice", size: "6-portion"),
        // and what stays as it was: a kind glued to a number, a measure, nothing named after it
        ParseCase(line: "2 12-grain rolls", quantity: 2, unit: .some(nil), name: "12-grain rolls", size: .some(nil)),
        ParseCase(line: "2 9-inch pie crusts", quantity: 2, name: "pie crusts", size: .some(nil), packageQuantity: 9,
                  packageUnit: .inch),
        ParseCase(line: "1 8-serving", quantity: 1, size: .some(nil)),
        // a size before a note in brackets after a unit sizes what follows the note
        ParseCase(line: "1 pound small (1 to 1 ½ inches) onions, halved", unit: .pound, name: "onions", food: "onion",
                  size: "small", preparation: "halved", comment: "1 to 1 ½ inches"),
        ParseCase(line: "2 pounds medium (about 8) tomatoes", unit: .pound, name: "tomatoes", size: "medium", comment: "about 8"),
    ]

    @Test("size words", arguments: sizes)
    func size(_ c: ParseCase) { check(c) }

    static let preparations: [ParseCase] = [
        ParseCase(line: "1 1/2 cups flour, sifted", name: "flour", preparation: "sifted"),
        ParseCase(line: "1 onion, finely chopped", name: "onion", preparation: "finely chopped"),
        ParseCase(line: "2 tbsp finely chopped parsley", name: "parsley", preparation: "finely chopped"),
        ParseCase(line: "3 cloves garlic, minced", name: "garlic", preparation: "minced"),
        ParseCase(line: "1 cup diced onion", name: "onion", preparation: "diced"),
        ParseCase(line: "1/2 cup butter, at room temperature", name: "butter", preparation: "at room temperature"),
        ParseCase(line: "1/2 cup butter, softened", name: "butter", preparation: "softened"),
        ParseCase(line: "2 tbsp melted butter", name: "butter", preparation: "melted"),
        ParseCase(line: "1 cup grated cheddar", name: "cheddar", preparation: "grated"),
        ParseCase(line: "2 cups cooked rice", name: "rice", preparation: "cooked"),
        ParseCase(line: "2 eggs, lightly beaten", name: "eggs", preparation: "lightly beaten"),
        ParseCase(line: "1 onion, peeled and diced", name: "onion", preparation: "peeled and diced"),
        ParseCase(line: "1 bell pepper, seeded and cut into strips", name: "bell pepper", preparation: "seeded and cut into strips"),
        ParseCase(line: "1 cup peeled and chopped tomatoes", name: "tomatoes"),
        ParseCase(line: "2 potatoes, peeled, cut into 1-inch cubes", name: "potatoes"),
        ParseCase(line: "parsley finely chopped", name: "parsley", preparation: "finely chopped"),
        ParseCase(line: "1 tsp freshly grated ginger", name: "ginger", preparation: "freshly grated"),
        ParseCase(line: "1/2 tsp finely ground cinnamon", name: "cinnamon", preparation: "finely ground"),
        ParseCase(line: "1 tsp freshly ground black pepper", name: "freshly ground black pepper", food: "black-pepper"),
        ParseCase(line: "2 hard-boiled eggs", name: "eggs", preparation: "hard-boiled"),
        ParseCase(line: "1 cup thinly-sliced celery", name: "celery", preparation: "thinly-sliced"),
        ParseCase(line: "1 (14 oz) can diced tomatoes", name: "diced tomatoes", food: "tomato"),
        ParseCase(line: "1/2 cup roasted, salted peanuts", name: "salted peanuts", preparation: "roasted"),
        // "cut" before the food it qualifies is a kind of cut, before a link or an adverb a preparation
        ParseCase(line: "4 center cut chicken thighs", name: "center cut chicken thighs", food: "chicken-thigh", preparation: .some(nil)),
        ParseCase(line: "2 chicken thighs cut into strips", name: "chicken thighs", preparation: "cut into strips"),
        ParseCase(line: "3 onions cut crosswise", name: "onions", preparation: "cut crosswise"),
        ParseCase(line: "2 tomatoes cut up", name: "tomatoes", preparation: "cut up"),
        ParseCase(line: "1 lb chicken cut side down", name: "chicken", preparation: "cut side down"),
        // "but" between qualifiers of the food after them stays in the name; before a comment word it opens one
        ParseCase(line: "2 ripe but firm medium tomatoes", name: "ripe but firm tomatoes", food: "tomato", size: "medium"),
        ParseCase(line: "1 cup milk but not skim", name: "milk", comment: "but not skim"),
        // a length glued to the food it sizes, inside the name: the thing's size; not before other words
        ParseCase(line: "1 unbaked 9-inch flour tortilla", name: "unbaked flour tortilla", packageQuantity: 9, packageUnit: .inch),
        ParseCase(line: "1 piece ginger 2-inch long", name: "ginger", comment: "2-inch long", packageQuantity: .some(nil)),
        // a footnote's mark after the unit
        ParseCase(line: "3 cups* water", quantity: 3, unit: .cup, name: "water", food: "water"),
        // no name outside the brackets: the last note that names a food
        ParseCase(line: "Scant 2/3 cup (60g) (all-purpose flour)", unit: .cup, name: "all-purpose flour", food: "all-purpose-flour",
                  comment: "Scant, 60g"),
        ParseCase(line: "2 cups (optional)", name: .some(nil), food: .some(nil), comment: "optional"),
        // a name of describing words alone, split from its noun by the page's bracket: the
        // bracket right after it names the food; name and note stay as written
        ParseCase(line: "4 boneless (skinless chicken thighs, thinly sliced)", name: "boneless", food: "chicken-thigh",
                  comment: "skinless chicken thighs, thinly sliced"),
        ParseCase(line: "2 large fresh (ripe tomatoes)", name: "fresh", food: "tomato", comment: "ripe tomatoes"),
        // so does a note after "or" or a comma right after such a name, the first that names a food
        ParseCase(line: "1/2 cup ground or shredded coconut", name: "ground", food: "shredded-coconut"),
        ParseCase(line: "4 boneless (but not skinless, ideally) chicken breasts", name: "boneless", food: "chicken"),
        // left alone: a name with a noun of its own (the note's food is an example), a note that
        // names no food
        ParseCase(line: "1 packet Kool-Aid mix (cherry, grape or lime)", food: .some(nil)),
        ParseCase(line: "4 fresh (see note)", name: "fresh", food: .some(nil), comment: "see note"),
        ParseCase(line: "3 cups cooked grains (if frozen, pour boiling water over them)", food: .some(nil)),
        ParseCase(line: "2 large, or 3 medium, peeled and diced", food: .some(nil)),
    ]

    @Test("preparation before and after the name", arguments: preparations)
    func preparation(_ c: ParseCase) { check(c) }

    /// A measure followed by preparation or comment words alone names no food: the words are the
    /// line's notes. Where a noun follows them, they prepare it as before.
    static let notesWithoutName: [ParseCase] = [
        ParseCase(line: "1 cup sifted", quantity: 1, unit: .cup, name: .some(nil), food: .some(nil), preparation: "sifted"),
        ParseCase(line: "1 cup, sifted", unit: .cup, name: .some(nil), preparation: "sifted", comment: .some(nil)),
        ParseCase(line: "2 cups chopped", quantity: 2, name: .some(nil), preparation: "chopped"),
        ParseCase(line: "1/2 cup packed", quantity: 0.5, name: .some(nil), preparation: "packed"),
        ParseCase(line: "3 tbsp very finely minced", unit: .tablespoon, name: .some(nil), preparation: "very finely minced"),
        ParseCase(line: "1 cup peeled and cubed", name: .some(nil), preparation: "peeled and cubed"),
        ParseCase(line: "2 tbsp, divided", unit: .tablespoon, name: .some(nil), preparation: .some(nil), comment: "divided"),
        ParseCase(line: "2 cups grated (about 1 block)", name: .some(nil), preparation: "grated", comment: "about 1 block"),
        // left alone: a noun after them, a name after a comma, a kind word, a catalog name
        ParseCase(line: "1 cup chopped walnuts", name: "walnuts", preparation: "chopped"),
        ParseCase(line: "2 cups shredded cheddar", name: "cheddar", food: "cheddar", preparation: "shredded"),
        ParseCase(line: "1 cup sifted flour", name: "flour", food: "flour", preparation: "sifted"),
        ParseCase(line: "1 cup packed brown sugar", name: "brown sugar", food: "brown-sugar", preparation: "packed"),
        ParseCase(line: "1 cup whipped cream", name: "whipped cream", preparation: .some(nil)),
        ParseCase(line: "1 cup chopped, fresh parsley", name: "fresh parsley", food: "parsley", preparation: "chopped"),
        ParseCase(line: "1 cup, sifted, flour", name: "flour", food: "flour", preparation: "sifted"),
        ParseCase(line: "1 cup dried", name: "dried"),
    ]

    @Test("preparation or comment words alone name no food", arguments: notesWithoutName)
    func noteWordsAlone(_ c: ParseCase) { check(c) }

    /// A preparation right before the name that makes, with the whole name, the catalog name of
    /// another food (not a kind of the name's food) names that food; name and preparation stay.
    static let preparationsNamingAnotherFood: [ParseCase] = [
        ParseCase(line: "1 tbsp roasted chicory", name: "chicory", food: "chicory-coffee", preparation: "roasted"),
        ParseCase(line: "12 oz split peas, rinsed", name: "peas", food: "split-peas", preparation: "split, rinsed"),
        ParseCase(line: "1 cup finely split peas", name: "peas", food: "split-peas", preparation: "finely split"),
        // left alone: the preparation after the name or not next to it, a kind of the name's food,
        // a name longer than the catalog's, a food the name already gives
        ParseCase(line: "2 heads chicory, roasted", name: "chicory", food: "endive", preparation: "roasted"),
        ParseCase(line: "1 cup roasted, chopped chicory", name: "chicory", food: "endive"),
        ParseCase(line: "1/2 cup flaked coconut", name: "coconut", food: "coconut", preparation: "flaked"),
        ParseCase(line: "1 cup roasted chicory leaves", food: "endive"),
        ParseCase(line: "1 cup split pea soup mix", food: "pea"),
        ParseCase(line: "2 cups chopped walnuts", food: .some(nil), preparation: "chopped"),
    ]

    @Test("a preparation that names another food with the name", arguments: preparationsNamingAnotherFood)
    func preparationNamingAnotherFood(_ c: ParseCase) { check(c) }

    static let comments: [ParseCase] = [
        ParseCase(line: "1 tsp salt, or to taste", name: "salt", comment: "or to taste"),
        ParseCase(line: "Salt to taste", name: "Salt", comment: "to taste"),
        ParseCase(line: "1/4 cup parsley, optional", name: "parsley", comment: "optional"),
        ParseCase(line: "1/4 cup parsley (optional)", name: "parsley", comment: "optional"),
        // an "of" before a size belongs to the note that gives it
        ParseCase(line: "2 salmon fillets of 6 oz each", quantity: 2, name: "salmon fillets", comment: "of 6 oz each"),
        ParseCase(line: "1 chicken of about 3 lb", quantity: 1, name: "chicken", food: "chicken", comment: "of about 3 lb"),
        ParseCase(line: "1 cup sugar, divided", name: "sugar", comment: "divided"),
        ParseCase(line: "2 tbsp olive oil, plus more for serving", name: "olive oil", comment: "plus more for serving"),
        ParseCase(line: "Olive oil, for frying", name: "Olive oil", comment: "for frying"),
        ParseCase(line: "Olive oil for frying", name: "Olive oil", comment: "for frying"),
        ParseCase(line: "1 cup flour, plus extra for dusting", name: "flour", comment: "plus extra for dusting"),
        ParseCase(line: "1 tsp honey, or more as needed", name: "honey"),
        ParseCase(line: "2 cups chicken stock (see note)", name: "chicken stock", comment: "see note"),
        ParseCase(line: "1 cup cheddar, such as aged white cheddar", name: "cheddar", comment: "such as aged white cheddar"),
        ParseCase(line: "1 lb potatoes, preferably waxy", name: "potatoes", comment: "preferably waxy"),
        ParseCase(line: "2 cups water, as needed", name: "water", comment: "as needed"),
        ParseCase(line: "1 cup milk, warmed", name: "milk"),
        ParseCase(line: "1 lemon, juice only", name: "lemon"),
        ParseCase(line: "Garnish: basil leaves", name: "basil leaves", comment: "Garnish"),
    ]

    @Test("comments and purposes", arguments: comments)
    func comment(_ c: ParseCase) { check(c) }

    /// "Name: amount": the food before the colon, when nothing after it names one.
    static let namedBeforeAColon: [ParseCase] = [
        ParseCase(line: "Flour: 200g", quantity: 200, unit: .gram, name: "Flour", food: "flour", comment: .some(nil)),
        ParseCase(line: "Brown sugar: 1 cup", quantity: 1, unit: .cup, name: "Brown sugar", food: "brown-sugar"),
        ParseCase(line: "Butter: 2 tbsp, softened", quantity: 2, unit: .tablespoon, name: "Butter", food: "butter", preparation: "softened",
                  comment: .some(nil)),
        ParseCase(line: "natural brown sugar: 45 g", quantity: 45, unit: .gram, food: "brown-sugar"),
        // left alone: a heading over a line with its own food, a heading that names no food, and
        // words beyond ASCII (the French reader's: "Crème fraîche : 20 cl")
        ParseCase(line: "Egg wash: 1 egg", name: "egg", food: "egg", comment: "Egg wash"),
        ParseCase(line: "For the sauce: 2 cups", quantity: 2, unit: .cup, name: .some(nil), comment: "For the sauce"),
        ParseCase(line: "Topping: 1 cup", name: .some(nil), food: .some(nil), comment: "Topping"),
        ParseCase(line: "Crème fraîche: 20 cl", name: .some(nil), comment: "Crème fraîche"),
        // a line that ends in its colon is a heading over the lines after it, numbers and all
        ParseCase(line: "Sauce:", name: .some(nil), food: .some(nil), comment: "Sauce"),
        ParseCase(line: "Ingredients for 4 people:", name: .some(nil), food: .some(nil), comment: "Ingredients for 4 people"),
        ParseCase(line: "Cake (serves 8):", name: .some(nil), food: .some(nil), comment: "Cake (serves 8)"),
        ParseCase(line: "1 cup flour:", quantity: 1, unit: .cup, name: "flour", food: "flour"),
    ]

    @Test("a food named before a colon", arguments: namedBeforeAColon)
    func foodBeforeAColon(_ c: ParseCase) { check(c) }

    static let alternatives: [ParseCase] = [
        n("2 tbsp butter or margarine", "butter or margarine", food: "butter"),
        n("2 tbsp margarine or butter", "margarine or butter", food: "margarine"),
        n("1 cup chicken or vegetable stock", "chicken or vegetable stock", food: "chicken-stock"),
        // more words before the conjunction: they too take the second's noun, where that names a
        // longer food than they do alone (FoodCatalogTests has more, on the bundled catalog)
        n("4 cups low-sodium chicken or vegetable stock", "low-sodium chicken or vegetable stock", food: "chicken-stock"),
        n("1 lb beef cube or flank steak", "beef cube or flank steak", food: "cube-steak"),
        n("1 tbsp olive oil or chicken stock", "olive oil or chicken stock", food: "olive-oil"),
        n("1 red or green bell pepper", "red or green bell pepper", food: "bell-pepper"),
        n("1 cup half and half", "half and half", food: "half-and-half"),
        n("Salt and pepper to taste", "Salt and pepper", food: "salt"),
        n("salt & pepper", "salt & pepper", food: "salt"),
        n("1 lb potatoes, carrots, or onions", "potatoes, carrots, or onions", food: "potato"),
        n("1 cup milk or 1/2 cup cream", "milk", food: "milk"),
        n("1 cup cilantro (coriander leaves)", "cilantro", food: "cilantro"),
        n("1 cup coriander (cilantro) leaves", "coriander (cilantro) leaves", food: "cilantro"),
        n("2 cups fresh or frozen peas", "peas"),
        n("4 boneless, skinless chicken thighs", "boneless, skinless chicken thighs", food: "chicken-thigh"),
    ]

    @Test("alternatives resolve to the first food", arguments: alternatives)
    func alternative(_ c: ParseCase) { check(c) }

    static let forms: [ParseCase] = [
        ParseCase(line: "Zest of 1 lemon", quantity: 1, name: "lemon", food: "lemon", preparation: "Zest of"),
        ParseCase(line: "Juice of 2 limes", quantity: 2, name: "limes", food: "lime", preparation: "Juice of"),
        ParseCase(line: "Juice of half a lemon", quantity: 0.5, name: "lemon", food: "lemon"),
        ParseCase(line: "Finely grated zest and juice of 1 lime", quantity: 1, name: "lime", food: "lime"),
        // BBC Good Food writes the part without "of"
        ParseCase(line: "juice 1 lemon", quantity: 1, name: "lemon", food: "lemon", preparation: "juice"),
        ParseCase(line: "zest and juice 1 lime", quantity: 1, name: "lime", food: "lime", preparation: "zest and juice"),
        ParseCase(line: "juice ½ lemon", quantity: 0.5, name: "lemon", food: "lemon"),
        ParseCase(line: "Salt and pepper to taste", quantity: .some(nil), name: "Salt and pepper", comment: "to taste"),
        ParseCase(line: "Freshly ground black pepper", quantity: .some(nil), food: "black-pepper"),
        ParseCase(line: "Vanilla ice cream, 2 scoops", quantity: 2, unit: .scoop, name: "Vanilla ice cream"),
        ParseCase(line: "Water, 1 cup", quantity: 1, unit: .cup, name: "Water", food: "water"),
        ParseCase(line: "3 scallions, thinly sliced", name: "scallions", food: "scallion"),
        ParseCase(line: "1 aubergine, diced", name: "aubergine", food: "eggplant"),
        ParseCase(line: "2 green onions, sliced", name: "green onions", food: "scallion"),
        ParseCase(line: "6 boneless skinless chicken thighs", name: "boneless skinless chicken thighs", food: "chicken-thigh"),
        ParseCase(line: "1 jalapeño, minced", name: "jalapeño", food: "jalapeno"),
        ParseCase(line: "2 cups Kosher Salt", food: "salt"),
        ParseCase(line: "- 2 eggs", quantity: 2, name: "eggs"),
        ParseCase(line: "• 1 cup rice", quantity: 1, unit: .cup, name: "rice"),
        ParseCase(line: "1 large egg, at room temperature", quantity: 1, name: "egg", food: "egg", size: "large"),
        // a dash set apart between the amount and the name
        ParseCase(line: "2 Tbsp (30ml) - Olive Oil (Divided)", quantity: 2, unit: .tablespoon, name: "Olive Oil",
                  food: "olive-oil"),
        ParseCase(line: "3 - Yellow Onions, Sliced", quantity: 3, unit: .some(nil), name: "Yellow Onions", food: "onion",
                  preparation: "Sliced"),
        ParseCase(line: "2 – Large Eggs", quantity: 2, name: "Eggs", food: "egg", size: "Large"),
        // and what stays as it was: a range's dash, a dash glued to a word, a dash after the name
        ParseCase(line: "2 - 3 cups flour", quantity: 2, quantityMax: 3, unit: .cup, name: "flour", food: "flour"),
        ParseCase(line: "1 cup sugar - divided", quantity: 1, unit: .cup, name: "sugar", food: "sugar"),
        ParseCase(line: "1 cup – packed", quantity: 1, unit: .cup, name: .some(nil)),
        ParseCase(line: "2 tbsp - heaped", quantity: 2, unit: .tablespoon, name: .some(nil)),
        ParseCase(line: "1 - optional", quantity: 1, name: .some(nil)),
        // after the dash, words that say how the amount is measured, then the name: the words
        // that only qualify the amount are a comment, a preparation stays one
        ParseCase(line: "1 cup - packed brown sugar", quantity: 1, unit: .cup, name: "brown sugar", food: "brown-sugar",
                  preparation: "packed", comment: .some(nil)),
        ParseCase(line: "2 tbsp – heaped flour", quantity: 2, unit: .tablespoon, name: "flour", food: "flour",
                  preparation: .some(nil), comment: "heaped"),
        ParseCase(line: "1 Cup - Firmly Packed Brown Sugar, divided", quantity: 1, unit: .cup, name: "Brown Sugar",
                  food: "brown-sugar", preparation: "Firmly Packed", comment: "divided"),
        ParseCase(line: "1 tsp - level salt", quantity: 1, unit: .teaspoon, name: "salt", food: "salt", comment: "level"),
        ParseCase(line: "½ cup — scant sugar (see note)", quantity: 0.5, unit: .cup, name: "sugar", food: "sugar",
                  comment: "scant, see note"),
        ParseCase(line: "3 tbsp - generous grated cheddar", quantity: 3, unit: .tablespoon, name: "cheddar", food: "cheddar",
                  preparation: "grated", comment: "generous"),
        ParseCase(line: "1 cup - rounded heaped flour", quantity: 1, unit: .cup, name: "flour", comment: "rounded heaped"),
        ParseCase(line: "2 - well beaten eggs", quantity: 2, name: "eggs", food: "egg", preparation: "well beaten"),
        // a qualifier word that begins a catalog food is the food's, as without the dash
        ParseCase(line: "2 tbsp - extra virgin olive oil", quantity: 2, unit: .tablespoon, name: "extra virgin olive oil",
                  food: "olive-oil", comment: .some(nil)),
        // left as they were: nothing but qualifiers, no name after them, a unit or "of" after them
        ParseCase(line: "1 cup - packed, brown sugar", quantity: 1, unit: .cup, name: .some(nil), preparation: "packed"),
        ParseCase(line: "1 tbsp - heaped - sugar", quantity: 1, unit: .tablespoon, name: .some(nil)),
        ParseCase(line: "1 cup - heaped (150 g) flour", quantity: 1, unit: .cup, name: .some(nil)),
        ParseCase(line: "1 cup - packed for the topping", quantity: 1, unit: .cup, name: .some(nil)),
        ParseCase(line: "1 tbsp - scant to taste", quantity: 1, unit: .tablespoon, name: .some(nil)),
        // a unit after the dash, with words before it that say how it is filled: the unit is read
        // as without the dash, those words are a comment, a size word the size
        ParseCase(line: "1 - heaped tbsp sugar", quantity: 1, unit: .tablespoon, name: "sugar", food: "sugar", comment: "heaped"),
        ParseCase(line: "2 – level teaspoons salt", quantity: 2, unit: .teaspoon, name: "salt", food: "salt", comment: "level"),
        ParseCase(line: "3 — scant cups flour, sifted", quantity: 3, unit: .cup, name: "flour", food: "flour",
                  preparation: "sifted", comment: "scant"),
        ParseCase(line: "1 - tbsp honey", quantity: 1, unit: .tablespoon, name: "honey", food: "honey", comment: .some(nil)),
        ParseCase(line: "2 - large cloves garlic", quantity: 2, unit: .clove, name: "garlic", food: "garlic", size: "large",
                  comment: .some(nil)),
        ParseCase(line: "1 - heaped tbsp", quantity: 1, unit: .tablespoon, name: .some(nil), comment: "heaped"),
        // and what the dash rule reads as before: no unit after it, a letter that begins a word, a
        // unit already read
        ParseCase(line: "2 – Large Onions", quantity: 2, unit: .some(nil), name: "Onions", food: "onion", size: "Large"),
        ParseCase(line: "4 - T-bone steaks", quantity: 4, unit: .some(nil), name: "T-bone steaks"),
        ParseCase(line: "1 cup - heaped tbsp sugar", quantity: 1, unit: .cup, name: .some(nil)),
        // a dash set apart on each side of the unit: the second is the name's dash
        ParseCase(line: "1 - cup - flour", quantity: 1, unit: .cup, name: "flour", food: "flour", comment: .some(nil)),
        ParseCase(line: "2 – tbsp – butter, softened", quantity: 2, unit: .tablespoon, name: "butter", food: "butter",
                  preparation: "softened", comment: .some(nil)),
        ParseCase(line: "2 - Tbsp (40ml) - Olive Oil", quantity: 2, unit: .tablespoon, name: "Olive Oil", food: "olive-oil"),
        ParseCase(line: "1 - cup - packed brown sugar", quantity: 1, unit: .cup, name: "brown sugar", food: "brown-sugar",
                  preparation: "packed"),
        ParseCase(line: "1 - heaped cup - sugar", quantity: 1, unit: .cup, name: "sugar", food: "sugar", comment: "heaped"),
        // and after it what the name's dash reads as before: a qualifier alone, a range's numbers
        ParseCase(line: "1 - cup - packed", quantity: 1, unit: .cup, name: .some(nil), preparation: "packed"),
        ParseCase(line: "1 - cup - heaped - flour", quantity: 1, unit: .cup, name: .some(nil)),
        ParseCase(line: "2 - 3 cups - flour", quantity: 2, quantityMax: 3, unit: .cup, name: "flour", food: "flour"),
        // a counted unit before "+" and a second amount, as before "plus"
        ParseCase(line: "1 stick + 6 tablespoons unsalted butter", quantity: 1, unit: .stick, name: "unsalted butter",
                  food: "butter"),
        ParseCase(line: "2 sticks + 2 tbsp butter, softened", quantity: 2, unit: .stick, name: "butter", food: "butter"),
    ]

    @Test("whole-line forms", arguments: forms)
    func form(_ c: ParseCase) { check(c) }

    @Test func aDashBeforeManyQualifyingWordsIsReadInBoundedTime() async {
        // given: a dash, then 40,000 words that qualify an amount before a name, or one and then
        // 40,000 adjectives
        let lines = ["1 cup - " + String(repeating: "heaped ", count: 40_000) + "flour",
                     "1 cup - scant " + String(repeating: "extra ", count: 40_000) + "flour",
                     "1 - cup - " + String(repeating: "heaped ", count: 40_000) + "flour"]
        for line in lines {
            // when, on a thread of its own (see ReaderLimitTests.timedOnItsOwnThread)
            let read = await ReaderLimitTests.timedOnItsOwnThread { ParserFixtures.parser.parse(line) }
            // then: the rule looks at a few words after the dash, and the reading ends
            #expect(read.value.quantity == 1)
            #expect(read.value.unit == .cup)
            #expect(read.cpuSeconds < 20, "\(read.cpuSeconds) s of processor time")
        }
    }

    @Test func manyNoteWordsWithoutANameAreReadInBoundedTime() async {
        // given: a measure, then 40,000 adverbs, 20,000 adverbs joined by "and", 40,000 comment words
        let lines = ["1 cup " + String(repeating: "finely ", count: 40_000),
                     "1 cup " + String(repeating: "finely and ", count: 20_000) + "chopped",
                     "1 cup " + String(repeating: "divided ", count: 40_000)]
        for line in lines {
            // when, on a thread of its own (see ReaderLimitTests.timedOnItsOwnThread)
            let read = await ReaderLimitTests.timedOnItsOwnThread { ParserFixtures.parser.parse(line) }
            // then: the words are read once as notes, and no food is named
            #expect(read.value.name == nil)
            #expect(read.value.preparation != nil || read.value.comment != nil)
            #expect(read.cpuSeconds < 20, "\(read.cpuSeconds) s of processor time")
        }
    }

    static let unitWordsInNames: [ParseCase] = [
        // a unit word that begins a longer food, with no "of" after it, is part of the name
        ParseCase(line: "4 oz glass noodles", quantity: 4, unit: .ounce, name: "glass noodles", food: "glass-noodles"),
        ParseCase(line: "Glass noodles", quantity: .some(nil), unit: .some(nil), name: "Glass noodles", food: "glass-noodles"),
        ParseCase(line: "100 g glass noodles, soaked", quantity: 100, unit: .gram, name: "glass noodles", food: "glass-noodles"),
        ParseCase(line: "4 oz noodles", quantity: 4, unit: .ounce, name: "noodles", food: "noodles"),
        ParseCase(line: "2 cube steaks", quantity: 2, unit: .some(nil), name: "cube steaks", food: "cube-steak"),
        ParseCase(line: "2 cubes sugar", quantity: 2, unit: .cube, name: "sugar", food: "sugar"),
        // "a rack of", "cinnamon sticks": the word stays the unit (as cooks and the labelled data read
        // it) and the food is looked up with it
        ParseCase(line: "1 rack of lamb", quantity: 1, unit: .rack, name: "lamb", food: "rack-of-lamb"),
        ParseCase(line: "2 racks of lamb, trimmed", quantity: 2, unit: .rack, name: "lamb", food: "rack-of-lamb",
                  preparation: "trimmed"),
        ParseCase(line: "1 lamb rack", quantity: 1, unit: .some(nil), name: "lamb rack", food: "rack-of-lamb"),
        ParseCase(line: "1 cinnamon stick", quantity: 1, unit: .stick, name: "cinnamon", food: "cinnamon-stick"),
        ParseCase(line: "2 cinnamon sticks, broken", quantity: 2, unit: .stick, name: "cinnamon", food: "cinnamon-stick"),
        ParseCase(line: "a medium stick of cinnamon", quantity: 1, unit: .stick, name: "cinnamon", food: "cinnamon-stick"),
        ParseCase(line: "6 ears of corn, husked", quantity: 6, unit: .ear, name: "corn", food: "corn-on-the-cob"),
        ParseCase(line: "1 tsp ground cinnamon", quantity: 1, unit: .teaspoon, name: "ground cinnamon", food: "cinnamon"),
        ParseCase(line: "1 cup corn kernels", quantity: 1, unit: .cup, food: "corn"),
        // the longer phrase names the same food: nothing changes
        ParseCase(line: "1 fennel bulb", quantity: 1, unit: .bulb, name: "fennel", food: "fennel"),
        ParseCase(line: "2 fennel bulbs, cored", quantity: 2, unit: .bulb, name: "fennel", food: "fennel", preparation: "cored"),
        ParseCase(line: "3 garlic cloves", quantity: 3, unit: .clove, name: "garlic", food: "garlic"),
        ParseCase(line: "1 head of garlic", quantity: 1, unit: .head, name: "garlic", food: "garlic"),
        ParseCase(line: "2 sticks of butter", quantity: 2, unit: .stick, name: "butter", food: "butter"),
        ParseCase(line: "1 glass of red wine", quantity: 1, unit: .glass, name: "red wine", food: "wine"),
        // sizes by likeness before a unit
        ParseCase(line: "1 thumb-sized piece fresh ginger, peeled", quantity: 1, unit: .piece, name: "fresh ginger",
                  food: "ginger", size: "thumb-sized", preparation: "peeled"),
        ParseCase(line: "4 nickel-size slices of ginger", quantity: 4, unit: .slice, name: "ginger", size: "nickel-size"),
    ]

    @Test("unit words that are part of a longer catalog food", arguments: unitWordsInNames)
    func unitWordInName(_ c: ParseCase) { check(c) }

    static let garbage: [String] = [
        "", " ", "\t", "%%%", "----", "()", "(((", ")))", "1/0 cup", "0/0", "½½½", "1-", "-1", "to", "or", "and",
        ",,,", "12345678901234567890 cups", "🍅🍅", "\u{0}", "a", "an", "of", "1 (", "1 (14 oz", "x x x", "1 x", "T",
        "t", "c.", "1 fl", "1 fl.", "Zest of", "Juice of the", "half", "dozen", "1 dozen", "3 of", "1/", "/2", "⁄",
        "1⁄", "¼¼", "1,", "1.", ".", "1 to", "1 or", "a few", "e\u{301}", "\u{FEFF}1 cup milk",
        // found by the fuzzer: a name span that ends before the words after "and" begin
        "About 3-' large  \u{FFFD})fLour&&&&\u{1}\u{0}\u{0}\u{4}\u{FFFD}\u{FFFD}fLour&&&&s00`esf`eggs,Lou\u{0}\u{0}\u{0}\u{0}+b+, beoat#\u{FFFD}en",
    ]

    @Test("lines without a food keep their text and never crash", arguments: garbage)
    func garbageLine(_ line: String) {
        // when
        let parsed = ParserFixtures.parser.parse(line)
        // then
        #expect(parsed.input == line)
        #expect(parsed.quantity.map { $0.isFinite } ?? true)
        if line.trimmingCharacters(in: .whitespaces).isEmpty { #expect(parsed.food == nil && parsed.name == nil) }
    }

    @Test("random strings never crash the parser, keep their input and give valid JSON")
    func randomStrings() throws {
        // given
        var generator = SplitMix64(seed: 0x5EED_1234)
        let pieces: [String] = [
            "1", "2", "10", "1/2", "½", "¼", "⅓", "1.5", "1,5", "-", "–", "—", " ", " ", " ", "  ", "\t", "(", ")", "[", "]",
            ",", ";", ":", ".", "/", "⁄", "x", "×", "cup", "cups", "tbsp", "T", "t", "c.", "fl", "oz", "g", "kg", "ml",
            "can", "clove", "of", "or", "and", "to", "a", "an", "one", "dozen", "half", "large", "small", "chopped",
            "finely", "fresh", "salt", "pepper", "butter", "chicken", "thighs", "garlic", "for", "serving", "optional",
            "Zest", "Juice", "\"", "\\", "'", "’", "é", "ñ", "日本", "🍋", "\u{0}", "\u{1}", "\n", "\r", "\u{7F}", "\u{301}",
            "\u{FEFF}", "\u{00A0}", "\u{2009}", "®", "™", "°", "%", "&", "+", "~", "*", "#", "$", "@", "€",
        ]
        for _ in 0..<3_000 {
            var line = ""
            for _ in 0..<Int(generator.next() % 14) { line += pieces[Int(generator.next() % UInt64(pieces.count))] }
            // and now and then arbitrary scalars
            if generator.next() % 4 == 0 {
                for _ in 0..<Int(generator.next() % 6) {
                    if let scalar = Unicode.Scalar(UInt32(generator.next() % 0x2_FFFF)) { line.unicodeScalars.append(scalar) }
                }
            }
            // when
            let parsed = ParserFixtures.parser.parse(line)
            // then
            #expect(parsed.input == line)
            let object = try JSONSerialization.jsonObject(with: Data(parsed.jsonLine.utf8)) as? [String: Any]
            #expect(object?["input"] as? String == line)
            // a line of several parts adds "parts", each of the eleven keys and none of its own
            let parts = object?["parts"] as? [[String: Any]]
            #expect(object?.count == (parts == nil ? 11 : 12))
            #expect((parts ?? []).allSatisfy { $0.count == 11 })
            #expect(parts.map { $0.count >= 2 } ?? true)
        }
    }

    @Test("the JSON line has the keys in order and escapes strings")
    func jsonLine() throws {
        // given
        let parsed = ParserFixtures.parser.parse("1 1/2 cups \"best\" flour\\sifted\t, sifted")
        // when
        let line = parsed.jsonLine
        // then
        #expect(line.hasPrefix(#"{"input":"1 1/2 cups \"best\" flour\\sifted\t, sifted","quantity":1.5,"quantityMax":null,"unit":"cup","size":null,"name":"#))
        let keys = ["input", "quantity", "quantityMax", "unit", "size", "name", "food", "preparation", "comment",
                    "packageQuantity", "packageUnit"]
        var position = line.startIndex
        for key in keys {
            let range = try #require(line.range(of: "\"\(key)\":", range: position..<line.endIndex))
            position = range.upperBound
        }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["input"] as? String == parsed.input)
        #expect(!line.contains("\n"))
    }

    static let jsonNumbers: [(Double?, String)] = [
        (nil, "null"), (0, "0"), (2, "2"), (400, "400"), (1.5, "1.5"), (0.25, "0.25"), (-3, "-3"), (.infinity, "null"), (.nan, "null"),
    ]

    @Test("numbers in JSON", arguments: jsonNumbers)
    func jsonNumber(_ value: Double?, _ text: String) {
        var out: [UInt8] = []
        JSONBytes.number(value, &out)
        #expect(String(decoding: out, as: UTF8.self) == text)
    }

    @Test("control characters are escaped as \\u00XX")
    func controlCharacters() throws {
        let line = "1 cup\u{1}milk\u{1F}"
        let json = ParserFixtures.parser.parse(line).jsonLine
        #expect(json.contains(#"\u0001"#) && json.contains(#"\u001f"#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["input"] as? String == line)
    }

    @Test("every unit spelling reads back as its unit", arguments: MeasureUnit.allCases)
    func spellings(_ unit: MeasureUnit) {
        for spelling in unit.spellings {
            let parsed = ParserFixtures.parser.parse("2 \(spelling) water")
            #expect(parsed.unit == unit, "\(spelling)")
            #expect(parsed.quantity == 2, "\(spelling)")
        }
    }
}
