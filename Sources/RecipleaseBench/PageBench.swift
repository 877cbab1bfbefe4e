import Foundation
import RecipleaseCore

/// How well web page import reads real recipe pages: each `NAME.testhtml` goes through the
/// import (`RecipeImport.drafts`), and its first recipe is held against the title and ingredient
/// lines a careful reader took from the page (`title` and `ingredients` in `NAME.json`).
/// Pages are split by host into the same halves as the nutrition bench (docs/benchmarks.md).
public enum PageBench {
    public typealias Half = NutritionBench.Half

    /// One page that was not read exactly.
    public struct Miss: Sendable {
        public var file: String
        /// The first place the page's reading and the expected one part ways.
        public var expected: String
        public var got: String
    }

    public struct Report: Sendable {
        public var pages = 0
        /// Pages where a recipe with a title and at least one ingredient line was found.
        public var found = 0
        /// Pages whose title and whole ingredient list match, after folding.
        public var exact = 0
        public var misses: [Miss] = []

        public func share(_ count: Int) -> Double { pages == 0 ? 0 : Double(count) / Double(pages) }
    }

    /// Every `*.testhtml` under `directory` with its `.json` beside it, in `half`; with
    /// `withoutStructuredData`, each page read as if it declared nothing (`withoutStructuredData(_:)`).
    public static func run(directory: URL, half: Half, withoutStructuredData stripped: Bool = false) -> Report {
        var report = Report()
        for html in NutritionBench.pageFiles(under: directory) {
            let host = html.deletingLastPathComponent().lastPathComponent
            guard half.contains(host: host) else { continue }
            let expectedFile = html.deletingPathExtension().appendingPathExtension("json")
            guard let facts = try? Data(contentsOf: expectedFile),
                  let object = try? JSONSerialization.jsonObject(with: facts) as? [String: Any],
                  let title = object["title"] as? String,
                  let ingredients = object["ingredients"] as? [String] else { continue }
            report.pages += 1
            let page = (try? Data(contentsOf: html)).map { stripped ? withoutStructuredData($0) : $0 }
            let draft = page.flatMap { try? RecipeImport.drafts(from: $0, fileName: html.lastPathComponent).first }
            guard let draft, !draft.title.isEmpty, !draft.ingredientLines.isEmpty else {
                report.misses.append(Miss(file: html.path, expected: "a recipe", got: "none"))
                continue
            }
            report.found += 1
            if let difference = firstDifference(expected: [title] + ingredients, got: [draft.title] + draft.ingredientLines) {
                report.misses.append(Miss(file: html.path, expected: difference.expected, got: difference.got))
            } else {
                report.exact += 1
            }
        }
        return report
    }

    /// The first line (the title, then each ingredient line) that differs after folding.
    static func firstDifference(expected: [String], got: [String]) -> (expected: String, got: String)? {
        let wanted = expected.map(fold), read = got.map(fold)
        for index in 0..<max(wanted.count, read.count) {
            let left = index < wanted.count ? wanted[index] : "(end)"
            let right = index < read.count ? read[index] : "(end)"
            if left != right { return ("line \(index): " + left, "line \(index): " + right) }
        }
        return nil
    }

    private static let fractions: [Character: String] = [
        "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5", "⅗": "3/5",
        "⅘": "4/5", "⅙": "1/6", "⅚": "5/6", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8", "⅐": "1/7",
        "⅑": "1/9", "⅒": "1/10",
    ]

    /// The folding both sides get before comparing: fraction characters spelled with a slash
    /// ("½" → "1/2", the fraction slash "⁄" → "/"), a digit before one set apart by a space
    /// ("1½" and "1 ½" → "1 1/2"), runs of whitespace to one space, the ends trimmed.
    public static func fold(_ text: String) -> String {
        var out = ""
        for character in text {
            if let spelled = fractions[character] {
                if let last = out.last, last.isNumber { out.append(" ") }
                out += spelled
            } else if character == "⁄" {
                out.append("/")
            } else {
                out.append(character)
            }
        }
        return out.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The figures, and with `detail` each page not read exactly with its first difference.
    public static func lines(_ report: Report, detail: Bool) -> [String] {
        var lines: [String] = []
        if detail {
            for miss in report.misses {
                lines.append(miss.file)
                lines.append("    expected  \(miss.expected)")
                lines.append("    got       \(miss.got)")
            }
        }
        lines.append("pages   \(report.pages)")
        lines.append(String(format: "found   %d (%.1f %%)", report.found, report.share(report.found) * 100))
        lines.append(String(format: "exact   %d (%.1f %%)", report.exact, report.share(report.exact) * 100))
        return lines
    }
}
