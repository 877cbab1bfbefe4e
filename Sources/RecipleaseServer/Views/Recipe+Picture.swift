import RecipleaseCore

extension Recipe {
    /// What every page and the API show for this recipe: its own web image, else its generated picture.
    var pictureURL: String {
        Recipe.pictureURL(image: image, id: id)
    }

    /// The same for a recipe not yet understood (a favorite's saved draft, in a list).
    static func pictureURL(image: String?, id: ID) -> String {
        image.flatMap(WebLink.checked) ?? SiteURL.recipeImage(id)
    }

    /// The drawn picture to show instead when a web image fails to load (a dead link); nil when
    /// the drawn picture is what shows already.
    var pictureFallbackURL: String? {
        image.flatMap(WebLink.checked) == nil ? nil : SiteURL.recipeImage(id)
    }

    /// A generated picture only repeats the title, so it is decorative; a photograph is described by it.
    var pictureAlt: String {
        image.flatMap(WebLink.checked) == nil ? "" : title
    }
}
