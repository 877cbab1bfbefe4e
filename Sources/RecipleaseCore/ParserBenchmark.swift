import Foundation

/// How fast the parser reads lines on its own: no input, no output, one thread.
public enum ParserBenchmark {
    public struct Result: Sendable {
        /// Lines parsed while measuring.
        public let lines: Int
        public let seconds: Double
        /// Lines that resolved to a catalog food; also keeps the work from being optimised away.
        public let resolved: Int
        public var linesPerSecond: Double { seconds > 0 ? Double(lines) / seconds : 0 }
    }

    /// Parses `IngredientParser.benchmarkLines()` over and over for about `seconds` (after one
    /// pass to warm up) and reports the rate.
    public static func run(seconds: Double, parser: IngredientParser = IngredientParser(catalog: .shared)) -> Result {
        let corpus = IngredientParser.benchmarkLines()
        var resolved = 0
        for line in corpus where parser.parse(line).food != nil { resolved += 1 }
        let clock = ContinuousClock()
        let start = clock.now
        let budget = Duration.nanoseconds(Int64(max(0, seconds) * 1e9))
        var lines = 0
        resolved = 0
        repeat {
            for line in corpus where parser.parse(line).food != nil { resolved += 1 }
            lines += corpus.count
        } while clock.now - start < budget
        let elapsed = clock.now - start
        let components = elapsed.components
        return Result(lines: lines, seconds: Double(components.seconds) + Double(components.attoseconds) / 1e18, resolved: resolved)
    }
}
