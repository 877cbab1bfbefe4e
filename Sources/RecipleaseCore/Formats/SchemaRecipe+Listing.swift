import Foundation

extension SchemaRecipe {
    /// What a list shows of a stored recipe besides its title: read from the document's main
    /// Recipe without understanding its lines or steps, so a list of saved recipes costs a JSON
    /// read each rather than a whole page reading.
    public struct Listing: Sendable, Equatable {
        public var id: String?
        public var image: String?
        public var totalMinutes: Int?
    }

    /// The listing of the document's main Recipe (as `read` orders them), nil when it holds none.
    public static func listing(_ data: Data) -> Listing? {
        guard let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        let objects = recipeObjects(in: json)
        guard let object = (objects.first(where: \.isMain) ?? objects.first)?.object else { return nil }
        return Listing(id: identifier(object), image: url(object["image"]), totalMinutes: totalMinutes(object))
    }

    /// `totalTime`, else preparation and cooking together when either is given.
    static func totalMinutes(_ object: [String: Any]) -> Int? {
        let prep = minutes(object["prepTime"])
        let cook = minutes(object["cookTime"])
        return minutes(object["totalTime"]) ?? (prep == nil && cook == nil ? nil : (prep ?? 0) + (cook ?? 0))
    }
}
