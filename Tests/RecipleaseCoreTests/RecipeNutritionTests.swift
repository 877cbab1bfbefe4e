import Foundation
import Testing
@testable import RecipleaseCore

/// The nutrition estimate checked by hand: a small catalog whose values per 100 g are USDA
/// FoodData Central's (SR Legacy), so the expectations below do not move when the bundled data
/// does. A cup is 236.588 ml, a tablespoon 14.787 ml, an ounce 28.350 g.
struct RecipeNutritionTests {
    // USDA SR Legacy, per 100 g: energy kcal, protein, fat, saturated fat, carbohydrate, sugars, fiber g, sodium mg.
    /// Wheat flour, white, all-purpose, enriched, bleached (SR 20081).
    static let flour = Nutrients(energy: 364, protein: 10.33, fat: 0.98, saturatedFat: 0.155, carbohydrate: 76.31, sugars: 0.27, fiber: 2.7, sodium: 2)
    /// Egg, whole, raw, fresh (SR 01123).
    static let egg = Nutrients(energy: 143, protein: 12.56, fat: 9.51, saturatedFat: 3.126, carbohydrate: 0.72, sugars: 0.37, fiber: 0, sodium: 142)
    /// Milk, whole, 3.25 % milkfat (SR 01077).
    static let milk = Nutrients(energy: 61, protein: 3.15, fat: 3.25, saturatedFat: 1.865, carbohydrate: 4.8, sugars: 5.05, fiber: 0, sodium: 43)
    /// Butter, salted (SR 01001).
    static let butter = Nutrients(energy: 717, protein: 0.85, fat: 81.11, saturatedFat: 51.368, carbohydrate: 0.06, sugars: 0.06, fiber: 0, sodium: 643)
    /// Salt, table (SR 02047).
    static let salt = Nutrients(sodium: 38_758)
    /// Rice, white, long-grain, regular, raw, enriched (SR 20444).
    static let rice = Nutrients(energy: 365, protein: 7.13, fat: 0.66, saturatedFat: 0.18, carbohydrate: 79.95, sugars: 0.12, fiber: 1.3, sodium: 5)
    /// Chickpeas, mature seeds, raw (SR 16056).
    static let chickpeas = Nutrients(energy: 378, protein: 20.47, fat: 6.04, saturatedFat: 0.603, carbohydrate: 62.95, sugars: 10.7, fiber: 12.2, sodium: 24)
    /// Oil, soybean, salad or cooking (SR 04044).
    static let oil = Nutrients(energy: 884, fat: 100, saturatedFat: 15.65)
    /// Onions, raw (SR 11282).
    static let onion = Nutrients(energy: 40, protein: 1.1, fat: 0.1, saturatedFat: 0.042, carbohydrate: 9.34, sugars: 4.24, fiber: 1.7, sodium: 4)
    /// Broccoli, raw (SR 11090).
    static let broccoli = Nutrients(energy: 34, protein: 2.82, fat: 0.37, saturatedFat: 0.039, carbohydrate: 6.64, sugars: 1.7, fiber: 2.6, sodium: 33)
    /// Pork, cured, bacon, unprepared (SR 10123).
    static let bacon = Nutrients(energy: 393, protein: 13.66, fat: 37.13, saturatedFat: 12.62, carbohydrate: 0, sugars: 0, fiber: 0, sodium: 751)
    /// Chicken, broilers or fryers, meat only, raw (SR 05011).
    static let chicken = Nutrients(energy: 119, protein: 21.39, fat: 3.08, saturatedFat: 0.79, sodium: 77)
    /// Chicken, broilers or fryers, meat only, roasted (SR 05013).
    static let cookedChicken = Nutrients(energy: 190, protein: 28.93, fat: 7.41, saturatedFat: 2.04, sodium: 86)

    /// Lemons, raw, without peel (SR 09150).
    static let lemon = Nutrients(energy: 29, protein: 1.1, fat: 0.3, saturatedFat: 0.039, carbohydrate: 9.32, sugars: 2.5, fiber: 2.8, sodium: 2)
    /// Lemon juice, raw (SR 09152).
    static let lemonJuice = Nutrients(energy: 22, protein: 0.35, fat: 0.24, saturatedFat: 0.04, carbohydrate: 6.9, sugars: 2.52, fiber: 0.3, sodium: 1)
    /// Lemon peel, raw (SR 09156).
    static let lemonPeel = Nutrients(energy: 47, protein: 1.5, fat: 0.3, saturatedFat: 0.039, carbohydrate: 16, sugars: 4.17, fiber: 10.6, sodium: 6)

    static let catalog: FoodCatalog = {
        let foods = [
            Food(id: "all-purpose-flour", name: "all-purpose flour", synonyms: ["flour"], aisle: "baking", density: 0.53, nutrients: flour),
            Food(id: "egg", name: "egg", plural: "eggs", aisle: "dairy & eggs", density: 1.03, pieceWeight: 50, nutrients: egg),
            Food(id: "milk", name: "milk", aisle: "dairy & eggs", density: 1.03, shopping: .init(liquid: true), nutrients: milk),
            Food(id: "butter", name: "butter", aisle: "dairy & eggs", density: 0.96, pieceWeight: 113,
                 shopping: .init(package: .init(unit: .stick, us: Measure(4, .ounce), metric: nil)), nutrients: butter),
            Food(id: "salt", name: "salt", aisle: "spices", density: 1.2, nutrients: salt),
            Food(id: "black-pepper", name: "black pepper", synonyms: ["pepper"], aisle: "spices", density: 0.49),
            Food(id: "water", name: "water", aisle: "pantry", density: 1, shopping: .init(liquid: true)),
            Food(id: "rice", name: "rice", aisle: "grains & pasta", density: 0.78,
                 shopping: .init(cookedYield: 2.8, cookedDensity: 0.67), nutrients: rice),
            Food(id: "cooked-rice", name: "cooked rice", parent: "rice", aisle: "grains & pasta", density: 0.66,
                 shopping: .init(rawFood: "rice")),
            Food(id: "beans", name: "beans", aisle: "canned", density: 0.75,
                 shopping: .init(package: .init(unit: .can, us: Measure(15, .ounce), metric: Measure(400, .gram)),
                                 cookedYield: 2.5, cookedDensity: 0.73)),
            Food(id: "chickpeas", name: "chickpeas", parent: "beans", aisle: "canned", density: 0.72,
                 shopping: .init(package: .init(unit: .can, us: Measure(15, .ounce), metric: Measure(400, .gram)),
                                 cookedYield: 2.3, cookedDensity: 0.69), nutrients: chickpeas),
            Food(id: "vegetable-oil", name: "vegetable oil", aisle: "pantry", density: 0.92, shopping: .init(liquid: true), nutrients: oil),
            Food(id: "onion", name: "onion", plural: "onions", aisle: "produce", density: 0.68, pieceWeight: 150, nutrients: onion),
            Food(id: "red-onion", name: "red onion", plural: "red onions", parent: "onion", aisle: "produce", density: 0.68, pieceWeight: 150),
            Food(id: "broccoli", name: "broccoli", aisle: "produce", density: 0.38, pieceWeight: 300,
                 shopping: .init(edibleShare: 0.61), nutrients: broccoli),
            Food(id: "bacon", name: "bacon", synonyms: ["bacon slice", "bacon slices"], aisle: "meat & fish", pieceWeight: 28, nutrients: bacon),
            Food(id: "pancetta", name: "pancetta", parent: "bacon", aisle: "meat & fish", nutrients: bacon),
            Food(id: "chicken", name: "chicken", aisle: "meat & fish", pieceWeight: 1600, nutrients: chicken),
            Food(id: "cooked-chicken", name: "cooked chicken", synonyms: ["shredded chicken"], parent: "chicken",
                 aisle: "meat & fish", density: 0.55, nutrients: cookedChicken),
            Food(id: "lemon", name: "lemon", plural: "lemons", aisle: "produce", pieceWeight: 100, nutrients: lemon),
            Food(id: "lemon-juice", name: "lemon juice", parent: "lemon", aisle: "drinks", density: 1.03,
                 shopping: .init(liquid: true), nutrients: lemonJuice),
            Food(id: "lemon-zest", name: "lemon zest", parent: "lemon", aisle: "produce", density: 0.3, nutrients: lemonPeel),
            Food(id: "rotisserie-chicken", name: "rotisserie chicken", parent: "cooked-chicken", aisle: "meat & fish",
                 pieceWeight: 1000, nutrients: cookedChicken),
        ]
        do { return try FoodCatalog(foods: foods) } catch { fatalError("the test catalog is valid: \(error)") }
    }()

    static func recipe(_ lines: [String], servings: Int? = 4) -> Recipe {
        let draft = RecipeDraft(title: "Test", servings: servings, ingredientLines: lines)
        return Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog)
    }

    static func estimate(_ lines: [String], servings: Int? = 4) -> NutritionEstimate? {
        RecipeNutrition.estimate(recipe(lines, servings: servings), catalog: catalog)
    }

    @Test func pancakesByHand() throws {
        // given: batter for 4
        let lines = ["1 cup all-purpose flour", "2 eggs", "1 cup milk", "2 tbsp butter, melted", "1/4 cup water", "salt to taste"]
        // when
        let estimate = try #require(Self.estimate(lines))
        // then
        // flour  236.588 ml × 0.53 g/ml = 125.392 g → 456.43 kcal, 12.953 g protein, 2.51 mg sodium
        // eggs   2 × 50 g              = 100 g     → 143.00 kcal, 12.560 g protein, 142.00 mg sodium
        // milk   236.588 ml × 1.03     = 243.686 g → 148.65 kcal,  7.676 g protein, 104.78 mg sodium
        // butter 29.574 ml × 0.96      = 28.391 g  → 203.56 kcal,  0.241 g protein, 182.55 mg sodium
        // water  zero; salt to taste left out
        // whole 951.63 kcal, 33.430 g protein, 431.84 mg sodium; ÷ 4 servings:
        #expect(abs(estimate.perServing.energy - 237.91) < 0.05)
        #expect(abs(estimate.perServing.protein - 8.358) < 0.005)
        #expect(abs(estimate.perServing.sodium - 107.96) < 0.05)
        #expect(estimate.servings == 4)
        #expect(estimate.counted == 5)
        #expect(estimate.total == 6)
    }

    @Test func cookedRiceIsWeighedAsTheRawRiceItWasMadeFrom() throws {
        // 2 cups cooked rice: 473.18 ml × 0.67 g/ml = 317.03 g cooked ÷ 2.8 = 113.22 g raw × 3.65 = 413.27 kcal
        let byLine = try #require(Self.estimate(["2 cups cooked rice"], servings: 1))
        #expect(Self.recipe(["2 cups cooked rice"]).foods == ["rice"])
        #expect(abs(byLine.perServing.energy - 413.27) < 0.05)
        // Leftover or steamed rice is cooked rice too, where raw rice would be 1347.14 kcal (below).
        for line in ["2 cups leftover rice", "2 cups steamed rice"] {
            let cooked = try #require(Self.estimate([line], servings: 1))
            #expect(abs(cooked.perServing.energy - 413.27) < 0.05, "\(line)")
        }
        // The cooked form as a food of its own, without values of its own, converts through its own
        // density: 473.18 ml × 0.66 = 312.30 g ÷ 2.8 = 111.54 g raw × 3.65 = 407.10 kcal.
        let byFood = try #require(Self.estimate(["2 cups hot cooked rice"], servings: 1))
        #expect(Self.recipe(["2 cups hot cooked rice"]).foods == ["cooked-rice"])
        #expect(abs(byFood.perServing.energy - 407.10) < 0.05)
        // "rice, cooked" is raw rice measured before cooking: 473.18 ml × 0.78 = 369.08 g × 3.65 = 1347.14 kcal.
        let raw = try #require(Self.estimate(["2 cups long-grain rice, cooked"], servings: 1))
        #expect(abs(raw.perServing.energy - 1347.14) < 0.05)
    }

    @Test func cansPiecesAndTrimmedFood() throws {
        // A drained can of chickpeas: 15 oz = 425.24 g × 0.6 drained = 255.15 g cooked ÷ 2.3 = 110.93 g dry
        // × 3.78 = 419.33 kcal, ÷ 1.18 for canned beans' water = 355.36 kcal.
        let chickpeas = try #require(Self.estimate(["1 (15 oz) can chickpeas, drained"], servings: 1))
        #expect(abs(chickpeas.perServing.energy - 355.36) < 0.05)
        // The catalog's can when the line names none: the same 15 oz in a US recipe.
        let catalogCan = try #require(Self.estimate(["1 can chickpeas"], servings: 1))
        #expect(abs(catalogCan.perServing.energy - 355.36) < 0.05)
        // A cup of canned chickpeas is a cup of beans, drained already: 236.59 ml × 0.69 = 163.25 g
        // cooked ÷ 2.3 = 70.98 g dry × 3.78 = 268.30 kcal ÷ 1.18 = 227.37 kcal; 15 oz of them are the can
        // as it comes.
        let cup = try #require(Self.estimate(["1 cup canned chickpeas"], servings: 1))
        #expect(abs(cup.perServing.energy - 227.37) < 0.05)
        let ounces = try #require(Self.estimate(["15 oz canned chickpeas"], servings: 1))
        #expect(abs(ounces.perServing.energy - 355.36) < 0.05)
        // Dried chickpeas are weighed as they are: 200 g × 3.78 = 756 kcal.
        let dried = try #require(Self.estimate(["200 g dried chickpeas"], servings: 1))
        #expect(abs(dried.perServing.energy - 756) < 0.05)
        // A stick of butter is the catalog's package: 4 oz = 113.40 g × 7.17 = 813.06 kcal.
        let stick = try #require(Self.estimate(["1 stick butter"], servings: 1))
        #expect(abs(stick.perServing.energy - 813.06) < 0.05)
        // 2 onions: 2 × 150 g = 300 g × 0.40 = 120 kcal; a red onion takes its parent's values.
        #expect(abs((Self.estimate(["2 onions"], servings: 1)?.perServing.energy ?? 0) - 120) < 0.001)
        #expect(abs((Self.estimate(["1 red onion"], servings: 1)?.perServing.energy ?? 0) - 60) < 0.001)
        // A head of broccoli is bought with its stalk: 300 g × 0.61 eaten = 183 g × 0.34 = 62.22 kcal.
        #expect(abs((Self.estimate(["1 head broccoli"], servings: 1)?.perServing.energy ?? 0) - 62.22) < 0.001)
        // A range counts its middle: 1-3 eggs are 2 eggs, 100 g × 1.43 = 143 kcal.
        #expect(abs((Self.estimate(["1-3 eggs"], servings: 1)?.perServing.energy ?? 0) - 143) < 0.001)
    }

    @Test func fryingOilCountsWhatTheFoodTakesUp() throws {
        // 4 cups for deep frying: 946.35 ml × 0.92 = 870.64 g, of which 10 % = 87.06 g × 8.84 = 769.65 kcal.
        let frying = try #require(Self.estimate(["4 cups vegetable oil, for deep frying"], servings: 1))
        #expect(abs(frying.perServing.energy - 769.65) < 0.05)
        // Oil for frying with no amount is left out and counted.
        let unmeasured = try #require(Self.estimate(["1 cup flour", "vegetable oil for frying"], servings: 1))
        #expect(unmeasured.counted == 1)
        #expect(unmeasured.total == 2)
    }

    @Test func stepsThatFryAreFoundInAnyCase() {
        for step in ["Fry the fritters.", "DEEP-FRY until golden", "Stir-fry 2 minutes", "Heat the fryer", "pan frying", "fry"] {
            #expect(RecipeNutrition.saysFry(step), "\(step)")
        }
        for step in ["Bake 20 minutes.", "Make a frittata", "fr", "", "Fr y", "Frère Jacques", "Ｆｒｙ"] {
            #expect(!RecipeNutrition.saysFry(step), "\(step)")
        }
    }

    @Test(arguments: [([String], [String], Double)](arrayLiteral:
        // (lines, steps, kcal): a cup or more of oil in a recipe whose steps fry is frying oil.
        (["2 cups vegetable oil"], ["Heat the oil and fry the fritters."], 473.18 * 0.92 * 0.1 * 8.84),
        (["2 cups vegetable oil"], ["Deep-fry until golden."], 473.18 * 0.92 * 0.1 * 8.84),
        // Without frying, or a few spoons to sauté in, the oil is eaten.
        (["2 cups vegetable oil"], ["Whisk into the batter and bake."], 473.18 * 0.92 * 8.84),
        (["2 tbsp vegetable oil"], ["Fry the onion until soft."], 29.574 * 0.92 * 8.84),
        // A line that says it already counts its share once.
        (["4 cups vegetable oil, for deep frying"], ["Fry in batches."], 946.35 * 0.92 * 0.1 * 8.84)
    ))
    func oilInARecipeThatFries(lines: [String], steps: [String], kcal: Double) throws {
        var draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: lines)
        draft.instructions = steps
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: Self.catalog), catalog: Self.catalog)
        let estimate = try #require(RecipeNutrition.estimate(recipe, catalog: Self.catalog))
        #expect(abs(estimate.perServing.energy - kcal) < 0.5)
        // The memo the search index uses gives the same.
        #expect(RecipeNutrition.Memo(catalog: Self.catalog).perServing(recipe) == estimate.perServing)
    }

    @Test(arguments: [(String?, String, Double)](arrayLiteral:
        // (language, line, kcal per 100 g): pancetta, guanciale and French lardons are cooked into
        // the dish with their fat
        (nil, "100 g pancetta", 393),
        (nil, "100 g guanciale, cut into strips", 607),
        ("fr", "100 g de lardons fumés", 393),
        ("fr", "100 g de poitrine fumée en dés", 393)
    ))
    func baconCookedIntoTheDishKeepsItsFat(language: String?, line: String, kcal: Double) throws {
        let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: [line], language: language)
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: FoodCatalog.shared), catalog: FoodCatalog.shared)
        let estimate = try #require(RecipeNutrition.estimate(recipe, catalog: FoodCatalog.shared))
        #expect(abs(estimate.perServing.energy - kcal) < 0.5, "\(line): \(estimate.perServing.energy)")
    }

    @Test(arguments: [(String, Double)](arrayLiteral:
        // (line, grams): the oil a pan-fry takes up is all a small amount, two tablespoons of more
        ("1 tbsp vegetable oil, for frying", 14.786764781 * 0.92),
        ("3 tablespoons vegetable oil, for frying", 30),
        ("1/4 cup oil for shallow frying", 30),
        ("4 cups vegetable oil, for deep frying", 946.352946 * 0.92 * 0.1)
    ))
    func aPanFryTakesUpItsOil(line: String, grams: Double) throws {
        let weighed = try #require(Self.bundledGrams(line))
        #expect(abs(weighed - grams) < 0.05, "\(line): \(weighed) g")
    }

    @Test func aBrineCountsATenthWhateverItsAmount() throws {
        // sugar and salt for a brine are not oil: no pan-fry's 30 g
        let brining = try #require(Self.bundledGrams("2 tbsp sugar, for brining"))
        #expect(abs(brining - 0.1 * (try #require(Self.bundledGrams("2 tbsp sugar")))) < 0.01)
    }

    @Test func aSmokedMagretKeepsItsFat() throws {
        let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: ["100 g de magret fumé"], language: "fr")
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: FoodCatalog.shared), catalog: FoodCatalog.shared)
        #expect(abs(try #require(RecipeNutrition.estimate(recipe, catalog: FoodCatalog.shared)).perServing.energy - 404) < 0.5)
    }

    /// Grams of each part of a recipe of `lines` in the bundled catalog, read in `language` where
    /// given (nil for a part left out).
    static func bundledRecipeGrams(_ lines: [String], language: String? = nil) -> [Double?] {
        let catalog = FoodCatalog.shared
        let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: lines, language: language)
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog)
        return RecipeNutrition.breakdown(recipe, catalog: catalog).map { part in
            guard case let .weighed(grams, _) = part.outcome else { return nil }
            return grams
        }
    }

    @Test(arguments: [(String, Double, Double)](arrayLiteral:
        // France's pieces and slices (Sizes/fr.tsv) against the catalog's US ones
        ("2 carottes", 2 * 100, 2 * 61),
        ("1 aubergine", 300, 450),
        ("1 patate douce", 250, 130),
        ("2 blancs de poulet", 2 * 140, 2 * 200),
        ("4 tranches de jambon", 4 * 45, 4 * 28),
        ("3 gousses d'ail", 3 * 5, 3 * 3),
        ("4 saucisses", 4 * 100, 4 * 75),
        ("2 poivrons rouges", 2 * 150, 2 * 120),
        ("1 blanc de dinde", 200, 1500),
        ("2 bavettes", 2 * 180, 2 * 700),
        ("1 brocoli", 450 * 0.61, 300 * 0.61),
        // a weight is a weight in every market
        ("300 g de carottes", 300, 300)
    ))
    func aFrenchRecipeBuysFrancesSizes(line: String, france: Double, catalog: Double) throws {
        let french = try #require(Self.bundledRecipeGrams(["200 g de farine", line], language: "fr").last ?? nil)
        #expect(abs(french - france) < 0.01, "\(line): \(french) g")
        // the same line in a Quebec recipe, declared or measured in cups, is North America's
        let quebec = try #require(Self.bundledRecipeGrams(["200 g de farine", line], language: "fr-CA").last ?? nil)
        #expect(abs(quebec - catalog) < 0.01, "\(line) in Quebec: \(quebec) g")
        let cups = try #require(Self.bundledRecipeGrams(["1 tasse de farine", line], language: "fr").last ?? nil)
        #expect(abs(cups - catalog) < 0.01, "\(line) beside a cup: \(cups) g")
    }

    @Test(arguments: [(String?, String, Double)](arrayLiteral:
        // The size beside part of one container is the line's amount where that part of the
        // usual container weighs about it, the container's where the whole does.
        ("fr", "½ plaquette de beurre (125 g)", 125),
        ("fr", "1/2 boîte de tomates pelées (200 g)", 200),
        ("fr", "½ boîte de maïs (140 g)", 140),
        (nil, "½ can (7 oz) tomato sauce", 7 * 28.349523125),
        (nil, "1/2 (14 oz) can diced tomatoes", 7 * 28.349523125),
        (nil, "1/2 package (8 oz) cream cheese", 4 * 28.349523125),
        // a size before the container's word is always the container's
        (nil, "1/2 (8 oz) can tomato sauce", 4 * 28.349523125),
        (nil, "1/2 (3 oz) package cream cheese", 1.5 * 28.349523125),
        // several containers with one size beside them: each one's, as US lines mean it
        (nil, "2 cans (28 oz) crushed tomatoes", 56 * 28.349523125),
        (nil, "2 (14 oz) cans diced tomatoes", 28 * 28.349523125)
    ))
    func aSizeBesidePartOfAContainerIsReadTheNearerWay(language: String?, line: String, grams: Double) throws {
        let weighed = try #require(Self.bundledGrams(line, language: language), "\(line) is left out")
        #expect(abs(weighed - grams) < 0.01, "\(line): \(weighed) g")
    }

    @Test func aRecipeReadAsFrenchBuysFrancesSizesAndOthersDoNot() throws {
        // undeclared: the lines say French, so France's carrot
        #expect(Self.bundledRecipeGrams(["200 g de farine", "2 carottes", "1 pincée de sel"]).dropFirst().first == 200)
        // English lines, and Spanish or German ones with a "de" in them, keep the catalog's carrot
        #expect(Self.bundledRecipeGrams(["2 carrots", "1 tsp herbes de Provence"]).first == 2 * 61)
        #expect(Self.bundledRecipeGrams(["200 g de harina", "2 zanahorias", "1 cebolla"]).dropFirst().first == 2 * 61)
        #expect(Self.bundledRecipeGrams(["2 Karotten", "1 Zwiebel", "1 Prise Fleur de Sel"]).first == 2 * 61)
        // English lines with French cooking words: the English names find more of them
        #expect(Self.bundledRecipeGrams(["4 chicken breasts", "2 tbsp herbes de Provence", "100 ml crème fraîche"]).first == 4 * 200)
        // a short French list of loanwords both languages' names find is French
        #expect(Self.bundledRecipeGrams(["1 aubergine", "1 pâte brisée", "200 g de lardons", "20 cl de crème fraîche",
                                         "100 g de gruyère"]).first == 300)
        // a French list with no "de" in it: its accents make it weighed, and it is French
        #expect(Self.bundledRecipeGrams(["4 pommes", "100 g sucre", "50 g beurre", "2 œufs"]).first == 4 * 150)
        // any tag the parser reads as French declares it; a tag it does not know leaves it to the lines
        #expect(Self.bundledRecipeGrams(["2 carottes"], language: "Français").first == 200)
        #expect(Self.bundledRecipeGrams(["200 g de farine", "2 carottes"], language: "und").last == 200)
        #expect(Self.bundledRecipeGrams(["2 zanahorias"], language: "es").first == 2 * 61)
        #expect(Self.bundledRecipeGrams(["2 carottes"], language: "fr-CA-u-ca-gregory").first == 2 * 61)
        // a cup of coffee is a drink in France too; a cup in a note ("250 ml (1 tasse)") is Quebec's
        #expect(Self.bundledRecipeGrams(["1 tasse de café", "3 pommes"], language: "fr").last == 3 * 150)
        #expect(Self.bundledRecipeGrams(["250 ml (1 tasse) de farine", "3 pommes"], language: "fr").last == 3 * 180)
    }

    /// Grams of each part of a recipe of `lines` in the bundled catalog, declared in `language` and
    /// served from `url` (nil for a part left out).
    static func bundledRecipeGrams(_ lines: [String], language: String?, url: String?) -> [Double?] {
        let catalog = FoodCatalog.shared
        let draft = RecipeDraft(title: "Test", sourceURL: url, servings: 1, ingredientLines: lines, language: language)
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog)
        return RecipeNutrition.breakdown(recipe, catalog: catalog).map { part in
            guard case let .weighed(grams, _) = part.outcome else { return nil }
            return grams
        }
    }

    @Test(arguments: [(String, Double?, Double?, Double?)](arrayLiteral:
        // Britain's sizes (Sizes/gb.tsv), Australia's (Sizes/au.tsv) and the imperial measures
        // both use, against the catalog's US ones (milk 1.03 g/ml, double cream 1.0; the imperial
        // pint 568.26 ml, the US one 473.18 ml)
        ("1 pint milk", 568.26125 * 1.03, 568.26125 * 1.03, 473.176473 * 1.03),
        ("½ pint double cream", 284.130625, 284.130625, 236.5882365),
        ("10 fl oz milk", 10 * 28.4130625 * 1.03, 10 * 28.4130625 * 1.03, 10 * 29.5735295625 * 1.03),
        ("1 block butter", 250, 250, 113),
        ("1 aubergine", 300, 450, 450),
        ("1 sweet potato", 250, 130, 130),
        ("2 chicken breasts", 2 * 150, 2 * 200, 2 * 200),
        ("4 pork sausages", 4 * 60, 4 * 75, 4 * 75),
        // a British pack of pastry is one sheet; Australia's pastry comes in 170 g sheets
        ("1 pack ready-rolled puff pastry", 320, nil, nil),
        ("2 sheets puff pastry", 2 * 320, 2 * 170, 2 * 320),
        // a punnet as each sells it; the catalog sells these loose and weighs no container
        ("1 punnet strawberries", 400, 250, nil),
        ("2 punnets raspberries", 2 * 150, 2 * 125, nil),
        ("1/2 punnet cherry tomatoes", 125, 125, nil),
        // a weight is a weight in every market
        ("250g butter", 250, 250, 250)
    ))
    func britishAndAustralianRecipesBuyTheirSizes(line: String, britain: Double?, australia: Double?, catalog: Double?) throws {
        func grams(_ language: String?, _ url: String?) -> Double? {
            Self.bundledRecipeGrams(["200g plain flour", line], language: language, url: url).last ?? nil
        }
        func near(_ weighed: Double?, _ expected: Double?) -> Bool {
            switch (weighed, expected) {
            case let (weighed?, expected?): abs(weighed - expected) < 0.01
            case (nil, nil): true
            default: false
            }
        }
        // declared British, served from a British site, or written in British words
        #expect(near(grams("en-GB", nil), britain), "\(line) declared en-GB: \(String(describing: grams("en-GB", nil))) g")
        #expect(near(grams("en", "https://www.example.co.uk/recipes/1"), britain), "\(line) from .co.uk")
        #expect(near(grams(nil, nil), britain), "\(line) beside plain flour")
        // declared Australian or New Zealand's, or served from there
        #expect(near(grams("en-AU", nil), australia), "\(line) declared en-AU: \(String(describing: grams("en-AU", nil))) g")
        #expect(near(grams(nil, "https://www.example.com.au/recipes/1"), australia), "\(line) from .com.au")
        #expect(near(grams("en", "https://www.example.co.nz/recipes/1"), australia), "\(line) from .co.nz")
        // declared American: the catalog's, whatever its words
        #expect(near(grams("en-US", nil), catalog), "\(line) declared en-US")
    }

    @Test func aPunnetSaysARecipeIsBritish() throws {
        // a recipe that declares nothing and says nothing else British: only British, Irish,
        // Australian and New Zealand kitchens buy soft fruit by the punnet, so Britain's is meant
        #expect(Self.bundledRecipeGrams(["1 punnet blueberries", "1 cup yogurt"], language: nil).first == 150)
        // a container is no punnet: the catalog still weighs none
        #expect(Self.bundledRecipeGrams(["1 container blueberries", "1 cup yogurt"], language: nil).first == .some(nil))
    }

    @Test func aVesselWithoutANumberIsOne() throws {
        // "knob of butter", "handful of spinach": one, as with "a"
        for (bare, counted) in [("knob of butter", "a knob of butter"), ("handful of baby spinach", "a handful of baby spinach"),
                                ("bunch of coriander", "1 bunch of coriander"), ("splash of milk", "a splash of milk")] {
            let grams = try #require(Self.bundledGrams(bare), "\(bare) is left out")
            #expect(grams > 0 && grams == Self.bundledGrams(counted), "\(bare): \(grams) g")
        }
        // a line with no vessel and no number still says no amount
        #expect(Self.bundledGrams("butter, for greasing") == nil)
        #expect(Self.bundledGrams("salt and pepper") == nil)
    }

    @Test func aDecimalCountOfPiecesIsAPackagesOunces() throws {
        // "17.3 puff pastry": the site lost "oz"; nobody counts 17.3 sheets of pastry
        let ounce = 28.349523125
        for (line, ounces) in [("17.3 puff pastry", 17.3), ("14.5 diced tomatoes", 14.5), ("13.66 coconut milk", 13.66)] {
            let grams = try #require(Self.bundledGrams(line), "\(line) is left out")
            #expect(abs(grams - ounces * ounce) < 1, "\(line): \(grams) g")
        }
        // counts stay counts: whole, small, or written as a fraction
        let onion = try #require(Self.bundledGrams("1 onion"))
        #expect(abs(try #require(Self.bundledGrams("1.5 onions")) - 1.5 * onion) < 0.5)
        #expect(abs(try #require(Self.bundledGrams("6 onions")) - 6 * onion) < 0.5)
        #expect(abs(try #require(Self.bundledGrams("4 1/2 onions")) - 4.5 * onion) < 0.5)
        #expect(abs(try #require(Self.bundledGrams("4½ onions")) - 4.5 * onion) < 0.5)
        // a metric recipe does not buy by the ounce
        let metric = try #require(Self.bundledGrams("4.5 oignons", language: "fr"))
        #expect(metric > 4 * 50, "\(metric) g")
    }

    @Test func driedCurrantsAndFreshBreadcrumbsEatAsTheyAre() throws {
        // per 100 g: the dried (Zante) currant of baking is FDC's dried one, not fresh redcurrants;
        // fresh breadcrumbs are bread, not the dry crumbs
        func energy(_ line: String) throws -> Double {
            let catalog = FoodCatalog.shared
            let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: [line])
            let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog)
            return try #require(RecipeNutrition.estimate(recipe, catalog: catalog)).perServing.energy
        }
        #expect(abs(try energy("100g currants") - 290.4) < 0.5)
        #expect(abs(try energy("100g dried currants") - 290.4) < 0.5)
        #expect(try energy("100g redcurrants") < 60)
        #expect(abs(try energy("100g fresh breadcrumbs") - 270.1) < 0.5)
        #expect(abs(try energy("100g dried breadcrumbs") - 395) < 0.5)
    }

    @Test func britishWordsMakeARecipeBritishAndOthersDoNot() throws {
        let pint = 568.26125 * 1.03, usPint = 473.176473 * 1.03
        func milk(_ lines: [String], language: String? = nil) -> Double? {
            Self.bundledRecipeGrams(lines + ["1 pint milk"], language: language, url: nil).last ?? nil
        }
        for british in ["100g caster sugar", "300ml double cream", "2 courgettes", "500g beef mince", "4 rashers back bacon",
                        "1 chicken stock cube", "225g self-raising flour", "100g icing sugar"] {
            #expect(milk([british]).map { abs($0 - pint) < 0.01 } == true, "\(british)")
        }
        for american in ["1 cup heavy cream", "2 zucchini", "1 lb ground beef", "4 slices bacon", "1 tbsp minced garlic",
                         "2 cups all-purpose flour", "1 pint strawberries"] {
            #expect(milk([american]).map { abs($0 - usPint) < 0.01 } == true, "\(american)")
        }
        // a recipe declared in another language or region keeps the catalog's, whatever its words
        #expect(milk(["100g caster sugar"], language: "en-US").map { abs($0 - usPint) < 0.01 } == true)
        #expect(milk(["100g caster sugar"], language: "en-CA").map { abs($0 - usPint) < 0.01 } == true)
        #expect(milk(["100g caster sugar"], language: "en_IE").map { abs($0 - pint) < 0.01 } == true)
    }

    @Test func packsAndPiecesOnlyFranceSells() throws {
        // the catalog has no piece or pack for these; France's are the usual ones
        #expect(Self.bundledRecipeGrams(["1 mozzarella"], language: "fr").first == 125)
        #expect(Self.bundledRecipeGrams(["1 sachet de levure chimique"], language: "fr").first == 11)
        #expect(Self.bundledRecipeGrams(["1 barquette de lardons"], language: "fr").first == 200)
        #expect(Self.bundledRecipeGrams(["1 barquette de fraises"], language: "fr").first == 250)
        #expect(Self.bundledRecipeGrams(["2 barquettes de framboises"], language: "fr").first == 250)
        #expect(Self.bundledRecipeGrams(["1 mozzarella"], language: "fr-CA").first == .some(nil))
        // a French small tin is half the usual one; a US "small can" of paste is the usual 6 oz
        let tin = try #require(Self.bundledRecipeGrams(["1 boîte de concentré de tomates"], language: "fr").first ?? nil)
        #expect(Self.bundledRecipeGrams(["1 petite boîte de concentré de tomates"], language: "fr").first == tin / 2)
        #expect(try #require(Self.bundledGrams("1 small can tomato paste")) == 170.097138750)
        // small sardines are not a small tin, and a tin of 400 g is already France's small one
        #expect(Self.bundledRecipeGrams(["1 boîte de petites sardines"], language: "fr")
                == Self.bundledRecipeGrams(["1 boîte de sardines"], language: "fr"))
        #expect(Self.bundledRecipeGrams(["1 petite boîte de tomates pelées"], language: "fr")
                == Self.bundledRecipeGrams(["1 boîte de tomates pelées"], language: "fr"))
    }

    @Test func cheeksAreMeatAndJowlIsFat() throws {
        // given: pork cheeks, a braising cut, and the jowl, cured or fresh, which is mostly fat
        let catalog = FoodCatalog.shared
        let loin = try #require(catalog["pork"]?.nutrients?.energy)
        let jowl = try #require(catalog["pork-jowl"]?.nutrients?.energy)
        func energy(_ line: String, _ language: String?) throws -> Double {
            let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: [line], language: language)
            let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog)
            return try #require(RecipeNutrition.estimate(recipe, catalog: catalog)).perServing.energy
        }
        // then: the cheeks weigh as pork, in English and French; the jowl keeps its fat
        #expect(abs(try energy("500 g pork cheeks", nil) - 5 * loin) < 0.5)
        #expect(abs(try energy("1 kg de joues de porc", "fr") - 10 * loin) < 0.5)
        #expect(abs(try energy("200 g pork jowl", nil) - 2 * jowl) < 0.5)
        // and a ball of mozzarella is a fresh one's 125 g
        #expect(Self.bundledGrams("1 ball mozzarella") == 125)
    }

    @Test func aFatShareIsNoAmountAndPicksTheLeanKindOfAPatty() throws {
        // "5 % MG" is a fat share, not 5 mg; it picks extra-lean beef, counted by the patty's piece
        let catalog = FoodCatalog.shared
        let extraLean = try #require(catalog["extra-lean-ground-beef"]?.nutrients?.energy)
        let lean = try #require(catalog["lean-ground-beef"]?.nutrients?.energy)
        for line in ["4 steaks hachés 5 % MG", "4 steaks hachés (5 % MG)"] {
            let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: [line], language: "fr")
            let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog)
            let energy = try #require(RecipeNutrition.estimate(recipe, catalog: catalog)).perServing.energy
            #expect(abs(energy - 400 * extraLean / 100) < 0.5, "\(line): \(energy) kcal")
        }
        // a bare share: French labels give the fat ("5 %"), US ones the lean ("95%")
        for (line, language) in [("500 g de bœuf haché 5 %", "fr"), ("500 g 95% ground beef", nil)] {
            let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: [line], language: language)
            let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog)
            let energy = try #require(RecipeNutrition.estimate(recipe, catalog: catalog)).perServing.energy
            #expect(abs(energy - 5 * extraLean) < 0.5, "\(line): \(energy) kcal")
        }
        // an English patty with a lean share takes ground beef's lean kind, by its parent
        let patties = Recipe(draft: RecipeDraft(title: "Test", servings: 1, ingredientLines: ["4 beef patties (90% lean)"]),
                             parser: IngredientParser(catalog: catalog), catalog: catalog)
        let energy = try #require(RecipeNutrition.estimate(patties, catalog: catalog)).perServing.energy
        #expect(abs(energy - 4 * 113 * lean / 100) < 0.5)
    }

    @Test(arguments: [(String?, String, Food.ID)](arrayLiteral:
        // a fat share under 1 % picks the nonfat kind of a dairy food, in any language
        ("fr", "200 g de fromage blanc 0 %", "nonfat-quark"),
        ("fr", "2 yaourts nature 0 %", "nonfat-yogurt"),
        ("fr", "25 cl de lait 0 % MG", "skim-milk"),
        ("fr", "25 cl de lait demi-écrémé 0,5 %", "skim-milk"),
        (nil, "1 cup 0% Greek yogurt", "nonfat-greek-yogurt"),
        // 1 % and 2 % milk are low-fat; a share of another food says nothing of this one
        (nil, "1 cup 1% milk", "low-fat-milk"),
        (nil, "1 cup plain yogurt (or 0% fromage blanc)", "yogurt"),
        // a 0 % of something else, or denied, is no fat share
        (nil, "1 cup Greek yogurt, 0% added sugar", "greek-yogurt"),
        (nil, "1 cup whole milk (not 0%)", "milk"),
        ("fr", "200 g de yaourt grec 0 % de sucres ajoutés", "greek-yogurt"),
        (nil, "1 cup Greek yogurt (0% fat)", "nonfat-greek-yogurt")
    ))
    func aFatShareUnderOnePercentIsTheNonfatKind(language: String?, line: String, kind: Food.ID) throws {
        let catalog = FoodCatalog.shared
        let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: [line], language: language)
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog)
        let part = try #require(RecipeNutrition.breakdown(recipe, catalog: catalog).first)
        guard case let .weighed(grams, nutrients) = part.outcome else { Issue.record("\(line) is left out"); return }
        let perGram = try #require(catalog[kind]?.nutrients?.energy) / 100
        #expect(abs(nutrients.energy - grams * perGram) < 0.5, "\(line): \(nutrients.energy) kcal for \(grams) g")
    }

    @Test func oneMemoGivesEachRecipeItsOwnEstimateWhateverItsLanguage() throws {
        // the same line in a French recipe and in an English one, weighed by one memo in turn
        let catalog = FoodCatalog.shared
        let parser = IngredientParser(catalog: catalog)
        let recipes = [
            Recipe(draft: RecipeDraft(title: "A", servings: 2, ingredientLines: ["200 g de bacon", "2 carottes"], language: "fr"),
                   parser: parser, catalog: catalog),
            Recipe(draft: RecipeDraft(title: "B", servings: 2, ingredientLines: ["200 g de bacon", "2 carottes"], language: "fr-CA"),
                   parser: parser, catalog: catalog),
            Recipe(draft: RecipeDraft(title: "C", servings: 2, ingredientLines: ["200 g de bacon", "100 g de lardons", "1 aubergine"]),
                   parser: parser, catalog: catalog),
        ]
        let memo = RecipeNutrition.Memo(catalog: catalog)
        for recipe in recipes + recipes.reversed() {
            #expect(memo.perServing(recipe) == RecipeNutrition.estimate(recipe, catalog: catalog)?.perServing, "\(recipe.title)")
        }
        #expect(memo.perServing(recipes[0]) != memo.perServing(recipes[1]))
    }

    @Test func aPlainFrenchNameIsFrancesUsualKind() throws {
        // "lait" is semi-skimmed milk in France, "lait entier" says whole; a "steak haché" is lean,
        // 100 g a patty (Sizes/fr.tsv's plain kinds)
        func energy(_ lines: [String], language: String? = "fr") throws -> Double {
            let catalog = FoodCatalog.shared
            let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: lines, language: language)
            let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog)
            let estimate = try #require(RecipeNutrition.estimate(recipe, catalog: catalog))
            #expect(RecipeNutrition.Memo(catalog: catalog).perServing(recipe) == estimate.perServing)
            return estimate.perServing.energy
        }
        let lowFat = try #require(FoodCatalog.shared["low-fat-milk"]?.nutrients?.energy)
        let whole = try #require(FoodCatalog.shared["milk"]?.nutrients?.energy)
        let lean = try #require(FoodCatalog.shared["lean-ground-beef"]?.nutrients?.energy)
        let regular = try #require(FoodCatalog.shared["ground-beef"]?.nutrients?.energy)
        #expect(abs(try energy(["50 cl de lait"]) - 515 * lowFat / 100) < 0.5)
        #expect(abs(try energy(["50 cl de lait entier"]) - 515 * whole / 100) < 0.5)
        // a note or a word with the name that names a kind keeps it; one that names none is plain
        #expect(abs(try energy(["50 cl de lait (entier)"]) - 515 * whole / 100) < 0.5)
        #expect(abs(try energy(["50 cl de lait chaud"]) - 515 * lowFat / 100) < 0.5)
        #expect(abs(try energy(["50 cl de lait frais entier"]) - 515 * whole / 100) < 0.5)
        #expect(abs(try energy(["50 cl de Lait"]) - 515 * lowFat / 100) < 0.5)
        // French cream is 30 %: "crème liquide", "crème fraîche"; a 35 % one says so and keeps heavy cream
        let thirty = try #require(FoodCatalog.shared["light-whipping-cream"]?.nutrients?.energy)
        let heavy = try #require(FoodCatalog.shared["heavy-cream"]?.nutrients?.energy)
        #expect(abs(try energy(["200 g de crème liquide"]) - 200 * thirty / 100) < 0.5)
        #expect(abs(try energy(["200 g de crème fraîche épaisse"]) - 200 * thirty / 100) < 0.5)
        #expect(abs(try energy(["200 g de crème liquide entière 35 %"]) - 200 * heavy / 100) < 0.5)
        #expect(abs(try energy(["200 g heavy cream"], language: nil) - 200 * heavy / 100) < 0.5)
        #expect(abs(try energy(["2 steaks hachés"]) - 200 * lean / 100) < 0.5)
        // in Quebec, and in English, the catalog's own
        #expect(abs(try energy(["50 cl de lait"], language: "fr-CA") - 515 * whole / 100) < 0.5)
        #expect(abs(try energy(["2 beef patties"], language: nil) - 2 * 113 * regular / 100) < 0.5)
    }

    @Test(arguments: [
        "carrot\tabc",
        "carrot\t-5",
        "carrot\tinf",
        "carrot",
        "carrot\t\t\t",
        // words that keep the food, with no plain kind to keep it from
        "milk\t\t\t\t\tentier",
    ])
    func aMalformedSizesRowFailsWithItsLine(_ row: String) {
        #expect {
            try FoodCatalog.parseSizes(tsv: "# sizes\ncarrot\t100\n" + row, file: "Sizes/xx.tsv")
        } throws: { error in
            guard case let .malformedRow(file, line, _)? = error as? FoodCatalogError else { return false }
            return file == "Sizes/xx.tsv" && line == 3
        }
    }

    @Test func aSizesFileWithTwoRowsForOneFoodFails() {
        #expect(throws: FoodCatalogError.malformedRow(file: "Sizes/xx.tsv", line: 2, reason: "carrot has a row already")) {
            try FoodCatalog.parseSizes(tsv: "carrot\t100\ncarrot\t90", file: "Sizes/xx.tsv")
        }
    }

    @Test func aSizesRowForAFoodTheCatalogLacksFails() throws {
        let foods = [Food(id: "carrot", name: "carrot", aisle: "produce", pieceWeight: 61)]
        #expect(throws: FoodCatalogError.unknownSizedFood(market: "fr", food: "parsnip")) {
            try FoodCatalog(foods: foods, sizes: ["fr": ["parsnip": MarketSize(piece: 150)]])
        }
        #expect(throws: FoodCatalogError.unknownSizedFood(market: "fr", food: "baby-carrot")) {
            try FoodCatalog(foods: foods, sizes: ["fr": ["carrot": MarketSize(plain: "baby-carrot")]])
        }
        // a plain kind is a kind of the food or of its parent, not any food
        let kin = foods + [Food(id: "root", name: "root", aisle: "produce"),
                           Food(id: "parsnip", name: "parsnip", parent: "root", aisle: "produce"),
                           Food(id: "baby-parsnip", name: "baby parsnip", parent: "parsnip", aisle: "produce")]
        #expect(throws: FoodCatalogError.plainNotAKind(market: "fr", food: "carrot", plain: "parsnip")) {
            try FoodCatalog(foods: kin, sizes: ["fr": ["carrot": MarketSize(plain: "parsnip")]])
        }
        #expect(try FoodCatalog(foods: kin, sizes: ["fr": ["parsnip": MarketSize(plain: "baby-parsnip")]]).markets == ["fr"])
        #expect(try FoodCatalog(foods: foods, sizes: ["fr": ["carrot": MarketSize(piece: 100)]]).markets == ["fr"])
    }

    @Test func aMagretGivesUpItsFat() throws {
        // 350 g of duck meat and skin, 65 % of its 39.34 g fat per 100 g poured off
        let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: ["1 magret de canard"], language: "fr")
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: FoodCatalog.shared), catalog: FoodCatalog.shared)
        let estimate = try #require(RecipeNutrition.estimate(recipe, catalog: FoodCatalog.shared))
        #expect(abs(estimate.perServing.energy - 3.5 * (404 - 39.34 * 0.65 * 9)) < 0.5)
    }

    @Test(arguments: [(String, Double)](arrayLiteral:
        // (line, kcal): 65 % of bacon's fat cooks off: 393 − 37.13 × 0.65 × 9 = 175.79 kcal per 100 g raw.
        ("4 oz bacon", 113.398 * 1.7579),
        ("3 slices bacon", 84 * 1.7579),
        ("100 g bacon, diced", 175.79),
        // lardons cut from bacon, or pancetta offered instead, are still bacon
        ("6 oz bacon, cut into lardons", 170.097 * 1.7579),
        ("8 slices bacon (or pancetta)", 224 * 1.7579)
    ))
    func baconGivesUpItsFat(line: String, kcal: Double) throws {
        let estimate = try #require(Self.estimate([line], servings: 1))
        #expect(abs(estimate.perServing.energy - kcal) < 0.05)
        // A third of the fat is kept: 37.13 × 0.35 = 13.0 g per 100 g raw; protein stays.
        let hundred = try #require(Self.estimate(["100 g bacon"], servings: 1))
        #expect(abs(hundred.perServing.fat - 12.9955) < 0.001)
        #expect(abs(hundred.perServing.protein - 13.66) < 0.001)
    }

    @Test(arguments: [(String, Double)](arrayLiteral:
        // (line, kcal): a cup of chicken is cooked chicken, 0.55 g/ml (236.588 ml → 130.12 g × 1.90).
        ("1 cup shredded chicken", 236.588 * 0.55 * 1.9),
        ("1 cup chicken, shredded", 236.588 * 0.55 * 1.9),
        // A kind without a density of its own measures like its parent.
        ("1 cup shredded rotisserie chicken", 236.588 * 0.55 * 1.9),
        // Raw chicken by weight stays raw chicken.
        ("1 lb chicken", 453.592 * 1.19)
    ))
    func cupsOfMeatAreCooked(line: String, kcal: Double) throws {
        let estimate = try #require(Self.estimate([line], servings: 1))
        #expect(abs(estimate.perServing.energy - kcal) < 0.05)
    }

    @Test(arguments: [(String, Double?)](arrayLiteral:
        // (line, kcal or nil when left out): a meat without a density weighs FDC's cup of diced
        // meat, 140 g (bacon's fat cooked off: 175.79 kcal per 100 g).
        ("1/2 cup diced bacon", 118.294 * 140 / 236.6 * 1.7579),
        ("1 cup chicken, diced", 236.588 * 140 / 236.6 * 1.19),
        // What a meat gives is no meat, even where the line names the meat first.
        ("1 cup chicken or vegetable stock", nil),
        ("3 tablespoons fat from the bacon", nil)
    ))
    func cupsOfMeatWithoutADensity(line: String, kcal: Double?) throws {
        let parts = RecipeNutrition.breakdown(Self.recipe([line], servings: 1), catalog: Self.catalog)
        let part = try #require(parts.first)
        if let kcal {
            guard case let .weighed(_, nutrients) = part.outcome else { Issue.record("\(line) was left out"); return }
            #expect(abs(nutrients.energy - kcal) < 0.05)
        } else {
            #expect(part.outcome == .leftOut(.cannotWeigh))
        }
    }

    @Test(arguments: [(String, Int?, Int)](arrayLiteral:
        // (yield, stated servings, servings divided by)
        ("2 cups", 2 as Int?, 16),          // a curd or sauce: 2 tbsp servings (FDA reference amount)
        ("0.75 cup", nil, 6),
        ("1/2 cup", nil, 4),
        ("14 cups", 14, 14),                // a soup: a cup a serving
        ("1 1/2 quarts", 1, 6),
        ("1½ cups", 1, 12),                 // a fraction glued to its number
        ("1¾ cups", 1, 14),
        ("1⅛ cups", 1, 9),                  // any one-character fraction (270 ml in 30 ml servings)
        ("2 cups", 4, 4),                   // a stated count of servings wins
        ("24 cookies", 24, 24),
        ("1 loaf", 1, 10),                  // a whole: its usual slices (a loaf ten)
        ("2 loaves", 2, 20),
        ("1 loaf", 8, 8),                   // a stated count of servings wins
        ("1 loaf (12 slices)", 1, 12),      // the yield's own pieces
        ("12 mini loaves", 12, 12),         // more than three is a count of servings
        ("1 9x13-inch pan", 1, 12),
        ("9x13 pan", 9, 12),                // the reader's first number is the pan's width
        ("1 8x8 pan", 1, 9),
        ("1 9-inch pie", 1, 8),
        ("2 9-inch pies", 2, 16),
        ("one bundt cake", nil, 12),
        ("500 g", 500, 2),                  // a weight serves like the same volume of water
        ("1 lb", 1, 15),
        ("2 dozen cookies", 2, 24),         // the reader's first number is the dozens
        ("1 1/2 dozen", 1, 18),
        ("1½ dozen", 1, 18),
        ("about 3 dozen", nil, 36),
        ("½ dozen rolls", nil, 6),
        ("2 dozen cookies", 30, 30)         // a stated count of servings wins
    ))
    func servingsFromAVolumeYield(yield: String, stated: Int?, divides: Int) throws {
        let draft = RecipeDraft(title: "Test", servings: stated, ingredientLines: ["2 eggs"], yieldText: yield)
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: Self.catalog), catalog: Self.catalog)
        let estimate = try #require(RecipeNutrition.estimate(recipe, catalog: Self.catalog))
        #expect(estimate.servings == divides)
        #expect(abs(estimate.perServing.energy - 143 / Double(divides)) < 0.0001)
    }

    @Test(arguments: [(String, [String], String, Int?, Int)](arrayLiteral:
        // (title, steps, yield, stated servings, servings divided by): a frozen dessert is served
        // by the half cup (120 ml), whatever its volume.
        ("Rocky Road Ice Cream", [], "1 Quart", 1 as Int?, 8),
        ("Coconut Dessert", ["Chill, then churn in an ice cream maker."], "4 cups", 4, 8),
        ("Lemon Sorbet", [], "2 cups", 2, 4),                 // not the 2 tbsp of a sauce
        ("Strawberry Gelato", [], "1 quart", 6, 6),           // a stated count of servings wins
        ("Chocolate Sauce", ["Serve over ice cream."], "2 cups", 2, 16),  // no machine: a sauce
        ("Homemade Butter", ["Churn the cream until it splits."], "1 cup", 1, 8),
        ("Tomato Soup", [], "6 cups", 6, 6)
    ))
    func frozenDessertsAreServedByTheHalfCup(title: String, steps: [String], yield: String, stated: Int?, divides: Int) throws {
        let draft = RecipeDraft(title: title, servings: stated, ingredientLines: ["2 eggs"], instructions: steps, yieldText: yield)
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: Self.catalog), catalog: Self.catalog)
        let estimate = try #require(RecipeNutrition.estimate(recipe, catalog: Self.catalog))
        #expect(estimate.servings == divides)
    }

    /// Two cups of oil and four of flour: 435.3 g of oil (3,848 kcal) and 501.6 g of flour (1,826
    /// kcal), 5,674 kcal in all, more than a day's 2,000 kcal for each of one or two servings.
    static let rich = ["2 cups vegetable oil", "4 cups flour"]

    @Test(arguments: [(String, [String], [String], String?, Int?, Int)](arrayLiteral:
        // (title, lines, steps, yield, stated servings, servings divided by): a loaf, cake or pie
        // stating one to three servings, each past a day's energy, is that many wholes.
        ("Chocolate Zucchini Bread", rich, [], nil, 2 as Int?, 20),     // two loaves of ten slices
        ("Lemon Cake", rich, [], "1", 1, 12),                            // a bare number is no yield
        ("Apple Pie", rich, ["Cool and cut into 6 wedges."], nil, 1, 6), // the steps' cut wins
        ("Mug Cake", ["2 eggs"], [], nil, 1, 1),                         // a serving a person eats
        ("Pepperoni Pizza", rich, [], nil, 1, 1),                        // no pizza: one may eat it
        ("Banana Bread", rich, [], nil, 12, 12),                         // a count of slices stands
        ("Banana Bread", rich, [], nil, 4, 4),                           // four or more are servings
        ("Banana Bread", rich, [], "2 servings", 2, 2),                  // a yield that says servings
        ("Oil and Flour", rich, [], nil, 1, 1)                           // the title names no whole
    ))
    func wholesStatedAsServings(title: String, lines: [String], steps: [String], yield: String?, stated: Int?,
                                divides: Int) throws {
        let draft = RecipeDraft(title: title, servings: stated, ingredientLines: lines, instructions: steps, yieldText: yield)
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: Self.catalog), catalog: Self.catalog)
        let estimate = try #require(RecipeNutrition.estimate(recipe, catalog: Self.catalog))
        #expect(estimate.servings == divides)
        // The memo of many recipes divides the same way.
        let memo = RecipeNutrition.Memo(catalog: Self.catalog)
        let perServing = try #require(memo.perServing(recipe))
        #expect(abs(perServing.energy - estimate.perServing.energy) < 0.0001)
    }

    @Test func aHostileRecipeIsServedInBoundedTime() async {
        // given: a title of 300,000 letters naming a whole over and over, and 1.8 MB of steps
        // that almost name an ice cream maker and almost say how the whole is cut
        let title = String(repeating: "bread ", count: 50_000)
        let steps = Array(repeating: String(repeating: "ice crea cut into ", count: 5_000), count: 20)
        let wholes = Recipe(draft: RecipeDraft(title: title, servings: 2, ingredientLines: Self.rich, instructions: steps),
                            parser: IngredientParser(catalog: Self.catalog), catalog: Self.catalog)
        let quart = Recipe(draft: RecipeDraft(title: title, servings: 1, ingredientLines: ["2 eggs"], instructions: steps,
                                              yieldText: "1 quart"),
                           parser: IngredientParser(catalog: Self.catalog), catalog: Self.catalog)
        // when, on a thread of its own (see ReaderLimitTests.timedOnItsOwnThread)
        let served = await ReaderLimitTests.timedOnItsOwnThread {
            [RecipeNutrition.estimate(wholes, catalog: Self.catalog)?.servings,
             RecipeNutrition.estimate(quart, catalog: Self.catalog)?.servings]
        }
        // then: two loaves of ten slices (no cut the steps count), and a quart of no frozen
        // dessert served by the cup
        #expect(served.value == [20, 4])
        #expect(served.cpuSeconds < 20, "\(served.cpuSeconds) s of processor time")
    }

    @Test(arguments: [(String, Double)](arrayLiteral:
        // (line, kcal): a lemon counted for its juice is the 48 g of juice FDC gives one lemon (22
        // kcal per 100 g); for its zest, a tablespoon, 6 g of peel (47 kcal per 100 g).
        ("juice of 2 lemons", 2 * 48 * 0.22),
        ("1 lemon, juiced", 48 * 0.22),
        ("Juice from one medium lemon", 48 * 0.22),
        ("Zest from 2 lemons", 2 * 6 * 0.47),
        ("1 lemon, zested and juiced", 48 * 0.22),       // the zest's 3 kcal are not counted
        ("1 lemon, sliced", 100 * 0.29),                 // a lemon eaten as it is: the whole fruit
        ("2 tablespoons lemon juice", 2 * 14.787 * 1.03 * 0.22),
        // A measure of the juice a name says it is of the fruit is that much juice.
        ("1 tablespoon juice from fresh lemon", 14.787 * 1.03 * 0.22),
        ("2 tbsp freshly squeezed juice of 1 lemon", 2 * 14.787 * 1.03 * 0.22)
    ))
    func aFruitCountedForItsJuiceIsItsJuice(line: String, kcal: Double) throws {
        let estimate = try #require(Self.estimate([line], servings: 1))
        #expect(abs(estimate.perServing.energy - kcal) < 0.05)
    }

    @Test(arguments: [([String], Int)](arrayLiteral:
        // (steps, servings of a "1 8x8 pan" yield)
        (["Bake 30 minutes.", "Cool, then cut into 16 squares."], 16),
        (["Cut the butter into 8 pieces.", "Bake, cool and slice into twelve bars."], 12),
        (["Cut the apples into 1-inch pieces.", "Bake."], 9),   // a length is no serving: the pan's usual 9
        (["Divide the dough into 2 halves."], 9)                // fewer than 4 pieces is no serving
    ))
    func aWholeIsCutAsItsStepsSay(steps: [String], servings: Int) throws {
        let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: ["2 eggs"], instructions: steps, yieldText: "1 8x8 pan")
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: Self.catalog), catalog: Self.catalog)
        let estimate = try #require(RecipeNutrition.estimate(recipe, catalog: Self.catalog))
        #expect(estimate.servings == servings)
        #expect(abs(estimate.perServing.energy - 143 / Double(servings)) < 0.0001)
    }

    @Test(arguments: [(String, Double)](arrayLiteral:
        // (line, kcal): a plantain is 270 g as bought, 65 % flesh (USDA refuse 35 %), green
        // plantain 152 kcal per 100 g; a flour tortilla 45 g, a burrito one 71 g, 306 kcal per 100 g.
        ("1 plantain", 270 * 0.65 * 1.52),
        ("1 lb plantains", 453.592 * 0.65 * 1.52),
        ("2 flour tortillas", 90 * 3.06),
        ("2 burrito sized flour tortillas", 142 * 3.06),
        ("2 large flour tortillas", 142 * 3.06),
        // A small (6-inch) flour tortilla is 31 g.
        ("2 small flour tortillas", 62 * 3.06),
        // A size in inches names the kind too, kept in brackets or not; one the catalog has no
        // kind for is the plain tortilla.
        ("12 (6-inch) flour tortillas", 372 * 3.06),
        ("4 10-inch flour tortillas", 284 * 3.06),
        ("2 (8-inch) flour tortillas", 90 * 3.06),
        // A can of a food sold fresh is its canned kind: a 5 oz can of tuna (141.75 g, 85 kcal).
        ("1 can tuna", 141.748 * 0.85),
        // Fresh pasta as bought, 291 kcal per 100 g (SR's wonton wrappers, the same fresh dough;
        // not the cooked entry's 131): 9 oz is 255.15 g.
        ("9 oz fresh fettuccine", 255.146 * 2.91),
        // Packages of the US market: a box of cake mix 15.25 oz (432 g, FDC dry yellow cake mix 374
        // kcal), a bottle of beer 12 fl oz (354.88 ml × 1.01, 43 kcal per 100 g).
        ("1 box yellow cake mix", 15.25 * 28.349_523 * 3.74),
        ("1 bottle beer", 354.882 * 1.01 * 0.43),
        // An ear of sweet corn gives 90 g of kernels (FDC, a medium ear); a cup of miniature
        // marshmallows is 50 g (FDC), 318 kcal per 100 g.
        ("2 ears corn", 180 * 0.86),
        // Lentils are sold dry, but a can of them holds cooked ones: 400 g × 0.6 drained ÷ 3.0
        // cooked yield ÷ 1.18 canned wetness = 67.80 g dry, 352 kcal per 100 g (FDC, raw).
        ("1 can (400g) lentils, drained", 400 * 0.6 / 3 / 1.18 * 3.52),
        ("400 g lentils (canned, drained)", 400 * 0.6 / 3 / 1.18 * 3.52),
        // British double cream (FDC's branded English double cream, 464 kcal) and single cream
        // (FNDDS light cream, 195 kcal), by their densities 1.0 and 1.01.
        ("300 ml double cream", 300 * 4.64),
        ("150 ml single cream", 150 * 1.01 * 1.95),
        ("1 cup mini marshmallows", 236.588 * 0.21 * 3.18)
    ))
    func bundledPiecesAndValues(line: String, kcal: Double) throws {
        // The bundled catalog: its piece weights, peel share and values are what is checked.
        let catalog = FoodCatalog.shared
        let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: [line])
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog)
        let estimate = try #require(RecipeNutrition.estimate(recipe, catalog: catalog))
        #expect(abs(estimate.perServing.energy - kcal) < 0.05)
    }

    @Test(arguments: [(String, Double)](arrayLiteral:
        // (line, grams): the bundled catalog's cup against FDC's (SR Legacy portions). Oats, regular
        // and quick, dry: 81 g a cup (0.34 g/ml, 80.4 g).
        ("1 cup rolled oats", 236.588 * 0.34),
        // Rice, white, long-grain, raw: 185 g a cup; jasmine, basmati and parboiled rice are
        // long-grain, and FDC gives brown long-grain and glutinous rice the same 185 g.
        ("1 cup jasmine rice", 236.588 * 0.78),
        ("1 cup basmati rice", 236.588 * 0.78),
        ("1 cup parboiled rice", 236.588 * 0.78),
        ("1 cup brown rice", 236.588 * 0.78),
        ("1 cup sticky rice", 236.588 * 0.78),
        // Graham crackers, crushed: 84 g a cup; egg noodles, dry: 38 g; chickpea flour (besan): 92 g.
        ("1 cup graham cracker crumbs", 236.588 * 0.36),
        ("2 cups egg noodles", 2 * 236.588 * 0.16),
        ("1 cup chickpea flour", 236.588 * 0.39),
        // Left alone: short-grain rice (FDC 200 g a cup), all-purpose flour (125 g), whole almonds
        // (143 g).
        ("1 cup arborio rice", 236.588 * 0.86),
        ("1 cup all-purpose flour", 236.588 * 0.53),
        ("1/2 cup almonds", 118.294 * 0.6)
    ))
    func cupsWeighWhatFDCGives(line: String, grams: Double) throws {
        let weighed = try #require(Self.bundledGrams(line))
        #expect(abs(weighed - grams) < 0.01, "\(line): \(weighed) g")
    }

    @Test(arguments: [(String, Double)](arrayLiteral:
        // (line, grams): a cut the catalog keeps as a kind of the food is weighed by the kind's
        // cup: sliced almonds 92 g a cup (FDC), against 143 g for whole ones; shredded carrots
        // 0.45 g/ml, 106 g (FDC 110 g), against 128 g chopped. The preparation may come before or
        // after the name.
        ("1/2 cup sliced almonds", 118.294 * 0.39),
        ("1/2 cup almonds, sliced", 118.294 * 0.39),
        ("1/4 cup slivered almonds", 59.147 * 0.39),
        ("2 cups shredded carrots", 2 * 236.588 * 0.45),
        ("1 cup carrots, grated", 236.588 * 0.45),
        // Left alone: a cut the catalog has no kind for, a weight, and a count.
        ("1 cup chopped carrots", 236.588 * 0.54),
        ("50 g sliced almonds", 50),
        ("2 carrots, shredded", 2 * 61),
        // A preparation with the catalog's name for the line's food, where the line's own words
        // name no kind: "shredded" + "unsweetened coconut" is shredded coconut, 0.39 g/ml (92 g a
        // cup; FDC's cup of shredded dried coconut 93 g). A fresh coconut stays a count.
        ("1 cup shredded unsweetened coconut", 236.588 * 0.39),
        ("2 tablespoons shredded unsweetened coconut", 2 * 14.787 * 0.39),
        ("1 fresh coconut", 400),
        // Crumbs of a cookie fill a cup as graham cracker crumbs do (0.36 g/ml, FDC's 84 g a cup),
        // crumbs of soda crackers as USDA's Food Buying Guide has them, 23 crackers of 3 g a cup
        // (0.29 g/ml); kinds without a density of their own measure like these. A kind with its
        // own density keeps it, and a count stays the piece.
        ("1/3 cup crushed gingersnaps", 78.863 * 0.36),
        ("1/4 cup Oreo crumbs", 59.147 * 0.36),
        ("1 1/2 cups crushed vanilla wafers", 1.5 * 236.588 * 0.36),
        ("1/2 cup crushed saltines", 118.294 * 0.29),
        ("1 cup chocolate wafer crumbs", 236.588 * 0.4),
        ("18 Oreo cookies", 18 * 11),
        ("40 saltine crackers", 40 * 3)
    ))
    func aCutIsWeighedByItsOwnCup(line: String, grams: Double) throws {
        let weighed = try #require(Self.bundledGrams(line))
        #expect(abs(weighed - grams) < 0.01, "\(line): \(weighed) g")
    }

    @Test(arguments: [(String, Double)](arrayLiteral:
        // (line, grams): a count of parts of a food the catalog counts whole (a chicken 1,600 g, a
        // pork shoulder 2,000 g, a rabbit 1,300 g, a turkey breast 1,500 g, an octopus 1,000 g)
        // weighs the eighths it is jointed into, as "8 pieces chicken" does, not whole animals.
        ("8 chicken pieces, such as breasts or drumsticks", 8 * 1600 / 8),
        ("6 pork butt steaks", 6 * 2000 / 8),
        ("4 rabbit legs", 4 * 1300 / 8),
        ("4 turkey breast medallions", 4 * 1500 / 8),
        ("2 octopus tentacles", 2 * 1000 / 8),
        // A small bird is counted whole too (a squab 400 g, a quail 150 g, a Cornish hen 600 g), and
        // its breasts, legs and wings are its eighths.
        ("8 wood pigeon breasts", 8 * 400 / 8),
        ("6 quail legs", 6 * 150 / 8),
        ("4 Cornish hen breasts", 4 * 600 / 8),
        // Left alone: a bird the catalog counts by the part, and a part's own pieces.
        ("4 duck breasts", 4 * 250),
        ("4 chicken breast pieces", 4 * 200),
        ("2 squab", 2 * 400),
        // Left alone: the food is itself the part (a leg of lamb, bone-in, 82 % eaten; a turkey
        // breast), wholes, a unit of pieces, and a weight the line states.
        ("2 lamb legs", 2 * 2000 * 0.82),
        ("2 turkey breasts", 2 * 1500),
        // A cut the catalog counts by its own piece: a turkey cutlet (escalope) 120 g, a cauliflower
        // steak 200 g (a head gives two or three).
        ("4 turkey cutlets", 4 * 120),
        ("2 cauliflower steaks", 2 * 200),
        ("2 whole chickens", 2 * 1600),
        ("8 pieces chicken", 8 * 1600 / 8),
        ("4 pork shoulder steaks (about 3 pounds)", 3 * 453.59237)
    ))
    func partsOfAWholeAreTheEighthsItIsCutInto(line: String, grams: Double) throws {
        let weighed = try #require(Self.bundledGrams(line))
        #expect(abs(weighed - grams) < 0.01, "\(line): \(weighed) g")
    }

    @Test(arguments: [(String, Double)](arrayLiteral:
        // (line, grams): a size word scales a counted piece of fruit or vegetables from the
        // catalog's medium one (an onion 110 g, a carrot 61 g, a head of cauliflower 575 g, a
        // clove of garlic 3 g): small × 0.79, large × 1.37, extra-large × 1.7, the medians of
        // USDA's sized portions. USDA itself: a small onion 70 g, a large one 150 g; a large
        // carrot 72 g; a small head of cauliflower 265 g, a large one 840 g.
        ("2 large onions", 2 * 110 * 1.37),
        ("1 small onion, chopped", 110 * 0.79),
        ("1 Small red onion", 110 * 0.79),
        ("1 lg onion", 110 * 1.37),
        ("3 large carrots", 3 * 61 * 1.37),
        ("2 extra-large carrots", 2 * 61 * 1.7),
        ("1 x-large onion", 110 * 1.7),
        ("1 small head cauliflower", 575 * 0.79),
        ("3 large cloves garlic", 3 * 3 * 1.37),
        // A medium piece is the catalog's own.
        ("1 medium onion", 110),
        ("2 medium-sized onions", 2 * 110),
        // Left alone: eggs (a recipe's eggs are large, and egg grades differ by market), meat, a
        // size that names a kind ("2 small potatoes" are new potatoes, 40 g; large flour tortillas
        // are burrito ones), parts of a piece, a weight, and a piece the note weighs.
        ("2 large eggs", 2 * 50),
        ("2 medium eggs", 2 * 50),
        ("2 large boneless skinless chicken breasts", 2 * 200),
        ("2 small potatoes", 2 * 40),
        ("2 large flour tortillas", 2 * 71),
        ("2 large slices tomato", 2 * 28),
        ("1 lb large onions", 453.59237),
        ("1 large onion (about 200 g)", 200),
        // The juice or zest of a fruit is what one fruit gives, whatever its size (a lemon's 48 g).
        ("juice of 2 large lemons", 2 * 48)
    ))
    func aSizeScalesACountedPieceOfProduce(line: String, grams: Double) throws {
        let weighed = try #require(Self.bundledGrams(line))
        #expect(abs(weighed - grams) < 0.01, "\(line): \(weighed) g")
    }

    @Test(arguments: [(String, String, Double)](arrayLiteral:
        // (language, line, grams): every language's parser keeps its own size word, which scales
        // the piece as the English one does (an onion 110 g, a zucchini 200 g).
        ("fr", "2 gros oignons", 2 * 110 * 1.37),
        ("fr", "1 petite courgette", 200 * 0.79),
        // (a French carrot is France's 100 g, FoodCatalog+Markets.swift)
        ("fr", "3 grosses carottes", 3 * 100 * 1.37),
        ("fr", "2 moyennes carottes", 2 * 100),
        ("de", "2 große Zwiebeln", 2 * 110 * 1.37),
        ("de", "1 grosse Zwiebel", 110 * 1.37),
        ("de", "1 kleine Zucchini", 200 * 0.79),
        ("de", "2 mittelgroße Zwiebeln", 2 * 110),
        ("nl", "1 grote ui", 110 * 1.37),
        ("nl", "2 kleine uien", 2 * 110 * 0.79),
        ("nl", "1 middelgrote ui", 110),
        // Left alone as in English: eggs.
        ("nl", "1 groot ei", 50),
        // after the name, where Romance languages put it, and in the other languages the parser reads
        ("fr", "1 oignon moyen", 110),
        ("es", "1 cebolla grande", 110 * 1.37),
        ("es", "1 cebolla grande picada", 110 * 1.37),
        ("it", "2 cipolle piccole", 2 * 110 * 0.79),
        ("pt", "2 cebolas pequenas", 2 * 110 * 0.79),
        ("sv", "1 stor lök", 110 * 1.37),
        ("da", "1 lille løg", 110 * 0.79),
        ("sk", "2 malé cibule", 2 * 110 * 0.79),
        ("hu", "1 nagy vöröshagyma", 110 * 1.37),
        // French juice is the juice, as "juice of" is, whatever the size: 48 g a lemon
        ("fr", "le jus de 2 gros citrons", 2 * 48),
        ("fr", "Le jus d'1/2 citron", 24),
        ("fr", "Le zeste d'un citron", 6)
    ))
    func aSizeWordScalesInEveryLanguage(language: String, line: String, grams: Double) throws {
        let weighed = try #require(Self.bundledGrams(line, language: language))
        #expect(abs(weighed - grams) < 0.01, "\(line): \(weighed) g")
    }

    @Test(arguments: [
        // A head, bulb or bunch of a food the catalog counts by a piece of 60 g or less holds a
        // number of them that the line does not say: where the catalog gives no whole's weight
        // (a bunch of grapes, of red currants, of lemongrass stalks), it is left out, sized or
        // not, rather than weighed as one grape (WholeAndFloretTests weighs the wholes it knows).
        "1 bunch grapes", "1 large bunch grapes", "1 bunch of red currants", "1 bunch lemongrass",
    ])
    func aHeadOrBunchOfASmallPieceIsLeftOut(line: String) {
        #expect(Self.bundledGrams(line) == nil, "\(line)")
    }

    @Test func aHeadOfAFoodCountedByTheHeadIsOne() throws {
        // given a food whose piece is the head (a cauliflower, 575 g), garlic counted by the clove,
        // and a bunch of a food whose piece is above 60 g (a carrot, 61 g; a beet, 110 g): the bunch
        // the catalog weighs, 500 g, not one of them
        // when / then
        #expect(try #require(Self.bundledGrams("1 head cauliflower")) == 575)
        #expect(try #require(Self.bundledGrams("3 cloves garlic")) == 3 * 3)
        #expect(try #require(Self.bundledGrams("1 bunch carrots")) == 500)
        #expect(try #require(Self.bundledGrams("1 botte de carottes", language: "fr")) == 500)
        #expect(try #require(Self.bundledGrams("1 bunch beets")) == 500)
    }

    @Test(arguments: [(String, Double?)](arrayLiteral:
        // (size word as the parser keeps it, share of the medium piece)
        ("small", 0.79), ("Small", 0.79), ("sm", 0.79), ("small-sized", 0.79),
        ("medium", 1), ("med", 1), ("medium-size", 1), ("medium sized", 1),
        ("large", 1.37), ("LG", 1.37), ("large-sized", 1.37),
        ("extra-large", 1.7), ("extra large", 1.7), ("x-large", 1.7), ("XL", 1.7), ("jumbo", 1.7), ("huge", 1.7),
        // French, German (with ß or ss) and Dutch, as their parsers keep them.
        ("petit", 0.79), ("petites", 0.79), ("moyen", 1), ("moyennes", 1), ("gros", 1.37), ("Grosses", 1.37),
        ("grand", 1.37), ("grandes", 1.37),
        ("klein", 0.79), ("kleinen", 0.79), ("kleiner", 0.79), ("mittelgroß", 1), ("mittelgrosse", 1),
        ("große", 1.37), ("grosse", 1.37), ("großen", 1.37), ("großer", 1.37),
        ("kleine", 0.79), ("middelgroot", 1), ("middelgrote", 1), ("groot", 1.37), ("grote", 1.37),
        // Not a size of a whole piece: left as the catalog's piece.
        ("medium-large", nil), ("small-medium", nil), ("thumb-sized", nil), ("small-diced", nil), ("", nil)
    ))
    func sizeWords(word: String, share: Double?) {
        #expect(RecipeNutrition.sizeGrade(word) == share)
    }

    @Test(arguments: [(String, Double)](arrayLiteral:
        // (line, grams): the bundled catalog's pieces against USDA SR Legacy's portions. Onions,
        // raw (SR 11282): 1 medium (2-1/2" dia) 110 g, which a red or white onion takes too;
        // garlic, raw (SR 11215): 1 clove 3 g.
        ("1 onion", 110),
        ("2 red onions", 2 * 110),
        ("1 white onion, diced", 110),
        ("4 cloves garlic", 4 * 3),
        ("3 garlic cloves, minced", 3 * 3),
        // Garlic's clove is the roasted and the black garlic's too. A cucumber is SR 11206's
        // medium one, 201 g; SR 11205's one portion, an 8-1/4" cucumber (301 g), is the length of
        // SR 11206's large one.
        ("4 cloves roasted garlic", 4 * 3),
        ("2 cloves black garlic", 2 * 3),
        ("1 cucumber", 201),
        // Left alone, as USDA's medium piece or the piece a cook buys: an egg 50 g (SR 01123, 1
        // large), a carrot 61 g (SR 11124, 1 medium), a banana 118 g (SR 09040, 1 medium), an
        // apple 180 g (SR 09003, 1 medium 182 g), a tomato 120 g (SR 11529, 1 medium 123 g), a
        // sweet onion 200 g, an avocado 170 g, a boneless chicken breast 200 g.
        ("2 eggs", 2 * 50),
        ("2 carrots", 2 * 61),
        ("1 banana", 118),
        ("1 apple", 180),
        ("1 tomato", 120),
        ("1 sweet onion", 200),
        ("1 avocado", 170),
        ("2 chicken breasts", 2 * 200),
        // The counted pieces of the bakery and freezer against FDC's portions. A
        // hamburger bun is 54 g, the median "1 bun" of FDC's branded plain hamburger buns (SR
        // 18350's 42 g is the older 12-ounce eight-pack's); a brioche bun a kind of its own, 56 g
        // (the branded brioche buns' median), where it weighed a 500 g loaf of brioche; a frozen
        // pie crust SR 18334's, 173 g (the average of eight frozen crusts).
        ("4 hamburger buns", 4 * 54),
        ("4 brioche buns", 4 * 56),
        ("2 brioche hamburger buns", 2 * 56),
        ("1 brioche roll", 56),
        ("1 frozen pie crust", 173),
        // Dinner rolls and slider buns are kinds of their own, by the labels' medians: 38 g (SR 18342
        // weighs a dinner roll 25 to 28 g) and 35 g; a crusty or kaiser roll stays the bread roll's 50 g.
        ("12 dinner rolls", 12 * 38),
        ("6 soft rolls", 6 * 38),
        ("12 slider buns", 12 * 35),
        ("4 kaiser rolls", 4 * 50),
        // Left alone: a loaf of brioche, a refrigerated crust (half of a 14.1 oz box of two), a hot
        // dog bun (SR 18350 42 g, branded 46 g), a medium bagel (SR 18001, 105 g), ladyfingers as the
        // savoiardi sold for tiramisu (branded: 4 for 30 to 33 g), a burrito tortilla (SR 18364:
        // 10" 72 g) and a large egg (SR 01123, 50 g).
        ("1 brioche loaf", 500),
        ("1 pie crust", 200),
        ("4 hot dog buns", 4 * 45),
        ("2 bagels", 2 * 105),
        ("24 ladyfingers", 24 * 8),
        ("2 large flour tortillas", 2 * 71),
        ("3 large eggs", 3 * 50)
    ))
    func piecesWeighUSDAsMediumPiece(line: String, grams: Double) throws {
        let weighed = try #require(Self.bundledGrams(line))
        #expect(abs(weighed - grams) < 0.01, "\(line): \(weighed) g")
    }

    @Test(arguments: [(String, Double)](arrayLiteral:
        // (line, grams): a piece of meat is what is eaten of the piece a recipe counts. A pork chop
        // is SR 10062's (Pork, fresh, loin, top loin (chops), boneless, separable lean and fat,
        // raw): 1 chop 185 g; recipes that say which count boneless chops four times in five.
        ("2 pork chops", 2 * 185),
        ("4 boneless pork chops", 4 * 185),
        // Lamb chops and shanks are sold on the bone, which SR Legacy's refuse takes off: a loin
        // chop (SR 17236) weighs 102 g with its bone, of which 79 g is eaten (22 % refuse); a
        // foreshank (SR 17228) is 52 % bone. Counted or weighed, the bone is not eaten.
        ("4 lamb chops", 4 * 100 * 0.78),
        ("4 lamb cutlets", 4 * 100 * 0.78),
        ("1 lb lamb chops", 453.592 * 0.78),
        ("2 lamb shanks", 2 * 450 * 0.48),
        // A weight a note gives for each chop is of the chop as bought, as a total is.
        ("4 lamb chops (about 4 oz each)", 4 * 113.398 * 0.78),
        ("4 lamb chops (about 1 1/2 lb total)", 680.389 * 0.78),
        // A weight of what the line says is boneless is all eaten; a count of boneless shanks is
        // still the meat of the catalog's shank.
        ("1 lb boneless lamb chops", 453.592),
        ("4 boneless lamb chops (about 4 oz each)", 4 * 113.398),
        ("2 boneless lamb shanks", 2 * 450 * 0.48),
        // Shellfish in their shells: mussels 30 % meat, clams 25 %; a weight of their meat is all
        // eaten. A rack of lamb is 74 % meat (bone out).
        ("1 lb mussels, scrubbed", 453.592 * 0.3),
        ("24 mussels", 24 * 15 * 0.3),
        ("2 lb clams", 907.185 * 0.25),
        ("8 oz clam meat", 226.796),
        ("1 rack of lamb (8 ribs)", 800 * 0.74),
        // Pork ribs are 70 % meat; an ear of corn on its cob gives 60 % kernels (90 g of 150 g),
        // as "4 ears corn" counts kernels
        ("2 lb pork spare ribs", 907.184_74 * 0.7),
        ("4 ears of corn, husked", 4 * 150 * 0.6),
        // So is a weight of florets, where a head of broccoli is 61 % florets.
        ("1 lb broccoli florets", 453.592),
        ("1 lb broccoli", 453.592 * 0.61),
        // Left alone: lamb bought as meat, and a chicken breast (boneless, 200 g).
        ("1 lb lamb", 453.592),
        ("2 chicken breasts", 2 * 200)
    ))
    func aPieceOfMeatIsWhatIsEaten(line: String, grams: Double) throws {
        let weighed = try #require(Self.bundledGrams(line))
        #expect(abs(weighed - grams) < 0.01, "\(line): \(weighed) g")
    }

    @Test(arguments: [(String?, String, Double)](arrayLiteral:
        // (language, line, grams): a weight of each piece in the note in French, pulses the line
        // says are dry, a weight of a food said trimmed before its name
        ("fr", "4 filets de cabillaud (150 g chacun)", 600),
        ("fr", "4 pavés de saumon (120 g pièce)", 480),
        ("fr", "500 g de haricots blancs secs", 500),
        ("fr", "250 g de pois chiches secs", 250),
        (nil, "500 g dried white beans", 500),
        (nil, "500g peeled butternut squash", 500),
        ("fr", "500 g de potiron épluché", 500),
        (nil, "3 bananas, mashed (about 1 1/3 cups / 340g)", 340),
        (nil, "4 pork chops (bone-in, 8 oz each)", 4 * 226.796185),
        (nil, "1 refrigerated pie crust (from a 14.1 oz package)", 200),
        (nil, "1 rotisserie chicken, shredded", 600),
        (nil, "juice 1 lemon", 48),
        ("fr", "1 jus de citron", 48),
        ("fr", "1 zeste de citron", 6),
        ("fr", "2 carottes râpées", 122),
        ("fr", "1 boîte de thon au naturel (140 g égoutté)", 140),
        (nil, "2 cans chopped tomatoes (2 x 400 g)", 800),
        ("fr", "1 boîte de maïs de 285 g (poids égoutté 140 g)", 140),
        (nil, "250 g dried chickpeas, soaked overnight (or 2 x 400 g tins)", 250),
        (nil, "4 salmon steaks (150 g/piece)", 600),
        (nil, "2 pork tenderloins (1 kg, pieces trimmed)", 1000),
        (nil, "200 g dried chickpeas (or 480 g drained canned chickpeas)", 200),
        (nil, "250 g chickpeas (dried)", 250),
        ("fr", "140 g de thon en boîte, égoutté", 140),
        (nil, "6 salmon fillets (one 2 lb piece, cut into 6)", 907.18474),
        ("fr", "1 paquet de lardons (2 x 75 g)", 150)
    ))
    func whatTheLineSaysIsWhatIsWeighed(language: String?, line: String, grams: Double) throws {
        let weighed = try #require(Self.bundledGrams(line, language: language), "\(line) is left out")
        #expect(abs(weighed - grams) < 0.01, "\(line): \(weighed) g")
    }

    @Test func aPinchSteepedInWaterIsNotTheWatersWeight() {
        #expect(Self.bundledGrams("a pinch of saffron threads, steeped in 2 tbsp hot water") == nil)
    }

    @Test(arguments: [(String?, String, String)](arrayLiteral:
        // (language, line, the line it weighs as): words that do not change what is weighed
        ("fr", "1 boîte de pois chiches, rincés et séchés", "1 boîte de pois chiches"),
        (nil, "2 cups chickpeas, patted dry", "2 cups chickpeas"),
        (nil, "1 cup milk (or buttermilk)", "1 cup milk"),
        ("fr", "20 cl de crème (ou crème fraîche)", "20 cl de crème"),
        ("fr", "3 c. à soupe de crème 15 %", "3 c. à soupe de crème légère"),
        ("fr", "20 cl de crème liquide 35 % MG", "20 cl de crème 35 %"),
        ("fr", "10 g de champignons shiitake séchés", "10 g de shiitakés séchés"),
        ("fr", "20 cl de crème (ou yaourt 0 %)", "20 cl de crème"),
        (nil, "2 cups chickpeas (rinsed and patted dry)", "2 cups chickpeas"),
        (nil, "1 cup 10% cream", "1 cup half-and-half"),
        (nil, "1 cup cream (18%)", "1 cup light cream"),
        ("fr", "20 cl de crème légère 4 %", "20 cl de half-and-half"),
        ("fr", "1 boîte de pois chiches de 400 g (poids égoutté 240 g)", "240 g de pois chiches en conserve égouttés"),
        (nil, "1 x 400g can chickpeas (240g drained weight)", "240 g canned chickpeas, drained")
    ))
    func whatDoesNotChangeTheFood(language: String?, line: String, same: String) throws {
        func kcal(_ text: String) -> Double? {
            let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: [text], language: language)
            let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: FoodCatalog.shared), catalog: FoodCatalog.shared)
            return RecipeNutrition.estimate(recipe, catalog: FoodCatalog.shared)?.perServing.energy
        }
        #expect(try #require(kcal(line), "\(line) is left out") == (try #require(kcal(same), "\(same) is left out")), "\(line)")
    }

    @Test func aPackageOfRollsIsNoRollOfDough() {
        #expect(Self.bundledGrams("1 package dinner rolls") == nil)
        #expect(Self.bundledGrams("1 pkg egg roll wrappers") == nil)
    }

    @Test(arguments: [(String?, String, String)](arrayLiteral:
        // (language, line, the same amount of the kind the note names)
        ("fr", "400 g de bœuf (rumsteck) émincé", "400 g de rumsteck"),
        (nil, "8 oz cheese (gruyère)", "8 oz gruyère"),
        ("fr", "200 g de fromage (parmesan)", "200 g de parmesan")
    ))
    func aNoteNamingAKindOfTheFoodIsThatKind(language: String?, line: String, kind: String) throws {
        func kcal(_ text: String) throws -> Double {
            let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: [text], language: language)
            let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: FoodCatalog.shared), catalog: FoodCatalog.shared)
            return try #require(RecipeNutrition.estimate(recipe, catalog: FoodCatalog.shared)).perServing.energy
        }
        let plain = try kcal(line.replacingOccurrences(of: #" \([^)]*\)"#, with: "", options: .regularExpression))
        #expect(abs(try kcal(line) - kcal(kind)) < 0.01, "\(line)")
        #expect(abs(try kcal(line) - plain) > 1, "\(line) weighs as the plain food")
    }

    @Test func aCupOfAFoodWithoutADensityAndNoKindStaysOut() {
        // "unsweetened coconut" with no preparation names no kind: a fresh coconut has no cup.
        #expect(Self.bundledGrams("1 cup unsweetened coconut") == nil)
    }

    /// Grams the bundled catalog weighs a line's first part at, read in `language` where given;
    /// nil when it is left out.
    static func bundledGrams(_ line: String, language: String? = nil) -> Double? {
        let catalog = FoodCatalog.shared
        let draft = RecipeDraft(title: "Test", servings: 1, ingredientLines: [line], language: language)
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog)
        guard case let .weighed(grams, _)? = RecipeNutrition.breakdown(recipe, catalog: catalog).first?.outcome else { return nil }
        return grams
    }

    @Test(arguments: [(String?, String, Double)](arrayLiteral:
        // A glass is 200 ml (the French "verre", a 20 cl mustard glass), a small one (liqueur
        // glass, "bicchierino") 4 cl, a scoop or ladle ("louche") half a cup; through the food's
        // density: white wine 0.99, milk 1.03, oil 0.92, rum 0.95, stock 1.
        ("fr", "1 verre de vin blanc", 200 * 0.99),
        ("fr", "1/2 verre d'huile", 100 * 0.92),
        ("fr", "1 verre à liqueur de rhum", 40 * 0.95),
        ("it", "1 bicchierino di rum", 40 * 0.95),
        (nil, "1 glass dry white wine", 200 * 0.99),
        (nil, "½ glass of full fat milk", 100 * 1.03),
        (nil, "1 scoop vanilla ice cream", 236.5882365 / 2 * 0.55),
        // a food counted by its own piece keeps it: protein powder's scoop is 30 g
        (nil, "1 scoop vanilla protein powder", 30)
    ))
    func aGlassOrAScoopIsItsUsualVolume(language: String?, line: String, grams: Double) throws {
        let weighed = try #require(Self.bundledGrams(line, language: language), "\(line) is left out")
        #expect(abs(weighed - grams) < 0.01, "\(line): \(weighed) g")
    }

    @Test func vesselsHandfulsKnobsAndDrainedCans() throws {
        let catalog = FoodCatalog.shared
        // a knob of butter is a tablespoon's 15 g, not a 28 g slice
        #expect(try #require(Self.bundledGrams("1 knob butter")) == 15)
        #expect(try #require(Self.bundledGrams("1 noix de beurre", language: "fr")) == 15)
        // a hazelnut of butter is a teaspoon's 5 g; a square of a French bar 6 g, of US baking
        // chocolate an ounce
        #expect(try #require(Self.bundledGrams("2 noisettes de beurre", language: "fr")) == 10)
        #expect(try #require(Self.bundledGrams("4 carrés de chocolat noir", language: "fr")) == 24)
        #expect(try #require(Self.bundledGrams("2 squares unsweetened chocolate")) == 56)
        // a sheet of gelatine is 2 g, its envelope of powder a quarter ounce
        #expect(try #require(Self.bundledGrams("3 feuilles de gélatine", language: "fr")) == 6)
        #expect(abs(try #require(Self.bundledGrams("1 envelope unflavored gelatin")) - 0.25 * 28.349523125) < 0.01)
        // a handful of walnuts is a third of a cup (0.49 g/ml), not one walnut half
        let handful = try #require(Self.bundledGrams("1 handful walnuts"))
        #expect(abs(handful - 236.5882365 / 3 * 0.49) < 0.01)
        // the yogurt-pot cake: a pot is 125 ml of flour (0.53 g/ml); a yogurt is its 125 g
        let flour = try #require(Self.bundledGrams("3 pots de farine", language: "fr"))
        #expect(abs(flour - 3 * 125 * 0.53) < 0.01)
        #expect(try #require(Self.bundledGrams("1 pot de yaourt nature", language: "fr")) == 125)
        let creme = try #require(catalog["creme-fraiche"].flatMap { RecipeNutrition.density(of: $0, catalog: catalog) })
        #expect(abs(try #require(Self.bundledGrams("1 petit pot de crème fraîche", language: "fr")) - 200 * creme) < 0.01)
        // a French plaquette of butter is 250 g, a "morceau" of it a knob
        #expect(try #require(Self.bundledGrams("1 plaquette de beurre", language: "fr")) == 250)
        #expect(try #require(Self.bundledGrams("1/2 plaquette de beurre", language: "fr")) == 125)
        #expect(try #require(Self.bundledGrams("1 morceau de beurre", language: "fr")) == 15)
        // a note after a part of a container is what is used: half a package is its 4 oz
        #expect(abs(try #require(Self.bundledGrams("1/2 package cream cheese, softened (4 oz)")) - 4 * 28.349523125) < 0.01)
        // a carton of coconut milk is the 20 cl one, not its 400 ml can
        let coco = try #require(catalog["coconut-milk"].flatMap { RecipeNutrition.density(of: $0, catalog: catalog) })
        #expect(abs(try #require(Self.bundledGrams("1 brique de lait de coco", language: "fr")) - 200 * coco) < 0.01)
        // a chipolata is a thin sausage, a Morteau a big one
        #expect(try #require(Self.bundledGrams("6 chipolatas", language: "fr")) == 6 * 45)
        #expect(try #require(Self.bundledGrams("1 saucisse de Morteau", language: "fr")) == 350)
        // a small glass of a spirit is a liqueur glass; of milk, a glass
        let kirsch = try #require(catalog["cherry-liqueur"].flatMap { RecipeNutrition.density(of: $0, catalog: catalog) })
        #expect(abs(try #require(Self.bundledGrams("1 petit verre de kirsch", language: "fr")) - 40 * kirsch) < 0.01)
        let lait = try #require(catalog["milk"].flatMap { RecipeNutrition.density(of: $0, catalog: catalog) })
        #expect(abs(try #require(Self.bundledGrams("1 petit verre de lait", language: "fr")) - 200 * lait) < 0.01)
        // a carton of cream is 20 cl, of milk a litre
        let cream = try #require(catalog["cream"].flatMap { RecipeNutrition.density(of: $0, catalog: catalog) })
        #expect(abs(try #require(Self.bundledGrams("1 brique de crème liquide", language: "fr")) - 200 * cream) < 0.01)
        let milk = try #require(catalog["milk"].flatMap { RecipeNutrition.density(of: $0, catalog: catalog) })
        #expect(abs(try #require(Self.bundledGrams("1 brique de lait", language: "fr")) - 1000 * milk) < 0.01)
        // a bottle of wine is 750 ml
        let wine = try #require(Self.bundledGrams("1 bouteille de vin rouge", language: "fr"))
        let wineDensity = try #require(catalog["red-wine"].flatMap { RecipeNutrition.density(of: $0, catalog: catalog) })
        #expect(abs(wine - 750 * wineDensity) < 0.01)
        // a drained can of corn loses its liquid: 15 oz × 0.65
        let corn = try #require(Self.bundledGrams("1 (15 oz) can corn, drained"))
        #expect(abs(corn - 425.242_847_5 * 0.65) < 0.01)
        // a drained weight is not drained again: said so, or a weight no can holds
        #expect(try #require(Self.bundledGrams("1 boîte de maïs (poids égoutté 285 g)", language: "fr")) == 285)
        #expect(try #require(Self.bundledGrams("150 g de maïs en conserve égoutté", language: "fr")) == 150)
        let drainedBeans = try #require(Self.bundledGrams("250 g de haricots rouges en conserve égouttés", language: "fr"))
        let cannedBeans = try #require(Self.bundledGrams("425 g de haricots rouges en conserve", language: "fr"))
        #expect(abs(drainedBeans / 250 - cannedBeans / (425 * RecipeNutrition.drainedShare)) < 0.0001)
        // a can named in French finds the canned kind by the food's own name (singular or
        // plural), weighed by that kind's can in either system
        func package(_ id: Food.ID) throws -> [Double] {
            let package = try #require(catalog[id]?.shopping.package)
            return [package.us, package.metric].compactMap { $0?.grams() }
        }
        #expect(try package("canned-corn").contains(try #require(Self.bundledGrams("1 boîte de maïs", language: "fr"))))
        #expect(try package("canned-tuna").contains(try #require(Self.bundledGrams("une boîte de thon", language: "fr"))))
        // a roll of puff pastry is one sheet, France's 230 g (Sizes/fr.tsv) in a French recipe
        let frenchSheet = try #require(catalog.marketSizes["fr"]?["puff-pastry"]?.package)
        #expect(try #require(Self.bundledGrams("1 rouleau de pâte feuilletée", language: "fr")) == frenchSheet)
        #expect(try package("puff-pastry").contains(try #require(Self.bundledGrams("1 rouleau de pâte feuilletée", language: "fr-CA"))))
        // so is a French packet of it, which holds one; a packet of biscuits is not one biscuit
        #expect(try #require(Self.bundledGrams("1 paquet de pâte feuilletée", language: "fr")) == frenchSheet)
        #expect(Self.bundledGrams("1 paquet de biscuits", language: "fr") == nil)
        // a roll of a food counted by the piece and sold in no package is one piece (France's)
        let dough = try #require(catalog.marketSizes["fr"]?["pizza-dough"]?.piece)
        #expect(try #require(Self.bundledGrams("1 rouleau de pâte à pizza", language: "fr")) == dough)
        // a slice of salami or chorizo is a thin one (8 g, 5 g), of ham a deli slice (28 g);
        // pepperoni keeps its own 2 g piece
        #expect(try #require(Self.bundledGrams("10 slices salami")) == 80)
        #expect(try #require(Self.bundledGrams("10 tranches de chorizo", language: "fr")) == 50)
        #expect(try #require(Self.bundledGrams("4 slices ham")) == 4 * 28)
        #expect(try #require(Self.bundledGrams("20 slices pepperoni")) == 40)
        // a petit-suisse is its 60 g pot; a galette de sarrasin a crêpe (40 g)
        #expect(try #require(Self.bundledGrams("4 petits-suisses", language: "fr")) == 240)
        #expect(try #require(Self.bundledGrams("8 galettes de sarrasin", language: "fr")) == 320)
        // a heaped spoon holds half as much again (flour 0.53 g/ml); "rase" is level
        let heaped = try #require(Self.bundledGrams("1 heaped tbsp flour"))
        #expect(abs(heaped - 14.786_765 * 0.53 * 1.5) < 0.01)
        #expect(Self.bundledGrams("2 cuillères à soupe bombées de farine", language: "fr") == 2 * heaped)
        #expect(abs(try #require(Self.bundledGrams("1 c. à soupe rase de farine", language: "fr")) - 14.786_765 * 0.53) < 0.01)
        // an escalope de poulet is a cutlet (120 g); a sachet of vanilla sugar its 7.5 g
        #expect(try #require(Self.bundledGrams("4 escalopes de poulet", language: "fr")) == 480)
        #expect(try package("vanilla-sugar").contains(try #require(Self.bundledGrams("1 sachet de sucre vanillé", language: "fr"))))
        // "de 125 g" after a name the catalog knows whole sizes each one
        #expect(try #require(Self.bundledGrams("2 steaks hachés de 125 g", language: "fr")) == 250)
    }

    @Test func theVesselAndDrainRulesFireOnlyWhereTheyShould() throws {
        let catalog = FoodCatalog.shared
        // a package of pasta cooked and drained is the whole package; a can not drained keeps its liquid
        #expect(try #require(Self.bundledGrams("1 (16 oz) package penne pasta, cooked and drained")) == 16 * 28.349_523_125)
        for line in ["1 (14.5 oz) can diced tomatoes (do not drain)", "1 (14.5 oz) can diced tomatoes, not drained",
                     "1 (14.5 oz) can diced tomatoes, undrained"] {
            #expect(abs(try #require(Self.bundledGrams(line)) - 14.5 * 28.349_523_125) < 0.01, "\(line)")
        }
        #expect(Self.bundledGrams("1 boîte de tomates concassées non égouttées", language: "fr")
                == Self.bundledGrams("1 boîte de tomates concassées", language: "fr"))
        // "can" the verb, a can offered instead, and "not canned" leave dry lentils dry
        #expect(try #require(Self.bundledGrams("200 g puy lentils (or 1 can chickpeas)")) == 200)
        let cup = try #require(Self.bundledGrams("1 cup green lentils"))
        #expect(Self.bundledGrams("1 cup red lentils (you can use green lentils too)") == Self.bundledGrams("1 cup red lentils"))
        #expect(Self.bundledGrams("1 cup green lentils (not canned)") == cup)
        // a can of lentils is the usual can of cooked ones
        #expect(try #require(Self.bundledGrams("1 can lentils, drained")) < cup)
        // a splash (filet) of oil is a tablespoon; of a lemon, counted by the fruit, nothing
        let oil = try #require(catalog["olive-oil"].flatMap { RecipeNutrition.density(of: $0, catalog: catalog) })
        #expect(abs(try #require(Self.bundledGrams("un filet d'huile d'olive", language: "fr")) - 14.786_765 * oil) < 0.01)
        #expect(Self.bundledGrams("un filet de citron", language: "fr") == nil)
        // a bottle of a condiment is no wine bottle; a jar of olives or honey no yogurt pot
        #expect(Self.bundledGrams("1 bottle hot sauce") == nil)
        #expect(Self.bundledGrams("1 pot d'olives", language: "fr") == nil)
        #expect(Self.bundledGrams("1 pot de miel", language: "fr") == nil)
        // shellfish said to be shelled, shucked or décortiquées are all meat
        #expect(abs(try #require(Self.bundledGrams("1 lb shelled mussels")) - 453.592_37) < 0.01)
        #expect(try #require(Self.bundledGrams("500 g de moules décortiquées", language: "fr")) == 500)
        // a food that refuses its parent's bunch is counted by its piece
        #expect(try #require(Self.bundledGrams("1 bunch daikon")) == 400)
    }

    @Test func aGlassOfAFoodWithoutADensityIsLeftOut() {
        // a vessel is a volume: a food the catalog cannot weigh by volume stays out
        #expect(Self.bundledGrams("1 glass of burdock root") == nil)
    }

    @Test func aSizeNamesOnlyAKindOfTheLinesFood() throws {
        // "a small sliced carrot and onion": "small carrot and onion" resolves to the onion, which is
        // no kind of carrot; the first part is a small carrot, 61 g × 0.79 = 48.19 g, not an onion
        let weighed = try #require(Self.bundledGrams("To flavor the sauce: a small sliced carrot and onion"))
        #expect(abs(weighed - 61 * RecipeNutrition.smallPiece) < 0.01, "\(weighed) g")
        // a kind of the food still is one: "2 large flour tortillas" are the burrito kind (71 g)
        #expect(Self.bundledGrams("2 large flour tortillas") == 142)
    }

    @Test func linesThatCannotBeWeighedAreCounted() throws {
        // given: a pinch, no amount, an unknown food, a food without values, and one line weighed
        let recipe = Self.recipe(["1 pinch salt", "pepper", "2 cups dragon fruit nectar", "1 tsp black pepper", "2 eggs"])
        // when
        let estimate = try #require(RecipeNutrition.estimate(recipe, catalog: Self.catalog))
        let reasons = RecipeNutrition.breakdown(recipe, catalog: Self.catalog).map { part -> String in
            if case let .leftOut(reason) = part.outcome { return reason.rawValue }
            return "weighed"
        }
        // then
        #expect(reasons == ["cannotWeigh", "noAmount", "unknownFood", "noValues", "weighed"])
        #expect(estimate.counted == 1)
        #expect(estimate.total == 5)
        // Nothing weighed: no estimate at all.
        #expect(Self.estimate(["salt to taste", "a pinch of pepper"]) == nil)
        #expect(Self.estimate([]) == nil)
    }

    @Test func everyPartOfALineCounts() throws {
        // "1 cup plus 2 tbsp flour": 236.588 + 29.574 ml = 266.16 ml × 0.53 = 141.07 g × 3.64 = 513.49 kcal.
        let flour = try #require(Self.estimate(["1 cup plus 2 tbsp flour"], servings: 1))
        #expect(abs(flour.perServing.energy - 513.49) < 0.05)
        #expect(flour.counted == 2)
        #expect(flour.total == 2)
        // "1 stick plus 2 tbsp butter": a stick of 4 oz (113.40 g) and 2 × 14.787 ml × 0.96 = 28.39 g,
        // 141.79 g × 7.17 = 1016.6 kcal; the "plus 2 tbsp" after the stick is no weight of the stick,
        // nor is "(5 oz)" after the name they share: it weighs the sum, which the parts already give.
        for line in ["1 stick plus 2 tbsp butter", "1 stick + 2 tbsp butter", "1 stick plus 2 tbsp butter (5 oz), chilled"] {
            let butter = try #require(Self.estimate([line], servings: 1))
            #expect(abs(butter.perServing.energy - 1016.6) < 0.1, "\(line): \(butter.perServing.energy)")
            #expect(butter.counted == 2, "\(line)")
        }
        // "3 eggs divided plus 2 oz for the glaze": the note "divided" stops where the second part
        // starts, so the eggs are 3 × 50 g, not 2 oz: 150 g + 56.70 g = 206.70 g × 1.43 = 295.58 kcal.
        let eggs = try #require(Self.estimate(["3 eggs divided plus 2 oz for the glaze"], servings: 1))
        #expect(abs(eggs.perServing.energy - 295.58) < 0.05, "\(eggs.perServing.energy)")
        // "salt and pepper": two foods, neither with an amount.
        let seasoned = try #require(Self.estimate(["salt and pepper", "2 eggs"], servings: 1))
        #expect(seasoned.counted == 1)
        #expect(seasoned.total == 3)
    }

    @Test func aNoteThatJoinsAnotherPartIsNoWeight() {
        // given: a stick read whole, its note the line's ("plus 6 tablespoons"), as `parseOnePart`
        // or a caller weighing the line itself gives it; the parser's parts no longer carry it
        let whole = ParsedIngredient(input: "1 stick plus 6 tablespoons butter", quantity: 1, unit: .stick, name: "butter",
                                     food: "butter", comment: "plus 6 tablespoons")
        var weighed = whole
        weighed.comment = "6 oz"
        // when, then
        #expect(RecipeNutrition.measuredByNote(whole) == nil)
        #expect(RecipeNutrition.measuredByNote(weighed)?.quantity == 6)
        for note in ["plus 6 tablespoons", "+ 2 tbsp", "(and 1 cup", "& 2 oz"] { #expect(RecipeNutrition.joinsAnotherPart(note), "\(note)") }
        for note in ["6 oz", "about 2 cups", "plump, 6 oz each"] { #expect(!RecipeNutrition.joinsAnotherPart(note), "\(note)") }
        #expect(IngredientParser(catalog: Self.catalog).parse(whole.input).parts.first?.comment == nil)
    }

    @Test(arguments: [
        (4 as Int?, 4, 35.75),
        (nil, 1, 143.0),
        (0, 1, 143.0),
        (-3, 1, 143.0),
        (1_000_000, 10_000, 0.0143),
    ])
    func servings(stated: Int?, divides: Int, energy: Double) throws {
        // 2 eggs are 143 kcal; a recipe without servings is given whole.
        let estimate = try #require(Self.estimate(["2 eggs"], servings: stated))
        #expect(estimate.servings == divides)
        #expect(abs(estimate.perServing.energy - energy) < 0.0001)
    }

    @Test(arguments: [
        "99999999999999999999999999 cups flour",
        "1e308 cups flour",
        "1.7976931348623157e308 eggs",
        "18446744073709551616 sticks butter",
        "0 cups flour",
        "-2 eggs",
        "1/0 cup flour",
        "999999 (99999999 oz) cans chickpeas",
        "100000000 lb flour",
    ])
    func oddAmountsNeverGiveInfinityOrNaN(line: String) {
        let recipe = Self.recipe([line, "1 egg"], servings: 2)
        let estimate = RecipeNutrition.estimate(recipe, catalog: Self.catalog)
        let values = estimate.map { [$0.perServing.energy, $0.perServing.protein, $0.perServing.fat, $0.perServing.saturatedFat,
                                     $0.perServing.carbohydrate, $0.perServing.sugars, $0.perServing.fiber, $0.perServing.sodium] } ?? []
        #expect(values.allSatisfy { $0.isFinite && $0 >= 0 })
        // Past 100 kg a line is a typo, not a dish: the egg alone stays.
        #expect((estimate?.perServing.energy ?? 0) < 1_000_000)
    }

    @Test(arguments: [(String, Double)](arrayLiteral:
        // (line, kcal): the weight a note gives is the cook's own and wins over the catalog's.
        // "each": 4 × 2 oz = 226.80 g of egg × 1.43.
        ("4 eggs (about 2 oz each)", 226.796 * 1.43),
        // a whole line's weight: 1 lb of onions × 0.40, not 2 × 150 g.
        ("2 onions (about 1 lb total)", 453.592 * 0.40),
        // a container: the note's size is one bag's (12 oz), not the food's piece.
        ("1 bag broccoli florets (thawed (12 ounces))", 340.194 * 0.34),
        // a range each: 2 × 15 oz.
        ("2 bags broccoli (14-16 oz each)", 2 * 425.243 * 0.34),
        // no amount of its own: the note's, here 200 g of milk.
        ("Milk, ~200 g", 200 * 0.61),
        // frying oil measured only in its note still counts its 10 %: 1 l × 0.92 × 10 % × 8.84.
        ("vegetable oil for deep frying (at least 1 litre/four cups)", 1000 * 0.92 * 0.1 * 8.84),
        // a note that cannot be weighed (bacon has no density; the diced-meat guess is for lines
        // only) leaves the line as written: 3 × 28 g.
        ("3 slices bacon (about 2 tbsp)", 84 * 1.7579),
        // a note without a weight changes nothing: 2 × 50 g.
        ("2 eggs (room temperature)", 100 * 1.43)
    ))
    func aWeightInTheNoteWins(line: String, kcal: Double) throws {
        let estimate = try #require(Self.estimate([line], servings: 1))
        #expect(abs(estimate.perServing.energy - kcal) < 0.05)
        #expect(RecipeNutrition.Memo(catalog: Self.catalog).perServing(Self.recipe([line], servings: 1)) == estimate.perServing)
    }

    @Test(arguments: [(String, String)](arrayLiteral:
        // (line, the same food by weight): a volume whose note gives a weight near the density's
        // is the note's weight, the cook's own figure.
        ("1 cup (112g) all-purpose flour", "112 g all-purpose flour"),
        ("1 1/2 cups flour (7 oz.)", "7 oz flour"),
        ("1/2 cup (100-120g) cooked rice", "110 g cooked rice"),
        ("2 tbsp butter (28 g), melted", "28 g butter"),
        // a weight far from the volume's (the chicken before it was cooked and shredded) is not
        // this cup's: the volume by its density
        ("3 cups shredded chicken (from a 3 lb chicken)", "3 cups shredded chicken"),
        // "each" is a piece's weight, not the volume's; a volume in the note is no weight
        ("1 cup flour (about 5 g each)", "1 cup flour"),
        ("1 cup milk (240 ml)", "1 cup milk")
    ))
    func aVolumeWeighedInItsNoteIsTheNotesWeight(line: String, same: String) throws {
        let estimate = try #require(Self.estimate([line], servings: 1))
        let expected = try #require(Self.estimate([same], servings: 1))
        #expect(abs(estimate.perServing.energy - expected.perServing.energy) < 0.05, "\(line)")
        #expect(RecipeNutrition.Memo(catalog: Self.catalog).perServing(Self.recipe([line], servings: 1)) == estimate.perServing)
    }

    @Test(arguments: [(String, Bool)](arrayLiteral:
        // (line, weighed by its note): the breakdown says which grams the cook's note gave.
        ("4 eggs (about 2 oz each)", true),
        ("2 onions (about 1 lb total)", true),
        ("Milk, ~200 g", true),
        // the pieces as the catalog weighs them: no note, a note without a weight, or one that
        // cannot be weighed (bacon has no density)
        ("2 onions", false),
        ("2 eggs (room temperature)", false),
        ("3 slices bacon (about 2 tbsp)", false),
        // a volume whose note weighs it near what the density says: the cook's weight
        ("1 cup flour (about 125 g)", true),
        // a note's weight far from the volume's names another thing: the volume stands
        ("3 cups shredded chicken (from a 3 lb chicken)", false)
    ))
    func theBreakdownSaysWhenTheNoteWeighed(line: String, byNote: Bool) throws {
        let part = try #require(RecipeNutrition.breakdown(Self.recipe([line], servings: 1), catalog: Self.catalog).first)
        #expect(part.weighedByNote == byNote, "\(line)")
        guard case .weighed = part.outcome else { Issue.record("\(line) is left out"); return }
    }

    @Test(arguments: [(String, RecipeNutrition.NoteMeasure?)](arrayLiteral:
        ("about 6 oz. each, preferably skinless", .init(quantity: 6, quantityMax: nil, unit: .ounce, each: true)),
        ("(12-ounces)", .init(quantity: 12, quantityMax: nil, unit: .ounce, each: false)),
        ("14-16 oz each", .init(quantity: 14, quantityMax: 16, unit: .ounce, each: true)),
        ("about 1 1/2 pounds total", .init(quantity: 1.5, quantityMax: nil, unit: .pound, each: false, total: true)),
        ("~15g", .init(quantity: 15, quantityMax: nil, unit: .gram, each: false)),
        ("1 to 2 cups", .init(quantity: 1, quantityMax: 2, unit: .cup, each: false)),
        ("½ cup", .init(quantity: 0.5, quantityMax: nil, unit: .cup, each: false)),
        ("⅝ cup", .init(quantity: 0.625, quantityMax: nil, unit: .cup, each: false)),
        ("at least 1 litre/four cups", .init(quantity: 1, quantityMax: nil, unit: .liter, each: false)),
        ("about 1 1/3 cups / 340g", .init(quantity: 340, quantityMax: nil, unit: .gram, each: false)),
        ("150 g chacun", .init(quantity: 150, quantityMax: nil, unit: .gram, each: true)),
        ("150 g pièce", .init(quantity: 150, quantityMax: nil, unit: .gram, each: true)),
        ("steeped in 2 tbsp hot water", nil),
        ("bone-in, 8 oz each", .init(quantity: 8, quantityMax: nil, unit: .ounce, each: true)),
        ("2 x 75 g", .init(quantity: 150, quantityMax: nil, unit: .gram, each: false, total: true)),
        ("30 oz total", .init(quantity: 30, quantityMax: nil, unit: .ounce, each: false, total: true)),
        ("15 oz, about 3 cups total", .init(quantity: 15, quantityMax: nil, unit: .ounce, each: false)),
        ("400 g, pas du tout égouttées", .init(quantity: 400, quantityMax: nil, unit: .gram, each: false)),
        ("800 g en tout", .init(quantity: 800, quantityMax: nil, unit: .gram, each: false, total: true)),
        ("150 g/pièce", .init(quantity: 150, quantityMax: nil, unit: .gram, each: true)),
        ("one 2 lb piece, cut into 6", .init(quantity: 2, quantityMax: nil, unit: .pound, each: false)),
        ("cut in 2, about 12 oz", .init(quantity: 12, quantityMax: nil, unit: .ounce, each: false)),
        ("ou 1 pièce de 600 g", .init(quantity: 600, quantityMax: nil, unit: .gram, each: false)),
        ("from one 1 1/2 lb piece", nil),
        ("from a 14.1 oz package", nil),
        ("dissous dans environ 5 cl de lait", nil),
        ("dissous dans 5 cl de lait", nil),
        ("0 g, about 2 oz", .init(quantity: 2, quantityMax: nil, unit: .ounce, each: false)),
        ("grated (2.5cm)", nil),
        ("2 crusts (such as Pillsbury)", nil),
        ("cut into 1-inch pieces", nil),
        ("0 g", nil),
        ("", nil)
    ))
    func noteMeasures(note: String, expected: RecipeNutrition.NoteMeasure?) {
        #expect(RecipeNutrition.noteMeasure(note) == expected)
    }

    @Test(arguments: [(String, Double?)](arrayLiteral:
        // (line, kcal or nil when left out): a part of a food is not the whole piece.
        // Bacon is counted by the rasher: its 28 g piece is the slice.
        ("4 slices bacon", 4 * 28 * 1.7579),
        // An onion's piece is the whole onion (150 g): a slice is an ounce, 28 g.
        ("2 slices onion", 2 * 28 * 0.40),
        ("1 wedge onion", 28 * 0.40),
        // A chicken (1,600 g) is jointed into eight pieces of 200 g, not eight chickens.
        ("8 pieces chicken", 1600 * 1.19),
        ("2 slices chicken", 2 * 28 * 1.19),
        // A leaf or strip of a big piece is an ounce; of a food counted in small pieces or not at
        // all, it stays unweighed, as before.
        ("3 leaves broccoli", 3 * 28 * 0.34),
        ("2 strips chicken", 2 * 28 * 1.19),
        ("2 leaves egg", nil),
        // A strip of a food counted by its parts is one of them: a strip of bacon is a rasher.
        ("3 strips bacon", 3 * 28 * 1.7579),
        // A loaf of a food counted by the slice has no known size.
        ("1 loaf bacon", nil)
    ))
    func aPartIsNotTheWholePiece(line: String, kcal: Double?) throws {
        let estimate = Self.estimate([line, "1 cup milk"], servings: 1)
        let milk = 236.588 * 1.03 * 0.61
        if let kcal {
            #expect(abs((estimate?.perServing.energy ?? 0) - milk - kcal) < 0.05)
            #expect(estimate?.counted == 2)
        } else {
            #expect(estimate?.counted == 1)
        }
    }
}
