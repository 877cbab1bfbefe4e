import Foundation
import Testing
@testable import RecipleaseCore

/// What having a food covers (docs/search.md): kinds and parents cover each other unless the
/// catalog marks the kind apart; two kinds of one parent never do.
@Suite struct FoodFamilyTests {
    let catalog = FoodCatalog.shared

    static let pairs: [(have: Food.ID, needs: Food.ID, covered: Bool)] = [
        // onions: colours are onion, scallions, shallots and leeks are not
        ("onion", "red-onion", true),
        ("red-onion", "onion", true),
        ("onion", "green-onion", false),
        ("green-onion", "onion", false),
        ("onion", "shallot", false),
        ("onion", "leek", false),
        ("red-onion", "white-onion", false),
        ("garlic", "garlic-scape", false),
        // poultry and meat: cuts are the meat, cured and cooked products are not
        ("chicken", "chicken-thigh", true),
        ("chicken-thigh", "chicken", true),
        ("chicken", "chicken-tenderloin", true),
        ("chicken", "rotisserie-chicken", true),
        ("poultry", "chicken-thigh", true),
        ("chicken-breast", "chicken-thigh", false),
        ("beef", "ground-beef", true),
        ("beef", "ribeye-steak", true),
        ("ground-beef", "steak", false),
        ("beef", "corned-beef", false),
        ("pork", "bacon", false),
        ("bacon", "pancetta", true),
        ("fish", "salmon", true),
        ("salmon", "smoked-salmon", false),
        // grains and flours: rice kinds are rice, wheat flours are flour, nut flours are not
        ("rice", "basmati-rice", true),
        ("basmati-rice", "rice", true),
        ("rice", "jasmine-brown-rice", true),
        ("jasmine-rice", "basmati-rice", false),
        ("rice", "wild-rice", false),
        ("flour", "bread-flour", true),
        ("all-purpose-flour", "flour", true),
        ("flour", "whole-wheat-pastry-flour", true),
        ("flour", "almond-flour", false),
        ("almond-flour", "flour", false),
        ("flour", "glutinous-rice-flour", false),
        // dairy: cheeses are cheese except the fresh spreading ones; plant milks are not milk
        ("cheese", "cheddar", true),
        ("parmesan", "cheese", true),
        ("cheese", "cream-cheese", false),
        ("cream-cheese", "cheese", false),
        ("cheese", "requeijao", false),
        ("milk", "skim-milk", true),
        ("milk", "buttermilk", false),
        ("milk", "oat-milk", false),
        ("butter", "ghee", true),
        // the rest of the kitchen
        ("vinegar", "red-wine-vinegar", true),
        ("vinegar", "balsamic-vinegar", false),
        ("rice-vinegar", "brown-rice-vinegar", true),
        ("sugar", "brown-sugar", true),
        ("sugar", "powdered-sugar", false),
        ("tomato", "cherry-tomato", true),
        ("chili-pepper", "jalapeno", true),
        ("chili-pepper", "poblano-pepper", false),
        ("potato", "russet-potato", true),
        ("potato", "sweet-potato", false),
        ("spice-blend", "garam-masala", false),
    ]

    @Test("having a food covers a recipe's food", arguments: pairs)
    func covers(_ have: Food.ID, _ needs: Food.ID, _ covered: Bool) throws {
        try #require(catalog[have] != nil && catalog[needs] != nil, "\(have), \(needs)")
        #expect(catalog.covers(having: have, needed: needs) == covered, "have \(have), needs \(needs)")
    }

    @Test func coveringIsSymmetricAndWithinTheFamily() {
        for food in catalog.foods {
            let family = Set(catalog.family(of: food.id))
            for other in catalog.covered(byHaving: food.id) {
                #expect(family.contains(other), "\(food.id) covers \(other)")
                #expect(catalog.covers(having: other, needed: food.id), "\(other) does not cover \(food.id)")
            }
        }
    }

    @Test func onlyKindsStandApart() {
        let apart = catalog.foods.filter { catalog.standsApart($0.id) }
        #expect(apart.count > 100)
        for food in apart { #expect(food.parent != nil, "\(food.id) is apart but has no parent") }
    }

    @Test func anApartLinkCutsTheWholeBranch() throws {
        // given vegetable > onion > scallion (apart) > baby scallion
        let foods = [
            Food(id: "vegetable", name: "vegetable", aisle: "produce"),
            Food(id: "onion", name: "onion", parent: "vegetable", aisle: "produce"),
            Food(id: "scallion", name: "scallion", parent: "onion", aisle: "produce"),
            Food(id: "baby-scallion", name: "baby scallion", parent: "scallion", aisle: "produce"),
        ]
        let catalog = try FoodCatalog(foods: foods, apart: ["scallion"])
        // then
        #expect(Set(catalog.covered(byHaving: "onion")) == ["onion", "vegetable"])
        #expect(Set(catalog.covered(byHaving: "scallion")) == ["scallion", "baby-scallion"])
        #expect(Set(catalog.covered(byHaving: "baby-scallion")) == ["baby-scallion", "scallion"])
        #expect(catalog.covered(byHaving: "unknown") == ["unknown"])
        #expect(!catalog.covers(having: "vegetable", needed: "baby-scallion"))
    }

    @Test func theFamilyColumnIsReadAtLoad() throws {
        let text = """
        onion\tonion\tonions\t\t\tproduce\t\t\t\t150\t
        scallion\tscallion\tscallions\tgreen onion\tonion\tproduce\t\t\t\t15\t\tapart
        red-onion\tred onion\tred onions\t\tonion\tproduce\t\t\t\t150
        """
        let catalog = try FoodCatalog.load(tsvFiles: [(name: "test.tsv", text: text)])
        #expect(catalog.standsApart("scallion"))
        #expect(!catalog.standsApart("red-onion"))
        #expect(Set(catalog.covered(byHaving: "onion")) == ["onion", "red-onion"])
        #expect(throws: FoodCatalogError.self) {
            try FoodCatalog.load(tsvFiles: [(name: "bad.tsv", text: "a\ta\t\t\t\tpantry\t\t\t\t\t\tapar")])
        }
    }

    // MARK: ranking through the core search

    func recipe(_ id: String, _ lines: [String]) -> Recipe {
        Recipe(draft: RecipeDraft(id: id, title: id, ingredientLines: lines), parser: IngredientParser(catalog: catalog), catalog: catalog)
    }

    @Test func scallionsAreNotTheOnionYouHave() throws {
        // given a chicken and rice dish and a bulgogi-like one that names rice and onion exactly
        let chickenRice = recipe("chicken-rice", ["4 chicken thighs", "1 cup basmati rice", "1 onion", "2 carrots"])
        let bulgogi = recipe("bulgogi", ["1 lb ribeye steak", "2 cups rice", "1 onion", "6 scallions", "2 tbsp soy sauce"])
        try #require(bulgogi.foods.contains("green-onion"))
        let index = SearchIndex(catalog: catalog, recipes: [bulgogi, chickenRice])
        for ranking in Ranking.allCases {
            // when
            let hits = index.search(SearchQuery(foods: ["chicken", "rice", "onion"], ranking: ranking)).hits
            // then
            #expect(hits.map(\.recipe.id.rawValue) == ["chicken-rice", "bulgogi"], "\(ranking)")
            let bulgogiHit = try #require(hits.first { $0.recipe.id == "bulgogi" })
            #expect(bulgogiHit.used == ["rice", "onion"])
            #expect(bulgogiHit.missed.contains("green-onion"))
            #expect(hits.first?.used == ["chicken-thigh", "basmati-rice", "onion"])
        }
    }

    @Test func chickenCoversChickenThighsAndRedOnionCoversOnion() {
        // given
        let index = SearchIndex(catalog: catalog, recipes: [
            recipe("thighs", ["6 boneless skinless chicken thighs", "1 onion"]),
        ])
        // when
        let hit = index.search(SearchQuery(foods: ["chicken", "red-onion"])).hits.first
        // then
        #expect(hit?.used == ["chicken-thigh", "onion"])
        #expect(hit?.missed == [])
    }

    @Test func theBundledBulgogiDoesNotCountScallionsForOnion() throws {
        // given the bundled library
        let library = try RecipeLibrary.bundled(parser: IngredientParser(catalog: catalog), catalog: catalog)
        let index = SearchIndex(catalog: catalog, recipes: library)
        // when
        let hits = index.search(SearchQuery(foods: ["chicken", "rice", "onion"], limit: 1000)).hits
        // then no result counts scallions, leeks or shallots as the onion
        for hit in hits {
            #expect(!hit.used.contains { ["green-onion", "leek", "shallot"].contains($0) }, "\(hit.recipe.id)")
        }
        let bulgogi = try #require(hits.firstIndex { $0.recipe.title.lowercased().contains("bulgogi") })
        let firstWithChicken = try #require(hits.firstIndex { $0.used.contains { catalog.covers(having: "chicken", needed: $0) } })
        #expect(firstWithChicken < bulgogi)
        #expect(hits[bulgogi].missed.contains("green-onion"))
    }

    @Test func shoppingTakesOffTheFoodAndWhatItIsAKindOfNotItsKinds() {
        // having a kind takes its parent off the list; having the parent leaves its kinds on
        for (having, parent) in [("parmesan", "cheese"), ("ghee", "butter"), ("red-wine-vinegar", "vinegar"),
                                 ("canned-tomatoes", "tomato"), ("red-onion", "onion")] as [(Food.ID, Food.ID)] {
            #expect(catalog.coveredWhenShopping(byHaving: having).contains(parent), "\(having)")
            #expect(!catalog.coveredWhenShopping(byHaving: parent).contains(having), "\(parent)")
            #expect(catalog.coveredWhenShopping(byHaving: having).contains(having))
        }
        // the kind a plain name means goes with it, as the list joins them: flour is all-purpose
        // flour, oil vegetable oil, pepper black pepper; no other kind does
        for (plain, usual) in [("flour", "all-purpose-flour"), ("oil", "vegetable-oil"), ("pepper", "black-pepper")] as [(Food.ID, Food.ID)] {
            #expect(catalog.coveredWhenShopping(byHaving: plain).contains(usual), "\(plain)")
        }
        #expect(!catalog.coveredWhenShopping(byHaving: "flour").contains("whole-wheat-flour"))
        #expect(!catalog.coveredWhenShopping(byHaving: "rice").contains("basmati-rice"))
        // an apart kind takes nothing else off: scallions are no onion
        #expect(catalog.coveredWhenShopping(byHaving: "green-onion") == ["green-onion"])
        // whatever shopping takes off, search covers too
        for food in catalog.foods.prefix(400) {
            #expect(Set(catalog.coveredWhenShopping(byHaving: food.id)).isSubset(of: catalog.covered(byHaving: food.id)))
        }
    }
}
