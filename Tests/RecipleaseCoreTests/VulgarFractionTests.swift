import Testing
@testable import RecipleaseCore

/// One-character fractions, as every reader of amounts takes them.
struct VulgarFractionTests {
    static let table: [(String, Double)] = [
        ("¼", 0.25), ("½", 0.5), ("¾", 0.75),
        ("⅐", 1.0 / 7), ("⅑", 1.0 / 9), ("⅒", 0.1), ("⅓", 1.0 / 3), ("⅔", 2.0 / 3),
        ("⅕", 0.2), ("⅖", 0.4), ("⅗", 0.6), ("⅘", 0.8), ("⅙", 1.0 / 6), ("⅚", 5.0 / 6),
        ("⅛", 0.125), ("⅜", 0.375), ("⅝", 0.625), ("⅞", 0.875),
    ]

    @Test(arguments: table)
    func fractionsHaveTheirValue(character: String, value: Double) throws {
        let found = try #require(Character(character).vulgarFraction)
        #expect(abs(found - value) < 1e-12)
    }

    @Test func otherCharactersAreNoFraction() {
        // digits, other numeric characters, the fraction slash's numerator, zero thirds, a
        // fraction carrying a combining mark, letters and symbols
        for text in ["1", "9", "Ⅻ", "①", "⅟", "↉", "½\u{0301}", "a", "/", "⁄", "%", "🍳", "٣"] {
            #expect(Character(text).vulgarFraction == nil, "\(text)")
        }
    }
}
