import Foundation
import Testing
@testable import RecipleaseCore

/// Lines in German, Dutch, Spanish, Italian, Portuguese, Swedish, Danish, Norwegian, Slovak and Hungarian: read with each language's
/// lexicon and the catalog's names in it, so their foods weigh and count as English lines do.
struct EuropeanIngredientTests {
    static let parser = IngredientParser(catalog: FoodCatalog.shared)

    @Test(arguments: [
        // German: units after the number, compounds read by their last part
        (IngredientLanguage.de, "250 g Weizenmehl", "flour", 250.0, MeasureUnit?.some(.gram)),
        (.de, "2 EL Rapsöl", "canola-oil", 2, .tablespoon),
        (.de, "1/2 TL gemahlener Zimt", "cinnamon", 0.5, .teaspoon),
        (.de, "3 große Kartoffeln, geschält", "potato", 3, nil),
        (.de, "400 g Kirschtomaten, halbiert", "cherry-tomato", 400, .gram),
        (.de, "1,5 l Gemüsebrühe", "vegetable-stock", 1.5, .liter),
        (.de, "2 Zehen Knoblauch", "garlic", 2, .clove),
        (.de, "600 g Rinderhackfleisch", "ground-beef", 600, .gram),
        (.de, "150 g Dosenmais", "corn", 150, .gram),
        (.de, "2 dl trockener Weisswein", "white-wine", 2, .deciliter),
        (.de, "1 gestr. TL Backpulver", "baking-powder", 1, .teaspoon),
        // Dutch
        (.nl, "300 gram bloem", "flour", 300, .gram),
        (.nl, "2 eetlepels olijfolie", "olive-oil", 2, .tablespoon),
        (.nl, "1 theelepel kaneel", "cinnamon", 1, .teaspoon),
        (.nl, "2 uien, gesnipperd", "onion", 2, nil),
        (.nl, "3 teentjes knoflook", "garlic", 3, .clove),
        (.nl, "4 dl volle melk", "milk", 4, .deciliter),
        (.nl, "500 gram runderriblappen, in blokjes", "beef", 500, .gram),   // braising beef
        (.nl, "2 kruidnagels", "clove", 2, nil),
        (.nl, "100 gram zilveruitjes", "pearl-onion", 100, .gram),
        // Spanish
        (.es, "200 g de harina", "flour", 200, .gram),
        (.es, "3 cucharadas de aceite de oliva", "olive-oil", 3, .tablespoon),
        (.es, "1 cucharadita de comino molido", "cumin", 1, .teaspoon),
        (.es, "2 dientes de ajo picados", "garlic", 2, .clove),
        (.es, "4 huevos grandes", "egg", 4, nil),
        (.es, "1 lata de garbanzos", "chickpeas", 1, .can),
        // Italian
        (.it, "300 g di farina 00", "flour", 300, .gram),
        (.it, "2 cucchiai di olio extravergine di oliva", "extra-virgin-olive-oil", 2, .tablespoon),
        (.it, "1 cucchiaino di zucchero", "sugar", 1, .teaspoon),
        (.it, "3 uova", "egg", 3, nil),
        (.it, "1 spicchio d'aglio", "garlic", 1, .clove),
        (.it, "80 g di parmigiano grattugiato", "parmesan", 80, .gram),
        // Portuguese
        (.pt, "2 xícaras de farinha de trigo", "flour", 2, .cup),
        (.pt, "1 colher de sopa de azeite", "olive-oil", 1, .tablespoon),
        (.pt, "1 colher (chá) de fermento em pó", "baking-powder", 1, .teaspoon),
        (.pt, "3 ovos", "egg", 3, nil),
        (.pt, "Cebola 1 unidade", "onion", 1, nil),          // a count word after the name says it is a count
        (.pt, "Tomates 2 unidades, picados", "tomato", 2, nil),
        (.es, "Cebolla 1 unidad", "onion", 1, nil),
        (.pt, "500 g de peito de frango", "chicken-breast", 500, .gram),
        (.pt, "3 xícaras (chá) de leite", "milk", 3, .cup),
        // Swedish
        (.sv, "3 dl vetemjöl", "flour", 3, .deciliter),
        (.sv, "2 msk smör", "butter", 2, .tablespoon),
        (.sv, "1 tsk bakpulver", "baking-powder", 1, .teaspoon),
        (.sv, "2 gula lökar", "onion", 2, nil),
        (.sv, "75 g rumsvarmt och mjukt smör", "butter", 75, .gram),
        // Danish and Norwegian
        (.da, "2 spsk olivenolie", "olive-oil", 2, .tablespoon),
        (.da, "3 fed hvidløg, hakket", "garlic", 3, .clove),
        (.da, "500 g kartofler", "potato", 500, .gram),
        (.nb, "1 ss smør", "butter", 1, .tablespoon),
        (.nb, "2 ts bakepulver", "baking-powder", 2, .teaspoon),
        (.nb, "4 dl hvetemel", "flour", 4, .deciliter),
        // Slovak: the name's other cases ("múky", "masla"), "PL"/"ČL" spoons, decagrams, the name first
        (.sk, "500 g hladkej múky", "flour", 500, .gram),
        (.sk, "2 PL kryštálového cukru", "sugar", 2, .tablespoon),
        (.sk, "1 ČL soli", "salt", 1, .teaspoon),
        (.sk, "20 dkg masla", "butter", 200, .gram),
        (.sk, "3 strúčiky cesnaku, nasekané", "garlic", 3, .clove),
        (.sk, "Mlieko: 2 dl", "milk", 2, .deciliter),
        (.sk, "2 vajcia", "egg", 2, nil),
        // Hungarian: "ek"/"kk" spoons, "db" pieces, decagrams, compounds read by their last part
        (.hu, "50 dkg finomliszt", "flour", 500, .gram),
        (.hu, "2 ek olívaolaj", "olive-oil", 2, .tablespoon),
        (.hu, "1 kk őrölt pirospaprika", "paprika", 1, .teaspoon),
        (.hu, "3 db tojás", "egg", 3, .piece),
        (.hu, "2 gerezd fokhagyma, zúzva", "garlic", 2, .clove),
        (.hu, "1 nagy fej vöröshagyma durvára vágva", "onion", 1, .head),
        (.hu, "25 dkg erdei csiperkegomba", "mushroom", 250, .gram),
        (.hu, "3 dl tej", "milk", 3, .deciliter),
        // decagrams wherever the amount stands, and only the amount before them
        (.sk, "250 g (25 dkg) hladkej múky", "flour", 250, .gram),
        (.hu, "200 g vaj (20 dkg)", "butter", 200, .gram),
        (.hu, "öt dkg vaj", "butter", 50, .gram),
        (.sk, "10 dag masla", "butter", 100, .gram),
        (.sk, "1 ½ dkg droždia", "yeast", 15, .gram),
        // "ČL" is a teaspoon by its háček; "cl" stays centiliters
        (.sk, "2 cl mlieka", "milk", 2, .centiliter),
        (.sk, "pol litra mlieka", "milk", 0.5, .liter),
        (.sk, "1 dcl smotany", "cream", 1, .deciliter),
        // ground paprika is the spice, in either language
        (.sk, "1 PL mletej sladkej papriky", "paprika", 1, .tablespoon),
        (.hu, "1 tk őrölt paprika", "paprika", 1, .teaspoon),
        (.hu, "2 ek édesnemes paprika", "paprika", 2, .tablespoon),
    ] as [(IngredientLanguage, String, String, Double, MeasureUnit?)])
    func readsALine(_ language: IngredientLanguage, _ line: String, _ food: String, _ quantity: Double, _ unit: MeasureUnit?) {
        // when
        let parsed = Self.parser.parse(line, language: language)
        // then
        #expect(parsed.food == Food.ID(food), "\(line)")
        #expect(parsed.quantity == quantity, "\(line)")
        #expect(parsed.unit == unit, "\(line)")
    }

    @Test(arguments: [
        // A number after the name with neither a mark before it nor a count word ending the line
        // is no amount: the rest may be a size or a kind ("tipo 00").
        (IngredientLanguage.pt, "Farinha tipo 00"),
        (.fr, "Oignons 2"),
    ])
    func aNumberAfterTheNameAloneIsNoAmount(_ language: IngredientLanguage, _ line: String) {
        #expect(Self.parser.parse(line, language: language).quantity == nil, "\(line)")
    }

    @Test(arguments: [
        // the count after the name leaves the name and the notes, wherever they took it in
        (IngredientLanguage.pt, "Cebola 1/2 unidade", 0.5, "Cebola", String?.none),
        (.fr, "Oignon 1/2 pièce", 0.5, "Oignon", nil),
        (.pt, "Sal a gosto 1 un", 1, "Sal", "a gosto"),
        (.fr, "Lait 1/2 écrémé : 25 cl", 25, "Lait 1/2 écrémé", nil),   // a name's own "1/2" stays
    ])
    func aCountAfterTheNameLeavesTheName(_ language: IngredientLanguage, _ line: String, _ quantity: Double,
                                         _ name: String, _ comment: String?) {
        let parsed = Self.parser.parse(line, language: language)
        #expect(parsed.quantity == quantity, "\(line)")
        #expect(parsed.name == name, "\(line)")
        #expect(parsed.comment == comment, "\(line)")
    }

    @Test(arguments: [
        // a size after the food's words is the line's size, the name the food's words
        (IngredientLanguage.es, "1 cebolla grande picada", "cebolla", "grande"),
        (.it, "2 cipolle piccole", "cipolle", "piccole"),
        (.pt, "1 pimentão vermelho grande", "pimentão vermelho", "grande"),
        (.es, "2 dientes de ajo grandes", "ajo", "grandes"),
        (.fr, "3 carottes moyennes, épluchées", "carottes", "moyennes"),
        // before the name, as before
        (.fr, "2 gros oignons", "oignons", "gros"),
    ])
    func aSizeAfterTheNameIsTheSize(_ language: IngredientLanguage, _ line: String, _ name: String, _ size: String) {
        let parsed = Self.parser.parse(line, language: language)
        #expect(parsed.name == name, "\(line)")
        #expect(parsed.size == size, "\(line)")
        #expect(parsed.comment == nil, "\(line)")
    }

    @Test func aGermanWordNeverShadowsAnEnglishFood() throws {
        // "Brot", "Kohl" and "Mais" are German; "corn", "bread" English: English lookups stay English
        let catalog = FoodCatalog.shared
        #expect(catalog.resolve("corn") == Food.ID("corn"))
        #expect(catalog.resolve(typed: "gift", language: "en") == nil)
        #expect(catalog.resolve(typed: "rice", language: "en") == Food.ID("rice"))
        #expect(Self.parser.parse("1 cup rice").food == Food.ID("rice"))
        // and each language's names stay in its own lookup: "kool" is Dutch cabbage, no German food
        #expect(catalog.resolve("kool", language: "nl") == Food.ID("cabbage"))
        #expect(catalog.resolve("kool", language: "de") == nil)
    }

    // MARK: whole recipes against USDA values

    typealias USDA = RecipeNutritionTests

    /// A catalog with USDA values and the foods' names in each language, so the expectations do
    /// not move with the bundled data.
    static let catalog: FoodCatalog = {
        let foods = [
            Food(id: "all-purpose-flour", name: "all-purpose flour", synonyms: ["flour"], aisle: "baking", density: 0.53, nutrients: USDA.flour),
            Food(id: "egg", name: "egg", plural: "eggs", aisle: "dairy & eggs", density: 1.03, pieceWeight: 50, nutrients: USDA.egg),
            Food(id: "milk", name: "milk", aisle: "dairy & eggs", density: 1.03, shopping: .init(liquid: true), nutrients: USDA.milk),
            Food(id: "butter", name: "butter", aisle: "dairy & eggs", density: 0.96, nutrients: USDA.butter),
            Food(id: "salt", name: "salt", aisle: "spices", density: 1.2, nutrients: USDA.salt),
            Food(id: "onion", name: "onion", plural: "onions", aisle: "produce", density: 0.68, pieceWeight: 150, nutrients: USDA.onion),
        ]
        func names(_ rows: [(String, String, String?)]) -> [Food.ID: FoodNames] {
            Dictionary(uniqueKeysWithValues: rows.map { (Food.ID($0.0), FoodNames(name: $0.1, plural: $0.2)) })
        }
        let languages: [String: [Food.ID: FoodNames]] = [
            "fr": names([("all-purpose-flour", "farine", nil), ("egg", "œuf", "œufs"), ("milk", "lait", nil), ("butter", "beurre", nil),
                         ("salt", "sel", nil), ("onion", "oignon", "oignons")]),
            "de": names([("all-purpose-flour", "Mehl", nil), ("egg", "Ei", "Eier"), ("milk", "Milch", nil), ("butter", "Butter", nil),
                         ("salt", "Salz", nil), ("onion", "Zwiebel", "Zwiebeln")]),
            "nl": names([("all-purpose-flour", "bloem", nil), ("egg", "ei", "eieren"), ("milk", "melk", nil), ("butter", "boter", nil),
                         ("salt", "zout", nil), ("onion", "ui", "uien")]),
            "es": names([("all-purpose-flour", "harina", nil), ("egg", "huevo", "huevos"), ("milk", "leche", nil),
                         ("butter", "mantequilla", nil), ("salt", "sal", nil), ("onion", "cebolla", "cebollas")]),
            "it": names([("all-purpose-flour", "farina", nil), ("egg", "uovo", "uova"), ("milk", "latte", nil), ("butter", "burro", nil),
                         ("salt", "sale", nil), ("onion", "cipolla", "cipolle")]),
            "pt": names([("all-purpose-flour", "farinha", nil), ("egg", "ovo", "ovos"), ("milk", "leite", nil),
                         ("butter", "manteiga", nil), ("salt", "sal", nil), ("onion", "cebola", "cebolas")]),
            "sv": names([("all-purpose-flour", "vetemjöl", nil), ("egg", "ägg", nil), ("milk", "mjölk", nil), ("butter", "smör", nil),
                         ("salt", "salt", nil), ("onion", "lök", "lökar")]),
            "sk": names([("all-purpose-flour", "múka", nil), ("egg", "vajce", "vajcia"), ("milk", "mlieko", nil), ("butter", "maslo", nil),
                         ("salt", "soľ", nil), ("onion", "cibuľa", "cibule")]),
            "hu": names([("all-purpose-flour", "liszt", nil), ("egg", "tojás", nil), ("milk", "tej", nil), ("butter", "vaj", nil),
                         ("salt", "só", nil), ("onion", "vöröshagyma", nil)]),
        ]
        do { return try FoodCatalog(foods: foods, names: languages) } catch { fatalError("the test catalog is valid: \(error)") }
    }()

    /// 250 g flour, 2 eggs, 200 ml milk, 50 g butter, one onion and salt, for 4: the USDA energy.
    static let expectedPerServing: Double = {
        let grams = [(250.0, USDA.flour), (100, USDA.egg), (200 * 1.03, USDA.milk), (50, USDA.butter), (150, USDA.onion)]
        return grams.reduce(0) { $0 + $1.0 / 100 * $1.1.energy } / 4
    }()

    @Test(arguments: [
        ("de", ["250 g Mehl", "2 Eier", "200 ml Milch", "50 g weiche Butter", "1 Zwiebel, gewürfelt", "1 TL Salz"]),
        ("nl", ["250 gram bloem", "2 eieren", "2 dl melk", "50 g boter, gesmolten", "1 ui, gesnipperd", "1 theelepel zout"]),
        ("es", ["250 g de harina", "2 huevos", "200 ml de leche", "50 g de mantequilla derretida", "1 cebolla picada", "1 cucharadita de sal"]),
        ("it", ["250 g di farina", "2 uova", "200 ml di latte", "50 g di burro fuso", "1 cipolla tritata", "1 cucchiaino di sale"]),
        ("pt", ["250 g de farinha", "2 ovos", "200 ml de leite", "50 g de manteiga derretida", "1 cebola picada", "1 colher (chá) de sal"]),
        ("sv", ["250 g vetemjöl", "2 ägg", "2 dl mjölk", "50 g smör", "1 lök, hackad", "1 tsk salt"]),
        ("sk", ["Múka: 250 g", "2 vajcia", "Mlieko: 2 dl", "Maslo: 5 dkg", "1 cibuľa, nakrájaná", "Soľ: 1 ČL"]),
        ("hu", ["25 dkg liszt", "2 tojás", "2 dl tej", "5 dkg vaj", "1 vöröshagyma, apróra vágva", "1 kk só"]),
    ])
    func aRecipeWithoutADeclaredLanguageIsEstimatedFromItsLines(_ language: String, _ lines: [String]) throws {
        // given a recipe that does not say its language, and the same one saying it
        let parser = IngredientParser(catalog: Self.catalog)
        let found = Recipe(draft: RecipeDraft(title: "Test", servings: 4, ingredientLines: lines), parser: parser, catalog: Self.catalog)
        let declared = Recipe(draft: RecipeDraft(title: "Test", servings: 4, ingredientLines: lines, language: language),
                              parser: parser, catalog: Self.catalog)
        for recipe in [found, declared] {
            // when
            let estimate = try #require(RecipeNutrition.estimate(recipe, catalog: Self.catalog))
            // then every line counts and the energy is the USDA sum of its foods
            #expect(estimate.counted == lines.count, "\(language): \(estimate.counted) of \(lines.count)")
            #expect(abs(estimate.perServing.energy - Self.expectedPerServing) < 1, "\(language): \(estimate.perServing.energy)")
        }
    }

    @Test func noEnglishOrFrenchLibraryRecipeIsTakenForAnotherLanguage() async throws {
        // given the bundled library's recipes, English and French, as they are declared
        let parser = IngredientParser(catalog: FoodCatalog.shared)
        let drafts = try FrenchLibraryTests.drafts()
        #expect(drafts.count > 100)
        // when their lines are read with no language declared, on a thread of its own (seconds of
        // work; see ReaderLimitTests.onItsOwnThread)
        let taken = await ReaderLimitTests.onItsOwnThread {
            drafts.filter { draft in
                let english = draft.ingredientLines.map { parser.parse($0) }
                return parser.otherLanguage(draft.ingredientLines, english: english) != nil
            }.map(\.title)
        }
        // then none is taken for German, Dutch, Spanish or the others
        #expect(taken.isEmpty, "\(taken)")
    }

    @Test func decagramsInAPackageOrARangeAreTenGramsEach() {
        let package = Self.parser.parse("1 balenie (25 dkg) masla", language: .sk)
        #expect(package.food == Food.ID("butter"))
        #expect(package.unit == .package)
        #expect(package.packageQuantity == 250)
        #expect(package.packageUnit == .gram)
        let range = Self.parser.parse("20-25 dkg cukor", language: .hu)
        #expect(range.quantity == 200)
        #expect(range.quantityMax == 250)
        #expect(range.unit == .gram)
    }

    @Test(arguments: [
        // "med" is "with" in the Nordic languages (and "medium" in English), honey's name nowhere
        ["4 laxfiléer med skinn", "1 kg potatis med skal", "1 citron", "salt och peppar"],
        ["4 laksefileter med skind", "1 citron", "kartofler med persille", "salt og peber"],
        ["2 kyllinglår med skinn", "1 boks hakkede tomater med basilikum", "Brød med smør"],
        ["2 med. Bosc pears", "1 med. Comice pear", "1 cup oats"],
    ])
    func aShortWordOfAnotherLanguageNamesNoFood(_ lines: [String]) {
        // when the recipe declares no language
        let read = Self.parser.parse(recipeLines: lines)
        // then no line becomes honey, and no recipe is taken for Slovak or Hungarian
        #expect(!read.contains { $0.food == Food.ID("honey") }, "\(read.map(\.food))")
        let language = Self.parser.otherLanguage(lines, english: lines.map { Self.parser.parse($0) })
        #expect(language != .sk && language != .hu, "\(lines)")
    }

    @Test func englishAndFrenchRecipesReadAsBefore() {
        // given an English recipe with a line no food names, and French ones with Spanish-looking "de"
        let parser = IngredientParser(catalog: FoodCatalog.shared)
        let english = ["2 cups flour", "1 cup milk", "2 eggs", "a handful of grubbly-wugs"]
        let french = ["250 g de farine", "2 œufs", "20 cl de lait", "50 g de beurre fondu", "Sel", "1 oignon émincé"]
        // when
        let englishRead = parser.parse(recipeLines: english)
        let frenchRead = parser.parse(recipeLines: french)
        // then English lines read as English, French ones as French, each as the line alone reads
        #expect(englishRead == english.map { parser.parse($0) })
        #expect(frenchRead == french.map { parser.parseFrench($0) })
        #expect(frenchRead.map(\.food) == ["flour", "egg", "milk", "butter", "salt", "onion"].map { Food.ID($0) })
    }
}

extension EuropeanIngredientTests {
    @Test(arguments: [IngredientLanguage.de, .nl, .sv, .hu])
    func aHostileLongWordIsReadInBoundedTime(_ language: IngredientLanguage) async {
        // given: one "word" of 200,000 letters no name reads, where compounds are tried by their endings
        let line = "200 g " + String(repeating: "quarkx", count: 33_334)
        // when, on a thread of its own (see ReaderLimitTests.timedOnItsOwnThread)
        let read = await ReaderLimitTests.timedOnItsOwnThread { Self.parser.parse(line, language: language) }
        // then: read as 200 g of no known food, without trying every ending of the word
        #expect(read.value.food == nil)
        #expect(read.value.quantity == 200)
        #expect(read.cpuSeconds < 20, "\(read.cpuSeconds) s of processor time")
    }

    @Test func manyAmountsAndDecagramsAreReadInBoundedTime() async {
        // given: 40,000 amounts and dashes before one "dkg", then 40,000 more "dkg" with nothing before
        let line = String(repeating: "1 - ", count: 40_000) + "5 dkg masla " + String(repeating: "dkg ", count: 40_000)
        // when, on a thread of its own
        let read = await ReaderLimitTests.timedOnItsOwnThread { Self.parser.parse(line, language: .sk) }
        // then: each token is stepped over once, and the reading ends
        #expect(read.value.quantity != nil)
        #expect(read.cpuSeconds < 20, "\(read.cpuSeconds) s of processor time")
    }
}
