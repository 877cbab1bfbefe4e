import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An IP address as the operating system resolved it, and whether it is on the public internet.
///
/// Import by URL must fetch nothing from the server's own machine or its network, in any
/// spelling of the address: names are resolved first (by the same resolver the connection would
/// use, so `2130706433`, `0x7f000001`, `127.1` and names pointing at 127.0.0.1 all come back as
/// 127.0.0.1), and every address is then judged here by its bytes, never by its text.
public enum PublicAddress: Equatable, Sendable, CustomStringConvertible {
    case v4(UInt32)
    case v6([UInt8])

    public var description: String {
        switch self {
        case let .v4(value):
            return [24, 16, 8, 0].map { String((value >> UInt32($0)) & 0xFF) }.joined(separator: ".")
        case let .v6(bytes):
            var storage = in6_addr()
            withUnsafeMutableBytes(of: &storage) { raw in
                for (index, byte) in bytes.prefix(16).enumerated() { raw[index] = byte }
            }
            var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            guard inet_ntop(AF_INET6, &storage, &text, socklen_t(text.count)) != nil else { return "::" }
            return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// Whether the address is one a public web server can have. Refused: unspecified, loopback,
    /// private, shared (100.64/10), link-local, multicast, broadcast, documentation,
    /// benchmarking and reserved ranges; for IPv6 everything outside global unicast (2000::/3),
    /// the special ranges inside it, and any IPv6 form that carries an IPv4 address
    /// (IPv4-mapped, -compatible, NAT64, 6to4, Teredo) unless that address is public itself.
    public var isPublic: Bool {
        switch self {
        case let .v4(value):
            return PublicAddress.isPublicV4(value)
        case let .v6(bytes):
            guard bytes.count == 16 else { return false }
            let prefix96 = bytes.prefix(12)
            let embedded = UInt32(bytes[12]) << 24 | UInt32(bytes[13]) << 16 | UInt32(bytes[14]) << 8 | UInt32(bytes[15])
            // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, which also covers :: and ::1).
            if prefix96.dropLast(2).allSatisfy({ $0 == 0 }) && (prefix96.suffix(2) == [0xFF, 0xFF] || prefix96.suffix(2) == [0, 0]) {
                return false
            }
            // 64:ff9b::/96, the NAT64 prefix, reaches the IPv4 address it carries.
            if Array(prefix96) == [0, 0x64, 0xFF, 0x9B, 0, 0, 0, 0, 0, 0, 0, 0] { return PublicAddress.isPublicV4(embedded) }
            // 2002::/16 (6to4) carries an IPv4 address in its next 32 bits.
            if bytes[0] == 0x20 && bytes[1] == 0x02 {
                let carried = UInt32(bytes[2]) << 24 | UInt32(bytes[3]) << 16 | UInt32(bytes[4]) << 8 | UInt32(bytes[5])
                return PublicAddress.isPublicV4(carried)
            }
            // Global unicast only; then its special blocks: 2001::/23 (IETF assignments, Teredo
            // in 2001::/32) and 2001:db8::/32 (documentation), 3fff::/20 (documentation).
            guard bytes[0] & 0xE0 == 0x20 else { return false }
            if bytes[0] == 0x20 && bytes[1] == 0x01 && bytes[2] & 0xFE == 0 { return false }
            if bytes[0] == 0x20 && bytes[1] == 0x01 && bytes[2] == 0x0D && bytes[3] == 0xB8 { return false }
            if bytes[0] == 0x3F && bytes[1] == 0xFF && bytes[2] & 0xF0 == 0 { return false }
            return true
        }
    }

    /// IPv4 blocks that are not the public internet, as (network, prefix length).
    private static let refusedV4: [(UInt32, Int)] = [
        (0x0000_0000, 8),   // 0.0.0.0/8 "this network", 0.0.0.0 unspecified
        (0x0A00_0000, 8),   // 10/8 private
        (0x6440_0000, 10),  // 100.64/10 shared address space (carrier-grade NAT)
        (0x7F00_0000, 8),   // 127/8 loopback
        (0xA9FE_0000, 16),  // 169.254/16 link-local
        (0xAC10_0000, 12),  // 172.16/12 private
        (0xC000_0000, 24),  // 192.0.0/24 IETF protocol assignments
        (0xC000_0200, 24),  // 192.0.2/24 documentation
        (0xC058_6300, 24),  // 192.88.99/24 6to4 relays
        (0xC0A8_0000, 16),  // 192.168/16 private
        (0xC612_0000, 15),  // 198.18/15 benchmarking
        (0xC633_6400, 24),  // 198.51.100/24 documentation
        (0xCB00_7100, 24),  // 203.0.113/24 documentation
        (0xE000_0000, 4),   // 224/4 multicast
        (0xF000_0000, 4),   // 240/4 reserved, and 255.255.255.255 broadcast
    ]

    static func isPublicV4(_ value: UInt32) -> Bool {
        !refusedV4.contains { network, length in value >> UInt32(32 - length) == network >> UInt32(32 - length) }
    }

    /// Every address a host name (or address literal, in any form the system accepts) resolves
    /// to; empty when it resolves to none. Blocking: call off the event loops.
    public static func resolve(_ host: String) -> [PublicAddress] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0, let first = list else { return [] }
        defer { freeaddrinfo(first) }
        var addresses: [PublicAddress] = []
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let entry = cursor?.pointee {
            defer { cursor = entry.ai_next }
            guard let socketAddress = entry.ai_addr else { continue }
            switch entry.ai_family {
            case AF_INET:
                let value = socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt32(bigEndian: $0.pointee.sin_addr.s_addr) }
                addresses.append(.v4(value))
            case AF_INET6:
                let bytes = socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
                    withUnsafeBytes(of: pointer.pointee.sin6_addr) { Array($0) }
                }
                addresses.append(.v6(bytes))
            default:
                continue
            }
        }
        return addresses
    }
}
