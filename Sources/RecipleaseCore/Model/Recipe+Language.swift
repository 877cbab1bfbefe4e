import Foundation

extension IngredientLanguage {
    /// The language whose lines a recipe's declared language names: a BCP 47 tag ("fr", "fr-CA",
    /// "en_GB", any case) by its primary subtag, or the language's name in English or in itself
    /// ("French", "Français", "Deutsch"). Nil for no tag, or a language the parser does not read.
    public init?(languageTag: String?) {
        guard let tag = languageTag?.trimmingCharacters(in: .whitespacesAndNewlines), !tag.isEmpty else { return nil }
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        switch primary.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil) {
        case "fr", "fra", "fre", "french", "francais": self = .fr
        case "en", "eng", "english", "anglais": self = .en
        case "de", "deu", "ger", "german", "deutsch": self = .de
        case "nl", "nld", "dut", "dutch", "nederlands": self = .nl
        case "es", "spa", "spanish", "espanol": self = .es
        case "it", "ita", "italian", "italiano": self = .it
        case "pt", "por", "portuguese", "portugues": self = .pt
        case "sv", "swe", "swedish", "svenska": self = .sv
        case "da", "dan", "danish", "dansk": self = .da
        case "nb", "no", "nn", "nob", "nor", "nno", "norwegian", "norsk": self = .nb
        case "sk", "slk", "slo", "slovak", "slovencina": self = .sk
        case "hu", "hun", "hungarian", "magyar": self = .hu
        default: return nil
        }
    }
}
