import Foundation
import RecipleaseCore

/// The simple shape a food is drawn as, seen from above.
enum FoodShape: Sendable {
    case leaf, sprig, round, berry, wheel, coin, ring, chunk, fillet, flakyFillet, shrimp
    case egg, halfEgg, grains, roundGrains, noodles, tubes, beans, seeds, shreds, wedge
    case dollop, bread, mushroom, floret, avocado, strip, rasher, link, crumbs, nut, leafy
    /// Baking things, drawn as they sit on the counter: a whole egg, a block of butter,
    /// a little bowl of flour or sugar, a cinnamon stick.
    case wholeEgg, block, powder, stick
}

/// The part a food plays in the picture, in the order foods are chosen to be drawn.
enum FoodRole: Int, Sendable, Comparable {
    /// The protein the dish is built around.
    case main
    /// Rice, grains, pasta, noodles: the bed the rest sits on.
    case base
    /// Vegetables, fruit, beans, cheese.
    case side
    /// Herbs, seeds, nuts, chilli: scattered on top.
    case garnish
    /// Onion, garlic, celery: in almost everything, so drawn only when little else is.
    case minor
    /// Flour, sugar, butter, eggs in a batter: not seen in the dish, but laid beside a cake or
    /// a stack of pancakes they say what it is made of.
    case pantry
    /// Liquids and sauces: they colour a soup, a curry or a drink rather than being drawn.
    case sauce
    /// Spices that stain what they are cooked in (turmeric, paprika, curry powder).
    case tint
    /// Salt, oil, flour, sugar, baking powder: not visible in the finished dish.
    case hidden

    static func < (lhs: FoodRole, rhs: FoodRole) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How one food looks: its shape, its colour, a second colour for detail, and its role.
struct FoodLook: Sendable {
    let shape: FoodShape
    let role: FoodRole
    let color: ArtColor
    let detail: ArtColor

    init(_ shape: FoodShape, _ role: FoodRole, _ color: String, _ detail: String? = nil) {
        self.shape = shape
        self.role = role
        self.color = ArtColor(color)
        self.detail = detail.map(ArtColor.init) ?? ArtColor(color).lighter(0.45)
    }

    init(_ shape: FoodShape, _ role: FoodRole, color: ArtColor, detail: ArtColor) {
        self.shape = shape
        self.role = role
        self.color = color
        self.detail = detail
    }

    /// The same food stained by a spice: saffron rice, turmeric potatoes.
    func tinted(by tint: ArtColor?) -> FoodLook {
        guard let tint else { return self }
        return FoodLook(shape, role, color: color.mixed(with: tint, 0.5), detail: detail.mixed(with: tint, 0.6))
    }

    static let hidden = FoodLook(.crumbs, .hidden, "#cccccc")
}

extension FoodLook {
    /// The look of a catalog food: its own entry, else its nearest ancestor's, else (outside the
    /// spice rack) one of the words of its id, else its aisle's.
    static func of(_ id: Food.ID, catalog: FoodCatalog) -> FoodLook {
        for candidate in [id] + catalog.ancestors(of: id) {
            if let look = table[candidate.rawValue] { return look }
        }
        let aisle = catalog[id]?.aisle ?? ""
        // "ginger powder" is not a piece of ginger: spices only match by id or family.
        if aisle != "spices" {
            for word in id.rawValue.split(separator: "-").reversed() {
                if let look = table[String(word)] { return look }
            }
        }
        return byAisle[aisle] ?? .hidden
    }

    static let byAisle: [String: FoodLook] = [
        "produce": FoodLook(.chunk, .side, "#8db255"),
        "meat & fish": FoodLook(.fillet, .main, "#9a5a3c", "#6b3420"),
        "dairy & eggs": FoodLook(.dollop, .side, "#f8f1df"),
        "grains & pasta": FoodLook(.grains, .base, "#f3ead2", "#d8c9a4"),
        "bakery": FoodLook(.bread, .side, "#c98a3d", "#f1d9a5"),
        "canned": FoodLook(.beans, .side, "#c9a26b"),
        "frozen": FoodLook(.chunk, .side, "#9cc069"),
        "nuts & seeds": FoodLook(.nut, .garnish, "#b9824d"),
        "condiments": FoodLook(.dollop, .sauce, "#b5651d"),
        "international": FoodLook(.dollop, .sauce, "#8a5a2b"),
        "drinks": FoodLook(.dollop, .sauce, "#c98b3a"),
    ]

    // Keys are catalog food ids (or family ids, or single words of ids). Colours are cooked colours.
    static let table: [String: FoodLook] = [
        // Never seen on the plate.
        "salt": .hidden, "pepper": .hidden, "water": .hidden, "oil": .hidden, "starch": .hidden, "baking-powder": .hidden, "baking-soda": .hidden,
        "yeast": .hidden, "vanilla-extract": .hidden, "vinegar": .hidden, "lemon-juice": .hidden,
        "lime-juice": .hidden, "lemon-zest": .hidden, "lime-zest": .hidden, "orange-zest": .hidden,
        "garlic-powder": .hidden, "onion-powder": .hidden, "msg": .hidden, "bay-leaf": .hidden,
        "fish-sauce": .hidden, "shortening": .hidden, "lard": .hidden, "gelatin": .hidden,
        "cream-of-tartar": .hidden, "almond-extract": .hidden, "rose-water": .hidden,
        "orange-blossom-water": .hidden, "ice": .hidden, "nutmeg": .hidden,
        "clove": .hidden, "allspice": .hidden, "star-anise": .hidden,
        "cumin": .hidden, "coriander": .hidden, "ginger-powder": .hidden, "dried-herbs": .hidden,
        "bouillon-cube": .hidden, "mirin": .hidden, "wine": .hidden, "liquor": .hidden,
        "worcestershire-sauce": .hidden, "egg-wash": .hidden, "xanthan-gum": .hidden,
        "vegetable-oil": .hidden, "olive-oil": .hidden, "sesame-oil": .hidden,
        "ghee": .hidden, "margarine": .hidden, "vegan-butter": .hidden,
        "breadcrumbs": .hidden, "bread-crumbs": .hidden, "panko": .hidden, "oregano": .hidden,
        "marjoram": .hidden, "dried-oregano": .hidden, "dried-basil": .hidden, "dried-thyme": .hidden,
        "dried-rosemary": .hidden, "dried-sage": .hidden, "dried-parsley": .hidden, "dried-dill": .hidden,
        "dried-mint": .hidden, "dried-chives": .hidden, "dried-cilantro": .hidden, "dried-tarragon": .hidden,
        "dried-marjoram": .hidden,
        "tomato-paste": FoodLook(.dollop, .tint, "#b8321f"),

        // The baking shelf: shown beside the dish, never in it.
        "flour": FoodLook(.powder, .pantry, "#fbf9f3", "#e9e3d6"),
        "whole-wheat-flour": FoodLook(.powder, .pantry, "#e3cfae", "#c9b08a"),
        "chickpea-flour": FoodLook(.powder, .pantry, "#f3dc94", "#dcc070"),
        "rice-flour": FoodLook(.powder, .pantry, "#fdfcf8", "#ebe6dc"),
        "semolina": FoodLook(.powder, .pantry, "#f3dc94", "#dcc070"),
        "cornmeal": FoodLook(.powder, .pantry, "#f6cf5a", "#e0b43a"),
        "sugar": FoodLook(.powder, .pantry, "#fefefe", "#e6e6ea"),
        "brown-sugar": FoodLook(.powder, .pantry, "#c98a4a", "#a86a30"),
        "powdered-sugar": FoodLook(.powder, .pantry, "#ffffff", "#eeeef2"),
        "butter": FoodLook(.block, .pantry, "#f8e08a", "#fbeeb8"),
        "cinnamon": FoodLook(.stick, .pantry, "#9a5a2c", "#7a4020"),
        "cardamom": FoodLook(.beans, .pantry, "#9cb06a", "#c0cc90"),

        // Spices that colour the pot.
        "turmeric": FoodLook(.seeds, .tint, "#e0a21a"),
        "curry-powder": FoodLook(.seeds, .tint, "#d49a2a"),
        "garam-masala": FoodLook(.seeds, .tint, "#a8652f"),
        "spice-blend": FoodLook(.seeds, .tint, "#b5702d"),
        "paprika": FoodLook(.seeds, .tint, "#c4402b"),
        "chili-powder": FoodLook(.seeds, .tint, "#b8361f"),
        "saffron": FoodLook(.seeds, .tint, "#e8a317"),
        "cocoa-powder": FoodLook(.seeds, .tint, "#4a2c21"),
        "sumac": FoodLook(.seeds, .garnish, "#8e2b3a"),
        "red-pepper-flakes": FoodLook(.seeds, .garnish, "#c0392b"),
        "za-atar": FoodLook(.seeds, .garnish, "#7d8a3c"),
        "thai-curry-paste": FoodLook(.dollop, .tint, "#b8442b"),
        "green-curry-paste": FoodLook(.dollop, .tint, "#6f9a3a"),
        "berbere": FoodLook(.seeds, .tint, "#a8321f"),

        // Liquids and sauces.
        "stock": FoodLook(.dollop, .sauce, "#e2b45a"),
        "chicken-stock": FoodLook(.dollop, .sauce, "#e6bd62"),
        "beef-stock": FoodLook(.dollop, .sauce, "#8a4b2a"),
        "vegetable-stock": FoodLook(.dollop, .sauce, "#d9a74c"),
        "fish-stock": FoodLook(.dollop, .sauce, "#e7c77d"),
        "dashi": FoodLook(.dollop, .sauce, "#e8c98a"),
        "canned-tomatoes": FoodLook(.dollop, .sauce, "#c93a28"),
        "marinara-sauce": FoodLook(.dollop, .sauce, "#c0321f"),
        "enchilada-sauce": FoodLook(.dollop, .sauce, "#a83220"),
        "salsa": FoodLook(.dollop, .sauce, "#d14a2e"),
        "salsa-verde": FoodLook(.dollop, .sauce, "#7aa13d"),
        "coconut-milk": FoodLook(.dollop, .sauce, "#f6efdf"),
        "milk": FoodLook(.dollop, .sauce, "#fbf8f1"),
        "plant-milk": FoodLook(.dollop, .sauce, "#f4ecdc"),
        "cream": FoodLook(.dollop, .sauce, "#fbf4e2"),
        "sour-cream": FoodLook(.dollop, .side, "#fbf6ea", "#e8dfcc"),
        "yogurt": FoodLook(.dollop, .side, "#fbf8f0", "#e7e0d2"),
        "soy-sauce": FoodLook(.dollop, .sauce, "#6b3a1e"),
        "oyster-sauce": FoodLook(.dollop, .sauce, "#5a3320"),
        "hoisin-sauce": FoodLook(.dollop, .sauce, "#5a2418"),
        "teriyaki-sauce": FoodLook(.dollop, .sauce, "#6e3a1c"),
        "miso": FoodLook(.dollop, .sauce, "#c98f4a"),
        "gochujang": FoodLook(.dollop, .sauce, "#b3261e"),
        "doubanjiang": FoodLook(.dollop, .sauce, "#9c2a1a"),
        "harissa": FoodLook(.dollop, .sauce, "#b0301f"),
        "peanut-sauce": FoodLook(.dollop, .sauce, "#c68642"),
        "peanut-butter": FoodLook(.dollop, .sauce, "#c68642"),
        "tahini": FoodLook(.dollop, .sauce, "#e3c99a"),
        "pesto": FoodLook(.dollop, .sauce, "#4e8c2b"),
        "mole-sauce": FoodLook(.dollop, .sauce, "#4a2418"),
        "barbecue-sauce": FoodLook(.dollop, .sauce, "#6b2a17"),
        "hot-sauce": FoodLook(.dollop, .sauce, "#d03a1f"),
        "ketchup": FoodLook(.dollop, .sauce, "#c0271d"),
        "mayonnaise": FoodLook(.dollop, .sauce, "#fbf3d6"),
        "mustard": FoodLook(.dollop, .sauce, "#d9a520"),
        "honey": FoodLook(.dollop, .sauce, "#e9a826"),
        "maple-syrup": FoodLook(.dollop, .sauce, "#b5651d"),
        "molasses": FoodLook(.dollop, .sauce, "#4a2410"),
        "golden-syrup": FoodLook(.dollop, .sauce, "#e0a030"),
        "dulce-de-leche": FoodLook(.dollop, .sauce, "#c07a35"),
        "caramel-sauce": FoodLook(.dollop, .sauce, "#c07a35"),
        "chocolate-syrup": FoodLook(.dollop, .sauce, "#4a2c21"),
        "jam": FoodLook(.dollop, .sauce, "#c0223b"),
        "apricot-jam": FoodLook(.dollop, .sauce, "#e8902a"),
        "orange-marmalade": FoodLook(.dollop, .sauce, "#e8842a"),
        "lemon-curd": FoodLook(.dollop, .sauce, "#f3cf3e"),
        "sweetened-condensed-milk": FoodLook(.dollop, .sauce, "#f6e7c3"),
        "evaporated-milk": FoodLook(.dollop, .sauce, "#f6ecd5"),
        "juice": FoodLook(.dollop, .sauce, "#f2a03a"),
        "orange-juice": FoodLook(.dollop, .sauce, "#f5a623"),
        "apple-juice": FoodLook(.dollop, .sauce, "#e8b84a"),
        "coffee": FoodLook(.dollop, .sauce, "#4b2e1e"),
        "tea": FoodLook(.dollop, .sauce, "#b06a2a"),
        "beer": FoodLook(.dollop, .sauce, "#c58b2a"),
        "red-wine": FoodLook(.dollop, .sauce, "#7b1e2b"),
        "applesauce": FoodLook(.dollop, .side, "#e9cf8a"),
        "hummus": FoodLook(.dollop, .side, "#e2c493", "#c9a46b"),
        "guacamole": FoodLook(.dollop, .side, "#9cbf4a", "#7aa13d"),
        "tzatziki": FoodLook(.dollop, .side, "#f3f3e8", "#9cbf7a"),
        "chutney": FoodLook(.dollop, .side, "#b8662a"),
        "kimchi": FoodLook(.strip, .side, "#d8452b", "#f3c3a8"),
        "sauerkraut": FoodLook(.shreds, .side, "#efe3b0"),
        "pickle": FoodLook(.coin, .side, "#7a9a3a", "#c9d98a"),
        "olive": FoodLook(.berry, .garnish, "#4a4a2a", "#6b6b3a"),
        "caper": FoodLook(.seeds, .garnish, "#6b7a3a"),

        // Meat, fish and other mains.
        "chicken": FoodLook(.fillet, .main, "#d9a066", "#b9773f"),
        "chicken-breast": FoodLook(.fillet, .main, "#e0ad72", "#b9773f"),
        "chicken-thigh": FoodLook(.fillet, .main, "#c98a4f", "#9a5a2c"),
        "chicken-wing": FoodLook(.chunk, .main, "#c98a4f", "#9a5a2c"),
        "ground-chicken": FoodLook(.crumbs, .main, "#d9b083", "#b98a5a"),
        "turkey": FoodLook(.fillet, .main, "#d4a272", "#a8733f"),
        "duck": FoodLook(.fillet, .main, "#9a4a30", "#6b2a18"),
        "beef": FoodLook(.chunk, .main, "#7a3b2a", "#5a2818"),
        "steak": FoodLook(.fillet, .main, "#8a4330", "#4a2015"),
        "ground-beef": FoodLook(.crumbs, .main, "#7e4a36", "#5a2f20"),
        "ground-meat": FoodLook(.crumbs, .main, "#7e4a36", "#5a2f20"),
        "ground-lamb": FoodLook(.crumbs, .main, "#8a5038", "#5a2f20"),
        "ground-pork": FoodLook(.crumbs, .main, "#b57a5a", "#8a5038"),
        "ground-turkey": FoodLook(.crumbs, .main, "#c9a078", "#9a7048"),
        "oxtail": FoodLook(.chunk, .main, "#6b3020", "#4a2015"),
        "short-rib": FoodLook(.chunk, .main, "#6b3020", "#4a2015"),
        "pork": FoodLook(.chunk, .main, "#c98b6a", "#9a5a3c"),
        "pork-belly": FoodLook(.chunk, .main, "#a4552e", "#f1d2b0"),
        "pork-chop": FoodLook(.fillet, .main, "#d39a72", "#9a5a3c"),
        "pork-cutlet": FoodLook(.fillet, .main, "#d9a25a", "#b07a3a"),
        "ham": FoodLook(.rasher, .main, "#e58a8a", "#f6d2cc"),
        "prosciutto": FoodLook(.rasher, .main, "#d96b6b", "#f6d2cc"),
        "bacon": FoodLook(.rasher, .main, "#b8483a", "#f3c9b0"),
        "sausage": FoodLook(.link, .main, "#9c4a2b", "#c97a5a"),
        "chorizo": FoodLook(.coin, .main, "#b23a22", "#d96a48"),
        "salami": FoodLook(.coin, .main, "#b8404a", "#e9a0a0"),
        "lamb": FoodLook(.chunk, .main, "#8b4a34", "#5a2818"),
        "lamb-chop": FoodLook(.fillet, .main, "#8b4a34", "#5a2818"),
        "goat": FoodLook(.chunk, .main, "#7a4030", "#5a2818"),
        "liver": FoodLook(.fillet, .main, "#6b2a24", "#4a1a15"),
        "fish": FoodLook(.flakyFillet, .main, "#f2e6d0", "#ffffff"),
        "salmon": FoodLook(.flakyFillet, .main, "#f08a64", "#fde0d0"),
        "smoked-salmon": FoodLook(.rasher, .main, "#f07a5a", "#fbc3a8"),
        "trout": FoodLook(.flakyFillet, .main, "#f2a07a", "#fde0d0"),
        "tuna": FoodLook(.flakyFillet, .main, "#c4646a", "#efb8b8"),
        "canned-tuna": FoodLook(.crumbs, .main, "#d9b99a", "#c49a78"),
        "salt-cod": FoodLook(.flakyFillet, .main, "#f4ecdc", "#ffffff"),
        "anchovy": FoodLook(.strip, .garnish, "#8a6a5a", "#c9b0a0"),
        "sardine": FoodLook(.flakyFillet, .main, "#9aa3ab", "#dfe3e6"),
        "shellfish": FoodLook(.shrimp, .main, "#f27d5b", "#fbc0a8"),
        "shrimp": FoodLook(.shrimp, .main, "#f27d5b", "#fbc0a8"),
        "dried-shrimp": FoodLook(.seeds, .garnish, "#e8724a"),
        "crab": FoodLook(.crumbs, .main, "#f4d6c4", "#ef8a6a"),
        "mussel": FoodLook(.beans, .main, "#2c2a3a", "#f3a85a"),
        "clam": FoodLook(.beans, .main, "#d9cbb6", "#f3dcc0"),
        "squid": FoodLook(.ring, .main, "#f3e6dc", "#e8c7b6"),
        "octopus": FoodLook(.strip, .main, "#b8505a", "#f0c0c0"),
        "scallop": FoodLook(.round, .main, "#f3dfc0", "#d9a868"),
        "egg": FoodLook(.egg, .main, "#fffdf5", "#f4b020"),
        "hard-boiled-egg": FoodLook(.halfEgg, .main, "#fffdf5", "#f4b020"),
        "egg-yolk": FoodLook(.dollop, .tint, "#f4b020"),
        "egg-white": .hidden,
        "tofu": FoodLook(.chunk, .main, "#f4ecd6", "#e2c48a"),
        "fried-tofu": FoodLook(.chunk, .main, "#e2b066", "#c98a3a"),
        "tempeh": FoodLook(.chunk, .main, "#c9a46b", "#a87f48"),
        "seitan": FoodLook(.chunk, .main, "#a8784a", "#7a5030"),
        "paneer": FoodLook(.chunk, .main, "#f6efdc", "#e0b878"),
        "halloumi": FoodLook(.fillet, .main, "#f3e3b8", "#b8843a"),

        // Grains, pasta and noodles.
        "rice": FoodLook(.grains, .base, "#fbf8ef", "#e6dcc6"),
        "cooked-rice": FoodLook(.grains, .base, "#fbf8ef", "#e6dcc6"),
        "brown-rice": FoodLook(.grains, .base, "#d9bf92", "#b89a68"),
        "wild-rice": FoodLook(.grains, .base, "#5a4232", "#8a6a52"),
        "black-rice": FoodLook(.grains, .base, "#3a2a3a", "#5a4260"),
        "glutinous-rice": FoodLook(.grains, .base, "#fbf9f2", "#ece4d2"),
        "quinoa": FoodLook(.roundGrains, .base, "#eddcb4", "#cbb282"),
        "couscous": FoodLook(.roundGrains, .base, "#f0d48e", "#d9b462"),
        "bulgur": FoodLook(.roundGrains, .base, "#dcb978", "#b8924a"),
        "wheat-berries": FoodLook(.grains, .base, "#c9a06a", "#a87f48"),
        "barley": FoodLook(.roundGrains, .base, "#e3d3ad", "#c2ad80"),
        "oats": FoodLook(.roundGrains, .base, "#e6d4a8", "#c9b07a"),
        "polenta": FoodLook(.dollop, .base, "#f3cf5a", "#e2b43a"),
        "millet": FoodLook(.roundGrains, .base, "#f1dc8e", "#d9bf62"),
        "poha": FoodLook(.grains, .base, "#f3dc8a", "#e0c05a"),
        "pasta": FoodLook(.tubes, .base, "#f1c96a", "#d9a94a"),
        "spaghetti": FoodLook(.noodles, .base, "#f1cd72", "#d9ad4e"),
        "linguine": FoodLook(.noodles, .base, "#f1cd72", "#d9ad4e"),
        "fettuccine": FoodLook(.noodles, .base, "#f1cd72", "#d9ad4e"),
        "tagliatelle": FoodLook(.noodles, .base, "#f1cd72", "#d9ad4e"),
        "pappardelle": FoodLook(.noodles, .base, "#f1cd72", "#d9ad4e"),
        "angel-hair-pasta": FoodLook(.noodles, .base, "#f1cd72", "#d9ad4e"),
        "bucatini": FoodLook(.noodles, .base, "#f1cd72", "#d9ad4e"),
        "lasagna-noodle": FoodLook(.strip, .base, "#f1cd72", "#d9ad4e"),
        "egg-noodles": FoodLook(.noodles, .base, "#f0c65e", "#d9a940"),
        "noodles": FoodLook(.noodles, .base, "#f1d48a", "#dcb860"),
        "rice-noodles": FoodLook(.noodles, .base, "#f6f1e4", "#e0d6c0"),
        "glass-noodles": FoodLook(.noodles, .base, "#d8d2c8", "#b8aea0"),
        "soba-noodles": FoodLook(.noodles, .base, "#a8876a", "#8a6a50"),
        "ramen-noodles": FoodLook(.noodles, .base, "#f1d06a", "#d9b04a"),
        "udon-noodles": FoodLook(.noodles, .base, "#f7efd8", "#e4d6b4"),
        "gnocchi": FoodLook(.beans, .base, "#f1d9a0", "#d9b878"),
        "korean-rice-cake": FoodLook(.tubes, .base, "#f7f1e2", "#e4d8c0"),

        // Bread and bakes.
        "bread": FoodLook(.bread, .side, "#c98a3d", "#f1d9a5"),
        "tortilla": FoodLook(.bread, .side, "#efd29a", "#f7e6c0"),
        "corn-tortilla": FoodLook(.bread, .side, "#e9c46a", "#f3da96"),
        "tortilla-chips": FoodLook(.wedge, .side, "#e9b949", "#f3d67a"),
        "pita": FoodLook(.bread, .side, "#e3b878", "#f3dcae"),
        "croutons": FoodLook(.chunk, .garnish, "#d9a04a", "#f1cd82"),
        "pie-crust": FoodLook(.bread, .hidden, "#d9a25a"),
        "puff-pastry": FoodLook(.bread, .hidden, "#e0a94f"),
        "phyllo-dough": FoodLook(.bread, .hidden, "#e9bd6a"),

        // Vegetables.
        "onion": FoodLook(.ring, .minor, "#efe2c4", "#d9c49a"),
        "red-onion": FoodLook(.ring, .garnish, "#a2476f", "#d9a0bd"),
        "green-onion": FoodLook(.ring, .garnish, "#5f9e3a", "#a9d28a"),
        "shallot": FoodLook(.ring, .minor, "#c98a8a", "#ecc8c0"),
        "leek": FoodLook(.ring, .side, "#a9c97a", "#e4eec8"),
        "chives": FoodLook(.seeds, .garnish, "#4f8f2f"),
        "garlic": FoodLook(.seeds, .minor, "#f3ead2", "#e0d2ae"),
        "ginger": FoodLook(.seeds, .minor, "#e8c878", "#d9b060"),
        "lemongrass": FoodLook(.ring, .minor, "#d9df9a", "#eef0c8"),
        "celery": FoodLook(.coin, .minor, "#9cc46a", "#d2e6a8"),
        "potato": FoodLook(.chunk, .side, "#e9c46a", "#c98a3a"),
        "new-potato": FoodLook(.round, .side, "#e4c07a", "#c99a50"),
        "sweet-potato": FoodLook(.chunk, .side, "#e8772e", "#c45a1a"),
        "carrot": FoodLook(.coin, .side, "#f08a24", "#f7b067"),
        "parsnip": FoodLook(.coin, .side, "#efdcae", "#f7ecd0"),
        "beet": FoodLook(.chunk, .side, "#9c1f4a", "#c94a72"),
        "turnip": FoodLook(.chunk, .side, "#f1ead8", "#b88ab0"),
        "radish": FoodLook(.coin, .side, "#d8365a", "#fbeef0"),
        "daikon": FoodLook(.coin, .side, "#f6f3ea", "#ffffff"),
        "cassava": FoodLook(.chunk, .side, "#f3e6c4", "#d9c090"),
        "taro": FoodLook(.chunk, .side, "#d9c8d8", "#b8a0b8"),
        "tomato": FoodLook(.round, .side, "#e2483d", "#4f8f2f"),
        "cherry-tomato": FoodLook(.round, .side, "#e5413a", "#4f8f2f"),
        "sun-dried-tomato": FoodLook(.strip, .side, "#a8321f", "#d9604a"),
        "tomatillo": FoodLook(.round, .side, "#9cbf4a", "#c9dc8a"),
        "bell-pepper": FoodLook(.strip, .side, "#d7332b", "#f07a6a"),
        "red-bell-pepper": FoodLook(.strip, .side, "#d7332b", "#f07a6a"),
        "roasted-red-pepper": FoodLook(.strip, .side, "#c0321f", "#e0604a"),
        "green-bell-pepper": FoodLook(.strip, .side, "#4f9a3a", "#8cc46a"),
        "yellow-bell-pepper": FoodLook(.strip, .side, "#f4c430", "#f9dc7a"),
        "orange-bell-pepper": FoodLook(.strip, .side, "#f2871e", "#f8b46a"),
        "chili-pepper": FoodLook(.ring, .garnish, "#c62828", "#ef6a5a"),
        "green-chili-pepper": FoodLook(.ring, .garnish, "#3f8f2a", "#8cc46a"),
        "jalapeno": FoodLook(.ring, .garnish, "#3f8f2a", "#c9e08a"),
        "dried-chili": FoodLook(.strip, .garnish, "#8e1b12", "#c0392b"),
        "cucumber": FoodLook(.coin, .side, "#3f7a2a", "#dcebb8"),
        "zucchini": FoodLook(.coin, .side, "#4f7f2a", "#e8efc4"),
        "summer-squash": FoodLook(.coin, .side, "#e9c23a", "#f7ecb8"),
        "squash": FoodLook(.chunk, .side, "#f29b38", "#d97a1a"),
        "pumpkin": FoodLook(.chunk, .side, "#ef8f2a", "#d9701a"),
        "eggplant": FoodLook(.coin, .side, "#4a2358", "#e8dcb0"),
        "cabbage": FoodLook(.shreds, .side, "#b9d58a"),
        "red-cabbage": FoodLook(.shreds, .side, "#7b3f8c"),
        "napa-cabbage": FoodLook(.leafy, .side, "#cfe3a0", "#f3f5dc"),
        "bok-choy": FoodLook(.leafy, .side, "#3f8f3a", "#e4f0c8"),
        "broccoli": FoodLook(.floret, .side, "#3f7f2a", "#8cbf5a"),
        "cauliflower": FoodLook(.floret, .side, "#f4ecd2", "#cfe0a0"),
        "brussels-sprout": FoodLook(.round, .side, "#6a9a3a", "#a9cc6a"),
        "kale": FoodLook(.leafy, .side, "#2f5f2a", "#5a8a3a"),
        "collard-greens": FoodLook(.leafy, .side, "#2f6a2a", "#5a8f3a"),
        "spinach": FoodLook(.leafy, .side, "#2f6b2a", "#4f8f3a"),
        "swiss-chard": FoodLook(.leafy, .side, "#3f7a2a", "#c0392b"),
        "lettuce": FoodLook(.leafy, .side, "#8cc152", "#c9e29a"),
        "romaine-lettuce": FoodLook(.leafy, .side, "#6fae3f", "#c9e29a"),
        "mixed-greens": FoodLook(.leafy, .side, "#5e9e3a", "#a4cf6a"),
        "arugula": FoodLook(.leafy, .side, "#4a8a2a", "#7fb04a"),
        "watercress": FoodLook(.leafy, .side, "#3f8a2f", "#7fb04a"),
        "bean-sprouts": FoodLook(.shreds, .side, "#f5f2e0"),
        "asparagus": FoodLook(.strip, .side, "#6a9a3a", "#a9c97a"),
        "green-bean": FoodLook(.strip, .side, "#4f9a3a", "#8cc46a"),
        "long-bean": FoodLook(.strip, .side, "#4f9a3a", "#8cc46a"),
        "snow-pea": FoodLook(.strip, .side, "#6fb04a", "#a9d27a"),
        "sugar-snap-pea": FoodLook(.strip, .side, "#6fb04a", "#a9d27a"),
        "pea": FoodLook(.beans, .side, "#7cb342", "#a9d27a"),
        "edamame": FoodLook(.beans, .side, "#7cb342", "#a9d27a"),
        "fava-bean": FoodLook(.beans, .side, "#8fbf5a", "#c0dc8a"),
        "okra": FoodLook(.coin, .side, "#5f9a3a", "#c9e0a0"),
        "corn": FoodLook(.roundGrains, .side, "#f6c945", "#f9dc7a"),
        "avocado": FoodLook(.avocado, .side, "#3e6b2a", "#d6e38e"),
        "mushroom": FoodLook(.mushroom, .side, "#8a6a4a", "#e6d3b8"),
        "shiitake-mushroom": FoodLook(.mushroom, .side, "#6b4a30", "#e0cba8"),
        "artichoke": FoodLook(.wedge, .side, "#9ab06a", "#d8e0b0"),
        "fennel": FoodLook(.shreds, .side, "#e4ecc4"),
        "jackfruit": FoodLook(.chunk, .side, "#e9cf7a", "#d9b85a"),
        "plantain": FoodLook(.coin, .side, "#e0a030", "#f3cf6a"),
        "seaweed": FoodLook(.strip, .garnish, "#1f3a2a", "#3a5a3a"),
        "nori": FoodLook(.strip, .garnish, "#1f2f24", "#3a4a3a"),
        "grape-leaves": FoodLook(.leafy, .side, "#5a7a3a", "#8aa05a"),

        // Herbs.
        "parsley": FoodLook(.sprig, .garnish, "#3f8f2f", "#2f6f22"),
        "cilantro": FoodLook(.sprig, .garnish, "#4a9a34", "#2f6f22"),
        "basil": FoodLook(.leaf, .garnish, "#3f8f2f", "#2a6a22"),
        "thai-basil": FoodLook(.leaf, .garnish, "#2f7a2a", "#5a2a5a"),
        "mint": FoodLook(.leaf, .garnish, "#4aa04a", "#2f7a30"),
        "dill": FoodLook(.sprig, .garnish, "#6aa04a", "#4a7a30"),
        "curry-leaf": FoodLook(.leaf, .garnish, "#2f6a2a", "#1f4a1a"),
        "kaffir-lime-leaf": FoodLook(.leaf, .garnish, "#2f6a2a", "#1f4a1a"),
        "shiso": FoodLook(.leaf, .garnish, "#4a8a3a", "#2f5f22"),
        "tarragon": FoodLook(.sprig, .garnish, "#5a8f3a", "#3f6a2a"),
        "rosemary": FoodLook(.sprig, .garnish, "#4f7a4a", "#3a5a32"),
        "thyme": FoodLook(.sprig, .garnish, "#6a8a4a", "#4a6a32"),
        "sage": FoodLook(.leaf, .garnish, "#8aa07a", "#5a7050"),
        "mixed-herbs": FoodLook(.sprig, .garnish, "#4a8f34", "#2f6f22"),
        "fenugreek-leaves": FoodLook(.sprig, .garnish, "#4a8a34", "#2f6f22"),
        "banana-leaf": .hidden,

        // Fruit.
        "lemon": FoodLook(.wheel, .garnish, "#f2cf2e", "#f9e77a"),
        "lime": FoodLook(.wheel, .garnish, "#6fae2f", "#c9e27a"),
        "orange": FoodLook(.wheel, .side, "#f39c2b", "#f9be5a"),
        "grapefruit": FoodLook(.wheel, .side, "#f08a6a", "#f9b8a0"),
        "preserved-lemon": FoodLook(.wheel, .garnish, "#e0b42a", "#f3d66a"),
        "apple": FoodLook(.wedge, .side, "#f6eccb", "#d8433b"),
        "granny-smith-apple": FoodLook(.wedge, .side, "#f6f0cf", "#8cbf3a"),
        "pear": FoodLook(.wedge, .side, "#f6f0cf", "#c9c24a"),
        "banana": FoodLook(.coin, .side, "#f3d36a", "#fbf0c4"),
        "mango": FoodLook(.chunk, .side, "#f6a623", "#f9c45a"),
        "pineapple": FoodLook(.chunk, .side, "#f5c842", "#f9e08a"),
        "papaya": FoodLook(.chunk, .side, "#f28a3a", "#f9b87a"),
        "green-papaya": FoodLook(.shreds, .side, "#d8e8a0"),
        "peach": FoodLook(.wedge, .side, "#f9b86a", "#e0533a"),
        "apricot": FoodLook(.wedge, .side, "#f5a442", "#f9c87a"),
        "plum": FoodLook(.wedge, .side, "#e8b04a", "#6a2a5a"),
        "cherry": FoodLook(.berry, .side, "#a3122b", "#d9405a"),
        "berry": FoodLook(.berry, .side, "#a32a5a", "#d0608a"),
        "strawberry": FoodLook(.berry, .side, "#e0334a", "#f6d36a"),
        "raspberry": FoodLook(.berry, .side, "#d2325a", "#ef7a98"),
        "blueberry": FoodLook(.berry, .side, "#3b4a8c", "#6a7ab8"),
        "blackberry": FoodLook(.berry, .side, "#3a2244", "#6a4a7a"),
        "cranberry": FoodLook(.berry, .side, "#b0182e", "#e0485a"),
        "acai": FoodLook(.dollop, .sauce, "#4a1f4a"),
        "grape": FoodLook(.berry, .side, "#6a3d8f", "#9a6ab8"),
        "pomegranate": FoodLook(.seeds, .garnish, "#b8213c"),
        "watermelon": FoodLook(.wedge, .side, "#ef5b6a", "#2e7d32"),
        "melon": FoodLook(.wedge, .side, "#f6b26b", "#a9c97a"),
        "kiwi": FoodLook(.coin, .side, "#7aa02a", "#b8d46a"),
        "fig": FoodLook(.wedge, .side, "#d9606a", "#5a2a4a"),
        "date": FoodLook(.link, .side, "#6b3a1e", "#9a5a30"),
        "coconut": FoodLook(.shreds, .garnish, "#f7f3ea"),
        "shredded-coconut": FoodLook(.shreds, .garnish, "#f7f3ea"),
        "dried-fruit": FoodLook(.beans, .garnish, "#8a4a2a", "#b06a3a"),
        "raisin": FoodLook(.beans, .garnish, "#5a2a1a", "#7a4030"),
        "dried-barberry": FoodLook(.seeds, .garnish, "#c0182e"),
        "dried-cranberry": FoodLook(.beans, .garnish, "#a0182e", "#c94050"),
        "prune": FoodLook(.beans, .garnish, "#3a1f1f", "#5a3030"),
        "dried-apricot": FoodLook(.beans, .garnish, "#e8902a", "#f3b060"),
        "rhubarb": FoodLook(.strip, .side, "#d0406a", "#e8a0b0"),

        // Beans and pulses.
        "beans": FoodLook(.beans, .side, "#c9a26b", "#e4c89a"),
        "black-beans": FoodLook(.beans, .side, "#2b2424", "#4a3a3a"),
        "kidney-beans": FoodLook(.beans, .side, "#8e2b2b", "#b04a4a"),
        "pinto-beans": FoodLook(.beans, .side, "#b98a62", "#d9b08a"),
        "white-beans": FoodLook(.beans, .side, "#f1e9d6", "#ffffff"),
        "butter-beans": FoodLook(.beans, .side, "#efe6c8", "#ffffff"),
        "chickpeas": FoodLook(.beans, .side, "#e0b877", "#f1d6a0"),
        "black-eyed-peas": FoodLook(.beans, .side, "#efe3c8", "#3a2a2a"),
        "lentils": FoodLook(.roundGrains, .side, "#a8763a", "#c99a5a"),
        "red-lentils": FoodLook(.roundGrains, .side, "#e8833a", "#f3a860"),
        "yellow-lentils": FoodLook(.roundGrains, .side, "#efb93a", "#f6d46a"),
        "split-peas": FoodLook(.roundGrains, .side, "#b9c24a", "#d6dc7a"),
        "chana-dal": FoodLook(.roundGrains, .side, "#efb93a", "#f6d46a"),
        "mung-beans": FoodLook(.beans, .side, "#6f9a3a", "#9cbf5a"),
        "refried-beans": FoodLook(.dollop, .side, "#8a5a3a", "#a8764a"),

        // Dairy.
        "cheese": FoodLook(.wedge, .side, "#f5c542", "#e0a92a"),
        "cheddar": FoodLook(.shreds, .side, "#f0a92a"),
        "parmesan": FoodLook(.shreds, .garnish, "#f3e3a8"),
        "pecorino-romano": FoodLook(.shreds, .garnish, "#f3e6b8"),
        "mozzarella": FoodLook(.round, .side, "#fbf7ec", "#ffffff"),
        "fresh-mozzarella": FoodLook(.round, .side, "#fdfaf1", "#ffffff"),
        "feta": FoodLook(.chunk, .side, "#fbf9f1", "#ece6d6"),
        "goat-cheese": FoodLook(.dollop, .side, "#fbf9f1", "#ece6d6"),
        "ricotta": FoodLook(.dollop, .side, "#fbf9f2", "#ebe4d4"),
        "cream-cheese": FoodLook(.dollop, .side, "#fbf8ee", "#ebe4d4"),
        "mascarpone": FoodLook(.dollop, .side, "#fbf6e6", "#ebe2cc"),
        "labneh": FoodLook(.dollop, .side, "#fbf8f0", "#e7e0d2"),
        "queso-fresco": FoodLook(.crumbs, .garnish, "#fbf9f1", "#ece6d6"),
        "cotija": FoodLook(.crumbs, .garnish, "#fbf9f1", "#ece6d6"),
        "gruyere": FoodLook(.shreds, .side, "#f3d27a"),
        "monterey-jack": FoodLook(.shreds, .side, "#f6e3a0"),
        "blue-cheese": FoodLook(.crumbs, .side, "#f1eee2", "#6a8aa0"),
        "whipped-cream": FoodLook(.dollop, .side, "#fffdf8", "#eee8dc"),
        "ice-cream": FoodLook(.dollop, .side, "#fbf1d6", "#efdcb0"),
        "custard": FoodLook(.dollop, .sauce, "#f6d87a"),

        // Nuts and seeds.
        "nut": FoodLook(.nut, .garnish, "#b9824d", "#d9a878"),
        "almond": FoodLook(.nut, .garnish, "#c8915a", "#e4b88a"),
        "sliced-almonds": FoodLook(.crumbs, .garnish, "#efd9b4", "#c8915a"),
        "walnut": FoodLook(.nut, .garnish, "#9b6a3c", "#c0915e"),
        "pecan": FoodLook(.nut, .garnish, "#8a4f2a", "#b0703e"),
        "cashew": FoodLook(.nut, .garnish, "#e6c48e", "#f3dcb0"),
        "pistachio": FoodLook(.crumbs, .garnish, "#9bb85b", "#c9a05a"),
        "hazelnut": FoodLook(.nut, .garnish, "#a8703e", "#c9945e"),
        "pine-nut": FoodLook(.seeds, .garnish, "#efd9a1"),
        "peanut": FoodLook(.nut, .garnish, "#cf9a5a", "#e4b878"),
        "sesame-seed": FoodLook(.seeds, .garnish, "#efe2c0"),
        "sunflower-seed": FoodLook(.seeds, .garnish, "#a89a7a"),
        "pumpkin-seed": FoodLook(.seeds, .garnish, "#5f8a3a"),
        "chia-seed": FoodLook(.seeds, .garnish, "#3a3a3a"),
        "poppy-seed": FoodLook(.seeds, .garnish, "#2a2a3a"),

        // Sweet things.
        "chocolate": FoodLook(.chunk, .side, "#4a2c21", "#6b4030"),
        "white-chocolate": FoodLook(.chunk, .side, "#f6ecd6", "#e8d8b8"),
        "chocolate-chips": FoodLook(.seeds, .side, "#3a2018"),
        "cookie": FoodLook(.crumbs, .side, "#c98a4a", "#a86a30"),
        "graham-cracker": FoodLook(.crumbs, .side, "#d9a25a", "#b98040"),
        "meringue": FoodLook(.dollop, .side, "#fffdf6", "#f0e8d8"),
        "marshmallow": FoodLook(.chunk, .garnish, "#fffdf8", "#f3ece0"),
        "sprinkles": FoodLook(.seeds, .garnish, "#e0508a"),
        "candy": FoodLook(.seeds, .garnish, "#e0508a"),
        "granola": FoodLook(.crumbs, .garnish, "#c9944e", "#e0b470"),
        "cake": FoodLook(.chunk, .side, "#e9c27a", "#f6dca8"),
    ]
}
