import Foundation
import Vapor

/// Who added or ticked a shared row: `{"id", "username"}`; null outside a household or when the
/// person is gone.
struct PersonDTO: Content, Equatable {
    let id: UUID
    let username: String

    /// The person `id` names among `people` (the usernames one request looked up), if any.
    init?(_ id: UUID?, in people: [UUID: String]) {
        guard let id, let username = people[id] else { return nil }
        self.id = id
        self.username = username
    }
}
