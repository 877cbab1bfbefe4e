import Foundation
import RecipleaseCore
import Vapor

extension Request {
    /// The language food names are read and shown in for a search, a suggestion or a list:
    /// `lang` when the query gives one (`en`, `fr`, `fr-CA`, any case), else the request's own
    /// (`language`: the account's setting, the cookie, `Accept-Language`). A `lang` naming no
    /// language of the site answers 400.
    func viewerLanguage() throws -> Language {
        guard let given = queryValues("lang").last else { return language }
        let raw = given.trimmingCharacters(in: .whitespaces)
        guard !raw.isEmpty else { return language }
        // At most 30 code points as sent, as the API's document says (no tag is longer).
        guard given.unicodeScalars.count <= 30, let chosen = Language(tag: raw) else {
            throw CodedProblem(.invalid, "search.choice", ["key": "lang", "given": String(raw.prefix(30)),
                                                            "valid": Language.bundled.map(\.code).joined(separator: ", ")])
        }
        return chosen
    }
}
