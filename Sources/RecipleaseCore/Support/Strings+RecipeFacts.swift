import Foundation

/// The facts a recipe states, as people read them: durations, what it makes, what it contains.
/// Pages and the command line share these so "Ready in" reads the same everywhere.
extension Strings {
    /// Minutes in days, hours and minutes ("45 min", "1 h 30 min", "3 days 3 h 30 min"); nil for
    /// none, so a zero or missing time shows nothing rather than "0 min".
    public func duration(minutes: Int?) -> String? {
        guard let minutes, minutes > 0 else { return nil }
        let days = minutes / (24 * 60), hours = minutes % (24 * 60) / 60, rest = minutes % 60
        var parts: [String] = []
        if days > 0 { parts.append(text(days == 1 ? "duration.day" : "duration.days", ["count": String(days)])) }
        if hours > 0 { parts.append(text(hours == 1 ? "duration.hour" : "duration.hours", ["count": String(hours)])) }
        if rest > 0 { parts.append(text(rest == 1 ? "duration.minute" : "duration.minutes", ["count": String(rest)])) }
        return parts.joined(separator: " ")
    }

    /// "Makes 30 spring rolls" when the recipe says what it yields, else "Serves 4"; nil for neither.
    public func yield(servings: Int?, yieldText: String?) -> String? {
        if let yieldText, !yieldText.isEmpty { return text("yield.makes", ["yield": yieldText]) }
        guard let servings, servings > 0 else { return nil }
        return text(servings == 1 ? "yield.serves.one" : "yield.serves", ["count": String(servings)])
    }

    /// The note that a recipe's steps keep its own amounts, for `servings` (the recipe's own count),
    /// beside a list scaled to another count.
    public func stepsAsWritten(servings: Int) -> String {
        text(servings == 1 ? "recipe.stepsAsWritten.one" : "recipe.stepsAsWritten", ["count": String(servings)])
    }

    /// What a planned number of a recipe is, in the recipe's own count: "4 servings" for a recipe
    /// in servings; for one that makes pieces the number counts pieces (servings holds the batch's
    /// count), so 60 of "30 spring rolls" reads "60 spring rolls" and 30 reads the yield itself.
    public func planned(_ count: Int, servings: Int?, yieldText: String?) -> String {
        guard let yieldText, !yieldText.isEmpty else {
            return text(count == 1 ? "planner.serving" : "planner.servings", ["count": String(count)])
        }
        if count == servings { return yieldText }
        let words = yieldText.split(separator: " ", maxSplits: 1)
        if count > 1, words.count == 2, let batch = Int(words[0]), batch > 1, batch == servings {
            return "\(count) \(words[1])"
        }
        return text(count == 1 ? "planner.portionOf" : "planner.portionsOf", ["count": String(count), "yield": yieldText])
    }

    /// An allergen's name in a sentence ("tree nuts"); every key is written out for the strings test.
    public func name(of allergen: Allergen) -> String {
        switch allergen {
        case .dairy: text("allergen.dairy")
        case .egg: text("allergen.egg")
        case .gluten: text("allergen.gluten")
        case .grain: text("allergen.grain")
        case .peanut: text("allergen.peanut")
        case .seafood: text("allergen.seafood")
        case .sesame: text("allergen.sesame")
        case .shellfish: text("allergen.shellfish")
        case .soy: text("allergen.soy")
        case .sulfite: text("allergen.sulfite")
        case .treeNut: text("allergen.treeNut")
        case .wheat: text("allergen.wheat")
        }
    }
}
