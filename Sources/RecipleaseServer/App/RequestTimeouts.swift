import NIOCore
import Vapor

/// How long the guarded front waits on a client. Without these a connection that sends a head a
/// byte at a time, or announces a body and sends part of it, held a connection and its buffers
/// for as long as it liked: any byte kept it alive.
///
/// The figures follow the common servers' defaults (nginx's `keepalive_timeout` and
/// `client_header_timeout`, Apache's `mod_reqtimeout` with `body=20,MinRate=500`): generous for a
/// phone on a poor line, short for a client that holds connections on purpose.
struct RequestTimeouts: Sendable {
    /// A connection with no request under way (new, or between requests) is closed after this,
    /// without an answer: there is no request to answer.
    var keepAlive = TimeAmount.seconds(60)
    /// A head must arrive whole, from its first byte to its blank line, within this: else 408.
    var head = TimeAmount.seconds(20)
    /// A body has this long from the end of its head, and one second more for every
    /// `bodyBytesPerSecond` bytes that arrive; a body slower than that on average is 408. Large
    /// uploads on a slow line still get through: 200 MB at 500 bytes a second is allowed. It
    /// may not stop for this long either: the seconds its bytes earned are for a slow line, not
    /// a pause (150 MB sent at once and the last byte held back had earned 300,000 s).
    var body = TimeAmount.seconds(20)
    var bodyBytesPerSecond = 500
    /// An answer whose client takes in nothing of it for this long ends the connection
    /// (`SendClock`): nginx's `send_timeout`. The clock restarts with every piece taken.
    var send = TimeAmount.seconds(60)

    /// When a body that began at `start`, has brought `bytes` so far and its last of them at
    /// `last`, must be whole: by its average rate, and at most `body` after its last byte.
    func bodyDeadline(from start: NIODeadline, bytes: Int, last: NIODeadline) -> NIODeadline {
        min(bodyDeadline(from: start, bytes: bytes), last + body)
    }

    /// When a body that began at `start` and has brought `bytes` so far must be whole, by its average rate.
    func bodyDeadline(from start: NIODeadline, bytes: Int) -> NIODeadline {
        let rate = max(1, min(bodyBytesPerSecond, 1_000_000_000))
        let bytes = max(0, bytes)
        // Whole seconds capped at ten years, far past any real upload, so nothing can overflow.
        let seconds = Int64(min(bytes / rate, 315_360_000))
        let fraction = Int64(bytes % rate) * 1_000_000_000 / Int64(rate)
        return start + body + .seconds(seconds) + .nanoseconds(fraction)
    }

    /// The shortest wait for the client's bytes: the connection's alarm never sleeps longer than
    /// this, so a wait that begins later never needs the alarm moved earlier (see
    /// `GuardedHTTPHandler`). The wait for the client to read has an alarm of its own.
    var shortest: TimeAmount {
        min(keepAlive, min(head, body))
    }
}

extension Application {
    private struct RequestTimeoutsKey: StorageKey { typealias Value = RequestTimeouts }

    /// Read by the guarded front when it starts listening; tests shorten them.
    var requestTimeouts: RequestTimeouts {
        get { storage[RequestTimeoutsKey.self] ?? RequestTimeouts() }
        set { storage[RequestTimeoutsKey.self] = newValue }
    }
}
