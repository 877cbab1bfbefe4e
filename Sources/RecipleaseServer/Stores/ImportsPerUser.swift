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
