import Foundation

extension RecipePage {
    /// Markers of a schema.org Recipe object written as JSON anywhere else.
    static let maxEmbeddedMarkers = 16

    /// Recipe objects a page writes as JSON outside a JSON-LD script: in the state a script hands
    /// to the page (Next.js `__NEXT_DATA__`, `window.__STATE__ = {...}`, a framework's payload
    /// strings, where the JSON-LD is a string inside a string) and in attribute values
    /// (`data-schema="{&quot;@type&quot;: &quot;Recipe&quot;...}"`). Each `"@type": "Recipe"`
    /// found is read as the object that holds it, after unescaping the text once or twice when
    /// it sits inside a string. The page's main recipe first, as for JSON-LD blocks.
    static func embeddedRecipes(inHTML html: String) -> [RecipeDraft] {
        var texts: [String] = []
        for body in scriptBodies(html) where body.contains("@type") { texts.append(body) }
        texts += attributeJSON(html)
        var found: [SchemaRecipe.Found] = []
        var markers = 0
        // Braces that never close send a scan to the end of the text: a few such per page.
        var unclosed = 0
        for text in texts where markers < maxEmbeddedMarkers {
            var bytes = Array(text.utf8)
            // A Recipe inside a string is escaped once per string around it.
            for _ in 0..<3 {
                let starts = recipeMarkers(bytes, limit: maxEmbeddedMarkers - markers)
                markers += starts.count
                for start in starts {
                    guard let object = enclosingObject(bytes, around: start, unclosed: &unclosed) else { continue }
                    found += SchemaRecipe.recipeObjects(in: object)
                }
                guard starts.isEmpty, let unescaped = unescapedOnce(bytes) else { break }
                bytes = unescaped
            }
        }
        return drafts(from: found, html: html)
    }

    /// The bodies of every `<script>` that is not JSON-LD (those are read as such).
    static func scriptBodies(_ html: String) -> [String] {
        var bodies: [String] = []
        var rest = html[...]
        while let open = rest.firstRange(ofCaseless: "<script") {
            guard let tagEnd = rest[open.upperBound...].firstIndex(of: ">"),
                  let close = rest[tagEnd...].firstRange(ofCaseless: "</script") else { break }
            if rest[open.upperBound..<tagEnd].firstRange(ofCaseless: "ld+json") == nil {
                bodies.append(String(rest[rest.index(after: tagEnd)..<close.lowerBound]))
            }
            rest = rest[close.upperBound...]
        }
        return bodies
    }

    /// Attribute values that hold a Recipe as entity-encoded JSON, decoded.
    static func attributeJSON(_ html: String) -> [String] {
        var values: [String] = []
        var rest = html[...]
        while values.count < maxEmbeddedMarkers, let marker = rest.firstRange(ofCaseless: "&quot;@type&quot;") {
            // A double-quoted attribute value holds no double quote: it runs between two of them.
            let start = rest[..<marker.lowerBound].lastIndex(of: "\"").map { rest.index(after: $0) } ?? marker.lowerBound
            let end = rest[marker.upperBound...].firstIndex(of: "\"") ?? rest.endIndex
            let value = HTMLText.decodeEntities(String(rest[start..<end]))
            if value.contains("Recipe") || value.contains("recipe") { values.append(value) }
            rest = rest[end...].dropFirst()
        }
        return values
    }

    /// Where `"@type"` is followed by a Recipe type (`"Recipe"`, `["Recipe", ...]`, any case).
    static func recipeMarkers(_ bytes: [UInt8], limit: Int) -> [Int] {
        let key = Array(#""@type""#.utf8)
        var found: [Int] = []
        var index = 0
        while index + key.count <= bytes.count, found.count < limit {
            guard bytes[index] == 0x22, bytes[index..<(index + key.count)].elementsEqual(key) else { index += 1; continue }
            var after = index + key.count
            func skipSpace() { while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x0A || bytes[after] == 0x0D || bytes[after] == 0x09 { after += 1 } }
            skipSpace()
            if after < bytes.count, bytes[after] == UInt8(ascii: ":") {
                after += 1
                skipSpace()
                // A list of types may name Recipe after another (`["NewsArticle", "Recipe"]`):
                // each of its first few strings is looked at.
                let isList = after < bytes.count && bytes[after] == UInt8(ascii: "[")
                let value = bytes[after..<min(bytes.count, after + (isList ? 256 : 64))]
                let types = isList ? value.prefix { $0 != UInt8(ascii: "]") }.split(separator: 0x22, omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element) : []
                var named = types.map { String(decoding: $0, as: UTF8.self).lowercased() }
                if !isList, let close = value.dropFirst().firstIndex(of: 0x22), value.first == 0x22 {
                    named = [String(decoding: bytes[(after + 1)..<close], as: UTF8.self).lowercased()]
                }
                if named.contains(where: SchemaRecipe.namesRecipe) { found.append(index) }
            }
            index += key.count
        }
        return found
    }

    /// The JSON object that holds the byte at `position`: the nearest `{` before it whose
    /// matching `}` comes after it, read (mended if need be). Objects start with their type or
    /// soon before it, so only the stretch just before is searched, and after a few braces
    /// that never close (`unclosed`, counted over the page) the search ends: the page's text
    /// is walked to its end a few times at most.
    static func enclosingObject(_ bytes: [UInt8], around position: Int, unclosed: inout Int) -> Any? {
        var start = position
        let earliest = max(0, position - maxObjectLead)
        // A brace inside a string may lead a scan astray to the end; a few such are allowed.
        while start > earliest, unclosed < maxUnclosed {
            start -= 1
            guard bytes[start] == UInt8(ascii: "{") else { continue }
            guard let end = closingBrace(bytes, from: start) else { unclosed += 1; continue }
            guard end > position else { continue }
            return JSONSyntax.value(Data(bytes[start...end]))
        }
        return nil
    }

    /// Bytes before a Recipe's `"@type"` searched for the brace that opens it.
    static let maxObjectLead = 4_096
    /// Scans that may run to the end of a text without finding their brace's match, per page.
    static let maxUnclosed = 4

    /// Where the object opened at `start` closes, strings skipped; nil when it never does.
    static func closingBrace(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var inString = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == 0x22 { inString = false }
            } else if byte == 0x22 {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth <= 0 { return depth == 0 && byte == UInt8(ascii: "}") ? index : nil }
            }
            index += 1
        }
        return nil
    }

    /// The text with one level of string escapes undone (`\"` → `"`, `\\` → `\`, `\/` → `/`,
    /// `\u0022` → `"`); nil when it has none to undo. Other escapes are kept for the JSON reader.
    static func unescapedOnce(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.contains(UInt8(ascii: "\\")) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else { out.append(byte); index += 1; continue }
            let next = bytes[index + 1]
            switch next {
            case 0x22, UInt8(ascii: "\\"), UInt8(ascii: "/"):
                out.append(next)
                index += 2
            case UInt8(ascii: "u") where index + 5 < bytes.count
                && String(decoding: bytes[(index + 2)...(index + 5)], as: UTF8.self).lowercased() == "0022":
                out.append(0x22)
                index += 6
            default:
                out.append(byte)
                out.append(next)
                index += 2
            }
        }
        return out
    }
}
