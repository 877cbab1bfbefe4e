import Testing
@testable import RecipleaseCore

/// Amounts in French: the units' words and abbreviations, the decimal comma, "de" and "d'"
/// between an amount and its food, on the grocery list and in a recipe's rescaled lines.
struct FrenchAmountTests {
    static let catalog = FoodCatalog.shared
    static let parser = IngredientParser(catalog: catalog)
    static let french = Strings.for(.french)

    @Test(arguments: [
        (2, .tablespoon, "2 c. à soupe"), (1, .teaspoon, "1 c. à café"), (0.5, .teaspoon, "½ c. à café"),
        (2.5, .tablespoon, "2 ½ c. à soupe"), (1.5, .kilogram, "1,5 kg"), (10.4, .kilogram, "10,4 kg"), (200, .gram, "200 g"), (0.25, .liter, "0,25 l"),
        (250, .milliliter, "250 ml"), (1.5, .centimeter, "1,5 cm"), (1, .pinch, "1 pincée"), (3, .pinch, "3 pincées"),
        (1, .clove, "1 gousse"), (2, .clove, "2 gousses"), (1.5, .cup, "1 ½ tasse"), (2, .cup, "2 tasses"), (3, .bunch, "3 bottes"),
        (1, .can, "1 boîte"), (2, .sprig, "2 brins"), (1, .knob, "1 noix"), (2, .knob, "2 noix"), (4, .slice, "4 tranches"),
        (1, .dessertspoon, "1 c. à dessert"), (8, .ounce, "8 oz"),
    ] as [(Double, MeasureUnit, String)])
    func aMeasureInFrench(_ amount: Double, _ unit: MeasureUnit, _ expected: String) {
        #expect(Self.french.measure(Measure(amount, unit)) == expected)
    }

    @Test(arguments: [
        ("200 g", "farine", "200 g de farine"), ("2 gousses", "ail", "2 gousses d'ail"),
        ("1 c. à soupe", "huile d'olive", "1 c. à soupe d'huile d'olive"), ("1 kg", "oignons", "1 kg d'oignons"),
        ("500 g", "haricots verts", "500 g de haricots verts"), ("1 botte", "herbes de Provence", "1 botte d'herbes de Provence"),
        ("2 tranches", "Emmental", "2 tranches d'Emmental"), ("1 boîte (400 g)", "tomates concassées", "1 boîte (400 g) de tomates concassées"),
        ("100 g", "yaourt", "100 g de yaourt"), ("1 pot", "harissa", "1 pot de harissa"),
    ] as [(String, String, String)])
    func anAmountOfAFoodInFrench(_ amount: String, _ food: String, _ expected: String) {
        #expect(Self.french.amount(amount, of: food) == expected)
    }

    /// English words come from the table too, and are exactly what `Measure.formatted` writes.
    @Test func theEnglishTableWritesWhatTheCodeWrites() {
        for unit in MeasureUnit.allCases {
            for amount in [0.25, 0.5, 1, 1.5, 2, 12] {
                let measure = Measure(amount, unit)
                #expect(Strings.english.measure(measure) == measure.formatted, "\(unit) \(amount)")
                #expect(Strings.english.unitWord(unit, amount: amount) == CookAmount.name(of: unit, amount: amount), "\(unit) \(amount)")
            }
        }
        #expect(Strings.english.amount("2 cups", of: "flour") == "2 cups flour")
        #expect(Strings.english.amount("2 cloves", of: "garlic") == "2 cloves garlic")
    }

    @Test func everyUnitAndAisleHasFrenchWords() {
        for unit in MeasureUnit.allCases {
            #expect(Self.french.has(unit.wordKey) && Strings.english.has(unit.wordKey), "\(unit)")
            #expect(Self.french.text(unit.wordKey) != Strings.english.text(unit.wordKey) || unit.system == .metric || [.ounce, .pound, .cube, .tube].contains(unit),
                    "\(unit) is not translated")
        }
        for aisle in GroceryList.aisleOrder {
            let key = Strings.aisleKeys[aisle] ?? ""
            #expect(Self.french.has(key) && Strings.english.has(key), "\(aisle)")
            #expect(Strings.english.aisle(aisle) == aisle.prefix(1).uppercased() + aisle.dropFirst())
        }
        #expect(Self.french.aisle("produce") == "Fruits et légumes")
        #expect(Self.french.aisle("meat & fish") == "Boucherie et poissonnerie")
        #expect(Self.french.aisle("unheard of") == "Unheard of")
    }

    struct GroceryRow: Sendable, CustomTestStringConvertible {
        let lines: [String]
        let system: MeasureSystem
        let expected: [String]
        /// The last line was typed onto the list by hand.
        var added = false
        var testDescription: String { lines.joined(separator: " + ") }
    }

    /// The grocery list in French, whatever language the recipes are written in.
    static let groceryRows: [GroceryRow] = [
        GroceryRow(lines: ["2 cloves garlic", "1 gousse d'ail"], system: .metric, expected: ["3 gousses d'ail"]),
        GroceryRow(lines: ["200 g de farine", "100 g flour"], system: .metric, expected: ["300 g de farine"]),
        GroceryRow(lines: ["1 kg potatoes", "500 g de pommes de terre"], system: .metric, expected: ["1,5 kg de pommes de terre"]),
        GroceryRow(lines: ["3 onions", "2 oignons"], system: .metric, expected: ["5 oignons"]),
        GroceryRow(lines: ["1 oignon"], system: .metric, expected: ["1 oignon"]),
        GroceryRow(lines: ["2 c. à soupe d'huile d'olive"], system: .metric, expected: ["2 c. à soupe d'huile d'olive"]),
        GroceryRow(lines: ["1 c. à café de cumin"], system: .metric, expected: ["1 c. à café de cumin"]),
        GroceryRow(lines: ["1 can (400 g) crushed tomatoes"], system: .metric, expected: ["1 boîte (400 g) de tomates concassées"]),
        GroceryRow(lines: ["1 bunch parsley"], system: .metric, expected: ["1 botte de persil"]),
        GroceryRow(lines: ["1 l de lait", "500 ml milk"], system: .metric, expected: ["1,5 l de lait"]),
        GroceryRow(lines: ["6 eggs"], system: .metric, expected: ["6 œufs"]),
        // cheeses and cuts a French cook buys apart are lines apart: comté was gruyère, grated
        // gruyère and emmental "fromage", lardons "bacon" (grocery probe, 2026-12-08)
        GroceryRow(lines: ["150 g de gruyère", "100 g de comté râpé", "2 c. à soupe de gruyère râpé"], system: .metric,
                   expected: ["100 g de comté", "160 g de gruyère"]),
        GroceryRow(lines: ["200 g d'emmental râpé"], system: .metric, expected: ["200 g d'emmental"]),
        GroceryRow(lines: ["150 g de lardons", "4 tranches de bacon"], system: .metric, expected: ["4 tranches de bacon", "150 g de lardons"]),
        GroceryRow(lines: ["1 boîte de maïs", "1 boîte (400 g) de tomates"], system: .metric, expected: ["1 boîte (340 g) de maïs", "1 boîte (400 g) de tomates"]),
        // bay leaves are counted as leaves ("2 lauriers" was shown; first-sight walk, 2026-12-07)
        GroceryRow(lines: ["2 bay leaves", "1 feuille de laurier"], system: .metric, expected: ["3 feuilles de laurier"]),
        GroceryRow(lines: ["2 lauriers"], system: .metric, expected: ["2 feuilles de laurier"]),
        GroceryRow(lines: ["Salt to taste"], system: .metric, expected: ["sel"]),
        GroceryRow(lines: ["1 cup flour"], system: .us, expected: ["1 tasse de farine"]),
        GroceryRow(lines: ["3 cups milk"], system: .us, expected: ["3 tasses de lait"]),
        // typed onto the list by hand: a French name joins the planned food, other words stay as typed
        GroceryRow(lines: ["2 onions", "3 oignons"], system: .metric, expected: ["5 oignons"], added: true),
        GroceryRow(lines: ["2 onions", "kitchen roll"], system: .metric, expected: ["2 oignons", "kitchen roll"], added: true),
    ]

    @Test(arguments: groceryRows)
    func theGroceryListInFrench(_ row: GroceryRow) {
        let lines = row.lines.enumerated().map { index, text in
            row.added && index == row.lines.count - 1
                ? GroceryLine(ingredient: Self.parser.parse(text, language: .auto), source: "", addedID: "added")
                : GroceryLine(ingredient: Self.parser.parse(text, language: .auto), source: "Recette \(index + 1)", recipeID: "r\(index)")
        }
        let items = GroceryList.build(lines, catalog: Self.catalog, system: row.system, strings: Self.french)
        #expect(items.map(\.display) == row.expected)
        // the same items, keys and amounts as the English list
        let english = GroceryList.build(lines, catalog: Self.catalog, system: row.system)
        #expect(items.map(\.key) == english.map(\.key))
        #expect(items.map(\.amountKey) == english.map(\.amountKey))
    }

    @Test func eachRecipesShareAndThePlannedAndAddedAmountsAreInFrench() {
        // given a recipe's 1.5 kg of potatoes and 500 g added by hand
        let lines = [
            GroceryLine(ingredient: Self.parser.parse("1,5 kg de pommes de terre", language: .fr), source: "Gratin", recipeID: "gratin"),
            GroceryLine(ingredient: Self.parser.parse("500 g de pommes de terre", language: .fr), source: "", addedID: "added-1"),
        ]
        // when the list is made in French
        let item = GroceryList.build(lines, catalog: Self.catalog, system: .metric, strings: Self.french).first
        // then every amount is written the French way
        #expect(item?.display == "2 kg de pommes de terre")
        #expect(item?.parts.map(\.amount) == ["1,5 kg", "500 g"])
        #expect(item?.planned == "1,5 kg")
        #expect(item?.added == "500 g")
    }

    /// A knob of butter joins the weighed butter (French line probe, 2026-12-07: two lines); alone,
    /// or of a food counted in small pieces (ginger), it stays as written.
    @Test func aKnobOfButterJoinsTheWeighedButter() {
        func list(_ lines: [String], _ system: MeasureSystem = .metric) -> [GroceryItem] {
            let parsed = lines.map { GroceryLine(ingredient: Self.parser.parse($0, language: .fr), source: "R") }
            return GroceryList.build(parsed, catalog: Self.catalog, system: system, strings: Self.french)
        }
        #expect(list(["1 noix de beurre", "50 g de beurre"]).map(\.display) == ["65 g de beurre"])
        #expect(list(["1 noisette de beurre", "100 g de beurre"]).map(\.display) == ["110 g de beurre"])
        #expect(list(["1 noix de beurre"]).map(\.display) == ["1 noix de beurre"])
    }

    /// Cloves beside a head of garlic come out of the heads bought; "crème liquide" joins "crème
    /// liquide entière", the kind it means (French line probe, 2026-12-07: two lines each).
    @Test func clovesJoinTheHeadsAndCreamItsUsualKind() {
        func list(_ lines: [String], _ strings: Strings) -> [String] {
            let parsed = lines.map { GroceryLine(ingredient: Self.parser.parse($0, language: .auto), source: $0) }
            return GroceryList.build(parsed, catalog: Self.catalog, system: .metric, strings: strings).map(\.display)
        }
        #expect(list(["2 gousses d'ail", "1 tête d'ail"], Self.french) == ["2 têtes d'ail"])
        #expect(list(["3 cloves garlic", "1 head garlic"], .english) == ["2 heads garlic"])
        #expect(list(["2 cloves garlic"], .english) == ["2 cloves garlic"])
        #expect(list(["20 cl de crème liquide", "25 cl de crème liquide entière"], Self.french) == ["450 ml de crème liquide entière"])
        #expect(list(["1 cup cream"], .english) == ["240 ml cream"])
    }

    @Test func frenchItemsAreSortedByTheirFrenchNames() {
        let lines = ["1 lemon", "2 carrots", "1 courgette"].map { GroceryLine(ingredient: Self.parser.parse($0), source: "R") }
        let items = GroceryList.build(lines, catalog: Self.catalog, system: .metric, strings: Self.french)
        #expect(items.map(\.display) == ["2 carottes", "1 citron", "1 courgette"])
    }

    struct ScaleRow: Sendable, CustomTestStringConvertible {
        let line: String
        let factor: Double
        let system: MeasureSystem?
        let page: String
        let expected: String
        var testDescription: String { "\(line) ×\(factor) \(page)" }
    }

    static let scaleRows: [ScaleRow] = [
        ScaleRow(line: "2 c. à soupe d'huile d'olive", factor: 1.5, system: nil, page: "fr", expected: "3 c. à soupe d'huile d'olive"),
        ScaleRow(line: "1 gousse d'ail", factor: 2, system: nil, page: "fr", expected: "2 gousses d'ail"),
        // a counted unit's own word agrees with the count (it read "3 paquets", "1 paquet"), a small
        // piece stays whole (it read "3 ½ clous de girofle")
        ScaleRow(line: "1 sachet de levure chimique", factor: 3, system: nil, page: "fr", expected: "3 sachets de levure chimique"),
        ScaleRow(line: "2 sachets de levure", factor: 0.5, system: nil, page: "fr", expected: "1 sachet de levure"),
        ScaleRow(line: "2 clous de girofle", factor: 1.75, system: nil, page: "fr", expected: "4 clous de girofle"),
        ScaleRow(line: "2 gousses d'ail hachées", factor: 2, system: nil, page: "fr", expected: "4 gousses d'ail hachées"),
        ScaleRow(line: "1 œuf", factor: 2, system: nil, page: "fr", expected: "2 œufs"),
        ScaleRow(line: "1 pomme de terre", factor: 2, system: nil, page: "fr", expected: "2 pommes de terre"),
        ScaleRow(line: "1 kg de pommes de terre", factor: 1.5, system: nil, page: "fr", expected: "1,5 kg de pommes de terre"),
        ScaleRow(line: "Farine : 200 g", factor: 1.5, system: nil, page: "fr", expected: "Farine : 300 g"),
        // a range after the name scales both ends
        ScaleRow(line: "Farine : 200-250 g", factor: 2, system: nil, page: "fr", expected: "Farine : 400–500 g"),
        ScaleRow(line: "Oeufs : 2 - 3", factor: 2, system: nil, page: "fr", expected: "Oeufs : 4–6"),
        // a range written high end first is read low to high: a cook wants 4 to 6 eggs for twice "3 - 2"
        ScaleRow(line: "Oeufs : 3 - 2", factor: 2, system: nil, page: "fr", expected: "Oeufs : 4–6"),
        ScaleRow(line: "Oeufs : 3 - 2", factor: 0.5, system: nil, page: "fr", expected: "Oeufs : 1–2"),
        ScaleRow(line: "3 à 2 oeufs", factor: 2, system: nil, page: "fr", expected: "4–6 oeufs"),
        ScaleRow(line: "Farine : 250 - 200 g", factor: 2, system: nil, page: "fr", expected: "Farine : 400–500 g"),
        // a name of several words agrees at its head, each word as the catalog's names spell it
        ScaleRow(line: "1 fond de tarte", factor: 2, system: nil, page: "fr", expected: "2 fonds de tarte"),
        ScaleRow(line: "1 Fond de tarte", factor: 2, system: nil, page: "fr", expected: "2 Fonds de tarte"),
        ScaleRow(line: "2 fonds de tarte", factor: 0.5, system: nil, page: "fr", expected: "1 fond de tarte"),
        ScaleRow(line: "1 salade verte", factor: 2, system: nil, page: "fr", expected: "2 salades vertes"),
        ScaleRow(line: "1 oignon rouge", factor: 2, system: nil, page: "fr", expected: "2 oignons rouges"),
        ScaleRow(line: "1 rôti de porc de 1 kg", factor: 2, system: nil, page: "fr", expected: "2 rôtis de porc de 1 kg"),
        // a size after the name's "de" is each one's: the count scales, the size stays
        ScaleRow(line: "2 boîtes de pois chiches de 400 g", factor: 2, system: nil, page: "fr",
                 expected: "4 boîtes de pois chiches de 400 g"),
        ScaleRow(line: "2 pavés de saumon de 150 g chacun", factor: 1.5, system: nil, page: "fr",
                 expected: "3 pavés de saumon de 150 g chacun"),
        ScaleRow(line: "1 poulet d'environ 1,5 kg", factor: 2, system: nil, page: "fr",
                 expected: "2 poulets d'environ 1,5 kg"),
        ScaleRow(line: "2 blancs de poireaux", factor: 0.5, system: nil, page: "fr", expected: "1 blanc de poireaux"),
        // near misses: a name after the counted words is not what is counted; a plural stays plural
        ScaleRow(line: "4 côtes de porc", factor: 2, system: nil, page: "fr", expected: "8 côtes de porc"),
        ScaleRow(line: "2 fonds de tarte", factor: 2, system: nil, page: "fr", expected: "4 fonds de tarte"),
        ScaleRow(line: "une pincée de sel", factor: 2, system: nil, page: "fr", expected: "2 pincées de sel"),
        // a share or a temperature is never the amount, and never scales
        ScaleRow(line: "fromage blanc 20 % : 200 g", factor: 2, system: nil, page: "fr", expected: "fromage blanc 20 % : 400 g"),
        ScaleRow(line: "200 g de fromage blanc 20 %", factor: 2, system: nil, page: "fr", expected: "400 g de fromage blanc 20 %"),
        ScaleRow(line: "Fromage blanc 20%", factor: 2, system: nil, page: "fr", expected: "Fromage blanc 20%"),
        ScaleRow(line: "1 c. à café de sel", factor: 3, system: nil, page: "fr", expected: "1 c. à soupe de sel"),
        ScaleRow(line: "2 tasses de lait", factor: 1, system: .metric, page: "fr", expected: "470 ml de lait"),
        ScaleRow(line: "250 g de farine", factor: 1, system: .us, page: "fr", expected: "2 tasses de farine"),
        // a line keeps its own language at every size, only its numbers are the reader's: on a
        // French page the numbers take the comma, the spoons and cups stay the line's (they read
        // "3 c. à soupe olive oil" and, as written, "1 tasse rice": two blind probes, 2026-12-07)
        ScaleRow(line: "1 kg potatoes", factor: 1.5, system: nil, page: "fr", expected: "1,5 kg potatoes"),
        ScaleRow(line: "1 kg potatoes", factor: 1.5, system: nil, page: "en", expected: "1.5 kg potatoes"),
        ScaleRow(line: "2 tbsp olive oil", factor: 1.5, system: nil, page: "fr", expected: "3 tbsp olive oil"),
        ScaleRow(line: "1 cup rice", factor: 1, system: nil, page: "fr", expected: "1 cup rice"),
        ScaleRow(line: "1.5 cups milk", factor: 1, system: nil, page: "fr", expected: "1.5 cups milk"),
        ScaleRow(line: "1.5 cups milk", factor: 2, system: nil, page: "fr", expected: "3 cups milk"),
        // converted to the reader's units, the measure is the reader's: the conversion is for their spoons
        ScaleRow(line: "1 tsp whole black peppercorns", factor: 1, system: .metric, page: "fr", expected: "1 c. à café whole black peppercorns"),
        ScaleRow(line: "2 c. à soupe d'huile", factor: 1, system: .us, page: "en", expected: "2 c. à soupe d'huile"),
        // a counted unit belongs to the author's noun and keeps its words
        ScaleRow(line: "2 cloves garlic", factor: 1, system: nil, page: "fr", expected: "2 cloves garlic"),
        ScaleRow(line: "2 cloves garlic", factor: 2, system: nil, page: "fr", expected: "4 cloves garlic"),
        // and a French line read on an English page keeps its French words, its measure too
        ScaleRow(line: "1 gousse d'ail", factor: 2, system: nil, page: "en", expected: "2 gousses d'ail"),
        ScaleRow(line: "1 kg de pommes de terre", factor: 1.5, system: nil, page: "en", expected: "1.5 kg de pommes de terre"),
        ScaleRow(line: "2 c. à soupe d'huile", factor: 1, system: nil, page: "en", expected: "2 c. à soupe d'huile"),
        ScaleRow(line: "2 c. à soupe d'huile", factor: 0.5, system: nil, page: "en", expected: "1 c. à soupe d'huile"),
        // French line probe, 2026-12-07: a package's size after its unit is each one's, in the
        // other system the label's ("2 boîtes de 800 g", "1 boîte de 1 ⅔ tasse" were shown)
        ScaleRow(line: "1 boîte de 400 g de tomates concassées", factor: 2, system: nil, page: "fr",
                 expected: "2 boîtes de 400 g de tomates concassées"),
        ScaleRow(line: "1 boîte de 400 g de tomates concassées", factor: 1, system: .us, page: "fr",
                 expected: "1 boîte de 14 oz de tomates concassées"),
        ScaleRow(line: "1 sachet de 7 g de levure", factor: 2, system: nil, page: "fr", expected: "2 sachets de 7 g de levure"),
        // the "de" of a fraction of a unit, of a count word, and an elided "d'" before a figure
        ScaleRow(line: "3/4 de litre de bouillon", factor: 2, system: nil, page: "fr", expected: "1,5 l de bouillon"),
        ScaleRow(line: "3/4 de litre de bouillon", factor: 0.5, system: nil, page: "fr", expected: "375 ml de bouillon"),
        ScaleRow(line: "1/4 de cuillère à café de sel", factor: 2, system: nil, page: "fr", expected: "½ c. à café de sel"),
        ScaleRow(line: "une dizaine de tomates cerises", factor: 2, system: nil, page: "fr", expected: "20 tomates cerises"),
        ScaleRow(line: "1 douzaine d'huîtres", factor: 0.5, system: nil, page: "fr", expected: "6 huîtres"),
        ScaleRow(line: "le jus d'un citron", factor: 2, system: nil, page: "fr", expected: "le jus de 2 citrons"),
        ScaleRow(line: "un demi-citron", factor: 2, system: nil, page: "fr", expected: "1 citron"),
        // an amount the words after its unit complete is rewritten whole
        ScaleRow(line: "1 litre et demi d'eau", factor: 2, system: nil, page: "fr", expected: "3 l d'eau"),
        ScaleRow(line: "1 kilo et demi de pommes de terre", factor: 0.5, system: nil, page: "fr", expected: "750 g de pommes de terre"),
        ScaleRow(line: "1 cuillère à soupe et demie de sucre", factor: 2, system: nil, page: "fr", expected: "3 c. à soupe de sucre"),
        ScaleRow(line: "1 kg 500 de farine", factor: 2, system: nil, page: "fr", expected: "3 kg de farine"),
        // the words that complete it go into the new amount, however they are written: a second
        // measure of the same system, a half after a counted unit, the top of a range (they were
        // kept: "2,4 kg g de pommes de terre", "3 verres 1/2 de lait", "2–5 kg 1/2 de pommes")
        ScaleRow(line: "1 kg 200 g de pommes de terre", factor: 2, system: nil, page: "fr", expected: "2,4 kg de pommes de terre"),
        ScaleRow(line: "1 verre 1/2 de lait", factor: 2, system: nil, page: "fr", expected: "3 verres de lait"),
        ScaleRow(line: "1 sachet ½ de levure", factor: 2, system: nil, page: "fr", expected: "3 sachets de levure"),
        ScaleRow(line: "1 à 2 kg 1/2 de pommes", factor: 2, system: nil, page: "fr", expected: "2–5 kg de pommes"),
        ScaleRow(line: "un litre et quart de lait", factor: 2, system: nil, page: "fr", expected: "2,5 l de lait"),
        ScaleRow(line: "2 grosses cuillères à soupe et demie de miel", factor: 2, system: nil, page: "fr",
                 expected: "5 grosses c. à soupe de miel"),
        // a French line's spoons stay spoons up to six, then a liquid is millilitres, a solid weighed; never cups
        ScaleRow(line: "2 c. à s. d'huile", factor: 2, system: nil, page: "fr", expected: "4 c. à soupe d'huile"),
        ScaleRow(line: "2 c. à s. d'huile", factor: 4, system: nil, page: "fr", expected: "120 ml d'huile"),
        ScaleRow(line: "4 c. à soupe de sucre", factor: 3, system: nil, page: "fr", expected: "150 g de sucre"),
        // thousands, "environ" after the unit, a picture before the amount
        ScaleRow(line: "1 000 g de farine", factor: 0.5, system: nil, page: "fr", expected: "500 g de farine"),
        ScaleRow(line: "1.000 g de farine", factor: 2, system: nil, page: "fr", expected: "2 kg de farine"),
        ScaleRow(line: "🍅 2 tomates", factor: 0.5, system: nil, page: "fr", expected: "🍅 1 tomate"),
        ScaleRow(line: "180 g de farine", factor: 2, system: nil, page: "fr", expected: "360 g de farine"),
        // the size of the pieces a food is cut into is each one's
        ScaleRow(line: "400 g de bœuf coupé en cubes de 25 g", factor: 2, system: nil, page: "fr", expected: "800 g de bœuf coupé en cubes de 25 g"),
        // centilitres stay up to a litre, then litres
        ScaleRow(line: "75 cl de vin rouge", factor: 2, system: nil, page: "fr", expected: "1,5 l de vin rouge"),
        ScaleRow(line: "25 cl de crème", factor: 2, system: nil, page: "fr", expected: "50 cl de crème"),
        // the sizes before a counted noun and the adjectives after it agree with it
        ScaleRow(line: "1 petit oignon", factor: 2, system: nil, page: "fr", expected: "2 petits oignons"),
        ScaleRow(line: "1 belle tomate", factor: 3, system: nil, page: "fr", expected: "3 belles tomates"),
        ScaleRow(line: "2 grosses carottes", factor: 0.5, system: nil, page: "fr", expected: "1 grosse carotte"),
        ScaleRow(line: "1 gros oignon", factor: 2, system: nil, page: "fr", expected: "2 gros oignons"),
        ScaleRow(line: "1 avocat mûr", factor: 2, system: nil, page: "fr", expected: "2 avocats mûrs"),
        ScaleRow(line: "1 tomate bien mûre", factor: 2, system: nil, page: "fr", expected: "2 tomates bien mûres"),
        ScaleRow(line: "1 échalote finement hachée", factor: 2, system: nil, page: "fr", expected: "2 échalotes finement hachées"),
        ScaleRow(line: "1 oignon rouge émincé", factor: 2, system: nil, page: "fr", expected: "2 oignons rouges émincés"),
        ScaleRow(line: "2 oignons émincés", factor: 0.5, system: nil, page: "fr", expected: "1 oignon émincé"),
        ScaleRow(line: "1 citron jaune", factor: 2, system: nil, page: "fr", expected: "2 citrons jaunes"),
        ScaleRow(line: "1 œuf entier", factor: 2, system: nil, page: "fr", expected: "2 œufs entiers"),
        ScaleRow(line: "1 petite boîte de thon", factor: 2, system: nil, page: "fr", expected: "2 petites boîtes de thon"),
        // every size word the reader knows, before a noun or after a unit ("2 bel oignon", "2
        // tranches épaisse", "1 c. à soupe rases" were shown); a spoon weighed is neither level nor heaped
        ScaleRow(line: "1 bel oignon jaune", factor: 2, system: nil, page: "fr", expected: "2 beaux oignons jaunes"),
        ScaleRow(line: "2 jolies tomates", factor: 0.5, system: nil, page: "fr", expected: "1 jolie tomate"),
        ScaleRow(line: "1 énorme oignon", factor: 2, system: nil, page: "fr", expected: "2 énormes oignons"),
        ScaleRow(line: "1 mini concombre", factor: 2, system: nil, page: "fr", expected: "2 mini concombres"),
        ScaleRow(line: "1 généreuse pincée de sel", factor: 2, system: nil, page: "fr", expected: "2 généreuses pincées de sel"),
        ScaleRow(line: "1 fine tranche de jambon", factor: 2, system: nil, page: "fr", expected: "2 fines tranches de jambon"),
        ScaleRow(line: "1 tranche épaisse de jambon", factor: 2, system: nil, page: "fr", expected: "2 tranches épaisses de jambon"),
        ScaleRow(line: "2 cuillères à soupe rases de sucre", factor: 0.5, system: nil, page: "fr", expected: "1 c. à soupe rase de sucre"),
        ScaleRow(line: "1 cuillère à soupe bombée de farine", factor: 2, system: nil, page: "fr", expected: "2 c. à soupe bombées de farine"),
        ScaleRow(line: "4 c. à soupe rases de sucre", factor: 3, system: nil, page: "fr", expected: "150 g de sucre"),
        ScaleRow(line: "2 c. à soupe de fines herbes", factor: 2, system: nil, page: "fr", expected: "4 c. à soupe de fines herbes"),
        ScaleRow(line: "1 citron prêt à l'emploi", factor: 2, system: nil, page: "fr", expected: "2 citrons prêts à l'emploi"),
        // what another phrase says is left as written
        ScaleRow(line: "1 oignon pelé et coupé en 4", factor: 2, system: nil, page: "fr", expected: "2 oignons pelés et coupés en 4"),
        ScaleRow(line: "1 oignon, émincé", factor: 2, system: nil, page: "fr", expected: "2 oignons, émincé"),
        ScaleRow(line: "1 yaourt nature", factor: 2, system: nil, page: "fr", expected: "2 yaourts nature"),
    ]

    @Test(arguments: scaleRows)
    func aRecipeLineRescaled(_ row: ScaleRow) {
        let parsed = Self.parser.parse(row.line, language: .auto)
        let strings = row.page == "fr" ? Self.french : Strings.english
        let scaled = RecipeScale.line(parsed, factor: row.factor, system: row.system, catalog: Self.catalog, strings: strings)
        #expect(scaled.text == row.expected)
    }
}
