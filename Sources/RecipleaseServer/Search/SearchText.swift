import Foundation
import RecipleaseCore

/// How names are matched and ordered for people: case and accents do not count.
enum SearchText {
    static func fold(_ text: String) -> String {
        HTMLText.tidy(text).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// True when `text` contains `needle`, ignoring case and accents; an empty needle matches all.
    static func contains(_ text: String, _ needle: String) -> Bool {
        let folded = fold(needle)
        return folded.isEmpty || fold(text).contains(folded)
    }

    static func precedes(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.caseInsensitive, .diacriticInsensitive, .numeric]) == .orderedAscending
    }
}
