import Foundation
@testable import RecipleaseProviders
import RecipleaseProviderStubs
import Testing

/// Import by URL fetches from the public web only, whatever spelling an address comes in.
struct WebPageTests {
    /// Every spelling of this machine, the private networks and the other special ranges: the
    /// system's resolver reads the odd IPv4 forms (one number, hex, octal, short) as it would
    /// when connecting, and each is refused by its bytes.
    @Test(arguments: [
        "http://127.0.0.1/", "http://2130706433/", "http://0x7f000001/", "http://0x7f.0.0.1/", "http://0177.0.0.1/",
        "http://017700000001/", "http://127.1/", "http://127.0.1/", "http://0/", "http://0.0.0.0:8080/",
        "http://[::1]/", "http://[::]/", "http://[::ffff:127.0.0.1]/", "http://[::ffff:7f00:1]/", "http://[0:0:0:0:0:ffff:127.0.0.1]/",
        "http://[::127.0.0.1]/", "http://[64:ff9b::7f00:1]/", "http://[2002:7f00:1::1]/", "http://[fe80::1]/",
        "http://[fd12:3456::1]/", "http://[ff02::1]/", "http://[2001:db8::1]/", "http://[2001:0::1]/",
        "http://localhost/", "http://LOCALHOST:8080/admin", "http://localhost./", "https://10.0.0.1/", "http://10.1/",
        "http://172.16.0.1/", "http://172.31.255.255/", "http://192.168.1.1/", "http://169.254.169.254/latest/meta-data/",
        "http://100.64.0.1/", "http://100.127.255.254/", "http://224.0.0.1/", "http://239.255.255.250/",
        "http://255.255.255.255/", "http://240.0.0.1/", "http://198.18.0.1/", "http://192.0.2.1/", "http://user:pw@127.0.0.1/",
        "http://127.0.0.1%2f@example.org/", "http://unresolvable.invalid/",
    ])
    func noSpellingOfAPrivateAddressIsFetched(_ url: String) async {
        let error = await fetchError(url, policy: .publicOnly)
        #expect(error?.description == WebPageError.neutral, "\(url): \(String(describing: error))")
    }

    static func zeros(_ count: Int) -> [UInt8] { Array(repeating: 0, count: count) }
    static let judged: [(PublicAddress, Bool)] = [
        (.v4(0x0808_0808), true), (.v4(0x5DB8_D822), true), (.v4(0x6440_0000), false), (.v4(0x643F_FFFF), true),
        (.v4(0xAC20_0000), true), (.v4(0xAC1F_FFFF), false), (.v4(0xDFFF_FFFF), true), (.v4(0xE000_0000), false),
        (.v6([0x26, 0x06, 0x47, 0x00] + zeros(11) + [1]), true),
        (.v6([0x20, 0x01, 0x48, 0x60] + zeros(11) + [0x88]), true),
        (.v6(zeros(10) + [0xFF, 0xFF, 8, 8, 8, 8]), false),
        (.v6([0x20, 0x02, 8, 8, 8, 8] + zeros(10)), true),
        (.v6([0x20, 0x02, 192, 168, 0, 1] + zeros(10)), false),
        (.v6([0, 0x64, 0xFF, 0x9B] + zeros(8) + [10, 0, 0, 1]), false),
        (.v6([0x3F, 0xFF] + zeros(14)), false),
        (.v6([0x40] + zeros(15)), false),
    ]

    @Test(arguments: judged)
    func addressesAreJudgedByTheirBytes(_ address: PublicAddress, _ isPublic: Bool) {
        #expect(address.isPublic == isPublic, "\(address)")
    }

    @Test func theResolverReadsEveryIPv4FormAsTheConnectionWould() {
        for text in ["2130706433", "0x7f000001", "0177.0.0.1", "127.1", "127.0.0.1"] {
            #expect(PublicAddress.resolve(text) == [.v4(0x7F00_0001)], "\(text)")
        }
        #expect(PublicAddress.resolve("::ffff:127.0.0.1").first?.isPublic == false)
        #expect(PublicAddress.v4(0x7F00_0001).description == "127.0.0.1")
    }

    /// A policy for tests: the stub's 127.0.0.1 passes as if public; every other address is refused.
    static let onlyTheStub = WebPage.Policy(resolve: { try await WebPage.resolve($0) }, allows: { $0 == .v4(0x7F00_0001) })

    @Test func everyRedirectHopIsCheckedLikeTheFirst() async throws {
        try await StubProviderServer.with([
            "/page": .body("<html>a recipe</html>"),
            "/hop": .redirect("/page"),
            "/inside": .redirect("http://127.0.0.2:9/secret"),
            "/loop": .redirect("/loop"),
            "/ftp": .redirect("ftp://example.org/x"),
            // a port no socket can have trapped in NIO's socket address, before any connection
            "/port": .redirect("http://127.0.0.1:65536/page"),
        ]) { stub in
            let base = stub.baseURL.absoluteString
            let page = try await WebPage.fetch(base + "/hop", timeoutSeconds: 600, policy: WebPageTests.onlyTheStub)
            #expect(String(decoding: page.data, as: UTF8.self) == "<html>a recipe</html>")
            for path in ["/inside", "/loop", "/ftp", "/port"] {
                let error = await fetchError(base + path, policy: WebPageTests.onlyTheStub)
                #expect(error?.description == WebPageError.neutral, "\(path)")
            }
            #expect(stub.requestCount("/loop") == WebPage.maxRedirects + 1)
        }
    }

    @Test func theConnectionGoesToTheAddressThatWasChecked() async throws {
        try await StubProviderServer.with(["/page": .body("checked")]) { stub in
            // given a name that only the check's resolver knows, pointing at the stub
            let port = try #require(stub.baseURL.port)
            let policy = WebPage.Policy(resolve: { $0 == "recipes.test" ? [.v4(0x7F00_0001)] : [] }, allows: { _ in true })
            // when it is fetched, then the connection uses the checked address, not a second look-up
            let page = try await WebPage.fetch("http://recipes.test:\(port)/page", timeoutSeconds: 600, policy: policy)
            #expect(String(decoding: page.data, as: UTF8.self) == "checked")
        }
    }

    @Test func oneDeadlineCoversTheWholeExchangeIncludingTheBody() async throws {
        // A body of 30 seconds against a deadline of 1. Counting the bytes sent instead of the
        // clock keeps the test honest on a busy machine: a fetch that waited for the body would
        // have let all 600 go out before it returned.
        let body = String(repeating: "x", count: 600)
        try await StubProviderServer.with(["/slow": .trickle(body, every: .milliseconds(50))]) { stub in
            let error = await fetchError(stub.baseURL.absoluteString + "/slow", policy: .anywhere, timeout: 1)
            #expect(error?.description == WebPageError.neutral)
            #expect(stub.trickledBytes < body.utf8.count, "the body's thirty seconds were not waited for")
        }
    }

    @Test func closedAndOpenPortsAndHTTPErrorsReadTheSame() async throws {
        // A port freed by a stopped stub could be taken by another test's server before the fetch,
        // which made this test flaky in the full suite; port 1 then stood in, refused only while
        // nothing on the machine listens there. The stubs' refusing port is held for the run.
        let closed = try await StubProviderServer.refusingURL().absoluteString
        try await StubProviderServer.with(["/missing": .status(404, "{}"), "/broken": .status(500, "{}")]) { stub in
            var seen: Set<String> = []
            for url in [closed + "/x", stub.baseURL.absoluteString + "/missing", stub.baseURL.absoluteString + "/broken"] {
                seen.insert(await fetchError(url, policy: .anywhere)?.description ?? "fetched")
            }
            #expect(seen == [WebPageError.neutral])
        }
    }

    /// Ten minutes by default: a refusal must come from what was checked (a loop ends by counting
    /// its hops), not from the clock, and a timeout reads the same as the refusal. The deadline
    /// also counts the time the answer waits for a thread while the whole suite runs at once on
    /// two cores: a minute was once not enough (see docs/testing.md).
    private func fetchError(_ url: String, policy: WebPage.Policy, timeout: Double = 600) async -> WebPageError? {
        do {
            _ = try await WebPage.fetch(url, timeoutSeconds: timeout, policy: policy)
            return nil
        } catch {
            return error
        }
    }
}
