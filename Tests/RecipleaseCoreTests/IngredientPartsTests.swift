import Foundation
import Testing
@testable import RecipleaseCore

/// Lines that name more than one amount or food, read against the bundled catalog: the foods a
/// cook buys ("salt and pepper" is salt and black pepper) are the catalog's.
@Suite("Ingredient parts")
struct IngredientPartsTests {
    static let parser = IngredientParser(catalog: FoodCatalog.shared)

    /// One expected part: its amount (nil for none), unit, food and comment.
    struct Part: Equatable, CustomStringConvertible {
        var quantity: Double?
        var unit: MeasureUnit?
        var food: Food.ID?
        var comment: String?

        init(_ quantity: Double?, _ unit: MeasureUnit?, _ food: Food.ID?, comment: String? = nil) {
            // to the thousandth: ⅓ is 0.333 both ways
            self.quantity = quantity.map { ($0 * 1000).rounded() / 1000 }
            self.unit = unit
            self.food = food
            self.comment = comment
        }

        init(_ parsed: ParsedIngredient) {
            self.init(parsed.quantity, parsed.unit, parsed.food, comment: parsed.comment)
        }

        var description: String {
            "\(quantity.map { String($0) } ?? "-") \(unit?.rawValue ?? "-") \(food?.rawValue ?? "-")\(comment.map { " (\($0))" } ?? "")"
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let line: String
        /// Every part after the first.
        let more: [Part]
        let first: Part

        init(_ line: String, _ first: Part, _ more: Part...) {
            self.line = line
            self.first = first
            self.more = more
        }

        var testDescription: String { line }
    }

    static let cases: [Case] = [
        // a second amount after the name: "plus 2 more", "plus 1/2 cup for ..."
        Case("2 cloves garlic, minced, plus 2 more for the sauce",
             Part(2, .clove, "garlic"), Part(2, .clove, "garlic", comment: "for the sauce")),
        Case("3 cloves garlic, minced, plus 1 for the sauce",
             Part(3, .clove, "garlic"), Part(1, .clove, "garlic", comment: "for the sauce")),
        Case("1/2 cup sugar, plus 1 tbsp for sprinkling",
             Part(0.5, .cup, "sugar"), Part(1, .tablespoon, "sugar", comment: "for sprinkling")),
        Case("1 cup chicken stock, plus 1 1/2 cups",
             Part(1, .cup, "chicken-stock"), Part(1.5, .cup, "chicken-stock")),
        Case("1/2 cup milk, plus 4 cups for the béchamel",
             Part(0.5, .cup, "milk"), Part(4, .cup, "milk", comment: "for the béchamel")),
        Case("2 tbsp sugar, plus 1 tbsp", Part(2, .tablespoon, "sugar"), Part(1, .tablespoon, "sugar")),
        Case("2 tbsp clear honey, plus 1 tbsp extra, to serve",
             Part(2, .tablespoon, "honey"), Part(1, .tablespoon, "honey", comment: "to serve")),
        Case("4 teaspoons salt (plus 1 teaspoon if serving cold)",
             Part(4, .teaspoon, "salt"), Part(1, .teaspoon, "salt")),
        // a second amount before the name, the food named once
        Case("1 cup plus 2 tbsp all-purpose flour",
             Part(1, .cup, "all-purpose-flour"), Part(2, .tablespoon, "all-purpose-flour")),
        Case("1 cup + 2 tablespoons flour", Part(1, .cup, "flour"), Part(2, .tablespoon, "flour")),
        // a "+" before an amount after the name ends the name, as "plus" does: another food
        Case("2 eggs + 1 yolk", Part(2, nil, "egg"), Part(1, nil, "egg-yolk")),
        Case("2 cups flour + 1 tsp salt", Part(2, .cup, "flour"), Part(1, .teaspoon, "salt")),
        Case("3 tablespoons plus 1 teaspoon sugar", Part(3, .tablespoon, "sugar"), Part(1, .teaspoon, "sugar")),
        Case("¾ c and 2 tablespoons sugar", Part(0.75, .cup, "sugar"), Part(2, .tablespoon, "sugar")),
        Case("1 cup (plus 2 teaspoons) sugar", Part(1, .cup, "sugar"), Part(2, .teaspoon, "sugar")),
        Case("1 cup plus 2 tbsp sugar, divided",
             Part(1, .cup, "sugar", comment: "divided"), Part(2, .tablespoon, "sugar", comment: "divided")),
        // the second measure in brackets, its amount in words, a pinch
        Case("1 cup [+ 2 tablespoons] sugar", Part(1, .cup, "sugar"), Part(2, .tablespoon, "sugar")),
        Case("1 cup plus two tablespoons milk", Part(1, .cup, "milk"), Part(2, .tablespoon, "milk")),
        Case("½ cup and three tablespoons sugar", Part(0.5, .cup, "sugar"), Part(3, .tablespoon, "sugar")),
        Case("1 cup plus a tablespoon flour", Part(1, .cup, "flour"), Part(1, .tablespoon, "flour")),
        Case("1 tsp + 1 pinch salt", Part(1, .teaspoon, "salt"), Part(1, .pinch, "salt")),
        Case("1 teaspoon, plus one pinch, dried oregano", Part(1, .teaspoon, "dried-oregano"), Part(1, .pinch, "dried-oregano")),
        // more of the food, no amount, set apart before the name
        Case("2 tablespoons, plus more for serving, olive oil",
             Part(2, .tablespoon, "olive-oil"), Part(nil, nil, "olive-oil", comment: "for serving")),
        Case("1 cup, plus extra for dusting, flour", Part(1, .cup, "flour"), Part(nil, nil, "flour", comment: "for dusting")),
        Case("3 tablespoons, plus more as needed, finely chopped parsley",
             Part(3, .tablespoon, "parsley"), Part(nil, nil, "parsley", comment: "as needed")),
        Case("2 tbsp (plus more for serving) olive oil",
             Part(2, .tablespoon, "olive-oil"), Part(nil, nil, "olive-oil", comment: "for serving")),
        // the second amount set apart by commas, the name after them
        Case("2 tablespoons, plus 2 teaspoons, olive oil", Part(2, .tablespoon, "olive-oil"), Part(2, .teaspoon, "olive-oil")),
        Case("3/4 cup, plus 2 tablespoons, all-purpose flour",
             Part(0.75, .cup, "all-purpose-flour"), Part(2, .tablespoon, "all-purpose-flour")),
        Case("1 cup, + 2 tbsp, sugar", Part(1, .cup, "sugar"), Part(2, .tablespoon, "sugar")),
        // no name after the commas: the amounts alone, as before
        Case("1 cup, plus 2 tablespoons", Part(1, .cup, nil), Part(2, .tablespoon, nil)),
        Case("1/4 cup plus 1 tablespoon (25 g) unsweetened cocoa powder",
             Part(0.25, .cup, "cocoa-powder"), Part(1, .tablespoon, "cocoa-powder")),
        // "plus more": the same food, no amount (to taste)
        Case("2 tbsp olive oil, plus more for serving",
             Part(2, .tablespoon, "olive-oil"), Part(nil, nil, "olive-oil", comment: "for serving")),
        Case("1 tsp kosher salt, plus more to taste",
             Part(1, .teaspoon, "kosher-salt"), Part(nil, nil, "kosher-salt", comment: "to taste")),
        Case("1 1/2 cups all-purpose flour, plus extra for dusting",
             Part(1.5, .cup, "all-purpose-flour"), Part(nil, nil, "all-purpose-flour", comment: "for dusting")),
        Case("5 c all-purpose flour, plus additional for rolling",
             Part(5, .cup, "all-purpose-flour"), Part(nil, nil, "all-purpose-flour", comment: "for rolling")),
        Case("2 tbsp olive oil (plus more for serving)",
             Part(2, .tablespoon, "olive-oil"), Part(nil, nil, "olive-oil", comment: "for serving")),
        Case("Dash of cayenne pepper, plus some for garnish",
             Part(nil, .dash, "cayenne-pepper"), Part(nil, nil, "cayenne-pepper", comment: "for garnish")),
        Case("1/2 white onion, plus thin slices for topping",
             Part(0.5, nil, "white-onion"), Part(nil, nil, "white-onion", comment: "for topping")),
        // the juice of the food is bought with it
        Case("1 cup kimchi, chopped, plus 2 tbsp juice", Part(1, .cup, "kimchi"), Part(2, .tablespoon, "kimchi")),
        // a food of its own after "plus"
        Case("3 large eggs plus 2 egg yolks", Part(3, nil, "egg"), Part(2, nil, "egg-yolk")),
        Case("1 frozen banana, plus 1 fresh banana, sliced", Part(1, nil, "frozen-banana"), Part(1, nil, "banana")),
        // two foods joined by "and" or "&"
        Case("Salt and pepper", Part(nil, nil, "salt"), Part(nil, nil, "black-pepper")),
        // what follows both foods is said of both
        Case("Salt and pepper to taste",
             Part(nil, nil, "salt", comment: "to taste"), Part(nil, nil, "black-pepper", comment: "to taste")),
        Case("salt and freshly ground black pepper, to taste",
             Part(nil, nil, "salt", comment: "to taste"), Part(nil, nil, "black-pepper", comment: "to taste")),
        Case("Kosher salt & pepper", Part(nil, nil, "kosher-salt"), Part(nil, nil, "black-pepper")),
        Case("Flaky salt and pepper to taste",
             Part(nil, nil, "flaky-sea-salt", comment: "to taste"), Part(nil, nil, "black-pepper", comment: "to taste")),
        Case("Salt and white pepper (optional)",
             Part(nil, nil, "salt", comment: "optional"), Part(nil, nil, "white-pepper", comment: "optional")),
        Case("1 tsp salt and 1/2 tsp pepper", Part(1, .teaspoon, "salt"), Part(0.5, .teaspoon, "black-pepper")),
        Case("1 tsp each salt and pepper", Part(1, .teaspoon, "salt"), Part(1, .teaspoon, "black-pepper")),
        Case("Salt and freshly ground black pepper and cayenne pepper to taste",
             Part(nil, nil, "salt", comment: "to taste"), Part(nil, nil, "black-pepper"),
             Part(nil, nil, "cayenne-pepper", comment: "to taste")),
        Case("6 bone-in chicken thighs and 4 drumsticks", Part(6, nil, "chicken-thigh"), Part(4, nil, "chicken-drumstick")),
        Case("Butter and flour for pan", Part(nil, nil, "butter", comment: "for pan"), Part(nil, nil, "flour", comment: "for pan")),
        // both at once
        Case("⅓ c plus 1 tablespoon (90 g) unsalted butter, at room temperature, plus more for greasing",
             Part(1.0 / 3, .cup, "butter"), Part(1, .tablespoon, "butter"), Part(nil, nil, "butter", comment: "for greasing")),
    ]

    @Test(arguments: cases)
    func readsEveryPart(_ c: Case) throws {
        // when
        let parsed = Self.parser.parse(c.line)
        // then
        let parts = parsed.parts
        #expect(parts.count == 1 + c.more.count, "\(parts.map { Part($0) })")
        // the first part's comment holds none of the words the other parts were read from
        #expect(Part(parts[0]) == c.first)
        for (got, want) in zip(parts.dropFirst(), c.more) { #expect(Part(got) == want) }
        for part in parts { #expect(part.additionalParts == nil) }
        // a part's words never hold half of a bracket
        for part in parts.dropFirst() { #expect(Self.bracketsPair(part.input), "\(part.input)") }
    }

    /// Every closing bracket closes one opened before it, and every one opened is closed.
    static func bracketsPair(_ text: String) -> Bool {
        var open = 0
        for c in text {
            if c == "(" || c == "[" { open += 1 }
            if c == ")" || c == "]" { open -= 1; if open < 0 { return false } }
        }
        return open == 0
    }

    /// A second measure set apart, in brackets or by commas: the part's words are the measure's
    /// and the name's, and neither the marks nor the words between; a measure next to the name
    /// keeps the words as they stand.
    struct PartWords: Sendable, CustomTestStringConvertible {
        let line: String
        let words: String

        init(_ line: String, _ words: String) {
            self.line = line
            self.words = words
        }

        var testDescription: String { line }
    }

    static let partWords: [PartWords] = [
        PartWords("1 cup (plus 2 tbsp) flour", "2 tbsp flour"),
        PartWords("1 cup [+ 2 tablespoons] sugar", "2 tablespoons sugar"),
        PartWords("1 cup (plus 2 tbsp, sifted) flour", "2 tbsp flour"),
        PartWords("2 tablespoons, plus 2 teaspoons, olive oil", "2 teaspoons olive oil"),
        PartWords("1 teaspoon, plus one pinch, dried oregano", "one pinch dried oregano"),
        PartWords("1 cup plus 2 tbsp flour", "2 tbsp flour"),
        PartWords("1/4 cup plus 1 tablespoon (25 g) cocoa powder", "1 tablespoon (25 g) cocoa powder"),
        PartWords("1 cup, plus 2 tablespoons", "2 tablespoons"),
    ]

    @Test(arguments: partWords)
    func aSecondMeasureSetApartReadsOnlyItsWordsAndTheName(_ c: PartWords) throws {
        // when
        let parsed = Self.parser.parse(c.line)
        // then
        let second = try #require(parsed.additionalParts?.first)
        #expect(second.input == c.words)
        #expect(parsed.parts.first?.comment == nil)
    }

    /// Lines that name one amount of one food stay one part, whatever joining word they hold.
    static let onePart: [String] = [
        "2 tbsp butter, divided",
        "1 cup sugar, divided",
        "5 tbsp extra virgin olive oil, divided",
        "1 cup half and half",
        "1/2 cup half & half",
        "2 tbsp sweet and sour sauce",
        "1 box mac and cheese",
        "1 cup frozen peas and carrots",
        "1 (8 ounce) bottle red wine vinegar and oil salad dressing",
        "250g/9oz chocolate and hazelnut spread",
        "2 carrots, peeled and sliced",
        "2 (400 g) cans chickpeas, drained and rinsed",
        "Zest and juice of 2 lemons",
        "1 1/2 cups basmati rice, rinsed and soaked for 1 hour",
        "1 and 1/2 cups flour",
        "butter or margarine",
        "salt and/or pepper",
        "5 prawn heads and shells",
        "grated zest of 1 lemon and juice",
        "2 cups flour",
        // a second measure is a measure: no vague amount, no count of pieces
        "1 tbsp plus a little extra olive oil",
        "1 cup plus two cloves garlic",
        "2 cups and two eggs",
        "1 cup and a half sugar",
        // "plus more" set apart by commas, with no name after it: no part is read from it
        "1 cup, plus more, to taste",
        "2 tbsp, plus more for serving, divided",
        "1 tsp, plus extra, if needed",
        "1 cup, plus more for dusting, sifted",
        // "extra" that begins a food's name is no note of more: the food is what the line measures
        "3 tbsp, plus extra virgin olive oil, sea salt",
        "2 tbsp, plus extra-firm tofu, cubed",
    ]

    @Test func extraThatBeginsAFoodsNameIsTheFoodNotANote() {
        // "3 tbsp, plus extra virgin olive oil, sea salt" measures the oil; the note rule read
        // "extra" as more of the food and weighed 3 tbsp of salt
        let parsed = Self.parser.parse("3 tbsp, plus extra virgin olive oil, sea salt")
        #expect(parsed.food == "extra-virgin-olive-oil")
        #expect(parsed.unit == .tablespoon)
        // while "extra" before a purpose is the note it was
        #expect(Self.parser.parse("1 cup, plus extra for dusting, flour").food == "flour")
    }

    @Test(arguments: onePart)
    func staysOnePart(_ line: String) {
        // when
        let parsed = Self.parser.parse(line)
        // then
        #expect(parsed.additionalParts == nil, "\(parsed.parts.map { Part($0) })")
        #expect(parsed.parts.count == 1)
    }

    @Test func theFirstPartIsTheLineAsReadAloneWithoutTheOtherPartsWords() {
        // given
        let line = "2 cloves garlic, minced, plus 2 more for the sauce"
        // when
        let parsed = Self.parser.parse(line)
        var alone = Self.parser.parseOnePart(line).parsed
        // then: the line read alone, less "plus 2 more for the sauce", which the second part reads
        #expect(alone.comment == "plus 2 more for the sauce")
        alone.comment = nil
        #expect(parsed.parts.first == alone)
        #expect(parsed.additionalParts?.first?.input == "2 more for the sauce")
    }

    /// A line of several parts, its own preparation and comment (which stay what they were:
    /// the labelled lines give "plus 2 tablespoons" as a comment), and its first part's.
    struct Notes: Sendable, CustomTestStringConvertible {
        let line: String
        let linePreparation: String?
        let lineComment: String?
        let firstPreparation: String?
        let firstComment: String?

        var testDescription: String { line }
    }

    static let notes: [Notes] = [
        // a second measure before the name: what the line says from it on is said of the sum
        Notes(line: "1 stick plus 6 tablespoons butter", linePreparation: nil, lineComment: "plus 6 tablespoons",
              firstPreparation: nil, firstComment: nil),
        Notes(line: "1 cup + 2 tbsp flour", linePreparation: nil, lineComment: "+ 2 tbsp", firstPreparation: nil, firstComment: nil),
        Notes(line: "2 cups and 3 tablespoons milk", linePreparation: nil, lineComment: "and 3 tablespoons",
              firstPreparation: nil, firstComment: nil),
        Notes(line: "1 cup (plus 2 teaspoons) sugar", linePreparation: nil, lineComment: "plus 2 teaspoons",
              firstPreparation: nil, firstComment: nil),
        Notes(line: "1 stick plus 2 tablespoons butter (5 oz), chilled", linePreparation: "chilled",
              lineComment: "plus 2 tablespoons, 5 oz", firstPreparation: "chilled", firstComment: nil),
        // a note after the name that is not a measure is said of every measure
        Notes(line: "1 cup plus 2 tbsp sugar, divided", linePreparation: nil, lineComment: "plus 2 tbsp, divided",
              firstPreparation: nil, firstComment: "divided"),
        Notes(line: "1 cup plus 2 tablespoons butter, softened, optional", linePreparation: "softened",
              lineComment: "plus 2 tablespoons, optional", firstPreparation: "softened", firstComment: "optional"),
        // what comes before the second measure stays the first part's
        Notes(line: "Garnish: 1 cup plus 2 tbsp sugar", linePreparation: nil, lineComment: "Garnish, plus 2 tbsp",
              firstPreparation: nil, firstComment: "Garnish"),
        // a part after the name: its words, up to the part's end, are its own
        Notes(line: "1 cup sugar, divided, plus 2 tbsp for the top", linePreparation: nil,
              lineComment: "divided, plus 2 tbsp for the top", firstPreparation: nil, firstComment: "divided"),
        Notes(line: "2 tbsp olive oil, plus more for serving", linePreparation: nil, lineComment: "plus more for serving",
              firstPreparation: nil, firstComment: nil),
        Notes(line: "2 pears, peeled, plus 1 pear, sliced", linePreparation: "peeled, sliced", lineComment: "plus 1 pear",
              firstPreparation: "peeled", firstComment: nil),
        // a part glued to the name: a preparation after its comma is said of both
        Notes(line: "1 lemon plus 1 lime, juiced", linePreparation: "juiced", lineComment: "plus 1 lime",
              firstPreparation: "juiced", firstComment: nil),
        Notes(line: "2 eggs plus 1 yolk, beaten", linePreparation: "beaten", lineComment: "plus 1 yolk",
              firstPreparation: "beaten", firstComment: nil),
        // a note that runs into a part stops where the part starts
        Notes(line: "3 apples divided plus 2 oz for the top", linePreparation: nil,
              lineComment: "divided plus 2 oz for the top", firstPreparation: nil, firstComment: "divided"),
        Notes(line: "1 tsp salt and 1/2 tsp pepper", linePreparation: "and 1/2 tsp pepper", lineComment: nil,
              firstPreparation: nil, firstComment: nil),
        // a line of two measures and notes, naming no food: the notes are both measures'
        Notes(line: "1 cup plus 2 tablespoons, sifted", linePreparation: "sifted", lineComment: "plus 2 tablespoons",
              firstPreparation: "sifted", firstComment: nil),
        Notes(line: "1 cup, plus two tablespoons, sifted", linePreparation: "sifted", lineComment: "plus two tablespoons",
              firstPreparation: "sifted", firstComment: nil),
        Notes(line: "1 teaspoon, plus a pinch, to taste", linePreparation: nil, lineComment: "plus a pinch, to taste",
              firstPreparation: nil, firstComment: "to taste"),
        Notes(line: "1 cup, plus 2 tablespoons, divided", linePreparation: nil, lineComment: "plus 2 tablespoons, divided",
              firstPreparation: nil, firstComment: "divided"),
        // two foods in one name share what follows it
        Notes(line: "Salt and pepper, to taste", linePreparation: nil, lineComment: "to taste",
              firstPreparation: nil, firstComment: "to taste"),
    ]

    @Test(arguments: notes)
    func theFirstPartKeepsOnlyItsOwnNotes(_ c: Notes) throws {
        // when
        let parsed = Self.parser.parse(c.line)
        let first = try #require(parsed.parts.first)
        // then
        #expect(parsed.parts.count >= 2)
        #expect(parsed.preparation == c.linePreparation)
        #expect(parsed.comment == c.lineComment)
        #expect(first.preparation == c.firstPreparation)
        #expect(first.comment == c.firstComment)
        #expect(first.firstPartNotes == nil)
    }

    /// After a second measure, notes that begin no name: the line names no food, and each
    /// measure carries the notes.
    static let notesWithoutAName: [String] = [
        "1 cup plus 2 tablespoons, sifted",
        "1 cup, plus two tablespoons, sifted",
        "1 cup plus 2 tbsp sifted",
        "1 teaspoon, plus a pinch, to taste",
        "2 cups + 3 tablespoons, divided",
        "1 cup plus 2 tbsp, divided",
        "1 cup plus 2 tbsp, as needed",
    ]

    @Test(arguments: notesWithoutAName)
    func notesAfterASecondMeasureNameNoFood(_ line: String) throws {
        // when
        let parsed = Self.parser.parse(line)
        // then
        #expect(parsed.name == nil)
        #expect(parsed.parts.count == 2)
        let first = try #require(parsed.parts.first), second = try #require(parsed.parts.last)
        for part in parsed.parts { #expect(part.name == nil && part.food == nil) }
        #expect(first.preparation == second.preparation)
        #expect(first.comment == second.comment)
        #expect(first.preparation != nil || first.comment != nil)
    }

    /// And where a name follows the notes, or the measures, it is read as before.
    static let namesAfterASecondMeasure: [(line: String, food: Food.ID, preparation: String?)] = [
        ("1 cup plus 2 tablespoons sifted flour", "flour", "sifted"),
        ("1 cup plus 2 tbsp flour, sifted", "flour", "sifted"),
        ("2 tablespoons, plus 2 teaspoons, finely chopped parsley", "parsley", "finely chopped"),
        ("1 teaspoon, plus a pinch, dried oregano", "dried-oregano", nil),
        // words that begin no name but come before a food (a number word, an article, a vague
        // word, "optional", "each", notes): the food is read as before the notes rule
        ("1 cup plus 2 tbsp half-and-half", "half-and-half", nil),
        ("1 cup plus 2 tbsp half and half", "half-and-half", nil),
        ("1 cup plus 2 tbsp half & half", "half-and-half", nil),
        ("1/4 cup plus 2 tbsp each sugar and butter", "sugar", nil),
        ("1 cup plus 2 tablespoons optional sugar", "sugar", nil),
        ("1 cup plus 2 tablespoons some milk", "milk", nil),
        ("1 cup plus 2 tablespoons a little water", "water", nil),
        ("1 cup plus 2 tablespoons one egg", "egg", nil),
        ("1 cup plus 2 tablespoons several apples", "apple", nil),
        ("1 cup plus 2 tablespoons about 3 apples", "apple", nil),
        ("1 cup plus 2 tablespoons a good olive oil", "extra-virgin-olive-oil", nil),
        ("1 cup plus 2 tablespoons, sifted, flour", "flour", "sifted"),
    ]

    @Test func aNameAfterASecondMeasureIsStillTheFood() {
        for c in Self.namesAfterASecondMeasure {
            // when
            let parsed = Self.parser.parse(c.line)
            // then
            #expect(parsed.food == c.food, "\(c.line)")
            #expect(parsed.preparation == c.preparation, "\(c.line)")
            // the second measure's part ("each sugar and butter" has a third, of butter)
            #expect(parsed.parts.dropFirst().first?.food == c.food, "\(c.line)")
        }
    }

    @Test func jsonGivesTheLinesCommentAndTheFirstPartsOwn() throws {
        // when
        let line = Self.parser.parse("1 stick plus 6 tablespoons butter").jsonLine
        // then
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["comment"] as? String == "plus 6 tablespoons")
        let parts = try #require(object["parts"] as? [[String: Any]])
        #expect(parts.count == 2)
        #expect(parts[0]["comment"] is NSNull)
        #expect(parts[1]["quantity"] as? Double == 6)
        #expect(parts[1]["comment"] is NSNull)
    }

    @Test func manyPartsAreReadInBoundedTime() async {
        // given: 20,000 parts after the name, each with a comment, then a note
        let line = "1 cup sugar, sifted" + String(repeating: ", plus 1 tbsp for the top", count: 20_000) + " (see note)"
        // when, on a thread of its own (see ReaderLimitTests.timedOnItsOwnThread)
        let read = await ReaderLimitTests.timedOnItsOwnThread { Self.parser.parse(line) }
        // then: every part is read once, and the first part's notes are its own
        #expect(read.value.parts.count == 20_001)
        #expect(read.value.parts.first?.comment == nil)
        #expect(read.value.parts.first?.preparation == "sifted")
        #expect(read.cpuSeconds < 20, "\(read.cpuSeconds) s of processor time")
    }

    @Test func partsSetApartBeforeTheNameAreReadInBoundedTime() async {
        // given: a dash then 40,000 qualifiers before a unit; a "plus more" note of 40,000 words;
        // a bracketed second measure with 40,000 words after it; 20,000 second measures in words
        let lines = ["1 - " + String(repeating: "heaped ", count: 40_000) + "tbsp sugar",
                     "2 tbsp, plus more " + String(repeating: "for ", count: 40_000) + ", olive oil",
                     "1 cup (plus 2 tbsp " + String(repeating: "sifted ", count: 40_000) + ") flour",
                     "1 cup" + String(repeating: ", plus one pinch", count: 20_000) + ", oregano",
                     "1 cup" + String(repeating: " plus two tablespoons", count: 20_000) + " milk",
                     "1 cup plus 2 tbsp, " + String(repeating: "sifted, ", count: 40_000),
                     "1 teaspoon, plus a pinch, " + String(repeating: "to taste, ", count: 20_000),
                     "1 cup plus 2 tbsp " + String(repeating: "some ", count: 40_000) + "milk",
                     "1 cup plus 2 tbsp, " + String(repeating: "x", count: 400_000) + " flour"]
        // when
        let readings = await Self.readInBoundedTime(lines)
        // then: each rule looks a few words ahead, and the reading ends
        for reading in readings { #expect(reading.quantity != nil) }
    }

    /// Each line read on a thread of its own (see ReaderLimitTests.timedOnItsOwnThread), its
    /// processor time checked: the readings.
    static func readInBoundedTime(_ lines: [String]) async -> [ParsedIngredient] {
        var readings: [ParsedIngredient] = []
        for line in lines {
            let read = await ReaderLimitTests.timedOnItsOwnThread { parser.parse(line) }
            #expect(read.cpuSeconds < 20, "\(read.cpuSeconds) s of processor time")
            readings.append(read.value)
        }
        return readings
    }

    @Test func joiningWordsThatNameNothingAreReadInBoundedTime() async {
        // given: 20,000 "and"s between words that name no food; 20,000 brackets opened with
        // "plus" and no food; 40,000 qualifiers before "salt and pepper"; 40,000 bracketed second
        // measures before the name (each a comment of its own)
        let lines = ["1 cup " + String(repeating: "zz and ", count: 20_000) + "flour",
                     "1 cup zz" + String(repeating: " (plus zz", count: 20_000),
                     "1 cup " + String(repeating: "fresh ", count: 40_000) + "salt and pepper",
                     "1 cup" + String(repeating: " (plus 2 tbsp)", count: 40_000) + " flour"]
        // when
        let readings = await Self.readInBoundedTime(lines)
        // then: tries that name no part stop once they have read four times the line
        for reading in readings {
            #expect(reading.quantity == 1)
            #expect(reading.unit == .cup)
        }
        // and a long name still finds the pair at its end
        #expect(readings[2].parts.map(\.food) == ["salt", "black-pepper"])
    }

    @Test func jsonListsThePartsOnlyForLinesOfSeveral() throws {
        // when
        let one = Self.parser.parse("2 tbsp butter, divided").jsonLine
        let two = Self.parser.parse("Salt and pepper to taste").jsonLine
        // then
        #expect(!one.contains("parts"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(two.utf8)) as? [String: Any])
        let parts = try #require(object["parts"] as? [[String: Any]])
        #expect(parts.count == 2)
        #expect(parts.map { $0["food"] as? String } == ["salt", "black-pepper"])
        #expect(parts.allSatisfy { $0["parts"] == nil })
        #expect(parts[1]["input"] as? String == "pepper to taste")
    }

    @Test func aRecipeUsesEveryPartsFood() {
        // given
        let draft = RecipeDraft(title: "Stew", ingredientLines: ["1 onion", "Salt and pepper to taste", "3 large eggs plus 2 egg yolks"])
        // when
        let recipe = Recipe(draft: draft, parser: Self.parser, catalog: FoodCatalog.shared)
        // then
        #expect(recipe.foods == ["onion", "salt", "black-pepper", "egg", "egg-yolk"])
    }

    // MARK: the bundled library

    @Test func everyLibraryLineThatNamesTwoAmountsOrFoodsReadsThemAll() throws {
        // given: cues read from the raw text, independently of the parser: a second amount
        // ("plus 2", "1 cup plus 1"), more of the same ("plus more", "plus extra"), salt with a pepper
        let secondAmount = try Regex(#"(?i)\bplus\s+(\d|[½¼¾⅓⅔]|more|extra|additional|some|a\b|another|thin)|\d\s*[a-z]*\.?\s+(plus|\+)\s+\d"#)
        let saltAndPepper = try Regex(#"(?i)\bsalt\s+(and|&)\s+([a-z ]+\s)?pepper\b"#)
        let url = try #require(RecipeLibrary.bundledURL)
        let lines = try RecipeLibrary.drafts(jsonLines: String(contentsOf: url, encoding: .utf8)).flatMap(\.ingredientLines)
        var plus = 0, seasoning = 0
        // when, then
        for line in lines {
            let isPlus = line.contains(secondAmount)
            let isSeasoning = line.contains(saltAndPepper)
            guard isPlus || isSeasoning else { continue }
            let parts = Self.parser.parse(line).parts
            #expect(parts.count >= 2, "\(line): one part")
            guard parts.count >= 2 else { continue }
            #expect(parts.allSatisfy { $0.food != nil }, "\(line): a part without a food")
            if isSeasoning {
                seasoning += 1
                let foods = parts.compactMap(\.food)
                let catalog = FoodCatalog.shared
                #expect(foods.contains { $0 == "salt" || catalog.ancestors(of: $0).contains("salt") }, "\(line): no salt")
                #expect(foods.contains { $0 == "pepper" || catalog.ancestors(of: $0).contains("pepper") }, "\(line): no pepper")
            } else {
                plus += 1
                // "plus" names more of the same food, unless the words after it name another
                let ownFood: Set<String> = ["egg-yolk", "egg", "banana"]
                for part in parts.dropFirst() where !ownFood.contains(part.food?.rawValue ?? "") {
                    #expect(part.food == parts[0].food, "\(line): \(part.food?.rawValue ?? "-")")
                }
            }
        }
        // the library says "plus" 50 times and "salt and pepper" 72 times
        #expect(plus >= 50)
        #expect(seasoning >= 70)
    }
}
