import Synchronization

/// Work that requests missing the same cached value at the same moment share: the first starts
/// it, the others wait for its answer. When a cached value expires under load every open
/// connection misses it at once, and each reading its own held them all for tens of
/// milliseconds. The key says what makes two misses the same (the value and the version of the
/// data it is read from), so no request is given a value read before a change it could see.
final class SingleFlight<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let flights = Mutex([Key: Task<Value, any Error>]())

    init() {}

    func run(_ key: Key, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let task = flights.withLock { flights in
            if let running = flights[key] { return running }
            let task = Task { try await work() }
            flights[key] = task
            return task
        }
        defer { flights.withLock { flights in if flights[key] == task { flights[key] = nil } } }
        return try await task.value
    }
}
