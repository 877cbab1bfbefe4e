import Foundation

/// The words the parser knows the role of: numbers, units, sizes, preparation and comment words.
/// Built once; looked up by the tokenizer with the hash of a word's lower-cased bytes.
struct Lexicon: Sendable {
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt32
        static let number = Flags(rawValue: 1 << 0)
        static let unit = Flags(rawValue: 1 << 1)
        static let size = Flags(rawValue: 1 << 2)
        /// Words that only qualify a unit: heaped, scant, generous, level.
        static let unitModifier = Flags(rawValue: 1 << 3)
        /// finely, thinly, freshly: goes with a preparation verb.
        static let adverb = Flags(rawValue: 1 << 4)
        /// chopped, minced: a preparation, before the name or after it.
        static let prep = Flags(rawValue: 1 << 5)
        /// Preparation words that also name a kind of food (ground beef, dried figs): kept in the
        /// name when they come before it, a preparation only after it.
        static let prepAfterOnly = Flags(rawValue: 1 << 6)
        /// Words that open a comment wherever they stand: optional, preferably, divided.
        static let comment = Flags(rawValue: 1 << 7)
        /// "for" opens a purpose: for serving, for frying.
        static let purpose = Flags(rawValue: 1 << 8)
        static let or = Flags(rawValue: 1 << 9)
        static let and = Flags(rawValue: 1 << 10)
        static let to = Flags(rawValue: 1 << 11)
        static let of = Flags(rawValue: 1 << 12)
        /// Container units that take a package size: can, jar, package, bottle.
        static let container = Flags(rawValue: 1 << 13)
        /// A unit only when an amount comes right before it (rib, ear, strip, square, cube).
        static let weakUnit = Flags(rawValue: 1 << 14)
        /// about, approximately, roughly: an estimate follows.
        static let approx = Flags(rawValue: 1 << 15)
        /// Words that begin the `Zest of 1 lemon` form.
        static let partOf = Flags(rawValue: 1 << 16)
        /// A number word that needs `a` before it or stands alone (dozen, half, couple).
        static let numberNeedsArticle = Flags(rawValue: 1 << 17)
        /// a, an
        static let article = Flags(rawValue: 1 << 18)
        /// "x" between a count and a package size: 2 x 400g tins.
        static let times = Flags(rawValue: 1 << 19)
        /// Words that continue a name after a comma-free stop word: "with" "in" are not stops.
        static let with = Flags(rawValue: 1 << 20)
        /// Words like few, little, some: no number, and the line has no quantity.
        static let vague = Flags(rawValue: 1 << 21)
        /// third, quarter: "two thirds", "one quarter".
        static let denominator = Flags(rawValue: 1 << 22)
        /// Counted units that may follow the food they count: "3 garlic cloves", "2 celery stalks".
        static let unitAfterName = Flags(rawValue: 1 << 23)
        /// Adjectives that qualify a food before its noun: boneless, ripe, fresh, red.
        static let adjective = Flags(rawValue: 1 << 24)
        /// How a food comes: fresh, frozen, canned, homemade. "fresh or frozen peas" are peas.
        static let state = Flags(rawValue: 1 << 25)

        /// Words that only describe a food (how it is cut, comes or looks, its size), none naming one.
        static let describing: Flags = [.prep, .state, .adjective, .size]
    }

    struct Entry: Sendable {
        var flags: Flags = []
        var unit: MeasureUnit?
        var number: Double = 0
    }

    private(set) var table: ByteTable
    private(set) var entries: [Entry]

    static let shared = Lexicon()

    @inline(__always)
    func lookup(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, _ h: UInt64) -> Int32 {
        table.find(p, s, e, h) ?? -1
    }

    @inline(__always) subscript(index: Int32) -> Entry { entries[Int(index)] }

    private mutating func add(_ words: [String], _ flags: Flags, unit: MeasureUnit? = nil, number: Double = 0) {
        for word in words {
            let index = Int(table.insert(word))
            if index == entries.count { entries.append(Entry()) }
            entries[index].flags.formUnion(flags)
            if let unit { entries[index].unit = unit }
            if flags.contains(.number) || flags.contains(.denominator) { entries[index].number = number }
        }
    }

    private init() {
        table = ByteTable(capacity: 1024)
        entries = []
        let numbers: [(String, Double)] = [
            ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6), ("seven", 7),
            ("eight", 8), ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12), ("thirteen", 13),
            ("fourteen", 14), ("fifteen", 15), ("sixteen", 16), ("eighteen", 18), ("twenty", 20),
            ("thirty", 30), ("forty", 40), ("fifty", 50),
        ]
        for (word, value) in numbers { add([word], .number, number: value) }
        add(["dozen"], [.number, .numberNeedsArticle], number: 12)
        add(["third", "thirds"], .denominator, number: 1.0 / 3)
        add(["quarters", "fourth", "fourths"], .denominator, number: 0.25)
        add(["quarter"], .denominator, number: 0.25)
        add(["halves"], .denominator, number: 0.5)
        add(["eighth", "eighths"], .denominator, number: 0.125)
        add(["half"], [.number, .numberNeedsArticle], number: 0.5)
        add(["quarter"], [.number, .numberNeedsArticle], number: 0.25)
        add(["couple"], [.number, .numberNeedsArticle], number: 2)
        add(["a", "an"], .article)
        add(["few", "little", "some", "several", "bit", "splash", "drizzle", "sprinkle", "sprinkling", "squeeze",
             "handful", "pinch", "dash", "knob", "glug", "touch", "lots", "plenty"], [])
        add(["few", "little", "some", "several", "bit", "lots", "plenty", "touch", "drizzle", "sprinkling", "sprinkle",
             "squeeze"], .vague)

        for unit in MeasureUnit.allCases {
            var flags: Flags = .unit
            if unit.isContainer { flags.insert(.container) }
            if unit.isWeak { flags.insert(.weakUnit) }
            add(unit.spellings, flags, unit: unit)
        }

        add(["small", "medium", "large", "big", "jumbo", "huge", "little", "extra-large", "medium-size", "medium-sized",
             "large-size", "large-sized", "small-size", "small-sized", "xl", "lg", "md", "sm", "med", "giant",
             "regular", "medium-large", "small-medium", "mini", "baby"], .size)
        add(["little", "baby", "mini", "regular", "giant"], [])  // sizes only before a unit or next to another size
        add(["heaped", "heaping", "level", "scant", "generous", "rounded", "good", "healthy", "big", "generously",
             "hefty", "large", "small", "medium", "full", "packed", "loosely", "firmly", "lightly", "well", "very",
             "thin", "thick", "thinly", "thick-cut", "slightly", "barely", "just", "medium-size", "extra-large",
             "medium-sized", "plump", "fat", "short", "long", "whole", "lg", "md", "sm", "med", "tightly", "leafy",
             "nickel-size", "quarter-sized", "thumb-sized", "thumb-size", "smallest", "largest", "extra"], .unitModifier)

        add(["finely", "coarsely", "roughly", "thinly", "thickly", "freshly", "lightly", "very", "well", "loosely",
             "firmly", "gently", "evenly", "freshly-ground", "newly", "fine", "thin", "thick", "just", "partially",
             "completely", "halfway", "hard", "soft", "medium", "slightly", "barely", "nicely", "neatly", "cleanly",
             "tightly", "lengthwise", "crosswise", "diagonally", "then", "and", "or", "peeled", "un"], .adverb)
        // "and"/"or" glue preparations (peeled and chopped); they stay and/or too.
        let prepBefore = [
            "chopped", "minced", "diced", "sliced", "grated", "shredded", "melted", "softened", "sifted", "beaten",
            "cubed", "crumbled", "peeled", "julienned", "halved", "quartered", "seeded", "deseeded", "cored",
            "pitted", "trimmed", "rinsed", "drained", "cooked", "toasted", "mashed", "pureed", "puréed", "thawed",
            "chilled", "warmed", "cooled", "whisked", "slivered", "snipped", "torn", "zested", "squeezed",
            "crushed", "shelled", "deveined", "skinned", "stemmed", "hulled", "scrubbed", "washed", "cleaned",
            "prepared", "juiced", "segmented", "shaved", "sectioned", "chunked", "blanched", "steamed", "boiled",
            "poached", "roasted", "grilled", "sauteed", "sautéed", "fried", "baked", "scalded", "soaked", "sprouted",
            "spiralized", "cut", "broken", "picked", "separated", "divided", "reserved", "patted", "rolled",
            "unpeeled", "uncooked", "unsifted", "defrosted", "dissolved", "leftover", "tightly", "heated",
            "stirred", "strained", "sieved", "scooped", "removed", "discarded", "flaked", "finely-chopped",
            "finely-diced", "freshly-grated", "roughly-chopped", "coarsely-chopped", "thinly-sliced",
            "crumbed", "dry-roasted", "re-hydrated", "rehydrated", "cracked", "bruised", "lightly-beaten",
            "room-temperature", "hard-boiled", "hard-cooked", "soft-boiled", "chiffonade", "pounded", "butterflied",
            "flattened", "tied", "trussed", "spatchcocked", "diagonally", "packed", "made", "seasoned", "brushed", "wiped",
            "opened", "shucked", "split", "scraped", "removing", "reserving", "jointed", "quartered",
        ]
        add(prepBefore, .prep)
        let prepAfterOnly = [
            "ground", "dried", "smoked", "frozen", "canned", "pickled", "salted", "cured", "whipped", "powdered",
            "granulated", "condensed", "evaporated", "marinated", "stuffed", "candied", "crystallized",
            "crystallised", "sweetened", "unsweetened", "unsalted", "salted", "mixed", "aged", "refried",
            "clarified", "creamed", "brewed", "fermented", "filtered", "sun-dried", "oven-dried", "fire-roasted",
            "roasted", "toasted", "cooked", "boiled", "crushed", "cracked", "steamed", "grilled", "fried", "baked",
            "poached", "blanched", "shredded", "diced", "sliced", "chopped", "minced", "pitted", "seeded",
            "peeled", "halved", "stewed", "chilled", "sifted", "beaten", "melted", "softened", "prepared",
            "shelled", "skinned", "cubed", "mashed", "julienned", "slivered", "flaked", "crumbled", "grated",
            "deveined", "trimmed", "hulled", "stemmed", "rinsed", "drained", "cored", "quartered", "torn",
            "snipped", "zested", "juiced", "squeezed", "cleaned", "scrubbed", "washed", "uncooked", "unpeeled",
            "thawed", "defrosted", "soaked", "separated", "divided", "reserved", "broken", "cut", "removed",
            "warmed", "heated", "cooled", "whisked", "sectioned", "segmented", "shaved", "strained",
        ]
        // A preparation that also names a food before its noun keeps its place in the name there.
        add(["ground", "dried", "smoked", "frozen", "canned", "pickled", "salted", "cured", "whipped", "powdered",
             "granulated", "condensed", "evaporated", "marinated", "stuffed", "candied", "crystallized",
             "crystallised", "sweetened", "unsweetened", "unsalted", "mixed", "aged", "refried", "clarified",
             "creamed", "brewed", "fermented", "filtered", "sun-dried", "oven-dried", "fire-roasted", "stewed"],
            .prepAfterOnly)
        add(prepAfterOnly, .prep)

        add(["optional", "optionally", "preferably", "divided", "plus", "such", "like", "ideally", "if", "unless",
             "see", "note", "notes", "approx", "approximately", "about", "around", "e.g.", "eg", "ie", "i.e.",
             "i", "we", "you", "use", "used", "available", "any", "either", "per", "each", "according",
             "depending", "preferred", "whatever", "total", "altogether", "without", "also", "sold",
             "found", "but", "not", "as", "at", "ideally", "including", "store-bought", "storebought", "etc"],
            .comment)
        add(["clove", "cloves", "stalk", "stalks", "sprig", "sprigs", "slice", "slices", "bulb", "bulbs", "rib", "ribs",
             "rasher", "rashers", "head", "heads", "stick", "sticks"], .unitAfterName)
        add(["boneless", "skinless", "ripe", "fresh", "firm", "lean", "raw", "organic", "whole", "red", "green", "yellow",
             "white", "black", "brown", "purple", "golden", "sweet", "hot", "mild", "spicy", "unsalted", "salted", "plain",
             "light", "dark", "heavy", "thick", "thin", "young", "baby", "mature", "soft", "hard", "crisp", "crusty", "juicy",
             "tart", "sour", "seedless", "tiny", "fat", "good", "best", "firm", "wild",
             "cold", "warm", "dry", "extra", "virgin", "low", "reduced", "natural", "pure", "local", "seasonal",
             "unbleached", "bleached", "unsweetened", "sweetened", "dried", "smoked", "frozen", "canned", "cooked",
             "uncooked", "unpeeled", "peeled", "roasted", "toasted", "day-old", "stale", "leftover", "italian", "french",
             "greek", "mexican", "asian", "thai", "chinese", "japanese", "indian", "spanish", "english", "american",
             "flat", "flat-leaf", "curly", "english", "fine", "coarse", "kosher", "sea", "mixed", "assorted", "nice",
             "quality", "meaty", "crunchy", "chunky", "smooth", "creamy", "full-fat", "skim", "whole-milk", "nonfat",
             "fresh-squeezed"], .adjective)
        add(["for"], .purpose)
        add(["or", "/"], .or)
        add(["and", "&", "plus"], .and)
        add(["to", "through"], .to)
        add(["of"], .of)
        add(["x", "×"], .times)
        add(["about", "approximately", "approx", "around", "roughly", "some", "nearly", "almost"], .approx)
        add(["zest", "juice", "rind", "peel", "juiced", "zested", "grated", "finely", "freshly", "squeezed", "seeds",
             "pulp", "flesh", "leaves", "segments", "stems", "most", "pared", "just", "under", "over", "about"], .partOf)
        add(["with", "in", "without"], .with)
        add(["fresh", "frozen", "canned", "cooked", "thawed", "refrigerated", "homemade", "bottled", "jarred", "tinned",
             "defrosted", "chilled", "uncooked", "store-bought", "storebought", "bought", "raw", "prepared"], .state)
    }
}

extension MeasureUnit {
    /// The ways a line may write the unit, lower-cased. "t" and "T" are told apart by the parser
    /// (teaspoon and tablespoon), and "in" counts as inch only when glued to a number.
    var spellings: [String] {
        switch self {
        case .teaspoon: ["teaspoon", "teaspoons", "tsp", "tsps", "tspn", "tspns", "teasp", "ts", "tsb", "teaspoonful",
                         "teaspoonfuls", "teaspooon"]
        case .tablespoon: ["tablespoon", "tablespoons", "tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tblsps",
                           "tblspn", "tblspns", "tbsb", "tb", "tbsn", "tablespoonful", "tablespoonfuls", "tablesp",
                           "tbspn", "tbspns", "tblspoon", "tablespooon", "spoonful", "spoonfuls"]
        case .dessertspoon: ["dessertspoon", "dessertspoons", "dsp", "dstspn", "dessertspoonful"]
        case .cup: ["cup", "cups", "c", "cupful", "cupfuls", "cp"]
        case .pint: ["pint", "pints", "pt", "pts"]
        case .quart: ["quart", "quarts", "qt", "qts"]
        case .gallon: ["gallon", "gallons", "gal", "gals"]
        case .fluidOunce: ["floz", "fl.oz"]  // "fl oz", "fluid ounce" are two words
        case .milliliter: ["ml", "mls", "milliliter", "milliliters", "millilitre", "millilitres", "mililiter",
                           "mililitre", "mililiters", "mililitres"]
        case .centiliter: ["cl", "centiliter", "centiliters", "centilitre", "centilitres"]
        case .deciliter: ["dl", "deciliter", "deciliters", "decilitre", "decilitres"]
        case .liter: ["l", "liter", "liters", "litre", "litres", "ltr", "ltrs", "lt"]
        case .ounce: ["oz", "ozs", "ounce", "ounces", "onzas"]
        case .pound: ["lb", "lbs", "pound", "pounds", "ib", "ibs"]
        case .gram: ["g", "gr", "grs", "gm", "gms", "gram", "grams", "gramme", "grammes", "grm", "grms"]
        case .kilogram: ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"]
        case .milligram: ["mg", "mgs", "milligram", "milligrams", "milligramme", "milligrammes"]
        case .inch: ["inch", "inches", "inch-long", "inch-thick", "inch-wide", "inch-square", "inch-round"]
        case .centimeter: ["cm", "cms", "centimeter", "centimeters", "centimetre", "centimetres"]
        case .millimeter: ["mm", "millimeter", "millimeters", "millimetre", "millimetres"]
        case .clove: ["clove", "cloves"]
        case .can: ["can", "cans", "tin", "tins"]
        case .package: ["package", "packages", "pkg", "pkgs", "pkt", "pkts", "packet", "packets", "pack", "packs",
                        "sachet", "sachets", "pk", "pouch", "pouches"]
        case .jar: ["jar", "jars"]
        case .slice: ["slice", "slices", "sl"]
        case .stick: ["stick", "sticks"]
        case .bunch: ["bunch", "bunches", "bn"]
        case .sprig: ["sprig", "sprigs"]
        case .head: ["head", "heads"]
        case .piece: ["piece", "pieces", "pc", "pcs", "pce", "pces", "thumb", "thumbs"]
        case .pinch: ["pinch", "pinches", "pn"]
        case .dash: ["dash", "dashes"]
        case .handful: ["handful", "handfuls", "handsful"]
        case .bottle: ["bottle", "bottles", "btl"]
        case .box: ["box", "boxes"]
        case .bag: ["bag", "bags"]
        case .carton: ["carton", "cartons"]
        case .container: ["container", "containers", "tub", "tubs", "punnet", "punnets", "pot", "pots"]
        case .envelope: ["envelope", "envelopes", "env"]
        case .stalk: ["stalk", "stalks"]
        case .rib: ["rib", "ribs"]
        case .ear: ["ear", "ears"]
        case .sheet: ["sheet", "sheets"]
        case .loaf: ["loaf", "loaves"]
        case .cube: ["cube", "cubes"]
        case .knob: ["knob", "knobs"]
        case .drop: ["drop", "drops"]
        case .splash: ["splash", "splashes"]
        case .strip: ["strip", "strips"]
        case .wedge: ["wedge", "wedges"]
        case .square: ["square", "squares"]
        case .bulb: ["bulb", "bulbs"]
        case .scoop: ["scoop", "scoops"]
        case .leaf: ["leaf", "leaves"]
        case .stem: ["stem", "stems"]
        case .rasher: ["rasher", "rashers"]
        case .link: ["link", "links"]
        case .bar: ["bar", "bars"]
        case .block: ["block", "blocks", "brick", "bricks"]
        case .glass: ["glass", "glasses"]
        case .rack: ["rack", "racks"]
        case .pod: ["pod", "pods"]
        case .tube: ["tube", "tubes"]
        case .recipe: ["recipe", "recipes", "batch", "batches"]
        }
    }

    /// Counted units that are also ordinary words; they count only right after an amount and
    /// before more words (2 ribs celery, but "short ribs").
    var isWeak: Bool {
        switch self {
        case .rib, .ear, .sheet, .loaf, .cube, .strip, .wedge, .square, .bulb, .scoop, .head, .stick, .drop,
             .slice, .piece, .stalk, .knob, .splash, .dash, .box, .bag, .can, .carton, .clove, .leaf, .stem, .rasher,
             .link, .bar, .block, .glass, .rack, .pod, .tube, .recipe: true
        default: false
        }
    }
}
