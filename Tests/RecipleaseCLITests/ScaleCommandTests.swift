import ArgumentParser
import Foundation
@testable import RecipleaseCLI
import RecipleaseCore
import Testing

struct ScaleCommandTests {
    @Test(arguments: [
        ["generate", "--seed", "1"], ["generate", "--count", "10"], ["generate", "--count", "0", "--seed", "1"],
        ["generate", "--count", "x", "--seed", "1"], ["generate", "--count", "5", "--seed", "-1"],
        ["generate", "--count", "5", "--seed", "1", "--output", "/no/such/folder/out.jsonld"],
        ["bench", "search"], ["bench", "search", "--count", "10", "--library", "/tmp/x.jsonld"],
        // a --library that cannot be read is said when the bench runs, exit 1 (InputFileCommandTests)
        ["bench", "search", "--count", "10", "--queries", "0"],
        ["bench", "search", "--count", "-5"],
    ])
    func badArgumentsAreRefusedWithAMessage(_ arguments: [String]) {
        do {
            let command = try RecipleaseCommand.parseAsRoot(arguments)
            Issue.record("\(arguments) was accepted as \(type(of: command))")
        } catch {
            #expect(!RecipleaseCommand.message(for: error).isEmpty)
            #expect(RecipleaseCommand.exitCode(for: error) != .success)
        }
    }

    @Test func benchSearchTakesACountOrALibrary() throws {
        let generated = try #require(try RecipleaseCommand.parseAsRoot(["bench", "search", "--count", "1000000"]) as? BenchSearchCommand)
        #expect(generated.count == 1_000_000 && generated.seed == 1 && generated.queries == 1000 && generated.library == nil)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString).jsonld")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let library = try #require(try RecipleaseCommand.parseAsRoot(["bench", "search", "--library", file.path, "--queries", "50"]) as? BenchSearchCommand)
        #expect(library.library == file.path && library.queries == 50 && library.count == nil)
    }

    @Test func generateWritesTheSameFileForTheSameSeed() throws {
        // given two runs with one seed and one with another
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func run(_ seed: String, _ name: String) throws -> Data {
            let path = folder.appendingPathComponent(name).path
            let command = try #require(try RecipleaseCommand.parseAsRoot(["generate", "--count", "25", "--seed", seed, "--output", path]) as? GenerateCommand)
            try command.run()
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        // when each writes 25 recipes
        let first = try run("8", "a.jsonld"), second = try run("8", "b.jsonld"), other = try run("9", "c.jsonld")
        // then the files match byte for byte, differ for another seed, and read back as a library
        #expect(first == second)
        #expect(first != other)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.split(separator: "\n").count == 25)
        #expect(try RecipeLibrary.drafts(jsonLines: text).count == 25)
    }
}
