import RecipleaseBench
import Testing

/// The summary of `bench pages` tells misses apart by kind, so that a half that is only ever
/// measured still says which kind of difference it holds.
struct PageBenchKindTests {
    struct Case: Sendable {
        var expected: [String]
        var got: [String]
        var kind: PageBench.Kind
    }

    @Test(arguments: [
        Case(expected: ["Lemon Tart", "2 eggs"], got: ["lemon tart!", "2 eggs"], kind: .titleNear),
        Case(expected: ["Lemon Tart", "2 eggs"], got: ["Lemon Tart Recipe", "2 eggs"], kind: .title),
        Case(expected: ["Tart", "1 cup flour, sifted"], got: ["Tart", "1 cup flour (sifted)"], kind: .linesNear),
        Case(expected: ["Tart", "1 cup flour"], got: ["Tart", "1 cup plain flour"], kind: .linesWorded),
        Case(expected: ["Tart", "1 cup flour"], got: ["Tart", "For the base:", "1 cup flour"], kind: .linesMore),
        Case(expected: ["Tart", "1 cup flour", "2 eggs"], got: ["Tart", "1 cup flour 2 eggs"], kind: .linesFewer),
        // a line differing only in its fraction character is no miss at all, but the kind of a
        // pair that folds equal and differs elsewhere still looks past the fold
        Case(expected: ["Tart", "1½ cups milk", "salt"], got: ["Tart", "1 1/2 cups milk", "Salt"], kind: .linesNear),
    ])
    func aMissIsToldByItsKind(_ row: Case) {
        #expect(PageBench.kind(expected: row.expected, got: row.got) == row.kind)
    }

    @Test func aNearMissNamesTheMarksThatSetItApart() {
        #expect(PageBench.marks(expected: "1 cup flour, sifted", got: "1 cup flour (sifted)") == "+( +) -,")
        #expect(PageBench.marks(expected: "4–6 apples", got: "4 - 6 apples") == "+space +- -–")
        #expect(PageBench.marks(expected: "Salt", got: "salt") == "case")
    }
}
