import Foundation
@testable import RecipleaseBench
@testable import RecipleaseCore
import Testing

/// The nutrition bench's summary lines that say which way the estimates lean, overall and on pages
/// whose energy is mostly meat or fish (docs/benchmarks.md, "Nutrition accuracy").
struct NutritionBenchLinesTests {
    static let catalog = FoodCatalog.shared

    static func weighed(_ line: String, food: Food.ID, kcal: Double) -> RecipeNutrition.Part {
        RecipeNutrition.Part(ingredient: ParsedIngredient(input: line), food: food,
                             outcome: .weighed(grams: 100, nutrients: Nutrients(energy: kcal)))
    }

    static func page(_ name: String, stated: Double, estimated: Double?, meatShare: Double) -> NutritionBench.Page {
        NutritionBench.Page(file: name, host: "example.test", title: name, stated: stated, estimated: estimated, servings: 4,
                            statedServings: 4, counted: 1, total: 1, language: nil, yield: nil, parts: [], meatShare: meatShare)
    }

    @Test func theMeatShareIsTheEnergyOfTheMeatAndFishAisle() {
        // given a pound of ground beef, a salmon fillet, butter, and a line left out
        let parts = [
            Self.weighed("1 lb ground beef", food: "ground-beef", kcal: 1152),
            Self.weighed("1 salmon fillet", food: "salmon", kcal: 248),
            Self.weighed("4 tbsp butter", food: "butter", kcal: 400),
            RecipeNutrition.Part(ingredient: ParsedIngredient(input: "salt to taste"), food: "salt", outcome: .leftOut(.noAmount)),
        ]
        // when the bench takes the meat's share
        let share = NutritionBench.meatShare(of: parts, catalog: Self.catalog)
        // then it is the beef's and the fish's energy over all that was weighed: 1400 of 1800
        #expect(abs(share - 1400.0 / 1800) < 1e-9)
        #expect(NutritionBench.meatShare(of: [], catalog: Self.catalog) == 0)
        #expect(NutritionBench.meatShare(of: [Self.weighed("water", food: "water", kcal: 0)], catalog: Self.catalog) == 0)
    }

    @Test func theSummarySaysWhichWayTheMissesLean() {
        // given four pages: 40 % above (mostly meat), 10 % below, 5 % above (mostly meat), none
        let report = NutritionBench.Report(pages: [
            Self.page("a", stated: 500, estimated: 700, meatShare: 0.5),
            Self.page("b", stated: 400, estimated: 360, meatShare: 0.1),
            Self.page("c", stated: 200, estimated: 210, meatShare: 0.3),
            Self.page("d", stated: 300, estimated: nil, meatShare: 0),
        ], unreadable: [])
        // when the summary is written
        let lines = NutritionBench.lines(report, detail: false)
        // then the signed median is over the pages with an estimate (+5 %), and the meat line
        // counts the two meat pages, one past 25 % above
        #expect(report.signedMedian == 0.05)
        #expect(lines.contains("signed error  median +5.0 % (above the page is +)"))
        #expect(lines.contains("past 25 %     1 above the page, 0 below"))
        let meat = lines.first { $0.hasPrefix("mostly meat") }
        #expect(meat?.hasPrefix("mostly meat   2 pages") == true)
        #expect(meat?.hasSuffix("past 25 % 1 above, 0 below") == true)
        #expect(meat?.contains("signed +22.5 %") == true)
    }
}

/// Which parts the bench counts as weighed by an average piece.
struct NutritionBenchPiecesTests {
    @Test(arguments: [
        (ParsedIngredient(input: "2 onions", quantity: 2, name: "onions"), true),
        (ParsedIngredient(input: "3 cloves garlic", quantity: 3, unit: .clove, name: "garlic"), true),
        (ParsedIngredient(input: "4 slices bacon", quantity: 4, unit: .slice, name: "bacon"), true),
        (ParsedIngredient(input: "1 can tomatoes", quantity: 1, unit: .can, name: "tomatoes"), false),
        (ParsedIngredient(input: "1 stick butter", quantity: 1, unit: .stick, name: "butter"), false),
        (ParsedIngredient(input: "1 (14 oz) tomatoes", quantity: 1, packageQuantity: 14, packageUnit: .ounce, name: "tomatoes"), false),
        (ParsedIngredient(input: "1 cup flour", quantity: 1, unit: .cup, name: "flour"), false),
        (ParsedIngredient(input: "200 g rice", quantity: 200, unit: .gram, name: "rice"), false),
        (ParsedIngredient(input: "salt", name: "salt"), false),
    ])
    func aPartIsCountedWhenAnAveragePieceWeighsIt(part: ParsedIngredient, counted: Bool) {
        #expect(NutritionBench.isCounted(part) == counted, "\(part.input)")
    }

    @Test func theSummaryHasALineForPagesMostlyOfPieces() {
        // given a page 60 % above with 40 % of its energy from pieces, and one 10 % below with 10 %
        func page(_ stated: Double, _ estimated: Double, counted: Double) -> NutritionBench.Page {
            var page = NutritionBenchLinesTests.page("p\(stated)", stated: stated, estimated: estimated, meatShare: 0)
            page.countedShare = counted
            return page
        }
        let report = NutritionBench.Report(pages: [page(100, 160, counted: 0.4), page(100, 90, counted: 0.1)], unreadable: [])
        // when the summary is written
        let line = NutritionBench.lines(report, detail: false).first { $0.hasPrefix("mostly pieces") }
        // then it counts the one page, 60 % above the page
        #expect(line == "mostly pieces 1 pages (30 % of the energy or more), median 60.0 %, signed +60.0 %, within 25 % 0.0 %, past 25 % 1 above, 0 below")
    }
    @Test func aPartItsNoteWeighedIsNoAveragePiece() {
        // given "4 chicken breasts" weighed by the catalog's piece, the same line weighed by its
        // note ("about 1 1/2 pounds total"), and a cup of flour
        let breasts = ParsedIngredient(input: "4 chicken breasts", quantity: 4, name: "chicken breasts")
        let byPiece = NutritionBenchLinesTests.weighed("4 chicken breasts", food: "chicken-breast", kcal: 896)
        var byNote = byPiece
        byNote.ingredient = breasts
        byNote.weighedByNote = true
        let flour = NutritionBenchLinesTests.weighed("1 cup flour", food: "all-purpose-flour", kcal: 455)
        // then only the first is weighed by the piece
        #expect(NutritionBench.isWeighedByPiece(RecipeNutrition.Part(ingredient: breasts, food: "chicken-breast",
                                                                      outcome: byPiece.outcome)))
        #expect(!NutritionBench.isWeighedByPiece(byNote))
        #expect(!NutritionBench.isWeighedByPiece(flour))
    }

    @Test func theDetailMarksThePartsAnAveragePieceWeighed() {
        // given a page of 2 pork chops by the piece and a cup of flour by its density
        var page = NutritionBenchLinesTests.page("chops", stated: 300, estimated: 290, meatShare: 0.6)
        page.parts = [
            RecipeNutrition.Part(ingredient: ParsedIngredient(input: "2 pork chops", quantity: 2, name: "pork chops"),
                                 food: "pork-chop", outcome: .weighed(grams: 370, nutrients: Nutrients(energy: 644))),
            RecipeNutrition.Part(ingredient: ParsedIngredient(input: "1 cup flour", quantity: 1, unit: .cup, name: "flour"),
                                 food: "all-purpose-flour", outcome: .weighed(grams: 125, nutrients: Nutrients(energy: 455))),
        ]
        // when the detail is written
        let lines = NutritionBench.lines(NutritionBench.Report(pages: [page], unreadable: []), detail: true)
        // then the chops' line carries the star and the flour's does not
        #expect(lines.contains("       *    370 g    644 kcal  2 pork chops"))
        #expect(lines.contains("            125 g    455 kcal  1 cup flour"))
    }

    @Test func thePiecesAisleIsTheOneWhosePiecesBringTheMostEnergy() {
        // given 2 onions (88 kcal) and 2 pork chops (696 kcal) by the piece, and a pound of ground
        // beef by weight (1152 kcal)
        let parts = [
            RecipeNutrition.Part(ingredient: ParsedIngredient(input: "2 onions", quantity: 2, name: "onions"), food: "onion",
                                 outcome: .weighed(grams: 220, nutrients: Nutrients(energy: 88))),
            RecipeNutrition.Part(ingredient: ParsedIngredient(input: "2 pork chops", quantity: 2, name: "pork chops"),
                                 food: "pork-chop", outcome: .weighed(grams: 400, nutrients: Nutrients(energy: 696))),
            NutritionBenchLinesTests.weighed("1 lb ground beef", food: "ground-beef", kcal: 1152),
        ]
        // then the pork chops' aisle; with the chops weighed by their note, the onions'; none without pieces
        #expect(NutritionBench.pieceAisle(of: parts, catalog: FoodCatalog.shared) == "meat & fish")
        var noted = parts
        noted[1].weighedByNote = true
        #expect(NutritionBench.pieceAisle(of: noted, catalog: FoodCatalog.shared) == "produce")
        #expect(NutritionBench.pieceAisle(of: [parts[2]], catalog: FoodCatalog.shared) == nil)
    }

    @Test func theSummarySplitsPagesOfPiecesByHowAndByAisle() {
        // given three pages mostly of pieces: one 60 % above whose pieces are pork chops, one 10 %
        // below whose pieces are onions, and one 200 % above whose pieces its note weighed
        func page(_ estimated: Double, piece: Double, aisle: String?) -> NutritionBench.Page {
            var page = NutritionBenchLinesTests.page("p\(estimated)", stated: 100, estimated: estimated, meatShare: 0)
            page.countedShare = 0.6
            page.pieceShare = piece
            page.pieceAisle = aisle
            return page
        }
        let report = NutritionBench.Report(pages: [page(160, piece: 0.6, aisle: "meat & fish"), page(90, piece: 0.5, aisle: "produce"),
                                                   page(300, piece: 0, aisle: nil)], unreadable: [])
        // when the summary is written
        let lines = NutritionBench.lines(report, detail: false)
        // then the pieces line counts all three, the by-the-piece line the first two, split by aisle
        #expect(lines.first { $0.hasPrefix("mostly pieces") }?.hasPrefix("mostly pieces 3 pages") == true)
        #expect(lines.first { $0.hasPrefix("by the piece") } == "by the piece  2 pages (the catalog's pieces, not a note's weight, 30 % or more), median 35.0 %, signed +25.0 %, within 25 % 50.0 %, past 25 % 1 above, 0 below")
        #expect(lines.first { $0.hasPrefix("  by aisle") } == "  by aisle    produce 1, signed -10.0 %, within 25 % 100.0 %; meat & fish 1, signed +60.0 %, within 25 % 0.0 %; other 0, signed +0.0 %, within 25 % 0.0 %")
    }

    @Test func theSummarySplitsOtherPiecesByTheirAisleAndAllByTheirUnit() {
        // given three pages weighed by the piece: tortillas counted bare (bakery, 40 % above), eggs
        // counted bare (dairy, 10 % below) and bacon by the slice (meat, 5 % above)
        func page(_ estimated: Double, aisle: String, unit: String) -> NutritionBench.Page {
            var page = NutritionBenchLinesTests.page("p\(estimated)", stated: 100, estimated: estimated, meatShare: 0)
            page.countedShare = 0.6
            page.pieceShare = 0.6
            page.pieceAisle = aisle
            page.pieceUnit = unit
            return page
        }
        let report = NutritionBench.Report(pages: [page(140, aisle: "bakery", unit: "none"), page(90, aisle: "dairy & eggs", unit: "none"),
                                                   page(105, aisle: "meat & fish", unit: "slice")], unreadable: [])
        // when the summary is written
        let lines = NutritionBench.lines(report, detail: false)
        // then the two pages of other aisles are told apart, and the units count all three
        #expect(lines.first { $0.hasPrefix("  other by") } == "  other by    bakery 1, signed +40.0 %, within 25 % 0.0 %; dairy & eggs 1, signed -10.0 %, within 25 % 100.0 %")
        #expect(lines.first { $0.hasPrefix("  by unit") } == "  by unit     none 2, signed +15.0 %, within 25 % 50.0 %; slice 1, signed +5.0 %, within 25 % 100.0 %")
    }

    @Test func thePieceUnitIsTheOneWhosePiecesBringTheMostEnergy() {
        // given 4 slices of bacon (180 kcal) and 2 eggs (143 kcal), each by the piece
        let parts = [
            RecipeNutrition.Part(ingredient: ParsedIngredient(input: "4 slices bacon", quantity: 4, unit: .slice, name: "bacon"),
                                 food: "bacon", outcome: .weighed(grams: 32, nutrients: Nutrients(energy: 180))),
            RecipeNutrition.Part(ingredient: ParsedIngredient(input: "2 eggs", quantity: 2, name: "eggs"), food: "egg",
                                 outcome: .weighed(grams: 100, nutrients: Nutrients(energy: 143))),
        ]
        // then the slices' unit; the eggs' "none" alone; nil without pieces
        #expect(NutritionBench.pieceUnit(of: parts) == MeasureUnit.slice.rawValue)
        #expect(NutritionBench.pieceUnit(of: [parts[1]]) == "none")
        #expect(NutritionBench.pieceUnit(of: []) == nil)
    }

    @Test func theSummarySaysWhyAPageHasNoEstimate() {
        // given a page in Danish whose two lines found no food, and one with an estimate
        var lost = NutritionBenchLinesTests.page("lost", stated: 300, estimated: nil, meatShare: 0)
        lost.language = "da"
        lost.total = 2
        lost.parts = ["1 x", "2 y"].map {
            RecipeNutrition.Part(ingredient: ParsedIngredient(input: $0), food: nil, outcome: .leftOut(.unknownFood))
        }
        let report = NutritionBench.Report(pages: [lost, NutritionBenchLinesTests.page("kept", stated: 100, estimated: 100, meatShare: 0)],
                                           unreadable: [])
        // then the line names its language, its parts and why they were left out
        #expect(NutritionBench.lines(report, detail: false).contains("no estimate   1 (da 2 parts: unknownFood 2)"))
    }
}


/// The summary splits the pages stating a yield by what the yield counts.
struct NutritionBenchYieldKindTests {
    @Test(arguments: [
        ("4 servings", "servings"), ("4 Personen", "servings"), ("6 bowls", "servings"),
        ("16 servings (2 pies)", "servings"), ("24 cookies", "items"), ("36 peanut butter balls", "items"),
        ("1 loaf (8 slices)", "wholes"), ("2 9-inch pies", "wholes"), ("about 2 dozen", "dozen"),
        ("2 cups", "volume or weight"), ("500 g", "volume or weight"), ("1 Quart", "volume or weight"), ("12", "number"),
    ])
    func aYieldIsToldByWhatItCounts(_ yield: String, _ kind: String) {
        #expect(NutritionBench.yieldKind(yield) == kind)
    }

    @Test func theSummaryCountsEachKindOfYield() {
        // given two pages yielding cookies, one 40 % above its figure, and one yielding a loaf
        func page(_ name: String, _ yield: String, stated: Double, estimated: Double) -> NutritionBench.Page {
            NutritionBench.Page(file: name, host: "example.test", title: name, stated: stated, estimated: estimated, servings: 4,
                                statedServings: 4, counted: 1, total: 1, language: nil, yield: yield, parts: [], meatShare: 0)
        }
        let report = NutritionBench.Report(pages: [
            page("a", "24 cookies", stated: 100, estimated: 140), page("b", "12 cookies", stated: 100, estimated: 100),
            page("c", "1 loaf", stated: 200, estimated: 190),
        ], unreadable: [])
        // when the summary is written
        let line = NutritionBench.lines(report, detail: false).first { $0.hasPrefix("  by kind") }
        // then each kind has its count, and the cookie page past 25 % is counted above
        #expect(line?.contains("items 2, signed +20.0 %, within 25 % 50.0 %, past 1 above 0 below") == true)
        #expect(line?.contains("wholes 1, signed -5.0 %, within 25 % 100.0 %, past 0 above 0 below") == true)
        #expect(line?.contains("servings") == false)
    }
}
