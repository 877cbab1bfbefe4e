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

    @Test("sealed is unsealed and kept together, neither empty")
    func sealedIsTheUnsealedAndKeptParts() {
        for host in Self.hosts {
            let unsealed = NutritionBench.Half.unsealed.contains(host: host)
            let kept = NutritionBench.Half.kept.contains(host: host)
            #expect(!(unsealed && kept), "\(host)")
            #expect(NutritionBench.Half.sealed.contains(host: host) == (unsealed || kept), "\(host)")
        }
        #expect(Self.hosts.contains { NutritionBench.Half.unsealed.contains(host: $0) })
        #expect(Self.hosts.contains { NutritionBench.Half.kept.contains(host: $0) })
    }
}
