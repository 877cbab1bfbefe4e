import Foundation
import RecipleaseCore

/// A picture for a recipe that has no photograph: an SVG illustration of the dish on a table,
/// composed from the recipe itself. The cuisine dresses the table, the title and meal type choose
/// the vessel (a bowl for a soup, a glass for a lassi, a board for bread), and the main foods are
/// drawn as simple shapes in their own colours. The same recipe always gives the same bytes.
public enum RecipeArtwork {
    public static let width = 640
    public static let height = 360

    public static func svg(for recipe: Recipe, catalog: FoodCatalog) -> String {
        var random = ArtworkRandom(seed: recipe.id.rawValue)
        let palette = TablePalette.forCuisines(recipe.cuisines, random: &random)
        let foods = ArtworkFoods(recipe: recipe, catalog: catalog)
        let dish = Dish(title: recipe.title, mealTypes: recipe.mealTypes)
        var scene = Scene(palette: palette, foods: foods, cuisines: recipe.cuisines, random: random)
        scene.draw(dish)
        return scene.canvas.document(width: width, height: height, title: recipe.title)
    }

    /// A short, stable digest of a picture, for an HTTP ETag (unlike `hashValue`, the same in every process).
    public static func fingerprint(of svg: String) -> String {
        String(FNV1a.hash(svg), radix: 16)
    }
}

/// The foods of a recipe as the picture sees them.
struct ArtworkFoods {
    /// Every food of the recipe with its look, in recipe order.
    let all: [(id: Food.ID, look: FoodLook)]
    /// The foods worth drawing in the dish, most important first.
    let shown: [FoodLook]
    /// Baking things laid beside the dish when it shows few foods of its own.
    let pantry: [FoodLook]
    /// The colour of the liquid the dish is cooked in, when it has one.
    let sauce: ArtColor?
    /// A spice that colours everything cooked with it (saffron, turmeric), when there is one.
    let tint: ArtColor?
    /// The ids of the recipe's foods and of their families ("granny-smith-apple" is an "apple").
    private let families: Set<String>

    init(recipe: Recipe, catalog: FoodCatalog) {
        // Eggs beaten into a batter or a coating are not seen as eggs: they lie whole beside the dish.
        let baking = recipe.foods.contains { ($0.rawValue == "flour" || catalog.ancestors(of: $0).contains("flour")) || $0.rawValue == "cornmeal" }
        let all = recipe.foods.map { id -> (id: Food.ID, look: FoodLook) in
            var look = FoodLook.of(id, catalog: catalog)
            if baking && look.shape == .egg { look = FoodLook(.wholeEgg, .pantry, "#f1e2c8", "#d9c4a0") }
            return (id: id, look: look)
        }
        self.all = all
        families = Set(recipe.foods.flatMap { [$0] + catalog.ancestors(of: $0) }.map(\.rawValue))
        var picked: [FoodLook] = []
        func take(_ role: FoodRole, _ limit: Int) {
            var taken = 0
            for entry in all where entry.look.role == role && taken < limit {
                // Two foods that would look the same (two cheeses, two chillies) are drawn once.
                guard !picked.contains(where: { $0.shape == entry.look.shape && $0.color == entry.look.color }) else { continue }
                picked.append(entry.look)
                taken += 1
            }
        }
        take(.main, 2)
        take(.base, 1)
        take(.side, 4 - min(4, picked.count))
        take(.garnish, min(2, 5 - picked.count))
        if picked.count < 3 { take(.minor, 3 - picked.count) }
        shown = picked
        take(.pantry, max(0, 3 - picked.count))
        pantry = Array(picked.dropFirst(shown.count))

        let sauces = all.filter { $0.look.role == .sauce }.map(\.look.color)
        // The most vivid spice wins: saffron and turmeric colour a pot more than garam masala does.
        let tints = all.filter { $0.look.role == .tint }.map(\.look.color)
            .sorted { $0.chroma > $1.chroma }
        tint = tints.first
        if var liquid = sauces.first {
            for other in sauces.dropFirst().prefix(2) { liquid = liquid.mixed(with: other, 0.3) }
            if let tint = tints.first { liquid = liquid.mixed(with: tint, 0.4) }
            sauce = liquid
        } else if let tint = tints.first {
            sauce = tint.lighter(0.25)
        } else {
            sauce = nil
        }
    }

    /// Whether the recipe uses any of these foods, or a kind of one of them.
    func has(_ ids: Set<String>) -> Bool {
        !families.isDisjoint(with: ids)
    }

    /// The shown foods that play these roles; a grain base takes the colour of the spice it was cooked with.
    func looks(_ roles: Set<FoodRole>) -> [FoodLook] {
        shown.filter { roles.contains($0.role) }.map { $0.role == .base && $0.shape == .grains ? $0.tinted(by: tint) : $0 }
    }

    /// The first shown food that is not a leaf or a seed: what fills or tops a dish.
    var colourful: FoodLook? {
        shown.first { $0.role == .side || $0.role == .main } ?? shown.first
    }
}

/// What the food is served in or on, read from the words of the title.
enum Dish: Equatable {
    case plate, soup, composed, skillet, bake, glass, cake, pie, cup, ramekin, dip
    case stack(Stack)
    case pieces(Piece)
    case board(BoardItem)

    enum Stack: Equatable { case pancakes, waffles, crepes, toast }
    enum Piece: Equatable { case ball, crescent, triangle, square, disc, roll, skewer, nugget }
    enum BoardItem: Equatable { case loaf, pizza, flatbread, toast, sandwich, baguette }

    init(title: String, mealTypes: [MealType]) {
        let raw = FoodCatalog.tokens(of: title)
        // Titles are plural more often than not: "cookies", "spring rolls", "tacos".
        let plain = raw.map { $0.count > 3 && $0.hasSuffix("s") && !$0.hasSuffix("ss") ? String($0.dropLast()) : $0 }
        let words = Set(raw + plain + raw.map(FoodCatalog.singular))
        let texts = [" " + raw.joined(separator: " ") + " ", " " + plain.joined(separator: " ") + " "]
        func any(_ list: [String]) -> Bool {
            list.contains { phrase in
                phrase.contains(" ") ? texts.contains { $0.contains(" \(phrase) ") } : words.contains(phrase)
            }
        }
        let dessert = mealTypes.contains(.dessert)

        if any(["smoothie", "lassi", "juice", "lemonade", "milkshake", "shake", "latte", "chai", "cocktail", "punch",
                "horchata", "agua fresca", "spritzer", "cooler", "soda", "colada", "frappe", "hot chocolate", "drink",
                "ayran", "chicha", "eggnog", "sangria", "mojito", "limonada", "iced tea", "coffee"]) && !any(["cake", "bowl"]) {
            self = .glass
        } else if any(["spring roll", "summer roll", "egg roll", "lumpia", "churro", "taquito", "burrito", "wrap",
                       "croquette", "kimbap", "grape leaves", "dolma", "cigar", "rolled"]) {
            self = .pieces(.roll)
        } else if any(["skewer", "kebab", "kabob", "satay", "yakitori", "souvlaki", "anticucho", "brochette", "shashlik"]) {
            self = .pieces(.skewer)
        } else if any(["ball", "meatball", "bite", "truffle", "brigadeiro", "falafel", "arancini", "laddoo", "loukoumade",
                       "cheese bread", "gougere"]) {
            self = .pieces(.ball)
        } else if any(["dumpling", "empanada", "gyoza", "pasty", "pastie", "patty", "patties", "pierogi", "taco",
                       "quesadilla", "gozleme", "calzone"]) {
            self = .pieces(.crescent)
        } else if any(["samosa", "onigiri"]) {
            self = .pieces(.triangle)
        } else if any(["brownie", "bar", "square", "baklava", "delight", "fudge", "shortbread", "flapjack", "kataifi", "financier"]) {
            self = .pieces(.square)
        } else if any(["fried chicken", "karaage", "nugget", "tender", "wing", "tempura"]) {
            self = .pieces(.nugget)
        } else if any(["waffle"]) {
            self = .stack(.waffles)
        } else if any(["crepe", "sarrasin"]) {
            self = .stack(.crepes)
        } else if any(["french toast", "pain perdu"]) {
            self = .stack(.toast)
        } else if any(["pancake", "hotcake"]) && !any(["scallion"]) {
            self = .stack(.pancakes)
        } else if any(["cookie", "biscuit", "scone", "muffin", "fritter", "bhaji", "latke", "hotteok", "dorayaki",
                       "pakora", "arepa", "pupusa", "doubles", "tarts", "blini", "crumpet", "bun", "pretzel",
                       "scallion pancake", "okonomiyaki", "socca", "madeleine"]) && !any(["bo bun"]) || (any(["cake"]) && !dessert && !any(["cake sale"])) {
            self = .pieces(.disc)
        } else if any(["pizza", "flatbread pizza", "pissaladiere"]) {
            self = .board(.pizza)
        } else if any(["banh mi", "sub", "hoagie", "baguette"]) {
            self = .board(.baguette)
        } else if any(["sandwich", "melt", "croque", "panini", "burger", "toastie"]) {
            self = .board(.sandwich)
        } else if any(["toast", "bruschetta", "rarebit", "tartine", "tomato bread", "crostini"]) {
            self = .board(.toast)
        } else if any(["flatbread", "naan", "pita", "injera", "paratha", "roti", "msemen", "focaccia", "spiced bread"])
                    && !any(["poulet roti", "roti de"]) {
            // "roti" is a flatbread, and in French a roast ("poulet rôti", "rôti de porc")
            self = .board(.flatbread)
        } else if any(["bread", "loaf", "cake sale"]) {
            self = .board(.loaf)
        } else if any(["cake", "cheesecake", "torte", "gateau", "sponge", "tres leches", "fondant"]) {
            self = .cake
        } else if any(["shepherd", "cottage pie", "crumble", "cobbler", "parmentier", "clafoutis", "far breton"]) {
            self = .bake
        } else if any(["pie", "tart", "tarte", "quiche", "galette", "pastilla", "spanakopita"]) {
            self = .pie
        } else if any(["mousse", "parfait", "tiramisu", "mess", "trifle", "panna cotta", "affogato", "pudding", "posset",
                       "fool", "yogurt with", "overnight oats", "granola"]) {
            self = .cup
        } else if any(["brulee", "flan", "custard", "creme caramel", "souffle", "steamed eggs", "catalana", "œuf cocotte",
                       "oeuf cocotte"]) {
            self = .ramekin
        } else if any(["dip", "hummus", "guacamole", "tzatziki", "ganoush", "salsa", "pico", "muhammara", "labneh",
                       "spread", "raita", "chutney", "sauce", "tapenade", "pate", "rillettes"]) && !raw.contains("pates") {
            // "pâté" is a spread, "pâtes" are pasta
            self = .dip
        } else if any(["bowl", "salad", "slaw", "poke", "bibimbap", "buddha", "tabbouleh", "fattoush", "nicoise",
                       "ceviche", "sunomono", "gado", "oyakodon", "donburi", "causa", "salade", "taboule", "bo bun"]) {
            self = .composed
        } else if any(["skillet", "frittata", "shakshuka", "omelette", "omelet", "paella", "hash", "fried rice",
                       "stir fry", "huevos", "scrambled", "chilaquiles", "pisto", "squeak", "goreng", "ratatouille",
                       "sauteed", "fried", "pan", "tibs", "bok choy", "edamame", "plantains", "pancit", "stir",
                       "piperade", "tortilla espagnole", "poelee", "brouille"]) {
            self = .skillet
        } else if any(["bake", "baked", "casserole", "lasagna", "lasagne", "gratin", "moussaka", "enchilada",
                       "jansson", "hasselback", "traybake", "pastitsio", "dauphinois", "temptation", "kugel",
                       "gratinee", "tartiflette", "tian"]) {
            self = .bake
        } else if any(["soup", "stew", "curry", "dal", "dhal", "chili", "ramen", "pho", "broth", "chowder", "congee",
                       "porridge", "oatmeal", "gumbo", "bisque", "gazpacho", "laksa", "tagine", "goulash", "stroganoff",
                       "jjigae", "sinigang", "tinola", "harira", "pozole", "caldo", "avgolemono", "masala", "rendang",
                       "korma", "vindaloo", "rogan", "massaman", "wat", "shiro", "callaloo", "kheer", "feijoada",
                       "moqueca", "khoresh", "minestrone", "borscht", "sambar", "coconut milk", "braised", "chana",
                       "palak", "gobi", "adobo", "sinigang", "risotto", "mac", "macaroni",
                       // French titles: soups, stews and braises
                       "soupe", "veloute", "potage", "gaspacho", "blanquette", "bourguignon", "pot au feu",
                       "navarin", "carbonade", "mariniere", "tajine", "daube", "mafe"]) {
            self = .soup
        } else if dessert {
            self = .cup
        } else {
            self = .plate
        }
    }
}
