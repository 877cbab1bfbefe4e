import Foundation

// What having a food covers (docs/search.md, "What having a food covers"): the catalog's
// `family` column marks the kinds that stand apart from their parent (scallions are not what a
// cook who has onions has), and the search and the kitchen list follow the links that are left.

extension FoodCatalog {
    /// The one value the `family` column takes besides empty.
    static let apartToken = "apart"

    /// Reads a `family` column: empty, or `apart` for a kind not interchangeable with its parent.
    static func parseFamily(_ text: String, fail: (String) -> FoodCatalogError) throws -> Bool {
        switch text {
        case "": return false
        case apartToken: return true
        default: throw fail("family: expected empty or \(apartToken), found \(text)")
        }
    }

    /// For every food, the foods that having it covers: itself, the ancestors reached without
    /// crossing an apart link, and the descendants that reach it without crossing one. The
    /// relation is symmetric, and two kinds of one parent never cover each other.
    static func coverage(foods: [Food], apart: Set<Food.ID>, ancestors: [Food.ID: [Food.ID]]) -> [Food.ID: [Food.ID]] {
        var covered: [Food.ID: [Food.ID]] = [:]
        for food in foods { covered[food.id] = [food.id] }
        for food in foods {
            // The link from a food to its parent is cut when the food is apart.
            var previous = food.id
            for ancestor in ancestors[food.id] ?? [] {
                if apart.contains(previous) { break }
                covered[food.id, default: []].append(ancestor)
                covered[ancestor, default: []].append(food.id)
                previous = ancestor
            }
        }
        return covered
    }

    /// The foods that having `id` covers, for "what I have": the food, its ancestors and its
    /// descendants, except across a kind the catalog marks apart (a recipe asking for onion is
    /// made with red onion, not scallions; chicken covers chicken thighs). Unknown ids cover
    /// only themselves.
    public func covered(byHaving id: Food.ID) -> [Food.ID] { coveredByID[id] ?? [id] }

    /// The foods that having `id` takes off a shopping list: the food and the ancestors it covers,
    /// not its kinds. A cook who has red onion has the onion a recipe asks for; one who has "cheese"
    /// or "butter" may not have the parmesan or ghee a recipe names, so those stay on the list.
    ///
    /// It also takes off the kind the food's plain name means (`usual`: "flour" is all-purpose
    /// flour), the kind the list joins the plain food into: with "flour" ticked, the list kept "1 ½
    /// lb all-purpose flour" while search said the kitchen had it (first-sight walk, 2026-12-07).
    public func coveredWhenShopping(byHaving id: Food.ID) -> [Food.ID] {
        let ancestors = Set(ancestors(of: id))
        let all = covered(byHaving: id)
        var result = all.filter { $0 == id || ancestors.contains($0) }
        var plain = id
        while let usual = descendants(of: plain).first(where: { self[$0]?.parent == plain && self[$0]?.shopping.usual == true }),
              all.contains(usual), !result.contains(usual) {
            result.append(usual)
            plain = usual
        }
        return result
    }

    /// Whether a cook who has `food` has what a recipe asking for `needed` needs.
    public func covers(having food: Food.ID, needed: Food.ID) -> Bool {
        covered(byHaving: food).contains(needed)
    }

    /// Whether the catalog marks the food as apart from its parent.
    public func standsApart(_ id: Food.ID) -> Bool { apartIDs.contains(id) }
}
