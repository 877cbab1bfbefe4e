import Logging
import NIOConcurrencyHelpers
import Vapor

/// The server's log handler: the console's, with control characters in messages and metadata
/// written as escapes. What a request sends reaches the log in places (an address a person asked
/// to import, a path): a line feed in it wrote a forged line, a NUL or a terminal escape garbled
/// the log for whoever reads it. A message keeps one line per message.
struct PlainTextLogHandler: LogHandler {
    var inner: any LogHandler

    var metadata: Logger.Metadata {
        get { inner.metadata }
        set { inner.metadata = newValue }
    }

    var logLevel: Logger.Level {
        get { inner.logLevel }
        set { inner.logLevel = newValue }
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { inner.metadataProvider }
        set { inner.metadataProvider = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { inner[metadataKey: key] }
        set { inner[metadataKey: key] = newValue }
    }

    func log(event: LogEvent) {
        var plain = event
        plain.message = "\(Self.escaped(event.message.description))"
        plain.metadata = event.metadata?.mapValues(Self.escaped)
        inner.log(event: plain)
    }

    /// Bootstraps the logging system with this handler over Vapor's console logger, once a process:
    /// the logging system traps when it is bootstrapped twice, and a process that failed to listen
    /// (a port in use) may be asked to serve again (the CLI's tests run `serve` several times).
    static func bootstrap(from environment: inout Environment) throws {
        try bootstrapped.withLockedValue { done in
            guard !done else { return }
            try LoggingSystem.bootstrap(from: &environment) { level in
                let console = Terminal()
                return { label in PlainTextLogHandler(inner: ConsoleLogger(label: label, console: console, level: level)) }
            }
            done = true
        }
    }

    private static let bootstrapped = NIOLockedValueBox(false)

    /// `text` with C0 and C1 controls, DEL and the Unicode line and paragraph separators as
    /// `\u{…}` escapes; everything else as it is.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    static func escaped(_ value: Logger.Metadata.Value) -> Logger.Metadata.Value {
        switch value {
        case let .string(text): .string(escaped(text))
        case let .stringConvertible(thing): .string(escaped(thing.description))
        case let .array(values): .array(values.map(escaped))
        case let .dictionary(values): .dictionary(values.mapValues(escaped))
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
