import Foundation
import Logging
import PostgresNIO
import Vapor

/// With PostgreSQL, keeps one connection of its own listening on `channel`, where the database
/// announces every user recipe written by any instance (`NotifyUserRecipeChanges`). Each
/// announcement brings that one recipe into this instance's search index, so another
/// instance's change is searchable here within moments of its commit. When the connection
/// drops it reconnects after a second and syncs the whole table once, for what it missed.
enum UserRecipeListener {
    static let channel = "reciplease_user_recipes"

    static func loop(configuration: PostgresConnection.Configuration, sync: UserRecipeSync) -> BackgroundLoop {
        BackgroundLoop { application in
            let logger = application.logger
            var connectionID = 0
            // Whatever was written between start-up's load and the first LISTEN is caught up too.
            var catchUp = true
            while !Task.isCancelled {
                connectionID += 1
                do {
                    let connection = try await PostgresConnection.connect(
                        configuration: configuration, id: connectionID, logger: logger)
                    do {
                        try await connection.listen(on: channel) { notifications in
                            if catchUp {
                                try await sync.sync(into: application.recipeStore, on: application.db)
                                catchUp = false
                            }
                            for try await note in notifications {
                                guard let id = UUID(uuidString: note.payload) else { continue }
                                try await sync.sync(id: id, into: application.recipeStore, on: application.db)
                            }
                        }
                    } catch {
                        try? await connection.close()
                        throw error
                    }
                    try? await connection.close()
                } catch {
                    if Task.isCancelled { return }
                    logger.warning("Listening for recipe changes failed, retrying in a second: \(error)")
                }
                catchUp = true
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }
}
