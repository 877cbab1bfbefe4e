import AsyncHTTPClient
import Foundation

/// Why a web page could not be read for import.
public struct WebPageError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// Fetches a recipe page to import: http(s) only, at most 5 MB, within a timeout. Addresses
/// on this machine or the private network are refused unless allowed (the tests allow their
/// stub), so a signed-in person cannot make the server fetch its neighbours.
public enum WebPage {
    public static let maxBytes = 5 << 20

    public static func fetch(
        _ text: String, timeoutSeconds: Double = 15, allowPrivateAddresses: Bool = false,
        client: HTTPClient = ProviderHTTP.sharedClient
    ) async throws(WebPageError) -> (data: Data, fileName: String) {
        guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)),
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty else {
            throw WebPageError("\(text) is not an http(s) address")
        }
        if !allowPrivateAddresses, isPrivate(host) {
            throw WebPageError("\(host) is an address on this machine or a private network; Reciplease imports only from the web")
        }
        do {
            var request = HTTPClientRequest(url: url.absoluteString)
            request.headers.add(name: "User-Agent", value: "Reciplease recipe importer")
            request.headers.add(name: "Accept", value: "text/html,application/ld+json,application/json;q=0.9,*/*;q=0.5")
            let nanoseconds = Int64(max(0.1, timeoutSeconds) * 1_000_000_000)
            let response = try await client.execute(request, timeout: .nanoseconds(nanoseconds))
            guard (200..<300).contains(Int(response.status.code)) else {
                throw WebPageError("\(url.absoluteString) answered HTTP \(response.status.code)")
            }
            let body = try await response.body.collect(upTo: maxBytes)
            return (Data(body.readableBytesView), url.lastPathComponent)
        } catch let error as WebPageError {
            throw error
        } catch let error as HTTPClientError where error == .deadlineExceeded || error == .connectTimeout || error == .readTimeout {
            throw WebPageError("\(host) took too long to answer")
        } catch {
            throw WebPageError("\(host) could not be reached or sent too much (at most \(maxBytes >> 20) MB)")
        }
    }

    /// Host names and literal addresses of this machine and private networks.
    static func isPrivate(_ host: String) -> Bool {
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if name == "localhost" || name.hasSuffix(".localhost") || name.hasSuffix(".local") || name == "::1" || name.hasPrefix("fe80:")
            || (name.hasPrefix("fc") || name.hasPrefix("fd")) && name.contains(":") {
            return true
        }
        let parts = name.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 4, name.split(separator: ".").count == 4 else { return false }
        switch (parts[0], parts[1]) {
        case (127, _), (10, _), (0, _), (169, 254), (192, 168): return true
        case (172, 16...31): return true
        case (100, 64...127): return true
        default: return false
        }
    }
}
