import RecipleaseCore

/// The recipe page's servings and units control: a link per choice (the page works without a
/// script; recipe-scale.js follows the same links without reloading), and a small GET form for
/// any number of servings. The rules are in docs/recipes.md ("Servings and units").
struct ScaleControl: Encodable {
    struct Choice: Encodable {
        let label: String
        let url: String
        let current: Bool
        let id: String
    }

    /// The servings shown: the chosen number, else the recipe's own (1 when it does not say).
    let servings: Int
    let servingsMin: Int
    let servingsMax: Int
    /// "us", "metric", "original" (as written, chosen over a default) or "" (as written), for the
    /// form's hidden field.
    let units: String
    /// Whether the amounts differ from the recipe's own words.
    let scaled: Bool
    /// "Amounts for 3 servings, …", one serving said as one.
    let scaledNote: String
    let fewer: Choice?
    let more: Choice?
    let multiples: [Choice]
    let systems: [Choice]
    /// The page as written, to go back to.
    let asWrittenURL: String

    /// The value a query gives for `units`: "us", "metric", "original" (as written, over the
    /// user's planner setting); anything else is as if none were given.
    enum Units: Equatable {
        case system(MeasureSystem)
        case original
        case unset

        init(_ text: String?) {
            switch text?.lowercased() {
            case "us": self = .system(.us)
            case "metric": self = .system(.metric)
            case "original": self = .original
            default: self = .unset
            }
        }

        var query: String? {
            switch self {
            case .system(let system): system.rawValue
            case .original: "original"
            case .unset: nil
            }
        }
    }

    /// `path` is the page's own (the recipe's, or a favorite's saved copy).
    init(recipe: Recipe, path: String, servings: Int?, units: Units, system: MeasureSystem?, strings: Strings) {
        let base = recipe.servings.flatMap { $0 > 0 ? $0 : nil } ?? 1
        let shown = servings ?? base
        let range = RecipeScale.servingsRange
        self.servings = shown
        servingsMin = range.lowerBound
        servingsMax = range.upperBound
        // "original" keeps "As written" when the servings change over a default of units
        // (it switched to US: a browser probe, 2026-12-07)
        self.units = system?.rawValue ?? (units == .original ? "original" : "")
        scaled = shown != base || system != nil
        let stepsNote = shown != base && recipe.servings != nil && !recipe.instructions.isEmpty
            ? " " + strings.stepsAsWritten(servings: base) : ""
        scaledNote = strings.text(shown == 1 ? "recipe.scaledNote.one" : "recipe.scaledNote", ["servings": String(shown)]) + stepsNote
        func url(_ n: Int?, _ u: Units) -> String {
            var items: [String] = []
            if let n { items.append("servings=\(n)") }
            if let query = u.query { items.append("units=" + query) }
            return items.isEmpty ? path : path + "?" + items.joined(separator: "&")
        }
        fewer = shown > range.lowerBound
            ? Choice(label: "−", url: url(shown - 1, units), current: false, id: "servings-fewer") : nil
        more = shown < range.upperBound
            ? Choice(label: "+", url: url(shown + 1, units), current: false, id: "servings-more") : nil
        var multiples: [Choice] = []
        for (factor, label) in [(0.5, "½×"), (1, "1×"), (2, "2×"), (3, "3×")] {
            let n = Int((Double(base) * factor).rounded())
            guard range.contains(n), !multiples.contains(where: { $0.url == url(n, units) }) else { continue }
            multiples.append(Choice(label: label, url: url(n, units), current: n == shown, id: "servings-x\(label == "½×" ? "half" : String(label.prefix(1)))"))
        }
        self.multiples = multiples
        systems = [
            Choice(label: strings.text("recipe.units.original"), url: url(servings, .original), current: system == nil, id: "units-original"),
            Choice(label: strings.text("recipe.units.us"), url: url(servings, .system(.us)), current: system == .us, id: "units-us"),
            Choice(label: strings.text("recipe.units.metric"), url: url(servings, .system(.metric)), current: system == .metric, id: "units-metric"),
        ]
        asWrittenURL = url(nil, .original)
    }
}
