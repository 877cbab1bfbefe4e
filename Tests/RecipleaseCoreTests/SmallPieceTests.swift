import Testing
@testable import RecipleaseCore

/// Kinds counted by a smaller piece than their parent: a chocolate kiss is not a bar of milk
/// chocolate, a mini marshmallow not a large one, a ciabatta roll not the loaf.
struct SmallPieceTests {
    @Test(arguments: [(String, Food.ID, Double)](arrayLiteral:
        // (line, food, grams): a kiss 4.6 g (the packet's 9 pieces in 41 g), a mini marshmallow
        // 0.7 g (SR Legacy: 10 miniature 7 g), a large one 7 g, a ciabatta roll 90 g, the loaf 300 g
        ("30 milk chocolate candy kisses (such as Hershey's Kisses®)", "chocolate-kiss", 30 * 4.6),
        ("6 miniature marshmallows", "mini-marshmallow", 6 * 0.7),
        ("15 large marshmallows", "marshmallow", 15 * 7),
        ("4 ciabatta rolls, sliced horizontally", "ciabatta-roll", 360),
        ("1 ciabatta loaf", "ciabatta", 300)
    ))
    func aKindCountedByItsOwnPiece(line: String, food: Food.ID, grams: Double) throws {
        try BundledWeighing.expect(line, finds: food, weighing: grams)
    }
}
