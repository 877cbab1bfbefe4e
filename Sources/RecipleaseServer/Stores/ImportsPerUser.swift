import Foundation

/// One user's collection imports, one at a time across both lines (`OneAtATime`): each import
/// counts the user's recipes once, before it writes, so two running side by side (a small upload
/// in the small line beside a large one) would each save a recipe of both files, and together
/// pass the account's limit.
actor ImportsPerUser {
    static let collections = ImportsPerUser()

    /// The users with an import under way, each with the imports waiting behind it.
    private var waiting: [UUID: [CheckedContinuation<Void, Never>]] = [:]

    /// `body` once no other import of `user`'s is under way.
    func run<T: Sendable>(for user: UUID, _ body: @Sendable () async throws -> T) async throws -> T {
        if waiting[user] != nil {
            await withCheckedContinuation { waiting[user, default: []].append($0) }
        } else {
            waiting[user] = []
        }
        defer { leave(user) }
        return try await body()
    }

    private func leave(_ user: UUID) {
        guard var queue = waiting[user], !queue.isEmpty else {
            waiting[user] = nil
            return
        }
        let next = queue.removeFirst()
        waiting[user] = queue
        next.resume()
    }
}
