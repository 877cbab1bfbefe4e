import Foundation

extension RecipeDraft {
    /// The draft as read from a page fetched from `address`: a source its data does not name (or
    /// names unusably) is the page's own address, and its relative links ("/img/pie.jpg") are read
    /// from that address (`RecipeRules.importedWebLink`).
    public func fromPage(at address: String) -> RecipeDraft {
        let base = URL(string: address.trimmingCharacters(in: .whitespaces))
        var draft = self
        draft.image = RecipeRules.importedWebLink(image, base: base)
        draft.videoURL = RecipeRules.importedWebLink(videoURL, base: base)
        draft.sourceURL = RecipeRules.importedWebLink(sourceURL, base: base) ?? RecipeRules.importedWebLink(address)
        return draft
    }
}
