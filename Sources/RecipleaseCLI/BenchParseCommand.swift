import ArgumentParser
import Foundation
import RecipleaseBench
import RecipleaseCore

/// `reciplease bench parse`: lines per second of the ingredient parser alone, on a fixed corpus.
struct BenchParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Measure the ingredient parser alone, in lines per second.",
        discussion: "Parses a fixed corpus of 10,000 varied lines on one thread, over and over, with no input or output. Measure a release build (swift build -c release)."
    )

    @Option(parsing: .unconditional, help: "How long to measure, in seconds (more than 0, at most 600).")
    var seconds: Double = 3

    func validate() throws {
        try NumberOption.check(seconds: seconds, "--seconds", atMost: 600)
    }

    func run() throws {
        let result = ParserBenchmark.run(seconds: seconds)
        print("parser alone: \(Int(result.linesPerSecond.rounded())) lines/s (\(result.lines) lines in \(String(format: "%.2f", result.seconds)) s on one thread)")
        // On a busy machine the thread waits for a core; its processor time says what one core does.
        print("per CPU second: \(Int(result.linesPerCPUSecond.rounded())) lines/s (\(String(format: "%.2f", result.cpuSeconds)) s of processor time)")
        #if DEBUG
        print("note: this is a debug build; measure with `swift build -c release`.")
        #endif
    }
}
