import ArgumentParser
import Foundation
@testable import RecipleaseCLI
import RecipleaseCore
@testable import RecipleaseServer
import Testing

struct CommandTests {
    @Test func serveHasTheDocumentedDefaults() throws {
        let command = try #require(try RecipleaseCommand.parseAsRoot(["serve"]) as? ServeCommand)
        #expect(command.hostname == "127.0.0.1")
        #expect(command.port == 8080)
        #expect(command.dataDirectory == nil)
    }

    @Test func serveTakesHostPortAndDataDir() throws {
        let command = try #require(try RecipleaseCommand.parseAsRoot(["serve", "--hostname", "0.0.0.0", "--port", "9000", "--data-dir", "/tmp/r"]) as? ServeCommand)
        #expect(command.hostname == "0.0.0.0")
        #expect(command.port == 9000)
        #expect(command.dataDirectory == "/tmp/r")
    }

    @Test func servePortZeroLetsTheSystemPick() throws {
        let command = try #require(try RecipleaseCommand.parseAsRoot(["serve", "--port", "0"]) as? ServeCommand)
        #expect(command.port == 0)
    }

    @Test(arguments: [["serve", "--port", "-1"], ["serve", "--port", "70000"], ["serve", "--port", "x"],
                      ["search", "--ranking", "foo"],
                      ["search", "--limit", "0"], ["nonsense"]])
    func badArgumentsAreRefusedWithAMessage(_ arguments: [String]) {
        do {
            _ = try RecipleaseCommand.parseAsRoot(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            #expect(!RecipleaseCommand.message(for: error).isEmpty)
            #expect(RecipleaseCommand.exitCode(for: error) != .success)
        }
    }

    @Test func searchReadsIngredientsAndRanking() throws {
        let command = try #require(try RecipleaseCommand.parseAsRoot(["search", "chicken", "rice", "--ranking", "min-missing"]) as? SearchCommand)
        #expect(command.ingredients == ["chicken", "rice"])
        #expect(command.ranking == .minMissing)
    }

    @Test func searchRefusesAnUnknownFood() async throws {
        let failure = try #require(try await ExportOutputCommandTests.run(["search", "unobtainium"]))
        #expect(failure == (#""unobtainium" is not a food Reciplease knows"#, 1))
    }
}

struct ImportCommandTests {
    @Test func printsWhatAPageDeclaresAsJSONLD() throws {
        let page = #"<script type="application/ld+json">{"@type":"Recipe","name":"Toast &amp; Jam","recipeIngredient":["2 slices bread"],"recipeInstructions":["Toast it."]}</script>"#
        let lines = try ImportCommand.jsonLines(Data(page.utf8), fileName: "toast.html")
        #expect(lines.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(object["@type"] as? String == "Recipe")
        #expect(object["name"] as? String == "Toast & Jam")
        #expect(object["recipeIngredient"] as? [String] == ["2 slices bread"])
    }

    @Test func withoutPrintItRefusesInsteadOfPretendingToSave() {
        #expect(throws: (any Error).self) { try RecipleaseCommand.parseAsRoot(["import", "page.html"]) }
    }

    @Test func aPageWithoutRecipeDataIsAnError() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-none-\(UUID()).html").path
        try "<p>no recipe</p>".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        // said in words with exit 1, not as a mistake in the command's words (usage, exit 64)
        let failure = try #require(try await ExportOutputCommandTests.run(["import", "--print", path]))
        #expect(failure.status == 1)
        #expect(failure.message.hasPrefix(path + ": this page has no recipe data"), "\(failure.message)")
    }

    @Test(arguments: [(#"{"format": "reciplease-export", "version": 1, "recipes": "nope"}"#, "recipes is required"),
                      (#"{"format": "reciplease-export", "recipes": []}"#, "version is required"),
                      (#"{"format": "reciplease-export", "version": true, "recipes": []}"#, "version is required"),
                      (#"{"format": "reciplease-export", "version": 2, "recipes": []}"#, "version 2")])
    func aBrokenExportIsAnErrorNotAnEmptyOne(document: String, problem: String) async throws {
        // it printed nothing and exited 0, where --user and the server refuse it
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-export-\(UUID()).json").path
        try document.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let failure = try #require(try await ExportOutputCommandTests.run(["import", "--print", path]))
        #expect(failure.status == 1)
        #expect(failure.message.contains(problem), "\(failure.message)")
    }
}

struct BenchAndParseCommandTests {
    @Test func benchParseRunsUnderTheBenchGroup() throws {
        let command = try #require(try RecipleaseCommand.parseAsRoot(["bench", "parse", "--seconds", "0.5"]) as? BenchParseCommand)
        #expect(command.seconds == 0.5)
        let plain = try #require(try RecipleaseCommand.parseAsRoot(["bench", "parse"]) as? BenchParseCommand)
        #expect(plain.seconds == 3)
    }

    @Test(arguments: [["bench", "parse", "--seconds", "0"], ["bench", "parse", "--seconds", "-1"], ["bench", "parse", "--seconds", "601"]])
    func benchParseRefusesABadDuration(_ arguments: [String]) {
        #expect(throws: (any Error).self) { try RecipleaseCommand.parseAsRoot(arguments) }
    }

    @Test func parseTakesALanguage() throws {
        let command = try #require(try RecipleaseCommand.parseAsRoot(["parse", "--lang", "fr", "200 g de farine"]) as? ParseCommand)
        #expect(command.lang == "fr")
        let plain = try #require(try RecipleaseCommand.parseAsRoot(["parse", "1 cup flour"]) as? ParseCommand)
        #expect(plain.lang == "auto")
        let german = try #require(try RecipleaseCommand.parseAsRoot(["parse", "--lang", "de", "2 EL Olivenöl"]) as? ParseCommand)
        #expect(german.lang == "de")
        #expect(throws: (any Error).self) { try RecipleaseCommand.parseAsRoot(["parse", "--lang", "xx", "1 cup flour"]) }
    }

    @Test func lineReaderSplitsLinesLikeReadLine() throws {
        // given: lines across more than one block, with \r\n, an empty line and no final break
        let long = String(repeating: "x", count: 100_000)
        let readEnd = try Self.pipeWriting(Array(("1 cup flour\r\n\n½ tsp salt\n" + long + "\nold\rmac\r\rlast").utf8))
        // when
        var reader = LineReader(descriptor: readEnd)
        var lines: [String] = []
        var waits = 0
        while let line = try reader.next(beforeWaiting: { waits += 1 }) { lines.append(line) }
        close(readEnd)
        // then
        #expect(lines == ["1 cup flour", "", "½ tsp salt", long, "old", "mac", "", "last"])
    }

    @Test func lineReaderRefusesALineOfMoreThanAMegabyte() throws {
        // given input with no line break, as /dev/zero gives, after two lines (its writer is told
        // "broken pipe" when the reader stops, rather than the process stopped by the signal)
        signal(SIGPIPE, SIG_IGN)
        let readEnd = try Self.pipeWriting(Array("1 egg\n2 eggs\n".utf8) + [UInt8](repeating: 0x61, count: 3 << 20))
        // when
        let (lines, refusal) = Self.readLines(readEnd)
        // then the lines before it are read, and the long one refused by its number
        #expect(lines == ["1 egg", "2 eggs"])
        #expect(refusal == "line 3 is longer than 1 MB; an ingredient line is a line of text")
    }

    @Test(arguments: ["\n", "\r\n", "\r", ""])
    func lineReaderHoldsAWholeLineToAMegabyte(ending: String) throws {
        // a line that ends within the grown buffer is held to the limit as one that does not
        signal(SIGPIPE, SIG_IGN)
        let limit = LineReader.maximumLine
        for (length, kept) in [(limit, true), (limit + 1, false), (limit + 10, false), (limit + limit / 2, false)] {
            let readEnd = try Self.pipeWriting(Array("1 egg\n".utf8) + [UInt8](repeating: 0x61, count: length) + Array(ending.utf8))
            let (lines, refusal) = Self.readLines(readEnd)
            #expect(lines.first == "1 egg")
            if kept {
                #expect(lines.count == 2 && lines.last?.utf8.count == length && refusal == nil, "\(length)")
            } else {
                #expect(lines.count == 1 && refusal == "line 2 is longer than 1 MB; an ingredient line is a line of text", "\(length)")
            }
        }
    }

    /// A byte order mark is passed over, UTF-16 and input that cannot be read are refused in words
    /// (the first had no amount, the others exited 0: UTF-16 as NULs, a folder as nothing; CLI
    /// probe, 2026-12-07).
    @Test func lineReaderPassesOverAMarkAndRefusesWhatItCannotRead() throws {
        signal(SIGPIPE, SIG_IGN)
        #expect(Self.readLines(try Self.pipeWriting([0xEF, 0xBB, 0xBF] + Array("1 cup sugar\n2 eggs".utf8))).lines == ["1 cup sugar", "2 eggs"])
        let utf16 = Self.readLines(try Self.pipeWriting([0xFF, 0xFE] + Array("1 cup".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        #expect(utf16.lines.isEmpty)
        #expect(utf16.refusal == "standard input is UTF-16; parse reads UTF-8 text (convert it first, e.g. iconv -f UTF-16 -t UTF-8)")
        let folder = open(FileManager.default.temporaryDirectory.path, O_RDONLY)
        try #require(folder >= 0)
        let unreadable = Self.readLines(folder)
        #expect(unreadable.refusal == "cannot read standard input (Is a directory)")
    }

    /// A write that fails (a full disk) is kept and said once the lines are done, never dropped.
    @Test(.enabled(if: ExportOutputCommandTests.isDevice("/dev/full"), "needs /dev/full"))
    func lineWriterSaysAFailedWrite() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        var writer = LineWriter(descriptor: full)
        writer.write(IngredientParser(catalog: FoodCatalog.shared).parse("1 egg"))
        #expect(throws: Never.self) { try writer.check() }
        writer.flush()
        #expect(throws: CommandFailure.self) { try writer.check() }
        #expect(writer.failure == "No space left on device")
    }

    /// The lines a `LineReader` hands out from `readEnd` (then closed), and its refusal if any.
    static func readLines(_ readEnd: Int32) -> (lines: [String], refusal: String?) {
        var reader = LineReader(descriptor: readEnd)
        var lines: [String] = []
        var refusal: String?
        do {
            while let line = try reader.next(beforeWaiting: {}) { lines.append(line) }
        } catch {
            refusal = "\(error)"
        }
        close(readEnd)
        return (lines, refusal)
    }

    /// The read end of a pipe that a thread of its own writes `bytes` into, then closes.
    static func pipeWriting(_ bytes: [UInt8]) throws -> Int32 {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        let writeEnd = fds[1]
        Thread {
            var bytes = bytes
            bytes.withUnsafeMutableBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let n = write(writeEnd, raw.baseAddress! + offset, raw.count - offset)
                    if n <= 0 { break }
                    offset += n
                }
            }
            close(writeEnd)
        }.start()
        return fds[0]
    }
}

struct TransferCommandTests {
    @Test func importSavesForAUserAndExportWritesOne() throws {
        let importing = try #require(try RecipleaseCommand.parseAsRoot(["import", "page.html", "--user", "alice", "--data-dir", "/tmp/r"]) as? ImportCommand)
        #expect(importing.user == "alice")
        #expect(importing.dataDirectory == "/tmp/r")
        let exporting = try #require(try RecipleaseCommand.parseAsRoot(["export", "--user", "alice", "--output", "/tmp/a.json"]) as? ExportCommand)
        #expect(exporting.user == "alice")
        #expect(exporting.output == "/tmp/a.json")
    }

    @Test(arguments: [["import", "page.html", "--print", "--user", "alice"], ["export"], ["export", "--user"]])
    func contradictoryOrMissingArgumentsAreRefused(_ arguments: [String]) {
        #expect(throws: (any Error).self) { try RecipleaseCommand.parseAsRoot(arguments) }
    }
}

/// `reciplease export --output FILE` where FILE cannot be: refused in plain words that name the
/// path, non-zero, before the export is made, with nothing written or created; a good path gets
/// the whole document.
struct ExportOutputCommandTests {
    /// A data folder whose database holds alice.
    static func dataFolder() async throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-export-\(UUID())").path
        var settings = Settings(dataDirectory: directory, database: .sqliteFile, passwordCost: 4)
        // The file's queries share the blocking-thread pool with every other test's app: let them wait.
        settings.connectionWaitSeconds = 120
        try await RecipleaseApp.withOfflineApp(settings: settings) { app in
            try await User(username: "alice", passwordHash: "not used", createdAt: Date()).create(on: app.db)
        }
        return directory
    }

    /// What the process prints and exits with, as `runFromCommandLine` ends it.
    static func run(_ arguments: [String]) async throws -> (message: String, status: Int32)? {
        let command = try RecipleaseCommand.parseAsRoot(arguments)
        do {
            try await RecipleaseCommand.execute(command)
            return nil
        } catch {
            guard let failure = RecipleaseCommand.failure(error) else {
                Issue.record("\(error) would print in Foundation's words")
                return ("", 0)
            }
            return failure
        }
    }

    /// A device that refuses every write (a full disk): said in words, non-zero, and the device
    /// left as it is. `generate` created the file at the path first, which as root replaced
    /// /dev/full with a regular file, and said it wrote there.
    @Test(.enabled(if: ExportOutputCommandTests.isDevice("/dev/full"), "needs /dev/full"), arguments: ["export", "generate"])
    func aDeviceThatRefusesTheWriteIsSaidAndLeftAsItIs(_ command: String) async throws {
        let data = try await Self.dataFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let arguments = command == "export" ? ["export", "--user", "alice", "--data-dir", data, "--output", "/dev/full"]
            : ["generate", "--count", "2", "--seed", "1", "--output", "/dev/full"]
        let failure = try #require(try await Self.run(arguments))
        #expect(failure.message == "--output: cannot write /dev/full (No space left on device)")
        #expect(failure.status != 0)
        #expect(Self.isDevice("/dev/full"))
    }

    /// `generate --output` writes beside the file and puts it in place once whole: the file is
    /// replaced, its mode kept, and no part file stays behind.
    @Test func aGeneratedLibraryReplacesTheFileWhole() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-generate-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/library.jsonl"
        #expect(try await Self.run(["generate", "--count", "3", "--seed", "1", "--output", target]) == nil)
        #expect(try String(contentsOfFile: target, encoding: .utf8).split(separator: "\n").count == 3)
        chmod(target, 0o640)
        #expect(try await Self.run(["generate", "--count", "5", "--seed", "2", "--output", target]) == nil)
        #expect(try String(contentsOfFile: target, encoding: .utf8).split(separator: "\n").count == 5)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["library.jsonl"])
        var info = stat()
        #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o640)
    }

    /// A database, or its journal, is never written over (an export named the data folder's
    /// database and replaced every account; CLI probe, 2026-12-07), and the data is still there after.
    @Test(arguments: ["export", "generate"])
    func aDatabaseIsNeverWrittenOver(_ command: String) async throws {
        let data = try await Self.dataFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let database = data + "/reciplease.sqlite"
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        for target in [database, database + "-wal"] {
            let arguments = command == "export" ? ["export", "--user", "alice", "--data-dir", data, "--output", target]
                : ["generate", "--count", "2", "--seed", "1", "--output", target]
            // (generate checks its output as it reads its arguments)
            let message: String
            do {
                let failure = try #require(try await Self.run(arguments))
                #expect(failure.status != 0)
                message = failure.message
            } catch {
                message = RecipleaseCommand.fullMessage(for: error)
            }
            #expect(message.contains("--output: \(target) is ") && message.contains("; name another file to write"), "\(message)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
        #expect(!FileManager.default.fileExists(atPath: database + "-wal") || command == "export")
        let out = data + "/alice.json"
        #expect(try await Self.run(["export", "--user", "alice", "--data-dir", data, "--output", out]) == nil)
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("\"alice\""))
    }

    /// A link the kernel opens by itself (/dev/stdout in a pipe is /proc/self/fd/1, a link to
    /// "pipe:[…]") is written into, as a shell's `>` does (it was refused; CLI probe, 2026-12-07).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "needs /proc"))
    func aPipeNamedThroughProcIsWrittenInto() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let path = "/proc/self/fd/\(fds[1])"
        #expect(try OutputFile(path: path).resolved() == path)
        try OutputFile(path: path).write(Data("written\n".utf8))
        close(fds[1])
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(fds[0], &bytes, 64)
        #expect(String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self) == "written\n")
    }

    static func isDevice(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR
    }

    @Test func aFileInAFolderThatDoesNotExistIsRefusedInWords() async throws {
        // given
        let data = try await Self.dataFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let missing = data + "/no-such-folder"

        // when
        let failure = try #require(try await Self.run(["export", "--user", "alice", "--data-dir", data, "--output", missing + "/alice.json"]))

        // then
        #expect(failure.message == "--output: no folder at \(missing); create it first, or name a file in a folder that exists")
        #expect(failure.status != 0)
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func aFolderIsNoFile() async throws {
        // given
        let data = try await Self.dataFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }

        // when
        let failure = try #require(try await Self.run(["export", "--user", "alice", "--data-dir", data, "--output", data]))

        // then
        #expect(failure.message == "--output: \(data) is a folder; name a file to write")
        #expect(failure.status != 0)
    }

    @Test func aDataFolderWithoutADatabaseIsSaidAndNoneIsMade() async throws {
        // given
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-nowhere-\(UUID())").path

        // when
        let failure = try #require(try await Self.run(["export", "--user", "alice", "--data-dir", nowhere]))

        // then
        #expect(failure.message == ImportDataFolderCommandTests.noDatabase(nowhere))
        #expect(failure.status != 0)
        #expect(!FileManager.default.fileExists(atPath: nowhere))
    }

    @Test func aGoodPathGetsTheWholeDocumentReplacingWhatWasThere() async throws {
        // given a file already there
        let data = try await Self.dataFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let file = data + "/alice.json"
        #expect(FileManager.default.createFile(atPath: file, contents: Data(String(repeating: "x", count: 1_000_000).utf8)))

        // when
        #expect(try await Self.run(["export", "--user", "alice", "--data-dir", data, "-o", file]) == nil)

        // then
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        #expect(document["username"] as? String == "alice")
    }

    @Test func aLinkIsWrittenThroughAndAPipeIntoNeitherReplaced() async throws {
        // given a link to a file, a link to a link to a file not there yet, and a pipe with a reader
        let data = try await Self.dataFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let target = data + "/target.json", link = data + "/link.json"
        #expect(FileManager.default.createFile(atPath: target, contents: Data("original".utf8)))
        chmod(target, 0o640)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.json")
        let later = data + "/later.json", hop = data + "/hop.json", chain = data + "/chain.json"
        try FileManager.default.createSymbolicLink(atPath: hop, withDestinationPath: later)
        try FileManager.default.createSymbolicLink(atPath: chain, withDestinationPath: "hop.json")
        let pipe = data + "/pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        let reader = Task.detached { () -> Data in
            // read as `cat` would, to the writer's end
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: pipe))
            defer { try? handle.close() }
            return try handle.readToEnd() ?? Data()
        }

        // when alice is exported to each
        for output in [link, chain, pipe] {
            #expect(try await Self.run(["export", "--user", "alice", "--data-dir", data, "-o", output]) == nil)
        }

        // then the links are links still, their files hold the document, the replaced one keeps its
        // mode and the new one is the owner's alone
        for (name, file) in [(link, target), (chain, later)] {
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: name)) != nil)
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any]
            #expect(document?["username"] as? String == "alice")
        }
        #expect(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.attributesOfItem(atPath: later)[.posixPermissions] as? Int == 0o600)
        // and the pipe is a pipe still, its reader given the whole document
        var info = stat()
        #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        let read = try await reader.value
        #expect(String(decoding: read, as: UTF8.self).contains("\"username\""))
    }

    @Test func aLoopOfLinksAndNoNameAreRefusedInWords() async throws {
        let data = try await Self.dataFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        try FileManager.default.createSymbolicLink(atPath: data + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: data + "/b", withDestinationPath: "a")
        let loop = try #require(try await Self.run(["export", "--user", "alice", "--data-dir", data, "-o", data + "/a"]))
        #expect(loop.message == "--output: \(data)/a is a loop of links; name a file to write")
        #expect(loop.status != 0)
        let empty = try #require(try await Self.run(["export", "--user", "alice", "--data-dir", data, "-o", ""]))
        #expect(empty.message == "--output: no file named; name a file to write")
    }

    @Test func generateRefusesAFolderForItsOutputToo() {
        #expect(throws: (any Error).self) { try RecipleaseCommand.parseAsRoot(["generate", "--count", "1", "--seed", "1", "--output", "/tmp"]) }
    }
}

/// `reciplease import FILE --user NAME` into a data folder that is not there, or holds no
/// database: a typo, since nobody is signed up in a new database; refused in words that name the
/// path, exit 1, with no folder or database made.
struct ImportDataFolderCommandTests {
    static func noDatabase(_ folder: String) -> String {
        "no database at \(folder)/reciplease.sqlite (check --data-dir, $RECIPLEASE_DATA or DATABASE_URL; `reciplease serve` makes one on its first run)"
    }

    @Test(arguments: [false, true])
    func aDataFolderWithoutADatabaseIsSaidAndNoneIsMade(folderExists: Bool) async throws {
        // given a recipe file, and a data folder that is missing or empty
        let temporary = FileManager.default.temporaryDirectory
        let file = temporary.appendingPathComponent("omelette-\(UUID()).cook").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data(">> servings: 2\nBeat @eggs{3}.".utf8)))
        let folder = temporary.appendingPathComponent("reciplease-nowhere-\(UUID())").path
        if folderExists { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false) }
        defer { for path in [file, folder] { try? FileManager.default.removeItem(atPath: path) } }

        // when
        let failure = try #require(try await ExportOutputCommandTests.run(["import", file, "--user", "alice", "--data-dir", folder]))

        // then
        #expect(failure.message == Self.noDatabase(folder))
        #expect(failure.status == 1)
        #expect(FileManager.default.fileExists(atPath: folder) == folderExists)
        #expect(!FileManager.default.fileExists(atPath: folder + "/reciplease.sqlite"))
    }
}

extension ImportDataFolderCommandTests {
    /// A data folder that is a file, a database path that is a folder, an empty file or another
    /// file: each said as such, before anything opens it (an empty one had the schema built into
    /// it, and another file's error was told of the recipe file; CLI probe, 2026-12-07).
    @Test(arguments: ["file", "folder", "empty", "junk"])
    func aDatabaseThatIsNoneIsSaidAsSuch(_ kind: String) async throws {
        let temporary = FileManager.default.temporaryDirectory
        let file = temporary.appendingPathComponent("omelette-\(UUID()).cook").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data(">> servings: 2\nBeat @eggs{3}.".utf8)))
        let folder = temporary.appendingPathComponent("reciplease-odd-\(UUID())").path
        defer { for path in [file, folder] { try? FileManager.default.removeItem(atPath: path) } }
        let database = folder + "/reciplease.sqlite"
        switch kind {
        case "file": #expect(FileManager.default.createFile(atPath: folder, contents: Data("not a folder".utf8)))
        case "folder": try FileManager.default.createDirectory(atPath: database, withIntermediateDirectories: true)
        case "empty":
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            #expect(FileManager.default.createFile(atPath: database, contents: Data()))
        default:
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            #expect(FileManager.default.createFile(atPath: database, contents: Data(repeating: 7, count: 4096)))
        }
        let failure = try #require(try await ExportOutputCommandTests.run(["import", file, "--user", "alice", "--data-dir", folder]))
        let expected = [
            "file": "the data folder \(folder) is a file, not a folder",
            "folder": "\(database) is a folder, not a database",
            "empty": "\(database) is empty: no accounts to work on",
            "junk": "\(database) is not a SQLite database: no accounts to read",
        ][kind]!
        #expect(failure.message.hasPrefix(expected), "\(failure.message)")
        #expect(failure.status == 1)
        if kind == "empty" {
            var info = stat()
            #expect(stat(database, &info) == 0 && info.st_size == 0)
        }
    }
}

struct DomainErrorCommandTests {
    @Test func aDomainErrorPrintsItsOwnMessageAndFails() throws {
        // given an export for a user the database does not have
        let error = TransferError.noSuchUser("carol")

        // when
        let failure = try #require(RecipleaseCommand.failure(error))

        // then the message is the domain's, with no usage after it, and the exit is not zero
        #expect(failure.message == #"there is no user "carol" in this database (sign up first, or check --data-dir)"#)
        #expect(failure.status != 0)
        #expect(RecipleaseCommand.failure(ValidationError("bad")) == nil)
    }
}

/// A refusal from the domain (no such recipe, no such food, an empty name) is said without the
/// usage and exits 1, as the documented rule has it; only the command's words give 64.
struct DomainRefusalCommandTests {
    @Test(arguments: [
        (["show", "nosuchid"], #"no recipe has the id "nosuchid""#),
        (["search", ""], "an ingredient's name is empty; name a food, such as chicken"),
        (["search", "rice", " "], "an ingredient's name is empty; name a food, such as chicken"),
        (["search", "unobtainium"], #""unobtainium" is not a food Reciplease knows"#),
    ])
    func aThingNotFoundExitsOneWithoutTheUsage(_ arguments: [String], _ message: String) async throws {
        let failure = try #require(try await ExportOutputCommandTests.run(arguments))
        #expect(failure == (message, 1))
    }
}

/// An address the server cannot listen on is said in words, not the socket library's.
struct ServeListeningCommandTests {
    @Test func aPortInUseIsSaidAsSuch() async throws {
        // given a port another socket holds
        let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(holder >= 0)
        defer { close(holder) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(holder, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        try #require(bound == 0 && listen(holder, 1) == 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(holder, $0, &length) } }
        let port = Int(UInt16(bigEndian: address.sin_port))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-serve-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }

        // when the server is started on it
        let failure = try #require(try await ExportOutputCommandTests.run(["serve", "--hostname", "127.0.0.1", "--port", "\(port)", "--data-dir", folder]))

        // then
        #expect(failure.message == "cannot listen on 127.0.0.1, port \(port): the port is in use (is Reciplease already running?); choose another with --port")
        #expect(failure.status == 1)
    }

    /// A host that is no address (999.1.1.1 resolves to nothing), and an address of no interface of
    /// this machine (TEST-NET-1, RFC 5737), are one failure to the person typing it.
    @Test(arguments: ["999.1.1.1", "192.0.2.1"])
    func aHostThatIsNoAddressOfThisMachineIsSaidAsSuch(_ hostname: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-serve-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failure = try #require(try await ExportOutputCommandTests.run(["serve", "--hostname", hostname, "--port", "0", "--data-dir", folder]))
        #expect(failure.message == "cannot listen on \(hostname): no address of this machine (--hostname takes one, such as 127.0.0.1 or 0.0.0.0)")
        #expect(failure.status == 1)
    }
}

/// What was typed comes back printable: a long name cut, control characters written out.
struct PrintableFailureCommandTests {
    @Test func aTypedNameIsEchoedCutAndWithoutControlCharacters() async throws {
        let data = try await ExportOutputCommandTests.dataFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let name = "\u{1B}[31mred\u{0}" + String(repeating: "a", count: 100_000)
        let failure = try #require(try await ExportOutputCommandTests.run(["export", "--user", name, "--data-dir", data]))
        #expect(failure.status == 1)
        #expect(failure.message.contains("\\u{1B}[31mred\\u{0}aaa"), "\(failure.message.prefix(200))")
        #expect(!failure.message.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        #expect(failure.message.count < 2_100)
        #expect(failure.message.hasSuffix("… (cut at 2,000 characters)") || failure.message.contains("… (cut at 2,000 characters)"))
    }
}

/// PostgreSQL's client error says its reason (its debug text), not "Generic description to
/// prevent accidental leakage of sensitive data".
struct PostgresFailureCommandTests {
    /// Shaped as PostgresNIO's error is: a `description` that hides, a debug text that tells.
    struct PSQLError: Error, CustomStringConvertible, CustomDebugStringConvertible {
        var description: String { "PSQLError – Generic description to prevent accidental leakage of sensitive data." }
        var debugDescription: String { "PSQLError(code: connectionError, underlying: Connection refused (errno: 111))" }
    }

    @Test func itsReasonIsSaid() throws {
        let failure = try #require(RecipleaseCommand.failure(PSQLError()))
        #expect(failure.message == "the PostgreSQL database (DATABASE_URL) refused or could not be reached: PSQLError(code: connectionError, underlying: Connection refused (errno: 111))")
        #expect(failure.status == 1)
    }
}
