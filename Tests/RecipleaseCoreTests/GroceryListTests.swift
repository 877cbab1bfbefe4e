import Testing
@testable import RecipleaseCore

struct GroceryListTests {
    static let catalog = FoodCatalog.shared
    static let parser = IngredientParser(catalog: catalog)

    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        /// (line, scale, recipe)
        let lines: [(String, Double, String)]
        let system: MeasureSystem
        let expected: [String]
        var testDescription: String { name }

        init(_ name: String, _ lines: [String], scale: Double = 1, _ system: MeasureSystem, _ expected: [String]) {
            self.name = name
            self.lines = lines.enumerated().map { ($0.element, scale, "Recipe \($0.offset % 2)") }
            self.system = system
            self.expected = expected
        }

        init(_ name: String, _ lines: [String], scale: Double = 1, _ expected: [String]) {
            self.init(name, lines, scale: scale, .us, expected)
        }
    }

    @Test(arguments: [
        Row("cups and millilitres of milk are one line", ["1 cup milk", "250 ml milk"], ["2 cups milk"]),
        Row("the same in metric", ["1 cup milk", "250 ml milk"], .metric, ["500 ml milk"]),
        Row("weight and volume of flour merge through its density", ["200 g all-purpose flour", "1 cup all-purpose flour"], .metric, ["350 g all-purpose flour"]),
        Row("flour in ounces", ["200 g all-purpose flour", "1 cup all-purpose flour"], ["11 oz all-purpose flour"]),
        Row("two lemons and the zest of one are three lemons", ["2 lemons", "Zest of 1 lemon"], ["3 lemons"]),
        Row("juice of limes counts limes", ["Juice of 2 limes", "1 lime"], ["3 limes"]),
        Row("a 14 oz can and 400 g of canned tomatoes", ["1 (14 oz) can diced tomatoes", "400 g canned tomatoes"], .metric, ["2 cans (14 oz) tomatoes"]),
        Row("the same in pounds", ["1 (14 oz) can diced tomatoes", "400 g canned tomatoes"], ["2 cans (14 oz) tomatoes"]),
        Row("cans without a size are the usual can", ["1 can chickpeas", "1 can chickpeas"], ["2 cans (15 oz) chickpeas"]),
        Row("a can of 400 ml and a cup of coconut milk", ["1 (400 ml) can coconut milk", "1 cup coconut milk"], .metric, ["2 cans (400 ml) coconut milk"]),
        Row("coconut milk is bought in cans of the size the recipe names", ["1 (400 ml) can coconut milk", "1 cup coconut milk"], ["2 cans (400 ml) coconut milk"]),
        Row("garlic cloves add up as cloves", ["3 cloves garlic, minced", "2 cloves garlic"], ["5 cloves garlic"]),
        Row("cloves beside a head of garlic are part of the heads", ["1 head garlic", "2 cloves garlic"], ["2 heads garlic"]),
        Row("eggs of any size are eggs", ["2 large eggs", "1 egg"], ["3 eggs"]),
        Row("grams of egg become eggs", ["2 eggs", "100 g eggs"], ["4 eggs"]),
        Row("a bunch and a weight of cilantro stay apart", ["1 bunch cilantro", "2 tbsp chopped cilantro"], ["½ oz cilantro", "1 bunch cilantro"]),
        Row("odd spellings of tablespoons; US butter comes in sticks", ["1 1/2 tbs butter", "2 Tbsp butter"], ["½ stick butter"]),
        Row("tablespoons and a quarter cup of olive oil", ["2 tablespoons olive oil", "1/4 cup olive oil"], ["½ cup olive oil"]),
        Row("olive oil in millilitres", ["2 tablespoons olive oil", "1/4 cup olive oil"], .metric, ["90 ml olive oil"]),
        Row("teaspoons stay teaspoons", ["1/4 tsp ground cumin", "1/2 tsp ground cumin"], ["¾ tsp cumin"]),
        Row("halves of cups", ["1/2 cup honey", "1/4 cup honey"], ["¾ cup honey"]),
        Row("grams of potatoes pass a kilo", ["600 g potatoes", "500 g potatoes"], .metric, ["1.1 kg potatoes"]),
        Row("weight first, pieces fold in by their weight", ["500 g chicken thighs", "2 chicken thighs"], .metric, ["750 g chicken thighs"]),
        Row("the same in pounds", ["500 g chicken thighs", "2 chicken thighs"], ["1 ¾ lb chicken thighs"]),
        Row("halving a recipe halves the rice", ["2 cups rice"], scale: 0.5, ["1 cup rice"]),
        Row("tripling a recipe triples the onions", ["1 onion"], scale: 3, ["3 onions"]),
        Row("a range buys the top of it", ["1-2 onions", "1 onion"], ["3 onions"]),
        Row("salt to taste is listed without an amount", ["Salt to taste"], ["salt"]),
        Row("an amount covers a to-taste line", ["Salt to taste", "1 tsp salt"], ["1 tsp salt"]),
        Row("water is never bought", ["2 cups water", "1 cup rice"], ["1 cup rice"]),
        Row("an unknown food keeps its own line", ["2 cups unobtainium"], ["2 cups unobtainium"]),
        Row("different foods stay apart, by aisle", ["1 cup milk", "2 onions"], ["2 onions", "1 cup milk"]),
        Row("metric weights stay metric", ["100 g sugar", "1/2 cup sugar"], .metric, ["200 g sugar"]),
        Row("a pound of butter and a stick are five sticks in the US", ["1 lb butter", "1 stick butter"], ["5 sticks butter"]),
        Row("a share is no amount; the amount after the name is", ["5% fat greek yogurt, 1 cup"], scale: 2, ["1 ¼ lb greek yogurt"]),
        Row("a temperature is no amount: the line stays as written", ["350°F oven"], scale: 2, ["350°F oven"]),
        Row("nor in words", ["350 degrees F oven"], scale: 2, ["350 degrees F oven"]),
        Row("a share is part of the food's name", ["2% milk", "1 cup 2% milk"], scale: 2, ["2 cups low-fat milk"]),
    ])
    func merging(_ row: Row) {
        let lines = row.lines.map { GroceryLine(ingredient: Self.parser.parse($0.0), scale: $0.1, source: $0.2) }
        let items = GroceryList.build(lines, catalog: Self.catalog, system: row.system)
        #expect(items.map(\.display) == row.expected)
    }

    @Test func saltAndPepperInFrenchAndEnglishMakeOnePepperLine() {
        // given
        let lines = ["Salt and pepper to taste", "Sel et poivre du moulin", "sel, poivre"].map {
            GroceryLine(ingredient: Self.parser.parse($0, language: .auto), source: "Soup")
        }
        // when
        let items = GroceryList.build(lines, catalog: Self.catalog, system: .metric)
        // then
        #expect(items.map(\.display) == ["black pepper", "salt"])
    }

    @Test func itemsNameEveryRecipeThatNeedsThem() {
        let lines = [
            GroceryLine(ingredient: Self.parser.parse("1 cup milk"), source: "Pancakes"),
            GroceryLine(ingredient: Self.parser.parse("250 ml milk"), source: "Custard"),
            GroceryLine(ingredient: Self.parser.parse("1 cup milk"), source: "Pancakes"),
        ]
        let items = GroceryList.build(lines, catalog: Self.catalog, system: .metric)
        #expect(items.count == 1)
        #expect(items.first?.recipes == ["Pancakes", "Custard"])
        #expect(items.first?.food == "milk")
        #expect(items.first?.aisle == "dairy & eggs")
        #expect(items.first?.unit == .milliliter)
    }
}
