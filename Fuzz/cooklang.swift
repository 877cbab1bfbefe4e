import Foundation
@testable import RecipleaseCore

// A `.cook` file as an import uploads it, through to the recipe.
private let parser = IngredientParser(catalog: .shared)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCooklang(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    var drafts: [RecipeDraft] = []
    if let draft = try? Cooklang.draft(String(decoding: bytes, as: UTF8.self), title: "Fuzz") { drafts.append(draft) }
    drafts += (try? RecipeImport.drafts(from: bytes, fileName: "fuzz_recipe.cook")) ?? []
    for draft in drafts {
        let recipe = Recipe(draft: draft, parser: parser, catalog: .shared)
        _ = try? SchemaRecipe.line(recipe)
    }
    return 0
}
