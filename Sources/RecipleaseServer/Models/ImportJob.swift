import Fluent
import Foundation

/// One collection import: how far it has come and, once done, what it did. A row, not a value in
/// one process's memory, so a page served by any instance behind the load balancer can follow it.
final class ImportJob: Model, @unchecked Sendable {
    static let schema = "import_jobs"

    enum State: String, Codable, Sendable { case running, done, failed }

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: User
    @Field(key: "file_name") var fileName: String
    @Field(key: "format") var format: String
    @Field(key: "state") var stateName: String
    /// Recipes in the collection, and how many have been dealt with (saved, found there, or failed).
    @Field(key: "total") var total: Int
    @Field(key: "done") var done: Int
    /// The finished import's summary (`CollectionImportSummary` as JSON); nil while running.
    @OptionalField(key: "result") var result: String?
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "updated_at") var updatedAt: Date

    init() {}

    init(id: UUID, userID: UUID, fileName: String, format: String, total: Int, now: Date) {
        self.id = id
        self.$user.id = userID
        self.fileName = fileName
        self.format = format
        self.stateName = State.running.rawValue
        self.total = total
        self.done = 0
        self.createdAt = now
        self.updatedAt = now
    }
}

extension ImportJob {
    var state: State {
        get { State(rawValue: stateName) ?? .failed }
        set { stateName = newValue.rawValue }
    }
}

extension ImportJob: UserOwned { static var ownerID: KeyPath<ImportJob, FieldProperty<ImportJob, UUID>> { \.$user.$id } }
