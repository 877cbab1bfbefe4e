import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RecipleaseBench
import RecipleaseCore
import Testing

/// `bench pages --without-structured-data`: a page keeps what it shows and loses what it declares.
struct PageBenchStrippingTests {
    static func stripped(_ html: String) -> String {
        String(decoding: PageBench.withoutStructuredData(Data(html.utf8)), as: UTF8.self)
    }

    struct Case: Sendable {
        var page: String
        var expected: String
    }

    @Test(arguments: [
        // scripts go, JSON-LD or not, in any case
        Case(page: #"<p>a</p><script type="application/ld+json">{"@type":"Recipe"}</script><p>b</p>"#, expected: "<p>a</p><p>b</p>"),
        Case(page: "<SCRIPT>var x = '<p>';</Script ><p>b</p>", expected: "<p>b</p>"),
        // microdata and RDFa attributes go, other attributes stay as written
        Case(page: #"<div class="card" itemscope itemtype="https://schema.org/Recipe"><li itemprop='recipeIngredient' id=x>1 egg</li></div>"#,
             expected: #"<div class="card"><li id=x>1 egg</li></div>"#),
        Case(page: #"<div vocab="https://schema.org/" typeof="Recipe"><span property="name">Pie</span></div>"#,
             expected: "<div><span>Pie</span></div>"),
        // an attribute holding JSON with a type goes
        Case(page: #"<div data-schema="{&quot;@type&quot;:&quot;Recipe&quot;}" class="a">x</div>"#, expected: #"<div class="a">x</div>"#),
        // comments, closing tags, text with a lone "<" and self-closing tags stay
        Case(page: "<!-- <script>x</script> --><p>1 < 2</p><br/>", expected: "<!-- <script>x</script> --><p>1 < 2</p><br/>"),
        // a script never closed takes the rest of the page, a tag never closed is kept
        Case(page: "<p>a</p><script>var", expected: "<p>a</p>"),
        Case(page: #"<p class="a"#, expected: #"<p class="a"#),
    ])
    func whatIsDeclaredGoes(_ row: Case) {
        #expect(Self.stripped(row.page) == row.expected)
    }

    @Test func aDeclaredRecipeIsReadFromWhatThePageShows() throws {
        // given a page whose JSON-LD names another title than its heading
        let page = """
            <html><head><title>Site</title><script type="application/ld+json">
            {"@type": "Recipe", "name": "Declared Pie", "recipeIngredient": ["1 declared egg"]}
            </script></head><body><h1>Shown Pie</h1><h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup milk</li></ul>
            <h2>Method</h2><p>Whisk.</p></body></html>
            """
        // when it is read with and without its data
        let declared = try #require(try RecipeImport.drafts(from: Data(page.utf8), fileName: "p.html").first)
        let shown = try #require(try RecipeImport.drafts(from: PageBench.withoutStructuredData(Data(page.utf8)), fileName: "p.html").first)
        // then the data speaks first, and without it the page does
        #expect(declared.title == "Declared Pie")
        #expect(shown.title == "Shown Pie")
        #expect(shown.ingredientLines == ["2 eggs", "1 cup milk"])
    }

    @Test func aLongPageIsStrippedInOnePass() {
        // given 200,000 tags with attributes, then 20,000 tags never closed
        let page = String(repeating: #"<li itemprop="x" class="y">1 egg</li>"#, count: 200_000) + String(repeating: "<p>", count: 20_000)
        // when it is stripped
        let start = Self.threadCPUSeconds()
        _ = PageBench.withoutStructuredData(Data(page.utf8))
        let used = Self.threadCPUSeconds() - start
        // then it takes well under the processor time a quadratic walk would. Processor time, not
        // the clock: with every suite running on two cores the clock stretches many times over
        // (docs/testing.md); the stripping has no suspension point, so this thread did all of it.
        #expect(used < 20, "\(used) s of processor time")
    }

    /// The processor time the calling thread has used so far, in seconds (as
    /// `ReaderLimitTests.threadCPUSeconds` in the core's tests, another test target).
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
