import Foundation
import Logging
import NIOConcurrencyHelpers
import PostgresNIO
import Vapor

/// With PostgreSQL, keeps one connection of its own listening for what other instances write:
/// - on `NotifyChannels.recipes` the database announces every user recipe written
///   (`NotifyUserRecipeChanges`), and each announcement brings that recipe into this
///   instance's search index, so another instance's change is searchable here within moments;
/// - on `NotifyChannels.accounts` it announces the user of every token, user or preference change
///   (`NotifyAccountChanges`, and every favorite through `NotifyFavoriteChanges`), and this instance's `AccountCache` forgets that user.
/// - on `NotifyChannels.shared` other instances announce changes to shared data (plans,
///   grocery lists...), which this instance's `SharedChanges` passes to its open pages.
/// When the connection drops it reconnects after a second; on every (re)connection it syncs the
/// whole recipe table once, empties the account cache and tells every open page to refresh, for
/// whatever it missed. Until every channel listens, and after the connection drops until it is
/// back, `/readyz` answers 503 (`ChangeHearing`): an instance that cannot hear the others would
/// serve what they changed from its stale caches.
enum ChangeListener {
    static func loop(configuration: PostgresConnection.Configuration, channels: NotifyChannels, sync: UserRecipeSync) -> BackgroundLoop {
        BackgroundLoop { application in
            let logger = application.logger
            var connectionID = 0
            while !Task.isCancelled {
                connectionID += 1
                do {
                    let connection = try await PostgresConnection.connect(
                        configuration: configuration, id: connectionID, logger: logger)
                    do {
                        try await listen(on: connection, channels: channels, application: application, sync: sync)
                    } catch {
                        try? await connection.close()
                        throw error
                    }
                    try? await connection.close()
                } catch {
                    if Task.isCancelled { return }
                    logger.warning("Listening for changes from other instances failed, retrying in a second: \(error)")
                }
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    /// The channels on one connection, until any stops.
    private static func listen(on connection: PostgresConnection, channels: NotifyChannels, application: Application, sync: UserRecipeSync) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                try await connection.listen(on: channels.recipes) { notifications in
                    try await sync.sync(into: application.recipeStore, on: application.db)
                    let heard = application.changeHearing?.listening()
                    defer { heard?.end() }
                    for try await note in notifications {
                        guard let id = UUID(written: note.payload) else { continue }
                        do {
                            try await sync.sync(id: id, into: application.recipeStore, on: application.db)
                        } catch {
                            // One recipe that could not be read now (a busy pool, a row that will
                            // not decode) is not a lost connection: dropping every channel for it
                            // would take the instance out of service. The recipe is read again at
                            // its next change, at the next resync (a reconnection) or at the next
                            // poll when RECIPLEASE_RECIPE_POLL_SECONDS is set.
                            application.logger.warning("A recipe another instance changed could not be read: \(String(reflecting: error))")
                        }
                    }
                }
            }
            group.addTask {
                try await connection.listen(on: channels.accounts) { notifications in
                    application.accountCache.forgetAll()
                    let heard = application.changeHearing?.listening()
                    defer { heard?.end() }
                    for try await note in notifications {
                        guard let id = UUID(written: note.payload) else { continue }
                        application.accountCache.forget(user: id)
                    }
                }
            }
            group.addTask {
                try await connection.listen(on: channels.shared) { notifications in
                    let changes = application.sharedChanges
                    changes.receiveResync()
                    let heard = application.changeHearing?.listening()
                    defer { heard?.end() }
                    for try await note in notifications {
                        guard let change = SharedChangeNotice.change(in: note.payload, skipping: changes.instanceID) else { continue }
                        changes.receive(change)
                    }
                }
            }
            try await group.next()
            group.cancelAll()
            // Closing ends the other listen too, whether or not it heeds the cancellation.
            try? await connection.close()
        }
    }
}

/// How many of `ChangeListener`'s channels listen now: the instance hears the others only when
/// all of them do. Set on the application only when the listener runs.
final class ChangeHearing: Sendable {
    static let channels = 3
    private let open = NIOLockedValueBox(0)

    var hearsEveryChannel: Bool { open.withLockedValue { $0 >= Self.channels } }

    /// One channel listening, until `end()`.
    func listening() -> Channel {
        open.withLockedValue { $0 += 1 }
        return Channel(hearing: self)
    }

    struct Channel: Sendable {
        let hearing: ChangeHearing
        func end() { hearing.open.withLockedValue { $0 -= 1 } }
    }
}

extension Application {
    private struct ChangeHearingKey: StorageKey { typealias Value = ChangeHearing }

    /// Nil when this instance does not listen (SQLite, or `RECIPLEASE_LISTEN=0`).
    var changeHearing: ChangeHearing? {
        get { storage[ChangeHearingKey.self] }
        set { storage[ChangeHearingKey.self] = newValue }
    }
}
