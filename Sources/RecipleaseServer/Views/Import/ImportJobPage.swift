import Foundation
import RecipleaseCore
import RecipleaseMigrate

/// `/import/jobs/{id}`: what a collection import did (new, already there, failed with reasons),
/// or, while it runs, how far it has come.
struct ImportJobPage: Encodable {
    struct Problem: Encodable {
        let item: String
        let reason: String
    }

    let title: String
    let running: Bool
    let failed: Bool
    let done: Int
    let total: Int
    let progressURL: String
    let format: String
    let fileName: String
    let added: Int
    let existing: Int
    let failures: [Problem]
    let photoWarnings: [Problem]
    /// "12 recipes state no servings...", or nil for none.
    let servingsNote: String?

    init(_ job: ImportJob, strings: Strings) {
        let summary = job.summary
        title = strings.text(job.state == .running ? "importJob.runningTitle" : "importJob.title")
        running = job.state == .running
        failed = job.state == .failed
        done = job.done
        total = job.total
        progressURL = job.id.map(SiteURL.importJobProgress) ?? SiteURL.importPage
        format = CollectionFormat(rawValue: job.format)?.displayName ?? job.format
        fileName = job.fileName.split(separator: "/").last.map(String.init) ?? job.fileName
        added = summary?.added ?? 0
        existing = summary?.existing ?? 0
        failures = (summary?.failed ?? []).map { Problem(item: $0.item, reason: $0.reason.message(in: strings)) }
        photoWarnings = (summary?.photoWarnings ?? []).map { Problem(item: $0.item, reason: $0.reason.message(in: strings)) }
        servingsNote = AccountTransfer.servingsAssumedNote(count: summary?.servingsAssumed ?? 0, in: strings)
    }
}
