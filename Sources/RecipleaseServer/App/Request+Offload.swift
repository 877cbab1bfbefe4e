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

    init(threads: Int = max(1, System.coreCount / 2)) {
        pool = NIOThreadPool(numberOfThreads: max(1, threads))
        pool.start()
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

extension Request {
    /// Runs `work` (reading a document a client sent) on the `DocumentReaders` threads.
    func offloaded<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        if let readers = application.documentReaders { return try await readers.run(work) }
        return try await application.threadPool.runIfActive(work)
    }
}
