import Foundation
import RecipleaseCore

/// The pieces of the search semantics (issue 4) that the SQL answer is built from, computed in
/// Swift once per query and handed to SQL as bound values.
public enum SearchSemantics {
    /// P: the pantry staples the catalog knows, with every food below them.
    public static func pantry(_ catalog: FoodCatalog) -> Set<Food.ID> {
        var pantry: Set<Food.ID> = []
        for staple in SearchIndex.pantryStaples where catalog[staple] != nil {
            pantry.insert(staple)
            pantry.formUnion(catalog.descendants(of: staple))
        }
        return pantry
    }

    /// M (recipe foods a query's foods stand for) and E (the query's own foods), both without P
    /// when the query ignores the pantry.
    public static func matching(_ query: SearchQuery, catalog: FoodCatalog, pantry: Set<Food.ID>) -> (match: Set<Food.ID>, exact: Set<Food.ID>) {
        var match: Set<Food.ID> = []
        for food in query.foods { match.formUnion(catalog.covered(byHaving: food)) }
        var exact = Set(query.foods)
        if query.ignorePantry {
            match.subtract(pantry)
            exact.subtract(pantry)
        }
        return (match, exact)
    }
}
