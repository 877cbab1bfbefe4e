import Foundation
import Testing
@testable import RecipleaseCore

/// The bundled catalog's data and the lookup that finds a food from a name.
struct FoodCatalogTests {
    let catalog = FoodCatalog.shared

    // MARK: the data

    @Test func holdsAtLeastAThousandFoodsInEveryAisle() {
        #expect(catalog.foods.count >= 1_000)
        let aisles = Set(catalog.foods.map(\.aisle))
        for aisle in ["produce", "dairy & eggs", "meat & fish", "bakery", "pantry", "spices", "frozen", "drinks"] {
            #expect(aisles.contains(aisle), "\(aisle)")
        }
    }

    @Test func everyNamePluralAndSynonymResolvesToItsOwnFood() {
        for food in catalog.foods {
            for name in food.names {
                #expect(catalog.resolve(name) == food.id, "\(name) should be \(food.id)")
            }
        }
    }

    @Test func noPhraseIsSharedByTwoFoods() {
        var owner: [String: Food.ID] = [:]
        var clashes: [String] = []
        for food in catalog.foods {
            for name in food.names {
                let phrase = FoodCatalog.tokens(of: name).joined(separator: " ")
                if let other = owner[phrase], other != food.id { clashes.append("\"\(phrase)\": \(other) and \(food.id)") }
                owner[phrase] = owner[phrase] ?? food.id
            }
        }
        #expect(clashes.isEmpty, "\(clashes.joined(separator: "; "))")
    }

    @Test func parentsExistAndNoFoodIsItsOwnAncestor() {
        for food in catalog.foods {
            if let parent = food.parent { #expect(catalog[parent] != nil, "\(food.id) → \(parent)") }
            #expect(!catalog.ancestors(of: food.id).contains(food.id), "\(food.id)")
            #expect(!catalog.descendants(of: food.id).contains(food.id), "\(food.id)")
        }
        #expect(catalog.ancestors(of: "chicken-thigh").first == "chicken")
        #expect(catalog.descendants(of: "chicken").contains("chicken-thigh"))
    }

    static let facts: [(Food.ID, Set<Allergen>, Food.DietRestriction?)] = [
        ("butter", [.dairy], .animal),
        ("shrimp", [.shellfish, .seafood], .fish),
        ("soy-sauce", [.wheat, .gluten, .soy], nil),
        ("tofu", [.soy], nil),
        ("chicken-thigh", [], .meat),
        ("all-purpose-flour", [.wheat, .gluten], nil),
        ("egg", [.egg], .animal),
        ("honey", [], .animal),
        ("peanut-butter", [.peanut], nil),
        ("tahini", [.sesame], nil),
        ("olive-oil", [], nil),
    ]

    @Test("allergens and diet restriction", arguments: facts)
    func allergensAndDiet(_ id: Food.ID, _ allergens: Set<Allergen>, _ restriction: Food.DietRestriction?) throws {
        let food = try #require(catalog[id], "\(id)")
        #expect(food.allergens.isSuperset(of: allergens), "\(id): \(food.allergens)")
        #expect(food.restriction == restriction, "\(id)")
    }

    @Test func veganFoodsHaveNoAnimalAllergens() {
        for food in catalog.foods where food.restriction == nil {
            #expect(food.allergens.isDisjoint(with: [.dairy, .egg, .seafood, .shellfish]), "\(food.id): \(food.allergens)")
        }
    }

    static let sameFood: [(String, String)] = [
        ("scallion", "green onion"),
        ("cilantro", "coriander leaves"),
        ("aubergine", "eggplant"),
        ("courgette", "zucchini"),
        ("single cream", "light cream"),
        ("plain flour", "all-purpose flour"),
        // the misspellings recipes write most
        ("tumeric", "turmeric"),
        ("xantham gum", "xanthan gum"),
        ("petit pois", "petits pois"),
    ]

    @Test("synonyms name the same food", arguments: sameFood)
    func synonyms(_ a: String, _ b: String) throws {
        let food = try #require(catalog.resolve(a))
        #expect(catalog.resolve(b) == food)
    }

    static let mostSpecific: [(String, Food.ID?)] = [
        ("boneless skinless chicken thighs", "chicken-thigh"),
        ("Boneless, Skinless Chicken Thighs", "chicken-thigh"),
        ("chicken", "chicken"),
        ("fresh basmati rice", "basmati-rice"),
        ("glass noodles", "glass-noodles"),
        ("rack of lamb", "rack-of-lamb"),
        ("cinnamon sticks", "cinnamon-stick"),
        ("ground cinnamon", "cinnamon"),
        ("jalapeños", "jalapeno"),
        ("CRÈME FRAÎCHE", "creme-fraiche"),
        ("unobtainium", nil),
        ("", nil),
    ]

    @Test("a name resolves to the most specific food it names", arguments: mostSpecific)
    func resolvesMostSpecific(_ name: String, _ expected: Food.ID?) {
        #expect(catalog.resolve(name) == expected)
    }

    static let bundledLines: [(String, Food.ID, MeasureUnit?)] = [
        ("4 boneless, skinless chicken thighs", "chicken-thigh", nil),
        ("1 1/2 pounds boneless skinless chicken thighs, cut into strips", "chicken-thigh", .pound),
        ("4 oz glass noodles", "glass-noodles", .ounce),
        ("1 rack of lamb, frenched", "rack-of-lamb", .rack),
        ("1 cinnamon stick", "cinnamon-stick", .stick),
        ("Glass noodles", "glass-noodles", nil),
        ("2 cube steaks", "cube-steak", nil),
        // a letter joined to a word by a hyphen begins the name: not T (tablespoon) of "bone steak"
        ("1 T-bone steak (about 1 lb)", "sirloin-steak", nil),
        ("2 t-bone steaks", "sirloin-steak", nil),
        // a container word that only a synonym begins stays the unit, the food read with it;
        // one that begins the food's own name is the name
        ("1 can green chiles", "canned-green-chiles", .can),
        ("2 cans green chiles", "canned-green-chiles", .can),
        ("4 oz can green chiles", "canned-green-chiles", .ounce),
        ("1 (4.5 ounce) can green chilies", "canned-green-chiles", .can),
        ("2 cartons egg whites", "liquid-egg-white", .carton),
        ("16 oz carton egg whites", "liquid-egg-white", .ounce),
        ("1 carton coconut milk", "coconut-milk-beverage", .carton),
        ("1 can diced tomatoes", "canned-tomatoes", .can),
        ("2 bottle gourds", "bottle-gourd", nil),
        // creamers are foods of their own (a cup of creamer was a cup of coffee), as is eggnog
        ("1 cup coffee creamer", "coffee-creamer", .cup),
        ("1/2 cup French vanilla coffee creamer", "flavored-coffee-creamer", .cup),
        ("16 fluid ounces non-dairy creamer", "coffee-creamer", .fluidOunce),
        ("½ c eggnog", "eggnog", .cup),
        // the head noun is last: a name that ends the line wins over a longer one before it,
        // unless the longer one names a kind of the head's food
        ("4 whole-grain flour tortillas", "tortilla", nil),
        ("1 free-range egg yolk, beaten", "egg-yolk", nil),
        ("2 free-range egg whites", "egg-white", nil),
        ("4 tablespoons red wine vinegar salad dressing", "salad-dressing", .tablespoon),
        ("1/3 cup Dutch-processed cocoa powder", "dutch-process-cocoa-powder", .cup),
        ("12 ounces hot Italian sausage links", "italian-sausage", .ounce),
        ("2 whole small dried chile peppers", "dried-chili", nil),
        ("1 (1-ounce) package dried Italian salad dressing mix", "italian-dressing-mix", .package),
        // the food is named before "in", unless a name runs across it or the words after name a kind of it
        ("1 can chickpeas in water", "chickpeas", .can),
        ("300g/11oz mussels in their shells, cleaned", "mussel", .gram),
        ("3 tablespoons capers in salt, well rinsed", "caper", .tablespoon),
        ("1 can tuna in oil", "oil-packed-tuna", .can),
        ("2 tbsp hazelnut butter", "hazelnut-butter", .tablespoon),
        ("1/2 cup cream of coconut", "cream-of-coconut", .cup),
        ("2 tsp dashi granules", "bouillon-cube", .teaspoon),
        ("4 cups instant dashi", "dashi", .cup),
        // light, nonfat and part-skim kinds are foods of their own
        ("1 1/4 cups light coconut milk", "light-coconut-milk", .cup),
        ("1/2 cup nonfat Greek yogurt", "nonfat-greek-yogurt", .cup),
        ("8 oz Neufchatel cheese", "light-cream-cheese", .ounce),
        ("1 cup light mayo", "light-mayonnaise", .cup),
        ("1 cup part-skim ricotta", "part-skim-ricotta", .cup),
        ("1 cup unsweetened applesauce", "unsweetened-applesauce", .cup),
        ("500g fresh lasagne sheets", "fresh-pasta", .gram),
        ("2 tbsp chocolate hazelnut butter", "chocolate-hazelnut-spread", .tablespoon),
        ("3 chipotle chile peppers in adobo sauce, puréed", "chipotle-in-adobo", nil),
        // names written otherwise: one word, another language's spelling, a wine's old name
        ("1/2 cup pinenuts", "pine-nut", .cup),
        ("1 (16 ounce) jar picante sauce", "salsa", .jar),
        ("1½ tsp pimentón picante or paprika", "smoked-paprika", .teaspoon),
        ("6 ounces tomate verde, roughly chopped", "tomatillo", .ounce),
        ("3 cups claret", "red-wine", .cup),
        ("1 tbsp beef fat", "suet", .tablespoon),
        ("1 teaspoon Indian Kashmiri powder (red chili powder)", "kashmiri-chili-powder", .teaspoon),
        // a brand or a wine named for the food it is; a word Britain uses for it
        ("1/4 cup creme de menthe", "herbal-liqueur", .cup),
        ("250ml/9fl oz Pimms", "herbal-liqueur", .milliliter),
        ("6 tablespoons Poire William (pear brandy)", "brandy", .tablespoon),
        ("1/4 cup Vouvray", "white-wine", .cup),
        ("1 tbsp colatura", "fish-sauce", .tablespoon),
        ("3 slices French stick", "baguette", .slice),
        ("9 tablespoons SPLENDA® Granular", "erythritol", .tablespoon),
        ("50g/2oz toffee, broken into small pieces", "toffee-bits", .gram),
        ("2 tbsp ready-made toffee sauce", "caramel-sauce", .tablespoon),
        ("1 cup Crenshaw, julienned", "melon", .cup),
        ("11 HONEY MAID Chocolate Grahams, broken crosswise in half", "graham-cracker", nil),
        ("2 cups oyster liquor", "clam-juice", .cup),
        ("1 (40 ounce) can prepared beef stew", "canned-beef-stew", .can),
        // alternatives sharing a noun: the words before the conjunction with the second's noun,
        // where that names a longer food than they do alone
        ("3 tbsp fresh lemon or lime juice", "lemon-juice", .tablespoon),
        ("3 tbsp corn, peanut or vegetable oil", "peanut-oil", .tablespoon),
        ("1 lb beef hanger or flank steak", "hanger-steak", .pound),
        ("1 cup sour cream or Greek yogurt", "sour-cream", .cup),
        ("1 cup evaporated milk or single cream", "evaporated-milk", .cup),
        // rice in a ready-to-heat pouch is cooked; instant (minute) rice is dry
        ("1 cup Spanish style ready rice", "cooked-rice", .cup),
        ("2 cups microwave rice", "cooked-rice", .cup),
        ("1 cup uncooked instant rice", "instant-rice", .cup),
        // a name of describing words split from its noun at a bracket: the bracket's food
        ("4 boneless (skinless chicken breasts, thinly sliced)", "chicken-breast", nil),
        // or after "or" or a comma: the first note after it that names a food
        ("½ c ground or shredded coconut, fresh or dried", "shredded-coconut", .cup),
        ("1 medium-size sweet green or, preferably, red pepper, about 1/4 pound", "red-bell-pepper", nil),
        ("3/4 cup Regular, 2% or Fat Free Carnation® Evaporated Milk", "evaporated-milk", .cup),
        ("12 ounces extra thick, deli-sliced, low-sodium oven-roasted turkey breast", "turkey-breast", .ounce),
        ("1/4 cup red, white, and pink sprinkles", "sprinkles", .cup),
        ("4 boneless (but not skinless, ideally) chicken breasts", "chicken-breast", nil),
        ("2 pounds beef stew meat", "beef", .pound),
        ("1 tsp ground cinnamon", "cinnamon", .teaspoon),
        ("1 fennel bulb, thinly sliced", "fennel", .bulb),
        ("3 garlic cloves, minced", "garlic", .clove),
        ("2 sticks unsalted butter, softened", "butter", .stick),
        ("1 bunch scallions, sliced", "green-onion", .bunch),
        ("½ cup chopped fresh cilantro", "cilantro", .cup),
        ("2 medium aubergines", "eggplant", nil),
        // how lean ground beef is names its kind; a share written as figures only does not
        ("1 pound lean ground beef", "lean-ground-beef", .pound),
        ("1 pound 93% lean ground beef", "lean-ground-beef", .pound),
        ("500g extra-lean beef mince", "extra-lean-ground-beef", .gram),
        ("1 lb ground sirloin", "lean-ground-beef", .pound),
        ("1 lb ground beef", "ground-beef", .pound),
        ("1 lb ground chuck", "ground-beef", .pound),
        // kinds of their own that were synonyms of a neighbour: veal shanks are not beef's,
        // turbot is not sole, razor clams and whelks are not plain clams and conch
        ("4 veal shanks, about 1.5 inches thick", "veal-shank", nil),
        ("2 lb beef shank", "beef-shank", .pound),
        ("4 turbot fillets", "turbot", nil),
        ("4 sole fillets", "sole", nil),
        ("1 lb razor clams", "razor-clam", .pound),
        ("1 lb whelks", "whelk", .pound),
        ("1 cup pigeon peas", "pigeon-peas", .cup),
        ("2 squabs", "squab", nil),
        ("1 cup crushed zwieback", "rusk", .cup),
        ("6 biscotti", "biscotti", nil),
        ("1 cup chamomile tea", "herbal-tea", .cup),
        ("2 cups brewed tea", "tea", .cup),
        ("1/4 cup tapioca pearls", "sago", .cup),
        // a spice said in a fresh herb's measure or chopped is the fresh food its name says fresh
        ("1 bunch coriander", "cilantro", .bunch),
        ("1 large bunch coriander, leaves only", "cilantro", .bunch),
        ("2 sprigs coriander", "cilantro", .sprig),
        ("2 tbsp chopped coriander", "cilantro", .tablespoon),
        ("2 tbsp coriander, finely chopped", "cilantro", .tablespoon),
        ("1 tbsp chopped turmeric", "turmeric-root", .tablespoon),
        ("1 tsp coriander", "coriander", .teaspoon),
        ("1 tsp ground coriander", "coriander", .teaspoon),
        ("1 tsp turmeric", "turmeric", .teaspoon),
    ]

    @Test(arguments: [
        // (line, kcal of 1 lb): a lean share in figures picks FDC's entry for it, whatever word the
        // line also has: 80 % lean 254, 90 % 176, 95 % 137 kcal per 100 g
        ("1 lb ground beef", 453.59 * 2.54), ("1 lb lean ground beef", 453.59 * 1.76),
        ("1 lb 80% lean ground beef", 453.59 * 2.54), ("1 lb 93/7 ground beef", 453.59 * 1.76),
        ("1 lb 90/10 ground beef", 453.59 * 1.76), ("1 lb 96% lean ground beef", 453.59 * 1.37),
        ("1 pound ground chuck (85% lean)", 453.59 * 2.54), ("1 lb extra lean ground beef", 453.59 * 1.37),
    ] as [(String, Double)])
    func aLeanShareInFiguresPicksTheEntry(_ line: String, _ kcal: Double) throws {
        let parser = IngredientParser(catalog: catalog)
        let recipe = Recipe(draft: RecipeDraft(title: "Beef", servings: 1, ingredientLines: [line]), parser: parser, catalog: catalog)
        let estimate = try #require(RecipeNutrition.estimate(recipe, catalog: catalog))
        #expect(abs(estimate.perServing.energy - kcal) < 1, "\(line): \(estimate.perServing.energy)")
    }

    @Test(arguments: [
        ("93% lean", 93.0 as Double?), ("93 %-lean", 93), ("85 percent lean", 85), ("90/10", 90), ("80 / 20", 80),
        ("(5% fat)", 95), ("15 % MG", 85), ("5 % matières grasses", 95), ("60% fat", nil),
        ("5 % de matières grasses", 95), ("1,5 % MG", 98.5),
        ("1/2 lb", nil), ("10/90", nil), ("90/20", nil), ("lean", nil), ("2 cups", nil),
    ])
    func leanShares(_ text: String, _ share: Double?) {
        #expect(RecipeNutrition.leanShare(in: "1 lb \(text) ground beef") == share)
    }

    @Test("lines parsed against the bundled catalog find their food", arguments: bundledLines)
    func bundledLine(_ line: String, _ food: Food.ID, _ unit: MeasureUnit?) {
        let parsed = IngredientParser(catalog: catalog).parse(line)
        #expect(parsed.food == food)
        #expect(parsed.unit == unit)
    }

    // MARK: loading

    @Test func refusesBrokenCatalogs() {
        let row = "a\ta\t\t\t\tpantry\t\t\t\t"
        #expect(throws: FoodCatalogError.self) { try FoodCatalog.parse(tsv: "a\ta\t\t\tpantry\t\t\t") }  // 8 columns
        #expect(throws: FoodCatalogError.self) { try FoodCatalog.parse(tsv: row + "\t\t\t") }  // 13 columns
        #expect(throws: FoodCatalogError.self) { try FoodCatalog.parse(tsv: row + "\t\tseparate") }  // family: apart or empty
        #expect(throws: FoodCatalogError.self) { try FoodCatalog.parse(tsv: "a\ta\t\t\t\tpantry\t\t\tinf\t") }
        #expect(throws: FoodCatalogError.self) { try FoodCatalog.parse(tsv: "a\ta\t\t\t\tpantry\tnuts\t\t\t") }
        #expect(throws: FoodCatalogError.duplicateID("a")) { try FoodCatalog(foods: FoodCatalog.parse(tsv: row + "\n" + row)) }
        #expect(throws: FoodCatalogError.unknownParent(food: "a", parent: "b")) {
            try FoodCatalog(foods: [Food(id: "a", name: "a", parent: "b", aisle: "pantry")])
        }
        #expect(throws: FoodCatalogError.cycle("a")) {
            try FoodCatalog(foods: [Food(id: "a", name: "a", parent: "b", aisle: "pantry"),
                                    Food(id: "b", name: "b", parent: "a", aisle: "pantry")])
        }
        let long = Array(repeating: "word", count: PhraseTable.maxWords + 1).joined(separator: " ")
        #expect(throws: FoodCatalogError.nameTooLong(food: "a", name: long)) {
            try FoodCatalog(foods: [Food(id: "a", name: long, aisle: "pantry")])
        }
    }

    // MARK: how foods are bought

    @Test func looseFoodsHaveAPieceWeightAndNoPackage() {
        for food in catalog.foods where food.shopping.soldByWeight {
            #expect(food.pieceWeight != nil, "\(food.id)")
            #expect(food.shopping.package == nil, "\(food.id): loose and packaged")
            #expect(!food.shopping.liquid, "\(food.id)")
        }
        #expect(catalog.foods.filter(\.shopping.soldByWeight).count >= 50)
    }

    @Test func cookedYieldsAndDensitiesArePlausible() {
        var count = 0
        for food in catalog.foods {
            #expect((food.shopping.cookedYield == nil) == (food.shopping.cookedDensity == nil), "\(food.id)")
            guard let yield = food.shopping.cookedYield, let density = food.shopping.cookedDensity else { continue }
            count += 1
            #expect((1.5...4).contains(yield), "\(food.id): yield \(yield)")
            #expect((0.3...1.2).contains(density), "\(food.id): cooked density \(density)")
        }
        #expect(count >= 30)
    }

    @Test func cookedFormsNameARawFoodWithAYield() throws {
        let cooked = catalog.foods.filter { $0.shopping.rawFood != nil }
        #expect(!cooked.isEmpty)
        for food in cooked {
            let raw = try #require(food.shopping.rawFood.flatMap { catalog[$0] }, "\(food.id)")
            #expect(raw.shopping.cookedYield != nil, "\(food.id) → \(raw.id)")
            #expect(food.shopping.cookedYield == nil, "\(food.id) carries the raw food's yield itself")
            #expect(food.density != nil, "\(food.id): its density is the cooked density")
        }
    }

    @Test func packageSizesArePositiveAndInTheirSystem() {
        for food in catalog.foods {
            guard let package = food.shopping.package else { continue }
            #expect(package.unit.dimension == .count, "\(food.id)")
            #expect(package.us != nil || package.metric != nil, "\(food.id)")
            for (size, system) in [(package.us, MeasureSystem.us), (package.metric, .metric)] {
                guard let size else { continue }
                #expect(size.amount.isFinite && size.amount > 0, "\(food.id)")
                // a US shop may label a package in metric (wine's 750 ml bottle), a metric one never in US units
                #expect(size.unit.system == system || system == .us, "\(food.id): \(size.unit) in \(system)")
            }
        }
    }

    /// Each food's effective facts, written back in the column's grammar.
    static let shopping: [(Food.ID, String)] = [
        ("coconut-milk", "liquid package=can:13.5floz:400ml"),
        ("coconut-cream", "liquid package=can:13.5floz:400ml"),
        ("mushroom", "loose"),
        ("cremini-mushroom", "loose"),
        ("cherry-tomato", "loose"),
        ("chicken-wing", "loose"),
        ("onion", ""),
        ("egg", ""),
        ("lemon", ""),
        ("butter", "package=stick:4oz:-"),
        ("brown-butter", "package=stick:4oz:-"),
        ("ghee", ""),
        ("crushed-tomatoes", "package=can:14.5oz:400g"),
        ("tomato", ""),
        ("tomato-paste", "package=can:6oz:140g"),
        ("chickpeas", "package=can:15oz:400g cooked=2.3x0.69"),
        ("cannellini-beans", "package=can:15oz:400g cooked=2.7x0.77"),
        ("mung-beans", "cooked=2.5x0.73"),
        ("red-lentils", "cooked=3x0.84"),
        ("chicken-stock", "liquid package=carton:32floz:1l"),
        ("dashi", "liquid"),
        ("milk", "liquid"),
        ("honey", "liquid"),
        ("evaporated-milk", "liquid package=can:12floz:410g"),
        ("sweetened-condensed-milk", "liquid package=can:14oz:397g"),
        ("yeast", "package=envelope:0.25oz:7g"),
        ("fresh-yeast", "package=cube:0.6oz:42g"),
        ("cream-cheese", "package=package:8oz:200g"),
        ("cooked-rice", "raw=rice"),
        ("rice", "cooked=2.8x0.67"),
        ("basmati-rice", "cooked=2.8x0.67"),
        ("sushi-rice", "cooked=2.8x0.79"),
        ("poha", ""),
        ("spaghetti", "package=box:16oz:500g cooked=2.4x0.59"),
        ("tortellini", "package=package:9oz:250g"),
        ("udon-noodles", ""),
        ("broccoli", "edible=0.61"),
        ("frozen-broccoli", ""),
    ]

    @Test("how a food is bought", arguments: shopping)
    func shoppingFacts(_ id: Food.ID, _ expected: String) throws {
        let food = try #require(catalog[id], "\(id)")
        #expect(Self.written(food.shopping) == expected)
    }

    static func written(_ shopping: Food.Shopping) -> String {
        func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
        let units: [MeasureUnit: String] = [.ounce: "oz", .fluidOunce: "floz", .pound: "lb", .gram: "g",
                                            .kilogram: "kg", .milliliter: "ml", .liter: "l"]
        func size(_ measure: Measure?) -> String {
            measure.map { number($0.amount) + (units[$0.unit] ?? "?") } ?? "-"
        }
        var tokens: [String] = []
        if shopping.liquid { tokens.append("liquid") }
        if shopping.soldByWeight { tokens.append("loose") }
        if let package = shopping.package {
            tokens.append("package=\(package.unit.rawValue):\(size(package.us)):\(size(package.metric))")
        }
        if let yield = shopping.cookedYield {
            tokens.append("cooked=\(number(yield))x\(shopping.cookedDensity.map(number) ?? "?")")
        }
        if let raw = shopping.rawFood { tokens.append("raw=\(raw)") }
        if let share = shopping.edibleShare { tokens.append("edible=\(number(share))") }
        if let whole = shopping.wholeWeight { tokens.append("whole=\(number(whole))") }
        if let slice = shopping.sliceWeight { tokens.append("slice=\(number(slice))") }
        return tokens.joined(separator: " ")
    }

    static func row(_ id: String, parent: String = "", pieceWeight: String = "", _ shopping: String) -> String {
        [id, id, "", "", parent, "pantry", "", "", "", pieceWeight, shopping].joined(separator: "\t")
    }

    @Test func kindsTakeTheirParentsPackageYieldAndWholeAcrossFiles() throws {
        // given
        let beans = [
            Self.row("beans", "package=can:15oz:400g cooked=2.5x0.73"),
            Self.row("black", parent: "beans", "liquid"),
            Self.row("red", parent: "black", ""),
            Self.row("mung", parent: "beans", "package=-"),
            Self.row("green", parent: "mung", "cooked=-"),
        ].joined(separator: "\n")
        let herbs = [
            Self.row("parsley", "whole=60 slice=2"),
            Self.row("flat-parsley", parent: "parsley", ""),
            Self.row("dried-parsley", parent: "parsley", "whole=-"),
            Self.row("dried-flat-parsley", parent: "dried-parsley", ""),
        ].joined(separator: "\n")
        let cooked = Self.row("cooked-beans", parent: "beans", "raw=beans")
        // when
        let loaded = try FoodCatalog.load(tsvFiles: [(name: "a.tsv", text: beans), (name: "b.tsv", text: cooked),
                                                     (name: "c.tsv", text: herbs)])
        // then
        #expect(loaded["black"].map { Self.written($0.shopping) } == "liquid package=can:15oz:400g cooked=2.5x0.73")
        #expect(loaded["red"].map { Self.written($0.shopping) } == "package=can:15oz:400g cooked=2.5x0.73")
        #expect(loaded["mung"].map { Self.written($0.shopping) } == "cooked=2.5x0.73")
        #expect(loaded["green"].map { Self.written($0.shopping) } == "")
        #expect(loaded["cooked-beans"].map { Self.written($0.shopping) } == "package=can:15oz:400g raw=beans")
        // a whole's weight (a bunch, a head, a loaf) passes to kinds as a package does
        // and so does a slice's weight, refused with its own `slice=-`
        #expect(loaded["flat-parsley"].map { Self.written($0.shopping) } == "whole=60 slice=2")
        #expect(loaded["dried-parsley"].map { Self.written($0.shopping) } == "slice=2")
        #expect(loaded["dried-flat-parsley"].map { Self.written($0.shopping) } == "slice=2")
        // parse alone gives each row's own facts
        #expect(try FoodCatalog.parse(tsv: beans).map { Self.written($0.shopping) }
                == ["package=can:15oz:400g cooked=2.5x0.73", "liquid", "", "", ""])
        #expect(try FoodCatalog.parse(tsv: "a\ta\t\t\t\tpantry\t\t\t\t").first?.shopping == Food.Shopping())
    }

    @Test func aCookedFormNeedsARawFoodWithAYield() {
        for raw in ["plain", "nothing", "cooked"] {
            let text = [Self.row("plain", ""), Self.row("cooked", "raw=\(raw)")].joined(separator: "\n")
            #expect(throws: FoodCatalogError.unknownRawFood(food: "cooked", raw: Food.ID(raw))) {
                try FoodCatalog.load(tsvFiles: [(name: "a.tsv", text: text)])
            }
        }
    }

    @Test func aUsualKindNeedsAParentThatHasNoOther() throws {
        let flour = [Self.row("flour", ""), Self.row("ap-flour", parent: "flour", "usual"), Self.row("cake-flour", parent: "flour", "")]
        let loaded = try FoodCatalog.load(tsvFiles: [(name: "a.tsv", text: flour.joined(separator: "\n"))])
        #expect(loaded["ap-flour"]?.shopping.usual == true)
        #expect(loaded["flour"]?.shopping.usual == false)
        #expect(loaded["cake-flour"]?.shopping.usual == false)
        #expect(throws: FoodCatalogError.usualKind(food: "flour", reason: "it has no parent")) {
            try FoodCatalog.load(tsvFiles: [(name: "a.tsv", text: Self.row("flour", "usual"))])
        }
        let two = [Self.row("flour", ""), Self.row("ap-flour", parent: "flour", "usual"), Self.row("cake-flour", parent: "flour", "usual")]
        #expect(throws: FoodCatalogError.usualKind(food: "cake-flour", reason: "ap-flour is already the usual kind of flour")) {
            try FoodCatalog.load(tsvFiles: [(name: "a.tsv", text: two.joined(separator: "\n"))])
        }
    }

    static let badColumns: [(String, String, String)] = [
        ("package=can:15oz", "", "UNIT:US:METRIC"),
        ("package=tin:15oz:400g", "", "not a counted unit"),
        ("package=cup:1oz:-", "", "not a counted unit"),
        ("package=can:15qt:400g", "", "no known unit"),
        ("package=can:infoz:-", "", "no known unit"),
        ("package=can:400g:15oz", "", "not a metric size"),
        ("package=can:-:15oz", "", "not a metric size"),
        ("package=can:15oz:15oz", "", "not a metric size"),
        ("package=can:-:-", "", "at least one system"),
        ("package=can:0oz:-", "", "positive number"),
        ("package=can:1.2.3oz:-", "", "positive number"),
        ("cooked=2.8", "", "YIELDxDENSITY"),
        ("cooked=0x0.6", "", "YIELDxDENSITY"),
        ("cooked=nanx1", "", "YIELDxDENSITY"),
        ("loose", "", "needs a piece weight"),
        ("liquid loose", "10", "both liquid and loose"),
        ("uncut", "", "needs a piece weight"),
        ("uncut=yes", "10", "unknown fact"),
        ("uncut uncut", "10", "given twice"),
        ("usual=yes", "", "unknown fact"),
        ("usual usual", "", "given twice"),
        ("liquid liquid", "", "given twice"),
        ("raw=", "", "needs a food id"),
        ("raw=rice cooked=2x1", "", "takes its yield from the raw food"),
        ("sold-by-weight", "", "unknown fact"),
        ("liquid=yes", "", "unknown fact"),
        ("edible=1.5", "", "edible must be a share"),
        ("edible=0", "", "edible must be a share"),
        ("whole=0", "", "whole must be the grams"),
        ("whole=loaf", "", "whole must be the grams"),
        ("whole=inf", "", "whole must be the grams"),
        ("whole=", "", "whole must be the grams"),
        ("slice=0", "", "slice must be the grams"),
        ("slice=thin", "", "slice must be the grams"),
        ("slice=1000", "", "slice must be the grams"),
        ("slice=", "", "slice must be the grams"),
    ]

    @Test("a broken shopping column names its file and line", arguments: badColumns)
    func brokenShoppingColumn(_ column: String, _ pieceWeight: String, _ reason: String) {
        let text = "# header\n" + Self.row("a", pieceWeight: pieceWeight, column)
        do {
            _ = try FoodCatalog.parse(tsv: text, file: "test.tsv")
            Issue.record("\(column) was accepted")
        } catch let FoodCatalogError.malformedRow(file, line, message) {
            #expect(file == "test.tsv")
            #expect(line == 2)
            #expect(message.contains(reason), "\(message)")
        } catch {
            Issue.record("\(error)")
        }
    }

    // MARK: the lookup against a plain reference

    @Test("resolve agrees with a plain string lookup on every catalog name and variants of it")
    func resolveMatchesReference() {
        // given
        let reference = ReferenceResolver(catalog)
        var names: [String] = []
        var words: [String] = []
        for food in catalog.foods {
            for name in food.names {
                names += [name, name.uppercased(), "fresh " + name + "s", "chopped " + name + ", peeled",
                          name + " & " + name, name + " or " + name, "the " + name + "'s"]
                words += FoodCatalog.tokens(of: name)
            }
        }
        // runs of words from different names, so phrases overlap in every way
        var generator = SplitMix64(seed: 0xF00D)
        for _ in 0..<20_000 {
            var run: [String] = []
            for _ in 0..<(1 + Int(generator.next() % 5)) {
                var word = words[Int(generator.next() % UInt64(words.count))]
                switch generator.next() % 4 {
                case 0: word += "s"
                case 1: word = word.capitalized
                default: break
                }
                run.append(word)
            }
            names.append(run.joined(separator: generator.next() % 3 == 0 ? "-" : " "))
        }
        names += ["", "®", "crème fraîche", "Jalapeños", "Hunt’s tomatoes", "hunt's tomatoes", "7-Up", "v8 juice", "a-b-c",
                  "cherries", "potatoes", "peaches", "radishes", "molasses", String(repeating: "x", count: 100) + " flour"]
        // then
        var differences: [String] = []
        for name in names where catalog.resolve(name) != reference.resolve(name) {
            differences.append("\(name): \(catalog.resolve(name).map(\.rawValue) ?? "nil") vs \(reference.resolve(name).map(\.rawValue) ?? "nil")")
        }
        #expect(differences.isEmpty, "\(differences.prefix(20).joined(separator: "\n"))")
        #expect(names.count > 20_000)
    }

    @Test("the byte path for ASCII names gives Foundation's words")
    func asciiTokensMatchFoundation() {
        for food in catalog.foods {
            for name in food.names + [food.name.uppercased() + " & Co's", "1/2-inch " + food.name] {
                #expect(FoodCatalog.tokens(of: name) == ReferenceResolver.tokens(name), "\(name)")
            }
        }
    }
}

/// The catalog's rule written plainly over strings: Foundation-folded words joined by spaces, the
/// longest run that is a name (the rightmost of equally long ones), then the same with singulars.
struct ReferenceResolver {
    private var byPhrase: [String: Food.ID] = [:]

    init(_ catalog: FoodCatalog) {
        for food in catalog.foods {
            for name in food.names {
                let phrase = ReferenceResolver.tokens(name).joined(separator: " ")
                if !phrase.isEmpty && byPhrase[phrase] == nil { byPhrase[phrase] = food.id }
            }
        }
        // Then every name with one word spelt another way, where no name has that phrase.
        for food in catalog.foods {
            for name in food.names {
                let words = ReferenceResolver.tokens(name)
                for (position, word) in words.enumerated() {
                    guard let group = ReferenceResolver.spellings.first(where: { $0.contains(word) }) else { continue }
                    for other in group where other != word {
                        var variant = words
                        variant[position] = other
                        let phrase = variant.joined(separator: " ")
                        if byPhrase[phrase] == nil { byPhrase[phrase] = food.id }
                    }
                }
            }
        }
    }

    /// Words a recipe spells several ways: the pepper, singular and plural.
    static let spellings: [Set<String>] = [["chili", "chile", "chilli"], ["chilies", "chiles", "chillies", "chilis"]]

    static func tokens(_ text: String) -> [String] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "’", with: "")
        return folded.components(separatedBy: CharacterSet.alphanumerics.inverted).filter { !$0.isEmpty }
    }

    func resolve(_ name: String) -> Food.ID? {
        let words = ReferenceResolver.tokens(name)
        // as written, unless the words made singular name a longer run ("naan breads")
        let written = longest(words), single = longest(words.map(FoodCatalog.singular))
        guard let written else { return single?.id }
        if let single, single.length > written.length { return single.id }
        return written.id
    }

    private func longest(_ words: [String]) -> (id: Food.ID, length: Int)? {
        for length in stride(from: words.count, to: 0, by: -1) {
            for start in stride(from: words.count - length, through: 0, by: -1) {
                if let id = byPhrase[words[start..<(start + length)].joined(separator: " ")] { return (id, length) }
            }
        }
        return nil
    }
}
