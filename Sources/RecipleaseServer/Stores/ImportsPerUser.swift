import Foundation
import RecipleaseCore

/// The users with a collection import in the lines (`OneAtATime`), waiting or running: one each.
/// Each import counts the user's recipes once, before it writes, so two side by side (a small
/// upload in the small line beside a large one) would each save a recipe of both files and together
/// pass the account's limit; and each upload waiting holds its body, up to 200 MB, so one user
/// sending many would hold that many. A second upload is refused at once (`ImportUnderWay`).
actor ImportsPerUser {
    static let collections = ImportsPerUser()

    private var underWay: Set<UUID> = []

    /// `body`, unless an import of `user`'s is under way already; then `ImportUnderWay`, which
    /// asks to come back after `retryAfter` seconds.
    func run<T: Sendable>(for user: UUID, retryAfter: Int, _ body: @Sendable () async throws -> T) async throws -> T {
        guard underWay.insert(user).inserted else { throw ImportUnderWay(retryAfterSeconds: retryAfter) }
        defer { underWay.remove(user) }
        return try await body()
    }
}

/// Refused (429): the user has a collection import waiting or running already.
struct ImportUnderWay: DomainError, RetryAfter {
    var kind: ProblemKind { .tooMany }
    var code: String { "import.collection-under-way" }
    let retryAfterSeconds: Int?
}
