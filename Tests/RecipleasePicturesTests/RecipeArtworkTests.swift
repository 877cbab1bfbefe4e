import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import RecipleaseCore
@testable import RecipleasePictures

/// The generated pictures: deterministic, safe to embed, well-formed and varied.
struct RecipeArtworkTests {
    static func recipe(_ title: String, _ lines: [String], cuisines: [String] = [], meals: [MealType] = [.dinner]) -> Recipe {
        let catalog = FoodCatalog.shared
        let draft = RecipeDraft(title: title, cuisines: cuisines, mealTypes: meals, ingredientLines: lines)
        return Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog)
    }

    @Test func theSameRecipeGivesTheSameBytes() {
        // given two separately built values of one recipe
        let lines = ["2 chicken thighs", "1 cup basmati rice", "2 tomatoes", "1 bunch cilantro"]
        let first = Self.recipe("Chicken and Rice", lines, cuisines: ["Indian"])
        let second = Self.recipe("Chicken and Rice", lines, cuisines: ["Indian"])
        // when both are drawn
        let a = RecipeArtwork.svg(for: first, catalog: .shared)
        let b = RecipeArtwork.svg(for: second, catalog: .shared)
        // then the pictures are identical, and another recipe's is not
        #expect(a == b)
        #expect(a != RecipeArtwork.svg(for: Self.recipe("Chicken and Rice Soup", lines, cuisines: ["Indian"]), catalog: .shared))
    }

    @Test func theTitleIsEscaped() {
        let recipe = Self.recipe("<script>alert(\"x\")</script> & 'Soup'", ["1 onion"])
        let svg = RecipeArtwork.svg(for: recipe, catalog: .shared)
        #expect(!svg.contains("<script"))
        #expect(svg.contains("<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;Soup&apos;</title>"))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 640 360\""))
    }

    @Test func aRecipeWithNoFoodsStillGetsAPicture() throws {
        let recipe = Self.recipe("Mystery", [])
        let svg = RecipeArtwork.svg(for: recipe, catalog: .shared)
        #expect(try SVGCheck.parse(svg).root == "svg")
    }

    @Test func everyLibraryPictureIsWellFormedAndDifferent() throws {
        let catalog = FoodCatalog.shared
        let recipes = try RecipeLibrary.bundled(parser: IngredientParser(catalog: catalog), catalog: catalog)
        var pictures: Set<String> = []
        for recipe in recipes {
            let svg = RecipeArtwork.svg(for: recipe, catalog: catalog)
            let check = try SVGCheck.parse(svg)
            #expect(check.root == "svg" && check.viewBox == "0 0 640 360", "\(recipe.id)")
            // Enough drawing to be a picture, small enough for a card.
            #expect(check.elements > 20 && svg.utf8.count < 60_000, "\(recipe.id): \(check.elements) elements, \(svg.utf8.count) bytes")
            pictures.insert(svg)
        }
        #expect(pictures.count == recipes.count)
    }

    @Test func theLibraryUsesManyKindsOfDish() throws {
        let catalog = FoodCatalog.shared
        let recipes = try RecipeLibrary.bundled(parser: IngredientParser(catalog: catalog), catalog: catalog)
        let dishes = recipes.map { "\(Dish(title: $0.title, mealTypes: $0.mealTypes))" }
        #expect(Set(dishes).count >= 15)
        // No one kind of dish takes over the home page.
        let commonest = Dictionary(grouping: dishes, by: { $0 }).values.map(\.count).max() ?? 0
        #expect(commonest * 4 < recipes.count, "one kind of dish draws \(commonest) of \(recipes.count) recipes")
    }

    @Test func mostLibraryPicturesShowThreeToFiveFoods() throws {
        let catalog = FoodCatalog.shared
        let recipes = try RecipeLibrary.bundled(parser: IngredientParser(catalog: catalog), catalog: catalog)
        // In the dish or, for bakes, as eggs, butter and flour beside it. A few dishes are
        // honestly one or two foods (fried plantains, a garlic sauce), hence "most".
        let counts = recipes.map { recipe in
            let foods = ArtworkFoods(recipe: recipe, catalog: catalog)
            return foods.shown.count + foods.pantry.count
        }
        #expect(counts.allSatisfy { $0 <= 5 })
        #expect(counts.filter { $0 >= 3 }.count * 10 >= recipes.count * 9)
    }

    @Test(arguments: [
        ("Thai Green Curry with Chicken", [MealType.dinner], Dish.soup),
        ("Mango Lassi", [.snack, .breakfast], .glass),
        ("Black Forest Cake", [.dessert], .cake),
        ("Crab Cakes", [.dinner], .pieces(.disc)),
        ("Greek Village Salad", [.lunch], .composed),
        ("Korean Beef Bibimbap", [.dinner], .composed),
        ("Margherita Pizza", [.dinner], .board(.pizza)),
        ("Lemongrass Pork Banh Mi", [.lunch], .board(.baguette)),
        ("Fluffy Buttermilk Pancakes", [.breakfast], .stack(.pancakes)),
        ("Danish Pancake Balls", [.snack], .pieces(.ball)),
        ("Classic Hummus", [.snack], .dip),
        ("Shakshuka", [.breakfast], .skillet),
        ("Lasagna Bolognese", [.dinner], .bake),
        ("Shepherd's Pie", [.dinner], .bake),
        ("Double-Crust Apple Pie", [.dessert], .pie),
        ("Chicken Yakitori", [.dinner], .pieces(.skewer)),
        ("Crème Brûlée", [.dessert], .ramekin),
        ("Tiramisu", [.dessert], .cup),
        ("Smashed Chickpea Salad Sandwich", [.lunch], .board(.sandwich)),
        ("Peruvian Roast Chicken", [.dinner], .plate),
        // French titles
        ("Blanquette de veau à l'ancienne", [.dinner], .soup),
        ("Velouté de potimarron", [.lunch], .soup),
        ("Pot-au-feu", [.dinner], .soup),
        ("Tarte Tatin", [.dessert], .pie),
        ("Salade lyonnaise", [.lunch], .composed),
        ("Bo bun au bœuf", [.lunch], .composed),
        ("Œufs cocotte aux épinards", [.breakfast], .ramekin),
        ("Galettes de sarrasin complètes", [.lunch], .stack(.crepes)),
        ("Pissaladière niçoise", [.snack], .board(.pizza)),
        ("Gougères au comté", [.snack], .pieces(.ball)),
        ("Madeleines au citron", [.snack, .dessert], .pieces(.disc)),
        ("Financiers aux amandes", [.snack, .dessert], .pieces(.square)),
        ("Cake salé aux olives et au jambon", [.snack], .board(.loaf)),
        ("Hachis parmentier", [.dinner], .bake),
        ("Rillettes de sardines", [.snack], .dip),
        // "rôti" is not roti, "pâtes" are not pâté
        ("Poulet rôti du dimanche", [.dinner], .plate),
        ("Pâtes à la puttanesca", [.dinner], .plate),
    ])
    func titlesChooseTheVessel(_ title: String, _ meals: [MealType], _ expected: Dish) {
        #expect(Dish(title: title, mealTypes: meals) == expected)
    }

    @Test(arguments: [
        ("basil", FoodShape.leaf, FoodRole.garnish),
        ("cherry-tomato", .round, .side),
        ("chicken-thigh", .fillet, .main),
        ("basmati-rice", .grains, .base),
        ("spaghetti", .noodles, .base),
        ("smoked-paprika", .seeds, .tint),
        ("ginger-powder", .crumbs, .hidden),
        ("red-wine-vinegar", .crumbs, .hidden),
        ("lemon-juice", .crumbs, .hidden),
        ("coconut-milk", .dollop, .sauce),
    ])
    func foodsAreDrawnByKind(_ id: String, _ shape: FoodShape, _ role: FoodRole) {
        let look = FoodLook.of(Food.ID(id), catalog: .shared)
        #expect(look.shape == shape && look.role == role, "\(id) is drawn as \(look.shape), \(look.role)")
    }

    @Test(arguments: [(1.25, "1.3"), (-0.04, "0"), (3.0, "3"), (-2.5, "-2.5"), (640.0, "640"), (0.05, "0.1")])
    func numbersAreWrittenTheSameEverywhere(_ value: Double, _ text: String) {
        #expect(value.svgText == text)
    }
}

/// Reads an SVG with Foundation's XML parser: the root, its viewBox and how many elements it has.
final class SVGCheck: NSObject, XMLParserDelegate {
    var root: String?
    var viewBox: String?
    var elements = 0

    static func parse(_ svg: String) throws -> SVGCheck {
        let check = SVGCheck()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = check
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.coderReadCorrupt)
        }
        return check
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if root == nil {
            root = name
            viewBox = attributes["viewBox"]
        }
        elements += 1
    }
}
