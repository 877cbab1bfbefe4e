import Foundation
import Leaf
import LeafKit
import RecipleaseCore
import Vapor

/// Leaf tags that read the strings table, so templates and scripts carry keys, not English.
/// A page rendered for a request speaks the request's language (`request.strings`); the table
/// given here serves a render without one.
enum StringsTags {
    static func register(on app: Application, strings: Strings = .english) {
        app.leaf.tags["t"] = TextTag(strings: strings)
        app.leaf.tags["scriptStrings"] = ScriptStringsTag(strings: strings)
        app.leaf.tags["languageButtons"] = LanguageButtonsTag()
    }
}

extension LeafContext {
    /// The table of the request being rendered, else the one the tag was made with.
    func strings(else fallback: Strings) -> Strings {
        request?.strings ?? fallback
    }
}

/// `#languageButtons()`: the footer switcher's buttons, one per bundled language, each named in
/// itself with its `lang`, the page's own marked `aria-current`. Markup, since a Leaf loop cannot
/// run over a tag; the values are escaped here.
struct LanguageButtonsTag: UnsafeUnescapedLeafTag {
    func render(_ ctx: LeafContext) throws -> LeafData {
        let current = ctx.request?.language ?? .english
        let buttons = Language.bundled.map { language in
            let code = language.code.htmlEscaped()
            let marked = language == current ? #" aria-current="true""# : ""
            return #"<button type="submit" name="language" value="\#(code)" lang="\#(code)"\#(marked)>\#(language.name.htmlEscaped())</button>"#
        }
        return .string(buttons.joined())
    }
}

/// `#t("home.title")`, or `#t("favorites.count", "shown", shownCount, "total", total)` to fill
/// `{shown}` and `{total}`: the text for a key, escaped like any other output.
struct TextTag: LeafTag {
    let strings: Strings

    func render(_ ctx: LeafContext) throws -> LeafData {
        guard let key = ctx.parameters.first?.string else {
            throw LeafError(.unknownError("#t needs a key"))
        }
        let pairs = ctx.parameters.dropFirst()
        guard pairs.count.isMultiple(of: 2) else {
            throw LeafError(.unknownError("#t(\"\(key)\") takes its values as name, value pairs"))
        }
        var arguments: [String: String] = [:]
        var rest = pairs.makeIterator()
        while let name = rest.next(), let value = rest.next() {
            arguments[name.string ?? ""] = value.string ?? ""
        }
        return .string(ctx.strings(else: strings).text(key, arguments))
    }
}

/// `#scriptStrings("js.favorites")`: the texts a page's scripts show, every key under the given
/// prefixes, as one JSON object for a `data-strings` attribute (escaped, so it is safe there;
/// the policy forbids inline scripts, so the texts do not travel in a script element).
struct ScriptStringsTag: LeafTag {
    let strings: Strings

    func render(_ ctx: LeafContext) throws -> LeafData {
        let prefixes = ctx.parameters.compactMap { $0.string.map { $0 + "." } }
        let strings = ctx.strings(else: strings)
        let keys = strings.keys.filter { key in prefixes.contains { key.hasPrefix($0) } }
        let table = Dictionary(uniqueKeysWithValues: keys.map { ($0, strings.text($0)) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(table)
        return .string(String(decoding: data, as: UTF8.self))
    }
}
