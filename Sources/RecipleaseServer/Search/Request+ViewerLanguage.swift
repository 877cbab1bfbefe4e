import Foundation
import RecipleaseCore
import Vapor

extension Request {
    /// The language food names are read and shown in for a search, a suggestion or a list:
    /// `lang` when the query gives one (`en`, `fr`, `fr-CA`, any case), else the request's own
    /// (`language`: the account's setting, the cookie, `Accept-Language`). A `lang` naming no
    /// language of the site answers 400.
    func viewerLanguage() throws -> Language {
        guard let raw = queryValues("lang").last?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return language }
        guard let chosen = Language(tag: raw) else {
            throw CodedProblem(.invalid, "search.choice", ["key": "lang", "given": String(raw.prefix(30)),
                                                            "valid": Language.bundled.map(\.code).joined(separator: ", ")])
        }
        return chosen
    }
}
