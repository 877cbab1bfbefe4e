import Foundation

/// The words the French reader knows, folded (lower case, no accents, œ as oe). Another language
/// gets a lexicon of the same shape and a names file (docs/ingredients.md, "Adding a language").
enum FrenchLexicon {
    /// Units as runs of folded words (dots dropped), longest first when tried.
    static let units: [(words: [String], unit: MeasureUnit)] = {
        var table: [([String], MeasureUnit)] = []
        let spoons = ["cuillere", "cuiller", "cuilleree", "cuil", "cuill", "cuiler", "c"]
        for spoon in spoons {
            for soup in ["soupe", "s", "table"] { table.append(([spoon, "a", soup], .tablespoon)); table.append(([spoon, soup], .tablespoon)) }
            for coffee in ["cafe", "c", "the", "t", "moka"] { table.append(([spoon, "a", coffee], .teaspoon)); table.append(([spoon, coffee], .teaspoon)) }
            table.append(([spoon, "a", "dessert"], .dessertspoon))
        }
        table += [
            (["cs"], .tablespoon), (["cas"], .tablespoon), (["cuillere"], .tablespoon), (["cuiller"], .tablespoon),
            (["cuilleree"], .tablespoon), (["cuil"], .tablespoon), (["cuill"], .tablespoon), (["csp"], .tablespoon),
            (["cc"], .teaspoon), (["cac"], .teaspoon), (["ccafe"], .teaspoon),
            (["g"], .gram), (["gr"], .gram), (["grs"], .gram), (["gramme"], .gram), (["kg"], .kilogram), (["kilo"], .kilogram),
            (["kilogramme"], .kilogram), (["mg"], .milligram),
            // Quebec and old French measures: "1 lb de bœuf", "8 oz de fromage", "une livre de carottes"
            (["lb"], .pound), (["lbs"], .pound), (["livre"], .pound), (["oz"], .ounce), (["once"], .ounce),
            (["ml"], .milliliter), (["millilitre"], .milliliter), (["cl"], .centiliter), (["centilitre"], .centiliter),
            (["dl"], .deciliter), (["decilitre"], .deciliter), (["l"], .liter), (["litre"], .liter), (["lt"], .liter),
            (["cm"], .centimeter), (["mm"], .millimeter),
            // Quebec writes "t" for tasse; a French line never means a teaspoon by it
            (["t"], .cup), (["tasse"], .cup), (["bol"], .cup), (["verre"], .glass),
            (["pincee"], .pinch), (["pointe"], .pinch), (["soupcon"], .pinch), (["trait"], .dash), (["goutte"], .drop),
            (["filet"], .splash), (["gousse"], .clove), (["brin"], .sprig), (["branche"], .sprig), (["tige"], .stem), (["rameau"], .sprig),
            (["botte"], .bunch), (["bouquet"], .bunch), (["grappe"], .bunch), (["bottillon"], .bunch), (["feuille"], .leaf), (["tranche"], .slice), (["tran"], .slice), (["tr"], .slice), (["rondelle"], .slice),
            (["sachet"], .package), (["paquet"], .package), (["dose"], .package), (["rouleau"], .package), (["dosette"], .package), (["pack"], .package), (["plaquette"], .package),
            (["boite"], .can), (["conserve"], .can), (["canne"], .can), (["canette"], .can), (["enveloppe"], .envelope), (["boite", "de", "conserve"], .can), (["pot"], .jar), (["bocal"], .jar),
            (["bouteille"], .bottle), (["brique"], .carton), (["brick"], .carton), (["barquette"], .container), (["contenant"], .container), (["casseau"], .container), (["sac"], .bag),
            (["noix"], .knob), (["noisette"], .knob), (["morceau"], .piece), (["bout"], .piece), (["troncon"], .piece),
            (["poignee"], .handful), (["tete"], .head), (["pied"], .head), (["cote"], .stalk), (["cube"], .cube),
            (["tablette"], .bar), (["plaque"], .bar), (["carre"], .square), (["baton"], .stick), (["batonnet"], .stick), (["epi"], .ear),
            (["bulbe"], .bulb), (["laniere"], .strip), (["quartier"], .wedge), (["louche"], .scoop), (["bloc"], .block), (["tube"], .tube),
        ]
        table += vessels.map { ($0, $0[0] == "verre" ? MeasureUnit.glass : .jar) }
        return table.map { (words: $0.0, unit: $0.1) }.sorted { $0.words.count > $1.words.count }
    }()

    /// The yogurt cake's measures: "2 pots de yaourt de sucre", "1 verre à moutarde de lait".
    static let vessels: Set<[String]> = [["pot", "de", "yaourt"], ["pot", "de", "yogourt"], ["pot", "a", "yaourt"], ["verre", "a", "moutarde"]]

    /// Units written with one letter, which count only right after a number.
    static let letterUnits: Set<String> = ["g", "l", "t", "c"]

    /// Words that say a count and no unit: "1 pièce(s) Oignon", "4 unité oeuf", "6 tour(s) de moulin" (singular forms).
    static let counts: Set<String> = ["piece", "unite", "tour"]
    /// What the mill's turns grind when the line names nothing else: a French name in fr.tsv.
    static let millFood = "moulin à poivre"

    /// Number words; "un" and "une" are one, and begin "un demi", "une douzaine".
    static let numbers: [String: Double] = [
        "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8, "neuf": 9,
        "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16, "vingt": 20,
        "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60, "cent": 100,
    ]
    /// Words that are a fraction of one: "un demi", "demi", "la moitié", "un quart".
    static let fractions: [String: Double] = ["demi": 0.5, "demie": 0.5, "moitie": 0.5, "quart": 0.25, "quarts": 0.25, "tiers": 1.0 / 3]
    /// Counts by the group: "une douzaine d'œufs".
    static let groups: [String: Double] = [
        "douzaine": 12, "douzaines": 12, "dizaine": 10, "dizaines": 10, "quinzaine": 15, "vingtaine": 20, "vingtaines": 20,
        "trentaine": 30, "quarantaine": 40, "cinquantaine": 50, "soixantaine": 60, "centaine": 100, "centaines": 100,
        "demi-douzaine": 6,
    ]
    /// An amount that says no number: "quelques brins", "un peu de sel".
    static let vague: Set<String> = ["quelques", "quelque", "qq", "qqs", "plusieurs", "peu", "assez", "beaucoup", "qs"]
    /// Size words before a unit or a name.
    static let sizes: Set<String> = [
        "petit", "petite", "petits", "petites", "gros", "grosse", "grosses", "grand", "grande", "grands", "grandes",
        "moyen", "moyenne", "moyens", "moyennes", "beau", "bel", "belle", "beaux", "belles", "bon", "bonne", "bons", "bonnes",
        "joli", "jolie", "jolis", "jolies", "demi-", "enorme", "enormes", "mini", "epais", "epaisse", "epaisses", "fine", "fines", "genereux", "genereuse", "genereuses", "rase", "rases", "bombee", "bombees", "pleine", "pleines",
    ]
    /// Words that end the food's name and begin its preparation.
    static let preparation: Set<String> = Set(agreeing(participles)).union([
        "mou", "molle", "tiede", "froid", "froide", "mure", "mures", "mur", "murs",
        "en", "a", "bien", "tres", "finement", "grossierement", "legerement", "fraichement", "pour", "selon", "facultatif",
        "facultative", "optionnel", "optionnelle", "environ", "ou", "et", "avec", "sans", "soit", "type", "de preference",
        "preference", "non",
    ])

    /// Past participles that say how a food was prepared, in the masculine singular; each also
    /// ends a name in its feminine and plural forms ("dégermée", "dilués").
    static let participles = [
        "hache", "emince", "pele", "epluche", "rape", "coupe", "cisele", "ecrase", "presse", "fondu", "ramolli", "tranche",
        "detaille", "concasse", "egoutte", "rince", "lave", "battu", "fouette", "tamise", "zeste", "epepine", "equeute",
        "effeuille", "decortique", "desosse", "cuit", "mixe", "broye", "moulu", "grille", "torrefie", "dessale", "decongele",
        "emiette", "blanchi", "reduit", "taille", "roule", "nettoye", "vide", "prepare", "pare", "degerme", "dilue", "delaye",
        "ecosse", "trempe", "egrene", "assaisonne", "refroidi", "rechauffe", "tiedi", "evide", "denoyaute",
        "epointe", "gratte", "brosse", "essore", "eponge", "deglace", "defait", "etale", "abaisse", "pret", "fendu",
    ]

    /// A participle with its feminine and plural forms: "coupé", "coupée", "coupés", "coupées".
    static func agreeing(_ words: [String]) -> [String] {
        words.flatMap { [$0, $0 + "e", $0 + "s", $0 + "es"] }
    }
    /// Words after the name that are a comment, not a preparation.
    static let commentStarts: Set<String> = ["pour", "selon", "facultatif", "facultative", "optionnel", "optionnelle", "environ", "ou", "et", "soit", "type", "sans", "avec"]
    /// The parts of a food a line may take before its amount: "le jus de", "le zeste d'",
    /// "l'écorce d'", "les blancs de", "les jaunes de".
    static let partWords: Set<String> = ["jus", "zeste", "zestes", "ecorce", "blanc", "blancs", "jaune", "jaunes"]
    /// Words before an amount that take part of the food: "le jus d'un citron", "zeste de 2 oranges".
    static let partOf: Set<String> = partWords.union(["le", "la", "les", "l"])

    /// Words for the language guess: strong ones rarely appear in English lines.
    static let strongWords: Set<String> = [
        "de", "du", "des", "d", "une", "pincee", "pincees", "gousse", "gousses", "cuillere", "cuilleres", "cuil", "cuill", "cs",
        "cc", "cas", "cac", "soupe", "cafe", "hache", "hachee", "haches", "hachees", "emince", "emincee", "emincees", "tasse",
        "tasses", "verre", "sachet", "boite", "tranche", "tranches", "botte", "brin", "brins", "feuilles", "quelques", "qq",
        "facultatif", "moulu", "et", "ou", "au", "aux", "avec", "pour", "selon", "votre", "gout", "deux", "trois", "quatre",
        "cinq", "demi", "douzaine", "rape", "rapee", "coupe", "coupee", "morceaux", "les", "le", "la", "dl", "cl", "kg",
        "unite", "unites", "gramme", "grammes",
    ]
    /// Words in "-ée", "-és" that English lines use as their own: not French evidence.
    static let borrowedParticiples: Set<String> = ["purée", "purées", "frisée", "entrée", "entrées", "desirée", "désirée", "pressé", "rosés"]
    static let weakWords: Set<String> = ["g", "l", "ml", "un", "a", "t"]
    /// English words that a French line would not hold.
    static let englishWords: Set<String> = [
        "of", "the", "and", "cup", "cups", "c", "tablespoon", "tablespoons", "teaspoon", "teaspoons", "tbsp", "tbs", "tsp", "oz",
        "ounce", "ounces", "lb", "lbs", "pound", "pounds", "chopped", "minced", "sliced", "diced", "or", "to", "taste", "large",
        "small", "medium", "fresh", "for", "into", "cut", "ground", "whole", "with", "about", "finely", "peeled", "plus", "more",
        "clove", "cloves", "can", "package", "pinch", "pinches", "juice", "grated", "optional", "each", "inch", "pieces",
        "divided", "pint", "pints", "quart", "container", "chilled", "cold", "soaked", "needed", "stemmed", "see", "method",
        "work", "well", "as", "sachet", "fl", "fast", "action", "dried", "shreds", "thin", "frozen", "thawed", "wine", "brandy",
        "strawberries", "hulled", "on", "top", "in", "water", "rock", "coarse", "half", "fat", "robust", "fruity", "spanish",
    ]
}
