import Foundation
@testable import RecipleaseCore

// A Reciplease export document as the import reads it in the core: recognised by its format,
// its recipes read as schema.org JSON-LD, each made into a recipe and written out again. (The
// rest of the document, favorites, plan and lists, is decoded and checked by the server.)
private let parser = IngredientParser(catalog: .shared)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    var drafts = ((try? RecipeImport.exportRecipes(bytes)) ?? nil) ?? []
    drafts += (try? RecipeImport.drafts(from: bytes, fileName: "reciplease-export.json")) ?? []
    for draft in drafts.prefix(8) {
        let recipe = Recipe(draft: draft, parser: parser, catalog: .shared)
        _ = try? SchemaRecipe.line(recipe)
    }
    return 0
}
