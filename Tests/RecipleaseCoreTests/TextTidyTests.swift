import Foundation
@testable import RecipleaseCore
import Testing

/// `HTMLText.tidy` and `RecipeRules.line` read ASCII text byte by byte; the answer must be the
/// one the character-by-character reading gives, for every byte that can occur.
struct TextTidyTests {
    /// The definitions, as they read before the byte path: characters split at whitespace.
    static func tidyByCharacters(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    static func lineByCharacters(_ text: String) -> String {
        let spaced = String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.properties.generalCategory == .control ? " " : $0
        }))
        return tidyByCharacters(spaced)
    }

    @Test(arguments: [
        ("", ""), ("   ", ""), ("a", "a"), ("  2 cups\t\tflour \r\n", "2 cups flour"),
        ("a\u{0B}b\u{0C}c", "a b c"), ("a\u{1C}b", "a\u{1C}b"), ("x\u{7F}y", "x\u{7F}y"),
    ])
    func tidyMatchesTheCharacterReading(_ text: String, _ expected: String) {
        #expect(HTMLText.tidy(text) == expected)
        #expect(HTMLText.tidy(text) == Self.tidyByCharacters(text))
    }

    @Test func bothMatchTheCharacterReadingOnRandomASCII() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            // Mostly control bytes and spaces, so that every kind meets every other.
            let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                Bool.random(using: &generator) ? UInt8.random(in: 0...0x21, using: &generator) : UInt8.random(in: 0...0x7F, using: &generator)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(HTMLText.tidy(text) == Self.tidyByCharacters(text), "\(bytes)")
            #expect(RecipeRules.line(text) == Self.lineByCharacters(text), "\(bytes)")
        }
    }

    @Test func textBeyondASCIIStillReadsByCharacters() {
        // a space with a combining accent is one character, and a whitespace one: dropped whole
        #expect(HTMLText.tidy("crème  \u{200B}fraîche") == "crème fraîche")
        #expect(RecipeRules.line("a\u{0}b\u{00A0}\u{00A0}c") == "a b c")
    }
}
