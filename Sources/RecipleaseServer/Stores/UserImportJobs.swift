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
        var chosen = id ?? UUID()
        if try await ImportJob.find(chosen, on: db) != nil { chosen = UUID() }
        let jobID = chosen
        let total = collection.recipes.count + collection.failures.count
        let job = ImportJob(id: jobID, userID: userID, fileName: String(fileName.suffix(200)), format: collection.format.rawValue, total: total, now: now)
        try await job.create(on: db)
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

extension ImportJob {
    /// The summary of a finished import.
    var summary: CollectionImportSummary? {
        result.flatMap { try? JSONDecoder().decode(CollectionImportSummary.self, from: Data($0.utf8)) }
    }
}
