import Foundation
import Testing
@testable import RecipleaseCore

/// Pages that declare no usable recipe, read as a person reads them: the lines under an
/// "Ingredients" heading, the steps under a "Method" heading, the main heading as the title.
/// One row per way real sites lay such a page out, each a small page of our own.
struct ImportPageVisibleTests {
    /// A page and what a person reads from it: the same rows as the embedded-data tests'.
    typealias Case = ImportPageEmbeddedTests.Case

    static func page(_ body: String, title: String = "A Kitchen Blog") -> String {
        "<!DOCTYPE html><html><head><title>\(title)</title></head><body><header><h1 class=\"logo\">A Kitchen Blog</h1><nav><ul><li><a href=\"/\">Home</a></li><li><a href=\"/recipes\">Recipes</a></li></ul></nav></header>\(body)<aside><h3>Popular</h3><ul><li>Best brownies</li><li>Easy pilaf</li></ul></aside></body></html>"
    }

    static let cases: [Case] = [
        Case(name: "an Ingredients heading, a list, a Method heading and numbered steps",
             html: page("<article><h1>Leek and Potato Soup</h1><p>Warming and cheap.</p><h2>Ingredients</h2><ul><li>2 leeks, sliced</li><li>3 potatoes, diced</li><li>1 litre stock</li></ul><h2>Method</h2><ol><li>Soften the leeks.</li><li>Add the potatoes and stock; simmer 20 minutes.</li></ol></article>"),
             title: "Leek and Potato Soup", lines: ["2 leeks, sliced", "3 potatoes, diced", "1 litre stock"],
             steps: ["Soften the leeks.", "Add the potatoes and stock; simmer 20 minutes."]),
        Case(name: "a bold paragraph as the heading, and the steps headed by a sentence",
             html: page("<div class=\"post\"><h1>Chipotle Chicken</h1><p><strong>Ingredients</strong></p><ul><li>1 pound chicken</li><li>1/4 cup <a href=\"https://shop.example/flour\">flour</a></li></ul><p><strong>Here’s how to make it:</strong></p><ol><li>Dredge the chicken.</li><li>Fry it.</li></ol></div>"),
             title: "Chipotle Chicken", lines: ["1 pound chicken", "1/4 cup flour"], steps: ["Dredge the chicken.", "Fry it."]),
        Case(name: "lines in one paragraph split by <br>, ended by the next heading word",
             html: page("<div><h1>Putengeschnetzeltes</h1><p>Zutaten</p><p>500 g Putenfleisch<br />1 Zwiebel<br>\n1 EL Tomatenmark</p><p>Zubereitung</p><p>– Zwiebel würfeln<br />– Anbraten</p></div>"),
             title: "Putengeschnetzeltes", lines: ["500 g Putenfleisch", "1 Zwiebel", "1 EL Tomatenmark"], steps: ["Zwiebel würfeln", "Anbraten"]),
        Case(name: "steps headed by a word written with a combining accent",
             html: page("<div><h1>Tarte fine</h1><h2>Ingrédients</h2><ul><li>200 g de farine</li><li>100 g de beurre</li></ul><h2>Pre\u{301}paration de la tarte</h2><ol><li>Mélanger.</li><li>Cuire.</li></ol></div>"),
             title: "Tarte fine", lines: ["200 g de farine", "100 g de beurre"], steps: ["Mélanger.", "Cuire."]),
        Case(name: "steps headed in Japanese",
             html: page("<div><h1>卵焼き</h1><h2>材料</h2><ul><li>卵 3個</li><li>砂糖 大さじ1</li></ul><h2>卵焼きの作り方</h2><ol><li>卵を溶く。</li><li>焼く。</li></ol></div>"),
             title: "卵焼き", lines: ["卵 3個", "砂糖 大さじ1"], steps: ["卵を溶く。", "焼く。"]),
        Case(name: "lines in one paragraph, each group's name in bold on a line of its own, left out",
             html: page("<div><h1>Lamb Meatball Curry</h1><h2>INGREDIENTS</h2><div class=\"ingredients-block__list\" itemprop=\"ingredients\"><p><strong>Meatballs&nbsp;</strong><br> 400 grams lamb mince<br> 1 large egg<br><strong>Sauce</strong><br> 2 tablespoons olive oil<br> ½ cup water</p></div><h2>METHOD</h2><p>Roll the meatballs.</p></div>"),
             title: "Lamb Meatball Curry", lines: ["400 grams lamb mince", "1 large egg", "2 tablespoons olive oil", "½ cup water"]),
        Case(name: "lines in one paragraph under a heading, a bold group name among them left out",
             html: page("<div><h1>Two Part Salad</h1><h2>Ingredients</h2><p><b>Dressing</b><br>3 tbsp oil<br>1 tbsp vinegar<br><b>Salad</b><br>1 lettuce</p><h2>Method</h2><p>Toss.</p></div>"),
             title: "Two Part Salad", lines: ["3 tbsp oil", "1 tbsp vinegar", "1 lettuce"]),
        Case(name: "one block per line, a group title and a line ending in a colon left out",
             html: page("<h1>Cake marbré</h1><div class=\"bloc\"><h2>Ingrédients </h2><div class=\"items\"><div class=\"item\"><p><input type=\"checkbox\" />Pour le gâteau :</p></div><div class=\"item\"><p><input type=\"checkbox\" />3 œufs</p></div><div class=\"list__title\">Glaçage</div><div class=\"item\"><p><input type=\"checkbox\" />70 g de sucre</p></div></div></div><div class=\"bloc\"><h2>Préparation</h2><p>Battre les œufs.</p></div>"),
             title: "Cake marbré", lines: ["3 œufs", "70 g de sucre"], steps: ["Battre les œufs."]),
        Case(name: "a table of amounts and names, a group row left out",
             html: page("<h1>Roast Chicken</h1><section><h2>Ingredients</h2><table><tr><td colspan=\"2\"><strong>For the chicken:</strong></td></tr><tr><td>150ml</td><td>red wine</td></tr><tr><td>1</td><td>whole chicken</td></tr></table></section><section><h2>Method</h2><p>Roast it.</p></section>"),
             title: "Roast Chicken", lines: ["150ml red wine", "1 whole chicken"], steps: ["Roast it."]),
        Case(name: "group headings inside list items and between lists left out",
             html: page("<h1>Pumpkin Pie</h1><h3>Ingredients</h3><ul><li><h4>Für den Teig</h4></li><li>200 g Mehl</li><li>120 g Butter</li></ul><p><strong>Filling</strong></p><ul><li>750 g Kürbis</li><li><b>Außerdem</b></li><li>Butter, zum Fetten</li></ul><h3>Instructions</h3><ol><li>Bake.</li></ol>"),
             title: "Pumpkin Pie", lines: ["200 g Mehl", "120 g Butter", "750 g Kürbis", "Butter, zum Fetten"], steps: ["Bake."]),
        Case(name: "microdata properties outside any recipe scope",
             html: page("<h1 class=\"entry-title\">Tagliatelles carbonara</h1><h3 itemprop=\"recipeYield\">Pour 2 personnes :</h3><ul><li itemprop=\"ingredients\">250 g de tagliatelles</li><li itemprop=\"ingredients\">1 oeuf</li></ul><div itemprop=\"recipeInstructions\"><p>Cuire les pâtes.</p></div>"),
             title: "Tagliatelles carbonara", lines: ["250 g de tagliatelles", "1 oeuf"], steps: ["Cuire les pâtes."]),
        Case(name: "a blog post: a bold word heads lines set loose with <br> and dashes; no <h1>, the post's title",
             html: page("<div class=\"post hentry\"><h3 class=\"post-title entry-title\">Aloo Gobi</h3><div class=\"post-body entry-content\"><b>Ingredients</b><br />- 2 potatoes, cubed<br />- 1 onion, chopped<br />- 1 tsp cumin seeds<br /><br /><b>Method</b><br />1. Fry the onion.<br />2. Add the rest.<br /></div></div>", title: "Spice Diaries: Aloo Gobi"),
             title: "Aloo Gobi", lines: ["2 potatoes, cubed", "1 onion, chopped", "1 tsp cumin seeds"], steps: ["1. Fry the onion.", "2. Add the rest."]),
        Case(name: "a table whose first row names its columns, in header cells or in bold",
             html: page("<h1>Buttermilk Biscuits</h1><h2>Ingredients</h2><table><tr><th>Amount</th><th>Ingredient</th></tr><tr><td>2 cups</td><td>flour</td></tr><tr><td><strong>Quantity</strong></td><td><strong>Ingredient</strong></td></tr><tr><td>3/4 cup</td><td>buttermilk</td></tr></table><h2>Method</h2><p>Bake.</p>"),
             title: "Buttermilk Biscuits", lines: ["2 cups flour", "3/4 cup buttermilk"], steps: ["Bake."]),
        Case(name: "the tools a cook also needs, after the ingredients under a heading of their own, are not lines",
             html: page("<h1>Rice Krispie Treats</h1><h2>Ingredients</h2><ul><li>3 tablespoons butter</li><li>1 (10 oz) package marshmallows</li><li>6 cups Rice Krispies cereal</li></ul><h3>You&#39;ll also need</h3><ul><li>9x13-inch baking pan</li><li>Parchment paper</li><li>Nonstick cooking spray</li></ul><h2>Instructions</h2><p>Melt the butter.</p>"),
             title: "Rice Krispie Treats", lines: ["3 tablespoons butter", "1 (10 oz) package marshmallows", "6 cups Rice Krispies cereal"]),
        Case(name: "a fraction set as a superscript over a subscript stays apart from its whole number",
             html: page("<h1>Pumpkin Bread</h1><h2>Ingredients</h2><ul><li>1<sup>3</sup>&frasl;<sub>4</sub> cups flour</li><li>1<sup>1</sup>/<sub>2</sub> teaspoons ginger</li><li>2<sup>nd</sup> batch of 350<sup>o</sup>F dough</li></ul>"),
             title: "Pumpkin Bread", lines: ["1 3\u{2044}4 cups flour", "1 1/2 teaspoons ginger", "2nd batch of 350oF dough"]),
        Case(name: "a name and its amount in blocks side by side: a unit before its number, and no measure",
             html: page("<h1>照り焼きチキン</h1><h2>材料</h2><div class=\"ing\"><div class=\"row\"><div class=\"name\"><a href=\"/k/1\">醤油</a></div><div class=\"amount\">大さじ2</div></div><div class=\"row\"><div class=\"name\">砂糖</div><div class=\"amount\">小さじ1/2</div></div><div class=\"row\"><div class=\"name\">塩</div><div class=\"amount\">少々</div></div></div><h2>作り方</h2><ol><li>焼く。</li></ol>"),
             title: "照り焼きチキン", lines: ["醤油 大さじ2", "砂糖 小さじ1/2", "塩 少々"], steps: ["焼く。"]),
        Case(name: "an English card of name and amount cells, one amount 'to taste'",
             html: page("<h1>Fresh Salsa</h1><h2>Ingredients</h2><div class=\"row\"><div class=\"name\">salt</div><div class=\"amount\">to taste</div></div><div class=\"row\"><div class=\"name\">lime juice</div><div class=\"amount\">2 tbsp</div></div><h2>Steps</h2><p>Chop.</p>"),
             title: "Fresh Salsa", lines: ["salt to taste", "lime juice 2 tbsp"], steps: ["Chop."]),
        Case(name: "a symbol before the heading's word; a post's 'Ingredient Notes' above are remarks, not the list",
             html: page("<h1>Guacamole</h1><h2>Ingredient Notes</h2><ul><li><strong>Avocados:</strong> use ripe ones.</li><li><strong>Lime:</strong> fresh only.</li></ul><h2>🛒 Ingredients</h2><ul><li>3 avocados</li><li>1 lime</li></ul><h2>👩‍🍳 Instructions</h2><ol><li>Mash.</li></ol>"),
             title: "Guacamole", lines: ["3 avocados", "1 lime"], steps: ["Mash."]),
        Case(name: "steps and lines headed in Chinese (用料)",
             html: page("<h1>西红柿炒鸡蛋</h1><h2>用料</h2><ul><li>西红柿 2个</li><li>鸡蛋 3个</li></ul><h2>做法</h2><ol><li>炒。</li></ol>"),
             title: "西红柿炒鸡蛋", lines: ["西红柿 2个", "鸡蛋 3个"], steps: ["炒。"]),
        Case(name: "a description list of amounts and foods under the heading",
             html: page("<h1>Cookies</h1><div class=\"recipe-card\"><h3>Ingredients</h3><dl><dt>2 cups</dt><dd>flour</dd><dt>1 cup</dt><dd>butter</dd></dl><h3>Instructions</h3><ol><li>Mix.</li></ol></div>"),
             title: "Cookies", lines: ["2 cups flour", "1 cup butter"], steps: ["Mix."]),
        Case(name: "a description list whose terms name groups over their lines",
             html: page("<h1>Lemon Bars</h1><div class=\"recipe-card\"><h3>Ingredients</h3><dl><dt>For the crust</dt><dd>2 cups flour</dd><dd>1 cup butter</dd><dt>For the filling</dt><dd>4 eggs</dd></dl><h3>Instructions</h3><ol><li>Mix.</li></ol></div>"),
             title: "Lemon Bars", lines: ["2 cups flour", "1 cup butter", "4 eggs"], steps: ["Mix."]),
        Case(name: "a description list of labels (a recipe's facts) after the heading is not the list",
             html: page("<h1>Chocolate Cake</h1><h2>Ingredients &amp; Directions</h2><dl><div><dt>Yields: </dt><dd>1 cake</dd></div></dl><dl><div><dt>Prep: </dt><dd>15 Min.</dd></div><div><dt>Bake: </dt><dd>30 Min.</dd></div></dl><h3>Ingredients</h3><ul><li>2 cups sugar</li><li>2 eggs</li></ul>"),
             title: "Chocolate Cake", lines: ["2 cups sugar", "2 eggs"]),
        Case(name: "a heading's link to the recipe below ('Jump to Recipe') is no part of the title",
             html: page("<h1 class=\"entry-title\">Chewy Cookies <a href=\"#recipe\" class=\"btn\">Jump to Recipe</a></h1><h2>Ingredients</h2><ul><li>2 cups flour</li><li>1 cup butter</li></ul>"),
             title: "Chewy Cookies", lines: ["2 cups flour", "1 cup butter"]),
        Case(name: "a heading 'Ingredients (see notes)' heads the list; a term over an amount and a remark is one line",
             html: page("<h1>Brioche</h1><h2>Ingredients (see notes)</h2><dl><dt>Eggs</dt><dd>2</dd><dd>(1 for the wash)</dd><dt>flour</dt><dd>200 g</dd></dl><h2>Method</h2><p>Knead.</p>"),
             title: "Brioche", lines: ["Eggs 2 (1 for the wash)", "flour 200 g"], steps: ["Knead."]),
        Case(name: "a bold heading among loose lines, the next section's heading in a paragraph of its own",
             html: page("<div class=\"post hentry\"><h1>Aloo Gobi</h1><p><b>Ingredients</b><br>- 2 potatoes, cubed<br>- 1 onion, chopped<br>- 1 cauliflower, in florets, washed and drained well</p><p><b>Method</b><br>Fry the onion.</p></div>"),
             title: "Aloo Gobi", lines: ["2 potatoes, cubed", "1 onion, chopped", "1 cauliflower, in florets, washed and drained well"]),
        Case(name: "a list named by its class, with no heading",
             html: page("<h1>Gnocchi</h1><span class=\"quantity\">Für 4 Personen</span><ul class=\"recipe_ingredients\"><li> 90 g Parmesan</li><li> 1 Zwiebel</li></ul>"),
             title: "Gnocchi", lines: ["90 g Parmesan", "1 Zwiebel"]),
        Case(name: "text for screen readers, hidden text and buttons are not part of a line",
             html: page("<h1>Flapjacks <small class=\"print-only\">by A Kitchen Blog</small></h1><h2>Ingredients</h2><ul><li><span class=\"sr-only\">Tick: </span>250 g oats <button>Add to list</button></li><li>100 g butter<span hidden> (salted)</span><span style=\"display: none\">!</span></li></ul>", title: "Flapjacks | A Kitchen Blog"),
             title: "Flapjacks", lines: ["250 g oats", "100 g butter"]),
        Case(name: "the list ends with the block that holds the heading: a later list is not taken",
             html: page("<h1>Tomato Salad</h1><div class=\"ingredients\"><h2>Ingredients</h2><ul><li>4 tomatoes</li><li>1 shallot</li></ul></div><div class=\"share\"><ul><li>Facebook</li><li>Pinterest</li></ul></div>"),
             title: "Tomato Salad", lines: ["4 tomatoes", "1 shallot"]),
        Case(name: "a jump link named Ingredients heads nothing; a serving count before the list is skipped",
             html: page("<h1>Bœuf bourguignon</h1><p><a href=\"#ingredients\">Ingredients</a> · <a href=\"#method\">Method</a></p><div class=\"head\"><h2 id=\"ingredients\"> Ingrédients </h2><p>2 personnes</p></div><ul><li><span> 400 g </span> Bœuf</li><li>10 cl Vin rouge</li></ul>"),
             title: "Bœuf bourguignon", lines: ["400 g Bœuf", "10 cl Vin rouge"]),
        Case(name: "the title: the heading before the list, in the page title's capitals",
             html: page("<div class=\"hero\"><h1>green minestrone soup</h1></div><div class=\"ingredients\"><h2>INGREDIENTS</h2><ul><li><span>1 leek, sliced</span></li><li><span>6 cups stock</span></li></ul></div><div class=\"method\"><h2>METHOD</h2><ol><li>Simmer.</li></ol></div>", title: "Green Minestrone Soup | Donna's Kitchen"),
             title: "Green Minestrone Soup", lines: ["1 leek, sliced", "6 cups stock"], steps: ["Simmer."]),
        Case(name: "a sidebar before the content and a related-recipes list after the lines are the site's, not the recipe's",
             html: page("<div class=\"content-sidebar-wrap\"><div class=\"sidebar-primary widget-area\"><h2>Ingredients we love</h2><ul><li>Good salt</li><li>Olive oil</li></ul></div><main><h1>Rice Pudding</h1><h2>Ingredients</h2><ul><li>100 g pudding rice</li><li>1 litre milk</li></ul><div class=\"related-posts\"><ul><li>Baked custard</li><li>Bread pudding</li></ul></div><h2>Method</h2><ol><li>Bake slowly.</li></ol><div class=\"share-buttons\"><ul><li>Pin</li><li>Email</li></ul></div></main></div>"),
             title: "Rice Pudding", lines: ["100 g pudding rice", "1 litre milk"], steps: ["Bake slowly."]),
        Case(name: "a hidden panel inside a block named for the ingredients is left out; one shown on wide screens is kept",
             html: page("<h1>Courgette Meatballs</h1><div class=\"ingredients-nutrition\"><ul class=\"ingredients-list\"><li>2 tbsp olive oil</li><li>1 onion</li></ul><div class=\"d-none d-md-block\"><ul><li>1 lemon</li></ul></div><div class=\"d-none\"><ul class=\"nutrition-list\"><li>kcal 726</li><li>fat 25g</li></ul></div></div>"),
             title: "Courgette Meatballs", lines: ["2 tbsp olive oil", "1 onion", "1 lemon"]),
        Case(name: "a heading that puts a word before Ingredients",
             html: page("<article><h1>Tamagoyaki</h1><h2>Recipe Ingredients</h2><ul><li>3 eggs</li><li>1 tsp sugar</li></ul></article>"),
             title: "Tamagoyaki", lines: ["3 eggs", "1 tsp sugar"]),
        Case(name: "a heading that names the list in one word, and group titles in bold items",
             html: page("<main><h1>Arretjescake</h1><div class=\"box\"><span class=\"box__title\">Ingrediëntenlijst</span><ul><li><strong>Voor de cake </strong></li><li>75 ml slagroom </li><li>2 eidooiers</li></ul></div></main>"),
             title: "Arretjescake", lines: ["75 ml slagroom", "2 eidooiers"]),
        Case(name: "a servings control at the top of the list is no ingredient",
             html: page("<article><h1>Ratatouille</h1><h2>Ingrédients</h2><ul><li><span>4</span>personnes</li><li>350 g d'aubergine</li><li>2 oignons</li></ul></article>"),
             title: "Ratatouille", lines: ["350 g d'aubergine", "2 oignons"]),
        Case(name: "a number alone at the top of the list is no ingredient; one with a food is",
             html: page("<article><h1>Egg Salad</h1><h2>Ingredients</h2><ul><li>4</li><li>4 eggs</li><li>2 tbsp mayonnaise</li></ul></article>"),
             title: "Egg Salad", lines: ["4 eggs", "2 tbsp mayonnaise"]),
        Case(name: "a heading in Japanese with the servings after it",
             html: page("<article><h1>親子丼</h1><h2>材料（2人分）</h2><ul><li>鶏もも肉 200g</li><li>卵 3個</li></ul><h2>作り方</h2><ol><li>煮る。</li></ol></article>"),
             title: "親子丼", lines: ["鶏もも肉 200g", "卵 3個"], steps: ["煮る。"]),
        Case(name: "paragraphs and list items left unclosed, as browsers close them",
             html: page("<div class=\"entry\"><h1>Plain Rice</h1><p>Ingredients<p>1 cup rice<br>2 cups water<p>Method<ol><li>Rinse the rice.<li>Simmer 12 minutes.</ol></div>"),
             title: "Plain Rice", lines: ["1 cup rice", "2 cups water"], steps: ["Rinse the rice.", "Simmer 12 minutes."]),
        Case(name: "no heading word: the longest list of short lines with amounts, not the facts above it",
             html: page("<article><h1>Lemon Posset</h1><ul class=\"facts\"><li>Prep 10 min</li><li>Chill 3 hours</li><li>Serves 4</li></ul><h3>Pour 4 personnes :</h3><ul><li>600 ml double cream</li><li>150 g caster sugar</li><li>2 lemons, juiced</li><li>Berries, to serve</li></ul><ol><li>Bring the cream and sugar to the boil, then simmer for three minutes.</li><li>Stir in the lemon juice and pour into four glasses to set.</li></ol></article>"),
             title: "Lemon Posset", lines: ["600 ml double cream", "150 g caster sugar", "2 lemons, juiced", "Berries, to serve"]),
        Case(name: "no heading word: a table's rows, a servings row and an ingredients item atop them left out",
             html: page("<main><h1>Kaiserschmarrn</h1><table><tr><td>Zutaten für 2</td></tr><tr><td>2 Portionen</td></tr><tr><td>150 ml</td><td>Milch</td></tr><tr><td>1 EL</td><td>Zucker</td></tr><tr><td>80 g</td><td>Mehl</td></tr></table></main>"),
             title: "Kaiserschmarrn", lines: ["150 ml Milch", "1 EL Zucker", "80 g Mehl"]),
        Case(name: "an Ingredients heading over remarks on each comes before the card's list: the list is taken",
             html: page("<article><h1>Banana Ice Cream</h1><h2>Ingredients</h2><ul><li>Bananas – the riper they are, the sweeter the ice cream will be.</li><li>Milk – any kind of milk works here, even one made from oats.</li></ul><div class=\"card\"><h3>Ingredients</h3><ul><li>2 bananas, sliced</li><li>1 cup milk</li><li>Honey, to taste</li></ul></div></article>"),
             title: "Banana Ice Cream", lines: ["2 bananas, sliced", "1 cup milk", "Honey, to taste"]),
        Case(name: "with no list that reads as ingredients, the first heading's lines are kept",
             html: page("<article><h1>Green Salad</h1><h2>Ingredients</h2><ul><li>Lettuce</li><li>Cucumber</li></ul><h2>Method</h2><p>Toss.</p><div class=\"card\"><h3>Ingredients</h3><ul><li>Lettuce leaves, washed and dried well before they are used.</li></ul></div></article>"),
             title: "Green Salad", lines: ["Lettuce", "Cucumber"]),
        Case(name: "the words of a servings count set apart atop the list are no ingredients",
             html: page("<article><h1>Pumpkin Salad</h1><h2>Ingredients</h2><div><span>for</span></div><div><span>4</span></div><ul><li>600 g pumpkin</li><li>1 lime</li></ul></article>"),
             title: "Pumpkin Salad", lines: ["600 g pumpkin", "1 lime"]),
        Case(name: "group names in capitals or in a block named as a heading are left out; lines in capitals with amounts are kept",
             html: page("<article><h1>Lasagne</h1><h2>Ingredienti</h2><table><tr><td><em> PER LA BESCIAMELLA </em></td></tr><tr><td>80 g di burro</td></tr><tr><td>BBQ sauce</td></tr><tr><td><div class=\"ingredient-heading\">Na ragù</div></td></tr><tr><td>2 TBSP OIL</td></tr></table></article>"),
             title: "Lasagne", lines: ["80 g di burro", "BBQ sauce", "2 TBSP OIL"]),
        Case(name: "lines broken inside an inline element set among blocks, a note beside them without breaks left out",
             html: page("<main><h1>Spitskool Bake</h1><div class=\"details\"><h5>Ingrediënten 4 personen</h5><span class=\"info\">750 g spitskool<br>1 <a href=\"/prei\">prei</a><br>250 g champignons</span><span class=\"note\">Easy</span></div><div><h4>Bereiding</h4><p>Bak alles.</p></div></main>"),
             title: "Spitskool Bake", lines: ["750 g spitskool", "1 prei", "250 g champignons"], steps: ["Bak alles."]),
        Case(name: "a recipe card hidden by its style until scripts run is read when nothing else shows one",
             html: page("<article><div class=\"card\" style=\"display: none;\"><h1>Rissoles</h1><h2>Ingredients</h2><ul><li>500 g beef mince</li><li>1 onion</li></ul></div></article>"),
             title: "Rissoles", lines: ["500 g beef mince", "1 onion"]),
        Case(name: "a shown list wins over one hidden by its style",
             html: page("<article><h1>Rissoles</h1><h2>Ingredients</h2><ul><li>500 g pork mince</li><li>1 leek</li></ul><div style=\"display:none\"><h2>Ingredients</h2><ul><li>500 g beef mince</li><li>1 onion</li></ul></div></article>"),
             title: "Rissoles", lines: ["500 g pork mince", "1 leek"]),
        Case(name: "a description list named for its ingredients: each term with its descriptions is one line",
             html: page("<main><h1>Sesame Brittle</h1><dl class=\"ingredients\"><h3>brittle</h3><dt><b>brown sugar</b> <u>45 g</u></dt><dt>black sesame</dt><dd>35 g</dd><dd>toasted</dd><dt>salt</dt></dl></main>"),
             title: "Sesame Brittle", lines: ["brown sugar 45 g", "black sesame 35 g toasted", "salt"]),
        Case(name: "of two main headings, the one the page's title names; a banner above it is not the title",
             html: page("<h1 class=\"banner-text\">For Your Table</h1><div class=\"post\"><h1><strong>Apple Crumble</strong></h1><ul><li>6 apples, sliced</li><li>100 g butter</li><li>150 g flour</li></ul></div>", title: "Recipe - Apple Crumble | The Shop"),
             title: "Apple Crumble", lines: ["6 apples, sliced", "100 g butter", "150 g flour"]),
        Case(name: "of two main headings the page's title names neither: the first, as before",
             html: page("<h1 class=\"banner-text\">Weekend Baking</h1><div class=\"post\"><h1>Apple Crumble</h1><ul><li>6 apples, sliced</li><li>100 g butter</li><li>150 g flour</li></ul></div>", title: "The Shop"),
             title: "Weekend Baking", lines: ["6 apples, sliced", "100 g butter", "150 g flour"]),
        Case(name: "a comma the template sets on a line of its own joins its word; a space the writer typed is kept",
             html: page("<h1>Tortilla Pizza</h1><h2>Ingredients</h2><ul><li>2 <span class=\"name\">Tortillas</span>\n\t\t\t , wheat</li><li>Toppings such as olives , capers</li><li>1 <span>onion</span> , diced</li></ul>"),
             title: "Tortilla Pizza", lines: ["2 Tortillas, wheat", "Toppings such as olives , capers", "1 onion , diced"]),
        Case(name: "a row's cell holding only a mark is beside the line; a mark inside a cell with words is kept",
             html: page("<h1>Ropa Vieja</h1><h2>Ingredients</h2><table><tr><td>2</td><td>pounds</td><td>flank steak</td><td>*</td></tr><tr><td>1</td><td>each</td><td>bay leaf</td><td></td></tr><tr><td>½</td><td>cup</td><td>stock</td><td> † </td></tr><tr><td>1</td><td>cup</td><td>wine *</td></tr></table>"),
             title: "Ropa Vieja", lines: ["2 pounds flank steak", "1 each bay leaf", "½ cup stock", "1 cup wine *"]),
        Case(name: "inside a block named for the ingredients, group titles as high as its heading and nested deeper end nothing",
             html: page("<h1>Brokkoli-Nudeln</h1><div class=\"recipe-ingredients\"><h3>Zutaten</h3><form><input type=\"number\" value=\"4\"></form><div class=\"list\"><h3 class=\"group\">Soße</h3><div class=\"item\"><span>20 g</span> <span>Butter</span></div><div class=\"item\"><span>200 g</span> <span>Milch</span></div></div><div class=\"list\"><h3>Nudeln</h3><div class=\"item\"><span>500 g</span> <span>Nudeln</span></div></div></div><div><h3>Zubereitung</h3><p>Alles kochen.</p></div>"),
             title: "Brokkoli-Nudeln", lines: ["20 g Butter", "200 g Milch", "500 g Nudeln"], steps: ["Alles kochen."]),
        Case(name: "comments hide the markup they hold, up to their \"-->\"; empty ones hide nothing more",
             html: page("<h1>Crêpes</h1><h2>Ingredients</h2><ul><li><!--<input type=\"checkbox\" />-->500 ml milk</li><li><!-->2 eggs<!---></li><li>250 g flour<!-- was 200 g > too dry --></li></ul>"),
             title: "Crêpes", lines: ["500 ml milk", "2 eggs", "250 g flour"]),
        Case(name: "a control's word atop the lines is no line (\"Scale\" beside its buttons); a line with an amount and a button is one",
             html: page("<h1>Lentil Curry</h1><div class=\"card\"><div class=\"header\"><div><h3>Ingredients</h3></div><div class=\"scale\"><span>Scale</span> <button>1x</button><button>2x</button></div></div><div class=\"body\"><p>1 cup lentils <button>Add to list</button></p><p>2 tsp curry powder</p></div></div>"),
             title: "Lentil Curry", lines: ["1 cup lentils", "2 tsp curry powder"]),
        Case(name: "a \">\" inside a quoted attribute ends no tag; a quote never closed leaves the first \">\" to end it",
             html: page("<article><h1>Quick Pasta</h1><h2>Ingredients</h2><div x-data=\"{ open: () => true }\"><ul><li>200 g pasta</li><li title='>'>1 clove garlic</li></ul></div><p class=\"note>Keep warm.</p><h2>Method</h2><ol><li>Boil.</li></ol></article>"),
             title: "Quick Pasta", lines: ["200 g pasta", "1 clove garlic"], steps: ["Boil."]),
        Case(name: "items that are only a link running the page's script are controls; an item linking elsewhere is a line",
             html: page("<article><h1>Green Salad</h1><h2>Ingredients</h2><ul><li>1 lettuce</li><li>2 tbsp <a href=\"/oil\">olive oil</a></li><li><a href=\"/shop/lemon\">1 lemon</a></li></ul><ul><li><a href=\"javascript:void(0)\" class=\"save\">Save to shopping list</a></li><li><a href=\"#\">Print</a></li></ul></article>"),
             title: "Green Salad", lines: ["1 lettuce", "2 tbsp olive oil", "1 lemon"]),
        Case(name: "a list to tick off sets each line in a link to \"#\": lines with their amounts, not controls",
             html: page("<article><h1>Pancakes</h1><h2>Ingredients</h2><ul class=\"tick\"><li><a href=\"#\">2 eggs</a></li><li><a href=\"#\">1 cup milk</a></li><li><a href=\"javascript:void(0)\">150 g flour</a></li></ul><h2>Method</h2><ol><li>Whisk.</li></ol></article>"),
             title: "Pancakes", lines: ["2 eggs", "1 cup milk", "150 g flour"], steps: ["Whisk."]),
        Case(name: "an item that opens with a group's name and breaks into lines: each line after the name; an item broken without one stays whole",
             html: page("<article><h1>Beet Pasta</h1><h3>Ingredients</h3><ol><li><b>For the crumb</b>:<br> 4 tbsp breadcrumbs<br> 1 tbsp butter </li></ol><ol><li><b>For the pasta</b>:<br> 300 g pasta<br> 2 beets, grated</li></ol><ol><li>Salt, to taste<br>(flaky)</li></ol><h3>Directions</h3><ol><li>Cook.</li></ol></article>"),
             title: "Beet Pasta", lines: ["4 tbsp breadcrumbs", "1 tbsp butter", "300 g pasta", "2 beets, grated", "Salt, to taste (flaky)"], steps: ["Cook."]),
        Case(name: "a heading that opens with an article (\"Les ingrédients de la recette\"): the list under it, not a longer one elsewhere",
             html: page("<article><h1>Pissaladière</h1><h2>Les ingrédients de la recette</h2><ul><li>250 g de farine</li><li>7 g de levure</li><li>1 c. à c. de sel</li></ul><h2>Les étapes</h2><ul><li>800 g d'oignons</li><li>3 c. à s. d'huile</li><li>2 gousses d'ail</li><li>8 filets d'anchois</li></ul></article>"),
             title: "Pissaladière", lines: ["250 g de farine", "7 g de levure", "1 c. à c. de sel"]),
        Case(name: "a name and its amount in two blocks side by side: one line in the page's order; two blocks both with amounts, or a group title beside an amount, stay apart",
             html: page("<article><h1>Potato Cakes</h1><h2>Składniki</h2><div class=\"list\"><div class=\"item\"><p class=\"name\"><label><input type=\"checkbox\"><span>potatoes</span></label></p><p class=\"qty\">1 kilogram</p></div><div class=\"item\"><dt>2 </dt><dd>eggs</dd></div><div class=\"item\"><p>1 onion</p><p>2 tbsp flour</p></div><div class=\"item\"><h4>Dip:</h4><p>200 g</p></div><div class=\"item\"><p class=\"group-title\">Herbs</p><p>1 bunch</p></div></div></article>"),
             title: "Potato Cakes", lines: ["potatoes 1 kilogram", "2 eggs", "1 onion", "2 tbsp flour", "200 g", "1 bunch"]),
        Case(name: "a number alone in a block of its own, named as a title or not, counts the line after it; a servings count above stays apart",
             html: page("<article><h1>Orzo Salad</h1><h2>Zutaten</h2><div class=\"portions\"><div class=\"value\">4</div></div><div class=\"list\"><x-amount class=\"amount-title\">200</x-amount> <p>g Orzo</p><x-amount>2</x-amount> <p>Paprika</p><p>1 Prise Salz</p></div></article>"),
             title: "Orzo Salad", lines: ["200 g Orzo", "2 Paprika", "1 Prise Salz"]),
        Case(name: "a deeper heading without a digit among lines set one a block is a group's name, left out",
             html: page("<article><h1>Lasagna</h1><h2>Ingredients</h2><div class=\"list\"><div><h3>Meat Sauce</h3><div class=\"line\"><label><input type=\"checkbox\"> 1 medium carrot, chopped</label></div><div class=\"line\">8 ounces ground beef</div></div><div><h3>Béchamel</h3><div class=\"line\">4 cups whole milk</div></div><div><h4>2 eggs</h4></div></div><h2>Method</h2><p>Layer and bake.</p></article>"),
             title: "Lasagna", lines: ["1 medium carrot, chopped", "8 ounces ground beef", "4 cups whole milk", "2 eggs"]),
        Case(name: "a \"<\" before a space or a digit is text, as a browser shows it, in the lines and the title",
             html: page("<article><h1>Hearts <3 Cake</h1><h2>Ingredients</h2><ul><li>1 < 2 eggs</li><li>a pinch of salt (< 1 g)</li><li>1 cup <b>sugar</b></li></ul><h2>Method</h2><p>Mix.</p></article>"),
             title: "Hearts <3 Cake", lines: ["1 < 2 eggs", "a pinch of salt (< 1 g)", "1 cup sugar"]),
        Case(name: "a recipe card's own name outranks the post's heading that pads it",
             html: page("<article><h1>Chickpea Curry (Ready in 30 Minutes!)</h1><p>Our weeknight favourite.</p><div class=\"recipe-box\"><div class=\"recipe-box-top\"><h2 class=\"recipe-name\">Chickpea Curry</h2><p class=\"recipe-meta__title\">Per serving</p></div><div class=\"recipe-box-ingredients\"><h3>Ingredients</h3><ul><li>1 can chickpeas</li><li>1 onion</li></ul></div><h3>Method</h3><p>Simmer.</p></div></article>"),
             title: "Chickpea Curry", lines: ["1 can chickpeas", "1 onion"]),
        Case(name: "EasyRecipe's card name, and a title of the card's parts or of the page is no name",
             html: page("<article><h1>Granola (Big Clusters!)</h1><div class=\"easyrecipe\"><div class=\"ERSName\">Maple Granola</div><div class=\"ERSIngredients\"><div class=\"ERSIngredientsHeader ERSHeading\">Ingredients</div><ul><li class=\"ingredient\">3 cups oats</li><li class=\"ingredient\">1/2 cup maple syrup</li></ul></div></div><div class=\"recipe-card\"><p class=\"recipe-social__title\">Share this recipe</p><h3>Ingredients</h3><ul><li>2 eggs</li></ul></div></article>"),
             title: "Maple Granola", lines: ["3 cups oats", "1/2 cup maple syrup"]),
        Case(name: "a card's name outside the block of its ingredients, both named for the recipe",
             html: page("<article><h1>Dal (Easy!)</h1><div class=\"wp-block-example-recipe-card\"><div class=\"recipe-card-heading\"><h2 class=\"recipe-card-title\">Red Lentil Dal</h2><span class=\"recipe-card-author\">By Priya</span></div><div class=\"recipe-card-ingredients\"><h3 class=\"ingredients-title\">Ingredients</h3><ul><li>1 cup red lentils</li><li>3 cups water</li></ul></div></div></article>"),
             title: "Red Lentil Dal", lines: ["1 cup red lentils", "3 cups water"]),
        Case(name: "a title named for the recipe outside any card is not a card's name",
             html: page("<article class=\"post category-recipes\"><h1>Lemon Bars</h1><p class=\"related-recipe-title\">Lime Bars</p><h2 class=\"recipe-title\">Why these work</h2><h2>Ingredients</h2><ul><li>1 cup flour</li><li>2 lemons</li></ul></article>"),
             title: "Lemon Bars", lines: ["1 cup flour", "2 lemons"]),
        Case(name: "headings that name the dish first and the word for ingredients last",
             html: page("<article><h1>Şekerpare</h1><h3>Şekerpare Malzemeleri</h3><ul><li>125 gr tereyağı</li><li>2 yumurta</li></ul><h3>Şekerpare Nasıl Yapılır?</h3><p>Karıştırın.</p><h3>A szósz hozzávalói</h3><ul><li>1 dl tejföl</li></ul></article>"),
             title: "Şekerpare", lines: ["125 gr tereyağı", "2 yumurta"]),
        Case(name: "a bold heading at the head of its paragraph's lines, a group's paragraph after, the method's paragraph ending them",
             html: page("<article><h1>Lemon Loaf</h1><p>Bright and easy.</p><p><strong>Ingredients</strong><br /> 1 ½ cups flour<br /> 1 cup sugar<br /> 3 large eggs</p><p><strong>For the glaze:</strong><br /> 1 cup powdered sugar<br /> 2 tbsp lemon juice</p><p><strong>Method</strong><br /> 1. Heat the oven.<br /> 2. Bake.</p></article>"),
             title: "Lemon Loaf", lines: ["1 ½ cups flour", "1 cup sugar", "3 large eggs", "1 cup powdered sugar", "2 tbsp lemon juice"],
             steps: ["1. Heat the oven.", "2. Bake."]),
        Case(name: "a step's paragraph whose first line is a sentence about the ingredients stays a step",
             html: page("<article><h1>Plain Scones</h1><h2>Ingredients</h2><ul><li>2 cups flour</li><li>1/2 cup cold butter</li><li>3/4 cup milk</li></ul><h2>Method</h2><p>Heat the oven to 220C.</p><p>Ingredients should be cold before you start.<br />Rub the butter into the flour.</p><p>Add the milk and bake for 12 minutes.</p></article>"),
             title: "Plain Scones", lines: ["2 cups flour", "1/2 cup cold butter", "3/4 cup milk"],
             steps: ["Heat the oven to 220C.", "Ingredients should be cold before you start.", "Rub the butter into the flour.", "Add the milk and bake for 12 minutes."]),
        Case(name: "a group's list of two items, an amount-like line and a name, is two lines, not a name beside its amount",
             html: page("<article><h1>Cardamom Buns</h1><div class=\"ingredients\"><h2>Ingredients</h2><div><strong>Dough</strong><ul><li>2 cups flour</li><li>1 cup milk</li></ul></div><div><strong>To finish</strong><ul><li>1 egg</li><li>pearl sugar</li></ul></div></div><h2>Method</h2><p>Bake.</p></article>"),
             title: "Cardamom Buns", lines: ["2 cups flour", "1 cup milk", "1 egg", "pearl sugar"]),
        Case(name: "a name in a block and its amount in an inline element beside it are one line; a servings control before them is none",
             html: page("<article><h1>Борщ</h1><div class=\"ingredients\"><h2>Ингредиенты</h2><div class=\"portions\"><span>Порции</span><button>−</button><span>10</span><button>+</button></div><div class=\"item\"><p class=\"name\"><span>Свёкла</span></p><span class=\"dots\"></span><span class=\"measure\">2 штуки</span></div><div class=\"item\"><p class=\"name\"><span>Капуста белокочанная</span></p><span class=\"dots\"></span><span class=\"measure\">300 г</span></div><div class=\"item\"><p class=\"name\"><span>Сметана</span></p><span class=\"measure\">по вкусу</span></div></div></article>"),
             title: "Борщ", lines: ["Свёкла 2 штуки", "Капуста белокочанная 300 г", "Сметана по вкусу"]),
        Case(name: "a heading as high beside the Ingredients heading in its block still ends the list",
             html: page("<h1>Pancakes</h1><div class=\"ingredients\"><h3>Ingredients</h3><ul><li>2 eggs</li><li>1 cup milk</li></ul><h3>Serving ideas</h3><ul><li>1 cup berries</li><li>2 tbsp syrup</li></ul></div>"),
             title: "Pancakes", lines: ["2 eggs", "1 cup milk"]),
    ]

    @Test(arguments: cases)
    func aPageWithoutRecipeDataReadsAsAPersonReadsIt(row: Case) throws {
        // when
        let draft = try #require(try RecipePage.recipes(inHTML: row.html).first)
        // then
        #expect(draft.title == row.title)
        #expect(draft.ingredientLines == row.lines)
        if let steps = row.steps { #expect(draft.instructions == steps) }
    }

    @Test(arguments: [#"id="ingredienser""#, #"class="przepis-skladniki""#, #"class="zutaten-liste""#, #"class="ingredientes""#])
    func aListNamedForItsIngredientsInThePagesLanguageNeedsNoHeading(attribute: String) throws {
        // given: no heading, and lines too bare of amounts for a list's shape to vouch for them
        let html = Self.page("<h1>Kladdkaka</h1><div \(attribute)><ul><li>2 ägg</li><li>smör</li><li>kakao</li></ul></div>")
        // when
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        // then
        #expect(draft.title == "Kladdkaka")
        #expect(draft.ingredientLines == ["2 ägg", "smör", "kakao"])
    }

    @Test(arguments: [
        "<html><head><title>Ten lists</title></head><body><h1>Ten lists</h1><ul><li>Books</li><li>Films</li></ul></body></html>",
        "<html><body><h1>Why we love markets</h1><p>Ingredients matter, and so does the chat at the stall.</p></body></html>",
        "<html><body><h1>Menu</h1><h2>Ingredients</h2><h2>Method</h2><ol><li>Nothing to see.</li></ol></body></html>",
        // Lists with amounts that are no ingredients: too few lines, sentences, the site's frame.
        "<html><body><h1>Our week</h1><ul><li>Prep 10 min</li><li>Serves 4</li></ul></body></html>",
        "<html><body><h1>Three steps</h1><ol><li>Heat 2 tbsp oil in a large pan over a medium heat.</li><li>Add 3 onions and fry them for 10 minutes until soft.</li><li>Stir in 400 g tomatoes and simmer for 20 minutes.</li></ol></body></html>",
        "<html><body><h1>News</h1><aside><ul><li>12 comments</li><li>3 new posts</li><li>5 likes</li></ul></aside><nav><ul><li><a href=\"/1\">1 day ago</a></li><li><a href=\"/2\">2 days ago</a></li><li><a href=\"/3\">3 days ago</a></li></ul></nav></body></html>",
        "<html><body><h1>Hidden</h1><div style=\"display:none\"><ul><li>Books</li><li>Films</li></ul></div></body></html>",
        // A class in another language that names no ingredients: a list of tags is no recipe.
        "<html><body><h1>Salat</h1><ul class=\"schlagworte\"><li>Salz</li><li>Sommer</li><li>schnell</li></ul></body></html>",
        // Lists that price their items: a gear guide (its unpriced list too), a review, a deals post.
        "<html><body><h1>Tools I use</h1><h2>Essentials</h2><ul><li>1 chef's knife ($45)</li><li>2 sheet pans ($22 for a set)</li><li>1 cast iron skillet</li></ul><h2>Nice to have</h2><ul><li>1 stand mixer</li><li>2 quart Dutch oven</li><li>1 immersion blender</li></ul></body></html>",
        "<html><body><h1>Dinner at Marlo's</h1><ul><li>2 orders of fries (9 €)</li><li>1 ribeye, 12 oz (42 €)</li><li>3 cocktails</li></ul></body></html>",
        "<html><body><h1>This week's deals</h1><table><tr><td>2 lb chicken thighs £3.50</td></tr><tr><td>1 dozen eggs £2</td></tr><tr><td>5 lb potatoes £1.80</td></tr></table></body></html>",
    ])
    func aPageThatShowsNoIngredientListIsStillNoRecipe(html: String) {
        #expect(throws: RecipePageError.noRecipeData) { try RecipePage.recipes(inHTML: html) }
    }

    // MARK: - Declared lists set right by the page's own

    struct Correction: Sendable, CustomTestStringConvertible {
        var name: String
        var declared: [String]
        var shown: String
        var lines: [String]
        var testDescription: String { name }
    }

    static func declaredPage(_ lines: [String], shown: String) throws -> String {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: ["@context": "https://schema.org", "@type": "Recipe", "name": "Test Bake", "recipeIngredient": lines]), as: UTF8.self)
        return "<html><head><script type=\"application/ld+json\">\(json)</script></head><body><h1>Test Bake</h1>\(shown)</body></html>"
    }

    static let corrections: [Correction] = [
        Correction(name: "the same lines spaced otherwise: the page's spacing",
                   declared: ["90 g Parmesan", "1Zwiebel", "400g Bœuf"],
                   shown: "<h2>Zutaten</h2><ul><li>90 g Parmesan</li><li>1 Zwiebel</li><li>400 g Bœuf</li></ul>",
                   lines: ["90 g Parmesan", "1 Zwiebel", "400 g Bœuf"]),
        Correction(name: "a declared list run together into one string: the page's lines",
                   declared: ["3 tablespoons chili powder 2 tablespoons sesame oil2 small onions, chopped."],
                   shown: "<div class=\"ingredients-title\">Ingredients</div><ul><li>3 tablespoons chili powder <br /></li><li>2 tablespoons sesame oil</li><li>2 small onions, chopped.<br /></li></ul>",
                   lines: ["3 tablespoons chili powder", "2 tablespoons sesame oil", "2 small onions, chopped."]),
        Correction(name: "a declared list cut short: the page's whole list",
                   declared: ["¼ cup lemon juice", "½ cup olive oil"],
                   shown: "<h3>Ingredients</h3><ul><li>6 chicken breasts</li><li>1 cup flour</li><li>2 eggs</li><li>Lemon Vinaigrette (recipe follows)</li><li>¼ cup lemon juice</li><li>½ cup olive oil</li></ul>",
                   lines: ["6 chicken breasts", "1 cup flour", "2 eggs", "Lemon Vinaigrette (recipe follows)", "¼ cup lemon juice", "½ cup olive oil"]),
        Correction(name: "categories declared as the ingredients: the page's list",
                   declared: ["Cheese, Pasta, Za'atar"],
                   shown: "<h2>Ingredients</h2><table><tr><td>300g</td><td>dried pasta</td></tr><tr><td>600ml</td><td>whole milk</td></tr><tr><td>65g</td><td>butter</td></tr><tr><td></td><td>salt and black pepper</td></tr></table>",
                   lines: ["300g dried pasta", "600ml whole milk", "65g butter", "salt and black pepper"]),
        Correction(name: "a group heading declared among the lines but shown as a heading: left out",
                   declared: ["1.2 kg calamari", "3 tomatoes", "Yoghurt Dressing", "1 tbsp ouzo", "70 g yoghurt"],
                   shown: "<h2>Ingredients</h2><div class=\"list\"><div class=\"item\"><label><span>1.2 kg calamari</span></label></div><div class=\"item\"><label><span>3 tomatoes</span></label></div><div class=\"list__title\">Yoghurt Dressing</div><div class=\"item\"><label><span>1 tbsp ouzo</span></label></div><div class=\"item\"><label><span>70 g yoghurt</span></label></div></div>",
                   lines: ["1.2 kg calamari", "3 tomatoes", "1 tbsp ouzo", "70 g yoghurt"]),
        Correction(name: "the same lines with other fractions and a space before a comma: the page's",
                   declared: ["1 medium carrot , peeled", "1 1/2 cups whole milk", "1/4 teaspoon salt"],
                   shown: "<h2>Ingredients</h2><ul><li>1 medium carrot, peeled</li><li>1 ½ cups whole milk</li><li>¼ teaspoon salt</li></ul>",
                   lines: ["1 medium carrot, peeled", "1 ½ cups whole milk", "¼ teaspoon salt"]),
        Correction(name: "the same line with another amount in fraction characters: the data kept",
                   declared: ["1 1/2 cups whole milk", "1/4 teaspoon salt"],
                   shown: "<h2>Ingredients</h2><ul><li>1 ½ cups whole milk</li><li>¾ teaspoon salt</li></ul>",
                   lines: ["1 1/2 cups whole milk", "1/4 teaspoon salt"]),
        Correction(name: "declared lines the page sets as items wholly in bold, no amount in bold: groups' names, left out",
                   declared: ["Muffin dough", "2 cups flour", "2 large eggs", "For the swirl", "100 g dark chocolate"],
                   shown: "<h2>Ingredients</h2><ul><li><span class=\"name\"><strong>Muffin dough</strong></span></li><li>2 cups flour (sifted)</li><li>2 large eggs</li></ul><ul><li><strong>For the swirl</strong></li><li>100 g dark chocolate</li></ul>",
                   lines: ["2 cups flour", "2 large eggs", "100 g dark chocolate"]),
        Correction(name: "a declared line wholly in bold where amounts hold bold too: kept",
                   declared: ["2 cups flour", "1 tsp salt", "Black pepper"],
                   shown: "<h2>Ingredients</h2><ul><li>2 cups <b>flour</b> (sifted)</li><li>1 tsp <b>salt</b></li><li><b>Black pepper</b></li></ul>",
                   lines: ["2 cups flour", "1 tsp salt", "Black pepper"]),
        Correction(name: "notes the plugin brackets in its data but not on the page: the data kept",
                   declared: ["2 cups flour (sifted)", "1 cup sugar (packed)"],
                   shown: "<h3>Ingredients</h3><ul><li>2 cups flour sifted</li><li>1 cup sugar packed</li></ul>",
                   lines: ["2 cups flour (sifted)", "1 cup sugar (packed)"]),
        Correction(name: "the same list shown twice (screen and print): the data kept",
                   declared: ["1 loaf sourdough", "1/4 cup butter", "2 cups onion"],
                   shown: "<h3>Ingredients</h3><ul><li>1 loaf sourdough</li><li>1/4 cup butter</li><li>2 cups onion</li><li>1 loaf sourdough</li><li>1/4 cup butter</li><li>2 cups onion</li></ul>",
                   lines: ["1 loaf sourdough", "1/4 cup butter", "2 cups onion"]),
        Correction(name: "names declared, each shown in a longer line with its amount: the page's lines",
                   declared: ["chicken thighs", "Onion", "salt"],
                   shown: "<h3>Ingredients</h3><ul><li>4 chicken thighs, skin on</li><li>1 onion, sliced</li><li>1 tsp salt</li></ul>",
                   lines: ["4 chicken thighs, skin on", "1 onion, sliced", "1 tsp salt"]),
        Correction(name: "names declared beside a shown list that does not hold each of them: the data kept",
                   declared: ["chicken thighs", "onion", "salt"],
                   shown: "<h3>Ingredients</h3><ul><li>4 chicken thighs</li><li>1 shallot</li><li>1 tsp salt</li></ul>",
                   lines: ["chicken thighs", "onion", "salt"]),
        Correction(name: "names declared, shown with their amounts among lines the data leaves out: the page's lines",
                   declared: ["chicken breasts", "broccoli florets", "stock"],
                   shown: "<h4>Ingredients</h4><ul><li>3 chicken breasts, diced</li><li>salt, to taste</li><li>2 cups broccoli florets</li><li>1 l stock</li><li>1 can biscuits</li></ul>",
                   lines: ["3 chicken breasts, diced", "salt, to taste", "2 cups broccoli florets", "1 l stock", "1 can biscuits"]),
        Correction(name: "names declared beside a much longer shown list: the data kept",
                   declared: ["flour", "eggs"],
                   shown: "<h4>Ingredients</h4><ul><li>200 g flour</li><li>1 tsp salt</li><li>2 eggs</li><li>1 l milk</li><li>50 g butter</li></ul>",
                   lines: ["flour", "eggs"]),
        Correction(name: "a link repeated at the end of every shown item is the page's control, not the line's",
                   declared: ["chicken", "rice", "peas"],
                   shown: "<h4>Ingredients</h4><ul><li>2 <a href=\"/i/chicken\">chicken</a> legs <a class=\"add\" href=\"#\">shopping list</a></li><li>1 cup rice <a class=\"add\" href=\"#\">shopping list</a></li><li>100 g peas <a class=\"add\" href=\"#\">shopping list</a></li></ul>",
                   lines: ["2 chicken legs", "1 cup rice", "100 g peas"]),
        Correction(name: "a group heading with a colon declared among the lines, shown as a heading: left out",
                   declared: ["For the cake:", "200 g flour", "2 eggs", "For the icing:", "100 g icing sugar"],
                   shown: "<h2>Ingredients</h2><p><strong>For the cake:</strong></p><ul><li>200 g flour</li><li>2 eggs</li></ul><p><strong>For the icing</strong></p><ul><li>100 g icing sugar</li><li>1 lemon</li></ul>",
                   lines: ["200 g flour", "2 eggs", "100 g icing sugar"]),
        Correction(name: "a line with a colon that the page shows as one of its items: kept",
                   declared: ["200 g flour", "For frosting:", "100 g cream cheese"],
                   shown: "<ul><li>200 g flour</li><li><span>For frosting:</span></li><li>100 g cream cheese</li></ul><p>For frosting:</p>",
                   lines: ["200 g flour", "For frosting:", "100 g cream cheese"]),
        Correction(name: "a declared list that opens with a group's name: each line naming a group left out, though shown among the items",
                   declared: ["For the sponge:", "3 eggs", "150 g sugar", "For the syrup:", "50 ml lemon juice"],
                   shown: "<h2>Ingredients</h2><ul><li><b>For the sponge</b>:</li><li>3 eggs</li><li>150 g sugar</li><li>For the syrup:</li><li>50 ml lemon juice</li></ul>",
                   lines: ["3 eggs", "150 g sugar", "50 ml lemon juice"]),
        Correction(name: "a line with a colon and an amount in a list that opens with a group's name: kept",
                   declared: ["For the dough:", "Flour: 200 g", "2 eggs"],
                   shown: "<ul><li>For the dough:</li><li>Flour: 200 g</li><li>2 eggs</li></ul>",
                   lines: ["Flour: 200 g", "2 eggs"]),
        Correction(name: "the same words in another order on the page: the page's order",
                   declared: ["milk, 500 ml", "eggs , 2 whole", "salt, a pinch"],
                   shown: "<h2>Ingredients</h2><table><tr><td>500 ml</td><td>milk</td></tr><tr><td>2 whole</td><td>eggs</td></tr><tr><td>a pinch</td><td>salt</td></tr></table>",
                   lines: ["500 ml milk", "2 whole eggs", "a pinch salt"]),
        Correction(name: "a line with other words on the page among reordered ones: the data kept",
                   declared: ["milk, 500 ml", "eggs, 2"],
                   shown: "<h2>Ingredients</h2><table><tr><td>500 ml</td><td>milk</td></tr><tr><td>3</td><td>eggs</td></tr></table>",
                   lines: ["milk, 500 ml", "eggs, 2"]),
        Correction(name: "numbers whose start the data lost: put back as the page shows them; a control's label below not taken",
                   declared: ["2 cups rice", "5 tsp salt", "5 l water"],
                   shown: "<div class=\"card\"><div class=\"header\"><div><h3>Ingredients</h3></div><div class=\"scale\"><span>Scale</span> <button>1x</button><button>2x</button></div></div><div class=\"body\"><p>2 cups rice</p><p>1.5 tsp salt</p><p>2,5 l water</p></div><div class=\"mode\"><label><input type=\"checkbox\"> Cook Mode</label></div></div>",
                   lines: ["2 cups rice", "1.5 tsp salt", "2,5 l water"]),
        Correction(name: "a shown number that is no lost start (\"1/2\" over \"2\"): the data kept",
                   declared: ["2 tsp salt", "1 cup rice"],
                   shown: "<h3>Ingredients</h3><div><p>1/2 tsp salt</p><p>1 cup rice</p></div>",
                   lines: ["2 tsp salt", "1 cup rice"]),
        Correction(name: "names declared, each shown beside its amount in a block of its own: the data kept",
                   declared: ["Courgettes", "Basil", "Pine nuts"],
                   shown: "<h3>Ingredients</h3><div class=\"list\"><div class=\"row\"><div>Courgettes</div><div>4 large</div></div><div class=\"row\"><div>Basil</div><div>20 g</div></div><div class=\"row\"><div>Pine nuts</div><div>70 g</div></div></div>",
                   lines: ["Courgettes", "Basil", "Pine nuts"]),
        Correction(name: "amounts shown on lines of their own: the data kept",
                   declared: ["Zucchini", "Basil", "Pine nuts"],
                   shown: "<h3>Ingredients</h3><ul><li>Zucchini</li><li>4, large</li><li>Basil</li><li>20 g</li><li>Pine nuts</li><li>70 g</li></ul>",
                   lines: ["Zucchini", "Basil", "Pine nuts"]),
    ]

    @Test(arguments: corrections)
    func aDeclaredListIsSetRightOnlyWhereThePageShowsItBetter(row: Correction) throws {
        // given
        let html = try Self.declaredPage(row.declared, shown: row.shown)
        // when
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        // then
        #expect(draft.title == "Test Bake")
        #expect(draft.ingredientLines == row.lines)
    }

    static let titles: [(String, String)] = [
        ("Arretjescake – Recept", "Arretjescake"),
        ("Lemon Tart - Recipe", "Lemon Tart"),
        ("Cookbook:Pumpkin Pie I", "Pumpkin Pie I"),
        ("Roasted Vegetable Lasagna | Recipes", "Roasted Vegetable Lasagna | Recipes"),
        ("Perfect Sugar Cookie Recipe", "Perfect Sugar Cookie Recipe"),
        ("Recipe: Lemon Tart", "Recipe: Lemon Tart"),
        ("Recipe", "Recipe"),
    ]

    @Test(arguments: titles)
    func aTitleLosesWhatThePageAddsToTheRecipesName(declared: String, title: String) throws {
        // given
        let json = String(decoding: try JSONSerialization.data(withJSONObject: ["@type": "Recipe", "name": declared, "recipeIngredient": ["1 egg"]]), as: UTF8.self)
        let html = "<html><head><script type=\"application/ld+json\">\(json)</script></head><body></body></html>"
        // when
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        // then
        #expect(draft.title == title)
    }

    static let paddedTitles: [(name: String, declared: String, tab: String, heading: String, title: String)] = [
        ("the page's title padded for its tab: the page's heading", "Lemon Tartlets Recipe - (4.8/5)", "Lemon Tartlets Recipe - (4.8/5)", "Lemon Tartlets", "Lemon Tartlets"),
        ("a longer name without a separator after the heading: kept", "Chocolate Cake with Ganache", "Chocolate Cake with Ganache", "Chocolate Cake", "Chocolate Cake with Ganache"),
        ("a name that is not the page's title: kept", "Lemon Tartlets - Classic", "Our Best Tarts", "Lemon Tartlets", "Lemon Tartlets - Classic"),
        ("a heading that does not start the name: kept", "Lemon Tartlets - Bakery", "Lemon Tartlets - Bakery", "Tartlets", "Lemon Tartlets - Bakery"),
    ]

    @Test(arguments: paddedTitles)
    func aDeclaredTitleThatOnlyPadsThePageHeadingGivesWayToIt(row: (name: String, declared: String, tab: String, heading: String, title: String)) throws {
        // given
        let json = String(decoding: try JSONSerialization.data(withJSONObject: ["@type": "Recipe", "name": row.declared, "recipeIngredient": ["1 egg", "2 lemons"]]), as: UTF8.self)
        let html = "<html><head><title>\(row.tab)</title><script type=\"application/ld+json\">\(json)</script></head><body><h1>\(row.heading)</h1></body></html>"
        // when
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        // then
        #expect(draft.title == row.title, "\(row.name)")
    }

    @Test func aPlainBlogPageReadsWholeWithItsSteps() throws {
        // given: a page of our own, laid out as blogs without a recipe plugin lay them out
        let url = try #require(Bundle.module.url(forResource: "Pages/plain-blog.html", withExtension: nil))
        // when
        let drafts = try RecipeImport.drafts(from: try Data(contentsOf: url), fileName: "flatbread.html")
        // then
        let draft = try #require(drafts.first)
        #expect(drafts.count == 1)
        #expect(draft.title == "Skillet Flatbreads with Za’atar Oil")
        #expect(draft.ingredientLines == [
            "250 g plain flour, plus extra for dusting",
            "1 tsp baking powder",
            "½ tsp fine salt",
            "250 g Greek yoghurt",
            "3 tbsp olive oil",
            "2 tbsp za’atar",
            "1 small garlic clove, crushed",
        ])
        #expect(draft.instructions == [
            "Mix the flour, baking powder and salt in a bowl, then stir in the yoghurt to make a soft dough.",
            "Knead for a minute on a floured board, cut into 6 pieces and roll each out thinly.",
            "Cook in a hot dry skillet for 2 minutes a side, until puffed and spotted brown.",
            "Stir the oil, za’atar and garlic together and brush over the breads while warm.",
        ])
    }
}
