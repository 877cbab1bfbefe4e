import Foundation
@testable import RecipleaseCore
import Testing

/// `RecipeRules.importedWebLink`: a link read from an imported page is kept, resolved against the
/// page's address, or dropped; `RecipeDraft.fromPage(at:)` makes the page the recipe's source.
struct ImportedWebLinkTests {
    @Test(arguments: [
        // (link, base, kept): absolute links stay; a space is written %20; relative ones are read from the base
        ("https://example.com/pie.jpg", nil, "https://example.com/pie.jpg"),
        ("  https://example.com/a b.jpg ", nil, "https://example.com/a%20b.jpg"),
        ("/img/pie.jpg", "https://cook.example/recipes/pie", "https://cook.example/img/pie.jpg"),
        ("pie.jpg", "https://cook.example/recipes/pie", "https://cook.example/recipes/pie.jpg"),
        ("//cdn.example/pie.jpg", "https://cook.example/recipes/pie", "https://cdn.example/pie.jpg"),
        // none of these is a link a recipe keeps
        ("/img/pie.jpg", nil, nil),
        ("data:image/png;base64,AAAA", "https://cook.example/", nil),
        ("javascript:alert(1)", "https://cook.example/", nil),
        ("ftp://example.com/pie.jpg", nil, nil),
        ("https://example.com/" + String(repeating: "a", count: 2_100), nil, nil),
        ("", "https://cook.example/", nil),
    ] as [(String, String?, String?)])
    func aLinkIsKeptResolvedOrDropped(_ link: String, _ base: String?, _ kept: String?) {
        #expect(RecipeRules.importedWebLink(link, base: base.flatMap { URL(string: $0) }) == kept)
    }

    @Test func aFetchedPageIsItsRecipesSourceUnlessItNamesOne() {
        var draft = RecipeDraft(title: "Pear Crumble", ingredientLines: ["4 pears"])
        draft.image = "/img/pear crumble.jpg"
        let read = draft.fromPage(at: "https://cook.example/recipes/crumble?ref=feed")
        #expect(read.sourceURL == "https://cook.example/recipes/crumble?ref=feed")
        #expect(read.image == "https://cook.example/img/pear%20crumble.jpg")
        draft.sourceURL = "/pear-crumble"
        #expect(draft.fromPage(at: "https://cook.example/recipes/crumble").sourceURL == "https://cook.example/pear-crumble")
        draft.sourceURL = "https://other.example/crumble"
        #expect(draft.fromPage(at: "https://cook.example/recipes/crumble").sourceURL == "https://other.example/crumble")
    }
}

/// A Cooklang recipe's title from its file's name.
struct FileTitleTests {
    @Test(arguments: [
        ("Buttered_Pasta.cook", "Buttered Pasta"),
        ("recipes/Leek Soup.cook", "Leek Soup"),
        (" _Soup_ .cook", "Soup"),
        // nothing to read in the name: the file's own title else this one
        ("___.cook", "Imported recipe"), ("   .cook", "Imported recipe"), ("\u{200B}.cook", "Imported recipe"),
        ("\u{07}.cook", "Imported recipe"), (".cook", "Imported recipe"), ("\u{0}.cook", "Imported recipe"),
    ] as [(String, String)])
    func aFileNameIsATitle(_ fileName: String, _ title: String) {
        #expect(RecipeImport.title(ofFile: fileName) == title)
    }

    @Test func aLongFileNameIsCutAtASpaceThatFits() throws {
        // given a file named with 40 words of 5 letters (239 characters)
        let words = Array(repeating: "pears", count: 40)
        let fileName = words.joined(separator: "_") + ".cook"
        // when it is read
        let draft = try #require(try RecipeImport.drafts(from: Data(">> servings: 2\nSlice @pears{4}.".utf8), fileName: fileName).first)
        // then its title is the words that fit in a title, and the recipe form takes it
        #expect(draft.title == words.prefix(20).joined(separator: " "))
        #expect(draft.title.count <= RecipeRules.titleLength)
        // and a name of one long word is cut to the length
        #expect(RecipeImport.title(ofFile: String(repeating: "a", count: 300) + ".cook").count == RecipeRules.titleLength)
    }
}
