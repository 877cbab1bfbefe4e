import Foundation
import RecipleaseBench
import RecipleaseCore
import RecipleaseTestSupport
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

    @Test func aLongPageIsStrippedInOnePass() async {
        // given 200,000 tags with attributes, then 20,000 tags never closed
        let page = String(repeating: #"<li itemprop="x" class="y">1 egg</li>"#, count: 200_000) + String(repeating: "<p>", count: 20_000)
        // when it is stripped, on a thread of its own
        let used = await OwnThread.timed { PageBench.withoutStructuredData(Data(page.utf8)).count }.cpuSeconds
        // then it takes well under the processor time a quadratic walk would. Processor time, not
        // the clock: with every suite running on two cores the clock stretches many times over
        // (docs/testing.md).
        #expect(used < 20, "\(used) s of processor time")
    }
}

/// A missed page's other reading: the bench says when the page's HTML alone (or, read without its
/// data, the data) holds exactly what the careful reader took.
struct PageBenchOtherReadingTests {
    @Test func aMissWhoseHTMLReadsExactlyIsCountedAsSuch() throws {
        // given two pages of one host: one whose data words a line otherwise than its list, the
        // careful reader having taken the list; one whose data and list both differ from the reader
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagebench-\(UUID().uuidString)")
        let host = folder.appendingPathComponent("example.test")
        try FileManager.default.createDirectory(at: host, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func page(declared: String, shown: String) -> String {
            """
            <html><head><script type="application/ld+json">
            {"@type": "Recipe", "name": "Pear Tart", "recipeIngredient": ["\(declared)", "1 cup milk"]}
            </script></head><body><h1>Pear Tart</h1><h2>Ingredients</h2><ul><li>\(shown)</li><li>1 cup milk</li></ul>
            <h2>Method</h2><p>Bake.</p></body></html>
            """
        }
        let expected = #"{"title": "Pear Tart", "ingredients": ["2 ripe pears", "1 cup milk"]}"#
        try page(declared: "2 whole ripe pears", shown: "2 ripe pears").write(to: host.appendingPathComponent("a.testhtml"), atomically: true, encoding: .utf8)
        try expected.write(to: host.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try page(declared: "2 whole ripe pears", shown: "2 pears, ripe").write(to: host.appendingPathComponent("b.testhtml"), atomically: true, encoding: .utf8)
        try expected.write(to: host.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        // when the bench reads them, with their data and without
        let report = PageBench.run(directory: folder, half: .all)
        let shown = PageBench.run(directory: folder, half: .all, withoutStructuredData: true)
        // then both miss with their data, and the first one's other reading is exact; without
        // their data the first is exact and the second's other reading (its data) is not
        #expect(report.misses.map(\.otherReadingExact) == [true, false])
        #expect(PageBench.lines(report, detail: false).last == "other reading exact  1 (lines worded 1)")
        #expect(shown.exact == 1)
        #expect(shown.misses.map(\.otherReadingExact) == [false])
    }
}
