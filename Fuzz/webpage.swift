import Foundation
@testable import RecipleaseCore

// A page or a JSON-LD document as an import uploads or fetches it, through to the recipe.
private let parser = IngredientParser(catalog: .shared)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebPage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let html = String(decoding: bytes, as: UTF8.self)
    var drafts = (try? RecipePage.recipes(inHTML: html)) ?? []
    drafts += (try? SchemaRecipe.read(bytes)) ?? []
    drafts += (try? RecipeImport.drafts(from: bytes, fileName: "page.html")) ?? []
    _ = HTMLText.plain(html)
    for draft in drafts.prefix(4) {
        let recipe = Recipe(draft: draft, parser: parser, catalog: .shared)
        _ = try? SchemaRecipe.line(recipe)
    }
    return 0
}
