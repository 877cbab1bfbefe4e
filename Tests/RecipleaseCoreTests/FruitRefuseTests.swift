import Testing
@testable import RecipleaseCore

/// Melons, pineapples, pomegranates, papayas and winter squashes are bought with a rind, crown or
/// seeds that are not eaten: a count or a weight of them as bought is weighed by USDA's edible
/// share (SR Legacy's refuse), while a name that says the flesh ("watermelon flesh") is all eaten.
struct FruitRefuseTests {
    @Test(arguments: [(String, Food.ID, Double)](arrayLiteral:
        // (line, food, grams eaten)
        ("1 pineapple", "pineapple", 1500 * 0.51),
        ("1 cantaloupe", "cantaloupe", 1200 * 0.51),
        ("1 pomegranate, seeds only", "pomegranate", 280 * 0.56),
        ("1 butternut squash", "butternut-squash", 1200 * 0.84),
        ("2 lbs butternut squash, peeled and cubed", "butternut-squash", 907.18 * 0.84),
        ("6 lb seedless watermelon, cut into chunks", "watermelon", 2721.55 * 0.52),
        // the flesh by name: all of it
        ("400 g watermelon flesh", "watermelon", 400),
        ("500 g pumpkin flesh", "pumpkin", 500)
    ))
    func whatIsBoughtWithRefuseIsWeighedByWhatIsEaten(line: String, food: Food.ID, grams: Double) throws {
        try BundledWeighing.expect(line, finds: food, weighing: grams)
    }
}
