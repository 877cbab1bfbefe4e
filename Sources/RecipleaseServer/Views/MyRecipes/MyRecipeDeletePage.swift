import RecipleaseCore

/// Asks before deleting a user's recipe; when a plan uses it, says which days instead.
struct MyRecipeDeletePage: Encodable {
    struct Use: Encodable {
        let text: String
        let url: String
    }

    let title: String
    let recipeTitle: String
    let recipeURL: String
    let action: String
    let csrf: String
    /// Why it cannot be deleted now, if it cannot.
    let blocked: String?
    let uses: [Use]

    /// `uses` are the planned meals that keep it, with `blocked` saying so.
    init(recipeID: String, recipeTitle: String, blocked: String?, uses: [(date: PlanDate, meal: String)], csrf: String, strings: Strings) {
        title = strings.text("recipeDelete.title", ["title": recipeTitle])
        self.recipeTitle = recipeTitle
        recipeURL = SiteURL.recipe(recipeID)
        action = SiteURL.deleteMyRecipe(recipeID)
        self.csrf = csrf
        self.blocked = blocked
        self.uses = uses.map { use in Use(text: strings.text("recipeDelete.use", ["date": strings.date(use.date, .long), "meal": MealType(rawValue: use.meal).map { strings.lowercaseName(of: $0) } ?? use.meal]), url: SiteURL.plannerDay(use.date)) }
    }
}
