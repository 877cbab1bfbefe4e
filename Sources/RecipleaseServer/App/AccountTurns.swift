import Foundation
import Vapor

/// One long read at a time per account: its grocery list, its plan over a range, its calendar
/// feed. A year of a full plan is seconds of work, and sixteen such reads of one account at once
/// held another user's plan 5.4 s and `/healthz` 4.7 s (hostile sweep, 2026-12-07); in turn they
/// use one core, and the rest of the server keeps the other. A read waiting for its turn holds
/// no thread. Accounts do not wait for each other.
actor AccountTurns {
    private var busy: Set<UUID> = []
    private var waiting: [UUID: [CheckedContinuation<Void, Never>]] = [:]

    /// Runs `body`, in the caller's context, once `account`'s earlier reads have finished.
    nonisolated func run<T>(_ account: UUID, _ body: () async throws -> T) async throws -> T {
        await acquire(account)
        do {
            let value = try await body()
            await release(account)
            return value
        } catch {
            await release(account)
            throw error
        }
    }

    private func acquire(_ account: UUID) async {
        if busy.insert(account).inserted { return }
        await withCheckedContinuation { waiting[account, default: []].append($0) }
    }

    private func release(_ account: UUID) {
        guard var queue = waiting[account], !queue.isEmpty else {
            busy.remove(account)
            return
        }
        let next = queue.removeFirst()
        waiting[account] = queue.isEmpty ? nil : queue
        next.resume()
    }
}

extension Optional where Wrapped == AccountTurns {
    /// `body` in `account`'s turn; without turns (an application `configure` did not set up), at
    /// once.
    func run<T>(_ account: UUID, _ body: () async throws -> T) async throws -> T {
        guard let turns = self else { return try await body() }
        return try await turns.run(account, body)
    }
}

extension Application {
    private struct AccountTurnsKey: StorageKey { typealias Value = AccountTurns }

    /// Set up by `configure`; an application made otherwise has none, and its reads do not wait.
    var accountTurns: AccountTurns? {
        get { storage[AccountTurnsKey.self] }
        set { storage[AccountTurnsKey.self] = newValue }
    }
}

