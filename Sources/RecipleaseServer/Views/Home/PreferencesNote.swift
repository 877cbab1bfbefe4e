import RecipleaseCore

/// Says above the results which saved preferences filter this search, with a link that runs the
/// same search without them; or, when they are set aside (`prefs=off`), the link that brings
/// them back. A filter the URL names that is also a saved preference counts as the preference.
struct PreferencesNote: Encodable {
    /// "Filtered by your preferences: vegetarian, Indian.", or nil when none applies.
    let applied: String?
    /// The same search without the saved preferences.
    let offURL: String?
    /// Set aside for this search: the same search with them again.
    let onURL: String?
    let editURL: String

    /// Nil when there is nothing to say: nothing saved, or nothing saved bears on this search.
    init?(state: HomeState, saved: SearchPreferences, path: String = SiteURL.home, strings: Strings) {
        guard !saved.isEmpty else { return nil }
        let applied = state.applied(saved)
        let diets = saved.diets.compactMap(Diet.init(rawValue:)).filter(applied.diets.contains).map { strings.name(of: $0).lowercased(with: strings.locale) }
        let cuisines = saved.cuisines.filter(applied.cuisines.contains).map(strings.cuisine)
        let intolerances = saved.intolerances.compactMap(Allergen.init(rawValue:)).filter(applied.intolerances.contains).map { strings.name(of: $0) }
        let names = diets + cuisines + intolerances.map { strings.text("home.preferenceWithout", ["name": $0]) }
        editURL = SiteURL.preferences()
        if !names.isEmpty {
            self.applied = strings.text("home.preferencesApplied", ["names": names.joined(separator: ", ")])
            offURL = state.with { state in
                state.preferencesOff = true
                state.parameters.diets.subtract(saved.diets.compactMap(Diet.init(rawValue:)))
                state.parameters.cuisines.subtract(saved.cuisines)
                state.parameters.intolerances.subtract(saved.intolerances.compactMap(Allergen.init(rawValue:)))
                state.page = 1
            }.url(path: path)
            onURL = nil
        } else if state.preferencesOff {
            self.applied = nil
            offURL = nil
            onURL = state.with { state in
                state.preferencesOff = false
                state.page = 1
            }.url(path: path)
        } else {
            return nil
        }
    }
}
