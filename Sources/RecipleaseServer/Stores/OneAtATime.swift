/// Work that runs one at a time in the process, the rest waiting in line (first come, first
/// served) without holding a thread.
actor OneAtATime {
    /// Collection imports: each may unpack up to the archive budget
    /// (`ImportArchive.maximumUnpackedBytes`), so memory stays bounded however many arrive at once.
    static let collectionImports = OneAtATime()
    /// Export-document imports: decoding one takes several times its size, so uploads sent
    /// together wait in a line of their own (not behind a long collection import).
    static let exportImports = OneAtATime()
    /// SQLite write transactions (`Database.writeTransaction`). One line serves every SQLite
    /// database of the process: a server has one file, and the tests' in-memory apps only wait a
    /// little longer.
    static let sqliteWrites = OneAtATime()

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// How many turns have begun, and how many wait for theirs now: what tests read.
    private(set) var turns = 0
    var waitingCount: Int { waiting.count }

    func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        await enter()
        defer { leave() }
        return try await body()
    }

    private func enter() async {
        guard busy else {
            busy = true
            turns += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
        turns += 1
    }

    /// The turn passes straight to the next in line.
    private func leave() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}
