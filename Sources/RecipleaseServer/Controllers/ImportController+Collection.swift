import Foundation
import RecipleaseCore
import RecipleaseMigrate
import Vapor

/// Another app's whole collection through `/import`: the upload is imported as a job whose row
/// the page's script polls, and the answer is a redirect to the job's result page (a plain form
/// post without script ends there too).
extension ImportController {
    func bootCollections(_ signedIn: any RoutesBuilder) {
        signedIn.get(SiteURL.Root.import.component, "jobs", ":job", use: job)
        signedIn.get(SiteURL.Root.import.component, "jobs", ":job", "progress", use: jobProgress)
    }

    /// The finished import's result, or how far it has come while it runs.
    func job(request: Request) async throws -> View {
        let job = try await request.importJob(for: try request.signedInUser())
        return try await request.view.render("pages/import-job", ImportJobPage(job, strings: request.strings))
    }

    func jobProgress(request: Request) async throws -> ImportJobProgressDTO {
        ImportJobProgressDTO(try await request.importJob(for: try request.signedInUser()), strings: request.strings)
    }
}

/// How far a collection import has come: what the page's script polls.
struct ImportJobProgressDTO: Content {
    var id: UUID?
    var state: String
    var done: Int
    var total: Int
    /// Where the result is shown.
    var resultURL: String?
    /// What the import did, once done, its reasons in the asker's language.
    var summary: CollectionImportSummaryDTO?

    init(_ job: ImportJob, strings: Strings) {
        id = job.id
        state = job.stateName
        done = job.done
        total = job.total
        resultURL = job.id.map(SiteURL.importJob)
        summary = job.summary.map { CollectionImportSummaryDTO($0, strings: strings) }
    }
}

extension Request {
    /// The user's import job named in the path; another user's is not found.
    func importJob(for user: User) async throws -> ImportJob {
        guard let id = parameters.get("job").flatMap(UUID.init(written:)),
              let job = try await UserImportJobs(user: user, on: db).find(id) else {
            throw Abort(.notFound)
        }
        return job
    }

    /// Reads an upload as another app's collection and imports it into the user's recipes; nil
    /// when no collection reader knows the file (it is then a page, a recipe file or an export).
    ///
    /// Imports run one at a time in two lines, each fair between users (`OneAtATime`): an upload
    /// within `ImportArchive.Limits.small` is read and saved in the small line, so it never waits
    /// behind a large one; a larger one (its zip directory says so, or unpacking finds it out)
    /// goes to the line that takes any upload. Memory holds at most one archive of each size. A
    /// turn lasts at most `Settings.collectionImportSeconds`: the recipes not reached by then are
    /// listed, to come in when the file is imported again. A user has one upload in the lines at a
    /// time (`asOneImport`): another sent meanwhile is refused, 429 with `Retry-After` a turn's time.
    func importCollection(_ data: Data, fileName: String, job: UUID?, for user: User) async throws -> CollectionImportSummary? {
        let userID = try user.requireID()
        let importer = try UserImportJobs(user: user, on: db)
        let seconds = application.settings.collectionImportSeconds
        /// Saved within a budget counted from the start of the turn, reading included.
        @Sendable func save(_ collection: RecipeCollection?, budget: ImportBudget) async throws -> CollectionImportSummary? {
            guard let collection else { return nil }
            return try await importer.run(collection, fileName: fileName, id: job, store: recipes, now: now, budget: budget)
        }
        return try await asOneImport(of: userID) {
            try await importCollectionInLines(data, fileName: fileName, userID: userID, seconds: seconds, save: save)
        }
    }

    /// The upload read and saved in the small line when it fits, else in the large one.
    private func importCollectionInLines(
        _ data: Data, fileName: String, userID: UUID, seconds: Double,
        save: @escaping @Sendable (RecipeCollection?, ImportBudget) async throws -> CollectionImportSummary?
    ) async throws -> CollectionImportSummary? {
        if !ImportArchive.Limits.small.exceeded(byDirectoryOf: data) {
            let small = try await OneAtATime.smallCollectionImports.run(for: userID) { () async throws -> SmallImport in
                let budget = ImportBudget(seconds: seconds)
                do {
                    let collection = try ImportArchive.$limits.withValue(.small) { try CollectionImport.readUpload(data, fileName: fileName) }
                    return .done(try await save(collection, budget))
                } catch let problem as CodedProblem where problem.isArchiveLimit {
                    return .tooLarge
                }
            }
            if case let .done(summary) = small { return summary }
        }
        return try await OneAtATime.collectionImports.run(for: userID) {
            let budget = ImportBudget(seconds: seconds)
            return try await save(try CollectionImport.readUpload(data, fileName: fileName), budget)
        }
    }
}

/// What the small line made of an upload: imported (or no collection), or larger than the line takes.
private enum SmallImport: Sendable {
    case done(CollectionImportSummary?)
    case tooLarge
}

extension CollectionImport {
    /// The collection in an upload, or nil; a damaged or oversized archive is a domain error.
    static func readUpload(_ data: Data, fileName: String) throws -> RecipeCollection? {
        do {
            return try read(data, fileName: fileName)
        } catch let error as ImportArchiveError {
            throw CodedProblem.unopened(error)
        } catch let error as any DomainError {
            throw error
        } catch {
            throw CodedProblem(.unusable, "import.collection-unreadable", ["detail": "\(error)"])
        }
    }
}

extension ImportReader {
    /// An upload no collection reader claimed, read as one recipe's file or page. An archive, or a
    /// file whose type or name says it is one, is refused as such: no recipe reader opens archives.
    static func readUnclaimed(_ data: Data, fileName: String?, mediaType: HTTPMediaType?, strings: Strings) throws -> ImportedDocument {
        if ImportArchive.isArchive(data) {
            throw CodedProblem(.unusable, "import.archive-no-recipe")
        }
        let archiveTypes: Set<String> = ["zip", "x-zip", "x-zip-compressed", "gzip", "x-gzip"]
        let typedArchive = mediaType.map { $0.type == "application" && archiveTypes.contains($0.subType.lowercased()) } ?? false
        let namedArchive = fileName.map(ImportArchive.namedAsArchive) ?? false
        if typedArchive || namedArchive { throw CodedProblem.unopened(.notAnArchive) }
        // Without a name, text is read as pasted text is: a page or JSON, else Cooklang.
        let name = fileName ?? String(data: data, encoding: .utf8).map { ImportReader.fileName(forPasted: $0, strings: strings) } ?? "upload"
        return try ImportReader.read(data, fileName: name)
    }
}

extension CodedProblem {
    /// The upload unpacks past the limits of the line it was read in (`ImportArchive.limits`).
    var isArchiveLimit: Bool { code == "import.archive-too-large" || code == "import.archive-too-many-files" }

    /// Why an upload a collection reader claimed could not be opened, each case with its own
    /// code (what the archive library says of a damaged file names its internals, nothing a person can act on).
    static func unopened(_ error: ImportArchiveError) -> CodedProblem {
        switch error {
        case let .tooLarge(limit): CodedProblem(.tooLarge, "import.archive-too-large", ["megabytes": "\(limit >> 20)"])
        case let .tooManyFiles(limit): CodedProblem(.unusable, "import.archive-too-many-files", ["max": "\(limit)"])
        case .notAnArchive: CodedProblem(.unusable, "import.archive-not-archive")
        case .damaged: CodedProblem(.unusable, "import.archive-damaged")
        }
    }
}
