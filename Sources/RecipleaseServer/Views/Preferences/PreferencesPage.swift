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

    let title: String
    let csrf: String
    let signedIn: Bool
    let notice: String?
    let groups: [Group]
    /// The remote recipe providers, on or off, for the "Where recipes come from" section.
    let sources: [ProvidersDTO.Provider]

    /// `cuisines` are the ones a search can filter by; `done` what was just done (`saved`, `reset`).
    init(saved: SearchPreferences, cuisines: [String], sources: [ProvidersDTO.Provider], signedIn: Bool, done: String?, csrf: String) {
        title = Strings.english.text("preferences.heading")
        self.csrf = csrf
        self.signedIn = signedIn
        notice = done == "saved" ? Strings.english.text("preferences.saved")
            : done == "reset" ? Strings.english.text("preferences.resetDone") : nil
        groups = [
            Group(name: "diets", legend: Strings.english.text("preferences.diets"), hint: Strings.english.text("preferences.dietsHint"),
                  options: SearchPreferences.validDiets, chosen: saved.diets, label: PreferencesPage.label(diet:)),
            Group(name: "intolerances", legend: Strings.english.text("preferences.intolerances"), hint: Strings.english.text("preferences.intolerancesHint"),
                  options: SearchPreferences.validIntolerances, chosen: saved.intolerances, label: PreferencesPage.label(allergen:)),
            Group(name: "cuisines", legend: Strings.english.text("preferences.cuisines"), hint: Strings.english.text("preferences.cuisinesHint"),
                  options: cuisines, chosen: saved.cuisines),
        ]
        self.sources = sources
    }

    /// "gluten-free" reads "Gluten-free".
    static func label(diet value: String) -> String {
        sentenceCase(value)
    }

    /// "tree nut" reads "Tree nuts", from the strings table.
    static func label(allergen value: String) -> String {
        Allergen(rawValue: value).map { sentenceCase(Strings.english.name(of: $0)) } ?? value
    }

    private static func sentenceCase(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
