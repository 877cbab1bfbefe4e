import Fluent
@testable import RecipleaseServer
import Testing
import Vapor

extension Application {
    /// The stored account named `username`, for a test that reaches its rows directly.
    func storedUser(_ username: String) async throws -> User {
        try #require(try await User.query(on: db).filter(\.$username == username).first())
    }

    func storedUserID(_ username: String) async throws -> UUID {
        try await storedUser(username).requireID()
    }
}
