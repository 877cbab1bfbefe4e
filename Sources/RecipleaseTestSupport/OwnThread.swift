import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Long synchronous work in tests, kept off the shared pool of Swift's concurrency.
///
/// Swift Testing runs every test as a task on one pool with as many threads as the cores (two
/// here). A test whose body computes for a long time without an `await` holds one of them; two
/// such tests hold both, and every other test, stub server and deadline in the process waits.
/// On CI, two bench tests (the parser corpus for its seconds, a large index build) held both for
/// about two minutes at the start of the run, and a fetch with a 60 s deadline failed that never
/// got to run. Work of more than a second or so goes through `onItsOwnThread`; assertions stay
/// in the test, on what the work returns.
public enum OwnThread {
    /// Runs `work` on a thread of its own (16 MiB of stack) and gives its result.
    public static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await timed(work).value
    }

    /// Like `run`, and also gives the processor time the thread used. Tests that guard against
    /// quadratic reading bound this, not the time on the clock: with the whole suite running at
    /// once on two cores, a reader that needs 2 s of processor time took over 60 s by the clock.
    public static func timed<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> (value: T, cpuSeconds: Double) {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                let start = cpuSeconds()
                let value = work()
                continuation.resume(returning: (value, cpuSeconds() - start))
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
    }

    /// Like `run` for work that throws.
    public static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await run { Result { try work() } }.get()
    }

    /// The processor time the calling thread has used so far, in seconds.
    public static func cpuSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
