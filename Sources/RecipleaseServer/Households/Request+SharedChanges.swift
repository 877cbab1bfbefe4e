import Foundation
import Vapor

extension Request {
    /// Tells the open pages of `user`'s scope (on every instance) that `kind` changed, by them.
    /// Call it after the write has committed, so a page that refreshes on it reads the change.
    func publishShared(_ kind: SharedChange.Kind, user: User) async throws {
        let scope = try await sharedScope(of: user)
        application.sharedChanges.publish(SharedChange(scope: scope.key, kind: kind, by: scope.userID))
    }
}

extension Request {
    /// As `publishShared(_:user:)`, for a handler that holds the scope already.
    func publishShared(_ kind: SharedChange.Kind, scope: SharedScope) {
        application.sharedChanges.publish(SharedChange(scope: scope.key, kind: kind, by: scope.userID))
    }
}
