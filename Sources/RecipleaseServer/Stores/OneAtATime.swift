import Foundation

/// Work that runs one at a time in the process, the rest waiting in line without holding a
/// thread. The line is fair between keys (users): the next turn goes to the waiter whose key was
/// served longest ago (never, first), the order of arrival breaking ties, so one user's uploads
/// sent in a row cannot keep another's waiting for more than one turn of theirs. Work sent without
/// a key shares one key: first come, first served.
actor OneAtATime {
    /// Collection imports of any size: each may unpack up to the archive budget
    /// (`ImportArchive.maximumUnpackedBytes`), so memory stays bounded however many arrive at once.
    static let collectionImports = OneAtATime()
    /// Small collection imports (`ImportArchive.Limits.small`), in a line of their own so that a
    /// small upload never waits behind a large one; the memory both lines hold together stays
    /// bounded by their two budgets.
    static let smallCollectionImports = OneAtATime()
    /// Export-document imports: decoding one takes several times its size, so uploads sent
    /// together wait in a line of their own (not behind a long collection import), fair between users.
    static let exportImports = OneAtATime()
    /// SQLite write transactions (`Database.writeTransaction`). One line serves every SQLite
    /// database of the process: a server has one file, and the tests' in-memory apps only wait a
    /// little longer.
    static let sqliteWrites = OneAtATime()

    private struct Waiter {
        let key: UUID?
        let arrival: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private var busy = false
    private var waiting: [Waiter] = []
    private var arrivals = 0
    /// The turn at which each key that is waiting or was served last began one.
    private var lastServed: [UUID?: Int] = [:]
    /// How many turns have begun, and how many wait for theirs now: what tests read.
    private(set) var turns = 0
    var waitingCount: Int { waiting.count }

    /// How much work sent under `key` waits in line now.
    func waitingCount(for key: UUID) -> Int { waiting.count { $0.key == key } }

    func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        try await run(for: nil, body)
    }

    /// `body` in its turn, the line kept fair between `key`s (a user's id).
    func run<T: Sendable>(for key: UUID?, _ body: @Sendable () async throws -> T) async throws -> T {
        await enter(key)
        defer { leave() }
        return try await body()
    }

    private func enter(_ key: UUID?) async {
        if busy {
            arrivals += 1
            let arrival = arrivals
            await withCheckedContinuation { waiting.append(Waiter(key: key, arrival: arrival, continuation: $0)) }
        } else {
            busy = true
        }
        turns += 1
        lastServed[key] = turns
        // Only keys still in line need remembering.
        if lastServed.count > 64 { lastServed = lastServed.filter { entry in entry.key == key || waiting.contains { $0.key == entry.key } } }
    }

    /// The turn passes straight to the next in line: the waiter whose key was served longest ago.
    private func leave() {
        guard !waiting.isEmpty else {
            busy = false
            return
        }
        let next = waiting.indices.min { a, b in
            let (servedA, servedB) = (lastServed[waiting[a].key] ?? 0, lastServed[waiting[b].key] ?? 0)
            return servedA != servedB ? servedA < servedB : waiting[a].arrival < waiting[b].arrival
        } ?? waiting.startIndex
        waiting.remove(at: next).continuation.resume()
    }
}
