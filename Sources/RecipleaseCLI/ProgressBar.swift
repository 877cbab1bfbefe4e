import Foundation

/// How far a long command has come, on standard error: a bar redrawn in place on a terminal, and
/// plain lines now and then when standard error is a file or a pipe (a log keeps every line).
final class ProgressBar: @unchecked Sendable {
    private let label: String
    private let terminal: Bool
    private let lock = NSLock()
    private var lastLine = Date.distantPast
    private var lastShown = -1
    private let width = 30
    private let output: @Sendable (String) -> Void

    init(label: String, terminal: Bool = isatty(STDERR_FILENO) == 1, output: @escaping @Sendable (String) -> Void = ProgressBar.standardError) {
        self.label = label
        self.terminal = terminal
        self.output = output
    }

    func update(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard done != lastShown else { return }
        let shown = min(max(done, 0), max(total, 0))
        let fraction = total > 0 ? Double(shown) / Double(total) : 1
        if terminal {
            let filled = Int(fraction * Double(width))
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            write("\r\(label) [\(bar)] \(shown)/\(total) (\(Int(fraction * 100))%)" + (shown >= total ? "\n" : ""))
        } else if shown >= total || Date().timeIntervalSince(lastLine) >= 2 {
            // Every two seconds at most, and always the last.
            lastLine = Date()
            write("\(label): \(shown) of \(total)\n")
        }
        lastShown = done
    }

    private func write(_ text: String) { output(text) }

    static func standardError(_ text: String) {
        StandardError.write(text)
    }
}
