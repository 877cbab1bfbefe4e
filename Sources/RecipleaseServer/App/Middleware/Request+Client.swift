import Foundation
import Vapor

/// The one place that says who sent a request and how it reached us. `X-Forwarded-*` and
/// `Forwarded` are anyone's to write, so they count only when the TCP peer is a proxy listed in
/// `RECIPLEASE_TRUSTED_PROXIES`; everything else reads the connection and the `Host` header.
extension Request {
    /// The address of whoever sent the request: the TCP peer, or, behind trusted proxies, the
    /// nearest address they report that is not one of them. Canonical text (`203.0.113.7`,
    /// `2001:db8::1`), so one client is one key. Nil only without a socket (in-process tests).
    var clientAddress: String? {
        guard let peer else { return nil }
        let proxies = application.settings.trustedProxies
        guard proxies.contains(peer) else { return peer.description }
        var client = peer
        // Walk back from the nearest hop: each trusted proxy vouches for the hop before it.
        for hop in (Forwarding(headers).clients).reversed() {
            guard let address = IPAddress(forwardedNode: hop) else { break }
            client = address
            if !proxies.contains(address) { break }
        }
        return client.description
    }

    /// `https` when the browser reached us over TLS, directly or through a trusted proxy that
    /// says so; `http` otherwise.
    var scheme: String {
        if url.scheme?.lowercased() == "https" { return "https" }
        return trustedForwarding?.proto?.lowercased() == "https" ? "https" : "http"
    }

    var cameOverHTTPS: Bool { scheme == "https" }

    /// The host (and port) the browser asked for: a trusted proxy's `X-Forwarded-Host`, else
    /// `Host`. Only plain ASCII host names and IP literals; anything else is no host at all.
    var publicHost: String? {
        if let host = trustedForwarding?.host, HostName.isValid(host) { return host }
        return headers.first(name: .host).flatMap { HostName.isValid($0) ? $0 : nil }
    }

    /// This server's address as the browser reached it, for links that leave the site (calendar feeds).
    /// A request without a usable `Host` (HTTP/1.0, a malformed one) gets the address the server
    /// listens on, its port kept: the loopback address when it listens on all of them.
    var baseURL: String {
        "\(scheme)://\(publicHost ?? listeningHost)"
    }

    private var listeningHost: String {
        let address = application.guardedServerAddress ?? application.http.server.shared.localAddress
        guard let address, let port = address.port else { return "127.0.0.1:\(application.http.server.configuration.port)" }
        switch address {
        case .v6:
            let ip = address.ipAddress ?? "::"
            return "[\(ip == "::" ? "::1" : ip)]:\(port)"
        default:
            let ip = address.ipAddress ?? "0.0.0.0"
            return "\(ip == "0.0.0.0" ? "127.0.0.1" : ip):\(port)"
        }
    }

    private var peer: IPAddress? {
        IPAddress(peer: remoteAddress)
    }

    private var trustedForwarding: Forwarding? {
        guard let peer, application.settings.trustedProxies.contains(peer) else { return nil }
        return Forwarding(headers)
    }
}

/// What the proxies in front say: from `Forwarded` (RFC 7239) when present, else from
/// `X-Forwarded-For`, `-Proto` and `-Host`. A proxy appends, so the last value is the one the
/// proxy next to us wrote; earlier ones may be the client's own.
struct Forwarding {
    /// Client first, nearest proxy's peer last.
    var clients: [Substring] = []
    var proto: String?
    var host: String?

    init(_ headers: HTTPHeaders) {
        let forwarded = headers[.forwarded]
        guard forwarded.isEmpty else {
            for element in forwarded.flatMap({ $0.split(separator: ",") }) {
                for pair in element.split(separator: ";") {
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    guard parts.count == 2 else { continue }
                    let value = Substring(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\"")))
                    switch parts[0].trimmingCharacters(in: .whitespaces).lowercased() {
                    case "for": clients.append(value)
                    case "proto": proto = String(value)
                    case "host": host = String(value)
                    default: break
                    }
                }
            }
            return
        }
        func values(_ name: HTTPHeaders.Name) -> [Substring] {
            headers[name].flatMap { $0.split(separator: ",") }.map { Substring($0.trimmingCharacters(in: .whitespaces)) }
        }
        clients = values(.xForwardedFor)
        proto = values(.xForwardedProto).last.map(String.init)
        host = values(.xForwardedHost).last.map(String.init)
    }
}

/// Host names as a browser sends them once IDNA is done: ASCII letters, digits, `-` and `.`,
/// or a bracketed IPv6 literal, with an optional port.
enum HostName {
    static func isValid(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 260 else { return false }
        var name = Substring(text)
        var port: Substring?
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]"), IPAddress(name[name.index(after: name.startIndex)..<close]) != nil else { return false }
            let rest = name[name.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { return false }
            port = rest.isEmpty ? nil : rest.dropFirst()
            name = name[...close]
        } else {
            let parts = name.split(separator: ":", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count) else { return false }
            name = parts[0]
            port = parts.count == 2 ? parts[1] : nil
            let labels = name.split(separator: ".", omittingEmptySubsequences: false)
            guard labels.allSatisfy({ label in
                (1...63).contains(label.utf8.count) && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }) else { return false }
        }
        if let port {
            guard (1...5).contains(port.count), port.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let number = Int(port), (1...65535).contains(number) else { return false }
        }
        return true
    }
}
