import Foundation
import Vapor

/// The body `POST /api/v1/ingredients/parse` takes: `{"lines": ["1 cup flour", ...]}`, with an
/// optional `"lang"`: `en`, `fr` or `auto` (the default: each line's language is found).
struct ParseIngredientsRequest: Content, KnownKeys {
    let lines: [String]
    let lang: String?

    enum CodingKeys: String, CodingKey, CaseIterable { case lines, lang }
}
