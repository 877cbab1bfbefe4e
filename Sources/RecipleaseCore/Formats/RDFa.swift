import Foundation

/// schema.org in RDFa (`vocab="http://schema.org/" typeof="Recipe"`, `property="name"`, or the
/// `schema:` prefix and full schema.org addresses). RDFa says what microdata says with other
/// attribute names, so the page is read by the microdata reader once they are renamed (in the
/// same pass over the page as the plugin cards: `RecipePluginHTML.recipe(inHTML:)`).
enum RDFa {

    static func opensRecipe(_ element: Microdata.Element) -> Bool {
        schemaTerms(element.attributes["typeof"]).contains("Recipe")
    }

    /// schema.org terms named in an RDFa attribute: `name`, `schema:name` or
    /// `http://schema.org/name`; terms of other vocabularies (`og:title`) are left out.
    static func schemaTerms(_ value: String?) -> [String] {
        guard let value else { return [] }
        return value.split(whereSeparator: \.isWhitespace).compactMap { token in
            for prefix in ["schema:", "http://schema.org/", "https://schema.org/", "http://www.schema.org/", "https://www.schema.org/"]
            where token.hasPrefix(prefix) {
                return String(token.dropFirst(prefix.count))
            }
            return token.contains(":") || token.contains("/") ? nil : String(token)
        }
    }

    /// RDFa attributes as microdata: `property` → `itemprop`, `typeof` → `itemscope itemtype`,
    /// `resource` as the value when there is no `content`. Microdata on the same elements is
    /// dropped, so the two never mix.
    static func microdataAttributes(_ attributes: [String: String]) -> [String: String] {
        var renamed = attributes
        for name in ["itemprop", "itemscope", "itemtype"] { renamed[name] = nil }
        let properties = schemaTerms(attributes["property"])
        if !properties.isEmpty { renamed["itemprop"] = properties.joined(separator: " ") }
        if let type = schemaTerms(attributes["typeof"]).first {
            renamed["itemscope"] = ""
            renamed["itemtype"] = "https://schema.org/" + type
        } else if renamed["content"] == nil, let resource = attributes["resource"] {
            renamed["content"] = resource
        }
        return renamed
    }
}
