import Foundation

extension RecipePage {
    /// Every Recipe of the page's JSON-LD blocks, the page's main one first: the one a
    /// `mainEntity` holds or names, else the one whose name the page's title carries, else the
    /// first in document order. A block that is not strictly JSON is read again mended
    /// (`JSONSyntax.mended`), or decoded when entity-encoded whole; one that still fails is
    /// skipped, the page may have others.
    static func jsonLDRecipes(inHTML html: String) -> [RecipeDraft] {
        var found: [SchemaRecipe.Found] = []
        for block in jsonLDBlocks(html) {
            // A template that escapes what it prints writes the whole block entity-encoded
            // (`{&quot;@type&quot;: ...}`): read it decoded when it is not JSON as it stands.
            guard let json = json(in: block)
                ?? (block.contains("&quot;") ? json(in: HTMLText.decodeEntities(block)) : nil)
            else { continue }
            found += SchemaRecipe.recipeObjects(in: json)
        }
        return drafts(from: found, html: html)
    }

    /// A block's JSON, read strictly, else mended once; nil when still broken.
    private static func json(in block: String) -> Any? {
        JSONSyntax.value(Data(block.utf8))
    }

    /// Found Recipe objects as drafts, each once, the page's main one first.
    static func drafts(from found: [SchemaRecipe.Found], html: String) -> [RecipeDraft] {
        var drafts: [(draft: RecipeDraft, isMain: Bool)] = []
        // A page that declares one recipe twice (two blocks, or a graph and its main entity) imports it once.
        var seen: Set<RecipeDraft> = []
        for item in found {
            guard let draft = try? SchemaRecipe.draft(item.object, fromPage: true) else { continue }
            if seen.insert(draft).inserted {
                drafts.append((draft, item.isMain))
            } else if item.isMain, let index = drafts.firstIndex(where: { $0.draft == draft }) {
                drafts[index].isMain = true
            }
        }
        // A recipe declared twice, once without its lines (a ratings plugin's fragment of it): the
        // one with them stands for both.
        let listed = Set(drafts.filter { !$0.draft.ingredientLines.isEmpty }.map { $0.draft.title.lowercased() })
        for index in drafts.indices.reversed() where drafts[index].draft.ingredientLines.isEmpty && listed.contains(drafts[index].draft.title.lowercased()) {
            let dropped = drafts.remove(at: index)
            if dropped.isMain, let kept = drafts.firstIndex(where: { $0.draft.title.lowercased() == dropped.draft.title.lowercased() && !$0.draft.ingredientLines.isEmpty }) {
                drafts[kept].isMain = true
            }
        }
        if let main = drafts.firstIndex(where: \.isMain) ?? mainByTitle(drafts.map(\.draft), html: html), main > 0 {
            drafts.insert(drafts.remove(at: main), at: 0)
        }
        return drafts.map(\.draft)
    }

    /// The recipe whose name the page's title (`og:title`, else `<title>`) starts with or holds.
    static func mainByTitle(_ drafts: [RecipeDraft], html: String) -> Int? {
        // A title is a line; held to one, matching costs no more than the recipes' names do.
        guard drafts.count > 1, let title = pageTitle(html)?.prefix(300).lowercased(), !title.isEmpty else { return nil }
        let names = drafts.map { $0.title.lowercased() }
        return names.firstIndex { title.hasPrefix($0) } ?? names.firstIndex { title.contains($0) }
    }

    /// The page's own title: its `og:title` meta, else its `<title>`.
    static func pageTitle(_ html: String) -> String? {
        metaContents(html, naming: ["og:title"]).first ?? documentTitle(html)
    }

    /// The site's own name, as its `og:site_name` or `application-name` meta gives it.
    static func siteNames(_ html: String) -> [String] {
        metaContents(html, naming: ["og:site_name", "application-name"]).filter { !$0.isEmpty && $0.count <= 100 }
    }

    /// The `content` of each `<meta>` whose attributes name one of `keys`, in page order.
    static func metaContents(_ html: String, naming keys: [String]) -> [String] {
        var found: [String] = []
        var rest = html[...]
        while let meta = rest.firstRange(ofCaseless: "<meta") {
            guard let end = rest[meta.upperBound...].firstIndex(of: ">") else { break }
            let tag = rest[meta.upperBound..<end]
            if keys.contains(where: { key in ["\"" + key + "\"", "'" + key + "'"].contains { tag.firstRange(ofCaseless: $0) != nil } }),
               let content = tag.firstRange(ofCaseless: "content=") {
                let value = tag[content.upperBound...]
                if let quote = value.first, quote == "\"" || quote == "'" {
                    found.append(HTMLText.plain(String(value.dropFirst().prefix { $0 != quote })))
                }
            }
            rest = rest[end...]
        }
        return found
    }

    /// The text of the page's `<title>` element, what a browser shows on its tab.
    static func documentTitle(_ html: String) -> String? {
        guard let open = html[...].firstRange(ofCaseless: "<title"),
              let start = html[open.upperBound...].firstIndex(of: ">"),
              let close = html[start...].firstRange(ofCaseless: "</title") else { return nil }
        return HTMLText.plain(String(html[html.index(after: start)..<close.lowerBound]))
    }
}
