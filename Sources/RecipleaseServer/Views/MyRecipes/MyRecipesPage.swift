import RecipleaseCore

/// `/my-recipes`: the recipes a user wrote or imported.
struct MyRecipesPage: Encodable {
    struct Item: Encodable {
        let id: String
        let title: String
        let url: String
        let editURL: String
        let deleteURL: String
        let planURL: String
        let servings: Int
        let totalMinutes: Int?
        /// "Serves 4" and "1 h 30 min", as the list prints them.
        let yield: String?
        let readyIn: String?
        let image: String
        /// The drawn picture that shows when a web image's link is dead, and the id of the SVG
        /// filter that lays the web image over it without a script (nil: nothing can fail to load).
        let imageFallback: String?
        let imageLayerID: String
    }

    let title: String
    let notice: String?
    let recipes: [Item]

    /// `current` finds a row's recipe as the search index has it (for its times and picture);
    /// `done` is what was just done (`deleted`).
    init(rows: [UserRecipe], current: (Recipe.ID) -> Recipe?, done: String?, strings: Strings) {
        title = strings.text("myRecipes.heading")
        notice = done == "deleted" ? strings.text("myRecipes.deleted") : nil
        recipes = rows.compactMap { row in
            guard let id = row.id.map(UserRecipes.recipeID(of:)) else { return nil }
            let recipe = current(Recipe.ID(id))
            return Item(
                id: id, title: row.title, url: SiteURL.recipe(id), editURL: SiteURL.editMyRecipe(id),
                deleteURL: SiteURL.deleteMyRecipe(id), planURL: SiteURL.planAdd(recipe: id),
                servings: row.servings, totalMinutes: recipe?.totalMinutes,
                yield: strings.yield(servings: row.servings, yieldText: recipe?.yieldText),
                readyIn: strings.duration(minutes: recipe?.totalMinutes), image: recipe?.pictureURL
                    ?? row.photoTag.map { SiteURL.myRecipePhoto(id, tag: $0) } ?? SiteURL.recipeImage(Recipe.ID(id)),
                imageFallback: recipe?.pictureFallbackURL, imageLayerID: recipe?.pictureLayerID ?? ""
            )
        }
    }
}
