import Testing
@testable import RecipleaseCore

struct FoodSuggestionTests {
    @Test(arguments: [
        // The name starts with it; the shorter name first.
        ("chick", ["chicken", "chicken thigh"]),
        ("CHICKEN T", ["chicken thigh"]),
        // Another name starts with it: the plural, a synonym.
        ("tomatoe", ["tomato"]),
        ("plain fl", ["all-purpose flour"]),
        // A later word of the name, then a later word of another name.
        ("flour", ["flour", "all-purpose flour"]),
        ("oil", ["oil", "olive oil"]),
        ("rice", ["rice", "basmati rice"]),
        // Merely inside the name, after everything else.
        ("hrim", ["shrimp"]),
        // Accents and punctuation do not count.
        ("ÉGG!", ["egg"]),
        ("", []),
        ("   ", []),
        ("zzz", []),
    ])
    func suggestionsForWhatIsTyped(_ typed: String, _ expected: [String]) {
        #expect(Fixtures.catalog.suggestions(for: typed).map(\.name) == expected)
    }

    @Test func theLimitIsKept() {
        #expect(Fixtures.catalog.suggestions(for: "i", limit: 2).count == 2)
        #expect(Fixtures.catalog.suggestions(for: "rice", limit: 0).isEmpty)
    }
}
