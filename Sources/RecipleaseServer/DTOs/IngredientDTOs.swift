import Foundation
import Vapor

/// The body `POST /api/v1/ingredients/parse` takes: `{"lines": ["1 cup flour", ...]}`.
struct ParseIngredientsRequest: Content {
    let lines: [String]
}
