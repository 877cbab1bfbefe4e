import Foundation

public enum CooklangError: Error, Equatable, CustomStringConvertible {
    case noSteps

    public var description: String {
        switch self {
        case .noSteps: "the Cooklang file has no steps"
        }
    }
}

/// Reads Cooklang (`.cook`) recipes: `@ingredient{2%cups}`, `#cookware{}`, `~{10%minutes}`,
/// `--` and `[- -]` comments, `>> key: value` metadata or a `---` front matter block.
public enum Cooklang {
    public static func draft(_ text: String, title fallbackTitle: String) throws -> RecipeDraft {
        var metadata: [String: String] = [:]
        var body = text.replacingOccurrences(of: "\r\n", with: "\n")
        body = stripBlockComments(body)
        var lines = body.components(separatedBy: "\n")
        if lines.first?.trimmingCharacters(in: .whitespaces) == "---",
           let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) {
            for line in lines[1..<end] { addMetadata(line, to: &metadata) }
            lines.removeSubrange(0...end)
        }
        var steps: [String] = []
        var ingredients: [String] = []
        var paragraph: [String] = []
        func endParagraph() {
            let text = HTMLText.tidy(paragraph.joined(separator: " "))
            if !text.isEmpty { steps.append(text) }
            paragraph = []
        }
        for raw in lines {
            var line = raw
            if let comment = line.range(of: "--") { line = String(line[..<comment.lowerBound]) }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(">>") {
                addMetadata(String(trimmed.dropFirst(2)), to: &metadata)
                continue
            }
            if trimmed.isEmpty { endParagraph(); continue }
            // A section heading (`= Dough =`) is not a step.
            if trimmed.hasPrefix("=") { endParagraph(); continue }
            let (text, found) = readStep(trimmed)
            ingredients += found
            paragraph.append(text)
        }
        endParagraph()
        guard !steps.isEmpty else { throw CooklangError.noSteps }
        let servings = metadata["servings"].flatMap { $0.split(whereSeparator: { !$0.isNumber }).first }.flatMap { Int($0) }
        return RecipeDraft(
            title: metadata["title"].map(HTMLText.tidy) ?? fallbackTitle,
            summary: metadata["description"] ?? metadata["introduction"],
            image: metadata["image"],
            sourceURL: metadata["source"] ?? metadata["source.url"],
            servings: servings,
            prepMinutes: metadata["prep time"].flatMap(minutes) ?? metadata["time.prep"].flatMap(minutes),
            cookMinutes: metadata["cook time"].flatMap(minutes) ?? metadata["time.cook"].flatMap(minutes),
            totalMinutes: metadata["time"].flatMap(minutes) ?? metadata["duration"].flatMap(minutes),
            cuisines: metadata["cuisine"].map { $0.split(separator: ",").map { HTMLText.tidy(String($0)) } } ?? [],
            mealTypes: (metadata["course"] ?? metadata["category"]).flatMap(SchemaRecipe.mealType).map { [$0] } ?? [],
            ingredientLines: ingredients,
            instructions: steps,
            tags: metadata["tags"].map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: ",").map { HTMLText.tidy(String($0)) } } ?? []
        )
    }

    private static func stripBlockComments(_ text: String) -> String {
        var out = "", rest = text[...]
        while let open = rest.firstRange(ofCaseless: "[-") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(ofCaseless: "-]") else { return out }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    private static func addMetadata(_ line: String, to metadata: inout [String: String]) {
        guard let colon = line.firstIndex(of: ":") else { return }
        let key = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if !key.isEmpty && !value.isEmpty { metadata[key] = value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
    }

    /// "10 minutes", "1 hour 30 min", "45", "1h30m".
    static func minutes(_ text: String) -> Int? {
        var total = 0.0, number = "", found = false
        let lower = text.lowercased() + " "
        var index = lower.startIndex
        while index < lower.endIndex {
            let character = lower[index]
            if character.isNumber || character == "." {
                number.append(character)
            } else if !number.isEmpty, character.isLetter {
                let word = lower[index...].prefix { $0.isLetter }
                guard let value = Double(number) else { return nil }
                total += word.hasPrefix("h") ? value * 60 : word.hasPrefix("d") ? value * 1440 : value
                number = ""
                found = true
                index = lower.index(index, offsetBy: word.count)
                continue
            } else if !number.isEmpty, !character.isWhitespace {
                return nil
            }
            index = lower.index(after: index)
        }
        if let value = Double(number) { total += value; found = true }
        return found ? Int(checked: total, in: 0...Int(Int32.max)) : nil
    }

    /// The step as a person reads it, and the ingredient lines it names.
    static func readStep(_ line: String) -> (String, [String]) {
        var text = "", ingredients: [String] = []
        var index = line.startIndex
        // Past the last `}` no brace can close, so a line of open braces is not searched again and again.
        let lastClose = line.lastIndex(of: "}")
        while index < line.endIndex {
            let character = line[index]
            guard character == "@" || character == "#" || character == "~" else {
                text.append(character)
                index = line.index(after: index)
                continue
            }
            let start = line.index(after: index)
            // A multi-word name runs to a `{` before the next marker; a single word needs none.
            // Searching only up to that marker keeps a line of many markers linear.
            let nextMarker = line[start...].firstIndex { $0 == "@" || $0 == "#" || $0 == "~" }
            let brace = line[start..<(nextMarker ?? line.endIndex)].firstIndex(of: "{")
            var name: Substring, amount = ""
            if let brace, let lastClose, brace < lastClose, let close = line[brace...].firstIndex(of: "}") {
                name = line[start..<brace]
                amount = String(line[line.index(after: brace)..<close])
                index = line.index(after: close)
            } else {
                name = line[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                index = line.index(start, offsetBy: name.count)
            }
            let cleanName = HTMLText.tidy(String(name))
            switch character {
            case "@":
                text += cleanName
                let parts = amount.split(separator: "%", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                let quantity = parts.first ?? "", unit = parts.count > 1 ? parts[1] : ""
                ingredients.append(HTMLText.tidy([quantity, unit, cleanName].joined(separator: " ")))
            case "#":
                text += cleanName
            default:
                // A timer reads as its duration: "~{10%minutes}" is "10 minutes".
                text += HTMLText.tidy(amount.replacingOccurrences(of: "%", with: " "))
            }
        }
        return (HTMLText.tidy(text), ingredients)
    }
}
