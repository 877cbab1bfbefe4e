import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long a piece of work took on the wall clock and in CPU time of the whole process.
/// On a shared machine read the CPU time: waiting for a core does not count in it.
public struct Timing: Sendable, CustomStringConvertible {
    public var wall: Duration
    public var cpu: Duration

    /// "12.34 s (cpu 20.01 s)"
    public var description: String { "\(SearchBench.seconds(wall)) (cpu \(SearchBench.seconds(cpu)))" }
}

public enum Stopwatch {
    static let clock = ContinuousClock()

    /// CPU time used so far by every thread of this process.
    static func cpuNow() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }

    public static func measure(_ work: () throws -> Void) rethrows -> Timing {
        let cpu = cpuNow(), start = clock.now
        try work()
        return Timing(wall: clock.now - start, cpu: cpuNow() - cpu)
    }

    public static func measure(_ work: () async throws -> Void) async rethrows -> Timing {
        let cpu = cpuNow(), start = clock.now
        try await work()
        return Timing(wall: clock.now - start, cpu: cpuNow() - cpu)
    }
}
