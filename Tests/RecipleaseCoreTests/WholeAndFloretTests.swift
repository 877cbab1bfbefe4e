import Testing
@testable import RecipleaseCore

/// A loaf, a head or a bunch of a food the catalog counts by small pieces (a slice, a clove, a
/// stalk) or not at all (herbs, greens) weighs the catalog's whole, as sold: it was left out of
/// the estimate before. A floret of a food counted by the head is a floret, not a head.
struct WholeAndFloretTests {
    @Test(arguments: [(String, Food.ID, Double)](arrayLiteral:
        // (line, food, grams eaten)
        ("1 loaf of bread", "bread", 454),
        ("2 loaves crusty bread", "bread", 908),
        // a name that ends in the whole says it as the unit does
        ("1 sourdough loaf", "sourdough-bread", 454),
        ("1 celery head", "celery", 450),
        // a kind counted by the loaf keeps its own piece
        ("1 loaf French bread, sliced", "french-bread", 450),
        ("1 head of garlic", "garlic", 40),
        ("2 garlic bulbs", "garlic", 80),
        ("1 garlic head", "garlic", 40),
        // a size word scales the whole as it scales a piece
        ("1 small head garlic", "garlic", 32),
        ("1 large head garlic", "garlic", 40 * 1.37),
        ("1 bunch radishes", "radish", 70),
        ("1 bunch cilantro", "cilantro", 70),
        ("1 bunch coriander", "cilantro", 70),
        ("½ bunch flat-leaf parsley", "flat-leaf-parsley", 30),
        ("1 bunch green onions, sliced", "green-onion", 100),
        ("1 bunch kale, stemmed", "kale", 250),
        ("1 bunch asparagus", "asparagus", 454),
        ("1 bunch broccoli rabe", "broccoli-rabe", 454),
        // a food counted by the head is that head, as before
        ("1 head cauliflower", "cauliflower", 575),
        ("1 head escarole", "escarole", 500),
        ("1 escarole, cut in pieces", "escarole", 500),
        // florets: SR Legacy's 11 g (broccoli) and 13 g (cauliflower)
        ("10 broccoli florets", "broccoli", 120),
        ("8 cauliflower florets", "cauliflower", 96),
        ("1 lb broccoli florets", "broccoli", 453.59237)
    ))
    func aWholeOrAFloretWeighsWhatIsSold(line: String, food: Food.ID, grams: Double) throws {
        try BundledWeighing.expect(line, finds: food, weighing: grams)
    }

    @Test func aFoodWithoutAWholeStaysLeftOut() throws {
        // bay leaves are counted by the leaf and sold in jars: no bunch is known
        let (_, grams) = try BundledWeighing.weighed("1 bunch bay leaves")
        #expect(grams == nil)
    }
}
