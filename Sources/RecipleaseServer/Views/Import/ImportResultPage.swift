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
    }

    let title: String
    let recipes: [Item]
    let imported: ImportSummary?

    init(_ outcome: ImportOutcomeDTO, strings: Strings) {
        title = strings.text(outcome.imported == nil ? "imported.title" : "imported.exportTitle")
        recipes = outcome.recipes.map { recipe in
            Item(title: recipe.title, url: SiteURL.recipe(recipe.id), editURL: SiteURL.editMyRecipe(recipe.id), ingredients: recipe.ingredients.map(\.text), instructions: recipe.instructions)
        }
        imported = outcome.imported
    }
}
