import Foundation
import Testing
@testable import RecipleaseCore

/// The seeded generator and the hash: ids, pictures and bench corpora are made from them, so
/// their outputs may never change.
struct RandomAndHashTests {
    @Test(arguments: [1, 2, 7, 100])
    func drawsCoverTheirWholeRangeAndNothingElse(_ bound: Int) {
        var random = SplitMix64(seed: 9)
        let values = (0..<5000).map { _ in random.below(bound) }
        #expect(values.allSatisfy { (0..<bound).contains($0) })
        #expect(Set(values).count == bound)
    }

    @Test func splitMixIsTheReferenceSequence() {
        // The first outputs of SplitMix64 seeded with 0 (from the reference implementation).
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func fnv1aIsTheReferenceHash() {
        // Published FNV-1a 64-bit values.
        #expect(FNV1a.hash("") == 0xCBF2_9CE4_8422_2325)
        #expect(FNV1a.hash("a") == 0xAF63_DC4C_8601_EC8C)
        #expect(FNV1a.hash("foobar") == 0x8594_4171_F739_67E8)
    }
}
