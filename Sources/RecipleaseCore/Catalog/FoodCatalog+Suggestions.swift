import Foundation

extension FoodCatalog {
    /// Foods for what has been typed so far, best first: the name starts with it, then another
    /// name (plural, synonym) does, then a later word of the name does, then a later word of
    /// another name, then the name merely contains it. Ties go to the shorter name.
    /// Case, accents and punctuation do not count.
    public func suggestions(for text: String, limit: Int = 10) -> [Food] {
        let typed = FoodCatalog.tokens(of: text).joined(separator: " ")
        guard !typed.isEmpty, limit > 0 else { return [] }
        var ranked: [(rank: Int, food: Food)] = []
        for food in foods {
            let name = FoodCatalog.tokens(of: food.name).joined(separator: " ")
            let others = food.names.dropFirst().map { FoodCatalog.tokens(of: $0).joined(separator: " ") }
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
            ranked.append((rank, food))
        }
        ranked.sort { a, b in
            if a.rank != b.rank { return a.rank < b.rank }
            if a.food.name.count != b.food.name.count { return a.food.name.count < b.food.name.count }
            return a.food.name < b.food.name
        }
        return ranked.prefix(limit).map(\.food)
    }
}
