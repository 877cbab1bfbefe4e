import Foundation
import Testing
@testable import RecipleaseCore

/// The reader takes names, summaries, lines and steps as HTML (tags dropped, entities decoded),
/// so the writer escapes them: what a person typed comes back as typed.
struct SchemaRecipeMarkupTests {
    @Test(arguments: [
        "<3 Mac & Cheese",
        "<script>alert(1)</script> Soup",
        "Fish &amp; Chips",
        "a > b < c",
        "Plain words",
    ])
    func textThatLooksLikeMarkupReadsBackAsWritten(_ text: String) throws {
        // given a recipe whose texts look like HTML
        let parser = IngredientParser(catalog: Fixtures.catalog)
        let draft = RecipeDraft(id: "markup", title: text, summary: text, ingredientLines: ["2 eggs " + text], instructions: [text])
        let recipe = Recipe(draft: draft, parser: parser, catalog: Fixtures.catalog)
        // when it is written and read back
        let read = try #require(try SchemaRecipe.read(Data(try SchemaRecipe.line(recipe).utf8)).first)
        // then every text is the same
        #expect(read.title == text)
        #expect(read.summary == text)
        #expect(read.ingredientLines == ["2 eggs " + text])
        #expect(read.instructions == [text])
        #expect(Recipe(draft: read, parser: parser, catalog: Fixtures.catalog) == recipe)
    }

    @Test(arguments: [
        ("Toast & Jam", "Toast & Jam"),
        ("Plain words", "Plain words"),
        // A "<" before a digit or a space opens no tag: the reader keeps it as written.
        ("<3 Mac & Cheese", "<3 Mac & Cheese"),
        ("<b>Mac</b> & Cheese", "&lt;b&gt;Mac&lt;/b&gt; &amp; Cheese"),
        ("Fish &amp; Chips", "Fish &amp;amp; Chips"),
    ])
    func onlyTextTheReaderWouldChangeIsEscaped(_ text: String, _ written: String) {
        #expect(SchemaRecipe.markup(text) == written)
    }
}
