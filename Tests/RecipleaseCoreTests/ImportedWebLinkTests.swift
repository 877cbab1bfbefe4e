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
