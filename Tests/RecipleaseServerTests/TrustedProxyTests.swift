import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// `X-Forwarded-*` and `Forwarded` count only from the proxies `RECIPLEASE_TRUSTED_PROXIES` names.
struct TrustedProxyTests {
    @Test(arguments: [
        ("127.0.0.1", true),
        ("10.0.0.0/8, 192.168.1.7", true),
        ("  ::1 , fd00::/8,2001:db8::/32 ", true),
        ("0.0.0.0/0", true),
        ("", true),
        ("10.0.0.0/33", false),
        ("fd00::/129", false),
        ("10.0.0.0/", false),
        ("10.0.0.0/8/8", false),
        ("localhost", false),
        ("10.0.0", false),
        ("10.0.0.1\u{0}", false),
        ("１０.0.0.1", false),
        ("10.0.0.0/-1", false),
        ("10.0.0.0/８", false),
    ])
    func theSettingTakesAddressesAndRangesAndNamesItselfWhenWrong(_ value: String, _ valid: Bool) throws {
        if valid {
            #expect(throws: Never.self) { _ = try Settings.fromEnvironment(["RECIPLEASE_TRUSTED_PROXIES": value]) }
        } else {
            let error = #expect(throws: SettingsError.self) { _ = try Settings.fromEnvironment(["RECIPLEASE_TRUSTED_PROXIES": value]) }
            #expect(error?.description.hasPrefix("RECIPLEASE_TRUSTED_PROXIES=") == true)
        }
    }

    @Test(arguments: [
        ("10.0.0.0/8", "10.255.1.2", true),
        ("10.0.0.0/8", "11.0.0.1", false),
        ("10.0.0.0/8", "::ffff:10.1.2.3", true),
        ("192.168.1.7", "192.168.1.7", true),
        ("192.168.1.7", "192.168.1.8", false),
        ("172.16.0.0/12", "172.31.255.255", true),
        ("172.16.0.0/12", "172.32.0.0", false),
        ("fd00::/8", "fd12:3456::1", true),
        ("fd00::/8", "fe80::1", false),
        ("2001:db8::/33", "2001:db8:7fff::1", true),
        ("2001:db8::/33", "2001:db8:8000::1", false),
        ("::1", "127.0.0.1", false),
        ("0.0.0.0/0", "203.0.113.9", true),
        ("0.0.0.0/0", "2001:db8::1", false),
    ])
    func aRangeHoldsTheAddressesItsPrefixCovers(_ range: String, _ address: String, _ inside: Bool) throws {
        let proxies = try #require(TrustedProxies(range))
        #expect(proxies.contains(try #require(IPAddress(address))) == inside)
    }

    /// An app whose route echoes `clientAddress`, reached over a socket from 127.0.0.1.
    func withEchoApp(trusting list: String, _ body: (SocketClient) async throws -> Void) async throws {
        var settings = Settings()
        settings.trustedProxies = try #require(TrustedProxies(list))
        try await withConfiguredApp(settings: settings, store: TestLibrary.store()) { app in
            app.get("test-client-address") { $0.clientAddress ?? "none" }
            try await SocketClient.run(app, body)
        }
    }

    @Test(arguments: [
        // Nothing trusted: the forwarding headers are anyone's to write.
        ("", [("X-Forwarded-For", "203.0.113.9")], "127.0.0.1"),
        ("10.0.0.0/8", [("Forwarded", "for=203.0.113.9")], "127.0.0.1"),
        // The peer is trusted: the nearest untrusted hop is the client, a forged first one is not.
        ("127.0.0.1", [("X-Forwarded-For", "203.0.113.9")], "203.0.113.9"),
        ("127.0.0.1", [("X-Forwarded-For", "198.51.100.66, 203.0.113.9")], "203.0.113.9"),
        ("127.0.0.1, 10.0.0.0/8", [("X-Forwarded-For", "198.51.100.66, 203.0.113.9, 10.1.2.3")], "203.0.113.9"),
        ("127.0.0.1", [("X-Forwarded-For", "198.51.100.66"), ("X-Forwarded-For", "203.0.113.9")], "203.0.113.9"),
        ("127.0.0.1", [("Forwarded", #"for="[2001:DB8::1]:4711";proto=https"#)], "2001:db8::1"),
        ("127.0.0.1", [("Forwarded", "for=192.0.2.60:8080"), ("X-Forwarded-For", "203.0.113.9")], "192.0.2.60"),
        ("127.0.0.1", [("X-Forwarded-For", "::ffff:203.0.113.9")], "203.0.113.9"),
        // What is not an address stops the walk at the last proxy that spoke.
        ("127.0.0.1", [("Forwarded", "for=unknown")], "127.0.0.1"),
        ("127.0.0.1", [("X-Forwarded-For", "203.0.113.9, not-an-address")], "127.0.0.1"),
        ("127.0.0.1", [], "127.0.0.1"),
    ])
    func theClientAddressBelievesOnlyTrustedProxies(_ trusted: String, _ headers: [(String, String)], _ expected: String) async throws {
        try await withEchoApp(trusting: trusted) { server in
            var sent = HTTPHeaders()
            for (name, value) in headers { sent.add(name: name, value: value) }
            let response = try await server.send(.GET, "/test-client-address", headers: sent)
            #expect(response.status == .ok)
            #expect(response.body.map { String(buffer: $0) } == expected, "\(trusted) \(headers)")
        }
    }

    @Test(arguments: [
        // (trusted proxies, headers, the calendar link's start)
        ("", [("X-Forwarded-Host", "evil.example"), ("X-Forwarded-Proto", "https")], "http://127.0.0.1:"),
        ("", [("Forwarded", "host=evil.example;proto=https")], "http://127.0.0.1:"),
        ("127.0.0.1", [("X-Forwarded-Host", "recipes.example.org"), ("X-Forwarded-Proto", "https")], "https://recipes.example.org/"),
        ("127.0.0.1", [("X-Forwarded-Host", "client.example, recipes.example.org:8443")], "http://recipes.example.org:8443/"),
        ("127.0.0.1", [("Forwarded", "host=recipes.example.org;proto=https")], "https://recipes.example.org/"),
        ("127.0.0.1", [("X-Forwarded-Host", "[2001:db8::1]:8443")], "http://[2001:db8::1]:8443/"),
        // Hosts that are not plain ASCII names are ignored, even from a trusted proxy.
        ("127.0.0.1", [("X-Forwarded-Host", "exämple.org")], "http://127.0.0.1:"),
        ("127.0.0.1", [("X-Forwarded-Host", "evil.example/path?")], "http://127.0.0.1:"),
        ("127.0.0.1", [("X-Forwarded-Host", "evil.example:99999")], "http://127.0.0.1:"),
        ("127.0.0.1", [("X-Forwarded-Host", "a..b")], "http://127.0.0.1:"),
        ("127.0.0.1", [("X-Forwarded-Host", "[not-v6]")], "http://127.0.0.1:"),
    ])
    func feedLinksUseForwardedHostsOnlyFromTrustedProxies(_ trusted: String, _ headers: [(String, String)], _ prefix: String) async throws {
        var settings = Settings(passwordCost: 4)
        settings.trustedProxies = try #require(TrustedProxies(trusted))
        try await withConfiguredApp(settings: settings, store: TestLibrary.store()) { app in
            // given a user, over a socket from 127.0.0.1
            let token = try await TestAPIClient.signedUp(app, "alice").token ?? ""
            try await SocketClient.run(app) { server in
                var sent: HTTPHeaders = ["Authorization": "Bearer \(token)"]
                for (name, value) in headers { sent.add(name: name, value: value) }

                // when
                let response = try await server.send(.GET, "/api/v1/calendar", headers: sent)

                // then
                let body = try #require(response.body.map { Data(buffer: $0) })
                let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
                let url = try #require(object["url"] as? String)
                #expect(url.hasPrefix(prefix), "\(headers): \(url)")
                #expect(url.contains("/calendar/"))
            }
        }
    }

    @Test(arguments: ["exämple.org", "evil.example/x", "a b", "", "ex\u{0}ample.org", String(repeating: "a", count: 64) + ".org"])
    func aHostHeaderThatIsNoPlainHostNameIsNotUsed(_ host: String) async throws {
        try await withAccountsApp { app, _ in
            let client = try await TestAPIClient.signedUp(app, "alice")
            let response = try await app.testing().sendRequest(.GET, "/api/v1/calendar", headers: [
                "Authorization": "Bearer \(client.token ?? "")", "Host": host,
            ])
            let url = try #require(try response.json()["url"] as? String)
            // the address the server is set to listen on instead, its port kept (no socket listens
            // in this in-process test, so the port is the configured one)
            #expect(url.hasPrefix("http://127.0.0.1:\(app.http.server.configuration.port)/calendar/"), "\(host): \(url)")
        }
    }

    @Test func aPlainHostHeaderIsUsedForFeedLinks() async throws {
        try await withAccountsApp { app, _ in
            let client = try await TestAPIClient.signedUp(app, "alice")
            let response = try await app.testing().sendRequest(.GET, "/api/v1/calendar", headers: [
                "Authorization": "Bearer \(client.token ?? "")", "Host": "kitchen.local:8080", "X-Forwarded-Host": "evil.example",
            ])
            let url = try #require(try response.json()["url"] as? String)
            #expect(url.hasPrefix("http://kitchen.local:8080/calendar/"), "\(url)")
        }
    }

    @Test(arguments: [
        ("", [("X-Forwarded-Proto", "https"), ("Forwarded", "proto=https")], false),
        ("10.0.0.0/8", [("X-Forwarded-Proto", "https")], false),
        ("127.0.0.1", [("X-Forwarded-Proto", "https")], true),
        ("127.0.0.0/8", [("Forwarded", "for=203.0.113.9;proto=https")], true),
        ("127.0.0.1", [("X-Forwarded-Proto", "http")], false),
    ])
    func onlyATrustedProxyCanMakeTheCookiesSecure(_ trusted: String, _ headers: [(String, String)], _ secure: Bool) async throws {
        try await withAccountsApp(trustedProxies: try #require(TrustedProxies(trusted))) { app, _ in
            try await SocketClient.run(app) { client in
                // given a client that says it came over HTTPS
                for (name, value) in headers { client.extraHeaders.add(name: name, value: value) }

                // when it opens a form, then signs up
                let visitorCookie = try #require(try await client.send(.GET, "/signup").headers.first(name: .setCookie))
                let response = try await client.signUp("alice")

                // then both cookies are Secure only behind a trusted proxy
                #expect(response.status == .seeOther)
                let sessionCookie = try #require(response.headers.first(name: .setCookie))
                for cookie in [visitorCookie, sessionCookie] {
                    #expect(cookie.contains("reciplease_session="))
                    #expect(cookie.contains("Secure") == secure, "\(trusted) \(headers): \(cookie)")
                }
            }
        }
    }
}
