import Foundation

// Foods as a reader of one language meets them: what a typed name means (the reader's language
// first, the others after), the names shown for a food, and suggestions as someone types. The
// words of each language stay in their own lookup (FoodCatalog+Languages.swift); English is the
// catalog's own names.

extension FoodCatalog {
    /// Every language the catalog names foods in: English, then the others by code.
    public var languages: [String] { ["en"] + nameLanguages.filter { $0 != "en" } }

    /// The food a name someone typed stands for, whatever language it is in. A name read whole
    /// wins over one of which only some words are a food, so "olive oil" on a French page is
    /// olive oil (an English name, whole) rather than the olive its first word is in French; among
    /// readings alike, `language` (the reader's) goes first, then English, then the others.
    public func resolve(typed name: String, language: String) -> Food.ID? {
        let order = [language] + languages.filter { $0 != language }
        var partial: Food.ID?
        for code in order {
            guard let hit = reading(of: name, in: code) else { continue }
            if hit.whole { return hit.food }
            if partial == nil { partial = hit.food }
        }
        return partial
    }

    /// The food of `name` in one language and whether every word of the name was read as it.
    func reading(of name: String, in language: String) -> (food: Food.ID, whole: Bool)? {
        if language == "en" {
            var tokens = NameTokens()
            tokens.read(name, in: self)
            guard let hit = tokens.match(0..<tokens.count, in: self) else { return nil }
            return (foods[Int(hit.food)].id, hit.start == 0 && hit.end == tokens.count)
        }
        guard let table = localNames[language] else { return nil }
        let words = LocalNames.words(of: name)
        guard let hit = table.longestMatch(words) else { return nil }
        return (foods[Int(hit.food)].id, hit.start == 0 && hit.end == words.count)
    }

    /// The food's name to show a reader of `language`; `plural` asks for the form a list of
    /// several takes ("onions", "oignons"), given only for foods counted one by one (those the
    /// English names give a plural: never "farines"). English when the language has no name.
    public func displayName(of id: Food.ID, language: String, plural: Bool = false) -> String? {
        guard let food = englishNames(of: id) else { return nil }
        let counted = food.plural != nil
        guard language != "en", let local = names(of: id, in: language) else {
            return plural ? food.plural ?? food.name : food.name
        }
        return plural && counted ? local.plural ?? local.name : local.name
    }

    /// Foods for what has been typed so far, for a reader of `language`: the foods whose names in
    /// that language match, in the order of `suggestions(for:limit:)`, then those only another
    /// language's names match ("chick" on a French page is still chicken, shown as "poulet").
    public func suggestions(for text: String, language: String, limit: Int = 10) -> [Food] {
        guard language != "en" || !nameLanguages.isEmpty else { return suggestions(for: text, limit: limit) }
        let typed = FoodCatalog.tokens(of: text).joined(separator: " ")
        guard !typed.isEmpty, limit > 0 else { return [] }
        var seen: Set<Food.ID> = []
        var found: [Food] = []
        for code in [language] + languages.filter({ $0 != language }) {
            for food in ranked(typed, names: { self.names(in: code, of: $0) }) where seen.insert(food.id).inserted {
                found.append(food)
                if found.count == limit { return found }
            }
        }
        return found
    }

    /// A food's names in a language, its own name first; empty when the language has none for it.
    private func names(in language: String, of food: Food) -> [String] {
        language == "en" ? food.names : names(of: food.id, in: language)?.all ?? []
    }

    /// Foods whose names (folded, `typed` already folded) match, best first: the name starts
    /// with it, then another name does, then a later word of the name, then a later word of
    /// another name, then the name merely contains it. Ties go to the shorter name.
    func ranked(_ typed: String, names: (Food) -> [String]) -> [Food] {
        var ranked: [(rank: Int, length: Int, name: String, food: Food)] = []
        for food in foods {
            let all = names(food)
            guard let own = all.first else { continue }
            let name = FoodCatalog.tokens(of: own).joined(separator: " ")
            let others = all.dropFirst().map { FoodCatalog.tokens(of: $0).joined(separator: " ") }
            let rank: Int
            if name.hasPrefix(typed) {
                rank = 0
            } else if others.contains(where: { $0.hasPrefix(typed) }) {
                rank = 1
            } else if name.contains(" " + typed) {
                rank = 2
            } else if others.contains(where: { $0.contains(" " + typed) }) {
                rank = 3
            } else if name.contains(typed) {
                rank = 4
            } else {
                continue
            }
            ranked.append((rank, own.count, own, food))
        }
        ranked.sort { a, b in
            if a.rank != b.rank { return a.rank < b.rank }
            if a.length != b.length { return a.length < b.length }
            return a.name < b.name
        }
        return ranked.map(\.food)
    }
}
