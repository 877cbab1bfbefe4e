import Testing
@testable import RecipleaseCore

/// The names files of the languages besides English and French (`Resources/Foods/Names/*.tsv`):
/// each food's name in a language finds that food when read in that language, so a name written
/// for one food is never taken by another's synonym.
struct LocalNamesTests {
    static let languages = ["de", "nl", "es", "it", "pt", "sv", "da", "nb", "sk", "hu"]

    @Test func everyLanguageHasItsNamesFile() {
        for language in Self.languages {
            #expect(FoodCatalog.shared.nameLanguages.contains(language), "\(language)")
        }
    }

    @Test(arguments: languages)
    func everyNameFindsItsOwnFood(_ language: String) {
        let catalog = FoodCatalog.shared
        var lost: [String] = []
        for food in catalog.foods {
            guard let names = catalog.names(of: food.id, in: language) else { continue }
            let found = catalog.resolve(names.name, language: language)
            if found != food.id { lost.append("\(names.name) → \(found?.rawValue ?? "nothing"), not \(food.id.rawValue)") }
        }
        #expect(lost.isEmpty, "\(language): \(lost.prefix(20))")
    }
}
