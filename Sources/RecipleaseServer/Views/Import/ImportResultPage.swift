import RecipleaseCore

/// What an import saved: the recipes read, or the summary of an imported export.
struct ImportResultPage: Encodable {
    struct Item: Encodable {
        let title: String
        let url: String
        /// Its form, to rename or mend what was read ("Imported recipe" for a file without a title).
        let editURL: String
        let ingredients: [String]
        let instructions: [String]
        /// Said when the page gave no servings and the recipe was saved for the usual number.
        let servingsNote: String?
    }

    let title: String
    let recipes: [Item]
    let imported: ImportSummary?

    init(_ outcome: ImportOutcomeDTO, strings: Strings) {
        title = strings.text(outcome.imported == nil ? "imported.title" : "imported.exportTitle")
        let assumed = Set(outcome.servingsAssumed ?? [])
        recipes = outcome.recipes.map { recipe in
            Item(title: recipe.title, url: SiteURL.recipe(recipe.id), editURL: SiteURL.editMyRecipe(recipe.id), ingredients: recipe.ingredients.map(\.text),
                 instructions: recipe.instructions,
                 servingsNote: assumed.contains(recipe.id) ? strings.text("imported.servingsAssumed", ["count": "\(AccountTransfer.assumedServings)"]) : nil)
        }
        imported = outcome.imported
    }
}
