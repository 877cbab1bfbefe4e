import Foundation
import RecipleaseCore

// The words and food pools the generator writes recipes from. Written for this project.
// Weights say how often a food turns up relative to its neighbours in the same pool, so that
// onion, garlic, chicken and rice are everywhere and galangal is an occasional guest.

extension RecipeGenerator {
    /// How a food is measured on an ingredient line.
    enum Measure: Sendable, Hashable {
        /// Whole things counted: "2 carrots, diced", "1 large onion, chopped".
        case produce
        /// Counted only: "3 eggs", "8 corn tortillas".
        case piece
        /// Meat and fish by weight, or counted when they come in pieces: "500 g chicken thighs".
        case meat
        /// Leaves by the cup or the bunch: "2 cups baby spinach".
        case leafy
        /// Fresh herbs: "2 tbsp chopped fresh parsley", "4 sprigs thyme".
        case herb
        /// Spices by the spoon: "1 tsp cumin".
        case spice
        /// Liquids by the cup or millilitre: "2 cups chicken stock".
        case liquid
        /// Milk, cream and yogurt, in smaller amounts: "1/2 cup heavy cream".
        case cream
        /// Sauces and condiments by the spoon: "2 tbsp soy sauce".
        case sauce
        /// Rice, grains and lentils by the cup or gram.
        case grain
        /// Pasta and noodles by weight: "400 g spaghetti".
        case pasta
        /// Tins: "1 (400 g) can chickpeas, drained".
        case canned
        /// Cheese grated, shredded or crumbled.
        case cheese
        /// Butter and other solid fats.
        case fat
        /// Cocoa, chocolate, oats: cups, spoons or grams.
        case dry
        /// Flour for baking: cups or grams.
        case flour
        /// Sugar for baking: up to a cup, or grams.
        case sugar
        /// Leavening and extracts: "1 tsp baking powder".
        case teaspoon
        /// Nuts, seeds and dried fruit: "1/2 cup chopped walnuts".
        case nut
        /// "3 cloves garlic, minced".
        case garlic
        /// "1 tsp salt", "Salt to taste".
        case salt
        /// "1/2 tsp black pepper", "Black pepper to taste".
        case pepper
        /// "2 tbsp olive oil".
        case oil
        /// "4 slices sourdough bread".
        case bread
        /// Berries and small fruit by the cup.
        case berry
    }

    /// What a food does in a recipe; decides which pool it is drawn from and where its line goes.
    enum Role: Int, Sendable, Comparable, CaseIterable {
        case protein, base, egg, vegetable, salad, aromatic, fruit, flour, leavening, sugar, fat
        case dairy, cheese, liquid, sauce, acid, spice, herb, nut, flavoring, extract, accent, tail, oil, salt, pepper, water

        static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The pools food is drawn from.
    enum Pool: String, Sendable, CaseIterable {
        case meat, fish, plantProtein, breakfastMeat, onion, garlic, ginger, vegetable, saladVegetable, starch
        case rice, pasta, noodles, tortilla, flatbread, bread, bun, potato, stock, liquid, creamyLiquid, sauce, acid
        case savorySpice, sweetSpice, herb, dairy, cheese, nut, fruit, berry, sugar, sweetener, flour, leavening
        case vanilla, chocolate, butter, egg, milk, oats, yogurt, dipBase, wrapper, oil, salt, pepper, water
    }

    /// Each pool: its measure and its foods with their weights.
    static let pools: [Pool: (Measure, [(String, Double)])] = [
        .meat: (.meat, [
            ("chicken-breast", 12), ("chicken-thigh", 11), ("ground-beef", 9), ("chicken", 5), ("bacon", 4),
            ("pork-shoulder", 3), ("pork-chop", 3), ("steak", 3), ("beef", 3), ("ground-pork", 3),
            ("italian-sausage", 2.5), ("chorizo", 2), ("lamb", 2), ("ground-lamb", 2), ("ground-turkey", 2.5),
            ("chicken-wing", 2), ("chicken-drumstick", 2), ("pork-tenderloin", 2), ("chuck-roast", 1.5),
            ("sausage", 2), ("ham", 1.5), ("lamb-shoulder", 1), ("turkey-breast", 1), ("duck-breast", 0.8),
            ("short-rib", 0.8), ("brisket", 0.8), ("flank-steak", 1), ("pork-belly", 1), ("lamb-chop", 0.8),
            ("sirloin-steak", 0.8), ("pork-loin", 0.8), ("ground-chicken", 1), ("beef-shank", 0.3), ("oxtail", 0.3),
        ]),
        .fish: (.meat, [
            ("salmon", 9), ("shrimp", 9), ("cod", 4), ("canned-tuna", 3), ("tuna", 2), ("tilapia", 2),
            ("halibut", 1), ("mussel", 1.2), ("scallop", 1), ("squid", 1), ("crab", 0.8), ("mackerel", 1),
            ("sea-bass", 1), ("haddock", 1), ("trout", 1), ("clam", 0.8), ("smoked-salmon", 1), ("snapper", 0.6),
            ("sardine", 0.6), ("catfish", 0.5), ("swordfish", 0.4), ("monkfish", 0.3), ("octopus", 0.3),
        ]),
        .plantProtein: (.canned, [
            ("chickpeas", 9), ("black-beans", 6), ("lentils", 5), ("red-lentils", 4), ("kidney-beans", 3),
            ("cannellini-beans", 3), ("white-beans", 2), ("pinto-beans", 1.5), ("butter-beans", 1),
            ("black-eyed-peas", 1), ("split-peas", 0.8), ("edamame", 0.8), ("french-lentils", 0.6),
        ]),
        .breakfastMeat: (.meat, [
            ("bacon", 6), ("ham", 3), ("sausage", 3), ("chorizo", 2), ("smoked-salmon", 2), ("prosciutto", 1),
        ]),
        .onion: (.produce, [
            ("onion", 14), ("red-onion", 3), ("shallot", 2.5), ("green-onion", 2.5), ("white-onion", 1),
            ("leek", 1), ("sweet-onion", 0.4),
        ]),
        .garlic: (.garlic, [("garlic", 1)]),
        .ginger: (.spice, [("ginger", 1)]),
        .vegetable: (.produce, [
            ("carrot", 12), ("tomato", 11), ("bell-pepper", 7), ("red-bell-pepper", 6), ("potato", 5),
            ("zucchini", 6), ("spinach", 6), ("mushroom", 7), ("broccoli", 6), ("celery", 5), ("cherry-tomato", 4),
            ("green-bean", 4), ("eggplant", 4), ("cauliflower", 4), ("cabbage", 3), ("kale", 3),
            ("sweet-potato", 4), ("butternut-squash", 2), ("asparagus", 2), ("jalapeno", 3), ("corn", 3),
            ("baby-spinach", 3), ("chili-pepper", 2), ("bok-choy", 1.5), ("snow-pea", 1), ("okra", 0.8),
            ("fennel", 0.8), ("beet", 0.8), ("brussels-sprout", 1), ("pumpkin", 0.8), ("parsnip", 0.8),
            ("bean-sprouts", 0.8), ("napa-cabbage", 0.8), ("red-cabbage", 0.8), ("green-bell-pepper", 2),
            ("yellow-bell-pepper", 1), ("swiss-chard", 0.6), ("artichoke-hearts", 0.5), ("turnip", 0.4),
            ("leek", 1), ("avocado", 1.5), ("poblano-pepper", 0.6), ("sugar-snap-pea", 0.6), ("radish", 0.5),
            ("roma-tomato", 1), ("cremini-mushroom", 1), ("shiitake-mushroom", 0.8), ("frozen-peas", 1),
        ]),
        .saladVegetable: (.produce, [
            ("cucumber", 8), ("cherry-tomato", 7), ("tomato", 5), ("romaine-lettuce", 5), ("mixed-greens", 4),
            ("arugula", 4), ("baby-spinach", 4), ("avocado", 5), ("red-onion", 4), ("carrot", 3), ("radish", 2),
            ("red-bell-pepper", 3), ("lettuce", 3), ("kale", 2), ("cabbage", 2), ("red-cabbage", 1.5), ("corn", 1.5),
            ("celery", 1.5), ("fennel", 1), ("beet", 1), ("green-onion", 1.5), ("endive", 0.5), ("watercress", 0.5),
            ("butter-lettuce", 0.6), ("little-gem-lettuce", 0.4), ("radicchio", 0.5), ("snow-pea", 0.5),
        ]),
        .starch: (.grain, [
            ("rice", 9), ("basmati-rice", 4), ("jasmine-rice", 3), ("brown-rice", 2), ("quinoa", 3),
            ("couscous", 2), ("bulgur", 1), ("farro", 0.8), ("barley", 0.6), ("polenta", 0.6), ("wild-rice", 0.3),
        ]),
        .rice: (.grain, [
            ("rice", 8), ("basmati-rice", 5), ("jasmine-rice", 4), ("brown-rice", 2), ("sushi-rice", 1),
            ("arborio-rice", 0.5), ("cooked-rice", 1.5),
        ]),
        .pasta: (.pasta, [
            ("spaghetti", 8), ("pasta", 5), ("penne", 5), ("rigatoni", 2), ("fusilli", 2), ("linguine", 2),
            ("fettuccine", 2), ("farfalle", 1.5), ("macaroni", 2), ("orzo", 1.2), ("tagliatelle", 1),
            ("pappardelle", 0.8), ("orecchiette", 0.8), ("gnocchi", 1), ("tortellini", 0.8), ("ravioli", 0.6),
            ("lasagna-noodle", 0.8), ("bucatini", 0.5),
        ]),
        .noodles: (.pasta, [
            ("rice-noodles", 5), ("egg-noodles", 4), ("noodles", 4), ("udon-noodles", 2), ("ramen-noodles", 2),
            ("soba-noodles", 1.5), ("rice-vermicelli", 1.5), ("glass-noodles", 0.8),
        ]),
        .tortilla: (.piece, [("tortilla", 5), ("corn-tortilla", 5), ("taco-shell", 1)]),
        .flatbread: (.piece, [("pita", 5), ("flatbread", 4), ("naan", 3), ("pizza-dough", 2), ("puff-pastry", 1.5)]),
        .bread: (.bread, [
            ("bread", 6), ("sourdough-bread", 4), ("whole-wheat-bread", 2), ("baguette", 1.5), ("ciabatta", 1),
            ("rye-bread", 0.8), ("brioche", 0.6), ("english-muffin", 0.6), ("bagel", 0.6),
        ]),
        .bun: (.piece, [("hamburger-bun", 6), ("bread-roll", 2), ("brioche-bun", 1), ("pretzel-bun", 0.5)]),
        .potato: (.produce, [
            ("potato", 8), ("sweet-potato", 4), ("russet-potato", 2), ("yukon-gold-potato", 2), ("red-potato", 1),
            ("new-potato", 1),
        ]),
        .stock: (.liquid, [
            ("chicken-stock", 10), ("vegetable-stock", 7), ("beef-stock", 3), ("fish-stock", 0.6),
            ("bone-broth", 0.4), ("mushroom-stock", 0.3),
        ]),
        .liquid: (.liquid, [
            ("chicken-stock", 6), ("vegetable-stock", 4), ("canned-tomatoes", 6), ("crushed-tomatoes", 3),
            ("coconut-milk", 4), ("heavy-cream", 3), ("white-wine", 2.5), ("red-wine", 1.5), ("beef-stock", 2),
            ("tomato-sauce", 2), ("passata", 1), ("milk", 1.5), ("beer", 0.6),
            ("coconut-cream", 0.6), ("marinara-sauce", 1),
        ]),
        .creamyLiquid: (.cream, [
            ("milk", 10), ("heavy-cream", 5), ("buttermilk", 2), ("almond-milk", 1.5), ("oat-milk", 1),
            ("half-and-half", 1), ("coconut-milk", 1), ("soy-milk", 0.6),
        ]),
        .sauce: (.sauce, [
            ("soy-sauce", 10), ("tomato-paste", 8), ("dijon-mustard", 4), ("honey", 5), ("worcestershire-sauce", 3),
            ("fish-sauce", 2.5), ("hot-sauce", 2), ("sriracha", 1.5), ("brown-sugar", 2.5), ("sugar", 2),
            ("ketchup", 1), ("mayonnaise", 1.5), ("oyster-sauce", 1.5), ("sesame-oil", 3), ("hoisin-sauce", 1),
            ("maple-syrup", 1), ("cornstarch", 2.5), ("all-purpose-flour", 2), ("caper", 1), ("olive", 1),
            ("pesto", 1), ("salsa", 0.8), ("barbecue-sauce", 0.8), ("tahini", 0.8), ("sweet-chili-sauce", 0.5),
            ("teriyaki-sauce", 0.5), ("mustard", 0.8), ("chili-garlic-sauce", 0.5), ("miso", 0.6),
        ]),
        .acid: (.sauce, [
            ("lemon-juice", 10), ("lime-juice", 4), ("balsamic-vinegar", 3), ("red-wine-vinegar", 3),
            ("apple-cider-vinegar", 2.5), ("white-wine-vinegar", 2), ("rice-vinegar", 2), ("sherry-vinegar", 0.6),
            ("vinegar", 1),
        ]),
        .savorySpice: (.spice, [
            ("cumin", 10), ("paprika", 8), ("smoked-paprika", 5), ("chili-powder", 6), ("red-pepper-flakes", 6),
            ("dried-oregano", 6), ("garlic-powder", 6), ("turmeric", 5), ("coriander", 5), ("dried-thyme", 4),
            ("bay-leaf", 4), ("cayenne-pepper", 4), ("curry-powder", 4), ("cinnamon", 3), ("garam-masala", 3),
            ("italian-seasoning", 3), ("onion-powder", 3), ("nutmeg", 1.5), ("dried-basil", 2), ("dried-rosemary", 1.5),
            ("allspice", 1), ("ginger-powder", 1), ("five-spice-powder", 0.8), ("fennel-seed", 1), ("mustard-seed", 0.8),
            ("cardamom", 0.8), ("star-anise", 0.6), ("sumac", 0.6), ("za-atar", 0.6), ("chipotle-powder", 0.6),
            ("cajun-seasoning", 0.6), ("coriander-seed", 0.5), ("cumin-seed", 0.8), ("dried-parsley", 0.8),
            ("celery-salt", 0.2), ("sesame-seed", 1.5),
        ]),
        .sweetSpice: (.spice, [
            ("cinnamon", 10), ("nutmeg", 3), ("ginger-powder", 2), ("cardamom", 1.5), ("allspice", 1),
            ("pumpkin-pie-spice", 1), ("clove", 0.6),
        ]),
        .herb: (.herb, [
            ("parsley", 10), ("cilantro", 9), ("basil", 7), ("flat-leaf-parsley", 3), ("mint", 4), ("dill", 3),
            ("thyme", 4), ("rosemary", 3), ("chives", 3), ("green-onion", 3), ("oregano", 1), ("sage", 1),
            ("tarragon", 0.6), ("thai-basil", 0.6),
        ]),
        .dairy: (.cream, [
            ("sour-cream", 3), ("greek-yogurt", 3), ("yogurt", 3), ("heavy-cream", 3), ("cream-cheese", 2),
            ("milk", 2), ("creme-fraiche", 0.8),
        ]),
        .cheese: (.cheese, [
            ("parmesan", 9), ("cheddar", 7), ("feta", 5), ("mozzarella", 5), ("goat-cheese", 1.5), ("ricotta", 1.5),
            ("monterey-jack", 1.2), ("gruyere", 1), ("cotija", 0.8), ("pecorino-romano", 1), ("swiss-cheese", 0.6),
            ("halloumi", 0.6), ("blue-cheese", 0.6), ("fresh-mozzarella", 0.8), ("queso-fresco", 0.6),
        ]),
        .nut: (.nut, [
            ("walnut", 5), ("almond", 5), ("pecan", 3), ("peanut", 3), ("cashew", 3), ("pine-nut", 3),
            ("pistachio", 2), ("sesame-seed", 3), ("sunflower-seed", 1), ("pumpkin-seed", 1), ("hazelnut", 1),
            ("sliced-almonds", 2), ("shredded-coconut", 2), ("chia-seed", 1), ("raisin", 2), ("dried-cranberry", 2),
            ("flaxseed", 0.6), ("dried-apricot", 0.8), ("date", 0.6),
        ]),
        .fruit: (.produce, [
            ("banana", 8), ("apple", 8), ("lemon", 5), ("orange", 4), ("mango", 3), ("peach", 3), ("pear", 3),
            ("lime", 2), ("pineapple", 1.5), ("plum", 1), ("apricot", 1), ("fig", 0.8), ("pomegranate", 0.6),
            ("kiwi", 0.6), ("rhubarb", 1), ("nectarine", 0.6),
        ]),
        .berry: (.berry, [
            ("blueberry", 8), ("strawberry", 7), ("raspberry", 4), ("blackberry", 2), ("cherry", 2),
            ("cranberry", 1), ("frozen-berries", 1.5), ("berry", 1),
        ]),
        .sugar: (.sugar, [("sugar", 10), ("brown-sugar", 5), ("powdered-sugar", 2), ("demerara-sugar", 0.5), ("coconut-sugar", 0.3)]),
        .sweetener: (.sauce, [("honey", 6), ("maple-syrup", 5), ("agave-syrup", 0.6), ("golden-syrup", 0.5), ("molasses", 0.5)]),
        .flour: (.flour, [
            ("all-purpose-flour", 12), ("flour", 4), ("whole-wheat-flour", 1.5), ("self-rising-flour", 1),
            ("almond-flour", 1), ("cake-flour", 0.6), ("oat-flour", 0.4), ("spelt-flour", 0.3),
        ]),
        .leavening: (.teaspoon, [("baking-powder", 8), ("baking-soda", 5)]),
        .vanilla: (.teaspoon, [("vanilla-extract", 10), ("vanilla-bean-paste", 0.6), ("almond-extract", 0.6)]),
        .chocolate: (.dry, [
            ("chocolate-chips", 5), ("cocoa-powder", 5), ("dark-chocolate", 3), ("semisweet-chocolate", 1.5),
            ("white-chocolate", 1), ("milk-chocolate", 0.6),
        ]),
        .butter: (.fat, [("butter", 12), ("coconut-oil", 1), ("ghee", 0.5)]),
        .egg: (.piece, [("egg", 12), ("egg-yolk", 0.5), ("egg-white", 0.2)]),
        .milk: (.cream, [("milk", 10), ("buttermilk", 2), ("almond-milk", 1.5), ("oat-milk", 1), ("heavy-cream", 2)]),
        .oats: (.dry, [("oats", 10), ("steel-cut-oats", 1), ("granola", 2)]),
        .yogurt: (.cream, [("greek-yogurt", 6), ("yogurt", 5), ("coconut-yogurt", 0.5)]),
        .dipBase: (.canned, [("chickpeas", 8), ("black-beans", 2), ("cannellini-beans", 2), ("white-beans", 1)]),
        .wrapper: (.piece, [("tortilla", 5), ("rice-paper", 2), ("pita", 2), ("lettuce", 1), ("dumpling-wrapper", 1)]),
        .oil: (.oil, [
            ("olive-oil", 10), ("vegetable-oil", 5), ("extra-virgin-olive-oil", 2), ("canola-oil", 1),
            ("coconut-oil", 0.8), ("sunflower-oil", 0.5), ("avocado-oil", 0.3),
        ]),
        .salt: (.salt, [("salt", 10), ("kosher-salt", 2), ("sea-salt", 1), ("flaky-sea-salt", 0.3)]),
        .pepper: (.pepper, [("black-pepper", 10), ("white-pepper", 0.3)]),
        .water: (.liquid, [("water", 1)]),
    ]

    /// The cuisines of the bundled library, with how often each is drawn.
    static let cuisines: [(String, Double)] = [
        ("American", 9), ("Italian", 9), ("Mexican", 7), ("Indian", 7), ("Chinese", 7), ("French", 5),
        ("Japanese", 5), ("Thai", 5), ("British", 4), ("Greek", 4), ("Spanish", 4), ("Middle Eastern", 3),
        ("Korean", 3), ("Vietnamese", 3), ("Lebanese", 2), ("Moroccan", 2), ("Persian", 2), ("Turkish", 2),
        ("Caribbean", 2), ("German", 2), ("Brazilian", 2), ("Filipino", 2), ("Indonesian", 2), ("Peruvian", 2),
        ("Ethiopian", 1.5), ("Scandinavian", 1.5),
    ]

    /// Cuisines that reach for ginger and green onion far more often than the rest.
    static let gingerCuisines: Set<String> = [
        "Chinese", "Japanese", "Korean", "Thai", "Vietnamese", "Indian", "Indonesian", "Filipino", "Caribbean",
    ]

    /// Cuisines that mostly weigh in grams and millilitres.
    static let metricCuisines: Set<String> = [
        "British", "French", "German", "Italian", "Scandinavian", "Spanish", "Greek", "Turkish", "Indian",
        "Lebanese", "Moroccan", "Persian", "Ethiopian", "Brazilian", "Peruvian",
    ]

    /// The foods that say which cuisine a dish is from, savoury first, then the few sweet ones.
    static let accents: [String: [(String, Measure)]] = [
        "American": [("cheddar", .cheese), ("bacon", .meat), ("barbecue-sauce", .sauce), ("ketchup", .sauce),
                     ("brown-sugar", .dry), ("corn", .produce), ("ranch-dressing", .sauce), ("mustard", .sauce)],
        "Italian": [("parmesan", .cheese), ("basil", .herb), ("dried-oregano", .spice), ("canned-tomatoes", .canned),
                    ("mozzarella", .cheese), ("balsamic-vinegar", .sauce), ("pine-nut", .nut), ("red-pepper-flakes", .spice),
                    ("ricotta", .cheese), ("italian-seasoning", .spice)],
        "Indian": [("garam-masala", .spice), ("turmeric", .spice), ("cumin-seed", .spice), ("coriander", .spice),
                   ("ginger", .spice), ("ghee", .fat), ("cilantro", .herb), ("curry-leaf", .herb), ("mustard-seed", .spice),
                   ("green-chili-pepper", .produce), ("cardamom", .spice), ("kashmiri-chili-powder", .spice)],
        "Mexican": [("cumin", .spice), ("chili-powder", .spice), ("lime", .produce), ("cilantro", .herb),
                    ("jalapeno", .produce), ("corn-tortilla", .piece), ("black-beans", .canned), ("salsa", .sauce),
                    ("avocado", .produce), ("queso-fresco", .cheese), ("chipotle-in-adobo", .sauce)],
        "British": [("worcestershire-sauce", .sauce), ("butter", .fat), ("english-mustard", .sauce), ("frozen-peas", .produce),
                    ("dried-thyme", .spice), ("malt-vinegar", .sauce), ("cheddar", .cheese)],
        "Chinese": [("soy-sauce", .sauce), ("sesame-oil", .sauce), ("ginger", .spice), ("green-onion", .herb),
                    ("rice-vinegar", .sauce), ("hoisin-sauce", .sauce), ("oyster-sauce", .sauce), ("shaoxing-wine", .sauce),
                    ("five-spice-powder", .spice), ("cornstarch", .sauce), ("sichuan-peppercorn", .spice)],
        "Brazilian": [("lime", .produce), ("black-beans", .canned), ("farofa", .dry), ("coconut-milk", .canned),
                      ("malagueta-pepper", .produce), ("cilantro", .herb), ("cassava", .produce)],
        "Filipino": [("soy-sauce", .sauce), ("vinegar", .sauce), ("bay-leaf", .spice), ("calamansi", .produce),
                     ("fish-sauce", .sauce), ("coconut-milk", .canned), ("banana-ketchup", .sauce)],
        "French": [("butter", .fat), ("shallot", .produce), ("thyme", .herb), ("white-wine", .liquid),
                   ("dijon-mustard", .sauce), ("tarragon", .herb), ("herbes-de-provence", .spice), ("creme-fraiche", .cream),
                   ("gruyere", .cheese)],
        "Japanese": [("soy-sauce", .sauce), ("mirin", .sauce), ("miso", .sauce), ("dashi", .liquid), ("nori", .piece),
                     ("rice-vinegar", .sauce), ("sake", .sauce), ("bonito-flakes", .nut), ("sesame-seed", .nut)],
        "Lebanese": [("tahini", .sauce), ("sumac", .spice), ("flat-leaf-parsley", .herb), ("lemon-juice", .sauce),
                     ("za-atar", .spice), ("mint", .herb), ("pita", .piece), ("allspice", .spice), ("bulgur", .grain)],
        "Middle Eastern": [("tahini", .sauce), ("za-atar", .spice), ("cumin", .spice), ("pomegranate-molasses", .sauce),
                           ("sumac", .spice), ("pita", .piece), ("harissa", .sauce), ("greek-yogurt", .cream)],
        "Moroccan": [("ras-el-hanout", .spice), ("preserved-lemon", .piece), ("cinnamon", .spice), ("dried-apricot", .nut),
                     ("harissa", .sauce), ("couscous", .grain), ("saffron", .spice), ("olive", .nut)],
        "Persian": [("saffron", .spice), ("dried-lime", .piece), ("advieh", .spice), ("pomegranate", .produce),
                    ("dried-barberry", .nut), ("basmati-rice", .grain), ("dill", .herb), ("pistachio", .nut)],
        "Spanish": [("smoked-paprika", .spice), ("saffron", .spice), ("chorizo", .meat), ("sherry-vinegar", .sauce),
                    ("paella-rice", .grain), ("olive", .nut), ("piquillo-pepper", .produce), ("manchego", .cheese)],
        "Caribbean": [("scotch-bonnet", .produce), ("allspice", .spice), ("jerk-seasoning", .spice), ("thyme", .herb),
                      ("lime", .produce), ("coconut-milk", .canned), ("plantain", .produce), ("kidney-beans", .canned)],
        "Ethiopian": [("berbere", .spice), ("niter-kibbeh", .fat), ("injera", .piece), ("red-lentils", .grain),
                      ("mitmita", .spice), ("fenugreek", .spice), ("cardamom", .spice)],
        "German": [("sauerkraut", .nut), ("caraway-seed", .spice), ("mustard", .sauce), ("red-cabbage", .produce),
                   ("bratwurst", .meat), ("rye-bread", .bread), ("apple", .produce)],
        "Greek": [("feta", .cheese), ("dried-oregano", .spice), ("lemon-juice", .sauce), ("olive", .nut),
                  ("greek-yogurt", .cream), ("dill", .herb), ("cucumber", .produce), ("phyllo-dough", .piece)],
        "Indonesian": [("dark-soy-sauce", .sauce), ("shrimp-paste", .sauce), ("galangal", .spice), ("lemongrass", .herb),
                       ("peanut-sauce", .sauce), ("chili-garlic-sauce", .sauce), ("palm-sugar", .dry), ("coconut-milk", .canned)],
        "Korean": [("gochujang", .sauce), ("gochugaru", .spice), ("kimchi", .nut), ("sesame-oil", .sauce),
                   ("soy-sauce", .sauce), ("green-onion", .herb), ("doenjang", .sauce), ("sesame-seed", .nut)],
        "Peruvian": [("aji-amarillo-paste", .sauce), ("lime", .produce), ("huacatay", .herb), ("red-onion", .produce),
                     ("cilantro", .herb), ("aji-panca-paste", .sauce), ("sweet-potato", .produce)],
        "Scandinavian": [("dill", .herb), ("rye-bread", .bread), ("lingonberry-jam", .sauce), ("cardamom", .spice),
                         ("sour-cream", .cream), ("smoked-salmon", .meat), ("juniper-berry", .spice)],
        "Thai": [("fish-sauce", .sauce), ("coconut-milk", .canned), ("lime", .produce), ("lemongrass", .herb),
                 ("thai-basil", .herb), ("red-curry-paste", .sauce), ("green-curry-paste", .sauce),
                 ("kaffir-lime-leaf", .herb), ("thai-chili", .produce), ("palm-sugar", .dry)],
        "Turkish": [("sumac", .spice), ("aleppo-pepper", .spice), ("yogurt", .cream), ("tomato-pepper-paste", .sauce),
                    ("mint", .herb), ("bulgur", .grain), ("flat-leaf-parsley", .herb)],
        "Vietnamese": [("fish-sauce", .sauce), ("rice-noodles", .pasta), ("lime", .produce), ("mint", .herb),
                       ("cilantro", .herb), ("lemongrass", .herb), ("rice-paper", .piece), ("bean-sprouts", .leafy),
                       ("star-anise", .spice), ("thai-chili", .produce)],
    ]

    /// Catalog aisles the long tail may draw from in savoury and in sweet dishes, with the measure to use.
    static let savoryTail: [(String, Measure)] = [
        ("produce", .produce), ("spices", .spice), ("condiments", .sauce), ("international", .sauce),
        ("canned", .canned), ("grains & pasta", .grain), ("nuts & seeds", .nut),
    ]
    static let sweetTail: [(String, Measure)] = [("baking", .dry), ("nuts & seeds", .nut)]

    /// Leaves are measured by the cup or the bunch, not counted or diced.
    static let leafyRoots: Set<Food.ID> = [
        "lettuce", "spinach", "arugula", "kale", "mixed-greens", "watercress", "swiss-chard", "collard-greens",
        "mustard-greens", "endive", "mache", "microgreens", "dandelion-greens",
    ]
    /// Citrus is counted and juiced or zested.
    static let citrusRoots: Set<Food.ID> = ["lemon", "lime", "orange", "grapefruit"]

    // MARK: - Words

    static let savoryAdjectives = [
        "Easy", "Quick", "Spicy", "Smoky", "Creamy", "Crispy", "Garlicky", "Lemony", "Herby", "Sticky", "Zesty",
        "Golden", "Rustic", "Hearty", "Simple", "Classic", "Homestyle", "Fragrant", "Weeknight", "Honey-Glazed",
        "Tangy", "Peppery", "Fiery", "Light", "Summer", "Winter", "Cozy", "Saucy", "Sweet and Sour", "Family",
    ]
    static let sweetAdjectives = [
        "Easy", "Classic", "Fluffy", "Chewy", "Moist", "Rich", "Light", "Spiced", "Sticky", "Glazed", "Simple",
        "Summer", "Rustic", "Old-Fashioned", "Double", "Zesty", "Little", "Sunday", "Best-Ever", "Brown Butter",
    ]
    static let techniques = [
        "Roasted", "Grilled", "Braised", "Pan-Fried", "Slow-Cooked", "Baked", "Steamed", "Stir-Fried", "Poached",
        "Seared", "Sheet-Pan", "One-Pot", "Charred", "Smoked", "Blackened", "Crispy", "Skillet", "Glazed",
    ]

    /// Whether a dish is cooked at all, briefly, for a while, for hours, or in the oven.
    enum CookTime: Sendable {
        case none, quick, medium, long, bake, chill
    }

    /// How a dish is built; each shape has its own slots, steps and meal types.
    enum Shape: Sendable, CaseIterable {
        case main, soup, salad, eggBreakfast, batter, bowl, toast, bake, chilled, dip, fritter, skewer, wrap
    }

    struct Dish: Sendable {
        let word: String
        let shape: Shape
        let cook: CookTime
        /// The pool the dish is built on (spaghetti for a pasta dish, tortillas for tacos), if any.
        let base: Pool?
        /// Cuisines this dish belongs to; empty means any.
        let cuisines: Set<String>

        init(_ word: String, _ shape: Shape, _ cook: CookTime, base: Pool? = nil, _ cuisines: Set<String> = []) {
            self.word = word
            self.shape = shape
            self.cook = cook
            self.base = base
            self.cuisines = cuisines
        }
    }

    /// Dishes with how often they are made; the cuisine-bound ones only for their cuisines.
    static let dishes: [(Dish, Double)] = [
        // mains
        (Dish("Stew", .main, .long), 4), (Dish("Curry", .main, .medium, base: .rice), 4),
        (Dish("Stir-Fry", .main, .quick, base: .rice), 4), (Dish("Traybake", .main, .medium), 2),
        (Dish("Casserole", .main, .long), 2), (Dish("Skillet", .main, .medium), 3), (Dish("Roast", .main, .long), 2),
        (Dish("Rice Bowl", .main, .medium, base: .rice), 3), (Dish("Pasta", .main, .medium, base: .pasta), 5),
        (Dish("Noodles", .main, .quick, base: .noodles), 3), (Dish("Fried Rice", .main, .quick, base: .rice), 1.5),
        (Dish("Pilaf", .main, .medium, base: .rice), 1), (Dish("Braise", .main, .long), 1.5),
        (Dish("Gratin", .main, .bake, base: .potato), 1), (Dish("Pie", .main, .bake, base: .flatbread), 1),
        (Dish("Burgers", .main, .quick, base: .bun), 1.5), (Dish("Meatballs", .main, .medium), 1.5),
        (Dish("Bake", .main, .bake), 2), (Dish("Hash", .main, .medium, base: .potato), 1),
        (Dish("Grain Bowl", .main, .medium, base: .starch), 2), (Dish("Sheet-Pan Dinner", .main, .medium), 1.5),
        (Dish("Chili", .main, .long), 1.5), (Dish("Kebabs", .main, .quick), 1.5),
        (Dish("Tacos", .wrap, .quick, base: .tortilla, ["Mexican", "American"]), 4),
        (Dish("Enchiladas", .main, .bake, base: .tortilla, ["Mexican"]), 2),
        (Dish("Quesadillas", .wrap, .quick, base: .tortilla, ["Mexican", "American"]), 2),
        (Dish("Fajitas", .wrap, .quick, base: .tortilla, ["Mexican"]), 1.5),
        (Dish("Burrito Bowl", .main, .medium, base: .rice, ["Mexican"]), 1.5),
        (Dish("Biryani", .main, .long, base: .rice, ["Indian", "Persian"]), 2),
        (Dish("Dal", .soup, .medium, base: .rice, ["Indian"]), 2), (Dish("Masala", .main, .medium, base: .rice, ["Indian"]), 2),
        (Dish("Korma", .main, .medium, base: .rice, ["Indian"]), 1),
        (Dish("Risotto", .main, .medium, base: .rice, ["Italian"]), 2), (Dish("Ragu", .main, .long, base: .pasta, ["Italian"]), 2),
        (Dish("Lasagna", .main, .bake, base: .pasta, ["Italian"]), 1.5), (Dish("Frittata", .eggBreakfast, .quick, ["Italian", "Spanish"]), 1.5),
        (Dish("Donburi", .main, .quick, base: .rice, ["Japanese"]), 2), (Dish("Teriyaki", .main, .quick, base: .rice, ["Japanese"]), 2),
        (Dish("Ramen", .soup, .medium, base: .noodles, ["Japanese"]), 2), (Dish("Katsu", .main, .quick, base: .rice, ["Japanese"]), 1),
        (Dish("Chow Mein", .main, .quick, base: .noodles, ["Chinese"]), 2), (Dish("Dumplings", .wrap, .medium, base: .wrapper, ["Chinese", "Korean"]), 1.5),
        (Dish("Green Curry", .main, .medium, base: .rice, ["Thai"]), 2), (Dish("Larb", .salad, .quick, ["Thai"]), 1),
        (Dish("Pad Thai", .main, .quick, base: .noodles, ["Thai"]), 1.5),
        (Dish("Tagine", .main, .long, base: .starch, ["Moroccan"]), 3), (Dish("Paella", .main, .medium, base: .rice, ["Spanish"]), 2),
        (Dish("Tapas", .skewer, .quick, ["Spanish"]), 1), (Dish("Cassoulet", .main, .long, ["French"]), 1),
        (Dish("Tart", .bake, .bake, ["French", "British"]), 1.5), (Dish("Pot Pie", .main, .bake, base: .flatbread, ["British", "American"]), 1),
        (Dish("Bibimbap", .main, .medium, base: .rice, ["Korean"]), 2), (Dish("Jjigae", .soup, .medium, ["Korean"]), 1.5),
        (Dish("Pho", .soup, .long, base: .noodles, ["Vietnamese"]), 2), (Dish("Banh Mi", .wrap, .quick, base: .bread, ["Vietnamese"]), 1.5),
        (Dish("Spring Rolls", .wrap, .none, base: .wrapper, ["Vietnamese", "Thai", "Chinese", "Filipino"]), 1.5),
        (Dish("Souvlaki", .skewer, .quick, ["Greek"]), 2), (Dish("Moussaka", .main, .bake, ["Greek"]), 1),
        (Dish("Kofte", .skewer, .quick, ["Turkish", "Lebanese", "Middle Eastern"]), 2), (Dish("Pide", .main, .bake, base: .flatbread, ["Turkish"]), 1),
        (Dish("Shawarma", .wrap, .medium, base: .flatbread, ["Lebanese", "Middle Eastern"]), 2),
        (Dish("Fattoush", .salad, .none, ["Lebanese", "Middle Eastern"]), 1.5), (Dish("Khoresh", .main, .long, base: .rice, ["Persian"]), 2),
        (Dish("Polo", .main, .medium, base: .rice, ["Persian"]), 1.5), (Dish("Wat", .main, .long, ["Ethiopian"]), 3),
        (Dish("Tibs", .main, .quick, ["Ethiopian"]), 1.5), (Dish("Schnitzel", .main, .quick, ["German"]), 1.5),
        (Dish("Spaetzle", .main, .medium, ["German"]), 1), (Dish("Smorrebrod", .toast, .none, base: .bread, ["Scandinavian"]), 1.5),
        (Dish("Jerk", .main, .medium, base: .rice, ["Caribbean"]), 2), (Dish("Rice and Peas", .main, .medium, base: .rice, ["Caribbean"]), 1),
        (Dish("Moqueca", .soup, .medium, base: .rice, ["Brazilian"]), 2), (Dish("Feijoada", .main, .long, base: .rice, ["Brazilian"]), 2),
        (Dish("Ceviche", .salad, .none, ["Peruvian"]), 2), (Dish("Lomo Saltado", .main, .quick, base: .potato, ["Peruvian"]), 1.5),
        (Dish("Adobo", .main, .long, base: .rice, ["Filipino"]), 2.5), (Dish("Sinigang", .soup, .medium, ["Filipino"]), 1.5),
        (Dish("Pancit", .main, .quick, base: .noodles, ["Filipino"]), 1.5), (Dish("Rendang", .main, .long, base: .rice, ["Indonesian"]), 2),
        (Dish("Nasi Goreng", .main, .quick, base: .rice, ["Indonesian"]), 2), (Dish("Satay", .skewer, .quick, ["Indonesian", "Thai"]), 1.5),
        (Dish("Mac and Cheese", .main, .bake, base: .pasta, ["American"]), 1), (Dish("Sliders", .wrap, .quick, base: .bun, ["American"]), 1),
        (Dish("Pasty", .main, .bake, base: .flatbread, ["British"]), 0.8), (Dish("Crepes", .batter, .quick, ["French"]), 1),
        // soups
        (Dish("Soup", .soup, .medium), 6), (Dish("Chowder", .soup, .medium), 1.5), (Dish("Broth", .soup, .long), 1),
        (Dish("Noodle Soup", .soup, .medium, base: .noodles), 1.5), (Dish("Bisque", .soup, .medium), 0.6),
        // salads
        (Dish("Salad", .salad, .none), 8), (Dish("Slaw", .salad, .none), 1.5), (Dish("Grain Salad", .salad, .quick, base: .starch), 2),
        (Dish("Pasta Salad", .salad, .quick, base: .pasta), 1.5), (Dish("Noodle Salad", .salad, .quick, base: .noodles), 1),
        // breakfast
        (Dish("Omelette", .eggBreakfast, .quick), 3), (Dish("Scramble", .eggBreakfast, .quick), 2),
        (Dish("Breakfast Skillet", .eggBreakfast, .medium), 1.5), (Dish("Shakshuka", .eggBreakfast, .medium, ["Middle Eastern", "Moroccan", "Lebanese"]), 1.5),
        (Dish("Pancakes", .batter, .quick), 3), (Dish("Waffles", .batter, .quick), 1.5), (Dish("Muffins", .batter, .bake), 2.5),
        (Dish("Porridge", .bowl, .quick), 2), (Dish("Overnight Oats", .bowl, .chill), 1.5), (Dish("Granola", .bowl, .bake), 1),
        (Dish("Smoothie Bowl", .bowl, .none), 1.5), (Dish("Parfait", .bowl, .none), 1), (Dish("Toast", .toast, .quick, base: .bread), 2.5),
        (Dish("Breakfast Burritos", .wrap, .quick, base: .tortilla, ["Mexican", "American"]), 1),
        // desserts
        (Dish("Cake", .bake, .bake), 4), (Dish("Cookies", .bake, .bake), 3), (Dish("Crumble", .bake, .bake), 2),
        (Dish("Brownies", .bake, .bake), 1.5), (Dish("Loaf", .bake, .bake), 2), (Dish("Bars", .bake, .bake), 1.5),
        (Dish("Galette", .bake, .bake), 1), (Dish("Scones", .bake, .bake), 1), (Dish("Cupcakes", .bake, .bake), 1),
        (Dish("Pudding", .chilled, .chill), 1.5), (Dish("Mousse", .chilled, .chill), 1), (Dish("Panna Cotta", .chilled, .chill, ["Italian"]), 1),
        (Dish("Fool", .chilled, .none, ["British"]), 0.8), (Dish("Rice Pudding", .chilled, .medium, base: .rice), 1),
        // snacks
        (Dish("Dip", .dip, .none), 3), (Dish("Hummus", .dip, .none, ["Lebanese", "Middle Eastern", "Greek", "Turkish"]), 2),
        (Dish("Fritters", .fritter, .quick), 3), (Dish("Patties", .fritter, .quick), 1.5), (Dish("Skewers", .skewer, .quick), 2),
        (Dish("Bites", .skewer, .bake), 1.5), (Dish("Flatbread", .toast, .bake, base: .flatbread), 2),
        (Dish("Wraps", .wrap, .none, base: .tortilla), 2), (Dish("Lettuce Cups", .wrap, .quick), 1),
        (Dish("Empanadas", .fritter, .bake, base: .flatbread, ["Mexican", "Brazilian", "Peruvian", "Spanish"]), 1.5),
        (Dish("Samosas", .fritter, .quick, base: .flatbread, ["Indian"]), 1.5), (Dish("Pakoras", .fritter, .quick, ["Indian"]), 1.5),
        (Dish("Falafel", .fritter, .quick, ["Lebanese", "Middle Eastern"]), 1.5),
    ]

    /// Meal types each shape suits, with how strongly.
    static func mealTypes(for shape: Shape) -> [(MealType, Double)] {
        switch shape {
        case .main: [(.dinner, 10), (.lunch, 4), (.snack, 0.6), (.breakfast, 0.3), (.dessert, 0.05)]
        case .soup: [(.lunch, 10), (.dinner, 10), (.snack, 1), (.breakfast, 0.3), (.dessert, 0.05)]
        case .salad: [(.lunch, 10), (.dinner, 6), (.snack, 3), (.breakfast, 0.5), (.dessert, 0.1)]
        case .eggBreakfast, .bowl, .toast, .batter:
            [(.breakfast, 10), (.snack, 2.5), (.lunch, 2), (.dessert, 0.8), (.dinner, 0.4)]
        case .bake, .chilled: [(.dessert, 10), (.snack, 4), (.breakfast, 1.2), (.lunch, 0.2), (.dinner, 0.2)]
        case .dip, .fritter, .skewer, .wrap: [(.snack, 10), (.lunch, 3.5), (.dinner, 3), (.breakfast, 0.5), (.dessert, 0.2)]
        }
    }

    /// How many meal types a recipe names: mostly one or two, rarely all five.
    static let mealTypeCounts: [(Int, Double)] = [(1, 48), (2, 35), (3, 11), (4, 4.5), (5, 1.5)]

    /// How many ingredient lines a recipe has, 4 to 16, about 9 on average (as in the bundled library).
    static let ingredientCounts: [(Int, Double)] = [
        (4, 3), (5, 6), (6, 9), (7, 11), (8, 13), (9, 13), (10, 12), (11, 10), (12, 8), (13, 6), (14, 4), (15, 3), (16, 2),
    ]

    static let prepMinutes: [(Int, Double)] = [
        (5, 10), (10, 22), (15, 24), (20, 17), (25, 8), (30, 8), (35, 4), (40, 4), (45, 3),
    ]

    static func servings(for shape: Shape) -> [(Int, Double)] {
        switch shape {
        case .bake: [(4, 6), (6, 12), (8, 20), (10, 8), (12, 18), (9, 3)]
        case .eggBreakfast, .bowl, .toast: [(1, 14), (2, 40), (3, 6), (4, 30), (6, 8)]
        case .dip, .fritter, .skewer: [(4, 30), (6, 25), (8, 20), (2, 8), (10, 5), (12, 6)]
        default: [(4, 50), (2, 15), (6, 20), (8, 8), (1, 2), (3, 2), (5, 1), (10, 1), (12, 1)]
        }
    }

    static let stepCounts: [(Int, Double)] = [(2, 10), (3, 20), (4, 30), (5, 28), (6, 12)]
}
