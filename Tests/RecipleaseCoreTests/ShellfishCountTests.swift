import Testing
@testable import RecipleaseCore

/// A crab or a lobster counted whole is the meat it gives; its kinds are counted by their own
/// size. A weight of crab or lobster meat is that weight.
struct ShellfishCountTests {
    @Test(arguments: [(String, Food.ID, Double)](arrayLiteral:
        // (line, food, grams): a Dungeness-sized crab gives about 200 g of meat, a blue crab about
        // 2 oz, a soft-shell crab is eaten whole (85 g); a lobster of 1 1/4 lb about 150 g of meat,
        // a tail 120 g, a langoustine's tail 15 g
        ("4 whole Dungeness crabs", "crab", 800),
        ("12 blue crabs", "blue-crab", 12 * 57),
        ("8 soft-shell crabs, cleaned", "soft-shell-crab", 8 * 85),
        ("2 live lobsters", "lobster", 300),
        ("2 lobster tails", "lobster-tail", 240),
        ("8 langoustines", "langoustine", 120),
        // weights of meat are what they say
        ("1 lb lump crab meat", "crab", 453.592),
        ("8 oz lobster meat", "lobster", 226.796)
    ))
    func shellfishCountedWholeIsTheirMeat(line: String, food: Food.ID, grams expected: Double) throws {
        try BundledWeighing.expect(line, finds: food, weighing: expected)
    }
}
