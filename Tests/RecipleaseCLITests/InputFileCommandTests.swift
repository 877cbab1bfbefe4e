import Foundation
@testable import RecipleaseCLI
import Testing

/// Every file a command reads (`--library FILE`, `import FILE`) that is not there, is no regular
/// file, is empty or will not open: refused in plain words naming the path and the reason, exit
/// 1, without the usage; never Foundation's NSCocoaErrorDomain text.
struct InputFileCommandTests {
    /// A folder holding one of each kind of path a person might name by mistake.
    struct Paths {
        let folder: String
        var missing: String { folder + "/no-such.jsonld" }
        var empty: String { folder + "/empty.cook" }
        var pipe: String { folder + "/pipe" }
        var unreadable: String { folder + "/unreadable.jsonld" }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-input-\(UUID())").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
            #expect(mkfifo(pipe, 0o600) == 0)
            #expect(FileManager.default.createFile(atPath: unreadable, contents: Data("{}".utf8), attributes: [.posixPermissions: 0]))
        }

        /// Each bad path with the words it is refused in, after the option's name.
        var refusals: [(path: String, reason: String)] {
            [(missing, "no file at \(missing)"),
             (folder, "\(folder) is a folder; name a file to read"),
             ("/dev/null", "/dev/null is a device, not a file; name a file to read"),
             (empty, "\(empty) is empty"),
             ("", "no file named; name a file to read")]
        }
    }

    /// The commands that read a library, as they would be typed with `path`.
    static let libraryCommands: [@Sendable (String) -> [String]] = [
        { ["search", "chicken", "--library", $0] },
        { ["show", "filipino-chicken-adobo", "--library", $0] },
        { ["bench", "search", "--library", $0, "--queries", "1"] },
        // checked before the server starts, so the test starts none
        { ["serve", "--library", $0, "--port", "0"] },
    ]

    @Test(arguments: 0..<libraryCommands.count)
    func aLibraryThatCannotBeReadIsSaidInWords(_ command: Int) async throws {
        // given
        let paths = try Paths()
        defer { try? FileManager.default.removeItem(atPath: paths.folder) }
        for (path, reason) in paths.refusals {
            // when
            let arguments = Self.libraryCommands[command](path)
            let failure = try #require(try await ExportOutputCommandTests.run(arguments), "\(arguments)")
            // then
            #expect(failure.message == "--library: \(reason)", "\(arguments)")
            #expect(failure.status == 1)
        }
    }

    @Test func importRefusesAFileItCannotReadInTheSameWordsWhetherItPrintsOrSaves() async throws {
        // given alice's data folder
        let paths = try Paths()
        let data = try await ExportOutputCommandTests.dataFolder()
        defer { for folder in [paths.folder, data] { try? FileManager.default.removeItem(atPath: folder) } }
        for (path, reason) in paths.refusals {
            // when the file is printed, and imported into her account
            let printing = try #require(try await ExportOutputCommandTests.run(["import", "--print", path]), "\(path)")
            let saving = try #require(try await ExportOutputCommandTests.run(["import", path, "--user", "alice", "--data-dir", data]), "\(path)")
            // then both say the same, naming the file, exit 1
            #expect(printing.message == reason)
            #expect(saving.message == reason)
            #expect(printing.status == 1 && saving.status == 1)
        }
    }

    @Test func aPipeIsReadToItsEnd() async throws {
        // given a pipe a writer fills with a recipe page, as `import --print <(curl ...)` gives one,
        // and one whose writer sends nothing
        let paths = try Paths()
        defer { try? FileManager.default.removeItem(atPath: paths.folder) }
        let page = #"<script type="application/ld+json">{"@type":"Recipe","name":"Toast","recipeIngredient":["2 slices bread"]}</script>"#
        for (bytes, expected) in [(Data(page.utf8), nil), (Data(), "\(paths.pipe) is empty")] as [(Data, String?)] {
            let pipe = paths.pipe
            Thread {
                guard let handle = FileHandle(forWritingAtPath: pipe) else { return }
                handle.write(bytes)
                try? handle.close()
            }.start()
            // when it is printed
            let failure = try await ExportOutputCommandTests.run(["import", "--print", pipe])
            // then the recipe is read, and the empty one said to be empty
            #expect(failure?.message == expected)
        }
    }

    @Test func aFileWhoseSizeSaysNothingIsReadToItsEnd() async throws {
        // given files the kernel makes as they are read, which all say 0 bytes, and a file past
        // the most an upload unpacks to, which takes no room on disk
        let paths = try Paths()
        defer { try? FileManager.default.removeItem(atPath: paths.folder) }
        let large = paths.folder + "/large.cook"
        #expect(FileManager.default.createFile(atPath: large, contents: nil))
        #expect(truncate(large, off_t(InputFile.maximumBytes) + 1) == 0)
        for path in ["/proc/self/status", "/proc/self/cmdline"] {
            var info = stat()
            #expect(stat(path, &info) == 0 && info.st_size == 0, "\(path) says it holds bytes now")
            // when it is printed
            let failure = try #require(try await ExportOutputCommandTests.run(["import", "--print", path]))
            // then its text was read, and found to hold no recipe: it was not "empty"
            #expect(failure.message.hasPrefix("\(path): this page has no recipe data"), "\(failure.message)")
        }
        // and the large one is refused before it is read
        let refused = try #require(try await ExportOutputCommandTests.run(["import", "--print", large]))
        #expect(refused == ("\(large) gives more than 512 MB, the most Reciplease reads from one file", 1))
    }

    /// An address of another scheme is said as one, and --print takes no data folder it would
    /// ignore (both were taken: "no file at ftp://...", and --data-dir silently; CLI probe, 2026-12-07).
    @Test func anotherSchemeAndADataFolderToPrintAreSaid() async throws {
        for source in ["ftp://example.com/x.html", "file:///etc/passwd"] {
            let refused = try #require(try await ExportOutputCommandTests.run(["import", "--print", source]))
            #expect(refused.message == "\(source): only http:// and https:// addresses are fetched; name one, or a file")
            #expect(refused.status == 1)
        }
        #expect(throws: (any Error).self) { try RecipleaseCommand.parseAsRoot(["import", "--print", "x.cook", "--data-dir", "/tmp"]) }
    }

    /// One recipe's file past what the server takes is refused as `--user` refuses it, at once (a
    /// 200 MB file was read for 218 s at 1 GB before "no recipe data"; CLI probe, 2026-12-07).
    @Test func printRefusesAFileTooLargeForOneRecipeAsSavingDoes() async throws {
        let paths = try Paths()
        defer { try? FileManager.default.removeItem(atPath: paths.folder) }
        let page = paths.folder + "/huge.html"
        #expect(FileManager.default.createFile(atPath: page, contents: Data(repeating: 0x61, count: 6 << 20)))
        let refused = try #require(try await ExportOutputCommandTests.run(["import", "--print", page]))
        #expect(refused.message == "At most 5 MB can be imported at once.", "\(refused.message)")
        #expect(refused.status != 0)
    }

    @Test(.enabled(if: getuid() != 0, "root reads a file of mode 0"))
    func aFileTheSystemWillNotOpenSaysWhy() async throws {
        let paths = try Paths()
        defer { try? FileManager.default.removeItem(atPath: paths.folder) }
        let failure = try #require(try await ExportOutputCommandTests.run(["search", "--library", paths.unreadable]))
        #expect(failure == ("--library: cannot read \(paths.unreadable) (Permission denied)", 1))
    }

    @Test func aLibraryThatCanBeReadIsSearched() async throws {
        // given a library of one recipe
        let paths = try Paths()
        defer { try? FileManager.default.removeItem(atPath: paths.folder) }
        let library = paths.folder + "/one.jsonld"
        let recipe = #"{"@type":"Recipe","name":"Toast","recipeIngredient":["2 slices bread"],"recipeInstructions":["Toast it."]}"#
        #expect(FileManager.default.createFile(atPath: library, contents: Data(recipe.utf8)))
        // when, then
        #expect(try await ExportOutputCommandTests.run(["show", "toast", "--library", library]) == nil)
        let missing = try #require(try await ExportOutputCommandTests.run(["show", "omelette", "--library", library]))
        #expect(missing == (#"no recipe has the id "omelette""#, 1))
    }

    @Test(arguments: 0..<libraryCommands.count)
    func aLibraryLineThatIsNoJSONSaysWhereAndWhy(_ command: Int) async throws {
        // given a library whose second line is no JSON, and one whose only line stops early
        let paths = try Paths()
        defer { try? FileManager.default.removeItem(atPath: paths.folder) }
        let library = paths.folder + "/broken.jsonld"
        let recipe = #"{"@type":"Recipe","name":"Toast","recipeIngredient":["2 slices bread"]}"#
        #expect(FileManager.default.createFile(atPath: library, contents: Data((recipe + "\nnot json\n").utf8)))
        let cut = paths.folder + "/cut.jsonld"
        #expect(FileManager.default.createFile(atPath: cut, contents: Data(#"{"@type":"Recipe","name":"#.utf8)))
        // when
        let broken = try #require(try await ExportOutputCommandTests.run(Self.libraryCommands[command](library)))
        let stopped = try #require(try await ExportOutputCommandTests.run(Self.libraryCommands[command](cut)))
        // then the place and the reason, in the project's words
        #expect(broken.message == "--library: \(library): line 2: the recipe data is not valid JSON at column 1: “n” cannot come here (text needs double quotes; true, false and null are written in lower case)")
        #expect(stopped.message == "--library: \(cut): line 1: the recipe data is not valid JSON at column 26: the text ends too early: a closing brace, bracket or quote is missing")
        #expect(broken.status == 1 && stopped.status == 1)
        #expect(!broken.message.contains("NSCocoaErrorDomain") && !stopped.message.contains("NSCocoaErrorDomain"))
        // and a library in another encoding than UTF-8
        let latin = paths.folder + "/latin.jsonld"
        #expect(FileManager.default.createFile(atPath: latin, contents: Data([0x7B, 0x22, 0x6E, 0xE9, 0x22, 0x7D])))
        let encoded = try #require(try await ExportOutputCommandTests.run(Self.libraryCommands[command](latin)))
        #expect(encoded == ("--library: \(latin) is not UTF-8 text", 1))
    }
}
