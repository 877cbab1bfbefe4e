import Vapor

/// A recipe's photo as stored: where the API and the pages serve it, its type (from its content) and size.
struct RecipePhotoDTO: Content, Equatable {
    /// `GET /api/v1/recipes/{id}/photo`.
    let url: String
    /// The address the pages use, with the photo's version.
    let page: String
    let contentType: String
    let bytes: Int
}
