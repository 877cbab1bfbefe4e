import Foundation
import RecipleaseCore
import Vapor

/// The users with an upload in one of the import lines (`OneAtATime`: the two of collections, the
/// one of export documents), waiting or running: one each. Each waiting upload holds its body, up
/// to 200 MB, so one user sending many would hold that many; a second upload is refused at once
/// (`ImportUnderWay`). Two writers of one user's recipes at once (the command line, another
/// instance) are kept apart by the database instead: `CollectionImporter` decides what is already
/// there and what has room inside each batch's transaction, under the user's row lock.
actor ImportsPerUser {
    static let uploads = ImportsPerUser()

    private var underWay: Set<UUID> = []

    /// `body`, unless an import of `user`'s is under way already; then `ImportUnderWay`, which
    /// asks to come back after `retryAfter` seconds.
    func run<T: Sendable>(for user: UUID, retryAfter: Int, _ body: @Sendable () async throws -> T) async throws -> T {
        guard underWay.insert(user).inserted else { throw ImportUnderWay(retryAfterSeconds: retryAfter) }
        defer { underWay.remove(user) }
        return try await body()
    }
}

extension Request {
    /// `body` as the user's one upload in the import lines (`ImportsPerUser`); another sent
    /// meanwhile is refused, 429 with `Retry-After` a collection import's turn.
    func asOneImport<T: Sendable>(of userID: UUID, _ body: @Sendable () async throws -> T) async throws -> T {
        let seconds = application.settings.collectionImportSeconds
        let turn = seconds.isFinite ? Int(min(max(seconds, 1), 3_600).rounded(.up)) : 60
        return try await ImportsPerUser.uploads.run(for: userID, retryAfter: turn, body)
    }
}

/// Refused (429): the user has an import waiting or running already.
struct ImportUnderWay: DomainError, RetryAfter {
    var kind: ProblemKind { .tooMany }
    var code: String { "import.collection-under-way" }
    let retryAfterSeconds: Int?
}

/// The single imports under way (a page fetched by its URL, a pasted or uploaded page or
/// recipe file): each holds up to 5 MB fetched or sent and takes its turn on the document
/// readers' threads (`DocumentReaders`), first come first served. Without a bound one account
/// could hold gigabytes (600 fetches of a page that stalls near its end held 3.7 GB) and keep
/// every other user's import waiting behind its own (a one-line recipe waited 55 s behind ten
/// 4.5 MB pages). A user has at most `perUser` under way and the server `overall`; past either,
/// 429 with `Retry-After`.
actor SingleImports {
    static let shared = SingleImports()
    static let perUser = 2
    static let overall = 16
    static let retryAfterSeconds = 5

    private var underWay: [UUID: Int] = [:]
    private var total = 0

    func run<T: Sendable>(for user: UUID, _ body: @Sendable () async throws -> T) async throws -> T {
        let mine = underWay[user, default: 0]
        guard mine < Self.perUser else { throw SingleImportRefused(code: "import.pages-under-way", limit: Self.perUser) }
        guard total < Self.overall else { throw SingleImportRefused(code: "import.server-busy", limit: Self.overall) }
        underWay[user] = mine + 1
        total += 1
        defer {
            total -= 1
            let left = underWay[user, default: 1] - 1
            underWay[user] = left > 0 ? left : nil
        }
        return try await body()
    }
}

extension Application {
    private struct SingleImportsKey: StorageKey { typealias Value = SingleImports }

    /// Set up by `configure`, one per application; an application made otherwise shares one.
    var singleImports: SingleImports? {
        get { storage[SingleImportsKey.self] }
        set { storage[SingleImportsKey.self] = newValue }
    }
}

extension Request {
    /// `body`, one of the user's single imports (`SingleImports`).
    func asSingleImport<T: Sendable>(of userID: UUID, _ body: @Sendable () async throws -> T) async throws -> T {
        try await (application.singleImports ?? SingleImports.shared).run(for: userID, body)
    }
}

/// Refused (429): the user, or the whole server, has as many single imports under way as it takes.
struct SingleImportRefused: DomainError, RetryAfter {
    var kind: ProblemKind { .tooMany }
    let code: String
    let limit: Int
    var arguments: [String: String] { ["count": String(limit)] }
    var retryAfterSeconds: Int? { SingleImports.retryAfterSeconds }
}
