import Foundation
import Testing
@testable import RecipleaseCore

/// The bundled library is what a new user sees first, so its promises are checked from the data:
/// how much of each kind it holds, that every line is understood, and that derived diets are right.
struct LibraryContentTests {
    /// Read once for the whole suite; every test gets the same recipes.
    static let loaded = Result { () throws -> [Recipe] in
        let catalog = FoodCatalog.shared
        return try RecipeLibrary.bundled(parser: IngredientParser(catalog: catalog), catalog: catalog)
    }

    static func library() throws -> [Recipe] { try loaded.get() }

    static func recipe(_ id: String) throws -> Recipe {
        try #require(try library().first { $0.id.rawValue == id }, "no recipe \(id) in the library")
    }

    // MARK: - (a) counts

    @Test func holdsThreeHundredRecipesFromTwentyCuisines() throws {
        let recipes = try Self.library()
        #expect(recipes.count >= 300)
        #expect(Set(recipes.flatMap(\.cuisines)).count >= 20)
    }

    @Test(arguments: MealType.allCases)
    func holdsThirtyOfEveryMeal(_ meal: MealType) throws {
        let count = try Self.library().filter { $0.mealTypes.contains(meal) }.count
        #expect(count >= 30, "only \(count) \(meal.rawValue) recipes")
    }

    @Test(arguments: [(Diet.vegetarian, 60), (.vegan, 30), (.glutenFree, 40)])
    func holdsEnoughForEachDiet(_ diet: Diet, _ minimum: Int) throws {
        let count = try Self.library().filter { $0.diets.contains(diet) }.count
        #expect(count >= minimum, "only \(count) \(diet.rawValue) recipes")
    }

    @Test func holdsQuickAndSlowDishes() throws {
        let recipes = try Self.library()
        let quick = recipes.filter { ($0.totalMinutes ?? .max) <= 20 }
        let slow = recipes.filter { ($0.totalMinutes ?? 0) >= 120 }
        #expect(quick.count >= 10, "only \(quick.count) recipes ready in 20 minutes")
        #expect(slow.count >= 5, "only \(slow.count) recipes taking two hours or more")
    }

    @Test func everyRecipeIsComplete() throws {
        for recipe in try Self.library() {
            #expect(!(recipe.summary ?? "").trimmingCharacters(in: .whitespaces).isEmpty, "\(recipe.id) has no summary")
            #expect((recipe.servings ?? 0) > 0, "\(recipe.id) has no servings")
            #expect(recipe.prepMinutes != nil && recipe.cookMinutes != nil, "\(recipe.id) lacks prep or cook time")
            #expect(!recipe.ingredients.isEmpty, "\(recipe.id) has no ingredients")
            #expect(recipe.instructions.count >= 2, "\(recipe.id) has \(recipe.instructions.count) step(s)")
            #expect(!recipe.cuisines.isEmpty && !recipe.mealTypes.isEmpty, "\(recipe.id) has no cuisine or meal type")
        }
    }

    // MARK: - (b) every line understood

    @Test func everyIngredientLineResolvesToACatalogFood() throws {
        let catalog = FoodCatalog.shared
        for recipe in try Self.library() {
            for line in recipe.ingredients {
                #expect(line.food.flatMap { catalog[$0] } != nil, "\(recipe.id): \"\(line.input)\" names no catalog food (read as \(line.name ?? "nothing"))")
            }
        }
    }

    // MARK: - (c) diets as a cook would say them

    struct Verdict: Sendable, CustomTestStringConvertible {
        let id: String
        let vegetarian: Bool
        let vegan: Bool
        let glutenFree: Bool
        let why: String

        var testDescription: String { id }
    }

    @Test(arguments: [
        Verdict(id: "spaghetti-carbonara", vegetarian: false, vegan: false, glutenFree: false, why: "pancetta and wheat pasta"),
        Verdict(id: "shrimp-pad-thai", vegetarian: false, vegan: false, glutenFree: true, why: "shrimp and fish sauce on rice noodles"),
        Verdict(id: "tofu-miso-soup", vegetarian: false, vegan: false, glutenFree: true, why: "dashi is made from bonito"),
        Verdict(id: "home-cured-gravlax", vegetarian: false, vegan: false, glutenFree: true, why: "salmon"),
        Verdict(id: "beef-bulgogi", vegetarian: false, vegan: false, glutenFree: false, why: "beef, and soy sauce brewed with wheat"),
        Verdict(id: "dal-tadka", vegetarian: true, vegan: true, glutenFree: true, why: "lentils, spices and oil"),
        Verdict(id: "chana-masala", vegetarian: true, vegan: true, glutenFree: true, why: "chickpeas in a tomato masala"),
        Verdict(id: "classic-hummus", vegetarian: true, vegan: true, glutenFree: true, why: "chickpeas and tahini"),
        Verdict(id: "socca", vegetarian: true, vegan: true, glutenFree: true, why: "chickpea flour, not wheat"),
        Verdict(id: "mango-sticky-rice", vegetarian: true, vegan: true, glutenFree: true, why: "glutinous rice has no gluten"),
        Verdict(id: "fluffy-buttermilk-pancakes", vegetarian: true, vegan: false, glutenFree: false, why: "eggs, buttermilk and wheat flour"),
        Verdict(id: "margherita-pizza", vegetarian: true, vegan: false, glutenFree: false, why: "mozzarella on a wheat crust"),
        Verdict(id: "tiramisu", vegetarian: true, vegan: false, glutenFree: false, why: "mascarpone, eggs and ladyfingers"),
        Verdict(id: "brazilian-cheese-bread", vegetarian: true, vegan: false, glutenFree: true, why: "tapioca flour with cheese and eggs"),
        Verdict(id: "flourless-peanut-butter-cookies", vegetarian: true, vegan: false, glutenFree: true, why: "an egg, no flour"),
    ])
    func dietsAgreeWithACook(_ verdict: Verdict) throws {
        let diets = Set(try Self.recipe(verdict.id).diets)
        #expect(diets.contains(.vegetarian) == verdict.vegetarian, "vegetarian? \(verdict.why)")
        #expect(diets.contains(.vegan) == verdict.vegan, "vegan? \(verdict.why)")
        #expect(diets.contains(.glutenFree) == verdict.glutenFree, "gluten-free? \(verdict.why)")
    }
}
