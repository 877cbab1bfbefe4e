import Foundation
import RecipleaseCore

/// How fast the parser reads lines on its own: no input, no output, one thread.
public enum ParserBenchmark {
    public struct Result: Sendable {
        /// Lines parsed while measuring.
        public let lines: Int
        /// Wall-clock time.
        public let seconds: Double
        /// Processor time of the measuring thread: on a shared machine, what one core did.
        public let cpuSeconds: Double
        /// Lines that resolved to a catalog food; also keeps the work from being optimised away.
        public let resolved: Int
        public var linesPerSecond: Double { seconds > 0 ? Double(lines) / seconds : 0 }
        public var linesPerCPUSecond: Double { cpuSeconds > 0 ? Double(lines) / cpuSeconds : 0 }
    }

    /// Parses `IngredientParser.benchmarkLines()` over and over for about `seconds` (after one
    /// pass to warm up) and reports the rate.
    public static func run(seconds: Double, parser: IngredientParser = IngredientParser(catalog: .shared)) -> Result {
        let corpus = IngredientParser.benchmarkLines()
        var resolved = 0
        for line in corpus where parser.parse(line).food != nil { resolved += 1 }
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = threadCPUSeconds()
        let budget = Duration.nanoseconds(Int64(max(0, seconds) * 1e9))
        var lines = 0
        resolved = 0
        repeat {
            for line in corpus where parser.parse(line).food != nil { resolved += 1 }
            lines += corpus.count
        } while clock.now - start < budget
        let cpu = threadCPUSeconds() - cpuStart
        let elapsed = (clock.now - start).components
        return Result(lines: lines, seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18,
                      cpuSeconds: cpu, resolved: resolved)
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
