import Foundation

/// A count and its noun in the command line's English: "1 recipe", "3 recipes", "0 recipes",
/// "1,200 recipes" (grouped as `formatted()` groups). The pages count through the strings tables (`….one` keys); the CLI's own
/// lines are English only and said "1 recipes" (CLI probe, 2026-12-07).
public enum EnglishCount {
    public static func of(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        let number = count.formatted()
        return "\(number) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
