import Foundation

/// Remote answers kept for a while, so the same search or recipe within the time to live costs
/// no request (and no quota). Only successful answers are kept; the oldest go first when full.
public actor ResponseCache<Value: Sendable> {
    private struct Entry {
        let value: Value
        let expires: Date
    }

    private var entries: [String: Entry] = [:]
    private var order: [String] = []
    private let timeToLive: TimeInterval
    private let capacity: Int
    private let now: @Sendable () -> Date

    public init(timeToLive: TimeInterval, capacity: Int = 1000, now: @escaping @Sendable () -> Date = Date.init) {
        self.timeToLive = timeToLive
        self.capacity = capacity
        self.now = now
    }

    public func value(for key: String) -> Value? {
        guard let entry = entries[key] else { return nil }
        guard entry.expires > now() else {
            entries[key] = nil
            return nil
        }
        return entry.value
    }

    public func store(_ value: Value, for key: String) {
        guard timeToLive > 0 else { return }
        if entries[key] == nil { order.append(key) }
        entries[key] = Entry(value: value, expires: now().addingTimeInterval(timeToLive))
        while entries.count > capacity, !order.isEmpty {
            entries[order.removeFirst()] = nil
        }
        if order.count > capacity * 2 { order.removeAll { entries[$0] == nil } }
    }

    public var count: Int { entries.count }
}
