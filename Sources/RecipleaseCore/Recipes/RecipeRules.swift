import Foundation

/// A recipe as a person sends it, from the form or the API, before it is checked.
public struct RecipeInput: Sendable {
    public var title: String?
    public var servings: Int?
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var cuisines: [String]
    public var mealTypes: [String]
    public var ingredients: [String]
    public var instructions: [String]
    public var image: String?
    public var videoURL: String?
    public var sourceURL: String?
    public var notes: String?
    public var tags: [String]
    /// What the recipe makes when that is not servings ("30 spring rolls"); servings keeps the number.
    public var yieldText: String?

    public init(
        title: String? = nil, servings: Int? = nil, prepMinutes: Int? = nil, cookMinutes: Int? = nil,
        cuisines: [String] = [], mealTypes: [String] = [], ingredients: [String] = [], instructions: [String] = [],
        image: String? = nil, videoURL: String? = nil, sourceURL: String? = nil, notes: String? = nil, tags: [String] = [],
        yieldText: String? = nil
    ) {
        self.title = title
        self.servings = servings
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.cuisines = cuisines
        self.mealTypes = mealTypes
        self.ingredients = ingredients
        self.instructions = instructions
        self.image = image
        self.videoURL = videoURL
        self.sourceURL = sourceURL
        self.notes = notes
        self.tags = tags
        self.yieldText = yieldText
    }
}

/// A recipe that passed every rule, tidied, ready to be written.
public struct CheckedRecipe: Sendable, Equatable {
    public var title: String
    public var servings: Int
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var cuisines: [String]
    public var mealTypes: [MealType]
    public var ingredients: [String]
    public var instructions: [String]
    public var image: String?
    public var videoURL: String?
    public var sourceURL: String?
    public var notes: String?
    public var tags: [String]
    /// Without a leading "Makes"; nil when none was given or it only counts servings.
    public var yieldText: String?
}

/// One broken rule of a recipe; `error.recipe.*` in the strings table says it in words.
public struct RecipeProblem: DomainError, Equatable {
    public let code: String
    public let arguments: [String: String]
    public var kind: ProblemKind { .invalid }

    init(_ name: String, _ arguments: [String: String] = [:]) {
        code = "recipe." + name
        self.arguments = arguments
    }

    /// A number field of a form that holds no whole number ("servings", "prep" or "cook").
    public static func notANumber(_ field: String, given: String) -> RecipeProblem {
        RecipeProblem(field + "-number", ["given": String(given.prefix(20)),
                                          "min": "\(RecipeRules.servings.lowerBound)", "max": "\(RecipeRules.servings.upperBound)"])
    }

    var isAboutServings: Bool { code.hasPrefix("recipe.servings") }
}

/// Everything wrong with a recipe, each in words a person can act on.
public struct RecipeInputError: ProblemCollection, Equatable {
    public let problems: [RecipeProblem]
    public var code: String { "recipe.invalid" }
    public var parts: [any DomainError] { problems }

    public init(problems: [RecipeProblem]) { self.problems = problems }

    /// Each problem's message, for a form that lists them.
    public func messages(in strings: Strings = .english) -> [String] { problems.map { $0.message(in: strings) } }
}

/// What makes a typed recipe acceptable. Every rule is checked and every broken one named, so
/// the form can show them all at once; nothing is written unless all hold.
public enum RecipeRules {
    public static let titleLength = 120
    public static let servings = 1...100
    /// A week, in minutes.
    public static let minutes = 0...10_080
    public static let maxIngredients = 100
    /// Items a reader takes from one recipe's list (its lines, steps, tags), ten times what a
    /// recipe may keep: past it the rules refuse the recipe anyway, and a file or page holding
    /// millions ("1 egg" and ten million line breaks in a 100 KB zip) costs no more to read.
    public static let maxReadItems = 1_000
    public static let lineLength = 200
    public static let maxSteps = 60
    public static let stepLength = 2_000
    public static let maxCuisines = 3
    public static let nameLength = 40
    public static let maxTags = 20
    public static let urlLength = 2_000
    public static let notesLength = 4_000
    /// As long as an imported page's yield may be (`SchemaRecipe.yieldText`).
    public static let yieldLength = 80

    /// - Parameter picturePath: the recipe's own generated picture; sent back unchanged (a
    ///   client that PUTs what it GOT), it means "no image of its own".
    public static func check(_ input: RecipeInput, problems earlier: [RecipeProblem] = [], picturePath: String? = nil) throws(RecipeInputError) -> CheckedRecipe {
        var problems = earlier
        func problem(_ name: String, _ arguments: [String: String] = [:]) { problems.append(RecipeProblem(name, arguments)) }
        let title = line(input.title ?? "")
        if title.isEmpty {
            problem("title-missing")
        } else if title.lengthForLimits > titleLength {
            problem("title-length", ["count": "\(title.lengthForLimits)", "max": "\(titleLength)"])
        }
        let range = ["min": "\(RecipeRules.servings.lowerBound)", "max": "\(RecipeRules.servings.upperBound)"]
        var servings = 0
        if let given = input.servings {
            if RecipeRules.servings.contains(given) { servings = given } else {
                problem("servings", range.merging(["given": "\(given)"]) { a, _ in a })
            }
        } else if !earlier.contains(where: \.isAboutServings) {
            problem("servings-missing", range)
        }
        for (name, value) in [("prep-minutes", input.prepMinutes), ("cook-minutes", input.cookMinutes)] {
            if let value, !minutes.contains(value) {
                problem(name, ["given": "\(value)", "max": "\(minutes.upperBound)"])
            }
        }

        let cuisines = names(input.cuisines, kind: "cuisine", max: maxCuisines, problems: &problems)
            .map { Cuisine.canonical($0) ?? $0 }
        var mealTypes: [MealType] = []
        var unknownMeals: [String] = []
        for raw in input.mealTypes.map(line) where !raw.isEmpty {
            if let meal = MealType(rawValue: raw.lowercased()) {
                if !mealTypes.contains(meal) { mealTypes.append(meal) }
            } else if unknownMeals.count < 5 {
                // the reason names the first five; 200,000 made a reply of 1.4 MB
                unknownMeals.append(String(raw.prefix(nameLength)))
            }
        }
        if !unknownMeals.isEmpty {
            problem("meal-type", ["given": unknownMeals.map { "\"\($0)\"" }.joined(separator: ", "),
                                  "meals": MealType.allCases.map(\.rawValue).joined(separator: ", ")])
        }

        let ingredients = input.ingredients.map(line).filter { !$0.isEmpty }
        if ingredients.isEmpty {
            problem("ingredients-missing")
        } else if ingredients.count > maxIngredients {
            problem("ingredients-count", ["count": "\(ingredients.count)", "max": "\(maxIngredients)"])
        }
        for (number, text) in ingredients.enumerated() where text.lengthForLimits > lineLength {
            problem("ingredient-length", ["number": "\(number + 1)", "start": text.prefixForLimits(30), "count": "\(text.lengthForLimits)", "max": "\(lineLength)"])
        }

        let instructions = input.instructions.map(line).filter { !$0.isEmpty }
        if instructions.count > maxSteps {
            problem("steps-count", ["count": "\(instructions.count)", "max": "\(maxSteps)"])
        }
        for (number, text) in instructions.enumerated() where text.lengthForLimits > stepLength {
            problem("step-length", ["number": "\(number + 1)", "count": "\(text.lengthForLimits)", "max": "\(stepLength)"])
        }

        var image = input.image.map(line).flatMap { $0.isEmpty ? nil : $0 }
        if image != nil, image == picturePath { image = nil }
        let imageURL = webLink(image, name: "image-url", problems: &problems)
        let videoURL = webLink(input.videoURL, name: "video-url", problems: &problems)
        let sourceURL = webLink(input.sourceURL, name: "source-url", problems: &problems)

        let notes = paragraph(input.notes ?? "")
        if notes.lengthForLimits > notesLength {
            problem("notes-length", ["count": "\(notes.lengthForLimits)", "max": "\(notesLength)"])
        }
        let tags = names(input.tags, kind: "tag", max: maxTags, problems: &problems)
        let yieldText = line(input.yieldText ?? "")
        if yieldText.lengthForLimits > yieldLength {
            problem("yield-length", ["count": "\(yieldText.lengthForLimits)", "max": "\(yieldLength)"])
        }

        guard problems.isEmpty else { throw RecipeInputError(problems: problems) }
        return CheckedRecipe(
            title: title, servings: servings, prepMinutes: input.prepMinutes, cookMinutes: input.cookMinutes,
            cuisines: cuisines, mealTypes: mealTypes.sorted(), ingredients: ingredients, instructions: instructions,
            image: imageURL, videoURL: videoURL, sourceURL: sourceURL, notes: notes.isEmpty ? nil : notes, tags: tags,
            // "Makes 30 spring rolls" typed whole loses its "Makes"; "4 servings" is the servings box's job.
            yieldText: SchemaRecipe.yieldText(yieldText)
        )
    }

    /// One line of text: control characters dropped, runs of whitespace made one space.
    public static func line(_ text: String) -> String {
        if let ascii = HTMLText.tidyASCII(text, controlsAsSpace: true) { return ascii }
        return HTMLText.tidy(String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? " " : $0 })))
    }

    /// Text that may keep its line breaks (notes): each line tidied, blank runs made one.
    public static func paragraph(_ text: String) -> String {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map { line(String($0)) }
        var kept: [String] = []
        for text in lines where !(text.isEmpty && (kept.last?.isEmpty ?? true)) { kept.append(text) }
        while kept.last?.isEmpty == true { kept.removeLast() }
        return kept.joined(separator: "\n")
    }

    /// The lines of a text box: one item per line, blank lines dropped.
    public static func lines(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { line(String($0)) }.filter { !$0.isEmpty }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format && scalar.value != 0x200D
    }

    private static func names(_ raw: [String], kind: String, max: Int, problems: inout [RecipeProblem]) -> [String] {
        var names: [String] = []
        // the first of the names that differ only in case, by a set of their folded forms (the
        // folding `caseInsensitiveCompare` does): a list of thousands is checked in one pass
        var seen: Set<String> = []
        for name in raw.map(line) where !name.isEmpty && seen.insert(name.folding(options: .caseInsensitive, locale: nil)).inserted {
            names.append(name)
        }
        if names.count > max { problems.append(RecipeProblem(kind + "s-count", ["count": "\(names.count)", "max": "\(max)"])) }
        for name in names where name.lengthForLimits > nameLength {
            problems.append(RecipeProblem(kind + "-length", ["start": name.prefixForLimits(20), "count": "\(name.lengthForLimits)", "max": "\(nameLength)"]))
        }
        return names
    }

    /// An http(s) address with a host, or nil when none was given.
    private static func webLink(_ raw: String?, name: String, problems: inout [RecipeProblem]) -> String? {
        guard let raw else { return nil }
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        guard text.lengthForLimits <= urlLength else {
            problems.append(RecipeProblem(name + "-length", ["count": "\(text.lengthForLimits)", "max": "\(urlLength)"]))
            return nil
        }
        guard isWebLink(text) else {
            problems.append(RecipeProblem(name, ["given": String(text.prefix(40))]))
            return nil
        }
        return text
    }

    /// Whether `text` is an http(s) address with a host and no white space.
    private static func isWebLink(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty, !text.contains(where: { $0.isWhitespace }) else { return false }
        return true
    }

    /// A link read from an imported page or file as the recipe form takes it, or nil when it cannot
    /// be one: trimmed, resolved against `base` (the page's address) when relative ("/img/pie.jpg",
    /// "//cdn.example.com/pie.jpg"), spaces written %20. An import drops a link it cannot use
    /// rather than refusing the recipe for it.
    public static func importedWebLink(_ raw: String?, base: URL? = nil) -> String? {
        guard let raw else { return nil }
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.lengthForLimits <= urlLength else { return nil }
        let text = trimmed.replacingOccurrences(of: " ", with: "%20")
        if isWebLink(text) { return text }
        guard let base, isWebLink(base.absoluteString), let resolved = URL(string: text, relativeTo: base)?.absoluteURL.absoluteString,
              resolved.lengthForLimits <= urlLength, isWebLink(resolved) else { return nil }
        return resolved
    }
}

extension StringProtocol {
    /// The text's pieces between separators, at most `RecipeRules.maxReadItems` of them. The
    /// text past the last piece taken is never split, so a file of ten million line breaks
    /// costs no more than one of a thousand. Empty pieces are dropped.
    public func readItems(separatedBy isSeparator: (Character) -> Bool) -> [SubSequence] {
        // maxSplits leaves the unsplit remainder as one more piece: it is not an item.
        Array(split(maxSplits: RecipeRules.maxReadItems, whereSeparator: isSeparator).prefix(RecipeRules.maxReadItems))
    }
}
