import Foundation
import RecipleaseCore

extension ImportedDocument {
    /// The recipes of a page fetched from `address`, each knowing where it came from
    /// (`RecipeDraft.fromPage(at:)`); an export document is left as it is.
    func fromPage(at address: String) -> ImportedDocument {
        guard case let .recipes(drafts) = self else { return self }
        return .recipes(drafts.map { $0.fromPage(at: address) })
    }
}
