import CStandardStreams
import Foundation

/// Standard input, output and error as the process found them. A descriptor closed by the shell
/// (`>&-`, `2>&-`, `<&-`) is taken by the next file the process opens: the number 1 became the
/// concurrency runtime's event queue, and `parse "1 cup sugar" >&-` said "cannot write to standard
/// output (Invalid argument)", where what it printed could as well have gone into a file the command
/// opened. With standard error closed too, the first message stopped the process (exit 132; CLI
/// probe, 2026-12-07). Each closed one is opened again before `main` (`CStandardStreams`): input on
/// `/dev/null` (said as closed by the commands that read it), output on `/dev/full` (every write
/// fails, and is said as "closed"), error on `/dev/null`.
enum StandardStreams {
    /// The descriptors among 0, 1 and 2 that were closed when the process started.
    static let closed: Set<Int32> = {
        let bits = reciplease_closed_standard_streams()
        return Set((Int32(0)...2).filter { bits & (1 << $0) != 0 })
    }()

    /// Why writing to standard output failed: its own reason, or that it was closed.
    static func outputReason(_ reason: String) -> String {
        closed.contains(1) ? "it is closed" : reason
    }
}

/// Standard error, written without stopping the process: FileHandle's unchecked `write(_:)` traps
/// when the write fails (`2>/dev/full`, exit 132; CLI probe, 2026-12-07). A message that cannot be
/// written is lost; the exit status still says the command failed.
enum StandardError {
    static func write(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}
