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
        Case(name: "doubled brackets made single, up to the first closing pair",
             html: page(#"{"@type": "Recipe", "name": "Scones", "recipeIngredient": ["1 egg ((optional))", "1 potato ((Aus: Sebago), or russet (Note 1))", "2 cups milk ((480 g) cold)"]}"#),
             title: "Scones", lines: ["1 egg (optional)", "1 potato (Aus: Sebago), or russet (Note 1)", "2 cups milk ((480 g) cold)"]),
        Case(name: "stray bullets and whitespace",
             html: page(#"{"@type": "Recipe", "name": "  Slaw ", "recipeIngredient": ["• 1 cabbage", "▢  2 carrots ", "- 1 apple", "*Not included"]}"#),
             title: "Slaw", lines: ["1 cabbage", "2 carrots", "1 apple", "*Not included"]),
        Case(name: "several lines packed in one string, by newline or <br>",
             html: page(#"{"@type": "Recipe", "name": "Pesto", "recipeIngredient": ["2 cups basil\n½ cup pine nuts", "1 clove garlic<br/>Olive oil"]}"#),
             title: "Pesto", lines: ["2 cups basil", "½ cup pine nuts", "1 clove garlic", "Olive oil"]),
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

    @Test func strictJSONNeedsNoMending() {
        #expect(JSONSyntax.mended(Data(#"{"a": ["b\n", 1]}"#.utf8)) == nil)
        #expect(JSONSyntax.mended(Data("{\"a\": \"b\nc\",}".utf8)).map { String(decoding: $0, as: UTF8.self) } == #"{"a": "b\nc"}"#)
    }
}
