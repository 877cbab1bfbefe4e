import Testing
@testable import RecipleaseCore

/// A container counted without a size ("1 box instant pudding mix", "1 container Cool Whip", "½
/// stick margarine") is the food's usual package, from the common US brands' labels; it was left
/// out of the estimate before these foods had one. Whipped topping is a food of its own (SR Legacy's frozen dessert
/// topping, 318 kcal), sold in 8 oz tubs, where whipped cream is whipped at home.
struct PackagedFoodTests {
    static let ounce = 28.349523125

    @Test(arguments: [(String, Food.ID, Double)](arrayLiteral:
        // (line, food, grams)
        ("1 container Cool Whip, thawed", "whipped-topping", 8 * ounce),
        ("1 tub frozen whipped topping", "whipped-topping", 8 * ounce),
        ("1 box instant vanilla pudding mix", "instant-pudding-mix", 3.4 * ounce),
        ("2 cans refrigerated biscuits", "biscuit-dough", 2 * 16.3 * ounce),
        ("2 cans jumbo cinnamon rolls", "cinnamon-roll", 2 * 12.4 * ounce),
        ("1 envelope onion soup mix", "onion-soup-mix", ounce),
        ("1 jar salsa", "salsa", 16 * ounce),
        ("1 jar Alfredo sauce", "alfredo-sauce", 15 * ounce),
        ("1 box stuffing mix", "stuffing-mix", 6 * ounce),
        ("1 box vanilla wafers", "vanilla-wafer", 11 * ounce),
        ("1 package Oreos", "chocolate-sandwich-cookie", 14.3 * ounce),
        ("2 packages ramen noodles", "ramen-noodles", 2 * 3 * ounce),
        ("1 bag fresh cranberries", "cranberry", 12 * ounce),
        ("1 bag mini marshmallows", "mini-marshmallow", 10 * ounce),
        ("1 bag coleslaw mix", "coleslaw-mix", 14 * ounce),
        ("1 jar pickled jalapenos", "pickled-jalapenos", 12 * ounce),
        ("1 jar pesto", "pesto", 6.2 * ounce),
        ("1 bag tortilla chips", "tortilla-chips", 13 * ounce),
        ("1 jar peanut butter", "peanut-butter", 16 * ounce),
        ("1 package pepperoni", "pepperoni", 6 * ounce),
        ("1 box refrigerated pie crusts", "pie-crust", 14.1 * ounce),
        // sticks: margarine and vegan butter as butter's 4 oz, shortening's baking stick a cup (6.7 oz)
        ("½ stick margarine", "margarine", 2 * ounce),
        ("1 stick vegan butter", "vegan-butter", 4 * ounce),
        ("½ stick butter flavored crisco", "shortening", 0.5 * 6.7 * ounce),
        // a block, brick or bar of a food counted by no piece is its package; a size set apart by
        // a spaced dash is the can's
        ("1 block cream cheese", "cream-cheese", 8 * ounce),
        ("1 brick cream cheese, softened", "cream-cheese", 8 * ounce),
        ("1 13.5 – ounce can full-fat coconut milk", "coconut-milk", 13.5 * ounce),
        // a size written bare after the container, the container said again or not
        ("1 jar 16 oz salsa", "salsa", 16 * ounce),
        ("2 cans 11 oz cans mandarin oranges", "mandarin-oranges", 2 * 11 * ounce),
        // a size the line gives wins over the usual one; a measure is measured, as before
        ("1 (5.1 oz) box instant pudding mix", "instant-pudding-mix", 5.1 * ounce),
        ("2 cups Cool Whip", "whipped-topping", 2 * 236.5882365 * 0.3),
        ("1 cup whipped cream", "whipped-cream", 236.5882365 * 0.25)
    ))
    func aContainerWithoutASizeIsTheUsualPackage(line: String, food: Food.ID, grams: Double) throws {
        try BundledWeighing.expect(line, finds: food, weighing: grams)
    }

    @Test func whippedToppingIsItsOwnFoodWithTheToppingsValues() throws {
        let catalog = FoodCatalog.shared
        let topping = try #require(catalog["whipped-topping"])
        #expect(topping.parent == "whipped-cream")
        let values = try #require(topping.nutrients)
        #expect(abs(values.energy - 318) < 1)
        #expect(values != catalog["whipped-cream"]?.nutrients)
    }

    /// A cinnamon roll is the bun without frosting (FNDDS, 372 kcal), not SR Legacy's frosted honey
    /// bun (452): recipes write the icing apart.
    @Test func aCinnamonRollIsTheBunWithoutItsFrosting() throws {
        let values = try #require(FoodCatalog.shared["cinnamon-roll"]?.nutrients)
        #expect(abs(values.energy - 372) < 1)
    }
}
