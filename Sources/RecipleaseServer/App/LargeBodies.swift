import Foundation
import NIOConcurrencyHelpers
import Vapor

/// The bodies past the standard size (uploads, recipes, photos) that the front is receiving or
/// the app is handling, counted in bytes per account and over the server. The front holds a body
/// whole before its route runs, so the routes' own bounds (one collection upload per user) came
/// too late: one account sending ten 190 MB uploads at once, each short of its last byte, held
/// 1.97 GB for as long as it liked. A body is counted at its declared length, or its route's
/// limit when it is chunked, from the moment its account is known (`GuardedHTTPHandler.check`)
/// until the request is done with (`Ticket`); past an account's share or the server's the head
/// is answered at once, 429 or 503 with `Retry-After`, and nothing of the body is read.
final class LargeBodies: Sendable {
    /// An account's share: the largest upload (200 MB) and room for recipes and photos beside it.
    static let perAccountBytes = 256 * 1_024 * 1_024
    /// The server's: four accounts' largest uploads at once.
    static let overallBytes = 1_024 * 1_024 * 1_024
    static let retryAfterSeconds = 10
    static let shared = LargeBodies()

    enum Full: Error, Equatable { case account, server }

    let perAccount: Int
    let overall: Int
    private let counts = NIOLockedValueBox<(byAccount: [UUID: Int], total: Int)>(([:], 0))

    init(perAccount: Int = LargeBodies.perAccountBytes, overall: Int = LargeBodies.overallBytes) {
        self.perAccount = perAccount
        self.overall = overall
    }

    /// Counts `bytes` for `account`, or says which share they would pass.
    func reserve(_ bytes: Int, for account: UUID) -> Result<Ticket, Full> {
        let bytes = max(0, bytes)
        return counts.withLockedValue { counts in
            let mine = counts.byAccount[account, default: 0]
            // A first body is taken whatever its size: a share is what may wait beside it.
            if mine > 0, bytes > perAccount - mine { return .failure(.account) }
            if counts.total > 0, bytes > overall - counts.total { return .failure(.server) }
            counts.byAccount[account] = mine + bytes
            counts.total += bytes
            return .success(Ticket(owner: self, account: account, bytes: bytes))
        }
    }

    /// The bytes counted now, over every account.
    func counted() -> Int {
        counts.withLockedValue { $0.total }
    }

    fileprivate func release(_ bytes: Int, for account: UUID) {
        counts.withLockedValue { counts in
            let left = counts.byAccount[account, default: 0] - bytes
            counts.byAccount[account] = left > 0 ? left : nil
            counts.total = max(0, counts.total - bytes)
        }
    }

    /// A body's place in the count, given back when the last holder lets go of it: the front
    /// while the body comes, then the request while the app handles it.
    final class Ticket: Sendable {
        private let owner: LargeBodies
        private let account: UUID
        private let bytes: Int

        fileprivate init(owner: LargeBodies, account: UUID, bytes: Int) {
            self.owner = owner
            self.account = account
            self.bytes = bytes
        }

        deinit { owner.release(bytes, for: account) }
    }
}

extension Application {
    private struct LargeBodiesKey: StorageKey { typealias Value = LargeBodies }

    /// Set up by `configure`, one per application; an application made otherwise shares one.
    var largeBodies: LargeBodies {
        get { storage[LargeBodiesKey.self] ?? LargeBodies.shared }
        set { storage[LargeBodiesKey.self] = newValue }
    }
}

extension Request {
    private struct LargeBodyTicketKey: StorageKey { typealias Value = LargeBodies.Ticket }

    /// The body's place in `LargeBodies`, held as long as the request is.
    var largeBodyTicket: LargeBodies.Ticket? {
        get { storage[LargeBodyTicketKey.self] }
        set { storage[LargeBodyTicketKey.self] = newValue }
    }
}
