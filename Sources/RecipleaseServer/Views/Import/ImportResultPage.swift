import RecipleaseCore

/// What an import saved: the recipes read, or the summary of an imported export.
struct ImportResultPage: Encodable {
    struct Item: Encodable {
        let title: String
        let url: String
        let ingredients: [String]
        let instructions: [String]
    }

    let title: String
    let recipes: [Item]
    let imported: ImportSummary?

    init(_ outcome: ImportOutcomeDTO, strings: Strings) {
        title = strings.text(outcome.imported == nil ? "imported.title" : "imported.exportTitle")
        recipes = outcome.recipes.map { recipe in
            Item(title: recipe.title, url: SiteURL.recipe(recipe.id), ingredients: recipe.ingredients.map(\.text), instructions: recipe.instructions)
        }
        imported = outcome.imported
    }
}
