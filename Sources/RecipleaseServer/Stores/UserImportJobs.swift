import Fluent
import Foundation
import RecipleaseCore
import RecipleaseMigrate

/// One user's collection imports: the rows the progress display and the result page read.
struct UserImportJobs: UserStore {
    /// How long a finished import's result stays to be looked at.
    static let kept: TimeInterval = 7 * 24 * 3600

    let userID: UUID
    let db: any Database

    func find(_ id: UUID) async throws -> ImportJob? {
        try await scoped(ImportJob.self).filter(\.$id == id).first()
    }

    /// Imports the collection into the user's recipes as a job: the row says how far it has come
    /// after every batch, and holds the summary at the end. `id` is the one the page chose, so its
    /// script can follow the job while the upload is still being answered; a taken id gets a new one.
    func run(_ collection: RecipeCollection, fileName: String, id: UUID?, store: RecipeStore, now: Date, budget: ImportBudget? = nil) async throws -> CollectionImportSummary {
        try await scoped(ImportJob.self).filter(\.$updatedAt < now.addingTimeInterval(-UserImportJobs.kept)).delete()
        let total = collection.recipes.count + collection.failures.count
        let job = try await createJob(preferring: id) { id in
            ImportJob(id: id, userID: userID, fileName: String(fileName.suffix(200)), format: collection.format.rawValue, total: total, now: now)
        }
        let jobID = try job.requireID()
        let db = self.db
        do {
            let summary = try await CollectionImporter(userID: userID, db: db, store: store).run(collection, job: jobID, now: now, budget: budget) { done, _ in
                try await ImportJob.query(on: db).filter(\.$id == jobID).set(\.$done, to: done).set(\.$updatedAt, to: Date()).update()
            }
            job.done = total
            job.result = String(decoding: try JSONEncoder().encode(summary), as: UTF8.self)
            job.state = .done
            job.updatedAt = Date()
            try await job.save(on: db)
            return summary
        } catch {
            job.state = .failed
            job.updatedAt = Date()
            try? await job.save(on: db)
            throw error
        }
    }
}

extension UserImportJobs {
    /// The job's row, under `preferred` when no row has it: two uploads sent with one id at once
    /// (the form's, or one made up) both find it free, and the second's unique violation must
    /// not be a 500, so it takes a fresh id instead.
    private func createJob(preferring preferred: UUID?, _ make: (UUID) -> ImportJob) async throws -> ImportJob {
        if let preferred, try await ImportJob.find(preferred, on: db) == nil {
            let job = make(preferred)
            do {
                try await job.create(on: db)
                return job
            } catch let error as any DatabaseError where error.isConstraintFailure {}
        }
        let job = make(UUID())
        try await job.create(on: db)
        return job
    }
}

extension ImportJob {
    /// The summary of a finished import.
    var summary: CollectionImportSummary? {
        result.flatMap { try? JSONDecoder().decode(CollectionImportSummary.self, from: Data($0.utf8)) }
    }
}
