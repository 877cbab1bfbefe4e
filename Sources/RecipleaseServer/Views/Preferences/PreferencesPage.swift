import RecipleaseCore

/// `/preferences`: the search preferences, kept for the signed-in user or in a visitor's cookie.
struct PreferencesPage: Encodable {
    struct Group: Encodable {
        struct Option: Encodable {
            let value: String
            /// What a person reads ("Tree nuts"), never the value the form sends ("treeNut").
            let label: String
            let id: String
            let checked: Bool
        }

        let name: String
        let legend: String
        let hint: String
        let options: [Option]
        let chosenCount: Int

        init(name: String, legend: String, hint: String, options: [String], chosen: [String], label: (String) -> String = { $0 }) {
            self.name = name
            self.legend = legend
            self.hint = hint
            self.options = options.enumerated().map { index, value in
                Option(value: value, label: label(value), id: "\(name)-\(index)", checked: chosen.contains(value))
            }
            chosenCount = chosen.count
        }
    }

    /// One choice of the language form: "As my browser says", then each language in itself.
    struct LanguageOption: Encodable {
        let value: String
        let label: String
        /// The option's own language, for a name written in it.
        let lang: String?
        let checked: Bool
    }

    let title: String
    let csrf: String
    let signedIn: Bool
    let notice: String?
    let groups: [Group]
    /// The remote recipe providers, on or off, for the "Where recipes come from" section.
    let sources: [ProvidersDTO.Provider]
    let languages: [LanguageOption]

    /// `cuisines` are the ones a search can filter by; `done` what was just done (`saved`,
    /// `reset`, `language`); `language` the language chosen (the account's, else this browser's),
    /// nil when the browser decides.
    init(saved: SearchPreferences, cuisines: [String], sources: [ProvidersDTO.Provider], signedIn: Bool, done: String?, csrf: String,
         language: Language?, strings: Strings) {
        title = strings.text("preferences.heading")
        self.csrf = csrf
        self.signedIn = signedIn
        notice = done == "saved" ? strings.text("preferences.saved")
            : done == "reset" ? strings.text("preferences.resetDone")
            : done == "language" ? strings.text("preferences.languageSaved") : nil
        languages = [LanguageOption(value: LanguageController.followBrowser, label: strings.text("preferences.languageFollowBrowser"), lang: nil, checked: language == nil)]
            + Language.bundled.map { LanguageOption(value: $0.code, label: $0.name, lang: $0.code, checked: $0 == language) }
        groups = [
            Group(name: "diets", legend: strings.text("preferences.diets"), hint: strings.text("preferences.dietsHint"),
                  options: SearchPreferences.validDiets, chosen: saved.diets, label: { PreferencesPage.label(diet: $0, strings: strings) }),
            Group(name: "intolerances", legend: strings.text("preferences.intolerances"), hint: strings.text("preferences.intolerancesHint"),
                  options: SearchPreferences.validIntolerances, chosen: saved.intolerances, label: { PreferencesPage.label(allergen: $0, strings: strings) }),
            Group(name: "cuisines", legend: strings.text("preferences.cuisines"), hint: strings.text("preferences.cuisinesHint"),
                  options: cuisines, chosen: saved.cuisines, label: strings.cuisine),
        ]
        self.sources = sources
    }

    /// "gluten-free" reads "Gluten-free", from the strings table.
    static func label(diet value: String, strings: Strings) -> String {
        Diet(rawValue: value).map { strings.name(of: $0) } ?? strings.sentenceCase(value)
    }

    /// "tree nut" reads "Tree nuts", from the strings table.
    static func label(allergen value: String, strings: Strings) -> String {
        Allergen(rawValue: value).map { strings.sentenceCase(strings.name(of: $0)) } ?? value
    }
}
