import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An IPv4 or IPv6 address as its 4 or 16 bytes. An IPv4 address in IPv6 clothing
/// (`::ffff:10.0.0.1`, as a dual-stack socket reports IPv4 peers) is taken as the IPv4 address,
/// so one list entry and one rate-limit key cover both spellings.
struct IPAddress: Hashable, Sendable, CustomStringConvertible {
    let bytes: [UInt8]

    init?(_ text: some StringProtocol) {
        // inet_pton reads a C string: a NUL or anything else odd must not reach it.
        guard (2...45).contains(text.utf8.count),
              text.allSatisfy({ $0.isASCII && ($0.isHexDigit || $0 == ":" || $0 == ".") }) else { return nil }
        let text = String(text)
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            bytes = withUnsafeBytes(of: &v4) { Array($0) }
            return
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        let all = withUnsafeBytes(of: &v6) { Array($0) }
        bytes = all.starts(with: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF]) ? Array(all.suffix(4)) : all
    }

    /// The address as a proxy would write it in `X-Forwarded-For`: `for="[2001:db8::1]:4711"`,
    /// `192.0.2.7:8080`, or bare. Obfuscated names (`unknown`, `_hidden`) are no address.
    init?(forwardedNode raw: some StringProtocol) {
        var text = Substring(raw.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"")))
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            text = text[text.index(after: text.startIndex)..<close]
        } else if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            text = text[..<colon]
        }
        self.init(text)
    }

    var isV4: Bool { bytes.count == 4 }

    var description: String {
        if isV4 { return bytes.map(String.init).joined(separator: ".") }
        var address = in6_addr()
        withUnsafeMutableBytes(of: &address) { $0.copyBytes(from: bytes) }
        var buffer = [CChar](repeating: 0, count: 64)
        guard inet_ntop(AF_INET6, &address, &buffer, socklen_t(buffer.count)) != nil else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The proxies whose `X-Forwarded-*` and `Forwarded` headers are believed
/// (`RECIPLEASE_TRUSTED_PROXIES`): addresses and CIDR ranges, IPv4 and IPv6. Empty by default,
/// so a client that writes those headers itself changes nothing.
public struct TrustedProxies: Sendable {
    struct Range: Sendable {
        let network: IPAddress
        let prefix: Int

        func contains(_ address: IPAddress) -> Bool {
            guard address.bytes.count == network.bytes.count else { return false }
            var bits = prefix
            for (mine, theirs) in zip(network.bytes, address.bytes) where bits > 0 {
                let mask: UInt8 = bits >= 8 ? 0xFF : ~(0xFF >> UInt8(bits))
                if mine & mask != theirs & mask { return false }
                bits -= 8
            }
            return true
        }
    }

    let ranges: [Range]

    public init() {
        ranges = []
    }

    /// `10.0.0.1, 10.1.0.0/16, fd00::/8`; nil when an entry is neither an address nor a range.
    public init?(_ list: String) {
        var ranges: [Range] = []
        for entry in list.split(separator: ",") {
            let parts = entry.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let network = IPAddress(parts[0]) else { return nil }
            let widest = network.bytes.count * 8
            var prefix = widest
            if parts.count == 2 {
                guard parts[1].allSatisfy(\.isASCII), let given = Int(parts[1]), (0...widest).contains(given) else { return nil }
                prefix = given
            }
            ranges.append(Range(network: network, prefix: prefix))
        }
        self.ranges = ranges
    }

    var isEmpty: Bool { ranges.isEmpty }

    func contains(_ address: IPAddress) -> Bool {
        ranges.contains { $0.contains(address) }
    }
}
