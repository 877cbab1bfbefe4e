import Foundation
import Testing
@testable import RecipleaseCore

/// Spoons as cooks misspell them and spoonfuls as they say them, read with the bundled catalog.
/// Written for Reciplease.
struct MisspeltSpoonTests {
    static let parser = IngredientParser(catalog: FoodCatalog.shared)

    @Test(arguments: [
        // one letter added, dropped, changed, or two swapped, in a spoon's whole name
        ("3 - 6 tableaspoons milk", MeasureUnit?.some(.tablespoon), "milk"),
        ("2 tablspoons butter", .tablespoon, "butter"),
        ("1 teaspon salt", .teaspoon, "salt"),
        ("1 tesapoon vanilla", .teaspoon, "vanilla-extract"),
        ("1 tablespoom sugar", .tablespoon, "sugar"),
        // a spoonful is a tablespoon, before the name or after it
        ("2 spoonfuls sour cream", .tablespoon, "sour-cream"),
        ("Sour Cream, 2 spoonfuls", .tablespoon, "sour-cream"),
        // further off, or another word: no unit
        ("1 teapot tea", nil, "tea"),
        ("2 tabelspons butter", nil, "butter"),
    ])
    func aSpoonOneLetterOffIsThatSpoon(_ line: String, _ unit: MeasureUnit?, _ food: String) {
        let parsed = Self.parser.parse(line)
        #expect((parsed.unit, parsed.food) == (unit, Food.ID(food)), "\(line)")
    }

    @Test(arguments: [
        ("tablespoon", "tablespoons", true), ("tablespoon", "tablspoon", true), ("teaspoon", "taespoon", true),
        ("teaspoon", "teaspoxn", true), ("teaspoon", "teaspoon", false), ("teaspoon", "tespon", false),
        ("teaspoon", "teaspoonss", false), ("teaspoon", "aeteaspoon", false),
    ])
    func oneEditApart(_ a: String, _ b: String, _ expected: Bool) {
        #expect(IngredientParser.oneEditApart(Array(a.utf8), Array(b.utf8)) == expected)
        #expect(IngredientParser.oneEditApart(Array(b.utf8), Array(a.utf8)) == expected)
    }
}
