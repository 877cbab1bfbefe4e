import Foundation
import LeafKit
import NIOCore
import NIOPosix
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// The strings table against the files that read it: templates ask with `#t("key")`, scripts with
/// `text("key")`, pages hand scripts their keys with `#scriptStrings("prefix")`.
struct StringsTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let server = root.appendingPathComponent("Sources/RecipleaseServer")

    static func files(in folder: String, ending suffix: String) -> [(name: String, text: String)] {
        let base = server.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.path.hasSuffix(suffix) }.sorted { $0.path < $1.path }
            .compactMap { url in (try? String(contentsOf: url, encoding: .utf8)).map { (url.lastPathComponent, $0) } }
    }

    static func captures(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static var templates: [(name: String, text: String)] { files(in: "Resources/Views", ending: ".leaf") }
    static var scripts: [(name: String, text: String)] { files(in: "Resources/Public", ending: ".js") }
    static let table = Strings.english

    @Test func everyKeyTheTemplatesAndScriptsAskForIsInTheTable() {
        var asked = 0
        for (name, text) in Self.templates {
            for key in Self.captures(#"#t\("([^"]+)""#, in: text) {
                asked += 1
                #expect(Self.table.has(key), "\(name): \(key)")
            }
            for prefix in Self.captures(#"#scriptStrings\("([^"]+)""#, in: text) {
                #expect(Self.table.keys.contains { $0.hasPrefix(prefix + ".") }, "\(name): \(prefix)")
            }
        }
        for (name, text) in Self.scripts {
            for key in Self.captures(#"text\("([^"]+)""#, in: text) {
                asked += 1
                #expect(Self.table.has(key), "\(name): \(key)")
                #expect(key.hasPrefix("js."), "\(name): \(key)")
            }
        }
        #expect(asked > 250)
    }

    /// Error texts are looked up by their code and cuisines by the name the recipe gives, both
    /// built at run time; every other key is written out where it is used: a template, a script
    /// or Swift.
    @Test func everyKeyInTheTableIsUsed() {
        let swift = Self.files(in: "", ending: ".swift") + Self.files(in: "../RecipleaseCore", ending: ".swift")
            + Self.files(in: "../RecipleaseProviders", ending: ".swift")
        let sources = (Self.templates + Self.scripts + swift).map(\.text)
        let builtAtRunTime = ["error.", "form.error.", "cuisine.", "_"]
        let unused = Self.table.keys.filter { key in
            !builtAtRunTime.contains { key.hasPrefix($0) } && !sources.contains { $0.contains("\"\(key)\"") }
        }
        #expect(unused.sorted() == [])
    }

    static func placeholders(_ text: String) -> Set<String> {
        Set(captures(#"\{([A-Za-z]+)\}"#, in: text))
    }

    /// A language is one file beside English's with exactly its keys, each with the same
    /// `{placeholders}`: a key missing would show as itself, a placeholder missing would drop a value.
    @Test(arguments: Language.bundled.filter { $0 != .english })
    func everyLanguageHasEnglishsKeysAndPlaceholders(language: Language) {
        let strings = language.strings
        #expect(strings.language == language.code)
        #expect(strings.keys.subtracting(Self.table.keys).sorted() == [], "keys only in \(language.code)")
        #expect(Self.table.keys.subtracting(strings.keys).sorted() == [], "keys missing from \(language.code)")
        for key in Self.table.keys.sorted() where strings.has(key) {
            #expect(Self.placeholders(strings.text(key)) == Self.placeholders(Self.table.text(key)), "\(language.code): \(key)")
        }
        #expect(strings.text("layout.language") == language.code)
    }

    /// A French text that reads exactly as the English one is a key nobody translated, unless it
    /// is a word both languages write alike or only patterns and values.
    @Test func frenchTextsAreTranslated() {
        let alike: Set<String> = [
            "allergen.gluten", "cuisine.cajun", "meal.dessert", "nutrition.energy", "nutrition.sodium", "planForm.note",
            "plannerSettings.notificationsHeading", "preferences.cuisines", "filters.cuisine", "recipeForm.cuisine",
            "recipeForm.notes", "recipeForm.photo", "home.pages", "layout.brand", "js.app.reminderTitle",
            "duration.hour", "duration.hours", "duration.minute", "duration.minutes", "duration.minuteLong", "duration.minutesLong",
            "cook.seconds", "date.dayMonth", "date.long", "date.short", "date.weekday",
            "common.urlPlaceholder", "household.utc", "layout.title", "js.cook.pause",
            // units both languages abbreviate or name alike
            "unit.centiliter", "unit.centimeter", "unit.cube", "unit.deciliter", "unit.gram", "unit.kilogram", "unit.liter",
            "unit.milligram", "unit.milliliter", "unit.millimeter", "unit.ounce", "unit.pound", "unit.tube",
        ]
        let french = Strings.french
        let untranslated = Self.table.keys.filter { key in
            guard french.text(key) == Self.table.text(key), !alike.contains(key) else { return false }
            // only placeholders, punctuation and symbols: nothing to translate
            let words = french.text(key).replacingOccurrences(of: #"\{[A-Za-z]+\}"#, with: "", options: .regularExpression)
            return words.contains { $0.isLetter }
        }
        #expect(untranslated.sorted() == [])
    }

    /// Error messages come from the table by their code: no English reason is written into Swift,
    /// whether thrown, answered or gathered into a list of problems.
    @Test func noErrorTextIsWrittenInSwift() {
        let inline = Self.files(in: "", ending: ".swift").filter { file in
            [#"reason: ""#, ##"reason: #""##, #"problems.append(""#].contains { file.text.contains($0) }
        }
        #expect(inline.map(\.name) == [])
    }

    /// A script is given the texts it shows: each key it reads is under a prefix that every page
    /// loading it hands over (or the shared one, in the layout).
    @Test func everyPageHandsItsScriptsTheirTexts() {
        let scripts = Dictionary(uniqueKeysWithValues: Self.scripts.map { ($0.name, $0.text) })
        let layout = Self.templates.first { $0.name == "base.leaf" }?.text ?? ""
        for (name, text) in Self.templates where text.contains("<script src=") {
            let given = Self.captures(#"#scriptStrings\("([^"]+)""#, in: text + layout)
            for file in Self.captures(#"<script src="/([^"]+)""#, in: text) {
                #expect(scripts[file] != nil, "\(name) loads \(file)")
                for key in Self.captures(#"text\("([^"]+)""#, in: scripts[file] ?? "") {
                    #expect(given.contains { key.hasPrefix($0 + ".") }, "\(name) loads \(file), which shows \(key)")
                }
            }
        }
    }

    struct MemorySource: LeafSource {
        let templates: [String: String]
        func file(template: String, escape: Bool, on eventLoop: any EventLoop) throws -> EventLoopFuture<ByteBuffer> {
            guard let text = templates[template] else {
                return eventLoop.makeFailedFuture(LeafError(.noTemplateExists(template)))
            }
            return eventLoop.makeSucceededFuture(ByteBuffer(string: text))
        }
    }

    static func render(_ template: String, _ context: [String: LeafData], table: [String: String]) async throws -> String {
        let strings = Strings(language: "en", table: table)
        let renderer = LeafRenderer(
            configuration: LeafConfiguration(rootDirectory: "/"),
            tags: ["t": TextTag(strings: strings), "scriptStrings": ScriptStringsTag(strings: strings)],
            sources: .singleSource(MemorySource(templates: ["page": template])),
            eventLoop: MultiThreadedEventLoopGroup.singleton.any()
        )
        let buffer = try await renderer.render(path: "page", context: context).get()
        return String(buffer: buffer)
    }

    @Test func theTextTagEscapesTheTextAndTheValuesItFills() async throws {
        // given a text with markup and a value with markup
        let table = ["page.greeting": "<b>Hello</b> {name} & {count}", "page.plain": "Tom's"]
        // when both are rendered
        let html = try await Self.render(
            #"<p>#t("page.greeting", "name", name, "count", 3)</p><p>#t("page.plain")</p><p>#t("page.missing")</p>"#,
            ["name": .string("<script>alert(1)</script>")], table: table)
        // then nothing in them becomes markup, and a missing key shows as itself
        #expect(html == "<p>&lt;b&gt;Hello&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt; &amp; 3</p><p>Tom&#39;s</p><p>page.missing</p>")
    }

    @Test func scriptTextsTravelAsEscapedJSONUnderTheirPrefix() async throws {
        // given script texts under two prefixes and a page text
        let table = ["js.a.one": "1 < 2 \"quoted\"", "js.a.two": "{n} items", "js.b.other": "b", "page.title": "t"]
        // when the page hands over the texts of js.a
        let html = try await Self.render(##"<meta name="strings" content="#scriptStrings("js.a")">"##, [:], table: table)
        // then the attribute holds only those, escaped, and reads back as the same JSON
        #expect(!html.contains("<  2") && !html.contains("\"quoted"))
        let content = try #require(Self.captures(#"content="([^"]*)""#, in: html).first)
        let json = content.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
        #expect(decoded == ["js.a.one": "1 < 2 \"quoted\"", "js.a.two": "{n} items"])
    }

    @Test func pagesLoadOnlyTheirOwnScripts() async throws {
        try await withTestApp { app in
            // when the home page and the sign-in page are read
            let home = try await app.testing().sendRequest(.GET, "/").body.string
            let signIn = try await app.testing().sendRequest(.GET, "/signin").body.string
            // then both load the shared script, home adds the hearts', and neither the planner's
            #expect(home.contains(#"<script src="/app.js" defer></script>"#))
            #expect(home.contains(#"<script src="/hearts.js" defer></script>"#))
            #expect(!home.contains("/planner.js") && !signIn.contains("/planner.js") && !signIn.contains("/hearts.js"))
            #expect(signIn.contains(#"<meta name="strings" content="{&quot;js.app.reminderTitle&quot;:&quot;Reciplease&quot;}">"#))
        }
    }
}
