import ArgumentParser
@testable import RecipleaseCLI
import Testing

/// Every number option of every command: a negative number is read as the option's value (not
/// as an option name, "Missing value") and refused in words that give the range, exit 64 with the
/// usage, as any mistake in the command's words.
struct NumberOptionCommandTests {
    @Test(arguments: [
        (["search", "chicken", "--limit", "-1"], "--limit must be a whole number from 1 to 1000, not -1"),
        (["search", "chicken", "--limit", "1001"], "--limit must be a whole number from 1 to 1000, not 1001"),
        (["serve", "--port", "-1"], "--port must be a whole number from 0 to 65535, not -1"),
        (["generate", "--count", "-1", "--seed", "1"], "--count must be a whole number from 1 to 100,000,000, not -1"),
        (["bench", "search", "--count", "-1"], "--count must be a whole number from 1 to 100,000,000, not -1"),
        (["bench", "search", "--count", "5", "--queries", "-1"], "--queries must be a whole number from 1 to 100,000, not -1"),
        (["bench", "parse", "--seconds", "-1"], "--seconds must be a number of seconds more than 0 and at most 600, not -1"),
        (["bench", "parse", "--seconds", "-0.5"], "--seconds must be a number of seconds more than 0 and at most 600, not -0.5"),
        (["bench", "parse", "--seconds", "nan"], "--seconds must be a number of seconds more than 0 and at most 600, not nan"),
        (["generate", "--count", "1", "--seed", "-1"], "The value '-1' is invalid for '--seed <seed>'"),
        (["bench", "search", "--count", "5", "--seed", "-1"], "The value '-1' is invalid for '--seed <seed>'"),
    ])
    func aNegativeOrOutOfRangeNumberIsRefusedInWords(_ arguments: [String], _ message: String) {
        do {
            _ = try RecipleaseCommand.parseAsRoot(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            #expect(RecipleaseCommand.message(for: error) == message)
            #expect(RecipleaseCommand.exitCode(for: error) == .validationFailure)
        }
    }

    @Test func numbersInRangeAreStillRead() throws {
        let search = try #require(try RecipleaseCommand.parseAsRoot(["search", "--limit", "5", "rice"]) as? SearchCommand)
        #expect(search.limit == 5 && search.ingredients == ["rice"])
        let generate = try #require(try RecipleaseCommand.parseAsRoot(["generate", "--count", "2", "--seed", "0"]) as? GenerateCommand)
        #expect(generate.count == 2 && generate.seed == 0)
        let joined = try #require(try RecipleaseCommand.parseAsRoot(["bench", "parse", "--seconds=0.25"]) as? BenchParseCommand)
        #expect(joined.seconds == 0.25)
    }
}
