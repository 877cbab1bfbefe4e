import Foundation

extension FoodCatalog {
    /// Foods for what has been typed so far, best first: the name starts with it, then another
    /// name (plural, synonym) does, then a later word of the name does, then a later word of
    /// another name, then the name merely contains it. Ties go to the shorter name.
    /// Case, accents and punctuation do not count. English names only; a reader of another
    /// language asks `suggestions(for:language:limit:)`.
    public func suggestions(for text: String, limit: Int = 10) -> [Food] {
        let typed = FoodCatalog.tokens(of: text).joined(separator: " ")
        guard !typed.isEmpty, limit > 0 else { return [] }
        return Array(ranked(typed, names: \.names).prefix(limit))
    }
}
