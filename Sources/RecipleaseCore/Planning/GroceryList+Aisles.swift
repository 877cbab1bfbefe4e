import Foundation

extension Strings {
    /// An aisle's heading in this language: "Produce", "Fruits et légumes". The catalog names
    /// aisles in English (`produce`, `meat & fish`); the table holds each heading
    /// (`grocery.aisle.<aisle>`). An aisle it lacks is shown as named, capitalised.
    public func aisle(_ aisle: String) -> String {
        guard let key = Strings.aisleKeys[aisle], has(key) else { return aisle.prefix(1).uppercased() + aisle.dropFirst() }
        return text(key)
    }

    /// The table's key of each aisle of `GroceryList.aisleOrder`.
    static let aisleKeys: [String: String] = [
        "produce": "grocery.aisle.produce", "bakery": "grocery.aisle.bakery", "meat & fish": "grocery.aisle.meat-fish",
        "dairy & eggs": "grocery.aisle.dairy-eggs", "frozen": "grocery.aisle.frozen", "grains & pasta": "grocery.aisle.grains-pasta",
        "canned": "grocery.aisle.canned", "pantry": "grocery.aisle.pantry", "baking": "grocery.aisle.baking",
        "spices": "grocery.aisle.spices", "condiments": "grocery.aisle.condiments", "international": "grocery.aisle.international",
        "nuts & seeds": "grocery.aisle.nuts-seeds", "drinks": "grocery.aisle.drinks", "other": "grocery.aisle.other",
    ]
}
