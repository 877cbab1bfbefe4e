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

    /// Recipes on one page of the list: an account holds up to 5,000.
    static let pageSize = 100

    let title: String
    let notice: String?
    let recipes: [Item]
    /// How many pages there are, and the links to the pages beside the one shown (from 1, past
    /// the last page the last); "Recipes 101–200 of 5000" when there is more than one.
    let pageCount: Int
    let previousURL: String?
    let nextURL: String?
    let range: String?

    /// `current` finds a row's recipe as the search index has it (for its times and picture);
    /// `done` is what was just done (`deleted`); `page` the page asked for, from 1.
    init(rows: [UserRecipes.Listed], current: (Recipe.ID) -> Recipe?, done: String?, page asked: Int = 1, strings: Strings) {
        title = strings.text("myRecipes.heading")
        notice = done == "deleted" ? strings.text("myRecipes.deleted") : nil
        let size = MyRecipesPage.pageSize
        pageCount = max(1, (rows.count + size - 1) / size)
        let page = min(max(1, asked), pageCount)
        let start = (page - 1) * size, end = min(rows.count, start + size)
        previousURL = page > 1 ? SiteURL.myRecipes(page: page - 1) : nil
        nextURL = page < pageCount ? SiteURL.myRecipes(page: page + 1) : nil
        range = pageCount > 1 ? strings.text("myRecipes.range", ["from": String(start + 1), "to": String(end), "count": String(rows.count)]) : nil
        recipes = rows[start..<end].map { row in
            let id = UserRecipes.recipeID(of: row.id)
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
