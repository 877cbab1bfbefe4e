import Foundation
import NIOCore
import NIOHTTP1

/// How large a request head may be. NIO's parser stops at 80 KB and the connection is then
/// dropped without a word; these limits sit well below it, so the front answers first.
struct RequestHeadLimits: Sendable {
    /// The request line (method, target, version): 8 KB, what nginx and Apache allow by default.
    /// The longest link the app makes (a search with every filter) is well under 1 KB.
    var requestLine = 8 * 1024
    /// All header lines together: 32 KB, nginx's default (four 8 KB buffers). Cookies and a
    /// bearer token take a few hundred bytes; 32 KB leaves room for any proxy's additions.
    var headerBlock = 32 * 1024

    /// NIO's own limits, a backstop should our count ever disagree with its parser: above ours,
    /// so ours answer first, and below its 80 KB default.
    var parserBackstop: NIOHTTPDecoderLimitConfiguration {
        var limits = NIOHTTPDecoderLimitConfiguration()
        limits.maxHeaderFieldSize = 48 * 1024
        limits.maxHeaderListSize = 48 * 1024
        return limits
    }
}

/// Why a head was refused before it was parsed.
enum RequestHeadVerdict: Equatable {
    case requestLineTooLong
    case headersTooLarge
    /// Not whole within `RequestTimeouts.head` of its first byte.
    case tooSlow
}

/// Sent down the pipeline by `RequestHeadGuard` when the first byte of a request head arrives,
/// so the request's clock starts then, not when the head is whole.
struct RequestHeadBegan {}

/// Measures each request head on the raw bytes, before NIO's parser sees them, and stops a head
/// over `RequestHeadLimits` there, whatever way its bytes are split across reads.
///
/// To know where a head starts it must know where the message before it ended: the parser tells
/// it through `RequestFramingObserver`, right after the parser, and this handler hands the parser
/// a head (and a body of unknown length, line by line) in pieces that end where a message can
/// end, so that news arrives before the next head's first byte is forwarded.
final class RequestHeadGuard: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private enum Mode {
        /// In a head: bytes of the line so far, bytes of header lines so far, and whether this
        /// is still the request line.
        case head(line: Int, headers: Int, requestLine: Bool)
        /// A Content-Length body: that many bytes more go through in one piece.
        case body(remaining: Int)
        /// After a head, until the parser says the message ended (no body, or a chunked one).
        case awaitingEnd
        /// Refused: nothing more reaches the parser.
        case stopped
    }

    private let limits: RequestHeadLimits
    private var mode = Mode.head(line: 0, headers: 0, requestLine: true)
    /// Whether `RequestHeadBegan` went out for the head being read.
    private var announced = false
    private(set) var verdict: RequestHeadVerdict?
    /// The first bytes of the request line under way, for `asksHeadOnly`.
    private var requestLineStart: [UInt8] = []

    /// Whether the request under way is a HEAD, read from its first bytes: an answer the front
    /// writes itself to a head the parser could not read (a bad byte in a header, a line too
    /// long) carries no body then, as NIO's encoder leaves out only for a head it read.
    var asksHeadOnly: Bool { requestLineStart.starts(with: "HEAD ".utf8) }

    /// As much of a request line as says its method and whether its path is the API's.
    static let requestLineKept = 24

    /// Whether the request under way, read from its first bytes, is for a page rather than the
    /// API (`/api/...`) or a load balancer's probe (`/healthz`, `/readyz`): the front's own
    /// refusals answer a page's request with a page.
    var asksPage: Bool {
        guard let space = requestLineStart.firstIndex(of: UInt8(ascii: " ")) else { return false }
        let rest = requestLineStart[(space + 1)...]
        // The path as far as it came: a line cut short ("GET /read") may still be a probe's.
        let path = rest.prefix { ![UInt8(ascii: " "), UInt8(ascii: "?"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains($0) }
        let whole = path.count < rest.count
        return path.first == UInt8(ascii: "/") && !["/api", "/healthz", "/readyz"].contains { machine in
            let name = Array(machine.utf8)
            return path.elementsEqual(name) || path.starts(with: name + [UInt8(ascii: "/")]) || (!whole && name.starts(with: path))
        }
    }

    init(limits: RequestHeadLimits) {
        self.limits = limits
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var buffer = unwrapInboundIn(data)
        // The observer changes `mode` while a piece is forwarded, so it is read afresh each turn.
        while buffer.readableBytes > 0 {
            let piece: ByteBuffer?
            switch mode {
            case .stopped:
                return
            case let .body(remaining):
                let count = min(remaining, buffer.readableBytes)
                mode = count == remaining ? .awaitingEnd : .body(remaining: remaining - count)
                piece = buffer.readSlice(length: count)
            case .awaitingEnd:
                // A chunked body ends with a line feed: cut there, so the end is heard in time.
                piece = buffer.readSlice(length: Self.lineLength(in: buffer) ?? buffer.readableBytes)
            case let .head(line, headers, requestLine):
                if !announced {
                    announced = true
                    context.fireUserInboundEventTriggered(RequestHeadBegan())
                    // Whoever heard it may have stopped the connection.
                    if case .stopped = mode { return }
                }
                piece = scanHead(&buffer, line: line, headers: headers, requestLine: requestLine, context: context)
            }
            guard let piece else { return }
            context.fireChannelRead(wrapInboundOut(piece))
        }
    }

    /// The parser read a head: a body of known length goes through whole from here.
    func headParsed(_ head: HTTPRequestHead) {
        guard case .awaitingEnd = mode, !head.headers.contains(name: "transfer-encoding") else { return }
        let lengths = head.headers[canonicalForm: "content-length"]
        if lengths.count == 1, let length = lengths.first.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }), length > 0 {
            mode = .body(remaining: length)
        }
    }

    /// The parser finished a message: the next byte starts a head.
    func messageEnded() {
        if case .stopped = mode { return }
        mode = .head(line: 0, headers: 0, requestLine: true)
        announced = false
        requestLineStart.removeAll(keepingCapacity: true)
    }

    /// Nothing more goes to the parser: the connection is being answered and closed.
    func stop() {
        mode = .stopped
    }

    /// The head under way took too long: refused as an oversized one is, through the pipeline
    /// from here, so HTTPServerPipelineHandler lets the answer out (no request reached it yet).
    func headTookTooLong(context: ChannelHandlerContext) {
        guard case .head = mode else { return }
        verdict = .tooSlow
        mode = .stopped
        context.pipeline.syncOperations.fireErrorCaught(HTTPParserError.headerOverflow)
    }

    /// Reads the head's lines in `buffer`; returns the bytes to forward (through the end of the
    /// head, or all of them if it goes on), or nil once the head is refused.
    private func scanHead(
        _ buffer: inout ByteBuffer, line: Int, headers: Int, requestLine: Bool, context: ChannelHandlerContext
    ) -> ByteBuffer? {
        let limits = self.limits
        if requestLine, requestLineStart.count < Self.requestLineKept {
            buffer.withUnsafeReadableBytes { bytes in
                // Empty lines before a request are skipped, as the scan below skips them.
                for byte in bytes {
                    if requestLineStart.isEmpty, byte == 0x0D || byte == 0x0A { continue }
                    requestLineStart.append(byte)
                    if requestLineStart.count == Self.requestLineKept { break }
                }
            }
        }
        let outcome = buffer.withUnsafeReadableBytes { bytes -> HeadScan in
            var line = line, headers = headers, requestLine = requestLine
            var start = 0
            while let found = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
                // The line without its line feed (a carriage return counts: one byte either way).
                let length = line + found - start
                start = found + 1
                line = 0
                if requestLine {
                    // Empty lines before a request are allowed and skipped.
                    guard length > 1 else { continue }
                    if length > limits.requestLine { return .refused(.requestLineTooLong) }
                    requestLine = false
                } else if length <= 1 {
                    return .ended(length: start)
                } else {
                    headers += length
                    if headers > limits.headerBlock { return .refused(.headersTooLarge) }
                }
            }
            // A line still open counts already, so a head that never ends cannot outgrow the limits.
            line += bytes.count - start
            if requestLine, line > limits.requestLine { return .refused(.requestLineTooLong) }
            if !requestLine, headers + line > limits.headerBlock { return .refused(.headersTooLarge) }
            return .open(line: line, headers: headers, requestLine: requestLine)
        }
        switch outcome {
        case let .refused(verdict):
            self.verdict = verdict
            mode = .stopped
            // A parser error, so HTTPServerPipelineHandler lets the answer out in turn, after any
            // response still owed on this connection.
            context.fireErrorCaught(HTTPParserError.headerOverflow)
            return nil
        case let .ended(length):
            // The blank line: the head ends here, and what follows is the parser's to frame.
            mode = .awaitingEnd
            return buffer.readSlice(length: length)
        case let .open(line, headers, requestLine):
            mode = .head(line: line, headers: headers, requestLine: requestLine)
            return buffer.readSlice(length: buffer.readableBytes)
        }
    }

    private enum HeadScan {
        case refused(RequestHeadVerdict)
        case ended(length: Int)
        case open(line: Int, headers: Int, requestLine: Bool)
    }

    /// Bytes up to and including the first line feed, or nil if there is none.
    private static func lineLength(in buffer: ByteBuffer) -> Int? {
        buffer.withUnsafeReadableBytes { bytes in
            bytes.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }
        }
    }
}

/// Sits right after the parser and tells `RequestHeadGuard` where messages begin and end.
final class RequestFramingObserver: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    private let headGuard: RequestHeadGuard

    init(headGuard: RequestHeadGuard) {
        self.headGuard = headGuard
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case let .head(head): headGuard.headParsed(head)
        case .body: break
        case .end: headGuard.messageEnded()
        }
        context.fireChannelRead(data)
    }
}
