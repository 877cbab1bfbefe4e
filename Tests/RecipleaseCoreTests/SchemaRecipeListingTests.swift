import Foundation
@testable import RecipleaseCore
import Testing

/// The listing a list of saved recipes shows: what `read` gives for the same fields, for a
/// fraction of its work.
@Suite struct SchemaRecipeListingTests {
    @Test(arguments: [
        (#"{"@type":"Recipe","name":"A","identifier":"a","image":"https://x.org/a.jpg","totalTime":"PT1H5M","prepTime":"PT5M"}"#,
         SchemaRecipe.Listing(id: "a", image: "https://x.org/a.jpg", totalMinutes: 65)),
        (#"{"@type":"Recipe","name":"B","prepTime":"PT10M","cookTime":"PT20M","image":{"@type":"ImageObject","url":"https://x.org/b.png"}}"#,
         SchemaRecipe.Listing(id: nil, image: "https://x.org/b.png", totalMinutes: 30)),
        (#"{"@type":"Recipe","name":"C","cookTime":"PT45M","image":["https://x.org/c1.jpg","https://x.org/c2.jpg"]}"#,
         SchemaRecipe.Listing(id: nil, image: "https://x.org/c1.jpg", totalMinutes: 45)),
        (##"{"@graph":[{"@type":"Recipe","@id":"#side","name":"Side","totalTime":"PT5M"},{"@type":"WebPage","mainEntity":{"@id":"#main"}},{"@type":"Recipe","@id":"#main","name":"Main","totalTime":"PT50M"}]}"##,
         SchemaRecipe.Listing(id: nil, image: nil, totalMinutes: 50)),
        (#"{"@type":"Recipe","name":"D"}"#, SchemaRecipe.Listing(id: nil, image: nil, totalMinutes: nil)),
    ])
    func aListingReadsTheMainRecipesPictureAndTime(document: String, expected: SchemaRecipe.Listing) throws {
        #expect(SchemaRecipe.listing(Data(document.utf8)) == expected)
        // and says what the whole reading says
        let draft = try #require(try SchemaRecipe.read(Data(document.utf8)).first)
        #expect(draft.image == expected.image && draft.totalMinutes == expected.totalMinutes)
    }

    @Test(arguments: ["", "not json", "[1, 2]", #"{"@type":"WebPage","name":"No recipe"}"#, "\"a string\""])
    func aDocumentWithoutARecipeHasNoListing(document: String) {
        #expect(SchemaRecipe.listing(Data(document.utf8)) == nil)
    }

    @Test func everyBundledRecipesListingAgreesWithItsReading() throws {
        let url = try #require(RecipeLibrary.bundledURL)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").prefix(2_000)
        for line in lines {
            let data = Data(line.utf8)
            let draft = try #require(try SchemaRecipe.read(data).first)
            let listing = try #require(SchemaRecipe.listing(data))
            #expect(listing == SchemaRecipe.Listing(id: draft.id, image: draft.image, totalMinutes: draft.totalMinutes), "\(draft.title)")
        }
    }
}
