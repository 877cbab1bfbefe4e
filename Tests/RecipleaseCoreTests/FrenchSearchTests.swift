import Testing
@testable import RecipleaseCore

/// What someone types in a search box, a kitchen list or a grocery list, read in their language
/// first and in the others after: the same catalog foods whichever language names them.
struct FrenchSearchTests {
    static let catalog = FoodCatalog.shared

    @Test(arguments: [
        // French names, their plurals and synonyms, accents, ligatures and case folded
        ("poulet", "fr", "chicken"), ("riz", "fr", "rice"), ("oignon", "fr", "onion"), ("Oignons", "fr", "onion"),
        ("ail", "fr", "garlic"), ("pommes de terre", "fr", "potato"), ("POMME DE TERRE", "fr", "potato"), ("patates", "fr", "potato"),
        ("œufs", "fr", "egg"), ("oeuf", "fr", "egg"), ("crème fraîche", "fr", "creme-fraiche"), ("creme fraiche", "fr", "creme-fraiche"),
        ("huile d'olive", "fr", "olive-oil"), ("huile d’olive", "fr", "olive-oil"), ("poireaux", "fr", "leek"), ("tomates", "fr", "tomato"),
        ("farine", "fr", "flour"), ("beurre", "fr", "butter"), ("lait", "fr", "milk"), ("persil", "fr", "parsley"),
        // a French word that is something else in English keeps its French sense on a French page
        ("raisin", "fr", "grape"),
        // English names on a French page still work; a whole English name beats a French first word
        ("chicken", "fr", "chicken"), ("onions", "fr", "onion"), ("olive oil", "fr", "olive-oil"), ("chicken thighs", "fr", "chicken-thigh"),
        // and French names on an English page (a household where two languages share a kitchen list)
        ("poulet", "en", "chicken"), ("pommes de terre", "en", "potato"), ("oignon", "en", "onion"),
        // English first on an English page
        ("raisin", "en", "raisin"), ("chicken", "en", "chicken"),
    ] as [(String, String, String)])
    func aTypedNameFindsItsFood(_ typed: String, _ language: String, _ id: String) {
        #expect(Self.catalog.resolve(typed: typed, language: language)?.rawValue == id)
    }

    @Test(arguments: [("xqzvw", "fr"), ("xqzvw", "en"), ("", "fr"), ("!!!", "fr"), ("pouletxx", "fr")] as [(String, String)])
    func nonsenseFindsNothing(_ typed: String, _ language: String) {
        #expect(Self.catalog.resolve(typed: typed, language: language) == nil)
    }

    /// "poulet, riz, oignon" is the same foods as "chicken, rice, onion".
    @Test func aFrenchListIsTheEnglishListsFoods() {
        let french = ["poulet", "riz", "oignon", "ail", "tomates", "carottes", "pommes de terre", "citron", "lardons", "champignons"]
        let english = ["chicken", "rice", "onion", "garlic", "tomatoes", "carrots", "potatoes", "lemon", "lardons", "mushrooms"]
        let fromFrench = french.map { Self.catalog.resolve(typed: $0, language: "fr") }
        let fromEnglish = english.map { Self.catalog.resolve(typed: $0, language: "en") }
        #expect(fromFrench == fromEnglish)
        #expect(!fromFrench.contains(nil))
    }

    @Test(arguments: [
        ("poul", "poulet"), ("oign", "oignon"), ("POMME DE T", "pomme de terre"), ("creme fr", "crème fraîche"),
        ("huile d'ol", "huile d'olive"), ("champi", "champignon"),
    ] as [(String, String)])
    func suggestionsComeInTheReadersLanguage(_ typed: String, _ first: String) {
        let found = Self.catalog.suggestions(for: typed, language: "fr", limit: 5)
        #expect(found.first.flatMap { Self.catalog.displayName(of: $0.id, language: "fr") } == first)
    }

    @Test func anEnglishNameTypedOnAFrenchPageIsSuggestedInFrench() {
        let found = Self.catalog.suggestions(for: "chicken th", language: "fr", limit: 3)
        #expect(found.first?.id.rawValue == "chicken-thigh")
        #expect(found.first.flatMap { Self.catalog.displayName(of: $0.id, language: "fr") } == Self.catalog.names(of: "chicken-thigh", in: "fr")?.name)
    }

    @Test func englishSuggestionsAreUnchangedWhileEnglishNamesMatch() {
        for typed in ["chick", "tomatoe", "flour", "oil", "rice"] {
            let english = Self.catalog.suggestions(for: typed, limit: 5)
            #expect(Array(Self.catalog.suggestions(for: typed, language: "en", limit: 5).prefix(english.count)) == english)
        }
        #expect(Self.catalog.suggestions(for: "poul", language: "fr", limit: 0).isEmpty)
        #expect(Self.catalog.suggestions(for: "  ", language: "fr").isEmpty)
    }

    @Test func aWordWrittenTwoWaysIsMendedToTheWayMostNamesWriteIt() {
        // "pomme" in two names, "pommé" in one: whichever food comes first, and whatever order a
        // dictionary would give, a typo is mended to "pomme" (it was a coin toss per process)
        let potato = Food(id: "potato", name: "potato", aisle: "produce")
        let cabbage = Food(id: "cabbage", name: "cabbage", aisle: "produce")
        let names: [Food.ID: FoodNames] = [
            "potato": FoodNames(name: "pomme de terre", plural: "pommes de terre"),
            "cabbage": FoodNames(name: "chou", synonyms: ["chou pommé"]),
        ]
        for foods in [[potato, cabbage], [cabbage, potato]] {
            let spelling = LocalSpelling(foods: foods, names: names)
            #expect(spelling.written["pomme"] == "pomme")
            #expect(spelling.mended("pome de tere") == "pomme de terre")
        }
    }

    @Test(arguments: [
        ("poullet", "poulet"), ("oignonn", "oignons"), ("carrotte", "carotte"), ("champignions", "champignons"),
        // several words: the unknown ones mended, written as the names write them
        ("pome de tere", "pomme de terre"), ("cremme fraiche", "crème fraiche"),
        // an English typo on a French page: no French name is near, the English one is
        ("chiken", "chicken"),
    ] as [(String, String)])
    func didYouMeanWorksOnFrenchNames(_ typed: String, _ expected: String) {
        let first = Self.catalog.corrections(for: typed, language: "fr").first
        #expect(first?.name == expected)
        #expect(first.flatMap { Self.catalog.resolve(typed: $0.name, language: "fr") } == first?.food)
    }

    @Test(arguments: ["poulet", "pommes de terre", "chicken", "xqzvw", "", "po"])
    func nothingIsOfferedForKnownOrHopelessFrenchNames(_ typed: String) {
        #expect(Self.catalog.corrections(for: typed, language: "fr").isEmpty)
    }

    @Test(arguments: [
        ("onion", false, "oignon"), ("onion", true, "oignons"), ("flour", true, "farine"), ("potato", true, "pommes de terre"),
        ("garlic", true, "ail"), ("egg", true, "œufs"), ("milk", true, "lait"),
    ] as [(String, Bool, String)])
    func namesShownInFrenchArePluralOnlyForCountedFoods(_ id: String, _ plural: Bool, _ expected: String) {
        #expect(Self.catalog.displayName(of: Food.ID(id), language: "fr", plural: plural) == expected)
    }

    @Test func englishNamesShownAreTheCatalogs() {
        #expect(Self.catalog.displayName(of: "onion", language: "en", plural: true) == "onions")
        #expect(Self.catalog.displayName(of: "flour", language: "en", plural: true) == "flour")
        #expect(Self.catalog.displayName(of: "onion", language: "ja") == "onion")
        #expect(Self.catalog.displayName(of: "onion", language: "de") == "Zwiebel")
        #expect(Self.catalog.displayName(of: "no-such-food", language: "fr") == nil)
    }
}
