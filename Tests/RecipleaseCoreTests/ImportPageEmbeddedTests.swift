import Foundation
import Testing
@testable import RecipleaseCore

/// Recipe data where a JSON-LD reader does not look for it (a script's state, a string inside a
/// string, an attribute), in markup other than JSON-LD (h-recipe, microdata `itemref`), and text
/// in entities or encodings older pages use. One small page of our own per class.
struct ImportPageEmbeddedTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var html: String
        var title: String
        var lines: [String]
        var steps: [String]? = nil
        var testDescription: String { name }
    }

    static let recipe = #"{"@context":"https://schema.org","@type":"Recipe","name":"Miso Aubergine","recipeIngredient":["2 aubergines","2 tbsp white miso"],"recipeInstructions":[{"@type":"HowToStep","text":"Roast the aubergines."}]}"#

    /// A line of a framework's payload as a page's script holds it: the JSON-LD is a string in
    /// the line's JSON, and the line a string in the script's call.
    static var payload: String {
        func json(_ value: Any) -> String {
            String(decoding: (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .withoutEscapingSlashes])) ?? Data(), as: UTF8.self)
        }
        let inner = #"{"@type":"Recipe","name":"Nested Dal","recipeIngredient":["1 cup lentils","1 onion, \"chopped\""]}"#
        let line = "5:" + json(["$", "script", NSNull(), ["type": "application/ld+json", "dangerouslySetInnerHTML": ["__html": inner]]] as [Any]) + "\n"
        return json([1, line] as [Any])
    }

    static let cases: [Case] = [
        Case(name: "a Recipe deep in Next.js page data",
             html: #"<html><head><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"page":{"id":7,"seo":{"title":"x","schema":["# + recipe + #"]}}},"page":"/recipes/[slug]"}</script></head><body><div id="__next"></div></body></html>"#,
             title: "Miso Aubergine", lines: ["2 aubergines", "2 tbsp white miso"], steps: ["Roast the aubergines."]),
        Case(name: "a Recipe in state a script hands to the page",
             html: #"<html><body><script>window.__INITIAL_STATE__ = {"user":null,"recipe":"# + recipe + #",flags:{a:1}};</script></body></html>"#,
             title: "Miso Aubergine", lines: ["2 aubergines", "2 tbsp white miso"]),
        Case(name: "JSON-LD as a string inside a framework's payload string",
             html: "<html><body><script>self.__next_f.push(" + payload + ")</script></body></html>",
             title: "Nested Dal", lines: ["1 cup lentils", "1 onion, \"chopped\""]),
        Case(name: "a Recipe as entity-encoded JSON in an attribute",
             html: #"<html><body><div class="recipe-widget" data-schema="{&quot;@type&quot;: [&quot;Recipe&quot;], &quot;name&quot;: &quot;Attribute Tart&quot;, &quot;recipeIngredient&quot;: [&quot;1 sheet pastry&quot;, &quot;3 apples&quot;]}"></div></body></html>"#,
             title: "Attribute Tart", lines: ["1 sheet pastry", "3 apples"]),
        Case(name: "a Recipe in a script's state whose list of types names it second",
             html: #"<html><body><script>window.__STATE__ = {"article": {"@type": ["NewsArticle", "Recipe"], "name": "Charred Leeks", "recipeIngredient": ["4 leeks", "2 tbsp butter"]}, "ads": {"@type": ["Thing", "Offer"], "name": "Not a recipe"}};</script></body></html>"#,
             title: "Charred Leeks", lines: ["4 leeks", "2 tbsp butter"]),
        Case(name: "a Recipe in a script's state whose type has a trailing space",
             html: #"<script>window.__STATE__ = {"page": {"@type": "Recipe ", "name": "Spaced Stew", "recipeIngredient": ["1 swede"]}};</script>"#,
             title: "Spaced Stew", lines: ["1 swede"]),
        Case(name: "a microdata itemtype with a trailing slash",
             html: #"<div itemscope itemtype="https://schema.org/Recipe/"><h1 itemprop="name">Slashed Scones</h1><ul><li itemprop="recipeIngredient">2 cups flour</li></ul></div>"#,
             title: "Slashed Scones", lines: ["2 cups flour"]),
        Case(name: "a JSON-LD block that writes its type in lower case",
             html: #"<script type="application/ld+json">{"@context":"http://schema.org/","@type":"recipe","headline":"Tagine recipe","name":"Cauliflower tagine","recipeIngredient":["1 cauliflower","1 tbsp olive oil "]}</script>"#,
             title: "Cauliflower tagine", lines: ["1 cauliflower", "1 tbsp olive oil"]),
        Case(name: "the h-recipe microformat",
             html: #"<article class="h-recipe"><h1 class="p-name">Microformat Muffins</h1><img class="u-photo" src="https://example.org/m.jpg"><ul><li class="p-ingredient">200 g flour</li><li class="p-ingredient">2 eggs</li></ul><ol class="e-instructions"><li>Mix.</li><li>Bake.</li></ol></article>"#,
             title: "Microformat Muffins", lines: ["200 g flour", "2 eggs"], steps: ["Mix.", "Bake."]),
        Case(name: "the older hRecipe microformat",
             html: #"<div class="hrecipe"><h2 class="fn">Old Format Stew</h2><span class="yield">Serves 4</span><ul><li class="ingredient"><span class="value">2</span> <span class="type">carrots</span></li><li class="ingredient">1 onion</li></ul><div class="instructions"><p>Simmer.</p></div></div>"#,
             title: "Old Format Stew", lines: ["2 carrots", "1 onion"], steps: ["Simmer."]),
        Case(name: "microdata whose properties an itemref brings from elsewhere in the page",
             html: #"<div itemscope itemtype="https://schema.org/Recipe" itemref="ingr steps"><h1 itemprop="name">Referenced Soup</h1></div><p>Story.</p><ul id="ingr"><li itemprop="recipeIngredient">1 leek</li><li itemprop="recipeIngredient">2 potatoes</li></ul><ol id="steps"><li itemprop="recipeInstructions">Chop.</li></ol>"#,
             title: "Referenced Soup", lines: ["1 leek", "2 potatoes"], steps: ["Chop."]),
        Case(name: "entities in capitals, older names, Windows-1252 numbers and zero-width spaces",
             html: #"<script type="application/ld+json">{"@type":"Recipe","name":"&Eacute;clair &laquo;maison&raquo;","recipeIngredient":["1 &oelig;uf","200&#8203;g cr&egrave;me","Mum&#146;s &#150; secret","&frac18; tsp salt"]}</script>"#,
             title: "Éclair «maison»", lines: ["1 œuf", "200g crème", "Mum’s – secret", "⅛ tsp salt"]),
    ]

    @Test(arguments: cases)
    func recipeDataWhereverThePageKeepsItIsRead(row: Case) throws {
        // when
        let draft = try #require(try RecipePage.recipes(inHTML: row.html).first)
        // then
        #expect(draft.title == row.title)
        #expect(draft.ingredientLines == row.lines)
        if let steps = row.steps { #expect(draft.instructions == steps) }
    }

    @Test func aPageInWindows1252IsReadWithItsAccents() throws {
        // given: the bytes an older French site sends, not valid UTF-8
        let html = #"<html><head><meta charset="windows-1252"></head><body><script type="application/ld+json">{"@type":"Recipe","name":"Crème brûlée","recipeIngredient":["50 cl de crème","6 jaunes d’œufs"]}</script></body></html>"#
        let data = try #require(html.data(using: .windowsCP1252))
        #expect(String(data: data, encoding: .utf8) == nil)
        // when
        let draft = try #require(try RecipeImport.drafts(from: data, fileName: "creme.html").first)
        // then
        #expect(draft.title == "Crème brûlée")
        #expect(draft.ingredientLines == ["50 cl de crème", "6 jaunes d’œufs"])
    }

    @Test func aRecipeTypeOnlyMentionedInAScriptIsNoRecipe() {
        let html = #"<html><body><script>var types = ["@type", "Recipe"]; var x = {"@type": "Article", "about": "Recipe"};</script><p>Just a story.</p></body></html>"#
        #expect(throws: RecipePageError.noRecipeData) { try RecipePage.recipes(inHTML: html) }
    }
}
