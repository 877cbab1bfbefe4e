import Foundation
import Testing
@testable import RecipleaseCore

@Suite("MeasureUnit and Measure")
struct MeasureUnitTests {
    struct Conversion: Sendable, CustomTestStringConvertible {
        let from: Measure
        let to: MeasureUnit
        var density: Double? = nil
        var pieceWeight: Double? = nil
        let expected: Double?
        var testDescription: String { "\(from.amount) \(from.unit.rawValue) → \(to.rawValue)" }
    }

    static let conversions: [Conversion] = [
        // volume
        Conversion(from: Measure(1, .tablespoon), to: .teaspoon, expected: 3),
        Conversion(from: Measure(1, .cup), to: .tablespoon, expected: 16),
        Conversion(from: Measure(1, .cup), to: .fluidOunce, expected: 8),
        Conversion(from: Measure(2, .pint), to: .quart, expected: 1),
        Conversion(from: Measure(4, .quart), to: .gallon, expected: 1),
        Conversion(from: Measure(1, .cup), to: .milliliter, expected: 236.588),
        Conversion(from: Measure(1, .liter), to: .milliliter, expected: 1000),
        Conversion(from: Measure(1, .deciliter), to: .centiliter, expected: 10),
        Conversion(from: Measure(1, .teaspoon), to: .milliliter, expected: 4.929),
        Conversion(from: Measure(2, .dessertspoon), to: .tablespoon, expected: 1.333),
        // mass
        Conversion(from: Measure(1, .pound), to: .ounce, expected: 16),
        Conversion(from: Measure(1, .kilogram), to: .gram, expected: 1000),
        Conversion(from: Measure(1, .ounce), to: .gram, expected: 28.350),
        Conversion(from: Measure(500, .milligram), to: .gram, expected: 0.5),
        Conversion(from: Measure(1, .kilogram), to: .pound, expected: 2.205),
        // length
        Conversion(from: Measure(1, .inch), to: .centimeter, expected: 2.54),
        Conversion(from: Measure(10, .millimeter), to: .centimeter, expected: 1),
        // across dimensions through a density (g/ml)
        Conversion(from: Measure(1, .cup), to: .gram, density: 0.53, expected: 125.392),  // flour
        Conversion(from: Measure(100, .gram), to: .milliliter, density: 1, expected: 100),  // water
        Conversion(from: Measure(1, .tablespoon), to: .gram, density: 0.96, expected: 14.195),  // butter
        Conversion(from: Measure(200, .gram), to: .cup, density: 0.85, expected: 0.995),  // sugar
        // counted units through the weight of one piece
        Conversion(from: Measure(3, .clove), to: .gram, pieceWeight: 5, expected: 15),
        Conversion(from: Measure(1, .kilogram), to: .piece, pieceWeight: 200, expected: 5),
        Conversion(from: Measure(2, .stick), to: .cup, density: 0.96, pieceWeight: 113, expected: 0.995),
        // no way across
        Conversion(from: Measure(1, .cup), to: .gram, expected: nil),
        Conversion(from: Measure(1, .gram), to: .cup, expected: nil),
        Conversion(from: Measure(1, .clove), to: .gram, expected: nil),
        Conversion(from: Measure(1, .can), to: .jar, pieceWeight: 400, expected: nil),
        Conversion(from: Measure(1, .inch), to: .gram, density: 1, expected: nil),
        Conversion(from: Measure(1, .cup), to: .gram, density: 0, expected: nil),
    ]

    @Test("conversions", arguments: conversions)
    func conversion(_ c: Conversion) {
        // when
        let result = c.from.converted(to: c.to, density: c.density, pieceWeight: c.pieceWeight)
        // then
        if let expected = c.expected {
            #expect(result?.unit == c.to)
            #expect(abs((result?.amount ?? .nan) - expected) < 0.001 * max(1, expected))
        } else {
            #expect(result == nil)
        }
    }

    @Test("a conversion there and back gives the amount again", arguments: MeasureUnit.allCases)
    func roundTrip(_ unit: MeasureUnit) {
        let base: MeasureUnit? = switch unit.dimension {
        case .volume: .milliliter
        case .mass: .gram
        case .length: .millimeter
        case .count: nil
        }
        guard let base else {
            #expect(unit.baseFactor == nil)
            return
        }
        let there = Measure(2.5, unit).converted(to: base)
        let back = there?.converted(to: unit)
        #expect(abs((back?.amount ?? 0) - 2.5) < 1e-9)
    }

    @Test("converting for a catalog food uses its density")
    func convertedForFood() {
        let honey = Food(id: "honey", name: "honey", aisle: "pantry", density: 1.42)
        let grams = Measure(1, .tablespoon).converted(to: .gram, for: honey)
        #expect(abs((grams?.amount ?? 0) - 20.997) < 0.01)
    }

    struct Display: Sendable, CustomTestStringConvertible {
        let measure: Measure
        let system: MeasureSystem?
        let text: String
        var testDescription: String { text }
    }

    static let displays: [Display] = [
        Display(measure: Measure(1.0 / 3, .cup), system: nil, text: "⅓ cup"),
        Display(measure: Measure(2.5, .tablespoon), system: nil, text: "2 ½ tbsp"),
        Display(measure: Measure(1, .kilogram), system: nil, text: "1 kg"),
        Display(measure: Measure(0.75, .teaspoon), system: nil, text: "¾ tsp"),
        Display(measure: Measure(1.125, .cup), system: nil, text: "1 ⅛ cups"),
        Display(measure: Measure(2, .cup), system: nil, text: "2 cups"),
        Display(measure: Measure(250, .gram), system: nil, text: "250 g"),
        Display(measure: Measure(1.5, .liter), system: nil, text: "1.5 l"),
        Display(measure: Measure(0.25, .liter), system: nil, text: "0.25 l"),
        Display(measure: Measure(3, .clove), system: nil, text: "3 cloves"),
        Display(measure: Measure(1, .clove), system: nil, text: "1 clove"),
        Display(measure: Measure(2, .bunch), system: nil, text: "2 bunches"),
        Display(measure: Measure(2, .loaf), system: nil, text: "2 loaves"),
        Display(measure: Measure(8, .fluidOunce), system: nil, text: "8 fl oz"),
        Display(measure: Measure(0.06, .cup), system: nil, text: "0.06 cup"),
        Display(measure: Measure(1000, .gram), system: .metric, text: "1 kg"),
        Display(measure: Measure(78.86, .milliliter), system: .us, text: "⅓ cup"),
        Display(measure: Measure(15, .milliliter), system: .us, text: "1 tbsp"),
        Display(measure: Measure(5, .milliliter), system: .us, text: "1 tsp"),
        Display(measure: Measure(1, .cup), system: .metric, text: "237 ml"),
        Display(measure: Measure(4, .cup), system: .metric, text: "946 ml"),
        Display(measure: Measure(5, .cup), system: .metric, text: "1.2 l"),
        Display(measure: Measure(1, .pound), system: .metric, text: "454 g"),
        Display(measure: Measure(500, .gram), system: .us, text: "1 ⅛ lb"),
        Display(measure: Measure(100, .gram), system: .us, text: "3 ½ oz"),
        Display(measure: Measure(113.4, .gram), system: .us, text: "4 oz"),
        Display(measure: Measure(2, .tablespoon), system: .metric, text: "2 tbsp"),
        Display(measure: Measure(2, .inch), system: .metric, text: "5.1 cm"),
        Display(measure: Measure(2, .can), system: .metric, text: "2 cans"),
        // a kilogram or a litre keeps its tenth up to 100; grams and millilitres are whole from 10
        Display(measure: Measure(10.4, .kilogram), system: nil, text: "10.4 kg"),
        Display(measure: Measure(10.45, .liter), system: nil, text: "10.5 l"),
        Display(measure: Measure(37.9, .liter), system: nil, text: "37.9 l"),
        Display(measure: Measure(10, .kilogram), system: nil, text: "10 kg"),
        Display(measure: Measure(120.4, .kilogram), system: nil, text: "120 kg"),
        Display(measure: Measure(10.4, .gram), system: nil, text: "10 g"),
        Display(measure: Measure(10_440, .gram), system: .metric, text: "10.4 kg"),
        Display(measure: Measure(10, .gallon), system: .metric, text: "37.9 l"),
    ]

    @Test("readable display", arguments: displays)
    func display(_ d: Display) {
        let text = d.system.map { d.measure.formatted(for: $0) } ?? d.measure.formatted
        #expect(text == d.text)
    }

    @Test("every unit has a dimension, an abbreviation and a plural", arguments: MeasureUnit.allCases)
    func unitFacts(_ unit: MeasureUnit) {
        #expect(!unit.abbreviation.isEmpty)
        #expect(unit.plural != unit.rawValue)
        #expect((unit.baseFactor == nil) == (unit.dimension == .count))
        #expect((unit.system == nil) == (unit.dimension == .count))
        #expect(MeasureUnit(rawValue: unit.rawValue) == unit)
    }

    @Test("no spelling names two units")
    func spellingsAreUnique() {
        var seen: [String: MeasureUnit] = [:]
        for unit in MeasureUnit.allCases {
            for spelling in unit.spellings {
                #expect(seen[spelling] == nil, "\(spelling) names \(seen[spelling]?.rawValue ?? "") and \(unit.rawValue)")
                seen[spelling] = unit
            }
        }
    }
}
