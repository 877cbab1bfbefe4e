import Testing
import RecipleaseBench

/// The accuracy benches split the dev pages by host; the parts must not overlap or lose a host.
struct BenchHalfTests {
    static let hosts = (0..<400).map { "site\($0).example" } + ["allrecipes.com", "marmiton.org", "750g.com", "www.bbc.co.uk"]

    @Test("tune, opened and sealed take every host exactly once")
    func thePartsPartitionTheHosts() {
        for host in Self.hosts {
            let parts = [NutritionBench.Half.tune, .opened, .sealed].filter { $0.contains(host: host) }
            #expect(parts.count == 1, "\(host): \(parts)")
        }
    }

    @Test("held-out is opened and sealed together, and all is every host")
    func heldOutIsTheOpenedAndSealedParts() {
        for host in Self.hosts {
            let heldOut = NutritionBench.Half.heldOut.contains(host: host)
            #expect(heldOut == (NutritionBench.Half.opened.contains(host: host) || NutritionBench.Half.sealed.contains(host: host)))
            #expect(heldOut != NutritionBench.Half.tune.contains(host: host))
            #expect(NutritionBench.Half.all.contains(host: host))
        }
        // Neither part is empty on a few hundred hosts.
        #expect(Self.hosts.contains { NutritionBench.Half.opened.contains(host: $0) })
        #expect(Self.hosts.contains { NutritionBench.Half.sealed.contains(host: $0) })
    }

    /// Each part cut in two again, and its two halves.
    static let cuts: [(whole: NutritionBench.Half, first: NutritionBench.Half, second: NutritionBench.Half)] = [
        (.sealed, .unsealed, .kept),
        (.kept, .unlocked, .locked),
    ]

    @Test("sealed is unsealed and kept together, kept unlocked and locked, none empty", arguments: cuts)
    func eachCutIsItsTwoHalves(cut: (whole: NutritionBench.Half, first: NutritionBench.Half, second: NutritionBench.Half)) {
        for host in Self.hosts {
            let first = cut.first.contains(host: host)
            let second = cut.second.contains(host: host)
            #expect(!(first && second), "\(host)")
            #expect(cut.whole.contains(host: host) == (first || second), "\(host)")
        }
        #expect(Self.hosts.contains { cut.first.contains(host: $0) })
        #expect(Self.hosts.contains { cut.second.contains(host: $0) })
    }
}
