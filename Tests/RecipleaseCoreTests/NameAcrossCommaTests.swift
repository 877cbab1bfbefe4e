import Foundation
import Testing
@testable import RecipleaseCore

/// Names that a comma, a bracketed fat share or an alternative with a share cut short, read with
/// the bundled catalog: each must keep the words that name the food. Written for Reciplease.
struct NameAcrossCommaTests {
    static let parser = IngredientParser(catalog: FoodCatalog.shared)

    @Test(arguments: [
        // qualifiers before a comma, the food after it, a preparation word between
        ("3/4 cup whole, pitted kalamata olives", "whole, pitted kalamata olives", "olive"),
        ("1½ cups sweetened, shredded coconut, toasted", "sweetened, shredded coconut", "shredded-coconut"),
        ("6 cups hot, cooked spaghetti", "hot, cooked spaghetti", "spaghetti"),
        ("4 slices chewy, peasant-style bread", "chewy, peasant-style bread", "bread"),
        // a short part of qualifiers alone is passed over
        ("1/2 cup dry, fine, unflavored bread crumbs", "dry, fine, unflavored bread crumbs", "bread-crumbs"),
        // a fat share in brackets inside the name, and after "or"
        ("1/2 cup low-fat (1%) milk", "low-fat (1%) milk", "low-fat-milk"),
        ("2 cups (500 mL) whipping (35%) cream", "whipping (35%) cream", "heavy-cream"),
        ("3 cups skim or 1% milk", "skim or 1% milk", "skim-milk"),
    ])
    func theNameGoesOnToItsFood(_ line: String, _ name: String, _ food: String) {
        let parsed = Self.parser.parse(line)
        #expect((parsed.name, parsed.food) == (name, Food.ID(food)), "\(line)")
    }

    @Test(arguments: [
        // a part that is a phrase, not a name: the food stays unknown rather than the phrase's
        ("2 cups alder wood chips, soaked in water, or as needed", "alder wood chips"),
        ("Hot, cooked wide noodles such as tagliatelle or pappardelle", "Hot"),
        // an amount after "or" is another measure, not a share
        ("1 cup milk or 1/2 cup cream", "milk"),
    ])
    func aPhraseAfterTheCommaIsNoName(_ line: String, _ name: String) {
        let parsed = Self.parser.parse(line)
        #expect(parsed.name == name, "\(line)")
        #expect(parsed.food != "water" && parsed.food != "tagliatelle" && parsed.food != "cream", "\(line)")
    }

    @Test(arguments: [
        // a weight glued to the noun after a qualifier is one's weight, as right after the count
        ("1 whole 3-pound chicken", "whole chicken", "chicken", 3.0, MeasureUnit.pound),
        ("2 whole 2-pound chickens", "whole chickens", "chicken", 2.0, .pound),
        ("1 ripe 8-ounce tomato", "ripe tomato", "tomato", 8.0, .ounce),
        ("1 unbaked 9-inch pie shell", "unbaked pie shell", "pie-crust", 9.0, .inch),
    ])
    func aWeightGluedInsideTheNameIsOnesWeight(_ line: String, _ name: String, _ food: String, _ size: Double, _ unit: MeasureUnit) {
        let parsed = Self.parser.parse(line)
        #expect((parsed.name, parsed.food, parsed.packageQuantity, parsed.packageUnit) == (name, Food.ID(food), size, unit), "\(line)")
    }
}
