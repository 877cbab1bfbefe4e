import Foundation
import Testing
@testable import RecipleaseCore

/// Microdata variants, RDFa and recipe-plugin cards, each in a small page of our own.
struct PageMarkupTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var html: String
        var title: String
        var ingredients: [String]
        var steps: [String] = []
        var servings: Int? = nil
        var totalMinutes: Int? = nil
        var image: String? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Microdata
        Case(name: "microdata, http without www",
             html: #"<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Plain Soup</h1><li itemprop="recipeIngredient">1 leek</li></div>"#,
             title: "Plain Soup", ingredients: ["1 leek"]),
        Case(name: "microdata, https with www and several types",
             html: #"<div itemscope itemtype="https://www.schema.org/Recipe https://schema.org/Thing"><h1 itemprop="name">Two Types</h1><li itemprop="recipeIngredient">2 eggs</li></div>"#,
             title: "Two Types", ingredients: ["2 eggs"]),
        Case(name: "microdata, the older ingredients, meta, link and time",
             html: #"<article itemscope itemtype="https://schema.org/Recipe"><meta itemprop="name" content="Meta Bread"><link itemprop="image" href="https://example.org/bread.jpg"><time itemprop="totalTime" datetime="PT1H30M">1½ hours</time><meta itemprop="recipeYield" content="4"><p itemprop="ingredients">500 g flour</p><p itemprop="ingredients">1 tsp salt</p></article>"#,
             title: "Meta Bread", ingredients: ["500 g flour", "1 tsp salt"], servings: 4, totalMinutes: 90, image: "https://example.org/bread.jpg"),
        Case(name: "microdata, steps in sections",
             html: #"<div itemscope itemtype="https://schema.org/Recipe"><b itemprop="name">Layer Cake</b><i itemprop="recipeIngredient">3 eggs</i><div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection"><span itemprop="name">Batter</span><p itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Whisk.</span></p><p itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Bake.</span></p></div></div>"#,
             title: "Layer Cake", ingredients: ["3 eggs"], steps: ["Whisk.", "Bake."]),
        Case(name: "microdata, data-vocabulary ingredients as items: the line each shows, not its name alone",
             html: #"<div itemscope itemtype="http://data-vocabulary.org/Recipe"><h1 itemprop="name">Item Soup</h1><ul><li itemprop="ingredient" itemscope itemtype="http://data-vocabulary.org/RecipeIngredient"><span itemprop="amount">2 cups</span> <span itemprop="name">stock</span>, hot</li><li itemprop="ingredient" itemscope itemtype="http://data-vocabulary.org/RecipeIngredient"><span itemprop="name">1 bay leaf</span></li></ul></div>"#,
             title: "Item Soup", ingredients: ["2 cups stock, hot", "1 bay leaf"]),
        Case(name: "microdata, an ingredient item whose text does not hold its name keeps the name",
             html: #"<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Named Items</h1><p itemprop="recipeIngredient" itemscope><meta itemprop="name" content="salt">a pinch</p><p itemprop="recipeIngredient" itemscope><span itemprop="amount">1</span> <span itemprop="name">lemon</span></p></div>"#,
             title: "Named Items", ingredients: ["salt", "1 lemon"]),
        Case(name: "microdata on the names only, the amounts shown beside them: the shown lines",
             html: #"<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Beside Stew</h1><h2>Ingredients</h2><ul><li>2 <span itemprop="recipeIngredient">carrots</span>, diced</li><li>500 g <span itemprop="recipeIngredient">beef</span></li><li>1 l <span itemprop="recipeIngredient">stock</span></li></ul></div>"#,
             title: "Beside Stew", ingredients: ["2 carrots, diced", "500 g beef", "1 l stock"]),
        Case(name: "microdata, one property holding the whole list in lines: a line each, bullets gone",
             html: #"<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Dashed Soup</h1><div itemprop="ingredients"><p>- 300 g d&#39;emmental<br />- &frac12; L de bouillon<br />- 80 g de beurre<br />- Sel et poivre</p></div></div>"#,
             title: "Dashed Soup", ingredients: ["300 g d'emmental", "½ L de bouillon", "80 g de beurre", "Sel et poivre"]),
        Case(name: "microdata, a group's name in bold among the lines of one property is no line",
             html: #"<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Bold Groups</h1><div itemprop="recipeIngredient"><p><strong>Patties&nbsp;</strong><br> 400 g beef mince<br> 1 egg<br><b>Sauce:</b><br> 2 tbsp oil<br> 1 onion<br><strong>2 tsp</strong> sugar</p></div></div>"#,
             title: "Bold Groups", ingredients: ["400 g beef mince", "1 egg", "2 tbsp oil", "1 onion", "2 tsp sugar"]),
        Case(name: "microdata, bold lines that would be most of the list stay",
             html: #"<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">All Bold</h1><div itemprop="recipeIngredient"><b>Salt</b><br><b>Pepper</b><br>Oil</div></div>"#,
             title: "All Bold", ingredients: ["Salt", "Pepper", "Oil"]),
        Case(name: "microdata on the name alone, its list item showing the amount: the item",
             html: #"<div itemscope itemtype="https://schema.org/Recipe"><h2><span itemprop="name">Margarita</span> Recept</h2><div class="print-only"><h3>Ingredienser</h3><ul><li><span> 4 cl <a href="/t"><span itemprop="recipeIngredient">Tequila</a></span></span></li><li><span> 0,5-1 cl <a href="/s"><span itemprop="recipeIngredient">Sockerlag</a></span></span></li><li><span itemprop="recipeIngredient">Is</span> efter smak</li></ul></div></div>"#,
             title: "Margarita", ingredients: ["4 cl Tequila", "0,5-1 cl Sockerlag", "Is"]),
        // RDFa
        Case(name: "RDFa with vocab",
             html: #"<div vocab="http://schema.org/" typeof="Recipe"><h1 property="name">Vocab Stew</h1><ul><li property="recipeIngredient">1 onion</li><li property="recipeIngredient">2 carrots</li></ul><meta property="recipeYield" content="6"><ol><li property="recipeInstructions">Chop.</li><li property="recipeInstructions">Simmer.</li></ol></div>"#,
             title: "Vocab Stew", ingredients: ["1 onion", "2 carrots"], steps: ["Chop.", "Simmer."], servings: 6),
        Case(name: "RDFa with the schema: prefix and other vocabularies",
             html: #"<section prefix="schema: https://schema.org/" typeof="schema:Recipe"><h2 property="schema:name og:title">Prefixed Tart</h2><span property="dc:creator">Ann</span><span property="schema:recipeIngredient">200 g pastry</span><span property="schema:totalTime" content="PT45M">45 min</span><img property="schema:image" src="https://example.org/tart.jpg"></section>"#,
             title: "Prefixed Tart", ingredients: ["200 g pastry"], totalMinutes: 45, image: "https://example.org/tart.jpg"),
        Case(name: "RDFa with full addresses and nested steps",
             html: #"<div typeof="http://schema.org/Recipe"><span property="http://schema.org/name">Full Names</span><span property="http://schema.org/recipeIngredient">1 cup rice</span><div property="http://schema.org/recipeInstructions" typeof="http://schema.org/HowToStep"><span property="http://schema.org/text">Rinse the rice.</span></div></div>"#,
             title: "Full Names", ingredients: ["1 cup rice"], steps: ["Rinse the rice."]),
        // Plugin cards
        Case(name: "WP Recipe Maker",
             html: #"""
             <div class="wprm-recipe-container" data-recipe-id="7"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Card Cookies</h2>
             <div class="wprm-recipe-image"><img src="data:image/gif;base64,R0l" data-lazy-src="https://example.org/c.jpg"></div>
             <span class="wprm-recipe-servings-with-unit"><span class="wprm-recipe-servings">24</span> <span class="wprm-recipe-servings-unit">cookies</span></span>
             <span class="wprm-recipe-details wprm-recipe-total_time wprm-recipe-total_time-hours">1<span class="sr-only"> hour</span></span>
             <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">Dough</h4><ul class="wprm-recipe-ingredients">
             <li class="wprm-recipe-ingredient"><span class="wprm-checkbox-container"><label>&#x25a2;</label></span><span class="wprm-recipe-ingredient-amount">2 &frac12;</span>&#32;<span class="wprm-recipe-ingredient-unit">cups</span>&#32;<span class="wprm-recipe-ingredient-name">flour</span>&#32;<span class="wprm-recipe-ingredient-notes">sifted</span></li>
             <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">1</span> <span class="wprm-recipe-ingredient-name">egg</span></li></ul></div>
             <ul class="wprm-recipe-instructions"><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Mix.</div></li><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Bake 10 minutes.</div></li></ul></div></div>
             """#,
             title: "Card Cookies", ingredients: ["2 ½ cups flour (sifted)", "1 egg"], steps: ["Mix.", "Bake 10 minutes."],
             servings: 24, totalMinutes: 60, image: "https://example.org/c.jpg"),
        Case(name: "WP Recipe Maker with both unit systems shown: the recipe's own amounts, not the conversion; an empty conversion is no part",
             html: #"""
             <div class="wprm-recipe-container"><h2 class="wprm-recipe-name">Two Systems Stew</h2><ul class="wprm-recipe-ingredients">
             <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-unit-system wprm-recipe-ingredient-unit-system-1"><span class="wprm-recipe-ingredient-amount">1½</span> <span class="wprm-recipe-ingredient-unit">lbs</span></span> <span class="wprm-recipe-ingredient-unit-system wprm-recipe-ingredient-unit-system-2">(<span class="wprm-recipe-ingredient-amount">680</span> <span class="wprm-recipe-ingredient-unit">g</span>)</span> <span class="wprm-recipe-ingredient-name">stewing beef</span></li>
             <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-unit-system wprm-recipe-ingredient-unit-system-1"><span class="wprm-recipe-ingredient-amount">2</span></span> <span class="wprm-recipe-ingredient-unit-system wprm-recipe-ingredient-unit-system-2"></span> <span class="wprm-recipe-ingredient-name">onions</span> <span class="wprm-recipe-ingredient-notes">chopped</span></li>
             <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">1</span> <span class="wprm-recipe-ingredient-unit">cup</span> <span class="wprm-recipe-ingredient-name">stock</span></li></ul></div>
             """#,
             title: "Two Systems Stew", ingredients: ["1½ lbs stewing beef", "2 onions (chopped)", "1 cup stock"]),
        Case(name: "WP Recipe Maker hiding the other unit system: parts in display none, a second list aria-hidden",
             html: #"""
             <div class="wprm-recipe-container"><h2 class="wprm-recipe-name">Lemon Bars</h2>
             <div class="wprm-recipe-ingredient-group wprm-unit-system-1"><ul class="wprm-recipe-ingredients">
             <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount wprm-unit-system-1">2</span> <span class="wprm-recipe-ingredient-unit wprm-unit-system-1">cups</span> <span class="wprm-recipe-ingredient-amount wprm-unit-system-2" style="display: none">250</span> <span class="wprm-recipe-ingredient-unit wprm-unit-system-2" style="display:none">g</span> <span class="wprm-recipe-ingredient-name">flour</span></li>
             <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">4</span> <span class="wprm-recipe-ingredient-name">eggs</span></li></ul></div>
             <div class="wprm-recipe-ingredient-group wprm-unit-system-2 wprm-hidden" aria-hidden="true"><ul class="wprm-recipe-ingredients">
             <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-name">250 g flour</span></li></ul></div></div>
             """#,
             title: "Lemon Bars", ingredients: ["2 cups flour", "4 eggs"]),
        Case(name: "WP Recipe Maker hidden whole until its script runs is still read",
             html: #"""
             <div class="wprm-recipe-container" style="display:none"><h2 class="wprm-recipe-name">Hidden Loaf</h2><ul class="wprm-recipe-ingredients">
             <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">500</span> <span class="wprm-recipe-ingredient-unit">g</span> <span class="wprm-recipe-ingredient-name">flour</span></li></ul></div>
             """#,
             title: "Hidden Loaf", ingredients: ["500 g flour"]),
        Case(name: "Tasty Recipes",
             html: #"""
             <div id="tasty-recipes-9" class="tasty-recipes tasty-recipes-9"><div class="tasty-recipes-image"><img src="https://example.org/t.jpg"></div>
             <h2 class="tasty-recipes-title">Tasty Chili</h2><span class="tasty-recipes-yield">Yield: 6 servings</span>
             <span class="tasty-recipes-prep-time">15 minutes</span><span class="tasty-recipes-cook-time">1 hour</span><span class="tasty-recipes-total-time">1 hour 15 minutes</span>
             <div class="tasty-recipes-ingredients"><div class="tasty-recipes-ingredients-body"><h4>Chili</h4><ul><li><span data-amount="1">1</span> pound <strong>beans</strong></li><li>2 cans tomatoes, diced</li></ul></div></div>
             <div class="tasty-recipes-instructions"><div class="tasty-recipes-instructions-body"><p>Brown the meat.</p><p>Simmer.</p></div></div></div>
             """#,
             title: "Tasty Chili", ingredients: ["1 pound beans", "2 cans tomatoes, diced"], steps: ["Brown the meat.", "Simmer."],
             servings: 6, totalMinutes: 75, image: "https://example.org/t.jpg"),
        Case(name: "Tasty Recipes, a group's item holding its own list: its lines, without the group's name",
             html: #"""
             <div class="tasty-recipes"><h2 class="tasty-recipes-title">Breakfast Burritos</h2>
             <div class="tasty-recipes-ingredients-body"><ul><li>8 large eggs</li><li><strong>Fillings:</strong><ul><li>1 cup cheddar</li><li>1 avocado, sliced</li></ul></li><li>salsa</li></ul></div>
             <div class="tasty-recipes-instructions-body"><ol><li>Scramble.</li><li>Roll.</li></ol></div></div>
             """#,
             title: "Breakfast Burritos", ingredients: ["8 large eggs", "1 cup cheddar", "1 avocado, sliced", "salsa"], steps: ["Scramble.", "Roll."]),
        Case(name: "Tasty Recipes, lines in paragraphs broken by <br> under bold groups' names",
             html: #"""
             <div class="tasty-recipes"><h2 class="tasty-recipes-title">Lemon Scones</h2>
             <div class="tasty-recipes-ingredients-body"><p><strong>Scones</strong></p><p>2 cups flour<br>1/3 cup sugar<br />1 large egg</p><p><b>Glaze</b></p><p>1 cup powdered sugar<br>2 tbsp lemon juice</p></div>
             <div class="tasty-recipes-instructions-body"><p>Mix and cut.<br>Bake 18 minutes.</p></div></div>
             """#,
             title: "Lemon Scones", ingredients: ["2 cups flour", "1/3 cup sugar", "1 large egg", "1 cup powdered sugar", "2 tbsp lemon juice"],
             steps: ["Mix and cut. Bake 18 minutes."]),
        Case(name: "Mediavine Create",
             html: #"""
             <section id="mv-creation-3" class="mv-create-card mv-create-card-3 mv-recipe-card"><h1 class="mv-create-title mv-create-title-primary">Create Loaf</h1>
             <div class="mv-create-time mv-create-time-total"><span class="mv-create-time-label">Total Time</span><span class="mv-create-time-format">1 hour 5 minutes</span></div>
             <div class="mv-create-ingredients"><h2 class="mv-create-ingredients-title mv-create-title-secondary">Ingredients</h2><ul><li> 2 cups flour </li><li> 1 cup milk </li></ul></div>
             <div class="mv-create-instructions"><ol><li>Stir.</li><li>Bake.</li></ol></div></section>
             """#,
             title: "Create Loaf", ingredients: ["2 cups flour", "1 cup milk"], steps: ["Stir.", "Bake."], totalMinutes: 65),
        Case(name: "Zip Recipes",
             html: #"""
             <div id="zlrecipe-container" class="zlrecipe-container-border"><div id="zlrecipe-title">Zip Muffins</div>
             <ul id="zlrecipe-ingredients-list"><li id="zlrecipe-ingredient-0" class="ingredient">140 g flour</li><li id="zlrecipe-ingredient-1" class="ingredient">2 eggs</li></ul>
             <ol id="zlrecipe-instructions-list"><li class="instruction">Heat the oven.</li></ol></div>
             """#,
             title: "Zip Muffins", ingredients: ["140 g flour", "2 eggs"], steps: ["Heat the oven."]),
        Case(name: "a card's boxes to tick with words for screen readers, and footnote marks",
             html: #"""
             <div class="tasty-recipes"><h2 class="tasty-recipes-title">Ginger Glaze</h2>
             <div class="tasty-recipes-ingredients-body"><ul>
             <li><span class="tick"><input type="checkbox" aria-label="Tick"><label><span class="screen-reader-text">Tick</span></label></span>1 cup <a href="/shop/honey">honey</a><sup><a href="#fn-1">1</a></sup></li>
             <li><span class="sr-only visually-hidden">Tick</span>2 tablespoons grated ginger<sup>2</sup></li>
             <li>1<sup>1</sup>&frasl;<sub>2</sub> teaspoons soy sauce</li>
             </ul></div>
             <div class="tasty-recipes-instructions-body"><p>Whisk.<sup>3</sup></p></div></div>
             """#,
             title: "Ginger Glaze", ingredients: ["1 cup honey", "2 tablespoons grated ginger", "1 1⁄2 teaspoons soy sauce"], steps: ["Whisk."]),
        Case(name: "hRecipe as its microformat's own examples wrote it, the post's heading apart",
             html: #"""
             <h1>Sunday at Home: My Nan's Rice Pudding</h1>
             <div class="hRecipe"><h2 class="fn">Rice Pudding</h2><ul><li class="ingredient">100 g pudding rice</li><li class="ingredient">1 litre whole milk</li></ul>
             <div class="instructions"><p>Bake slowly.</p></div></div>
             """#,
             title: "Rice Pudding", ingredients: ["100 g pudding rice", "1 litre whole milk"], steps: ["Bake slowly."]),
        // blind page probe, round six (2026-12-07)
        Case(name: "microdata items without end tags, as old hand-written pages leave them",
             html: #"""
             <DIV ITEMSCOPE ITEMTYPE="http://schema.org/Recipe"><H2 ITEMPROP="name">Nana's Meatballs</H2>
             <UL>
             <LI ITEMPROP="recipeIngredient">1 lb ground beef
             <LI ITEMPROP="recipeIngredient">1/2 cup bread crumbs
             <LI ITEMPROP="recipeIngredient">1 egg
             </UL>
             <P ITEMPROP="recipeIngredient">2 cups beef broth
             <P ITEMPROP="recipeInstructions">Mix, shape and simmer.
             </DIV>
             """#,
             title: "Nana's Meatballs", ingredients: ["1 lb ground beef", "1/2 cup bread crumbs", "1 egg", "2 cups beef broth"],
             steps: ["Mix, shape and simmer."]),
        Case(name: "an ingredient with a list of notes under it, no structured data",
             html: #"""
             <article><h1>Weeknight Ragù</h1><h2>Ingredients</h2>
             <ul><li>1 lb ground beef<ul><li>or half beef, half pork</li></ul></li><li>1 onion, chopped</li>
             <li>1/2 cup whole milk<ul><li>do not leave it out</li></ul></li></ul>
             <h2>Instructions</h2><ol><li>Brown the beef.</li><li>Simmer an hour.</li></ol></article>
             """#,
             title: "Weeknight Ragù", ingredients: ["1 lb ground beef", "1 onion, chopped", "1/2 cup whole milk"]),
    ]

    @Test func aBlockCommentedOutIsNoRecipeOfThePage() throws {
        // given a page whose old JSON-LD block a site has commented out, before its live one
        let html = #"""
            <html><head><!-- schema off since 2021
            <script type="application/ld+json">{"@type": "Recipe", "name": "Old Test", "recipeIngredient": ["1 cup test"]}</script>
            --><script type="application/ld+json">{"@type": "Recipe", "name": "Crisp Wings", "recipeIngredient": ["2 lb chicken wings", "1 tsp salt"]}</script>
            <script type="application/ld+json"><!-- {"@type": "WebSite", "name": "Wings"} --></script></head><body></body></html>
            """#
        // when
        let drafts = try RecipePage.recipes(inHTML: html)
        // then
        #expect(drafts.map(\.title) == ["Crisp Wings"])
    }

    @Test func sectionsOfIngredientsGiveTheirLines() throws {
        // given JSON-LD that groups its ingredients in HowToSections, strings and HowToStep items
        let html = #"""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Focaccia", "recipeIngredient": [
              {"@type": "HowToSection", "name": "Dough", "itemListElement": ["500 g bread flour", "375 ml warm water"]},
              {"@type": "HowToSection", "name": "Topping", "itemListElement": [{"@type": "HowToStep", "text": "60 ml olive oil"}]}]}</script>
            """#
        // when
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        // then
        #expect(draft.ingredientLines == ["500 g bread flour", "375 ml warm water", "60 ml olive oil"])
    }

    @Test(arguments: cases)
    func aPageIsReadFromItsMarkup(page: Case) throws {
        // when
        let draft = try #require(try RecipePage.recipes(inHTML: "<html><body><p>Hello</p>" + page.html + "<footer>Bye</footer></body></html>").first)
        // then
        #expect(draft.title == page.title)
        #expect(draft.ingredientLines == page.ingredients)
        if !page.steps.isEmpty { #expect(draft.instructions == page.steps) }
        if let servings = page.servings { #expect(draft.servings == servings) }
        if let minutes = page.totalMinutes { #expect(draft.totalMinutes == minutes) }
        if let image = page.image { #expect(draft.image == image) }
    }

    @Test func eachMicrodataRecipeOfARoundupIsReadWithItsOwnLines() throws {
        // given a page of two recipes in microdata, one below the other, and a related card without lines
        let html = """
            <html><body><h1>3 Smoothies</h1>
            <div itemscope itemtype="http://schema.org/Recipe"><h2 itemprop="name">Spinach Smoothie</h2><ul><li itemprop="recipeIngredient">1 cup spinach</li><li itemprop="recipeIngredient">1 banana</li></ul></div>
            <div itemscope itemtype="https://schema.org/Recipe"><h2 itemprop="name">Kale Smoothie</h2><ul><li itemprop="recipeIngredient">1 cup kale</li><li itemprop="recipeIngredient">1<sup>1</sup>/<sub>2</sub> cups pineapple</li></ul></div>
            <aside><div itemscope itemtype="https://schema.org/Recipe"><a itemprop="name" href="/other">Another Smoothie</a></div></aside>
            </body></html>
            """
        // when
        let drafts = try RecipePage.recipes(inHTML: html)
        // then the first is first, each keeps its own lines, and the card is no recipe
        #expect(drafts.map(\.title) == ["Spinach Smoothie", "Kale Smoothie"])
        #expect(drafts.first?.ingredientLines == ["1 cup spinach", "1 banana"])
        #expect(drafts.last?.ingredientLines == ["1 cup kale", "1 1/2 cups pineapple"])
    }

    @Test func microdataOnSomeItemsOfAListTakesTheWholeList() throws {
        // given a list whose first item only carries the property
        let html = #"<html><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Greek Salad</h1><ul><li itemprop="recipeIngredient">1 cucumber</li><li>1/2 cup olives</li><li>4 ounces feta</li></ul></div></body></html>"#
        // then every item of the list is a line
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        #expect(draft.ingredientLines == ["1 cucumber", "1/2 cup olives", "4 ounces feta"])
        // and properties in two lists keep to themselves
        let split = #"<html><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Two Lists</h1><ul><li itemprop="recipeIngredient">1 cucumber</li><li>Share</li></ul><ul><li itemprop="recipeIngredient">4 ounces feta</li><li>Print</li></ul></div></body></html>"#
        #expect(try RecipePage.recipes(inHTML: split).first?.ingredientLines == ["1 cucumber", "4 ounces feta"])
    }

    @Test func blocksNamedAsIngredientsAreTheListWithoutAListElement() throws {
        // given a theme (as the Cooked plugin) that lines up its ingredients as named blocks,
        // with a group's heading among them and no structured data
        let block = { (amount: String, unit: String, name: String) in
            #"<div class="cooked-single-ingredient cooked-ingredient"><span class="cooked-ing-amount">\#(amount)</span> <span class="cooked-ing-measurement">\#(unit)</span> <span class="cooked-ing-name">\#(name)</span></div>"#
        }
        let blocks = #"<div class="cooked-single-ingredient cooked-heading">Dough</div>"#
            + block("1 &frac12;", "cups", "warm water") + block("3", "", "ripe bananas") + block("2", "tbsp", "olive oil")
        let html = #"<html><head><title>Flatbread | A Blog</title></head><body><header><h2 class="site-title">A Blog</h2></header><article><h1 class="entry-title">Flatbread</h1><div class="cooked-recipe-ingredients">"#
            + blocks + #"</div><div class="cooked-recipe-directions"><div class="cooked-direction">Knead.</div></div></article></body></html>"#
        // then each block is a line, the heading none
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        #expect(draft.title == "Flatbread")
        #expect(draft.ingredientLines == ["1 ½ cups warm water", "3 ripe bananas", "2 tbsp olive oil"])
        // and microdata on the first block only takes the whole row of blocks
        let marked = html.replacingOccurrences(of: "<article>", with: #"<article itemscope itemtype="https://schema.org/Recipe">"#)
            .replacingOccurrences(of: #"class="entry-title""#, with: #"class="entry-title" itemprop="name""#)
            .replacingOccurrences(of: #"cooked-ingredient">"#, with: #"cooked-ingredient" itemprop="recipeIngredient">"#, options: [], range: nil)
        let first = marked.range(of: #" itemprop="recipeIngredient""#)!
        let once = marked.replacingOccurrences(of: #" itemprop="recipeIngredient""#, with: "", range: first.upperBound..<marked.endIndex)
        #expect(try RecipePage.recipes(inHTML: once).first?.ingredientLines == ["1 ½ cups warm water", "3 ripe bananas", "2 tbsp olive oil"])
        // a lone wrapper named so is looked through; spans named so are parts, not lines
        let wrapped = html.replacingOccurrences(of: blocks, with: #"<div class="ingredients-inner">"# + blocks + "</div>")
        #expect(try RecipePage.recipes(inHTML: wrapped).first?.ingredientLines.count == 3)
        let spans = #"<html><body><h1>Dip</h1><div class="recipe-ingredients"><span class="ingredient-amount">2</span> <span class="ingredient-name">avocados</span></div></body></html>"#
        #expect((try? RecipePage.recipes(inHTML: spans))?.first?.ingredientLines != ["2", "avocados"])
    }

    @Test func aChecklistOfLabelsInOneBlockIsALinePerCheckbox() throws {
        // given a card whose ingredients are labels with a checkbox each, set one after another in a div
        let items = ["2 tablespoons olive oil", "1 onion, diced", "6 eggs"].map { #"<label class="ingredient"><input type="checkbox"> \#($0)</label>"# }
        let html = #"<html><body><h1>Shakshuka</h1><div class="box"><div class="box-title">Ingredients</div><div class="box-list">"#
            + items.joined() + #"</div><div class="box-title">Instructions</div><div>Simmer.</div></div></body></html>"#
        // then each checkbox starts a line
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        #expect(draft.ingredientLines == ["2 tablespoons olive oil", "1 onion, diced", "6 eggs"])
    }

    @Test func partsOfALineInElementsOfTheirOwnShowApart() throws {
        // given a list whose lines set amount, unit and name in spans with nothing between them
        let items = [
            "<span>2</span><span>tablespoons</span> olive oil", "<span>250</span><span>g</span> plain flour",
            "<span>1</span><span>(15-ounce)</span> can beans", "<span>양파</span><span>1개</span>",
            "the 2<sup>nd</sup> egg", "1<sup>1</sup>/<sub>2</sub> cups milk", "<span>½</span><span>cup</span> cream",
        ].map { "<li>\($0)</li>" }.joined()
        let html = "<html><body><h1>Parts</h1><h2>Ingredients</h2><ul>\(items)</ul></body></html>"
        // then a number and a word show apart, a unit's abbreviation stays on its number
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        #expect(draft.ingredientLines == [
            "2 tablespoons olive oil", "250g plain flour", "1 (15-ounce) can beans", "양파 1개",
            "the 2nd egg", "1 1/2 cups milk", "½ cup cream",
        ])
    }

    @Test(arguments: [
        // Zip Recipes' group label among the items
        #"<ul class="ingredients"><li>2 cups flour</li><li>1 cup sugar</li><li class="ingredient-label">Frosting</li><li>1 cup icing sugar</li></ul>"#,
        // EasyRecipe's section head
        #"<ul class="ingredients"><li>2 cups flour</li><li>1 cup sugar</li><li class="ingredient ERSSectionHead">Frosting</li><li>1 cup icing sugar</li></ul>"#,
        // a category row among name-and-amount rows
        #"<div class="ingredient_category">Frosting</div><p>2 cups flour</p><p>1 cup sugar</p><div class="ingredient ingredient_category">Frosting</div><p>1 cup icing sugar</p>"#,
        // a paragraph that is one bold name among paragraphs of lines
        #"<p><strong>Cake</strong></p><p>2 cups flour<br>1 cup sugar</p><p><strong>Frosting</strong></p><p>1 cup icing sugar</p>"#,
    ])
    func groupNamesMarkedByTheirClassOrInBoldAreNoLines(_ list: String) throws {
        let html = "<html><body><h1>Layer Cake</h1><h2>Ingredients</h2>\(list)<h2>Instructions</h2><ol><li>Bake.</li></ol></body></html>"
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        #expect(draft.ingredientLines == ["2 cups flour", "1 cup sugar", "1 cup icing sugar"])
    }

    @Test func aBloggerPostInItsWidgetIsThePageNotItsFrame() throws {
        // given Blogger's layout: the post in <div class="widget Blog">, other widgets beside it
        let html = #"<html><head><title>Spice Diaries: Aloo Gobi</title></head><body><div class="main"><div class="widget Blog" id="Blog1"><div class="post"><h3 class="post-title entry-title">Aloo Gobi</h3><div class="post-body"><b>Ingredients</b><br>- 2 potatoes<br>- 1 cauliflower<br>- 1 tsp turmeric<br><b>Method</b><br>Fry them all.</div></div></div></div><div class="sidebar"><div class="widget PopularPosts"><h2>Popular</h2><ul><li>Dal Makhani</li><li>Chana Masala</li></ul></div></div></body></html>"#
        // then the post is read, the popular posts are not
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        #expect(draft.title == "Aloo Gobi")
        #expect(draft.ingredientLines == ["2 potatoes", "1 cauliflower", "1 tsp turmeric"])
    }

    @Test(arguments: ["Keukenspullen", "Attrezzatura", "Utensílios", "Köksredskap"])
    func aToolsListInAnotherLanguageEndsTheIngredients(_ heading: String) throws {
        let html = "<html><body><h1>Stamppot</h1><h2>Ingrediënten</h2><ul><li>1 kg aardappelen</li><li>150 g spekblokjes</li></ul>"
            + "<h3>\(heading)</h3><ul><li>pureestamper</li><li>grote pan</li></ul><h2>Bereiding</h2><ol><li>Kook.</li></ol></body></html>"
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        #expect(draft.ingredientLines == ["1 kg aardappelen", "150 g spekblokjes"])
    }

    @Test func aShownTitleLeavesTheSiteAndATrailingRecipeWordOut() throws {
        let list = "<h2>Ingredients</h2><ul><li>2 cups flour</li><li>1 cup sugar</li></ul>"
        // no heading at all: the page's title without the site's name after a dash
        let bare = "<html><head><title>Pork Stir-Fry - Ten Thousand Recipes</title></head><body>\(list)</body></html>"
        #expect(try RecipePage.recipes(inHTML: bare).first?.title == "Pork Stir-Fry")
        // a Turkish or Korean title that ends in its word for "recipe"
        for (shown, title) in [("Şekerpare Tarifi", "Şekerpare"), ("제육볶음 레시피", "제육볶음")] {
            let page = "<html><body><h1>\(shown)</h1>\(list)</body></html>"
            #expect(try RecipePage.recipes(inHTML: page).first?.title == title)
        }
        // a declared name stays as declared
        let declared = #"<script type="application/ld+json">{"@type":"Recipe","name":"Şekerpare Tarifi","recipeIngredient":["2 cups flour"]}</script>"#
        #expect(try RecipePage.recipes(inHTML: declared).first?.title == "Şekerpare Tarifi")
    }

    @Test func aJSONLDLineWrappedWhereItWasPastedIsOneLine() throws {
        // a raw line feed inside one string: after a comma, before a small letter, the line goes on;
        // a string that packs several lines keeps them apart, commas and all
        let json = #"{"@type":"Recipe","name":"Oat Bars","recipeIngredient":["2 large eggs,\n   at room temperature","1 cup oats","3 tbsp butter, melted\n1 tsp salt\nhoney, to taste\n2 apples, cored,\nCut in wedges"]}"#
        let draft = try #require(try RecipePage.recipes(inHTML: #"<script type="application/ld+json">"# + json + "</script>").first)
        #expect(draft.ingredientLines == ["2 large eggs, at room temperature", "1 cup oats", "3 tbsp butter, melted", "1 tsp salt",
                                          "honey, to taste", "2 apples, cored,", "Cut in wedges"])
    }

    @Test func aJSONLDListRunTogetherWithCommasTakesTheCardsLines() throws {
        let html = #"<html><head><script type="application/ld+json">{"@type":"Recipe","name":"Guacamole","recipeIngredient":["3 avocados, 1 lime, 1/2 teaspoon salt"]}</script></head><body><h1>Guacamole</h1><h2>Ingredients</h2><ul><li>3 avocados</li><li>1 lime</li><li>1/2 teaspoon salt</li></ul><h2>Instructions</h2><ol><li>Mash.</li></ol></body></html>"#
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        #expect(draft.ingredientLines == ["3 avocados", "1 lime", "1/2 teaspoon salt"])
    }

    @Test func aFractionInMarkupInsideJSONLDStaysApartFromItsWholeNumber() throws {
        let html = #"<script type="application/ld+json">{"@type":"Recipe","name":"Bread","recipeIngredient":["1<sup>1</sup>/<sub>2</sub> cups milk","1<sup>3</sup>&frasl;<sub>4</sub> cups flour","10<sup>2</sup> grams yeast"]}</script>"#
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        #expect(draft.ingredientLines == ["1 1/2 cups milk", "1 3\u{2044}4 cups flour", "102 grams yeast"])
    }

    @Test func aJSONLDRecipeWithoutIngredientsTakesThemFromThePluginCard() throws {
        // given: JSON-LD naming the recipe but listing no ingredients, and a Tasty card
        let html = #"<script type="application/ld+json">{"@type":"Recipe","name":"Bare Pie","description":"A pie."}</script>"#
            + #"<div class="tasty-recipes"><h2 class="tasty-recipes-title">Card Pie</h2><div class="tasty-recipes-ingredients"><ul><li>1 crust</li></ul></div><div class="tasty-recipes-instructions"><ol><li>Fill.</li></ol></div></div>"#
        // when
        let drafts = try RecipePage.recipes(inHTML: html)
        // then: the page's own recipe is kept, with the card's lines
        #expect(drafts.count == 1)
        #expect(drafts.first?.title == "Bare Pie")
        #expect(drafts.first?.summary == "A pie.")
        #expect(drafts.first?.ingredientLines == ["1 crust"])
        #expect(drafts.first?.instructions == ["Fill."])
    }

    @Test func aUsableJSONLDRecipeIsNotTouchedByTheCard() throws {
        let html = #"<script type="application/ld+json">{"@type":"Recipe","name":"Good Pie","recipeIngredient":["2 apples"]}</script>"#
            + #"<div class="tasty-recipes"><h2 class="tasty-recipes-title">Card Pie</h2><div class="tasty-recipes-ingredients"><ul><li>1 crust</li></ul></div></div>"#
        let drafts = try RecipePage.recipes(inHTML: html)
        #expect(drafts.map(\.title) == ["Good Pie"])
        #expect(drafts.first?.ingredientLines == ["2 apples"])
    }

    @Test func aCardOnlyLinkedToIsNoRecipe() {
        // A "jump to recipe" link names the card in its address, not in its class.
        let html = ##"<a href="#wprm-recipe-container-7" class="wprm-recipe-jump">Jump</a><p>Just a story.</p>"##
        #expect(throws: RecipePageError.noRecipeData) { try RecipePage.recipes(inHTML: html) }
    }

    static let durations: [(String, String?)] = [
        ("15 minutes", "PT15M"), ("Prep Time: 1 hour 15 minutes", "PT75M"), ("20mins", "PT20M"),
        ("2 hrs", "PT120M"), ("1 Stunde 10 Minuten", "PT70M"), ("45", "PT45M"), ("Total Time", nil),
        ("99999999999 hours", nil), ("30 seconds", nil),
    ]

    @Test(arguments: durations)
    func aPrintedTimeBecomesADuration(text: String, expected: String?) {
        #expect(RecipePluginHTML.duration(text) == expected)
    }

    static let hostile: [(String, String)] = [
        ("20,000 list items nested in a Tasty card",
         #"<div class="tasty-recipes"><h2 class="tasty-recipes-title">Deep</h2><div class="tasty-recipes-ingredients"><ul>"#
            + String(repeating: "<li>1 egg ", count: 20_000) + "</ul></div></div>"),
        ("20,000 WPRM ingredients nested in one another",
         #"<div class="wprm-recipe-container"><h2 class="wprm-recipe-name">Deep</h2>"#
            + String(repeating: #"<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-name">egg</span>"#, count: 20_000) + "</div>"),
        ("20,000 RDFa properties nested in one another",
         #"<div vocab="http://schema.org/" typeof="Recipe"><b property="name">Deep</b>"#
            + String(repeating: #"<span property="recipeIngredient">1 egg "#, count: 20_000) + "</div>"),
        ("20,000 unclosed terms and descriptions in a list named for its ingredients",
         #"<h1>Deep</h1><dl class="ingredients">"# + String(repeating: "<dt>1 egg<dd>beaten", count: 20_000) + "</dl>"),
        ("20,000 main headings above an ingredient list",
         "<title>Deep | Site</title>" + String(repeating: "<h1>Deep</h1>", count: 20_000) + "<h2>Ingredients</h2><ul><li>1 egg</li><li>2 eggs</li></ul>"),
        ("20,000 table rows each with a cell holding only a mark",
         "<h1>Deep</h1><h2>Ingredients</h2><table>" + String(repeating: "<tr><td>1</td><td>egg</td><td>*</td></tr>", count: 20_000) + "</table>"),
        ("20,000 group titles nested in a block named for the ingredients",
         #"<h1>Deep</h1><div class="ingredients"><h3>Ingredients</h3>"# + String(repeating: "<div><h3>Group</h3><div>1 egg</div>", count: 20_000) + "</div>"),
        ("20,000 comments holding markup, then one left open",
         "<h1>Deep</h1><h2>Ingredients</h2><ul>" + String(repeating: "<li><!--<b>x</b>-->1 egg</li>", count: 20_000) + "</ul><!--" + String(repeating: "<b>", count: 20_000)),
        ("20,000 controls' words atop an ingredient list",
         "<h1>Deep</h1><div><h3>Ingredients</h3>" + String(repeating: "<div>Scale <button>1x</button></div>", count: 20_000) + "<p>1 egg</p><p>2 eggs</p></div>"),
        ("20,000 tags each with a quote never closed, and a \">\" inside quotes",
         #"<h1>Deep</h1><ul class="ingredients">"# + String(repeating: #"<li x-data="a => b" title='>1 egg</li>"#, count: 20_000) + "</ul>"),
        ("20,000 items that name a group and break into lines, and number-and-name pairs",
         #"<h1>Deep</h1><h2>Ingredients</h2><ul>"# + String(repeating: "<li><b>For it</b>:<br>1 egg<br>2 eggs</li>", count: 20_000) + "</ul><div>" + String(repeating: "<div><p>salt</p><p>1 g</p></div><p>200</p><p>g flour</p>", count: 20_000) + "</div>"),
        ("20,000 script comments and bare quotes before commas in one JSON-LD block, then one comment left open",
         #"<script type="application/ld+json">{"@type": "Recipe", "name": "Deep", "recipeIngredient": ["1 egg"], "description": ["#
            + String(repeating: "/* c */ \"say \"so\",  then\", // d\n", count: 20_000) + "\"end\"]} /*" + String(repeating: "x ", count: 20_000) + "</script>"),
        ("20,000 objects beside a recipe held by a page's hasPart",
         #"<script type="application/ld+json">{"@type": "WebPage", "hasPart": ["#
            + String(repeating: #"{"@type": "Thing", "a": {"b": [1, 2]}, "c": "d"}, "#, count: 20_000)
            + #"{"@type": "Recipe", "name": "Deep", "recipeIngredient": ["1 egg"]}]}</script>"#),
        ("20,000 lists of types in a script's state, Recipe named second in the last",
         "<script>var s = [" + String(repeating: #"{"@type": ["Thing", "Place"]}, "#, count: 20_000)
            + #"{"@type": ["NewsArticle", "Recipe"], "name": "Deep", "recipeIngredient": ["1 egg"]}];</script>"#),
        ("20,000 commas each set on a line of its own",
         #"<h1>Deep</h1><ul class="ingredients">"# + String(repeating: "<li><span>1 egg</span>\n\t, beaten</li>", count: 20_000) + "</ul>"),
    ]

    @Test(arguments: hostile)
    func hostileNestingIsReadQuickly(name: String, html: String) async {
        // when, on a thread of its own (see ReaderLimitTests.timedOnItsOwnThread)
        let read = await ReaderLimitTests.timedOnItsOwnThread { (try? RecipePage.recipes(inHTML: html))?.first.map(\.title) }
        let title = read.value
        // then: read (the nesting flattened past the depth limit) or refused, and quickly
        // A guard against quadratic reading (minutes at this size), not a speed figure. It bounds
        // the reading thread's processor time (about 9 s in a debug build), which other tests
        // running at once do not stretch as they stretch the time on the clock.
        #expect(read.cpuSeconds < 60, "\(name): \(read.cpuSeconds) s of processor time")
        if let title { #expect(title == "Deep", "\(name)") }
    }
}
