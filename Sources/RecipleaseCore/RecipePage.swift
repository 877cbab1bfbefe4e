import Foundation

public enum RecipePageError: Error, Equatable, CustomStringConvertible {
    case noRecipeData

    public var description: String {
        switch self {
        case .noRecipeData:
            "this page has no recipe data (no schema.org Recipe in JSON-LD or microdata)"
        }
    }
}

/// Finds the recipes a web page declares: schema.org `Recipe` in its JSON-LD scripts first,
/// then in microdata (`itemscope itemtype=".../Recipe"`).
public enum RecipePage {
    public static func recipes(inHTML html: String) throws -> [RecipeDraft] {
        var drafts: [RecipeDraft] = []
        for block in jsonLDBlocks(html) {
            // A broken block among good ones is skipped; the page may have others.
            if let found = try? SchemaRecipe.read(Data(block.utf8)) { drafts += found }
        }
        if drafts.isEmpty, let microdata = Microdata.recipe(inHTML: html) {
            drafts.append(microdata)
        }
        guard !drafts.isEmpty else { throw RecipePageError.noRecipeData }
        return drafts
    }

    /// The bodies of `<script type="application/ld+json">` elements.
    static func jsonLDBlocks(_ html: String) -> [String] {
        var blocks: [String] = []
        var rest = html[...]
        while let open = rest.range(of: "<script", options: .caseInsensitive) {
            guard let tagEnd = rest[open.upperBound...].firstIndex(of: ">") else { break }
            let attributes = rest[open.upperBound..<tagEnd].lowercased()
            guard let close = rest[tagEnd...].range(of: "</script", options: .caseInsensitive) else { break }
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
        }
        return blocks
    }
}

/// A small reader for schema.org microdata: enough of HTML to follow `itemscope`, `itemprop`
/// and their values, without a full HTML parser.
enum Microdata {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        var children: [Element] = []
    }

    static func recipe(inHTML html: String) -> RecipeDraft? {
        let root = parse(html)
        guard let scope = find(root, where: { element in
            element.attributes["itemscope"] != nil && (element.attributes["itemtype"] ?? "").hasSuffix("/Recipe")
        }) else { return nil }
        var properties: [String: [Any]] = [:]
        collect(scope, into: &properties)
        var object: [String: Any] = ["@type": "Recipe"]
        for (key, values) in properties { object[key] = values.count == 1 ? values[0] : values }
        return try? SchemaRecipe.draft(object)
    }

    /// Properties of a scope; nested scopes (a HowToStep, an author) become objects of their own.
    private static func collect(_ element: Element, into properties: inout [String: [Any]]) {
        for child in element.children {
            if let names = child.attributes["itemprop"] {
                let value: Any
                if child.attributes["itemscope"] != nil {
                    var nested: [String: [Any]] = [:]
                    collect(child, into: &nested)
                    var object: [String: Any] = [:]
                    if let type = child.attributes["itemtype"] { object["@type"] = String(type.split(separator: "/").last ?? "") }
                    for (key, values) in nested { object[key] = values.count == 1 ? values[0] : values }
                    if object["text"] == nil && object["itemListElement"] == nil { object["text"] = textContent(child) }
                    value = object
                } else {
                    value = propertyValue(child)
                }
                for name in names.split(separator: " ") { properties[String(name), default: []].append(value) }
            }
            // A nested item's properties are its own, not the recipe's.
            if child.attributes["itemscope"] == nil { collect(child, into: &properties) }
        }
    }

    private static func propertyValue(_ element: Element) -> String {
        for attribute in ["content", "datetime"] { if let value = element.attributes[attribute] { return value } }
        switch element.name {
        case "img", "audio", "video", "source": return element.attributes["src"] ?? ""
        case "a", "link": return element.attributes["href"] ?? textContent(element)
        case "meta": return element.attributes["content"] ?? ""
        default: return textContent(element)
        }
    }

    private static func textContent(_ element: Element) -> String {
        HTMLText.tidy(rawText(element))
    }

    /// Text in document order; block elements are set apart by spaces, inline ones run on.
    private static func rawText(_ element: Element) -> String {
        if element.name == "#text" { return element.text }
        let inner = element.children.map(rawText).joined()
        return HTMLText.inlineElements.contains(element.name) ? inner : " \(inner) "
    }

    private static func find(_ element: Element, where match: (Element) -> Bool) -> Element? {
        if match(element) { return element }
        for child in element.children { if let found = find(child, where: match) { return found } }
        return nil
    }

    private static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    /// A forgiving tree builder: unknown closing tags are ignored, unclosed ones close with their parent.
    static func parse(_ html: String) -> Element {
        var stack = [Element(name: "#root", attributes: [:])]
        var index = html.startIndex
        func appendText(_ text: Substring) {
            guard !text.isEmpty else { return }
            // Text is kept as a child of its own, so text and elements stay in document order.
            stack[stack.count - 1].children.append(Element(name: "#text", attributes: [:], text: HTMLText.decodeEntities(String(text))))
        }
        while index < html.endIndex {
            guard let open = html[index...].firstIndex(of: "<") else { appendText(html[index...]); break }
            appendText(html[index..<open])
            guard let close = html[open...].firstIndex(of: ">") else { break }
            let tag = html[html.index(after: open)..<close]
            index = html.index(after: close)
            if tag.hasPrefix("!") || tag.hasPrefix("?") { continue }
            if tag.hasPrefix("/") {
                let name = tag.dropFirst().trimmingCharacters(in: .whitespaces).lowercased()
                if let at = stack.lastIndex(where: { $0.name == name }), at > 0 {
                    while stack.count > at { let done = stack.removeLast(); stack[stack.count - 1].children.append(done) }
                }
                continue
            }
            let element = element(from: tag)
            if element.name == "script" || element.name == "style" {
                // Their bodies are not page text.
                if let end = html[index...].range(of: "</" + element.name, options: .caseInsensitive) {
                    index = html[end.upperBound...].firstIndex(of: ">").map { html.index(after: $0) } ?? html.endIndex
                }
                continue
            }
            if voidElements.contains(element.name) || tag.hasSuffix("/") {
                stack[stack.count - 1].children.append(element)
            } else {
                stack.append(element)
            }
        }
        while stack.count > 1 { let done = stack.removeLast(); stack[stack.count - 1].children.append(done) }
        return stack[0]
    }

    private static func element(from tag: Substring) -> Element {
        var body = tag
        if body.hasSuffix("/") { body = body.dropLast() }
        let name = body.prefix { !$0.isWhitespace }.lowercased()
        var attributes: [String: String] = [:]
        var rest = body.dropFirst(name.count)
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard !rest.isEmpty else { break }
            let key = rest.prefix { !$0.isWhitespace && $0 != "=" }
            rest = rest.dropFirst(key.count).drop { $0.isWhitespace }
            var value = ""
            if rest.first == "=" {
                rest = rest.dropFirst().drop { $0.isWhitespace }
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    rest = rest.dropFirst()
                    value = String(rest.prefix { $0 != quote })
                    rest = rest.dropFirst(value.count + 1)
                } else {
                    value = String(rest.prefix { !$0.isWhitespace })
                    rest = rest.dropFirst(value.count)
                }
            }
            if key.isEmpty { rest = rest.dropFirst(); continue }
            attributes[key.lowercased()] = HTMLText.decodeEntities(value)
        }
        return Element(name: name, attributes: attributes)
    }
}
