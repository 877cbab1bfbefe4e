import Foundation

/// The words people read, one table per language (`Resources/Strings/<language>.json`): pages,
/// error messages, scripts and calendar texts all look their text up here, so a translation is
/// one new file. Keys name the place and the meaning (`error.plan.servings`, `home.title`);
/// `{name}` in a text is filled from the arguments.
public struct Strings: Sendable {
    public let language: String
    private let table: [String: String]

    public init(language: String, table: [String: String]) {
        self.language = language
        self.table = table
    }

    /// English, the language every key is written in first.
    public static let english: Strings = bundled["en"] ?? Strings(language: "en", table: [:])
    /// French: the second language, every key of English's in French.
    public static var french: Strings { self.for(.french) }

    /// The table of a language; English's for one the bundle has no table for.
    public static func `for`(_ language: Language) -> Strings {
        bundled[language.code] ?? english
    }

    /// Every table in the bundle, read once: `Strings/<code>.json` for each language.
    private static let bundled: [String: Strings] = {
        guard let folder = Bundle.module.url(forResource: "Strings", withExtension: nil),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [:] }
        var tables: [String: Strings] = [:]
        for name in names where name.hasSuffix(".json") {
            let code = String(name.dropLast(5))
            if let strings = load(code) { tables[code] = strings }
        }
        return tables
    }()

    /// The codes of the bundled tables, English first.
    static let bundledCodes: [String] = bundled.keys.sorted { ($0 == "en" ? 0 : 1, $0) < ($1 == "en" ? 0 : 1, $1) }

    /// The table for `language` from the bundle, or nil when there is none.
    public static func load(_ language: String) -> Strings? {
        guard let url = Bundle.module.url(forResource: language, withExtension: "json", subdirectory: "Strings"),
              let data = try? Data(contentsOf: url),
              let table = try? JSONDecoder().decode([String: String].self, from: data)
        else { return nil }
        return Strings(language: language, table: table)
    }

    /// Every key of the table, for the test that checks each language has them all.
    public var keys: Set<String> { Set(table.keys) }

    public func has(_ key: String) -> Bool { table[key] != nil }

    /// The text for `key` with its `{placeholders}` filled; a missing key answers the key itself,
    /// so a forgotten entry shows up on the page and in the tests rather than as a blank.
    public func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        guard let template = table[key] else { return key }
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var result = ""
        result.reserveCapacity(template.utf8.count)
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            if let value = arguments[name] {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }
}
