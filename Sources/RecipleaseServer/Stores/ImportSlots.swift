import Foundation
import RecipleaseCore
import NIOConcurrencyHelpers
import Vapor

/// Imports under way, counted per user and over the server: past either bound the next one is
/// refused at once, never queued, since each waiting import holds what it was sent or fetched.
/// An application has two (`Application.importSlots`):
/// - `uploads`, one per user: a collection or an export document in one of the import lines
///   (`OneAtATime`), waiting or running. Each holds its body, up to 200 MB, so one user sending many
///   would hold that many. Two writers of one user's recipes at once (the command line, another
///   instance) are kept apart by the database instead: `CollectionImporter` decides what is
///   already there and what has room inside each batch's transaction, under the user's row lock.
/// - `pages`, two per user and sixteen in all: a page fetched by its URL, a pasted or uploaded
///   page or recipe file. Each holds up to 5 MB and takes its turn on the document readers'
///   threads (`DocumentReaders`), first come first served. Without a bound one account could hold
///   gigabytes (600 fetches of a page that stalls near its end held 3.7 GB) and keep every other
///   user's import waiting behind its own (a one-line recipe waited 55 s behind ten 4.5 MB pages).
actor ImportSlots {
    /// Which bound a refused import met.
    enum Full: Sendable { case user, server }

    let perUser: Int
    let overall: Int
    private var underWay: [UUID: Int] = [:]
    private var total = 0

    init(perUser: Int, overall: Int = .max) {
        self.perUser = perUser
        self.overall = overall
    }

    /// How many of `user`'s imports are under way now.
    func underWay(of user: UUID) -> Int { underWay[user, default: 0] }

    /// `body` as one of `user`'s imports, or the error `whenFull` makes of the bound it met.
    func run<T: Sendable>(
        for user: UUID, whenFull: @Sendable (Full) -> any Error, _ body: @Sendable () async throws -> T
    ) async throws -> T {
        try take(for: user, whenFull: whenFull)
        defer { giveBack(for: user) }
        return try await body()
    }

    /// Takes one of `user`'s slots until `giveBack(for:)`, or throws what `whenFull` makes of the
    /// bound it met: `run` around its body, or for work that outlives the handler (an export's
    /// bytes, held until sent).
    func take(for user: UUID, whenFull: @Sendable (Full) -> any Error) throws {
        let mine = underWay[user, default: 0]
        guard mine < perUser else { throw whenFull(.user) }
        guard total < overall else { throw whenFull(.server) }
        underWay[user] = mine + 1
        total += 1
    }

    /// Gives back a slot `take(for:whenFull:)` took.
    func giveBack(for user: UUID) {
        guard let mine = underWay[user], mine > 0 else { return }
        total -= 1
        underWay[user] = mine > 1 ? mine - 1 : nil
    }
}

/// Gives a taken slot back once, whichever comes first: the body sent, its writing failed, or a
/// deadline for a response the server never started to write.
final class SlotReturn: Sendable {
    private let done = NIOLockedValueBox(false)
    private let slots: ImportSlots
    private let user: UUID

    init(_ slots: ImportSlots, user: UUID) {
        self.slots = slots
        self.user = user
    }

    func callAsFunction() {
        let first = done.withLockedValue { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        Task { [slots, user] in await slots.giveBack(for: user) }
    }
}

extension ImportSlots {
    /// An application's two sets of slots.
    struct Lines: Sendable {
        var uploads = ImportSlots(perUser: 1)
        var pages = ImportSlots(perUser: 2, overall: 16)
        /// Exports of a whole account, whose JSON-LD and encoding take turns on the document
        /// readers' threads: eight at once from one account of 4,896 recipes kept other users'
        /// page imports waiting 7.2 s.
        var exports = ImportSlots(perUser: 1, overall: 4)
    }

    /// An application that `configure` did not set up shares these.
    static let shared = Lines()
    /// What a refused single import asks to wait before it comes again.
    static let pagesRetryAfterSeconds = 5
}

extension Application {
    private struct ImportSlotsKey: StorageKey { typealias Value = ImportSlots.Lines }

    /// Set up by `configure`, one per application; an application made otherwise shares one.
    var importSlots: ImportSlots.Lines {
        get { storage[ImportSlotsKey.self] ?? ImportSlots.shared }
        set { storage[ImportSlotsKey.self] = newValue }
    }
}

extension Request {
    /// `body` as the user's one upload in the import lines (`ImportSlots.Lines.uploads`); another
    /// sent meanwhile is refused, 429 with `Retry-After` a collection import's turn.
    func asOneImport<T: Sendable>(of userID: UUID, _ body: @Sendable () async throws -> T) async throws -> T {
        let seconds = application.settings.collectionImportSeconds
        let turn = seconds.isFinite ? Int(min(max(seconds, 1), 3_600).rounded(.up)) : 60
        return try await application.importSlots.uploads.run(for: userID, whenFull: { _ in ImportUnderWay(retryAfterSeconds: turn) }, body)
    }

    /// `body`, one of the user's single imports (`ImportSlots.Lines.pages`); past the user's or
    /// the server's bound, 429 with `Retry-After`.
    func asSingleImport<T: Sendable>(of user: User, _ body: @Sendable () async throws -> T) async throws -> T {
        let slots = application.importSlots.pages
        let (perUser, overall) = (slots.perUser, slots.overall)
        return try await slots.run(for: try user.requireID(), whenFull: { full in
            switch full {
            case .user: SingleImportRefused(code: "import.pages-under-way", limit: perUser)
            case .server: SingleImportRefused(code: "import.server-busy", limit: overall)
            }
        }, body)
    }
}

/// Refused (429): the user has an export under way already, or the server as many as it writes at once.
struct ExportUnderWay: DomainError, RetryAfter {
    var kind: ProblemKind { .tooMany }
    let code: String
    var retryAfterSeconds: Int? { 2 }
}

/// Refused (429): the user has an import waiting or running already.
struct ImportUnderWay: DomainError, RetryAfter {
    var kind: ProblemKind { .tooMany }
    var code: String { "import.collection-under-way" }
    let retryAfterSeconds: Int?
}

/// Refused (429): the user, or the whole server, has as many single imports under way as it takes.
struct SingleImportRefused: DomainError, RetryAfter {
    var kind: ProblemKind { .tooMany }
    let code: String
    let limit: Int
    var arguments: [String: String] { ["count": String(limit)] }
    var retryAfterSeconds: Int? { ImportSlots.pagesRetryAfterSeconds }
}
