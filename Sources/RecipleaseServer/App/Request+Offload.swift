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
    /// How many of the places one party (`Party`: a client address, and its account) may hold:
    /// the places are taken in rounds (`FairTurns`), but an anonymous flood from one address held
    /// them all, and everyone else's parses and cook pages were turned away (tenth sweep, 2026-12-07).
    let parsesPerParty: Int
    let cooksPerParty: Int
    private let held = Mutex([Held: Int]())
    private enum Kind: Hashable { case parse, cook }
    private struct Held: Hashable {
        let kind: Kind
        let party: Party
    }
    /// Turns on the threads, in rounds between parties.
    let turns: FairTurns
    /// A thread of its own for the short, bounded work: cook mode pages and ingredient parses.
    /// Behind pasted 4 MB pages (7.8 s each, debug build) a visitor's cook page waited 21 s even
    /// in rounds, as it waited for each account's page.
    private let quickPool: NIOThreadPool
    let quickTurns: FairTurns

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
        turns = FairTurns(width: max(1, threads))
        quickPool = NIOThreadPool(numberOfThreads: 1)
        quickTurns = FairTurns(width: 1)
        parsesPerParty = max(1, threads)
        cooksPerParty = max(1, threads) + 1
        self.parseCapacity = max(0, parseCapacity ?? parsesPerParty * Self.parties)
        self.cookCapacity = max(0, cookCapacity ?? cooksPerParty * Self.parties)
        pool.start()
        quickPool.start()
    }

    /// How many parties' worth of places the server keeps for parses and for cook pages.
    static let parties = 8

    /// A parse's place among those that may wait or run: false when they are all taken, or when
    /// `party` holds its share of them.
    func admitParse(_ party: Party? = nil) -> Bool {
        admit(.parse, party, counter: parses, capacity: parseCapacity, share: parsesPerParty)
    }

    func leaveParse(_ party: Party? = nil) {
        leave(.parse, party, counter: parses)
    }

    private func admit(_ kind: Kind, _ party: Party?, counter: borrowing Mutex<Int>, capacity: Int, share: Int) -> Bool {
        guard Self.admit(counter, capacity: capacity) else { return false }
        guard let party else { return true }
        let mine = held.withLock { held in
            let key = Held(kind: kind, party: party)
            guard held[key, default: 0] < share else { return false }
            held[key, default: 0] += 1
            return true
        }
        if !mine { counter.withLock { $0 -= 1 } }
        return mine
    }

    private func leave(_ kind: Kind, _ party: Party?, counter: borrowing Mutex<Int>) {
        counter.withLock { $0 -= 1 }
        guard let party else { return }
        held.withLock { held in
            let key = Held(kind: kind, party: party)
            let left = held[key, default: 1] - 1
            held[key] = left > 0 ? left : nil
        }
    }

    private static func admit(_ counter: borrowing Mutex<Int>, capacity: Int) -> Bool {
        counter.withLock { count in
            guard count < capacity else { return false }
            count += 1
            return true
        }
    }

    /// `work` (parsing lines a client sent) on these threads, when a parse's place is free.
    func parse<T: Sendable>(for party: Party, _ work: @escaping @Sendable () throws -> T) async throws -> T {
        guard admitParse(party) else { throw Busy(code: "ingredients.busy") }
        defer { leaveParse(party) }
        return try await run(for: party, on: quickPool, turns: quickTurns, work)
    }

    /// A cook mode page's place among those that may wait or run: false when they are all taken,
    /// or when `party` holds its share of them.
    func admitCook(_ party: Party? = nil) -> Bool {
        admit(.cook, party, counter: cooks, capacity: cookCapacity, share: cooksPerParty)
    }

    func leaveCook(_ party: Party? = nil) {
        leave(.cook, party, counter: cooks)
    }

    /// `work` (laying out a cook mode page) on these threads, when a cook page's place is free.
    func cook<T: Sendable>(for party: Party, _ work: @escaping @Sendable () throws -> T) async throws -> T {
        guard admitCook(party) else { throw Busy(code: "cook.busy") }
        defer { leaveCook(party) }
        return try await run(for: party, on: quickPool, turns: quickTurns, work)
    }

    /// `work` on these threads, at `party`'s turn.
    func run<T: Sendable>(for party: Party, _ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await run(for: party, on: pool, turns: turns, work)
    }

    private func run<T: Sendable>(for party: Party, on pool: NIOThreadPool, turns: FairTurns,
                                  _ work: @escaping @Sendable () throws -> T) async throws -> T {
        await turns.enter(party)
        defer { turns.leave() }
        return try await pool.runIfActive {
            PasswordHasher.yieldToRequests()
            return try work()
        }
    }

    func shutdown() async throws {
        try await pool.shutdownGracefully()
        try await quickPool.shutdownGracefully()
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
    /// Whose work it is, for the readers' turns.
    let party: Party

    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        if let readers { return try await readers.run(for: party, work) }
        return try await pool.runIfActive(work)
    }
}

extension Request {
    var offloader: Offloader { Offloader(readers: application.documentReaders, pool: application.threadPool, party: party) }

    /// Who the request's long work is for: its client's address and the account it is signed in
    /// as, once known (`currentUser()`, `RequireSignInMiddleware`).
    var party: Party {
        let user = account.token?.user ?? account.user
        return Party(address: clientAddress ?? "local", account: user?.id?.uuidString)
    }

    /// Runs `work` (reading a document a client sent) on the `DocumentReaders` threads.
    func offloaded<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await offloader.run(work)
    }
}
