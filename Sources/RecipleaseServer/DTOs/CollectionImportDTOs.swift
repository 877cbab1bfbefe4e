import Foundation
import RecipleaseCore
import RecipleaseMigrate
import Vapor

/// What importing a collection did, as the API answers it: the stored summary with each reason
/// told in the request's language beside its stable code.
struct CollectionImportSummaryDTO: Content, Equatable {
    /// A recipe that did not come in (or came without its photo).
    struct Failure: Content, Equatable {
        /// The recipe's title, else where it stood in the collection.
        var item: String
        /// Stable across releases and languages (`collection.recipe-json-invalid`).
        var code: String
        /// The reason in the request's language.
        var reason: String

        init(_ failure: ImportFailure, strings: Strings) {
            item = failure.item
            code = failure.reason.code
            reason = failure.reason.message(in: strings)
        }
    }

    var job: UUID?
    var format: CollectionFormat
    var total: Int
    var added: Int
    var existing: Int
    var failed: [Failure]
    var photoWarnings: [Failure]
    var recipeIDs: [String]
    /// How many of the recipes added stated no servings and were saved for 4.
    var servingsAssumed: Int

    init(_ summary: CollectionImportSummary, strings: Strings) {
        job = summary.job
        format = summary.format
        total = summary.total
        added = summary.added
        existing = summary.existing
        failed = summary.failed.map { Failure($0, strings: strings) }
        photoWarnings = summary.photoWarnings.map { Failure($0, strings: strings) }
        recipeIDs = summary.recipeIDs
        servingsAssumed = summary.servingsAssumed ?? 0
    }
}
