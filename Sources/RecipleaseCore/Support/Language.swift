import Foundation

/// A language the site speaks: one with a strings table in the bundle
/// (`Resources/Strings/<code>.json`). Adding a language adds a file, not a case here.
public struct Language: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The primary subtag, lower case: `en`, `fr`.
    public let code: String

    private init(bundled code: String) { self.code = code }

    public static let english = Language(bundled: "en")
    public static let french = Language(bundled: "fr")

    /// Every language with a strings table, English first, the others by code.
    public static var bundled: [Language] { Strings.bundledCodes.map(Language.init(bundled:)) }

    /// The bundled language a tag names, by its primary subtag and in any case: `fr`, `fr-CA`,
    /// `FR_fr` are French; nil for a language without a table (`de`) or for `*`.
    public init?(tag: String) {
        // Split at the code points "-" and "_": as characters, a mark after the "-" ("en-\u{301}")
        // made one with it, and the tag read as the unknown language "en-́".
        let scalars = tag.trimmingCharacters(in: .whitespaces).unicodeScalars
        guard let primary = scalars.split(whereSeparator: { $0 == "-" || $0 == "_" }).first, primary.count <= 8 else { return nil }
        let code = String(primary).lowercased()
        guard Strings.bundledCodes.contains(code) else { return nil }
        self.code = code
    }

    /// The table of this language (English's for a code without one).
    public var strings: Strings { Strings.for(self) }

    /// The language's name in itself ("English", "Français"), as a switcher offers it.
    public var name: String { strings.text("language.name") }

    public var description: String { code }

    /// English before the others, which go by code: the order a switcher lists them in.
    public static func < (a: Language, b: Language) -> Bool {
        (a == .english ? 0 : 1, a.code) < (b == .english ? 0 : 1, b.code)
    }

    /// The bundled language a browser prefers most, from its `Accept-Language` header
    /// ("fr-CA,fr;q=0.9,en;q=0.8"): by q-value, highest first, ties in the order written; a
    /// range with `q=0` is refused; nil when it names none of the bundled languages.
    public static func preferred(acceptLanguage header: String) -> Language? {
        var best: (language: Language, quality: Double)?
        // Bounded: a header is at most a few hundred bytes in practice, and the front refuses long heads.
        for range in header.split(separator: ",").prefix(50) {
            let parts = range.split(separator: ";")
            guard let tag = parts.first, let language = Language(tag: String(tag)) else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if pair.count == 2, pair[0].lowercased() == "q" { quality = Double(pair[1]).map { min(max($0, 0), 1) } ?? 0 }
            }
            if quality > 0, quality > (best?.quality ?? 0) { best = (language, quality) }
        }
        return best?.language
    }

    /// The language of a request, in the order of precedence: the account's setting, else the
    /// browser's cookie, else its `Accept-Language`, else English. Values that name no bundled
    /// language are passed over.
    public static func choose(account: String?, cookie: String?, acceptLanguage: String?) -> Language {
        if let account, let language = Language(tag: account) { return language }
        if let cookie, let language = Language(tag: cookie) { return language }
        if let acceptLanguage, let language = preferred(acceptLanguage: acceptLanguage) { return language }
        return .english
    }
}
