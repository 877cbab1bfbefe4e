import Foundation
import RecipleaseCore
import Vapor

/// `/import`: paste a URL, upload a file, or paste a page, JSON-LD, a Cooklang recipe or a
/// Reciplease export; what was read is saved into the signed-in user's account and shown.
struct ImportController: RouteCollection {
    static let path = SiteURL.importPage
    /// The largest file the form and the API take: another app's whole collection with its
    /// photos. A page or a single recipe file is still held to `ImportReader.maxBytes` when read.
    static let maxUpload = 200 * 1_048_576
    /// The upload and the form's other fields (the CSRF check reads this much too).
    static let maxBody = maxUpload + 64 * 1024

    func boot(routes: any RoutesBuilder) throws {
        let signedIn = routes.grouped(RequireSignInMiddleware())
        signedIn.get(SiteURL.Root.import.component, use: form)
        signedIn.on(.POST, SiteURL.Root.import.component, body: .collect(maxSize: ByteCount(integerLiteral: ImportController.maxBody)), use: submit)
        bootCollections(signedIn)
    }

    func form(request: Request) async throws -> View {
        try await request.view.render("pages/import-form", ImportPage(csrf: try await request.csrfToken(), job: UUID(), strings: request.strings))
    }

    struct Form: Content {
        var url: String?
        var text: String?
        var file: File?
        /// The collection import's id, chosen by the form so its script can follow the job.
        var job: String?
    }

    func submit(request: Request) async throws -> Response {
        let user = try request.signedInUser()
        let form = try request.content.decode(Form.self)
        let url = HTMLText.tidy(form.url ?? "")
        let text = form.text ?? ""
        do {
            let document: ImportedDocument
            // An export document, uploaded or pasted, comes in through its own line (`importIfExport`);
            // the copy it reads is not kept, or a collection import would hold it beside its own.
            if let outcome = try await request.importIfExport(form.file.flatMap { $0.data.readableBytes > 0 ? Data($0.data.readableBytesView) : nil }
                ?? (url.isEmpty ? Data(text.utf8) : Data()), for: user) {
                return try await request.view.render("pages/import-result", ImportResultPage(outcome, strings: request.strings)).encodeResponse(for: request)
            }
            if let file = form.file, file.data.readableBytes > 0 {
                let data = Data(file.data.readableBytesView)
                let fileName = UploadedFileName.readable(file.filename)
                if let summary = try await request.importCollection(data, fileName: fileName, job: form.job.flatMap(UUID.init(written:)), for: user),
                   let job = summary.job {
                    return request.redirect(to: SiteURL.importJob(job), redirectType: .normal)
                }
                let mediaType = file.contentType
                document = try await request.asSingleImport(of: user) {
                    try await request.offloaded { try ImportReader.readUnclaimed(data, fileName: fileName, mediaType: mediaType, strings: request.strings) }
                }
            } else if !url.isEmpty {
                document = try await request.asSingleImport(of: user) {
                    let (data, name) = try await request.fetchImportPage(url)
                    return try await request.offloaded { try ImportReader.read(data, fileName: name).fromPage(at: url) }
                }
            } else if !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                document = try await request.asSingleImport(of: user) {
                    try await request.offloaded { try ImportReader.read(Data(text.utf8), fileName: ImportReader.fileName(forPasted: text, strings: request.strings)) }
                }
            } else {
                throw RequestProblem.importNothingGiven
            }
            let outcome = try await request.saveImport(document, for: user)
            return try await request.view.render("pages/import-result", ImportResultPage(outcome, strings: request.strings)).encodeResponse(for: request)
        } catch {
            guard let abort = Refusal(error, in: request.strings), abort.status.code < 500 else { throw error }
            // The form again, with what was typed and what went wrong.
            let page = ImportPage(url: url, text: text, problem: abort.reason, csrf: try await request.csrfToken(), job: UUID(), strings: request.strings)
            let response = try await request.view.render("pages/import-form", page).encodeResponse(for: request)
            response.status = abort.status
            return response
        }
    }
}
