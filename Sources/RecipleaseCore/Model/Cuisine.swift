import Foundation

/// The cuisines search can filter by. A recipe may name others; they show on its page but are
/// not offered as filters.
public enum Cuisine {
    public static let known: [String] = [
        "African", "American", "Brazilian", "British", "Cajun", "Caribbean", "Chinese", "Eastern European",
        "Ethiopian", "Filipino", "French", "German", "Greek", "Indian", "Indonesian", "Irish", "Italian",
        "Japanese", "Jewish", "Korean", "Latin American", "Lebanese", "Malaysian", "Mediterranean", "Mexican",
        "Middle Eastern", "Moroccan", "Nordic", "Persian", "Peruvian", "Polish", "Portuguese", "Russian",
        "Scandinavian", "Southern", "Spanish", "Thai", "Turkish", "Vietnamese",
    ]

    private static let numberByName: [String: Int] = Dictionary(
        uniqueKeysWithValues: known.enumerated().map { ($0.element.lowercased(), $0.offset) }
    )

    /// The known spelling of a cuisine name, whatever its case.
    public static func canonical(_ name: String) -> String? {
        number(of: name).map { known[$0] }
    }

    static func number(of name: String) -> Int? {
        numberByName[name.lowercased()]
    }
}
