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
        /// What kind of difference it is (`kind(expected:got:)`), for the summary.
        public var kind: Kind = .none
        /// For a near miss, what sets the first differing pair apart (`marks(expected:got:)`).
        public var marks: String? = nil
        /// Whether the page's other reading (without its structured data when read with it, and
        /// the reverse) is exact: the reader had what the careful reader took, from the other source.
        public var otherReadingExact = false
    }

    /// How a page's reading differs from the expected one, told apart without naming the page,
    /// so that a half only ever measured can say which kind of miss it holds.
    public enum Kind: String, CaseIterable, Sendable {
        /// No recipe came out.
        case none = "no recipe"
        /// The lines match; the title differs only in case, punctuation or spacing.
        case titleNear = "title near"
        /// The lines match; the title is worded otherwise.
        case title
        /// As many lines, each the same but for case, punctuation or spacing.
        case linesNear = "lines near"
        /// As many lines, some worded otherwise.
        case linesWorded = "lines worded"
        /// More lines than expected (a heading, a note, a second list taken in).
        case linesMore = "lines more"
        /// Fewer lines than expected (lines joined or dropped).
        case linesFewer = "lines fewer"
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
            let raw = try? Data(contentsOf: html)
            let page = raw.map { stripped ? withoutStructuredData($0) : $0 }
            let draft = page.flatMap { try? RecipeImport.drafts(from: $0, fileName: html.lastPathComponent).first }
            guard let draft, !draft.title.isEmpty, !draft.ingredientLines.isEmpty else {
                report.misses.append(Miss(file: html.path, expected: "a recipe", got: "none"))
                continue
            }
            report.found += 1
            // Each side folded once: the title, then the lines.
            let wanted = ([title] + ingredients).map(fold), read = ([draft.title] + draft.ingredientLines).map(fold)
            if let difference = firstDifference(wanted: wanted, read: read) {
                let kind = kind(wanted: wanted, read: read)
                var miss = Miss(file: html.path, expected: difference.expected, got: difference.got, kind: kind)
                // The pair the kind is about: the title's for a title miss, else the first line's.
                let pairs = kind == .titleNear ? [(wanted[0], read[0])] : Array(zip(wanted.dropFirst(), read.dropFirst()))
                if kind == .linesNear || kind == .titleNear, let pair = pairs.first(where: { $0 != $1 }) {
                    miss.marks = marks(expected: pair.0, got: pair.1)
                }
                let other = raw.flatMap { try? RecipeImport.drafts(from: stripped ? $0 : withoutStructuredData($0),
                                                                   fileName: html.lastPathComponent).first }
                if let other {
                    miss.otherReadingExact = firstDifference(wanted: wanted, read: ([other.title] + other.ingredientLines).map(fold)) == nil
                }
                report.misses.append(miss)
            } else {
                report.exact += 1
            }
        }
        return report
    }

    /// The first line (the title, then each ingredient line) that differs, both sides folded.
    static func firstDifference(wanted: [String], read: [String]) -> (expected: String, got: String)? {
        for index in 0..<max(wanted.count, read.count) {
            let left = index < wanted.count ? wanted[index] : "(end)"
            let right = index < read.count ? read[index] : "(end)"
            if left != right { return ("line \(index): " + left, "line \(index): " + right) }
        }
        return nil
    }

    /// The kind of a difference between two readings, each the title then the lines. A miss
    /// whose lines differ is told by its lines, whatever its title.
    public static func kind(expected: [String], got: [String]) -> Kind {
        kind(wanted: expected.map(fold), read: got.map(fold))
    }

    /// `kind(expected:got:)` of two readings already folded.
    static func kind(wanted: [String], read: [String]) -> Kind {
        let wantedLines = wanted.dropFirst(), readLines = read.dropFirst()
        if Array(wantedLines) == Array(readLines) {
            return letters(wanted.first ?? "") == letters(read.first ?? "") ? .titleNear : .title
        }
        if readLines.count > wantedLines.count { return .linesMore }
        if readLines.count < wantedLines.count { return .linesFewer }
        return zip(wantedLines, readLines).allSatisfy { letters($0) == letters($1) } ? .linesNear : .linesWorded
    }

    /// What a near miss's two lines differ by: "case", or the marks one has more of than the
    /// other ("+( +)" when the reading has brackets the expected line lacks, "-," when it lacks a
    /// comma), spaces named "space".
    public static func marks(expected: String, got: String) -> String {
        func counts(_ text: String) -> [Character: Int] {
            var counts: [Character: Int] = [:]
            for character in text where !(character.isLetter || character.isNumber) { counts[character, default: 0] += 1 }
            return counts
        }
        let wanted = counts(expected), read = counts(got)
        var parts: [String] = []
        for character in Set(wanted.keys).union(read.keys).sorted() {
            let difference = read[character, default: 0] - wanted[character, default: 0]
            guard difference != 0 else { continue }
            let name = character == " " ? "space" : String(character)
            parts.append((difference > 0 ? "+" : "-") + name)
        }
        if parts.isEmpty { return "case" }
        return parts.joined(separator: " ")
    }

    /// The letters and digits of a text, lowercased: what is left once case, punctuation and
    /// spacing are set aside.
    static func letters(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
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
                if miss.otherReadingExact { lines.append("    the other reading is exact") }
            }
        }
        lines.append("pages   \(report.pages)")
        lines.append(String(format: "found   %d (%.1f %%)", report.found, report.share(report.found) * 100))
        lines.append(String(format: "exact   %d (%.1f %%)", report.exact, report.share(report.exact) * 100))
        let kinds = Kind.allCases.compactMap { kind -> String? in
            let count = report.misses.filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(kind.rawValue) \(count)"
        }
        if !kinds.isEmpty { lines.append("misses  " + kinds.joined(separator: ", ")) }
        var marks: [String: Int] = [:]
        for miss in report.misses { if let mark = miss.marks { marks[mark, default: 0] += 1 } }
        if !marks.isEmpty {
            let ordered = marks.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            lines.append("near by " + ordered.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        // Misses whose other reading is exact, by kind: how many a choice between the page's
        // structured data and its HTML would win, without naming a page.
        let otherExact = report.misses.filter(\.otherReadingExact)
        let otherKinds = Kind.allCases.compactMap { kind -> String? in
            let count = otherExact.filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(kind.rawValue) \(count)"
        }
        lines.append("other reading exact  \(otherExact.count)" + (otherKinds.isEmpty ? "" : " (" + otherKinds.joined(separator: ", ") + ")"))
        return lines
    }
}
