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

    /// Turned away because as many parses (`ingredients.busy`) or cook mode pages (`cook.busy`) as
    /// may wait or run already do.
    struct Busy: DomainError, RetryAfter {
        var kind: ProblemKind { .tooMany }
        let code: String
        var retryAfterSeconds: Int? { 1 }
    }

    /// Cook mode pages being made at once, and how many may wait or run. A user's own recipe of
    /// long lines full of numbers took 2 s to lay out; eight of them at once in a loop made another
    /// user's one-line import wait 13.6 s and their export 16.3 s (debug build). A few more than
    /// the parses, since two people cooking at the same moment is no attack.
    private let cooks = Mutex(0)
    let cookCapacity: Int

    init(threads: Int = max(1, System.coreCount / 2), parseCapacity: Int? = nil, cookCapacity: Int? = nil) {
        pool = NIOThreadPool(numberOfThreads: max(1, threads))
        self.parseCapacity = max(0, parseCapacity ?? max(1, threads))
        self.cookCapacity = max(0, cookCapacity ?? max(1, threads) + 1)
        pool.start()
    }

    /// A parse's place among those that may wait or run: false when they are all taken.
    func admitParse() -> Bool {
        Self.admit(parses, capacity: parseCapacity)
    }

    func leaveParse() {
        parses.withLock { $0 -= 1 }
    }

    private static func admit(_ counter: borrowing Mutex<Int>, capacity: Int) -> Bool {
        counter.withLock { count in
            guard count < capacity else { return false }
            count += 1
            return true
        }
    }

    /// `work` (parsing lines a client sent) on these threads, when a parse's place is free.
    func parse<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        guard admitParse() else { throw Busy(code: "ingredients.busy") }
        defer { leaveParse() }
        return try await run(work)
    }

    /// A cook mode page's place among those that may wait or run: false when they are all taken.
    func admitCook() -> Bool {
        Self.admit(cooks, capacity: cookCapacity)
    }

    func leaveCook() {
        cooks.withLock { $0 -= 1 }
    }

    /// `work` (laying out a cook mode page) on these threads, when a cook page's place is free.
    func cook<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        guard admitCook() else { throw Busy(code: "cook.busy") }
        defer { leaveCook() }
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
