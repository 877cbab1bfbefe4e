/// Work that runs one at a time in the process, the rest waiting in line (first come, first
/// served) without holding a thread.
actor OneAtATime {
    /// Collection imports: each may unpack up to the archive budget
    /// (`ImportArchive.maximumUnpackedBytes`), so memory stays bounded however many arrive at once.
    static let collectionImports = OneAtATime()
    /// SQLite write transactions (`Database.writeTransaction`). One line serves every SQLite
    /// database of the process: a server has one file, and the tests' in-memory apps only wait a
    /// little longer.
    static let sqliteWrites = OneAtATime()

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        await enter()
        defer { leave() }
        return try await body()
    }

    private func enter() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// The turn passes straight to the next in line.
    private func leave() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}
