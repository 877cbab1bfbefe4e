import Foundation
import Testing
@testable import RecipleaseCore

/// Whole pages written the way real recipe sites write them: the title, the ingredient lines and
/// the steps read must be exactly what each page declares (entities decoded, markup dropped,
/// whitespace tidied), nothing added and nothing lost.
struct ImportPageTests {
    static func page(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: "Pages/" + name, withExtension: nil))
        return try Data(contentsOf: url)
    }

    @Test func aWordPressGraphWithSectionsLinksAndFractions() throws {
        let drafts = try RecipeImport.drafts(from: try ImportPageTests.page("wordpress-graph.html"), fileName: "tikka.html")
        let draft = try #require(drafts.first)
        #expect(drafts.count == 1, "the Article, WebPage, ImageObject and breadcrumbs are not recipes")
        #expect(draft.title == "Weeknight Chicken Tikka Masala")
        #expect(draft.summary == "Smoky, creamy and on the table in 45 minutes – no tandoor needed.")
        #expect(draft.ingredientLines == [
            "1 ½ lb boneless skinless chicken thighs, cut into bite-size pieces",
            "¾ cup plain whole-milk yogurt",
            "2 tbsp garam masala, divided",
            "1 tbsp ghee (or butter)",
            "1 large onion, finely chopped",
            "4 cloves garlic, minced",
            "1 (14 oz) can crushed tomatoes",
            "½ cup heavy cream",
            "Salt, to taste",
            "Fresh cilantro, for serving",
        ])
        #expect(draft.instructions == [
            "Stir the chicken with the yogurt and 1 tbsp of the garam masala.",
            "Leave it for 10 minutes (or up to a day in the fridge).",
            "Melt the ghee in a large skillet over medium-high heat and brown the chicken, about 6 minutes. Set it aside.",
            "Soften the onion in the same pan, 5 minutes; add the garlic and the rest of the garam masala and stir for 1 minute.",
            "Add the tomatoes, simmer 10 minutes, then stir in the cream and the chicken and simmer until cooked through.",
            "Season with salt and scatter with cilantro. Serve with rice or naan.",
        ])
        #expect(draft.image == "https://busypan.example/wp-content/uploads/tikka-1200.jpg")
        #expect((draft.servings, draft.prepMinutes, draft.cookMinutes, draft.totalMinutes) == (4, 15, 30, 45))
        #expect(draft.mealTypes == [.dinner])
        #expect(draft.cuisines == ["Indian"])
        #expect(draft.tags == ["tikka masala", "curry", "weeknight"])
    }

    @Test func aNewsPageWithACommentedBlockATypeListAndStepsAsOneText() throws {
        let draft = try #require(try RecipeImport.drafts(from: try ImportPageTests.page("news-site.html"), fileName: "pancakes").first)
        #expect(draft.title == "Lemon ricotta pancakes")
        #expect(draft.summary == "Light, tangy and golden.")
        #expect(draft.ingredientLines == [
            "250g ricotta", "3 large eggs, separated", "zest of 1 lemon", "100g plain flour", "1 tsp baking powder",
            "150ml milk", "butter, for frying", "maple syrup & berries, to serve",
        ])
        #expect(draft.instructions == [
            "Beat the ricotta, yolks, zest, flour, baking powder and milk into a thick batter.",
            "Whisk the whites to soft peaks and fold them in.",
            "Fry spoonfuls in a little butter for 2–3 minutes a side.",
            "Serve stacked, with maple syrup & berries.",
        ])
        #expect((draft.servings, draft.totalMinutes) == (12, 35))
        #expect(draft.image == "https://media.example/pancakes.jpg")
        #expect(draft.mealTypes == [.breakfast])
    }

    @Test func aBlogWithMicrodataOnlyAndNestedSteps() throws {
        let draft = try #require(try RecipeImport.drafts(from: try ImportPageTests.page("microdata-blog.html"), fileName: "bread.html").first)
        #expect(draft.title == "Grandma's Soda Bread")
        #expect(draft.summary == "A no-yeast loaf from County Cork.")
        #expect(draft.ingredientLines == [
            "450 g plain flour", "1 tsp bicarbonate of soda", "1 tsp salt",
            "400 ml buttermilk (or milk with a squeeze of lemon)",
        ])
        #expect(draft.instructions == [
            "Heat the oven to 200°C and dust a baking tray with flour.",
            "Mix the dry ingredients, pour in the buttermilk and bring it together with a fork – don’t knead.",
            "Shape a round, cut a deep cross on top and bake for 45 minutes.",
        ])
        #expect((draft.servings, draft.prepMinutes, draft.cookMinutes, draft.totalMinutes) == (8, 10, 45, 55))
        #expect(draft.image == "https://crumbs.example/img/soda-bread.jpg")
    }

    @Test func aPageWithStructuredDataButNoRecipeSaysThereIsNone() throws {
        let data = try ImportPageTests.page("no-recipe.html")
        #expect(throws: RecipePageError.noRecipeData) { try RecipeImport.drafts(from: data, fileName: "markets.html") }
        #expect(RecipePageError.noRecipeData.description == "this page has no recipe data (no schema.org Recipe in JSON-LD or microdata)")
    }
}
