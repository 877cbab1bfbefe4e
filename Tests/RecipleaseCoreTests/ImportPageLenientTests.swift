import Foundation
import Testing
@testable import RecipleaseCore

/// Pages whose JSON-LD is not strictly valid or whose lines sites garble, one row per class of
/// problem seen on real recipe sites: each must read as the page means it.
struct ImportPageLenientTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var html: String
        var title: String
        var lines: [String]
        var testDescription: String { name }
    }

    static func page(_ json: String, head: String = "") -> String {
        "<html><head>\(head)<script type=\"application/ld+json\">\(json)</script></head><body></body></html>"
    }

    static let cases: [Case] = [
        Case(name: "raw newlines and tabs inside strings",
             html: page("{\"@type\": \"Recipe\", \"name\": \"Plum\ncake\", \"recipeIngredient\": [\"2\tplums\", \"1 cup\nflour\"]}"),
             title: "Plum cake", lines: ["2 plums", "1 cup", "flour"]),
        Case(name: "trailing commas in objects and arrays",
             html: page(#"{"@type": "Recipe", "name": "Fig jam", "recipeIngredient": ["1 kg figs", "500 g sugar",],}"#),
             title: "Fig jam", lines: ["1 kg figs", "500 g sugar"]),
        Case(name: "an unknown escape and a bare quote inside a string",
             html: page(#"{"@type": "Recipe", "name": "Mum\'s "best" stew", "recipeIngredient": ["1 onion"]}"#),
             title: #"Mum's "best" stew"#, lines: ["1 onion"]),
        Case(name: "HTML entities and entity-encoded markup in strings",
             html: page(#"{"@type": "Recipe", "name": "Mac &amp;amp; cheese", "recipeIngredient": ["&lt;b&gt;2 cups&lt;/b&gt; macaroni", "1 cup cheddar &amp; <i>gruyère</i>"]}"#),
             title: "Mac & cheese", lines: ["2 cups macaroni", "1 cup cheddar & gruyère"]),
        Case(name: "a \"<\" before a space or a digit opens no tag: the text after it stays",
             html: page(#"{"@type": "Recipe", "name": "Cake <3 & <em>cream</em>", "recipeIngredient": ["1 < 2 eggs", "salt (< 1 g)", "&lt; 1 tsp sugar"]}"#),
             title: "Cake <3 & cream", lines: ["1 < 2 eggs", "salt (< 1 g)", "< 1 tsp sugar"]),
        Case(name: "several blocks, the recipe in the last",
             html: page(#"{"@type": "WebSite", "name": "Site"}"#) + page(#"{"@type": "Recipe", "name": "Soda bread", "recipeIngredient": ["500 g flour"]}"#),
             title: "Soda bread", lines: ["500 g flour"]),
        Case(name: "a @graph whose WebPage names the main recipe by @id",
             html: page(##"{"@graph": [{"@type": "Recipe", "@id": "#side", "name": "Raita", "recipeIngredient": ["1 cup yogurt"]}, {"@type": "WebPage", "mainEntity": {"@id": "#main"}}, {"@type": "Recipe", "@id": "#main", "name": "Dal", "recipeIngredient": ["1 cup lentils"]}]}"##),
             title: "Dal", lines: ["1 cup lentils"]),
        Case(name: "a @graph written as an object keyed 0, 1, ...",
             html: page(#"{"@graph": {"0": {"@type": "NewsArticle", "headline": "News"}, "1": {"@type": "Recipe", "name": "Burnt almonds", "recipeIngredient": ["200 g almonds"]}}}"#),
             title: "Burnt almonds", lines: ["200 g almonds"]),
        Case(name: "mainEntity holding the recipe",
             html: page(#"{"@type": "WebPage", "mainEntity": {"@type": "Recipe", "name": "Flapjacks", "recipeIngredient": ["250 g oats"]}}"#),
             title: "Flapjacks", lines: ["250 g oats"]),
        Case(name: "an array of types",
             html: page(#"{"@type": ["Recipe", "NewsArticle"], "name": "Gazpacho", "recipeIngredient": ["1 kg tomatoes"]}"#),
             title: "Gazpacho", lines: ["1 kg tomatoes"]),
        Case(name: "two recipes, the one the page's title names first",
             html: page(#"[{"@type": "Recipe", "name": "Pizza dough", "recipeIngredient": ["500 g flour"]}, {"@type": "Recipe", "name": "Pizza margherita", "recipeIngredient": ["1 ball dough"]}]"#,
                        head: #"<meta property="og:title" content="Pizza margherita | A Blog">"#),
             title: "Pizza margherita", lines: ["1 ball dough"]),
        Case(name: "a name padded with the site's own name (og:site_name), whatever the tab's title says",
             html: page(#"{"@type": "Recipe", "name": "Plain Rice - Weeknight Table", "recipeIngredient": ["1 cup rice"]}"#,
                        head: #"<title>Plain Rice | Easy Sides | Weeknight Table</title><meta property="og:site_name" content="Weeknight Table">"#),
             title: "Plain Rice", lines: ["1 cup rice"]),
        Case(name: "a name that is only the site's, or that pads another, stays",
             html: page(#"{"@type": "Recipe", "name": "Chicken - Mom's Way", "recipeIngredient": ["1 chicken"]}"#,
                        head: #"<meta property="og:site_name" content="Mom's Kitchen">"#),
             title: "Chicken - Mom's Way", lines: ["1 chicken"]),
        Case(name: "doubled brackets made single, up to the first closing pair",
             html: page(#"{"@type": "Recipe", "name": "Scones", "recipeIngredient": ["1 egg ((optional))", "1 potato ((Aus: Sebago), or russet (Note 1))", "2 cups milk ((480 g) cold)"]}"#),
             title: "Scones", lines: ["1 egg (optional)", "1 potato (Aus: Sebago), or russet (Note 1)", "2 cups milk ((480 g) cold)"]),
        Case(name: "stray bullets and whitespace",
             html: page(#"{"@type": "Recipe", "name": "  Slaw ", "recipeIngredient": ["• 1 cabbage", "▢  2 carrots ", "- 1 apple", "*Not included", "•1 onion", "— 1 lemon", "-1 tbsp oil"]}"#),
             title: "Slaw", lines: ["1 cabbage", "2 carrots", "1 apple", "*Not included", "1 onion", "1 lemon", "-1 tbsp oil"]),
        Case(name: "several lines packed in one string, by newline or <br>",
             html: page(#"{"@type": "Recipe", "name": "Pesto", "recipeIngredient": ["2 cups basil\n½ cup pine nuts", "1 clove garlic<br/>Olive oil"]}"#),
             title: "Pesto", lines: ["2 cups basil", "½ cup pine nuts", "1 clove garlic", "Olive oil"]),
        // What pages do to their JSON-LD, found by garbling read pages one way at a time.
        Case(name: "a WordPress CDATA wrapper written as script comments",
             html: page("/* <![CDATA[ */\n{\"@type\": \"Recipe\", \"name\": \"Rhubarb fool\", \"recipeIngredient\": [\"400 g rhubarb\"]}\n/* ]]> */"),
             title: "Rhubarb fool", lines: ["400 g rhubarb"]),
        Case(name: "line and block comments between members; slashes inside strings kept",
             html: page("// made by a plugin\n{\"@type\": \"Recipe\", /* the name */ \"name\": \"Pasta // quick\",\n  \"url\": \"https://example.org/a\", // the page\n  \"recipeIngredient\": [\"200 g pasta /* dried */\"]}"),
             title: "Pasta // quick", lines: ["200 g pasta /* dried */"]),
        Case(name: "bare quotes before a comma inside a string, the comma followed by words",
             html: page(#"{"@type": "Recipe", "name": "Mum's "famous", easy loaf", "description": "So "good", now", "recipeIngredient": ["1 cup "self-raising", sifted flour", "2 eggs"]}"#),
             title: #"Mum's "famous", easy loaf"#, lines: [#"1 cup "self-raising", sifted flour"#, "2 eggs"]),
        Case(name: "a recipe held by an article's about, where no recipe is in the usual places",
             html: page(#"{"@context": "https://schema.org", "@type": "BlogPosting", "headline": "Our week", "author": {"@type": "Person", "name": "Ann"}, "about": {"@type": "Recipe", "name": "Lentil soup", "recipeIngredient": ["1 cup lentils"]}}"#),
             title: "Lentil soup", lines: ["1 cup lentils"]),
        Case(name: "a recipe a page lists in hasPart, the page's title naming it",
             html: page(#"{"@type": "CollectionPage", "hasPart": [{"@type": "Recipe", "name": "Dip", "recipeIngredient": ["1 avocado"]}, {"@type": "Recipe", "name": "Salsa", "recipeIngredient": ["3 tomatoes"]}]}"#, head: "<title>Salsa | Blog</title>"),
             title: "Salsa", lines: ["3 tomatoes"]),
        Case(name: "entities encoded three times by plugins escaping text already escaped",
             html: page(#"{"@type": "Recipe", "name": "Fast &amp;amp;amp; easy shrimp", "recipeIngredient": ["1 cup half &amp;amp;amp; half", "Reese&amp;amp;#39;s chips", "a 9&amp;amp;quot; pan"]}"#),
             title: "Fast & easy shrimp", lines: ["1 cup half & half", "Reese's chips", #"a 9" pan"#]),
        Case(name: "a whole block entity-encoded by the page's template",
             html: page(#"{&quot;@type&quot;: &quot;Recipe&quot;, &quot;name&quot;: &quot;Fish &amp;amp; chips&quot;, &quot;recipeIngredient&quot;: [&quot;2 cod fillets&quot;, &quot;1 cup &amp;quot;00&amp;quot; flour&quot;]}"#),
             title: "Fish & chips", lines: ["2 cod fillets", #"1 cup "00" flour"#]),
        Case(name: "entity-encoded quotes inside a block that is JSON stay text",
             html: page(#"{"@type": "Recipe", "name": "Say &quot;cheese&quot;, pie", "recipeIngredient": ["1 &quot;big&quot;, fresh egg"]}"#),
             title: #"Say "cheese", pie"#, lines: [#"1 "big", fresh egg"#]),
        Case(name: "recipeIngredient left empty beside the older ingredients",
             html: page(#"{"@type": "Recipe", "name": "Rice", "recipeIngredient": [], "ingredients": ["1 cup rice", "2 cups water"]}"#),
             title: "Rice", lines: ["1 cup rice", "2 cups water"]),
        Case(name: "recipeIngredient given, the older ingredients beside it left aside",
             html: page(#"{"@type": "Recipe", "name": "Rice", "recipeIngredient": ["1 cup basmati"], "ingredients": "rice, water"}"#),
             title: "Rice", lines: ["1 cup basmati"]),
        Case(name: "half a surrogate pair alone where a description was cut inside an emoji",
             html: page(#"{"@type": "Recipe", "name": "Party cake \ud83c\udf82", "description": "So good \ud83c", "recipeIngredient": ["3 eggs\udf82"]}"#),
             title: "Party cake 🎂", lines: ["3 eggs"]),
        Case(name: "a recipe with a headline and no name",
             html: page(#"{"@type": ["Recipe", "NewsArticle"], "headline": "Green shakshuka", "recipeIngredient": ["4 eggs"]}"#),
             title: "Green shakshuka", lines: ["4 eggs"]),
        Case(name: "a name and a headline: the name",
             html: page(#"{"@type": "Recipe", "headline": "Why we love it", "name": "Shakshuka", "recipeIngredient": ["4 eggs"]}"#),
             title: "Shakshuka", lines: ["4 eggs"]),
        Case(name: "a recipe declared first without its lines, by a ratings plugin, then whole",
             html: page(#"{"@type": "Recipe", "name": "Banana bread", "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4.8"}}"#)
                + page(#"{"@type": "Recipe", "name": "Banana Bread", "recipeIngredient": ["3 bananas"]}"#),
             title: "Banana Bread", lines: ["3 bananas"]),
        Case(name: "a type as an address with a trailing slash, or with a trailing space",
             html: page(#"{"@graph": [{"@type": "https://schema.org/Recipe/", "name": "Soda farls", "recipeIngredient": ["250 g flour"]}, {"@type": "Recipe ", "name": "Butter", "recipeIngredient": ["1 cup cream"]}]}"#),
             title: "Soda farls", lines: ["250 g flour"]),
        Case(name: "property names as schema.org addresses, values as expanded JSON-LD",
             html: page(#"{"@type": ["http://schema.org/Recipe"], "http://schema.org/name": [{"@value": "Oat bars"}], "http://schema.org/recipeIngredient": [{"@value": "2 cups oats"}, {"@value": "1/2 cup honey"}]}"#),
             title: "Oat bars", lines: ["2 cups oats", "1/2 cup honey"]),
        Case(name: "property names with the schema: prefix; a short name the object has wins",
             html: page(#"{"@context": {"schema": "http://schema.org/"}, "@type": "schema:Recipe", "schema:name": "Long name", "name": "Flatbread", "schema:recipeIngredient": ["300 g flour", "1 tsp salt"]}"#),
             title: "Flatbread", lines: ["300 g flour", "1 tsp salt"]),
    ]

    @Test(arguments: cases)
    func aGarbledPageReadsAsItMeans(row: Case) throws {
        // when
        let draft = try #require(try RecipePage.recipes(inHTML: row.html).first)
        // then
        #expect(draft.title == row.title)
        #expect(draft.ingredientLines == row.lines)
    }

    @Test func everyRecipeOfAPageComesInTheMainOneFirst() throws {
        // given: the WebPage points at the second recipe
        let html = Self.page(##"{"@graph": [{"@type": "Recipe", "@id": "#a", "name": "Crust", "recipeIngredient": ["1 cup flour"]}, {"@type": "Recipe", "@id": "#b", "name": "Quiche", "recipeIngredient": ["4 eggs"]}, {"@type": "WebPage", "mainEntity": {"@id": "#b"}}]}"##)
        // when
        let titles = try RecipePage.recipes(inHTML: html).map(\.title)
        // then
        #expect(titles == ["Quiche", "Crust"])
    }

    @Test func aRecipeInTheUsualPlacesKeepsTheOnesOtherPropertiesHold() throws {
        // given: a recipe at the top, another in its `isRelatedTo`, a third in a page's `about`
        let html = Self.page(#"[{"@type": "Recipe", "name": "Scones", "recipeIngredient": ["2 cups flour"], "isRelatedTo": {"@type": "Recipe", "name": "Jam", "recipeIngredient": ["1 kg plums"]}}, {"@type": "WebPage", "about": {"@type": "Recipe", "name": "Cream", "recipeIngredient": ["1 cup cream"]}}]"#)
        // when
        let titles = try RecipePage.recipes(inHTML: html).map(\.title)
        // then: only the recipes where recipes are put
        #expect(titles == ["Scones"])
    }

    @Test func aRecipeWithoutLinesUnderAnotherNameStaysFirst() throws {
        // given: the page's first recipe declares no lines; the second is another dish
        let html = Self.page(#"[{"@type": "Recipe", "name": "Sunday roast"}, {"@type": "Recipe", "name": "Gravy", "recipeIngredient": ["2 tbsp flour"]}]"#)
        // when
        let titles = try RecipePage.recipes(inHTML: html).map(\.title)
        // then
        #expect(titles == ["Sunday roast", "Gravy"])
    }

    @Test(arguments: ["RecipeCollection", "https://schema.org/Recipes", "NotARecipe/x", "Menu"])
    func aTypeThatOnlyHoldsTheWordIsNoRecipe(type: String) {
        // given
        let html = Self.page(#"{"@type": "\#(type)", "name": "Our best", "recipeIngredient": ["1 egg"]}"#)
        // then
        #expect(throws: RecipePageError.noRecipeData) { try RecipePage.recipes(inHTML: html) }
    }

    @Test func aQuoteBeforeACommaAndAValueStillEndsItsString() throws {
        // given: strings that end where a comma and the next value or name follow
        let json = Data("{\"a\": [\"x\", \"y\" ,\n null, \"z\", true, {\"b\": \"w\"\n}, -1],\n \"c\": \"v\",}".utf8)
        // when
        let mended = try #require(JSONSyntax.mended(json))
        let object = try #require(try JSONSerialization.jsonObject(with: mended) as? [String: Any])
        // then
        #expect((object["a"] as? [Any])?.count == 7)
        #expect(object["c"] as? String == "v")
    }

    @Test func strictJSONNeedsNoMending() {
        #expect(JSONSyntax.mended(Data(#"{"a": ["b\n", 1]}"#.utf8)) == nil)
        #expect(JSONSyntax.mended(Data("{\"a\": \"b\nc\",}".utf8)).map { String(decoding: $0, as: UTF8.self) } == #"{"a": "b\nc"}"#)
    }
}
