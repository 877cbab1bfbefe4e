import RecipleaseCore

extension Recipe {
    /// What every page and the API show for this recipe: the owner's photo, else its own web
    /// image, else its generated picture.
    var pictureURL: String {
        photo ?? Recipe.pictureURL(image: image, id: id)
    }

    /// The same for a recipe not yet understood (a favorite's saved draft, in a list).
    static func pictureURL(image: String?, id: ID) -> String {
        image.flatMap(WebLink.checked) ?? SiteURL.recipeImage(id)
    }

    /// The drawn picture to show instead when a web image fails to load (a dead link); nil when
    /// the drawn picture is what shows already.
    var pictureFallbackURL: String? {
        // The photo is served from here, so it needs no stand-in.
        photo != nil || image.flatMap(WebLink.checked) == nil ? nil : SiteURL.recipeImage(id)
    }

    /// The id of the SVG filter that lays the web picture over the drawing when scripts do not run:
    /// one per recipe, since a page of cards holds many and `url(#id)` finds the first of a name.
    var pictureLayerID: String {
        "picture-" + String(FNV1a.hash(id.rawValue), radix: 36)
    }

    /// A generated picture only repeats the title, so it is decorative; a photograph is described by it.
    var pictureAlt: String {
        photo == nil && image.flatMap(WebLink.checked) == nil ? "" : title
    }
}
