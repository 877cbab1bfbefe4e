import Testing
@testable import RecipleaseCore

/// A counted line whose name ends in a part ("8 romaine lettuce leaves", "4 lemon wedges") counts
/// those parts, as "8 leaves romaine" does: an ounce each (`RecipeNutrition.partWeight`), not a
/// head of lettuce or a whole lemon each.
struct NamedPartTests {
    @Test(arguments: [(String, String)](arrayLiteral:
        // (line, the same parts written with the unit first)
        ("8 romaine lettuce leaves, roughly chopped", "8 leaves romaine lettuce"),
        ("6 large cabbage leaves", "6 leaves cabbage"),
        ("4 large radicchio leaves", "4 leaves radicchio"),
        ("4 lemon wedges", "4 wedges lemon"),
        ("6 orange slices", "6 slices orange")
    ))
    func aNameEndingInAPartCountsParts(line: String, unitFirst: String) throws {
        let grams = try #require(try BundledWeighing.weighed(line).grams)
        #expect(abs(grams - (try #require(try BundledWeighing.weighed(unitFirst).grams))) < 0.01, "\(line)")
        #expect(abs(grams / 28 - (grams / 28).rounded()) < 0.01, "\(line): \(grams) g is whole ounces")
    }

    @Test(arguments: [(String, Double)](arrayLiteral:
        // (line, grams): the food itself is the part (a bay leaf), or the catalog counts the food
        // by the part already (a gelatine leaf 2 g, a rasher of bacon 28 g): its own piece.
        ("3 gelatine leaves", 6),
        ("8 bacon strips", 8 * 28),
        ("2 lemons", 200)
    ))
    func aFoodCountedByItsPartKeepsItsPiece(line: String, grams expected: Double) throws {
        let grams = try #require(try BundledWeighing.weighed(line).grams)
        #expect(abs(grams - expected) < 0.01, "\(line): \(grams) g")
    }
}
