import Foundation

/// Reads a recipe document of any kind Reciplease imports, choosing the reader by its content
/// and name: a web page (JSON-LD or microdata), a JSON-LD document, or a Cooklang file.
public enum RecipeImport {
    public static func drafts(from data: Data, fileName: String) throws -> [RecipeDraft] {
        let data = fromUTF16(data)
        let text = decodedText(data)
        if fileName.lowercased().hasSuffix(".cook") {
            let title = title(ofFile: fileName)
            // a recipe pasted as plain text (no Cooklang marks) is read as one
            let cooklang = Result { try Cooklang.draft(text, title: title) }
            if (try? cooklang.get())?.ingredientLines.isEmpty ?? true,
               let plain = PlainTextRecipe.draft(text, title: title, parser: IngredientParser(catalog: .shared)) {
                return [plain]
            }
            return [try cooklang.get()]
        }
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.first
        if start == "{" || start == "[" {
            // Reciplease's own export: its recipes are schema.org JSON-LD under "recipes".
            if let drafts = try exportRecipes(data) { return drafts }
            // A JSON-LD document, or JSON Lines of them (Reciplease's own library format).
            if let drafts = try? SchemaRecipe.read(data) { return drafts }
            return try RecipeLibrary.drafts(jsonLines: text)
        }
        return try RecipePage.recipes(inHTML: text)
    }

    /// A recipe's title taken from its file's name ("Buttered_Pasta.cook" is "Buttered Pasta"): the
    /// name without folder or extension, "_" as spaces, and no longer than a title may be, cut at
    /// the last space that fits; a file's name is no title the person typed, so it never sinks
    /// the recipe for its length.
    static func title(ofFile fileName: String) -> String {
        var name = ((fileName as NSString).lastPathComponent as NSString).deletingPathExtension
        // ".cook" alone is a name that is all extension
        if name.lowercased() == ".cook" { name = "" }
        let title = HTMLText.tidy(name.replacingOccurrences(of: "_", with: " "))
        // A name with nothing to read ("___.cook", ".cook", a zero-width space, a control
        // character) made the recipe fail for "a title"; the pasted file's name stands instead.
        let visible = title.unicodeScalars.contains { scalar in
            !scalar.properties.isWhitespace && ![.format, .control].contains(scalar.properties.generalCategory)
        }
        guard visible else { return "Imported recipe" }
        guard title.lengthForLimits > RecipeRules.titleLength else { return title }
        let kept = Substring(title.prefixForLimits(RecipeRules.titleLength))
        let cut = kept.lastIndex(of: " ").map { kept[..<$0] } ?? kept
        return cut.trimmingCharacters(in: .whitespaces)
    }

    /// The document's text: UTF-8, else (older pages in Latin-1 or Windows-1252, which are not
    /// valid UTF-8 once they hold an accent) Windows-1252, so "crème" is not read as "cr�me".
    /// A file saved as UTF-16 with its byte order mark (Windows Notepad's "Unicode"), as UTF-8:
    /// every reader reads UTF-8 bytes (it was "no recipe data"; CLI probe, 2026-12-07). Any other
    /// file as it is.
    public static func fromUTF16(_ data: Data) -> Data {
        let encoding: String.Encoding
        if data.starts(with: [0xFF, 0xFE]) { encoding = .utf16LittleEndian } else if data.starts(with: [0xFE, 0xFF]) { encoding = .utf16BigEndian } else { return data }
        guard let text = String(data: data.dropFirst(2), encoding: encoding) else { return data }
        return Data(text.utf8)
    }

    static func decodedText(_ data: Data) -> String {
        if let text = String(data: data, encoding: .utf8) { return text }
        return String(data: data, encoding: .windowsCP1252) ?? String(decoding: data, as: UTF8.self)
    }

    /// The format name of a Reciplease export document.
    public static let exportFormat = "reciplease-export"

    /// The version of the export documents this build writes and reads; a later one may be
    /// shaped otherwise, so it is refused rather than misread.
    public static let exportVersion = 1

    /// An export document's version, read from its JSON object before anything else, by every
    /// reader of the format (the command line's `RecipeImport`, the server's `AccountExport`):
    /// nil when the object is no Reciplease export. One without a whole-number version, or with
    /// a later one than `exportVersion`, is refused.
    public static func exportVersion(of object: [String: Any]) throws -> Int? {
        guard object["format"] as? String == exportFormat else { return nil }
        guard let number = SchemaRecipe.number(object["version"]), number.rounded() == number, number >= 0 else {
            throw CodedProblem(.invalid, "export.unreadable", ["detail": "version is required, a whole number"])
        }
        guard let version = Int(checked: number, in: 0...exportVersion) else {
            let written = Int(checked: number).map(String.init) ?? String(number)
            throw CodedProblem(.invalid, "export.version", ["version": written, "current": "\(exportVersion)"])
        }
        return version
    }

    /// The recipes of a Reciplease export (`{"format": "reciplease-export", "version": 1,
    /// "recipes": [...]}`), or nil when the data is not one. One without its version or its list
    /// of recipes is refused as the server refuses it, not read as an export of nothing.
    public static func exportRecipes(_ data: Data) throws -> [RecipeDraft]? {
        guard let object = JSONSyntax.grammaticalValue(data) as? [String: Any],
              try exportVersion(of: object) != nil else { return nil }
        guard let recipes = object["recipes"] as? [[String: Any]] else {
            throw CodedProblem(.invalid, "export.unreadable", ["detail": "recipes is required, a list of recipes"])
        }
        return try recipes.map(SchemaRecipe.draft)
    }
}
