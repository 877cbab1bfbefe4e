import Foundation
import Synchronization

/// Token buckets by key (a client's address, or one key for everybody): each key may spend
/// `burst` attempts at once and gets them back at `perMinute`. Kept in memory per instance; a
/// restart forgets them, which only ever lets someone try again sooner.
final class RateLimiter: Sendable {
    let burst: Double
    let perSecond: Double
    private let buckets = Mutex([String: (tokens: Double, at: Double)]())
    /// Past this many keys, buckets that have refilled are dropped (they hold no information).
    private let maxKeys = 50_000

    init(burst: Int, perMinute: Int) {
        self.burst = Double(max(1, burst))
        perSecond = Double(max(1, perMinute)) / 60
    }

    /// Spends one attempt for `key` at time `now` (seconds, any fixed origin); answers nil when
    /// allowed, else the whole seconds until the next attempt is.
    func spend(_ key: String, now: Double) -> Int? {
        buckets.withLock { buckets in
            if buckets.count >= maxKeys {
                buckets = buckets.filter { now - $0.value.at < (burst - $0.value.tokens) / perSecond }
            }
            let current = buckets[key].map { min(burst, $0.tokens + (now - $0.at) * perSecond) } ?? burst
            guard current >= 1 else {
                buckets[key] = (current, now)
                return max(1, Int(((1 - current) / perSecond).rounded(.up)))
            }
            buckets[key] = (current - 1, now)
            return nil
        }
    }
}
