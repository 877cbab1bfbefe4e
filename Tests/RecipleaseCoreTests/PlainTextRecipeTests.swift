import Foundation
@testable import RecipleaseCore
import Testing

/// A recipe pasted as plain text is read as one: title, list, steps, servings, with or without
/// headings, in English or French. It was read as Cooklang alone, found no ingredient and was
/// refused with "A recipe needs at least one ingredient line" (web probe, 2026-12-07).
struct PlainTextRecipeTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let text: String
        let title: String
        let servings: Int?
        let ingredients: [String]
        let steps: [String]
        var testDescription: String { title }
    }

    static let rows: [Row] = [
        Row(text: "Pancakes\n\n2 eggs\n1 cup flour\n1 cup milk\n\nMix and fry.\n", title: "Pancakes", servings: nil,
            ingredients: ["2 eggs", "1 cup flour", "1 cup milk"], steps: ["Mix and fry."]),
        Row(text: "Crêpes de ma grand-mère\nPour 4 personnes\n\nIngrédients :\n- 250 g de farine\n- 4 œufs\n- 50 cl de lait\n- 1 pincée de sel\n\n"
                + "Préparation :\n1. Mélanger la farine et les œufs.\n2. Ajouter le lait petit à petit.\n3. Cuire à la poêle.\n",
            title: "Crêpes de ma grand-mère", servings: 4, ingredients: ["250 g de farine", "4 œufs", "50 cl de lait", "1 pincée de sel"],
            steps: ["Mélanger la farine et les œufs.", "Ajouter le lait petit à petit.", "Cuire à la poêle."]),
        Row(text: "Tomato soup\r\nServes 2\r\nINGREDIENTS FOR 2\r\n• 1 onion, chopped\r\n• 400 g tinned tomatoes\r\n• Salt and pepper\r\nMETHOD\r\n"
                + "Step 1: Soften the onion in a little oil.\r\nStep 2: Add the tomatoes and simmer for 20 minutes.\r\n",
            title: "Tomato soup", servings: 2, ingredients: ["1 onion, chopped", "400 g tinned tomatoes", "Salt and pepper"],
            steps: ["Soften the onion in a little oil.", "Add the tomatoes and simmer for 20 minutes."]),
        // no title: the list starts at once, and the recipe takes the paste's name
        Row(text: "200 g spaghetti\n2 cloves garlic\n3 tbsp olive oil\nCook the pasta. Warm the garlic in the oil, then toss.\n",
            title: "Imported recipe", servings: nil, ingredients: ["200 g spaghetti", "2 cloves garlic", "3 tbsp olive oil"],
            steps: ["Cook the pasta. Warm the garlic in the oil, then toss."]),
        // bullets by the rule of web pages' lines: a mark that is only a bullet goes with or without
        // a space, a dash only before one ("-3 onions" keeps its minus, as on the grocery list)
        Row(text: "Onion tart\nIngredients\n•1 pastry sheet\n— 3 onions\n-3 onions\n* 50 g butter\nMethod\n- Soften the onions.\n▢Bake.\n",
            title: "Onion tart", servings: nil, ingredients: ["1 pastry sheet", "3 onions", "-3 onions", "50 g butter"],
            steps: ["Soften the onions.", "Bake."]),
    ]

    @Test(arguments: rows)
    func aPastedRecipeIsReadAsACookWroteIt(_ row: Row) throws {
        let drafts = try RecipeImport.drafts(from: Data(row.text.utf8), fileName: "Imported recipe.cook")
        let draft = try #require(drafts.first)
        #expect(drafts.count == 1)
        #expect(draft.title == row.title)
        #expect(draft.servings == row.servings)
        #expect(draft.ingredientLines == row.ingredients)
        #expect(draft.instructions == row.steps)
    }

    /// A file saved as UTF-16 with its mark (Windows Notepad's "Unicode") reads as its UTF-8 twin
    /// (it was "no recipe data"; CLI probe, 2026-12-07).
    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian])
    func aFileInUTF16ReadsAsInUTF8(_ encoding: String.Encoding) throws {
        let text = Self.rows[1].text
        let mark: [UInt8] = encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        let data = Data(mark) + (text.data(using: encoding) ?? Data())
        #expect(try RecipeImport.drafts(from: data, fileName: "x.cook") == RecipeImport.drafts(from: Data(text.utf8), fileName: "x.cook"))
        let page = "<html><script type=\"application/ld+json\">{\"@type\": \"Recipe\", \"name\": \"Crème\", \"recipeIngredient\": [\"2 œufs\"]}</script></html>"
        #expect(try RecipeImport.drafts(from: Data(mark) + (page.data(using: encoding) ?? Data()), fileName: "page.html").first?.title == "Crème")
    }

    /// Cooklang stays Cooklang, and text with no list in it is still refused for it.
    @Test func cooklangAndTextWithoutAListAreLeftToCooklang() throws {
        let cook = try #require(try RecipeImport.drafts(from: Data("Crack @eggs{3} into a #bowl{}.\nWhisk for ~{2%minutes}.".utf8),
                                                        fileName: "Eggs.cook").first)
        #expect(cook.ingredientLines == ["3 eggs"])
        #expect(cook.title == "Eggs")
        let prose = try #require(try RecipeImport.drafts(from: Data("A walk in the park\nIt was sunny.\nWe ate lunch.".utf8),
                                                         fileName: "Notes.cook").first)
        #expect(prose.ingredientLines.isEmpty)
        #expect(PlainTextRecipe.draft("Pancakes\n2 eggs\nMix @flour{100%g}.", title: "x", parser: IngredientParser(catalog: .shared)) == nil)
    }
}
