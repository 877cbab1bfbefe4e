import Foundation

/// Size words on counted pieces: "2 small onions" are not two of the catalog's onions.
extension RecipeNutrition {
    /// The share of the catalog's piece that one piece of the line's size weighs: the catalog's
    /// piece of a fruit or vegetable is USDA's medium one, and a size word scales it by the
    /// median ratio of USDA's sized portions (docs/nutrition.md). 1 for a line without a size,
    /// for "medium" and for a size word read no other way, and for foods outside the produce
    /// aisle: an egg's piece is the large egg recipes mean, whose grades differ by market, and
    /// USDA sizes no cut of meat or fish. Nor a bunch: a large bunch of carrots holds more
    /// carrots, not larger ones.
    static func sizeScale(of part: ParsedIngredient, food: Food) -> Double {
        guard food.aisle == produceAisle, part.unit != .bunch,
              let size = part.size, let grade = sizeGrade(size) else { return 1 }
        return grade
    }

    /// A size word's share of the medium piece, or nil for a word that is no size of a whole
    /// piece ("medium-large", "thumb-sized"). The word is folded as the catalog folds names
    /// ("große" is "grosse"), so the French, German and Dutch words the parsers keep read too.
    static func sizeGrade(_ word: String) -> Double? {
        var size = LocalNames.fold(word)
        for suffix in ["-sized", "-size", " sized", " size"] where size.hasSuffix(suffix) {
            size = String(size.dropLast(suffix.count))
        }
        if smallWords.contains(size) { return smallPiece }
        if mediumWords.contains(size) { return 1 }
        if largeWords.contains(size) { return largePiece }
        if extraLargeWords.contains(size) { return extraLargePiece }
        return nil
    }

    // Folded; French "grosse" and German "grosse" (große) both say large. By language: English,
    // French, German, Dutch, Spanish, Italian and Portuguese (where the size comes before the name),
    // Swedish, Danish and Norwegian, Slovak, Hungarian.
    static let smallWords: Set<String> = [
        "small", "sm",
        "petit", "petite", "petits", "petites",
        "klein", "kleine", "kleinen", "kleiner", "kleines",
        "pequeno", "pequena", "pequenos", "pequenas", "piccolo", "piccola", "piccoli", "piccole",
        "liten", "litet", "lite", "lilla", "lille", "sma",
        "maly", "mala", "male", "malej", "malych", "mensi", "mensia", "mensie",
        "kicsi", "kis", "kisebb",
    ]
    static let mediumWords: Set<String> = [
        "medium", "med", "md",
        "moyen", "moyenne", "moyens", "moyennes",
        "mittelgross", "mittelgrosse", "mittelgrossen", "mittelgrosser", "mittelgrosses",
        "middelgroot", "middelgrote",
        "mediano", "mediana", "medianos", "medianas",
        "medelstor", "medelstora", "mellemstor", "mellemstore", "middels", "mellomstor", "mellomstore",
        "stredny", "stredna", "stredne", "strednej",
        "kozepes",
    ]
    static let largeWords: Set<String> = [
        "large", "lg",
        "gros", "grosse", "grosses", "grand", "grande", "grands", "grandes",
        "gross", "grossen", "grosser",
        "groot", "grote",
        "grandi",
        "stor", "stora", "store", "stort",
        "velky", "velka", "velke", "velkej", "velkych", "vacsi", "vacsia", "vacsie",
        "nagy", "nagyobb",
    ]
    static let extraLargeWords: Set<String> = ["extra-large", "extra large", "x-large", "xl", "jumbo", "huge"]

    /// A small piece against a medium one: the median of USDA SR Legacy's small and medium
    /// portions of fourteen fruits and vegetables (onion 70 / 110 g, carrot 50 / 61, bell pepper
    /// 74 / 119, russet potato 170 / 213, tomato 91 / 123, zucchini 118 / 196, apple 149 / 182,
    /// banana 101 / 118 and six more; the table is in docs/nutrition.md).
    static let smallPiece = 0.79
    /// A large piece against a medium one, the median of the same foods' large and medium
    /// portions (onion 150 / 110 g, russet potato 369 / 213, tomato 182 / 123, apple 223 / 182).
    static let largePiece = 1.37
    /// An extra-large piece: USDA's extra-large portions (banana, peach, asparagus, strawberry)
    /// weigh 1.12 to 1.5 times the large one, a median of 1.24: 1.37 × 1.24 of the medium one.
    static let extraLargePiece = 1.7

    static let produceAisle = "produce"
}
