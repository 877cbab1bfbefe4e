import Foundation
import RecipleaseCore

/// `/import`: the form, again with what was typed and what went wrong.
struct ImportPage: Encodable {
    let title: String
    let csrf: String
    let url: String
    let text: String
    let problem: String?
    /// The id a collection upload's job will take, so the page's script can poll its progress.
    let job: String

    init(url: String = "", text: String = "", problem: String? = nil, csrf: String, job: UUID = UUID(), strings: Strings) {
        title = strings.text("import.heading")
        self.csrf = csrf
        self.url = url
        self.text = text
        self.problem = problem
        self.job = job.uuidString.lowercased()
    }
}
