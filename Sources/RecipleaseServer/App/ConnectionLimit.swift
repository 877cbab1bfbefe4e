import Foundation
import NIOConcurrencyHelpers
import NIOCore
import RecipleaseCore
import Vapor

/// How many connections one client address may hold open at once. Without a bound, one client
/// could open connections until the process ran out of file descriptors, and every other user's
/// connection was then refused. A connection past the bound is answered at once with 429 and a
/// JSON reason (`http.connections`), and closed.
///
/// A browser opens six connections to a site, and one more for each open page's event stream; a
/// household or office behind one address shares the bound, so it is generous. Addresses of
/// trusted proxies, and loopback (a proxy on the same machine, or its administrator), are not
/// counted: behind a proxy every client comes from its address.
final class ConnectionLimit: Sendable {
    let perClient: Int
    private let trusted: TrustedProxies
    private let countsLoopback: Bool
    private let open = NIOLockedValueBox<[IPAddress: Int]>([:])

    init(perClient: Int, trusted: TrustedProxies, countsLoopback: Bool = false) {
        self.perClient = perClient
        self.trusted = trusted
        self.countsLoopback = countsLoopback
    }

    /// Counts `channel` against its client's bound until it closes; false (and not counted) when
    /// the client already holds as many as allowed.
    func admit(_ channel: any Channel) -> Bool {
        admit(IPAddress(peer: channel.remoteAddress), until: channel.closeFuture)
    }

    /// Counts a connection from `address` until `closed` completes; false (and not counted) when
    /// the address already holds as many as allowed. No address (a Unix socket) is not counted.
    func admit(_ address: IPAddress?, until closed: EventLoopFuture<Void>) -> Bool {
        guard let address, countsLoopback || !address.isLoopback, !trusted.contains(address) else { return true }
        let admitted = open.withLockedValue { open in
            let count = open[address, default: 0]
            guard count < perClient else { return false }
            open[address] = count + 1
            return true
        }
        if admitted {
            closed.whenComplete { [open] _ in
                open.withLockedValue { open in
                    let left = (open[address] ?? 1) - 1
                    open[address] = left > 0 ? left : nil
                }
            }
        }
        return admitted
    }
}

extension IPAddress {
    /// The IP address of a connection's other end; nil for a Unix socket or none.
    init?(peer: SocketAddress?) {
        guard let text = peer?.ipAddress else { return nil }
        self.init(text)
    }

    /// 127.0.0.0/8 or ::1.
    var isLoopback: Bool {
        isV4 ? bytes[0] == 127 : bytes == [UInt8](repeating: 0, count: 15) + [1]
    }
}

extension Application {
    private struct ConnectionLimitKey: StorageKey { typealias Value = ConnectionLimit }

    /// Read by the guarded front when it starts listening; tests set one that counts loopback.
    var connectionLimit: ConnectionLimit {
        get { storage[ConnectionLimitKey.self] ?? ConnectionLimit(perClient: settings.connectionsPerClient, trusted: settings.trustedProxies) }
        set { storage[ConnectionLimitKey.self] = newValue }
    }
}

/// The whole pipeline of a connection past its client's bound: it answers 429 with a JSON reason
/// as the connection opens, reads nothing, and closes. The answer goes out as bytes, without
/// NIO's HTTP handlers, which trap on an answer that comes before its request.
final class ConnectionRefusal: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let count: Int
    private let serverName: String?

    init(count: Int, serverName: String?) {
        self.count = count
        self.serverName = serverName
    }

    func channelActive(context: ChannelHandlerContext) {
        context.fireChannelActive()
        let reason = Strings.english.text("error.http.connections", ["count": "\(count)"])
        let body = FrontRefusal.body(code: "http.connections", reason: reason, allocator: context.channel.allocator)
        var headers = FrontRefusal.headers(for: body)
        var date = HTTPDateCache()
        headers.add(name: "retry-after", value: "1")
        headers.add(name: "date", value: date.now())
        if let serverName { headers.add(name: "server", value: serverName) }
        let head = "HTTP/1.1 429 Too Many Requests\r\n" + headers.map { "\($0.name): \($0.value)\r\n" }.joined() + "\r\n"
        var bytes = context.channel.allocator.buffer(capacity: head.utf8.count + body.readableBytes)
        bytes.writeString(head)
        bytes.writeImmutableBuffer(body)
        FrontRefusal.close(after: context.writeAndFlush(wrapOutboundOut(bytes)), context: context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}
}
