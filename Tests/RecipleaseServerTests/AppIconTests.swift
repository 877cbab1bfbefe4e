import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// The favicon, the app icons and the web app manifest are linked from every page and answer with
/// the right types; the stylesheets carry a dark theme whose colour pairs stay readable.
struct AppIconTests {
    static let links = [
        #"<link rel="icon" href="/favicon.ico""#, #"<link rel="icon" href="/icon.svg" type="image/svg+xml">"#,
        #"<link rel="apple-touch-icon" href="/apple-touch-icon.png">"#, #"<link rel="manifest" href="/manifest.webmanifest">"#,
        #"<meta name="color-scheme" content="light dark">"#,
    ]

    @Test func everyPageLinksTheIconsAndTheManifest() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in user with a favorite, and a visitor
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            try await browser.fetch(.PUT, "/api/v1/favorites/omelette")
            let visitor = TestBrowser(app)
            let pages: [(TestBrowser, String)] = [
                "/", "/?i=egg&i=rice", "/recipes/omelette", "/random", "/favorites", "/kitchen", "/preferences",
                "/planner", "/planner/settings", "/grocery", "/my-recipes", "/my-recipes/new", "/import", "/no-such-page",
            ].map { (browser, $0) } + ["/", "/signin", "/signup", "/preferences", "/recipes/no-such-recipe"].map { (visitor, $0) }

            // when each page is opened, then its head links every icon and the manifest
            var checked = 0
            for (who, path) in pages {
                let response = try await who.get(path)
                guard response.headers.contentType?.subType == "html" else { continue }
                checked += 1
                let html = response.body.string
                for link in Self.links {
                    #expect(html.contains(link), "\(path) lacks \(link)")
                }
            }
            #expect(checked >= 17)
        }
    }

    @Test func theManifestIsValidAndItsIconsAnswer() async throws {
        try await withTestApp { app in
            // when the manifest is fetched
            let response = try await app.testing().sendRequest(.GET, "/manifest.webmanifest")

            // then it is JSON of its own type, saying how the site opens from a home screen
            #expect(response.status == .ok)
            #expect(response.headers.first(name: .contentType) == "application/manifest+json")
            let manifest = try #require(try JSONSerialization.jsonObject(with: Data(response.body.string.utf8)) as? [String: Any])
            #expect(manifest["name"] as? String == "Reciplease")
            #expect(manifest["short_name"] as? String == "Reciplease")
            #expect(manifest["start_url"] as? String == "/")
            #expect(manifest["display"] as? String == "standalone")
            let icons = try #require(manifest["icons"] as? [[String: String]])
            #expect(Set(icons.compactMap { $0["sizes"] }).isSuperset(of: ["192x192", "512x512"]))
            #expect(icons.contains { $0["purpose"] == "maskable" })

            // and each icon answers with the type and, for pictures, the size the manifest states
            for icon in icons {
                let src = try #require(icon["src"])
                let answer = try await app.testing().sendRequest(.GET, src)
                #expect(answer.status == .ok, "\(src)")
                let type = answer.headers.contentType.map { "\($0.type)/\($0.subType)" }
                #expect(type == icon["type"], "\(src)")
                if icon["type"] == "image/png", let size = Self.pngSize(Data(answer.body.readableBytesView)) {
                    #expect("\(size.width)x\(size.height)" == icon["sizes"], "\(src)")
                } else if icon["type"] == "image/png" {
                    Issue.record("\(src) is not a PNG")
                }
            }
        }
    }

    @Test func theFaviconAndTouchIconAnswerWhereBrowsersLookUnasked() async throws {
        try await withTestApp { app in
            let favicon = try await app.testing().sendRequest(.GET, "/favicon.ico")
            #expect(favicon.status == .ok)
            #expect(favicon.headers.contentType?.type == "image")
            // An icon directory: reserved 0, type 1, at least one image.
            #expect(Array(favicon.body.readableBytesView.prefix(4)) == [0, 0, 1, 0])
            #expect(favicon.headers.first(name: .cacheControl) == "no-cache")

            let touch = try await app.testing().sendRequest(.GET, "/apple-touch-icon.png")
            #expect(touch.status == .ok)
            #expect(touch.headers.contentType == .png)
            let size = Self.pngSize(Data(touch.body.readableBytesView))
            #expect(size?.width == 180 && size?.height == 180)

            let svg = try await app.testing().sendRequest(.GET, "/icon.svg")
            #expect(svg.headers.contentType == .svg)
            #expect(svg.body.string.contains("<svg"))
        }
    }

    /// Text on background in both themes, as docs/architecture.md lists them: WCAG AA, 4.5:1.
    static let readablePairs = [
        ("ink", "paper"), ("ink", "card"), ("ink", "line"), ("muted", "paper"), ("muted", "card"), ("muted", "line"),
        ("accent", "paper"), ("accent", "card"), ("accent", "accent-bg"), ("accent-ink", "accent"), ("header-ink", "header-bg"),
        ("good", "good-bg"), ("good", "card"), ("warn", "warn-bg"), ("warn", "paper"), ("warn", "card"),
        ("ink", "accent-bg"), ("ink", "good-bg"), ("ink", "notice-warn-bg"), ("danger-ink", "danger"), ("danger", "paper"),
        ("danger", "card"), ("paper", "ink"), ("on-good", "good"), ("focus", "paper"),
    ]

    @Test func theDarkThemeFollowsTheSystemAndStaysReadable() async throws {
        try await withTestApp { app in
            // given the stylesheets the pages link
            let home = try await app.testing().sendRequest(.GET, "/").body.string
            let sheets = Self.captures(#"<link rel="stylesheet" href="(/[^"]+)">"#, in: home)
            #expect(sheets.contains("/style.css"))
            var css: [String: String] = [:]
            for sheet in sheets { css[sheet] = try await app.testing().sendRequest(.GET, sheet).body.string }

            // then the first carries a dark block that sets every colour the light one sets
            let style = try #require(css["/style.css"])
            let light = Self.variables(in: try #require(Self.block(after: ":root {", in: style)))
            let darkMedia = try #require(style.range(of: "@media (prefers-color-scheme: dark)"))
            let dark = Self.variables(in: try #require(Self.block(after: ":root {", in: String(style[darkMedia.upperBound...]))))
            #expect(light.count >= 10)
            #expect(Set(dark.keys) == Set(light.keys))

            // and each text pair reads at 4.5:1 or better in both themes
            for (theme, colours) in [("light", light), ("dark", dark)] {
                for (text, background) in Self.readablePairs {
                    let ratio = try Self.contrast(try #require(colours[text], "\(text)"), try #require(colours[background], "\(background)"))
                    #expect(ratio >= 4.5, "\(theme): \(text) on \(background) is \(ratio)")
                }
            }

            // and no rule outside the variables names a colour of its own, which the dark theme would miss
            for (sheet, text) in css {
                let rules = text.replacingOccurrences(of: #":root\s*\{[^}]*\}"#, with: "", options: .regularExpression)
                #expect(Self.captures(#"[\s:,(](#[0-9a-fA-F]{3,8})(?![-\w])"#, in: rules) == [], "\(sheet)")
            }

            // and the browser's bars and the manifest use the same colours
            #expect(home.contains(#"<meta name="theme-color" content="\#(light["header-bg"] ?? "")" media="(prefers-color-scheme: light)">"#))
            #expect(home.contains(#"<meta name="theme-color" content="\#(dark["header-bg"] ?? "")" media="(prefers-color-scheme: dark)">"#))
            let manifest = try await app.testing().sendRequest(.GET, "/manifest.webmanifest").body.string
            #expect(manifest.contains(#""theme_color": "\#(light["header-bg"] ?? "")""#))
            #expect(manifest.contains(#""background_color": "\#(light["paper"] ?? "")""#))
        }
    }

    @Test(arguments: [
        // (text, background, ratio): the WCAG figures for known pairs
        ("#000000", "#ffffff", 21.0), ("#ffffff", "#ffffff", 1.0), ("#767676", "#ffffff", 4.54), ("#b4441f", "#ffffff", 5.54),
    ])
    func theContrastIsWCAGs(_ text: String, _ background: String, _ ratio: Double) throws {
        #expect(abs(try Self.contrast(text, background) - ratio) < 0.01)
    }

    // MARK: - reading what the server sent

    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    static func captures(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return ["bad pattern \(pattern)"] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static func block(after opening: String, in text: String) -> String? {
        guard let start = text.range(of: opening), let end = text[start.upperBound...].firstIndex(of: "}") else { return nil }
        return String(text[start.upperBound..<end])
    }

    static func variables(in block: String) -> [String: String] {
        guard let regex = try? NSRegularExpression(pattern: #"--([a-z-]+):\s*(#[0-9a-fA-F]{6})"#) else { return [:] }
        var found: [String: String] = [:]
        for match in regex.matches(in: block, range: NSRange(block.startIndex..., in: block)) {
            guard let name = Range(match.range(at: 1), in: block), let value = Range(match.range(at: 2), in: block) else { continue }
            found[String(block[name])] = String(block[value]).lowercased()
        }
        return found
    }

    struct NotAColour: Error { let text: String }

    /// WCAG 2's contrast ratio of two `#rrggbb` colours.
    static func contrast(_ first: String, _ second: String) throws -> Double {
        func luminance(_ hex: String) throws -> Double {
            guard hex.count == 7, hex.hasPrefix("#"), let value = UInt32(hex.dropFirst(), radix: 16) else { throw NotAColour(text: hex) }
            let channels = [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF].map { Double($0) / 255 }
            let linear = channels.map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let (a, b) = (try luminance(first), try luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
