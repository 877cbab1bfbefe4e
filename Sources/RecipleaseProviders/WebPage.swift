import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import Synchronization

/// Why a web page could not be read for import. `description` is what a person is told: the same
/// for every refused or failed fetch, so that the answer says nothing of what lies behind an
/// address (an open port, a closed one, a private network); `detail` is for the server's log.
public struct WebPageError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    public let detail: String

    init(_ detail: String, shown: String = WebPageError.neutral) {
        self.description = shown
        self.detail = detail
    }

    public static let neutral = "the page could not be fetched from the public web (Reciplease fetches http and https pages of at most 5 MB that answer within 15 seconds)"
}

/// Fetches a recipe page to import: http(s) only, at most 5 MB, within one deadline for the whole
/// exchange (every redirect and the body included). Unless private addresses are allowed, the
/// host is resolved first, every address it has must be public (`PublicAddress`), and the
/// connection goes to the checked address only (the client's DNS override), so a name cannot
/// resolve to a public address for the check and a private one for the connection. Redirects are
/// followed by hand, at most five, each hop checked the same way.
public enum WebPage {
    public static let maxBytes = 5 << 20
    public static let maxRedirects = 5

    /// Which hosts may be fetched: by default names are resolved by the system and only public
    /// addresses pass; with private addresses allowed nothing is resolved beforehand.
    struct Policy: Sendable {
        var resolve: (@Sendable (String) async throws -> [PublicAddress])?
        var allows: @Sendable (PublicAddress) -> Bool

        static let publicOnly = Policy(resolve: { try await WebPage.resolve($0) }, allows: { $0.isPublic })
        static let anywhere = Policy(resolve: nil, allows: { _ in true })
    }

    public static func fetch(
        _ text: String, timeoutSeconds: Double = 15, allowPrivateAddresses: Bool = false
    ) async throws(WebPageError) -> (data: Data, fileName: String) {
        try await fetch(text, timeoutSeconds: timeoutSeconds, policy: allowPrivateAddresses ? .anywhere : .publicOnly)
    }

    static func fetch(_ text: String, timeoutSeconds: Double, policy: Policy) async throws(WebPageError) -> (data: Data, fileName: String) {
        guard let start = URL(string: text.trimmingCharacters(in: .whitespaces)), web(start) != nil else {
            throw WebPageError("not an http(s) URL", shown: "\(text.prefix(200)) is not an http(s) address")
        }
        let seconds = timeoutSeconds.isFinite ? min(max(timeoutSeconds, 0.1), 600) : 15
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        do {
            return try await withThrowingTaskGroup(of: (Data, String).self) { group in
                group.addTask { try await follow(start, policy: policy, deadline: NIODeadline.now() + .milliseconds(Int64(seconds * 1000))) }
                group.addTask {
                    try await Task.sleep(until: deadline, clock: .continuous)
                    throw WebPageError("no answer within \(seconds) s")
                }
                defer { group.cancelAll() }
                guard let first = try await group.next() else { throw WebPageError("no answer") }
                return first
            }
        } catch let error as WebPageError {
            throw error
        } catch {
            throw WebPageError(String(describing: error))
        }
    }

    /// The URL's scheme and host when it is an http(s) URL with a host and, if it names one, a
    /// port a socket can have (`portIsUsable`).
    private static func web(_ url: URL) -> (scheme: String, host: String)? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty, url.portIsUsable else { return nil }
        // As AsyncHTTPClient reads it, so the override below names the host it will look up.
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        return (scheme, bare)
    }

    private static func follow(_ start: URL, policy: Policy, deadline: NIODeadline) async throws -> (Data, String) {
        var url = start
        for _ in 0...maxRedirects {
            guard let (_, host) = web(url) else { throw WebPageError("redirected to a URL that is not http(s)") }
            var override: [String: String] = [:]
            if let resolve = policy.resolve {
                let addresses = try await resolve(host)
                guard let first = addresses.first else { throw WebPageError("\(host) does not resolve") }
                guard addresses.allSatisfy(policy.allows) else {
                    throw WebPageError("\(host) resolves to an address that is not public (\(addresses.map(\.description).joined(separator: ", ")))")
                }
                override[host] = first.description
            }
            var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow)
            configuration.dnsOverride = override
            configuration.decompression = .enabled(limit: .size(maxBytes))
            let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
            let outcome: Result<(Data, String)?, any Error>
            do {
                var request = HTTPClientRequest(url: url.absoluteString)
                request.headers.add(name: "User-Agent", value: "Reciplease recipe importer")
                request.headers.add(name: "Accept", value: "text/html,application/ld+json,application/json;q=0.9,*/*;q=0.5")
                let response = try await client.execute(request, deadline: deadline)
                let code = Int(response.status.code)
                if [301, 302, 303, 307, 308].contains(code) {
                    guard let location = response.headers.first(name: "Location"),
                          let next = URL(string: location, relativeTo: url)?.absoluteURL else {
                        throw WebPageError("HTTP \(code) without a usable Location")
                    }
                    url = next
                    outcome = .success(nil)
                } else if (200..<300).contains(code) {
                    let body = try await response.body.collect(upTo: maxBytes)
                    outcome = .success((Data(body.readableBytesView), url.lastPathComponent))
                } else {
                    throw WebPageError("answered HTTP \(code)")
                }
            } catch {
                outcome = .failure(error)
            }
            try? await client.shutdown()
            if let page = try outcome.get() { return page }
        }
        throw WebPageError("more than \(maxRedirects) redirects")
    }

    /// The resolver blocks, so it runs on a thread of its own, not on the event loops or the pool;
    /// a fetch that runs out of time stops waiting for it at once.
    static func resolve(_ host: String) async throws -> [PublicAddress] {
        let answer = AnswerOnce<[PublicAddress]>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                answer.wait(with: continuation)
                Thread.detachNewThread { answer.give(.success(PublicAddress.resolve(host))) }
            }
        } onCancel: {
            answer.give(.failure(CancellationError()))
        }
    }
}

/// Resumes one continuation exactly once with whichever answer comes first.
private final class AnswerOnce<Value: Sendable>: Sendable {
    private enum State {
        case empty
        case waiting(CheckedContinuation<Value, any Error>)
        case answered(Result<Value, any Error>)
        case done
    }

    private let state = Mutex(State.empty)

    func wait(with continuation: CheckedContinuation<Value, any Error>) {
        let early: Result<Value, any Error>? = state.withLock { state in
            if case let .answered(result) = state {
                state = .done
                return result
            }
            state = .waiting(continuation)
            return nil
        }
        if let early { continuation.resume(with: early) }
    }

    func give(_ result: Result<Value, any Error>) {
        let waiting: CheckedContinuation<Value, any Error>? = state.withLock { state in
            switch state {
            case .empty:
                state = .answered(result)
                return nil
            case let .waiting(continuation):
                state = .done
                return continuation
            case .answered, .done:
                return nil
            }
        }
        waiting?.resume(with: result)
    }
}
