import Foundation
import RecipleaseCore
import RecipleaseProviderStubs
@testable import RecipleaseProviders
import Synchronization

/// A clock the tests move by hand, for the cache's time to live.
final class HandClock: Sendable {
    private let time = Mutex(Date(timeIntervalSince1970: 1_767_225_600))
    var now: Date { time.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { time.withLock { $0 += seconds } }
}

extension ProviderHTTP {
    static func fresh(ttl: TimeInterval = 600, clock: HandClock = HandClock()) -> ProviderHTTP {
        ProviderHTTP(cache: ResponseCache(timeToLive: ttl, now: { clock.now }))
    }
}

/// A deadline some seconds from now.
func inSeconds(_ seconds: Double) -> ContinuousClock.Instant {
    .now + .milliseconds(Int64(seconds * 1000))
}

/// The error a call threw, or nil when it did not throw.
func providerError(_ call: () async throws -> Void) async -> ProviderError? {
    do {
        try await call()
        return nil
    } catch {
        return error as? ProviderError
    }
}

let catalog = FoodCatalog.shared
