import RecipleaseCore

/// "Did you mean chicken?": a link to the same search with misspelt ingredients mended.
struct DidYouMean: Encodable {
    let text: String
    let url: String
}

extension HomeState {
    /// The search again with each unrecognised ticked ingredient replaced by the nearest catalog
    /// name; nil when none has one.
    func didYouMean(catalog: FoodCatalog, strings: Strings) -> DidYouMean? {
        var mended: [String] = []
        let corrected = with { state in
            var names: [String] = []
            for name in state.ticked {
                guard catalog.resolve(typed: name, language: strings.language) == nil,
                      let best = catalog.corrections(for: name, language: strings.language, limit: 1).first else {
                    names.append(name)
                    continue
                }
                mended.append(best.name)
                // "chiken" beside "chicken" becomes one ingredient, not two
                if !names.contains(where: { $0.lowercased() == best.name.lowercased() }) { names.append(best.name) }
            }
            state.ticked = names
            state.unticked.removeAll { name in names.contains { $0.lowercased() == name.lowercased() } }
        }
        guard !mended.isEmpty else { return nil }
        return DidYouMean(text: strings.text("home.didYouMean", ["names": mended.joined(separator: ", ")]), url: corrected.url())
    }
}
