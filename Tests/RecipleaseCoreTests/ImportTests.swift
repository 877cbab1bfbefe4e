import Foundation
import Testing
@testable import RecipleaseCore

struct ImportTests {
    @Test func jsonLDInsideAPageWithOtherScripts() throws {
        let html = """
        <html><head><title>Blog</title>
        <script>var x = "<script type='application/ld+json'>";</script>
        <script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Site"}</script>
        <script type="application/ld+json">
        [{"@context":"https://schema.org","@type":"Recipe","name":"Tomato &amp; Bean Stew",
          "recipeYield":6,"totalTime":"PT50M","image":["https://img.example/a.jpg","https://img.example/b.jpg"],
          "recipeIngredient":["2 tbsp olive oil","1 (400 g) can cannellini beans, drained &amp; rinsed","  3   tomatoes "],
          "recipeInstructions":"Warm the oil.\\nAdd everything and simmer."}]
        </script></head><body><h1>Tomato & Bean Stew</h1></body></html>
        """
        let drafts = try RecipePage.recipes(inHTML: html)
        let draft = try #require(drafts.first)
        #expect(drafts.count == 1)
        #expect(draft.title == "Tomato & Bean Stew")
        #expect(draft.servings == 6)
        #expect(draft.totalMinutes == 50)
        #expect(draft.image == "https://img.example/a.jpg")
        #expect(draft.ingredientLines == ["2 tbsp olive oil", "1 (400 g) can cannellini beans, drained & rinsed", "3 tomatoes"])
        #expect(draft.instructions == ["Warm the oil.", "Add everything and simmer."])
    }

    @Test func microdataWhenThereIsNoJSONLD() throws {
        let html = """
        <div itemscope itemtype="https://schema.org/Recipe">
          <h1 itemprop="name">Quick Flatbreads</h1>
          <meta itemprop="prepTime" content="PT10M"><meta itemprop="cookTime" content="PT10M">
          <span itemprop="recipeYield">4 breads</span>
          <img itemprop="image" src="https://img.example/flat.jpg" alt="">
          <ul><li itemprop="recipeIngredient">2 cups self-raising flour</li>
              <li itemprop="recipeIngredient">1 cup plain yogurt</li></ul>
          <ol><li itemprop="recipeInstructions">Mix into a soft dough.</li>
              <li itemprop="recipeInstructions">Cook in a <b>hot</b> dry pan.</li></ol>
          <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Sam</span></div>
        </div>
        """
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        #expect(draft.title == "Quick Flatbreads")
        #expect(draft.totalMinutes == 20)
        #expect(draft.servings == 4)
        #expect(draft.image == "https://img.example/flat.jpg")
        #expect(draft.ingredientLines == ["2 cups self-raising flour", "1 cup plain yogurt"])
        #expect(draft.instructions == ["Mix into a soft dough.", "Cook in a hot dry pan."])
    }

    @Test func aPageWithoutRecipeDataSaysSo() {
        #expect(throws: RecipePageError.noRecipeData) {
            try RecipePage.recipes(inHTML: "<html><body><p>Just a story about soup.</p></body></html>")
        }
    }

    @Test func cooklang() throws {
        let text = """
        ---
        title: Garlic Butter Noodles
        servings: 2
        prep time: 5 minutes
        cook time: 1 hour 10 min
        tags: [quick, pasta]
        ---
        -- a comment line
        Boil @spaghetti{200%g} in a #large pot{} of salted @water for ~{10%minutes}.

        Melt @butter{3%tbsp} with @garlic{2%cloves}, minced. [- a block comment -]
        Toss with the noodles and @black pepper{}.
        """
        let draft = try Cooklang.draft(text, title: "file")
        #expect(draft.title == "Garlic Butter Noodles")
        #expect(draft.servings == 2)
        #expect(draft.prepMinutes == 5)
        #expect(draft.cookMinutes == 70)
        #expect(draft.tags == ["quick", "pasta"])
        #expect(draft.ingredientLines == ["200 g spaghetti", "water", "3 tbsp butter", "2 cloves garlic", "black pepper"])
        #expect(draft.instructions == [
            "Boil spaghetti in a large pot of salted water for 10 minutes.",
            "Melt butter with garlic, minced. Toss with the noodles and black pepper.",
        ])
    }

    @Test func cooklangWithoutStepsIsRefused() {
        #expect(throws: CooklangError.noSteps) { try Cooklang.draft(">> title: Empty\n\n-- nothing\n", title: "x") }
    }
}
