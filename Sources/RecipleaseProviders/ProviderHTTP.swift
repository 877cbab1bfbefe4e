import AsyncHTTPClient
import Foundation

/// GETs a provider's JSON through AsyncHTTPClient and the answer cache, turning every failure into
/// a `ProviderError`. The deadline bounds the whole exchange, body included.
public struct ProviderHTTP: Sendable {
    public let client: HTTPClient
    public let cache: ResponseCache<Data>
    static let maxBody = 8 << 20

    /// One client for every provider for the life of the process (like `HTTPClient.shared`, never
    /// shut down). A refused connection fails at once rather than being retried until the deadline.
    public static let sharedClient: HTTPClient = {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.connectionPool.retryConnectionEstablishment = false
        // Every request carries its own deadline; the library's 10 s connect limit would otherwise
        // end a longer wait early (seen on a starved machine) and call it a timeout.
        configuration.timeout.connect = .seconds(600)
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    public init(client: HTTPClient = ProviderHTTP.sharedClient, cache: ResponseCache<Data>) {
        self.client = client
        self.cache = cache
    }

    /// The body of a 2xx answer to `url`, from the cache when it is there.
    public func get(
        _ url: URL, provider: ProviderID, name: String, headers: [(String, String)] = [],
        deadline: ContinuousClock.Instant, cache useCache: Bool = true
    ) async throws(ProviderError) -> Data {
        let key = url.absoluteString
        if useCache, let cached = await cache.value(for: key) { return cached }
        let fail = { (problem: ProviderError.Problem) in ProviderError(problem, provider: provider, name: name) }
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else { throw fail(.timeout) }
        let outcome: Result<Data, ProviderError>
        do {
            // AsyncHTTPClient keeps the deadline itself and then says why (a refused connection is
            // retried until then); the race is only a backstop, a moment later.
            let data = try await ProviderHTTP.within(deadline + .milliseconds(250)) { [client] in
                var request = HTTPClientRequest(url: url.absoluteString)
                request.headers.add(name: "Accept", value: "application/json")
                request.headers.add(name: "User-Agent", value: "Reciplease (self-hosted recipe finder)")
                for (field, value) in headers { request.headers.add(name: field, value: value) }
                let nanoseconds = remaining.components.seconds * 1_000_000_000 + remaining.components.attoseconds / 1_000_000_000
                let response = try await client.execute(request, timeout: .nanoseconds(max(1, nanoseconds)))
                guard (200..<300).contains(Int(response.status.code)) else {
                    throw ProviderError.status(Int(response.status.code), provider: provider, name: name)
                }
                let body = try await response.body.collect(upTo: ProviderHTTP.maxBody)
                return Data(body.readableBytesView)
            }
            outcome = .success(data)
        } catch let error as ProviderError {
            outcome = .failure(error)
        } catch is DeadlinePassed {
            outcome = .failure(fail(.timeout))
        } catch let error as HTTPClientError {
            switch error {
            case .deadlineExceeded, .connectTimeout, .readTimeout, .writeTimeout, .cancelled, .getConnectionFromPoolTimeout:
                outcome = .failure(fail(.timeout))
            default:
                outcome = .failure(fail(.unreachable))
            }
        } catch {
            // Connection refused, no route, DNS, a connection closed half-way.
            outcome = .failure(fail(.unreachable))
        }
        let data = try outcome.get()
        // Only JSON is kept: a page of HTML or an answer cut short is a failure, and failures are not cached.
        if useCache, (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil {
            await cache.store(data, for: key)
        }
        return data
    }

    struct DeadlinePassed: Error {}

    /// Runs `work`, giving up when the deadline passes whatever the work is waiting for.
    static func within<T: Sendable>(
        _ deadline: ContinuousClock.Instant, _ work: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw DeadlinePassed() }
            return value
        }
    }
}

extension ProviderHTTP {
    /// Decodes a provider's JSON; anything that is not the documented shape is a malformed answer.
    static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, provider: ProviderID, name: String
    ) throws(ProviderError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw ProviderError(.malformedAnswer, provider: provider, name: name)
        }
    }
}

/// An array that keeps the elements it can read and drops the others, so one odd recipe in a
/// provider's answer does not cost the rest.
struct Lossy<Element: Decodable>: Decodable {
    var elements: [Element]

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                _ = try? container.decode(Skip.self)
            }
        }
        self.elements = elements
    }

    /// Reads nothing, so the container moves past an element of any shape.
    private struct Skip: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}

extension URL {
    /// Whether the port the URL names, if any, is one a socket can have (1 to 65535): a larger
    /// one traps in NIO's socket address, which took the server down from an import by URL.
    public var portIsUsable: Bool { port.map { (1...65_535).contains($0) } ?? true }

    /// This URL with a path appended (segments as given) and query items added.
    func appending(path: String, query: [(String, String?)]) -> URL {
        var components = URLComponents(url: self, resolvingAgainstBaseURL: false) ?? URLComponents()
        let base = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = base + (path.hasPrefix("/") ? path : "/" + path)
        var items = components.queryItems ?? []
        for (name, value) in query { if let value { items.append(URLQueryItem(name: name, value: value)) } }
        components.queryItems = items.isEmpty ? nil : items
        // `+` would read as a space to most servers.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return components.url ?? self
    }
}
