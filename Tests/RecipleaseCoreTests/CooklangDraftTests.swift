import Foundation
import Testing
@testable import RecipleaseCore

/// What a `.cook` file becomes on import: the recipe a cook reads, through `RecipeImport.drafts`.
struct CooklangDraftTests {
    static func imported(_ text: String, fileName: String = "Weeknight_Pie.cook") throws -> RecipeDraft {
        try #require(try RecipeImport.drafts(from: Data(text.utf8), fileName: fileName).first)
    }

    @Test func aFileWithFrontMatterSectionsAndNotesBecomesARecipe() throws {
        // given
        let text = """
        ---
        title: "Spinach Pie"
        description: >
          A pie for a weeknight,
          ready in an hour.
        servings: 4|8
        tags:
          - pie
          - vegetarian
        source:
          name: Grandmother's notebook
          url: https://example.org/spinach-pie
        time.prep: 20 minutes
        cook time: 40 min
        course: dinner
        ---
        > Use fresh spinach in spring; frozen works the rest of the year.

        = Dough

        Mix @flour{250%g}, @butter{1/2%cup}(cold, diced) and a pinch of @salt
        in a #large bowl{}. -- not too long
        Chill for ~dough{30%minutes}.

        == Filling ==

        Wilt @spinach{400%g} in a #pan with @salt and @?nutmeg{1%pinch}. [- or more -]

        Fill, bake ~{40%minutes} and let it ~rest.
        """
        // when
        let draft = try Self.imported(text)
        // then
        #expect(draft.title == "Spinach Pie")
        #expect(draft.summary == "A pie for a weeknight, ready in an hour.")
        #expect(draft.servings == 4)
        #expect(draft.yieldText == nil)
        #expect(draft.tags == ["pie", "vegetarian"])
        #expect(draft.sourceURL == "https://example.org/spinach-pie")
        #expect(draft.prepMinutes == 20)
        #expect(draft.cookMinutes == 40)
        #expect(draft.mealTypes == [.dinner])
        #expect(draft.notes == "Use fresh spinach in spring; frozen works the rest of the year.")
        #expect(draft.ingredientLines == [
            "250 g flour", "1/2 cup butter, cold, diced", "salt", "400 g spinach", "1 pinch nutmeg (optional)",
        ])
        #expect(draft.instructions == [
            "Mix flour, butter and a pinch of salt in a large bowl. Chill for 30 minutes.",
            "Wilt spinach in a pan with salt and nutmeg.",
            "Fill, bake 40 minutes and let it rest.",
        ])
    }

    @Test func theSectionsAndNotesAreKeptInTheParse() {
        // when
        let document = Cooklang.parse("> A note\n\n= Dough\nMix.\n\n== Filling ==\nFill.\n")
        // then
        #expect(document.sections.map(\.name) == [nil, "Dough", "Filling"])
        #expect(document.notes == ["A note"])
        #expect(document.sections[1].blocks == [.step([.text("Mix.")])])
    }

    @Test func aYieldThatIsNotServingsIsKeptAsWritten() throws {
        let draft = try Self.imported("---\nyield: 12 muffins\n---\nBake @batter{}.")
        #expect(draft.servings == 12)
        #expect(draft.yieldText == "12 muffins")
    }

    @Test func olderMetadataLinesAndCapitalisedKeysAreRead() throws {
        let draft = try Self.imported(">> Title: Quick Rice\n>> Prep Time: 5 minutes\n>> serves: 2\nCook @rice{1%cup}.")
        #expect(draft.title == "Quick Rice")
        #expect(draft.prepMinutes == 5)
        #expect(draft.servings == 2)
    }

    @Test func withoutATitleTheFileNameIsTheTitle() throws {
        let draft = try Self.imported("Toast @bread{2%slices}.", fileName: "folder/Cheese_Toast.cook")
        #expect(draft.title == "Cheese Toast")
        #expect(draft.ingredientLines == ["2 slices bread"])
    }

    @Test func aSourceThatIsNotAnAddressIsNotASourceURL() throws {
        let draft = try Self.imported("---\nsource: mums\n---\nStir @soup{}.")
        #expect(draft.sourceURL == nil)
    }

    @Test func aFileOfNotesOnlyHasNoSteps() {
        #expect(throws: CooklangError.noSteps) { try Self.imported("> Just a story.\n\n-- and a comment\n") }
    }

    static let hostile: [(String, String)] = [
        ("50,000 preparations left open", "Add " + String(repeating: "@a{1}(", count: 50_000)),
        ("50,000 braced names without a close", String(repeating: "#big pot{", count: 50_000)),
        ("a front matter of 50,000 list items", "---\ntags:\n" + String(repeating: "  - x\n", count: 50_000) + "---\nStir."),
        ("a front matter never closed", "---\n" + String(repeating: "key: value\n", count: 50_000) + "Stir."),
    ]

    @Test func componentsPastWhatARecipeCouldHoldAreReadAsText() {
        // given: 3,000 ingredients over three steps, and a step of 100,000 characters
        let steps = (0..<3).map { _ in String(repeating: "Add @salt{1%g} ", count: 1_000) }
        let text = steps.joined(separator: "\n\n") + "\n\nStir " + String(repeating: "a", count: 100_000)
        // when
        let document = Cooklang.parse(text)
        // then: the first 1,000 are components, the rest text, and the long step is cut where the rules refuse it anyway
        let items = document.sections.flatMap(\.blocks).compactMap { block -> [Cooklang.Item]? in
            if case .step(let items) = block { return items }
            return nil
        }
        #expect(items.count == 4)
        let components = items.joined().filter { if case .text = $0 { return false }; return true }
        #expect(components.count == RecipeRules.maxReadItems)
        let third = items[2].compactMap { if case .text(let text) = $0 { return text }; return nil }.joined()
        #expect(third.contains("@salt{1%g}"))
        let last = items[3].compactMap { if case .text(let text) = $0 { return text }; return nil }.joined()
        #expect(last.count == RecipeRules.stepLength * 10)
    }

    @Test(arguments: hostile)
    func aHostileFileIsReadInBoundedTime(_ name: String, _ text: String) async {
        // when, on a thread of its own (see ReaderLimitTests.timedOnItsOwnThread)
        let read = await ReaderLimitTests.timedOnItsOwnThread { (try? Cooklang.draft(text, title: "Hostile"))?.instructions.isEmpty == false }
        // then
        #expect(read.value, "\(name)")
        // Against quadratic reading, not a speed figure: the reading thread's processor time
        // (about 1 s in a debug build), which tests running beside it do not stretch.
        #expect(read.cpuSeconds < 60, "\(name): \(read.cpuSeconds) s of processor time")
    }

    @Test(arguments: [
        ("servings: -5\ntime: -30 minutes", nil, nil), ("servings: 1e309\ntime: 1e309 minutes", nil, nil),
        ("servings: 0x10\ntime: 2.5e3 minutes", nil, nil), ("servings: 4-6\ntime: 1 hour 30 min", 4, 90),
    ] as [(String, Int?, Int?)])
    func numbersBelowZeroWithExponentsOrInHexAreNone(_ front: String, _ servings: Int?, _ minutes: Int?) throws {
        // given front matter whose numbers only look like a count or a time
        let draft = try Self.imported("---\ntitle: Soup\n\(front)\n---\nSimmer @water{1%l}.\n")
        // then they are not stated (they read 5, 30, 1, 310 and 16)
        #expect(draft.servings == servings)
        #expect(draft.totalMinutes == minutes)
    }
}
