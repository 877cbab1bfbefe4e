import Foundation
import RecipleaseCore
import Vapor

/// A recipe as a person sends it, from the form or the API, before it is checked.
struct RecipeInput: Sendable {
    var title: String?
    var servings: Int?
    var prepMinutes: Int?
    var cookMinutes: Int?
    var cuisines: [String] = []
    var mealTypes: [String] = []
    var ingredients: [String] = []
    var instructions: [String] = []
    var image: String?
    var videoURL: String?
    var sourceURL: String?
    var notes: String?
    var tags: [String] = []
}

/// A recipe that passed every rule, tidied, ready to be written.
struct CheckedRecipe: Sendable, Equatable {
    var title: String
    var servings: Int
    var prepMinutes: Int?
    var cookMinutes: Int?
    var cuisines: [String]
    var mealTypes: [MealType]
    var ingredients: [String]
    var instructions: [String]
    var image: String?
    var videoURL: String?
    var sourceURL: String?
    var notes: String?
    var tags: [String]
}

/// Everything wrong with a recipe, each in words a person can act on.
struct RecipeInputError: AbortError, Equatable {
    let problems: [String]
    var status: HTTPResponseStatus { .badRequest }
    var reason: String { problems.joined(separator: " ") }
}

/// What makes a typed recipe acceptable. Every rule is checked and every broken one named, so
/// the form can show them all at once; nothing is written unless all hold.
enum RecipeRules {
    static let titleLength = 120
    static let servings = 1...100
    /// A week, in minutes.
    static let minutes = 0...10_080
    static let maxIngredients = 100
    static let lineLength = 200
    static let maxSteps = 60
    static let stepLength = 2_000
    static let maxCuisines = 3
    static let nameLength = 40
    static let maxTags = 20
    static let urlLength = 2_000
    static let notesLength = 4_000

    /// - Parameter picturePath: the recipe's own generated picture; sent back unchanged (a
    ///   client that PUTs what it GOT), it means "no image of its own".
    static func check(_ input: RecipeInput, problems earlier: [String] = [], picturePath: String? = nil) throws(RecipeInputError) -> CheckedRecipe {
        var problems = earlier
        let title = line(input.title ?? "")
        if title.isEmpty {
            problems.append("A recipe needs a title.")
        } else if title.count > titleLength {
            problems.append("The title is \(title.count) characters; at most \(titleLength).")
        }
        var servings = 0
        if let given = input.servings {
            if RecipeRules.servings.contains(given) { servings = given } else {
                problems.append("Servings must be a whole number from \(RecipeRules.servings.lowerBound) to \(RecipeRules.servings.upperBound); \(given) is not.")
            }
        } else if !earlier.contains(where: { $0.hasPrefix("Servings") }) {
            problems.append("Say how many servings the recipe makes (\(RecipeRules.servings.lowerBound) to \(RecipeRules.servings.upperBound)).")
        }
        for (name, value) in [("Prep time", input.prepMinutes), ("Cook time", input.cookMinutes)] {
            if let value, !minutes.contains(value) {
                problems.append("\(name) is in minutes, from 0 to \(minutes.upperBound) (a week); \(value) is not.")
            }
        }

        let cuisines = names(input.cuisines, kind: "cuisine", max: maxCuisines, problems: &problems)
            .map { Cuisine.canonical($0) ?? $0 }
        var mealTypes: [MealType] = []
        var unknownMeals: [String] = []
        for raw in input.mealTypes.map(line) where !raw.isEmpty {
            if let meal = MealType(rawValue: raw.lowercased()) {
                if !mealTypes.contains(meal) { mealTypes.append(meal) }
            } else {
                unknownMeals.append(String(raw.prefix(nameLength)))
            }
        }
        if !unknownMeals.isEmpty {
            problems.append("Unknown meal type \(unknownMeals.map { "\"\($0)\"" }.joined(separator: ", ")); the meal types are \(MealType.allCases.map(\.rawValue).joined(separator: ", ")).")
        }

        let ingredients = input.ingredients.map(line).filter { !$0.isEmpty }
        if ingredients.isEmpty {
            problems.append("A recipe needs at least one ingredient line.")
        } else if ingredients.count > maxIngredients {
            problems.append("A recipe can have at most \(maxIngredients) ingredient lines; this one has \(ingredients.count).")
        }
        for (number, text) in ingredients.enumerated() where text.count > lineLength {
            problems.append("Ingredient line \(number + 1) (\"\(text.prefix(30))…\") is \(text.count) characters; at most \(lineLength).")
        }

        let instructions = input.instructions.map(line).filter { !$0.isEmpty }
        if instructions.count > maxSteps {
            problems.append("A recipe can have at most \(maxSteps) steps; this one has \(instructions.count).")
        }
        for (number, text) in instructions.enumerated() where text.count > stepLength {
            problems.append("Step \(number + 1) is \(text.count) characters; at most \(stepLength).")
        }

        var image = input.image.map(line).flatMap { $0.isEmpty ? nil : $0 }
        if image != nil, image == picturePath { image = nil }
        let imageURL = webLink(image, name: "The image URL", problems: &problems)
        let videoURL = webLink(input.videoURL, name: "The video URL", problems: &problems)
        let sourceURL = webLink(input.sourceURL, name: "The source URL", problems: &problems)

        let notes = paragraph(input.notes ?? "")
        if notes.count > notesLength {
            problems.append("The notes are \(notes.count) characters; at most \(notesLength).")
        }
        let tags = names(input.tags, kind: "tag", max: maxTags, problems: &problems)

        guard problems.isEmpty else { throw RecipeInputError(problems: problems) }
        return CheckedRecipe(
            title: title, servings: servings, prepMinutes: input.prepMinutes, cookMinutes: input.cookMinutes,
            cuisines: cuisines, mealTypes: mealTypes.sorted(), ingredients: ingredients, instructions: instructions,
            image: imageURL, videoURL: videoURL, sourceURL: sourceURL, notes: notes.isEmpty ? nil : notes, tags: tags
        )
    }

    /// One line of text: control characters dropped, runs of whitespace made one space.
    static func line(_ text: String) -> String {
        HTMLText.tidy(String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? " " : $0 })))
    }

    /// Text that may keep its line breaks (notes): each line tidied, blank runs made one.
    static func paragraph(_ text: String) -> String {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map { line(String($0)) }
        var kept: [String] = []
        for text in lines where !(text.isEmpty && (kept.last?.isEmpty ?? true)) { kept.append(text) }
        while kept.last?.isEmpty == true { kept.removeLast() }
        return kept.joined(separator: "\n")
    }

    /// The lines of a text box: one item per line, blank lines dropped.
    static func lines(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { line(String($0)) }.filter { !$0.isEmpty }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format && scalar.value != 0x200D
    }

    private static func names(_ raw: [String], kind: String, max: Int, problems: inout [String]) -> [String] {
        var names: [String] = []
        for name in raw.map(line) where !name.isEmpty && !names.contains(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
            names.append(name)
        }
        if names.count > max { problems.append("At most \(max) \(kind)s; there are \(names.count).") }
        for name in names where name.count > nameLength {
            problems.append("The \(kind) \"\(name.prefix(20))…\" is \(name.count) characters; at most \(nameLength).")
        }
        return names
    }

    /// An http(s) address with a host, or nil when none was given.
    private static func webLink(_ raw: String?, name: String, problems: inout [String]) -> String? {
        guard let raw else { return nil }
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        guard text.count <= urlLength else {
            problems.append("\(name) is \(text.count) characters; at most \(urlLength).")
            return nil
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty, !text.contains(where: { $0.isWhitespace }) else {
            problems.append("\(name) must be a web address starting with http:// or https://; \"\(text.prefix(40))\" is not.")
            return nil
        }
        return text
    }
}
