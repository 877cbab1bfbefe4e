import RecipleaseCore

extension Recipe {
    /// What every page and the API show for this recipe: its own web image, else its generated picture.
    var pictureURL: String {
        image.flatMap(RecipePage.webLink) ?? RecipeImageController.url(for: id)
    }

    /// A generated picture only repeats the title, so it is decorative; a photograph is described by it.
    var pictureAlt: String {
        image.flatMap(RecipePage.webLink) == nil ? "" : title
    }
}
