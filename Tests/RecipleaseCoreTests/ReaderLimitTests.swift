import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import RecipleaseTestSupport
@testable import RecipleaseCore

/// Documents shaped to hurt a reader: deep nesting, endless repetition, unclosed markup. Each
/// must come back as a recipe or a domain error, never a crash or a hang.
struct ReaderLimitTests {
    enum Outcome: Equatable, Sendable, CustomStringConvertible {
        case title(String)
        case noRecipe
        case tooComplex

        var description: String {
            switch self {
            case let .title(title): "a recipe titled \(title)"
            case .noRecipe: "no recipe"
            case .tooComplex: "too complex"
            }
        }
    }

    /// A row that prints as its name: the documents themselves run to megabytes.
    struct Hostile<Expected: Sendable>: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var expected: Expected
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ expected: Expected) {
            self.name = name
            self.text = text
            self.expected = expected
        }
    }

    static let recipeScope = #"<div itemscope itemtype="https://schema.org/Recipe">"#
    static func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    static let pages: [Hostile<Outcome>] = [
        Hostile("50,000 nested divs inside a microdata recipe",
         recipeScope + #"<h1 itemprop="name">Deep Soup</h1>"# + repeated("<div>", 50_000)
            + #"<span itemprop="recipeIngredient">1 cup water</span>"# + repeated("</div>", 50_000) + "</div>",
         .title("Deep Soup")),
        Hostile("50,000 nested divs around a microdata recipe",
         repeated("<div>", 50_000) + recipeScope + #"<h1 itemprop="name">Buried Soup</h1></div>"# + repeated("</div>", 50_000),
         .noRecipe),
        Hostile("50,000 unclosed tags and no recipe", "<html>" + repeated("<b>x", 50_000), .noRecipe),
        Hostile("50,000 names nested in one another",
         recipeScope + repeated(#"<span itemprop="name">"#, 50_000) + "Nested" + repeated("</span>", 50_000) + "</div>",
         .title("Nested")),
        Hostile("50,000 item scopes nested in one another",
         recipeScope + #"<b itemprop="name">Scoped</b>"#
            + repeated(#"<div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">"#, 50_000)
            + "Stir." + repeated("</div>", 50_000) + "</div>",
         .title("Scoped")),
        Hostile("100,000 empty scripts before a microdata recipe",
         repeated("<SCRIPT></script>", 100_000) + recipeScope + #"<b itemprop="name">Tail</b></div>"#, .title("Tail")),
        Hostile("30,000 unclosed scripts", repeated("<script>", 30_000) + recipeScope + #"<b itemprop="name">Hidden</b></div>"#, .noRecipe),
        Hostile("50,000 stray closing tags",
         repeated("<div>", 200) + recipeScope + #"<b itemprop="name">Stray</b>"# + repeated("</span>", 50_000) + "</div>",
         .title("Stray")),
        Hostile("properties nested 300 deep around 100 KB of text",
         recipeScope + repeated(#"<span itemprop="description">"#, 300) + repeated("soup ", 20_000) + "</div>",
         .tooComplex),
        Hostile("128 description lists nested under an Ingredients heading around 4.8 MB of text",
         "<h1>Lists</h1><h2>Ingredients</h2>" + repeated("<dl><dt>", 128) + "1 cup flour</dt><dd>" + repeated("a ", 2_400_000),
         .title("Lists")),
        Hostile("63 microdata recipes, each with properties nested 250 deep around 15 KB of text",
         repeated(recipeScope + #"<b itemprop="name">Many</b><span itemprop="recipeIngredient">1 egg</span>"#
            + repeated(#"<span itemprop="description">"#, 250) + repeated("soup ", 3_000) + repeated("</span>", 250) + "</div>", 63),
         .title("Many")),
        Hostile("JSON-LD of 100,000 nested arrays",
         #"<script type="application/ld+json">"# + repeated("[", 100_000) + repeated("]", 100_000) + "</script>",
         .noRecipe),
        Hostile("JSON-LD of 100,000 nested objects",
         #"<script type="application/ld+json">"# + repeated(#"{"@graph":"#, 100_000) + "1" + repeated("}", 100_000) + "</script>",
         .noRecipe),
        Hostile("JSON-LD with a recipe 500 arrays deep",
         #"<script type="application/ld+json">"# + repeated("[", 500) + #"{"@type":"Recipe","name":"Deep Pie"}"# + repeated("]", 500) + "</script>",
         .title("Deep Pie")),
        Hostile("JSON-LD with a recipe 250 main entities deep",
         #"<script type="application/ld+json">"# + repeated(#"{"mainEntity":"#, 250) + #"{"@type":"Recipe","name":"Main Pie"}"# + repeated("}", 250) + "</script>",
         .title("Main Pie")),
        Hostile("JSON-LD mended: 100,000 raw newlines and bare quotes in one string",
         #"<script type="application/ld+json">{"@type":"Recipe","name":"Mended"# + repeated("\n\" x", 100_000) + #""}</script>"#,
         .title("Mended" + repeated(" \" x", 100_000))),
        Hostile("JSON-LD mended: 100,000 commas before a brace",
         #"<script type="application/ld+json">{"@type":"Recipe","name":"Commas""# + repeated(",", 100_000) + "}</script>",
         .noRecipe),
        Hostile("JSON-LD with 100,000 open double brackets and unclosed line breaks in one line",
         #"<script type="application/ld+json">{"@type":"Recipe","name":"Brackets","recipeIngredient":[""#
            + repeated("((a <br", 100_000) + #""]}</script>"#,
         .title("Brackets")),
        Hostile("30,000 Ingredients headings before one list",
         repeated("<h2>Ingredients</h2>", 30_000) + "<ul><li>1 egg</li></ul>", .noRecipe),
        Hostile("100,000 list items under an Ingredients heading",
         "<h1>Long List</h1><h2>Ingredients</h2><ul>" + repeated("<li>1 egg</li>", 100_000) + "</ul>", .title("Long List")),
        Hostile("50,000 nested divs around an Ingredients heading and its list",
         "<h1>Deep List</h1>" + repeated("<div>", 50_000) + "<h2>Ingredients</h2><ul><li>1 egg</li></ul>" + repeated("</div>", 50_000),
         .title("Deep List")),
        Hostile("50,000 list items nested in one another under an Ingredients heading",
         "<h1>Nested Items</h1><h2>Ingredients</h2>" + repeated("<li>1 egg ", 50_000), .title("Nested Items")),
        Hostile("100,000 lists of two items and no heading, each one too short to be the ingredients",
         "<h1>Short Lists</h1>" + repeated("<ul><li>1 egg</li><li>2 eggs</li></ul>", 50_000), .noRecipe),
        Hostile("50,000 lists nested in list items, no heading, inside a card hidden by its style",
         #"<h1>Nested Lists</h1><div style="display:none">"# + repeated("<ul><li>1 egg<li>2 eggs", 25_000) + "</div>", .title("Nested Lists")),
        Hostile("100,000 unclosed Recipe objects in a script",
         "<script>" + repeated(#"{"@type":"Recipe","#, 100_000) + "</script>", .noRecipe),
        Hostile("100,000 Recipe types in entity-encoded attributes",
         repeated(#"<b data-x="&quot;@type&quot;:&quot;Recipe&quot;">x</b>"#, 100_000), .noRecipe),
        Hostile("a declared recipe beside 500 list items of 60 nested bold elements around 2,000 hidden characters",
         #"<script type="application/ld+json">{"@type":"Recipe","name":"Bold Groups","recipeIngredient":["Group","1 egg","2 eggs"]}</script><ul>"#
            + repeated("<li>" + repeated("<b>", 60) + "<span hidden>" + repeated("x", 2_000) + "</span>Group" + repeated("</b>", 60) + "</li>", 500)
            + "<li>1 egg</li></ul>",
         .title("Bold Groups")),
        Hostile("a Recipe behind 100,000 backslashes",
         "<script>" + repeated("\\", 100_000) + #""@type":"Recipe","name":"Slashed"}</script>"#, .noRecipe),
    ]

    /// Runs a long parse on a thread of its own (`OwnThread.run`, RecipleaseTestSupport): a
    /// test's synchronous work otherwise holds one of the two threads Swift's concurrency shares
    /// with every test running beside it.
    static func onItsOwnThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await OwnThread.run(work)
    }

    /// Like `onItsOwnThread`, and also gives the processor time the reading thread used, which
    /// tests that guard against quadratic reading bound (`OwnThread.timed`).
    static func timedOnItsOwnThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> (value: T, cpuSeconds: Double) {
        await OwnThread.timed(work)
    }

    @Test func threadCPUTimeCountsWorkAndNotWaiting() async {
        // given: a thread that sleeps half a second, and one that works
        let slept = await Self.timedOnItsOwnThread { Thread.sleep(forTimeInterval: 0.5) }
        let worked = await Self.timedOnItsOwnThread { () -> Int in
            var sum = 0
            for index in 0..<20_000_000 { sum &+= index % 7 }
            return sum
        }
        // then: sleeping uses next to no processor time; working uses some
        #expect(slept.cpuSeconds < 0.25)
        #expect(worked.cpuSeconds > 0)
        #expect(worked.value > 0)
    }

    @Test(arguments: pages)
    func aHostilePageIsReadOrRefused(page: Hostile<Outcome>) async {
        // when
        let text = page.text
        // (the outcome, or the unexpected error's description)
        let read: (outcome: Outcome?, unexpected: String?) = await Self.onItsOwnThread {
            do {
                return (.title(try RecipePage.recipes(inHTML: text).first?.title ?? ""), nil)
            } catch RecipePageError.noRecipeData {
                return (.noRecipe, nil)
            } catch RecipePageError.tooComplex {
                return (.tooComplex, nil)
            } catch {
                return (nil, "\(error)")
            }
        }
        // then
        if let unexpected = read.unexpected {
            Issue.record("\(page.name): unexpected \(unexpected)")
        } else {
            #expect(read.outcome == page.expected, "\(page.name)")
        }
    }

    @Test func aDeepMicrodataRecipeKeepsItsPropertiesAboveTheDepthLimit() throws {
        // given: a recipe whose ingredient sits at depth 100, steps nested in sections below it
        let html = Self.recipeScope + #"<h1 itemprop="name">Layered</h1>"# + Self.repeated("<div>", 100)
            + #"<li itemprop="recipeIngredient">2 <i>eggs</i></li>"# + Self.repeated("</div>", 100)
            + #"<ol itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">"#
            + #"<li itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Beat<br>well</span></li>"#
            + "</ol></div>"
        // when
        let draft = try #require(try RecipePage.recipes(inHTML: html).first)
        // then
        #expect(draft.title == "Layered")
        #expect(draft.ingredientLines == ["2 eggs"])
        #expect(draft.instructions == ["Beat well"])
    }

    @Test func foundationRefusesJSONNestedPastItsLimitWithAnError() {
        // The JSON-LD reader leans on this: past 512 levels JSONSerialization throws, so the
        // reader's own recursion over the result never goes deeper.
        let data = Data((Self.repeated("[", 100_000) + Self.repeated("]", 100_000)).utf8)
        #expect(throws: SchemaRecipeError.self) { try SchemaRecipe.read(data) }
        #expect(throws: (any Error).self) { try RecipeImport.drafts(from: data, fileName: "deep.json") }
    }

    static let cooklang: [Hostile<Int?>] = [
        Hostile("100,000 ingredient markers on one line", "Stir " + repeated("@", 100_000) + " well", 1),
        Hostile("50,000 unclosed amounts", "Add " + repeated("@salt{", 50_000), 1),
        Hostile("50,000 markers before one closing brace", "Add " + repeated("@a{ #b ~", 50_000) + "}", 1),
        Hostile("100,000 closed block comments", repeated("[- note -]", 100_000) + "Stir.", 1),
        Hostile("50,000 block comments left open", repeated("[- ", 50_000) + "Stir.", nil),
        Hostile("100,000 lines of section headings", repeated("= Part =\n", 100_000) + "Stir.", 1),
    ]

    @Test(arguments: cooklang)
    func aHostileCooklangFileIsReadOrRefused(file: Hostile<Int?>) async {
        // when
        let text = file.text
        let count = await Self.onItsOwnThread { (try? Cooklang.draft(text, title: "Hostile"))?.instructions.count }
        // then
        #expect(count == file.expected, "\(file.name)")
    }

    static let numericTimes: [(String, Int?, Int?)] = [
        (#""prepTime":20,"cookTime":40"#, 20, 60),
        // Int.max twice once summed past Int's range and trapped.
        (#""prepTime":9223372036854775807,"cookTime":9223372036854775807"#, nil, nil),
        (#""prepTime":1e300,"cookTime":-1e300"#, nil, nil),
        (#""prepTime":-5,"cookTime":2147483647"#, nil, 2147483647),
        (#""prepTime":"PT2147483647M","cookTime":"PT2147483647M""#, 2147483647, 4294967294),
    ]

    @Test(arguments: numericTimes)
    func numericTimesOutOfRangeReadAsNotStated(fields: String, prep: Int?, total: Int?) throws {
        // given
        let data = Data(#"{"@type":"Recipe","name":"Long",\#(fields)}"#.utf8)
        // when
        let draft = try #require(try SchemaRecipe.read(data).first)
        // then
        #expect(draft.prepMinutes == prep, "\(fields)")
        #expect(draft.totalMinutes == total, "\(fields)")
    }
}
