import Foundation
import RecipleaseCore

/// How close the nutrition estimate comes to the calories real recipe pages state per serving.
/// Each page goes the way an import goes (`RecipeImport.drafts`, then `Recipe(draft:)`) with the
/// servings the page states; the figure to meet is the page's own, kept beside it in a JSON file
/// (`nutrients.calories`). Pages are split by host into two halves so that one can be looked at
/// while improving the estimate and the other kept unseen (docs/benchmarks.md).
public enum NutritionBench {
    /// Which pages a run measures.
    public enum Half: String, CaseIterable, Sendable {
        /// Hosts whose hash is even: the pages looked at while improving the estimate.
        case tune
        /// Hosts whose hash is odd: `opened` and `sealed` together, the held-out half as measured
        /// before its first half was opened (docs/benchmarks.md).
        case heldOut = "held-out"
        /// Held-out hosts whose hash is 1 modulo 4: opened to page-by-page reading on 2026-11-27,
        /// when the tune half had nothing left to teach.
        case opened
        /// Held-out hosts whose hash is 3 modulo 4: still never looked at one by one, so their
        /// figure stands for pages the project never saw.
        case sealed
        /// Sealed hosts whose hash is 3 modulo 8: opened to page-by-page reading on 2026-12-03,
        /// when the tune and opened pages had nothing generic left to teach.
        case unsealed
        /// Sealed hosts whose hash is 7 modulo 8: never looked at one by one until 2026-12-03's
        /// second stop, when they were cut in two again (`unlocked` and `locked`).
        case kept
        /// Kept hosts whose hash is 15 modulo 16: opened to page-by-page reading on 2026-12-03,
        /// when the unsealed pages had taught what they could.
        case unlocked
        /// Kept hosts whose hash is 7 modulo 16: the pages still never looked at one by one.
        case locked
        case all

        /// Whether a page of `host` belongs to this half.
        public func contains(host: String) -> Bool {
            let hash = FNV1a.hash(host)
            switch self {
            case .tune: return hash % 2 == 0
            case .heldOut: return hash % 2 == 1
            case .opened: return hash % 4 == 1
            case .sealed: return hash % 4 == 3
            case .unsealed: return hash % 8 == 3
            case .kept: return hash % 8 == 7
            case .unlocked: return hash % 16 == 15
            case .locked: return hash % 16 == 7
            case .all: return true
            }
        }
    }

    /// One page measured.
    public struct Page: Sendable {
        public var file: String
        public var host: String
        public var title: String
        /// What the page states per serving.
        public var stated: Double
        /// The estimate per serving, nil when none could be made.
        public var estimated: Double?
        public var servings: Int
        /// The servings the page states (the reader's first number of its yield), nil when none.
        public var statedServings: Int?
        public var counted: Int
        public var total: Int
        /// The page's language as its facts file gives it ("en-US", "de"), nil when unstated.
        public var language: String?
        /// What the recipe says it makes when that is not servings ("2 cups", "24 cookies").
        public var yield: String?
        /// A page in English, or one whose language is unstated: the parser reads English only.
        public var isEnglish: Bool { language.map { $0.lowercased().hasPrefix("en") } ?? true }
        /// |estimate − stated| / stated; 1 or more when no estimate could be made.
        public var error: Double { estimated.map { abs($0 - stated) / stated } ?? 1 }
        /// The parts left out or weighed, for reading a page's case.
        public var parts: [RecipeNutrition.Part]
        /// Share of the estimate's energy that meat and fish bring (the catalog's meat & fish aisle).
        public var meatShare: Double = 0
        /// Share of the estimate's energy that parts counted in pieces bring ("4 pork chops").
        public var countedShare: Double = 0
        /// Share of the estimate's energy that the catalog's average pieces bring: counted parts
        /// not weighed by a weight their note gives ("4 chicken breasts (about 1 1/2 pounds total)").
        public var pieceShare: Double = 0
        /// The aisle of the food whose average pieces bring the most energy ("produce"), nil when none.
        public var pieceAisle: String?
        /// The unit of the average pieces that bring the most energy ("slice"; "none" for "2 eggs"), nil when none.
        public var pieceUnit: String?
        /// (estimate − stated) / stated: above the page is positive; nil without an estimate.
        public var signedError: Double? { estimated.map { ($0 - stated) / stated } }
    }

    public struct Report: Sendable {
        public var pages: [Page]
        /// Pages with a calorie figure that gave no recipe or could not be read.
        public var unreadable: [String]

        public var median: Double { Self.median(of: pages.map(\.error)) }

        /// The same figures over the English pages only (a secondary figure: the parser reads English).
        public var english: Report { Report(pages: pages.filter(\.isEnglish), unreadable: unreadable) }

        /// The median of the signed errors of the pages with an estimate: which way the middle leans.
        public var signedMedian: Double { Self.median(of: pages.compactMap(\.signedError)) }

        static func median(of values: [Double]) -> Double {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return 0 }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }

        /// Pages past `limit` above the page's figure and below it.
        public func past(_ limit: Double) -> (above: Int, below: Int) {
            let signed = pages.compactMap(\.signedError)
            return (signed.filter { $0 > limit }.count, signed.filter { $0 < -limit }.count)
        }

        public func share(within limit: Double) -> Double {
            guard !pages.isEmpty else { return 0 }
            return Double(pages.filter { $0.error <= limit }.count) / Double(pages.count)
        }
    }

    /// Every `*.testhtml` under `directory` with a `.json` beside it stating calories, in `half`.
    public static func run(directory: URL, half: Half, catalog: FoodCatalog) -> Report {
        let parser = IngredientParser(catalog: catalog)
        var report = Report(pages: [], unreadable: [])
        for html in pageFiles(under: directory) {
            let host = html.deletingLastPathComponent().lastPathComponent
            guard half.contains(host: host) else { continue }
            let expected = html.deletingPathExtension().appendingPathExtension("json")
            guard let facts = try? Data(contentsOf: expected),
                  let object = try? JSONSerialization.jsonObject(with: facts) as? [String: Any],
                  let stated = calories(in: (object["nutrients"] as? [String: Any])?["calories"]) else { continue }
            guard let data = try? Data(contentsOf: html),
                  let draft = (try? RecipeImport.drafts(from: data, fileName: html.lastPathComponent))?.first else {
                report.unreadable.append(html.path)
                continue
            }
            let recipe = Recipe(draft: draft, parser: parser, catalog: catalog)
            let estimate = RecipeNutrition.estimate(recipe, catalog: catalog)
            let parts = RecipeNutrition.breakdown(recipe, catalog: catalog)
            report.pages.append(Page(
                file: html.path, host: host, title: recipe.title, stated: stated,
                estimated: estimate?.perServing.energy, servings: estimate?.servings ?? RecipeNutrition.servings(of: recipe), statedServings: recipe.servings,
                counted: estimate?.counted ?? 0, total: parts.count, language: object["language"] as? String,
                yield: recipe.yieldText, parts: parts, meatShare: meatShare(of: parts, catalog: catalog),
                countedShare: share(of: parts) { part, _ in isCounted(part.ingredient) },
                pieceShare: share(of: parts) { part, _ in isWeighedByPiece(part) }, pieceAisle: pieceAisle(of: parts, catalog: catalog),
                pieceUnit: pieceUnit(of: parts)))
        }
        return report
    }

    /// Share of the weighed energy that foods of the meat & fish aisle bring; 0 when nothing is weighed.
    static func meatShare(of parts: [RecipeNutrition.Part], catalog: FoodCatalog) -> Double {
        share(of: parts) { part, _ in part.food.flatMap { catalog[$0] }?.aisle == meatAisle }
    }

    /// Share of the weighed energy that the parts `counts` picks bring; 0 when nothing is weighed.
    static func share(of parts: [RecipeNutrition.Part], counts: (RecipeNutrition.Part, Nutrients) -> Bool) -> Double {
        var picked = 0.0, whole = 0.0
        for part in parts {
            guard case let .weighed(_, nutrients) = part.outcome else { continue }
            whole += nutrients.energy
            if counts(part, nutrients) { picked += nutrients.energy }
        }
        return whole > 0 ? picked / whole : 0
    }

    /// A part weighed by an average piece: no unit ("2 onions") or a counted one ("3 cloves garlic",
    /// "4 slices bacon"); not a container or a stick of butter (a package's weight), nor a line
    /// that states its size ("1 (14 oz) tomatoes").
    static func isCounted(_ part: ParsedIngredient) -> Bool {
        guard part.quantity != nil, part.packageQuantity == nil else { return false }
        guard let unit = part.unit else { return true }
        return unit.dimension == .count && !unit.isContainer && unit != .stick
    }

    /// A part the catalog's average piece weighed: counted, and not weighed by its note's weight.
    static func isWeighedByPiece(_ part: RecipeNutrition.Part) -> Bool {
        isCounted(part.ingredient) && !part.weighedByNote
    }

    /// The aisle whose foods' average pieces bring the most of the weighed energy; nil when no piece does.
    static func pieceAisle(of parts: [RecipeNutrition.Part], catalog: FoodCatalog) -> String? {
        var energy: [String: Double] = [:]
        for part in parts where isWeighedByPiece(part) {
            guard case let .weighed(_, nutrients) = part.outcome, nutrients.energy > 0 else { continue }
            energy[part.food.flatMap { catalog[$0] }?.aisle ?? "", default: 0] += nutrients.energy
        }
        return energy.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }

    /// The unit whose average pieces bring the most of the weighed energy ("none" when the
    /// pieces are counted bare, "2 eggs"); nil when no piece does.
    static func pieceUnit(of parts: [RecipeNutrition.Part]) -> String? {
        var energy: [String: Double] = [:]
        for part in parts where isWeighedByPiece(part) {
            guard case let .weighed(_, nutrients) = part.outcome, nutrients.energy > 0 else { continue }
            energy[part.ingredient.unit?.rawValue ?? "none", default: 0] += nutrients.energy
        }
        return energy.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }

    /// The aisles the pieces line names on its own; the rest are "other".
    static let pieceAisles = ["produce", meatAisle]

    /// A page gets at least this share of its energy from counted pieces to count as mostly counted.
    static let mostlyCounted = 0.3

    static let meatAisle = "meat & fish"
    /// A page gets at least this share of its energy from meat and fish to count as mostly meat.
    static let mostlyMeat = 0.25

    /// What a yield counts: "servings" ("4 servings", "4 Personen", "6 bowls"), "items" ("24
    /// cookies"), "wholes" ("1 loaf", "2 pies"), "dozen", "volume or weight" ("2 cups", "500 g") or
    /// a bare "number". The first kind whose word the yield holds, in the order dozen, servings
    /// ("16 servings (2 pies)" states its servings), wholes, volume or weight, items.
    public static func yieldKind(_ yield: String) -> String {
        let words = Set(yield.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        if words.contains("dozen") { return "dozen" }
        if !words.isDisjoint(with: yieldServings) { return "servings" }
        if !words.isDisjoint(with: yieldWholes) { return "wholes" }
        if !words.isDisjoint(with: yieldMeasures) { return "volume or weight" }
        return words.isEmpty ? "number" : "items"
    }

    static let yieldWholes: Set<String> = ["loaf", "loaves", "pie", "pies", "cake", "cakes", "tart", "tarts", "pan", "pans",
                                           "pizza", "pizzas", "quiche", "bundt", "frittata", "tray", "ring", "wreath"]
    static let yieldMeasures: Set<String> = ["cup", "cups", "quart", "quarts", "pint", "pints", "liter", "liters", "litre",
                                             "litres", "l", "ml", "cl", "gallon", "gallons", "oz", "ounce", "ounces", "lb",
                                             "lbs", "pound", "pounds", "g", "gram", "grams", "kg"]
    static let yieldServings: Set<String> = ["serving", "servings", "serves", "serve", "people", "person", "persons",
                                             "portion", "portions", "personen", "portionen", "personnes", "personne",
                                             "porzioni", "porciones", "raciones", "bowl", "bowls", "plates", "helpings"]

    /// One summary line for a class of pages: how many, the median, the signed median, the share
    /// within 25 % and the pages past 25 % either way.
    static func classLine(_ label: String, _ pages: [Page], _ what: String) -> String {
        let report = Report(pages: pages, unreadable: [])
        let missed = report.past(0.25)
        return String(format: "%@ %d pages (%@), median %.1f %%, signed %+.1f %%, within 25 %% %.1f %%, past 25 %% %d above, %d below",
                      label, report.pages.count, what, report.median * 100, report.signedMedian * 100,
                      report.share(within: 0.25) * 100, missed.above, missed.below)
    }

    /// The page files in a stable order.
    static func pageFiles(under directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension == "testhtml" { files.append(url) }
        return files.sorted { $0.path < $1.path }
    }

    /// kcal from what a page states: "297 kcal", "300 cal", "721", "2810.37", "1250 kJ".
    public static func calories(in value: Any?) -> Double? {
        let text: String
        switch value {
        case let number as NSNumber: text = number.stringValue
        case let string as String: text = string
        default: return nil
        }
        let lower = text.lowercased()
        let digits = lower.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." || $0 == "," }
        guard let number = Double(digits.replacingOccurrences(of: ",", with: ".")), number.isFinite, number > 0 else {
            return nil
        }
        // A page stating kilojoules alone.
        if lower.contains("kj") && !lower.contains("kcal") && !lower.contains("cal ") { return number / 4.184 }
        return number
    }

    /// Each group of pages, most pages first: its name, count, signed median and share within 25 %.
    static func groupLine(_ groups: [String: [Page]]) -> String {
        groups.sorted { $0.value.count > $1.value.count || ($0.value.count == $1.value.count && $0.key < $1.key) }
            .map { name, pages in
                let report = Report(pages: pages, unreadable: [])
                return String(format: "%@ %d, signed %+.1f %%, within 25 %% %.1f %%", name, pages.count,
                              report.signedMedian * 100, report.share(within: 0.25) * 100)
            }
            .joined(separator: "; ")
    }

    /// The figures, and with `detail` each page's worst first with the parts it left out.
    public static func lines(_ report: Report, detail: Bool) -> [String] {
        var lines: [String] = []
        if detail {
            for page in report.pages.sorted(by: { $0.error > $1.error }) {
                let estimate = page.estimated.map { String(format: "%.0f", $0) } ?? "-"
                let yield = page.yield.map { "  yield \"\($0)\"" } ?? ""
                lines.append(String(format: "%5.0f%%  page %.0f  est %@  serves %d  from %d of %d  %@", page.error * 100,
                                    page.stated, estimate, page.servings, page.counted, page.total, page.file) + yield)
                for part in page.parts {
                    switch part.outcome {
                    case let .weighed(grams, nutrients):
                        // A star marks a part the catalog's average piece weighed.
                        let mark = isWeighedByPiece(part) ? "*" : " "
                        lines.append(String(format: "       %@%7.0f g %6.0f kcal  %@", mark, grams, nutrients.energy, part.ingredient.input))
                    case let .leftOut(reason):
                        lines.append("        left out (\(reason.rawValue))  \(part.ingredient.input)")
                    }
                }
            }
        }
        lines.append("pages         \(report.pages.count) stating calories (\(report.unreadable.count) unreadable)")
        lines.append(String(format: "median error  %.1f %%", report.median * 100))
        lines.append(String(format: "within 25 %%   %.1f %%", report.share(within: 0.25) * 100))
        lines.append(String(format: "within 10 %%   %.1f %%", report.share(within: 0.10) * 100))
        let unestimated = report.pages.filter { $0.estimated == nil }
        // Their languages and how many of their lines parsed into parts, so a half only ever
        // measured says why it has pages without an estimate without naming one.
        let why = unestimated.map { page -> String in
            var reasons: [String: Int] = [:]
            for part in page.parts { if case let .leftOut(reason) = part.outcome { reasons[reason.rawValue, default: 0] += 1 } }
            let tally = reasons.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: " ")
            return "\(page.language ?? "unstated") \(page.total) parts: \(tally)"
        }.sorted()
        lines.append("no estimate   \(unestimated.count)" + (why.isEmpty ? "" : " (" + why.joined(separator: ", ") + ")"))
        // Which way the misses lean: a rule that adds or takes away energy shows here first.
        let missed = report.past(0.25)
        lines.append("past 25 %     \(missed.above) above the page, \(missed.below) below")
        lines.append(String(format: "signed error  median %+.1f %% (above the page is +)", report.signedMedian * 100))
        // Pages whose energy is mostly meat or fish: on the tune and opened pages they lean high.
        lines.append(classLine("mostly meat  ", report.pages.filter { $0.meatShare >= mostlyMeat }, "a quarter of the energy or more"))
        // Pages whose energy is mostly counted pieces: their piece weights are averages.
        lines.append(classLine("mostly pieces", report.pages.filter { $0.countedShare >= mostlyCounted }, "30 % of the energy or more"))
        // Of the counted parts, those the catalog's piece weighed, not a weight in the line's note;
        // and which aisle's pieces those pages are mostly of.
        let byPiece = report.pages.filter { $0.pieceShare >= mostlyCounted }
        lines.append(classLine("by the piece ", byPiece, "the catalog's pieces, not a note's weight, 30 % or more"))
        let aisles = (pieceAisles + ["other"]).map { aisle -> String in
            let pages = Report(pages: byPiece.filter { page in
                aisle == "other" ? !pieceAisles.contains(page.pieceAisle ?? "") : page.pieceAisle == aisle
            }, unreadable: [])
            return String(format: "%@ %d, signed %+.1f %%, within 25 %% %.1f %%", aisle, pages.pages.count,
                          pages.signedMedian * 100, pages.share(within: 0.25) * 100)
        }
        lines.append("  by aisle    " + aisles.joined(separator: "; "))
        // The "other" pages by their own aisle, and all of them by the unit of their pieces, so a
        // half only ever measured can say which pieces lean without naming a page.
        let otherPages = byPiece.filter { !pieceAisles.contains($0.pieceAisle ?? "") }
        lines.append("  other by    " + groupLine(Dictionary(grouping: otherPages) { $0.pieceAisle ?? "none" }))
        lines.append("  by unit     " + groupLine(Dictionary(grouping: byPiece) { $0.pieceUnit ?? "none" }))
        // Pages whose yield is not servings ("24 cookies", "1 loaf") are where servings go wrong.
        let yielded = Report(pages: report.pages.filter { $0.yield != nil }, unreadable: [])
        lines.append(String(format: "with a yield  %d pages, median %.1f %%, within 25 %% %.1f %%", yielded.pages.count,
                            yielded.median * 100, yielded.share(within: 0.25) * 100))
        // The same pages by what their yield counts, so a half only ever measured can say which
        // kind of yield its misses are in without naming a page.
        let byKind = Dictionary(grouping: yielded.pages) { yieldKind($0.yield ?? "") }
        let kinds = ["servings", "items", "wholes", "dozen", "volume or weight", "number"].compactMap { kind -> String? in
            guard let pages = byKind[kind] else { return nil }
            let kindReport = Report(pages: pages, unreadable: [])
            let missed = kindReport.past(0.25)
            return String(format: "%@ %d, signed %+.1f %%, within 25 %% %.1f %%, past %d above %d below", kind, pages.count,
                          kindReport.signedMedian * 100, kindReport.share(within: 0.25) * 100, missed.above, missed.below)
        }
        if !kinds.isEmpty { lines.append("  by kind     " + kinds.joined(separator: "; ")) }
        // Pages whose servings the estimate takes from the yield (a volume, dozens, a loaf or a pan).
        let fromYield = Report(pages: report.pages.filter { $0.yield != nil && $0.servings != $0.statedServings }, unreadable: [])
        let fromYieldHigh = fromYield.pages.filter { $0.error > 0.25 && ($0.estimated ?? 0) > $0.stated }.count
        lines.append(String(format: "servings from the yield  %d pages, median %.1f %%, within 25 %% %.1f %%, %d past 25 %% above",
                            fromYield.pages.count, fromYield.median * 100, fromYield.share(within: 0.25) * 100, fromYieldHigh))
        let english = report.english
        let others = report.pages.count - english.pages.count
        lines.append(String(format: "secondary, English pages only (%d in other languages left out): %d pages, median %.1f %%, within 25 %% %.1f %%, within 10 %% %.1f %%",
                            others, english.pages.count, english.median * 100, english.share(within: 0.25) * 100,
                            english.share(within: 0.10) * 100))
        return lines
    }
}
