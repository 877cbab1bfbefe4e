import Testing
@testable import RecipleaseCore

/// What a counted or weighed line brings is what is eaten of the food it names: the kind's own
/// piece where the kind is smaller than its parent, and the edible share (USDA SR Legacy's
/// refuse) of a fruit or squash bought with its rind, crown or seeds.
struct PieceAndRefuseTests {
    @Test(arguments: [(String, Food.ID, Double)](arrayLiteral:
        // (line, food, grams eaten)
        // Kinds with a smaller piece: a kiss 4.6 g (the packet's 9 pieces in 41 g), a mini
        // marshmallow 0.7 g (SR Legacy: 10 miniature 7 g), a large one 7 g, a ciabatta roll 90 g,
        // the loaf 300 g.
        ("30 milk chocolate candy kisses (such as Hershey's Kisses®)", "chocolate-kiss", 30 * 4.6),
        ("6 miniature marshmallows", "mini-marshmallow", 6 * 0.7),
        ("15 large marshmallows", "marshmallow", 15 * 7),
        ("4 ciabatta rolls, sliced horizontally", "ciabatta-roll", 360),
        ("1 ciabatta loaf", "ciabatta", 300),
        // a plural whose singular names more: naan and pita breads, not sliced bread's 30 g
        ("2 naan breads", "naan", 180),
        ("4 pita breads", "pita", 240),
        // an English (hothouse, seedless) cucumber about 400 g, twice the slicing one
        ("1 English cucumber, sliced", "english-cucumber", 400),
        ("1 cucumber", "cucumber", 201),
        // a root counted by the knob, a length of it: a knob an inch, as "(1-inch) piece" is
        ("1 inch piece ginger, peeled and grated", "ginger", 15),
        ("3 cm ginger", "ginger", 3 / 2.54 * 15),
        // a romaine heart 200 g (three to the usual 18–22 oz bag), the whole head 600 g
        ("4 romaine hearts (chopped)", "romaine-heart", 800),
        ("2 hearts of romaine, chopped", "romaine-heart", 400),
        ("1 head romaine lettuce, shredded", "romaine-lettuce", 600),
        // a maraschino cherry 5 g, at SR Legacy's drained cherries, not candied fruit; biscuit
        // mix is the baking mix (0.5 g/ml), not a cookie
        ("12 maraschino cherries", "maraschino-cherry", 60),
        ("2 cups biscuit mix", "pancake-mix", 2 * 236.588 * 0.5),
        // Bought with refuse: counts and weights as bought are the edible share of it.
        ("1 pineapple", "pineapple", 1500 * 0.51),
        ("1 cantaloupe", "cantaloupe", 1200 * 0.51),
        ("1 pomegranate, seeds only", "pomegranate", 280 * 0.56),
        ("1 butternut squash", "butternut-squash", 1200 * 0.84),
        ("2 lbs butternut squash, peeled and cubed", "butternut-squash", 907.18 * 0.84),
        ("6 lb seedless watermelon, cut into chunks", "watermelon", 2721.55 * 0.52),
        // a name that says the flesh: all of it
        ("400 g watermelon flesh", "watermelon", 400),
        ("500 g pumpkin flesh", "pumpkin", 500)
    ))
    func whatIsEatenOfTheFoodNamed(line: String, food: Food.ID, grams: Double) throws {
        try BundledWeighing.expect(line, finds: food, weighing: grams)
    }
}
