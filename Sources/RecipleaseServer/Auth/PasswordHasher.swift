import Foundation
import RecipleaseCore
import NIOCore
import NIOPosix
import Synchronization
import Vapor
#if canImport(Glibc)
import Glibc
#endif

/// Bcrypt on threads of its own. Vapor's `request.password.async` runs on the application's
/// thread pool, which also runs every SQLite query and file read: a dozen clients sending wrong
/// passwords there made every other user's reads wait seconds. Here hashing has its own small
/// pool at a lower scheduling priority, and a bounded queue: past `capacity` hashes waiting or
/// running, a request is turned away at once (429, `Retry-After`) instead of queueing without end.
final class PasswordHasher: Sendable {
    let cost: Int
    let capacity: Int
    private let pool: NIOThreadPool
    private let pending = Mutex(0)

    /// Turned away because the hashing queue is full.
    struct Busy: DomainError, RetryAfter {
        var kind: ProblemKind { .tooMany }
        var code: String { "auth.busy" }
        var retryAfterSeconds: Int? { 1 }
    }

    init(cost: Int, threads: Int, capacity: Int) {
        self.cost = cost
        self.capacity = capacity
        pool = NIOThreadPool(numberOfThreads: max(1, threads))
        pool.start()
    }

    /// Hashed in Unicode's composed form (NFC): "crème" typed on one keyboard as e + a combining
    /// grave and on another as è is one password (it was refused typed the other way; hostile
    /// probe, 2026-12-07).
    func hash(_ password: String) async throws -> String {
        let cost = self.cost
        let composed = password.precomposedStringWithCanonicalMapping
        return try await run { try Bcrypt.hash(composed, cost: cost) }
    }

    /// Bcrypt reads a password as C text, to its first NUL: "secret\0anything" would match
    /// "secret", and a password of NULs the empty one. No password the rules take holds a control
    /// character or is empty (`AccountRules.password`), so such a guess matches nothing.
    func verify(_ password: String, against digest: String) async throws -> Bool {
        guard !password.isEmpty, !password.utf8.contains(0) else { return false }
        // A password set before hashes were of the composed form was hashed as it was typed. (Swift
        // compares strings by canonical equivalence, so the bytes say whether the forms differ.)
        let composed = password.precomposedStringWithCanonicalMapping
        let typedOtherwise = !composed.utf8.elementsEqual(password.utf8)
        return try await run {
            try Bcrypt.verify(composed, created: digest) || typedOtherwise && Bcrypt.verify(password, created: digest)
        }
    }

    func shutdown() async throws {
        try await pool.shutdownGracefully()
    }

    private func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        let admitted = pending.withLock { count in
            guard count < capacity else { return false }
            count += 1
            return true
        }
        guard admitted else { throw Busy() }
        defer { pending.withLock { $0 -= 1 } }
        return try await pool.runIfActive {
            PasswordHasher.yieldToRequests()
            return try work()
        }
    }

    /// Lowers the calling thread's priority (nice 10; on Linux, `who` 0 names the calling thread,
    /// not the whole process), so that on a machine with few cores the request and database
    /// threads win the processor over a queue of hashes.
    static func yieldToRequests() {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
    }
}

extension Application {
    private struct PasswordHasherKey: StorageKey { typealias Value = PasswordHasher }

    /// Set up by `configureAccounts`.
    var passwordHasher: PasswordHasher {
        get {
            guard let hasher = storage[PasswordHasherKey.self] else { fatalError("configureAccounts sets up the password hasher") }
            return hasher
        }
        set { storage[PasswordHasherKey.self] = newValue }
    }
}

/// Stops the hashing threads when the application shuts down.
struct PasswordHasherLifecycle: LifecycleHandler {
    let hasher: PasswordHasher

    func shutdownAsync(_ application: Application) async {
        try? await hasher.shutdown()
    }
}
