import Synchronization
import RecipleaseCore
import Vapor

/// Threads of their own for reading documents a client sent (a pasted, uploaded or fetched
/// page, up to 5 MB: 800,000 nested `<div>`s took 9 s). In the request's task such reads filled
/// Swift's cooperative threads, as many as the cores (two here): three at once held /healthz for
/// 13.6 s. The application's thread pool is no place for them either: it runs every SQLite query
/// and file read (see `PasswordHasher`). So, as bcrypt does, they get a small pool of their own
/// (half the cores, at least one) at a lower scheduling priority: requests and the database win
/// the processor, and documents wait for each other rather than everyone for them.
final class DocumentReaders: Sendable {
    private let pool: NIOThreadPool
    /// Ingredient parses waiting or running at once, and how many may. The parser is public and
    /// takes no account: a queue of them (24 anonymous clients, 2.2 s each) made everyone's page
    /// imports and exports wait 54 s behind. Past the limit a parse is turned away at once.
    private let parses = Mutex(0)
    let parseCapacity: Int

    /// Turned away because as many parses as may wait or run already do.
    struct ParseBusy: DomainError, RetryAfter {
        var kind: ProblemKind { .tooMany }
        var code: String { "ingredients.busy" }
        var retryAfterSeconds: Int? { 1 }
    }

    init(threads: Int = max(1, System.coreCount / 2), parseCapacity: Int? = nil) {
        pool = NIOThreadPool(numberOfThreads: max(1, threads))
        self.parseCapacity = max(0, parseCapacity ?? max(1, threads))
        pool.start()
    }

    /// A parse's place among those that may wait or run: false when they are all taken.
    func admitParse() -> Bool {
        parses.withLock { count in
            guard count < parseCapacity else { return false }
            count += 1
            return true
        }
    }

    func leaveParse() {
        parses.withLock { $0 -= 1 }
    }

    /// `work` (parsing lines a client sent) on these threads, when a parse's place is free.
    func parse<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        guard admitParse() else { throw ParseBusy() }
        defer { leaveParse() }
        return try await run(work)
    }

    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await pool.runIfActive {
            PasswordHasher.yieldToRequests()
            return try work()
        }
    }

    func shutdown() async throws {
        try await pool.shutdownGracefully()
    }
}

extension Application {
    private struct DocumentReadersKey: StorageKey { typealias Value = DocumentReaders }

    /// Set up by `configure`; an application made otherwise reads on the shared pool.
    var documentReaders: DocumentReaders? {
        get { storage[DocumentReadersKey.self] }
        set { storage[DocumentReadersKey.self] = newValue }
    }
}

/// Stops the reading threads when the application shuts down.
struct DocumentReadersLifecycle: LifecycleHandler {
    let readers: DocumentReaders

    func shutdownAsync(_ application: Application) async {
        try? await readers.shutdown()
    }
}

/// Where a request sends long work: the document readers' threads when the app has them, else
/// the shared pool. Kept by stores that do such work for a request (a year's grocery list).
struct Offloader: Sendable {
    let readers: DocumentReaders?
    let pool: NIOThreadPool

    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        if let readers { return try await readers.run(work) }
        return try await pool.runIfActive(work)
    }
}

extension Request {
    var offloader: Offloader { Offloader(readers: application.documentReaders, pool: application.threadPool) }

    /// Runs `work` (reading a document a client sent) on the `DocumentReaders` threads.
    func offloaded<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await offloader.run(work)
    }
}
