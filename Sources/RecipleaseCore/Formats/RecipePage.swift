import Foundation

public enum RecipePageError: Error, Equatable, CustomStringConvertible {
    case noRecipeData
    /// Microdata whose properties nest inside one another so much that reading them would take
    /// far more text than any recipe has.
    case tooComplex

    public var description: String {
        switch self {
        case .noRecipeData:
            "this page has no recipe data (no schema.org Recipe in JSON-LD or microdata)"
        case .tooComplex:
            "this page's recipe microdata repeats its text too often to be read"
        }
    }
}

/// Finds the recipes a web page declares: schema.org `Recipe` in its JSON-LD scripts first,
/// then as JSON elsewhere (a script's state, an attribute), then in microdata (`itemscope
/// itemtype=".../Recipe"`), then RDFa or a recipe plugin's card; and, where none is usable,
/// the recipe the page shows (`VisibleRecipe`), whose list also sets a declared one right.
public enum RecipePage {
    /// Recipes taken from one page, the main one first: a roundup holds dozens; a page declaring
    /// thousands (4,896 in 650 KB, each saved) would be a collection sent past the collections' queue.
    public static let maxRecipes = 100

    public static func recipes(inHTML html: String) throws -> [RecipeDraft] {
        var drafts = jsonLDRecipes(inHTML: html)
        if drafts.isEmpty { drafts = embeddedRecipes(inHTML: html) }
        if drafts.isEmpty { drafts = try Microdata.recipes(inHTML: html) }
        drafts = try RecipePluginHTML.completing(drafts, inHTML: html)
        drafts = VisibleRecipe.completing(drafts, inHTML: html)
        guard !drafts.isEmpty else { throw RecipePageError.noRecipeData }
        let sites = siteNames(html)
        return drafts.prefix(maxRecipes).map { draft in
            var draft = draft
            draft.title = recipeTitle(withoutSiteName(draft.title, sites))
            return draft
        }
    }

    /// A name the site pads with its own ("Plain Rice - Weeknight Table", where the page's
    /// `og:site_name` is "Weeknight Table"), without it; a name that is only the site's stays.
    static func withoutSiteName(_ title: String, _ sites: [String]) -> String {
        let tidy = HTMLText.tidy(title)
        for site in sites {
            for separator in [" - ", " | ", " – ", " — ", " · ", " :: "] {
                guard let found = tidy.range(of: separator + HTMLText.tidy(site), options: [.caseInsensitive, .anchored, .backwards]) else { continue }
                let kept = String(tidy[..<found.lowerBound]).trimmingCharacters(in: .whitespaces)
                if !kept.isEmpty { return kept }
            }
        }
        return title
    }

    /// The word "recipe" a site sets after a dash in its titles ("Arretjescake – Recept"; a
    /// section's name after a bar, "| Recipes", is kept as sites declare it), and a
    /// wiki's namespace before them ("Cookbook:Pumpkin Pie"), are the page's, not the recipe's name.
    static func recipeTitle(_ title: String) -> String {
        var title = title
        let lowered = title.lowercased()
        for separator in [" – ", " - ", " — "] {
            for word in recipeWords where lowered.hasSuffix(separator + word) {
                let kept = String(title.dropLast(separator.count + word.count)).trimmingCharacters(in: .whitespaces)
                if !kept.isEmpty { title = kept }
            }
        }
        if let colon = title.firstIndex(of: ":"), title.distance(from: title.startIndex, to: colon) <= 20,
           title[..<colon].count > 1, title[..<colon].allSatisfy(\.isLetter),
           let next = title[title.index(after: colon)...].first, next.isUppercase {
            title = String(title[title.index(after: colon)...])
        }
        return title
    }

    /// "Recipe" in the languages of the recipe sites Reciplease has met.
    static let recipeWords = [
        "recipe", "recept", "rezept", "recette", "ricetta", "receta", "receita", "opskrift", "oppskrift", "resepti",
        "przepis",
    ]

    /// "Recipe" where a language sets it after the dish's name (Turkish, Korean).
    static let trailingRecipeWords = ["tarifi", "레시피"]

    /// A title read from what the page shows (not one it declares, which stays as declared)
    /// without "recipe" after the dish where a language sets it so, with no dash:
    /// "Şekerpare Tarifi", "제육볶음 레시피".
    static func shownTitle(_ title: String) -> String {
        for word in trailingRecipeWords where title.lowercased().hasSuffix(" " + word) {
            let kept = String(title.dropLast(word.count + 1)).trimmingCharacters(in: .whitespaces)
            if !kept.isEmpty { return kept }
        }
        return title
    }

    /// The bodies of `<script type="application/ld+json">` elements, but for those in an HTML
    /// comment: a block a site has commented out ("<!-- schema disabled <script …> -->") is
    /// no recipe of the page.
    static func jsonLDBlocks(_ html: String) -> [String] {
        var blocks: [String] = []
        var rest = html[...]
        // the next comment's start, found again only once the scan has passed it
        var comment = rest.firstRange(of: "<!--")
        while let open = rest.firstRange(ofCaseless: "<script") {
            if let start = comment, start.lowerBound < open.lowerBound {
                guard let end = rest[start.upperBound...].firstRange(of: "-->") else { break }
                rest = rest[end.upperBound...]
                comment = rest.firstRange(of: "<!--")
                continue
            }
            guard let tagEnd = rest[open.upperBound...].firstIndex(of: ">") else { break }
            let attributes = rest[open.upperBound..<tagEnd].lowercased()
            guard let close = rest[tagEnd...].firstRange(ofCaseless: "</script") else { break }
            if attributes.contains("application/ld+json") {
                var body = String(rest[rest.index(after: tagEnd)..<close.lowerBound])
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                // Some sites wrap the JSON in an HTML comment or CDATA.
                for wrapper in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("//<![CDATA[", "//]]>")] where body.hasPrefix(wrapper.0) && body.hasSuffix(wrapper.1) {
                    body = String(body.dropFirst(wrapper.0.count).dropLast(wrapper.1.count))
                }
                blocks.append(body)
            }
            rest = rest[close.upperBound...]
            // a "<!--" inside the script was its text, not a comment of the page
            if let start = comment, start.lowerBound < close.upperBound { comment = rest.firstRange(of: "<!--") }
        }
        return blocks
    }
}
