import Foundation
import SQLKit
import Vapor

/// Changes to shared data between instances on one PostgreSQL database: each instance sends
/// `NOTIFY` on `NotifyChannels.shared` with the change after its write, and `ChangeListener` hands the
/// others' to their `SharedChanges` (an instance skips its own, by `instanceID`).
enum SharedChangeNotice {
    private struct Payload: Codable {
        let instance: UUID
        let scope: String
        let kind: SharedChange.Kind
        let by: UUID?
    }

    static func payload(of change: SharedChange, from instance: UUID) -> String? {
        let payload = Payload(instance: instance, scope: change.scope, kind: change.kind, by: change.by)
        return (try? JSONEncoder().encode(payload)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The change another instance announced; nil for this instance's own or an unreadable payload.
    static func change(in payload: String, skipping instance: UUID) -> SharedChange? {
        guard payload.utf8.count <= 1024, let read = try? JSONDecoder().decode(Payload.self, from: Data(payload.utf8)),
              read.instance != instance else { return nil }
        return SharedChange(scope: read.scope, kind: read.kind, by: read.by)
    }
}

extension SharedChanges {
    /// Announces every change published here through the app's PostgreSQL database, on `channel`.
    func announce(through app: Application, on channel: String) {
        let instance = instanceID
        let logger = app.logger
        announce { change in
            guard let payload = SharedChangeNotice.payload(of: change, from: instance) else { return }
            // Counted with the requests, so a stopping process keeps the database open for it.
            let inFlight = app.requestsInFlight
            inFlight.enter()
            Task {
                defer { inFlight.leave() }
                do {
                    guard let sql = app.db as? any SQLDatabase else { return }
                    try await sql.raw("SELECT pg_notify(\(bind: channel), \(bind: payload))").run()
                } catch {
                    // The others catch up when their listener reconnects, or at their pages' next load.
                    logger.warning("Could not announce a shared change to other instances: \(error)")
                }
            }
        }
    }
}
