import Foundation
import RecipleaseCore
import Vapor

/// `GET /api/v1/export` and `POST /api/v1/import`: all of a user's data out as one document,
/// and recipes (a page, a file, a URL) or a whole export back in.
struct TransferAPIController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let user = routes.grouped(APIAuthMiddleware())
        user.get("export", use: export)
        user.on(.POST, "import", body: .collect(maxSize: ByteCount(integerLiteral: ImportController.maxBody)), use: importDocument)
        user.get("import", "jobs", ":job", use: importJob)
    }

    /// The whole account as JSON, offered as a file named after the user.
    func export(request: Request) async throws -> Response {
        let user = try await request.requireAPIUser()
        var transfer = AccountTransfer(user: user, db: request.db, store: request.recipes)
        transfer.offload = { [request] work in try await request.offloaded(work) }
        // The slot is held until the bytes are sent, not only while they are made: given back at
        // the handler's end, one account's slow readers held 16 exports of 123 MB at once (4.2 GB;
        // tenth sweep, 2026-12-07).
        let slots = request.application.importSlots.exports
        let userID = try user.requireID()
        try await slots.take(for: userID, whenFull: { full in
            switch full {
            case .user: ExportUnderWay(code: "export.under-way")
            case .server: ExportUnderWay(code: "export.server-busy")
            }
        })
        let giveBack = SlotReturn(slots, user: userID)
        let data: Data
        do {
            let document = try await transfer.export(now: request.now)
            data = try await request.offloaded { try document.encoded() }
        } catch {
            giveBack()
            throw error
        }
        let response = Response(status: .ok, body: request.method == .HEAD ? Self.unsent(data, giveBack) : Self.sent(data, giveBack))
        response.headers.contentType = .json
        response.headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"reciplease-\(user.username).json\"")
        return response
    }

    /// The body of a HEAD answer, which is never written: the slot goes back now.
    static func unsent(_ data: Data, _ giveBack: SlotReturn) -> Response.Body {
        giveBack()
        return .init(data: data)
    }

    /// The export's bytes, sent in pieces; the slot goes back once they are sent or their sending
    /// fails (Vapor hands the body a failing writer when the answer cannot be written), or at a
    /// deadline, whichever comes first.
    static func sent(_ data: Data, _ giveBack: SlotReturn) -> Response.Body {
        let deadline = Task { [giveBack] in
            try? await Task.sleep(for: .seconds(exportSendSeconds))
            giveBack()
        }
        return Response.Body(asyncStream: { [data] writer in
            defer {
                giveBack()
                deadline.cancel()
            }
            var offset = data.startIndex
            do {
                while offset < data.endIndex {
                    let end = data.index(offset, offsetBy: exportChunk, limitedBy: data.endIndex) ?? data.endIndex
                    try await writer.write(.buffer(ByteBuffer(bytes: data[offset..<end])))
                    offset = end
                }
                try await writer.write(.end)
            } catch {
                try? await writer.write(.error(error))
                throw error
            }
        }, count: data.count)
    }

    /// An export's bytes go out in pieces of this size.
    static let exportChunk = 1 << 20
    /// How long a written export may take to be sent before its slot is given back anyway.
    static let exportSendSeconds: Int64 = 300

    /// `{"url"}` or `{"content", "fileName"?}`; a key it does not know is refused, as by every JSON body.
    struct Body: Content, KnownKeys {
        /// A page to fetch.
        var url: String?
        /// A document's text: a web page, JSON-LD, a Cooklang recipe.
        var content: String?
        /// Its name; `.cook` picks the Cooklang reader.
        var fileName: String?

        enum CodingKeys: String, CodingKey, CaseIterable { case url, content, fileName }
    }

    /// The body is an export document (as `GET /export` gives), `{"url"}` / `{"content", "fileName"}`,
    /// or, when it does not start as JSON, a file's bytes.
    func importDocument(request: Request) async throws -> Response {
        let user = try await request.requireAPIUser()
        guard let bytes = request.body.data, bytes.readableBytes > 0 else {
            throw RequestProblem.transferBodyMissing
        }
        let raw = Data(bytes.readableBytesView)
        if !ImportReader.looksLikeJSON(raw) {
            // A file's bytes, its name in `?fileName=`, whatever the Content-Type says: another
            // app's collection, else one recipe's file or page, as the form reads an upload.
            let fileName = request.query[String.self, at: "fileName"]
            if let summary = try await request.importCollection(
                raw, fileName: fileName ?? "upload",
                job: request.query[String.self, at: "job"].flatMap(UUID.init(written:)), for: user
            ) {
                return try await ImportOutcomeDTO(recipes: [], imported: nil, collection: CollectionImportSummaryDTO(summary, strings: request.strings))
                    .encodeResponse(status: summary.added > 0 ? .created : .ok, for: request)
            }
            let mediaType = request.headers.contentType
            let document = try await request.asSingleImport(of: user) {
                try await request.offloaded { try ImportReader.readUnclaimed(raw, fileName: fileName, mediaType: mediaType, strings: request.strings) }
            }
            let outcome = try await request.saveImport(document, for: user)
            return try await outcome.encodeResponse(status: outcome.recipes.isEmpty ? .ok : .created, for: request)
        }
        let outcome: ImportOutcomeDTO
        if let imported = try await request.importIfExport(raw, for: user) {
            outcome = imported
        } else {
            // The envelope is told by its content, so it is read as JSON whatever the Content-Type.
            let body = try JSONBody.decode(Body.self, from: raw)
            if let url = body.url, !url.isEmpty {
                let document = try await request.asSingleImport(of: user) {
                    let (data, name) = try await request.fetchImportPage(url)
                    return try await request.offloaded { try ImportReader.read(data, fileName: name).fromPage(at: url) }
                }
                outcome = try await request.saveImport(document, for: user)
            } else if let content = body.content {
                let data = Data(content.utf8)
                if let imported = try await request.importIfExport(data, for: user) {
                    outcome = imported
                } else {
                    let name = body.fileName ?? ImportReader.fileName(forPasted: content, strings: request.strings)
                    let document = try await request.asSingleImport(of: user) {
                        try await request.offloaded { try ImportReader.read(data, fileName: name) }
                    }
                    outcome = try await request.saveImport(document, for: user)
                }
            } else {
                throw RequestProblem.transferBodyUnknown
            }
        }
        return try await outcome.encodeResponse(status: outcome.recipes.isEmpty ? .ok : .created, for: request)
    }

    /// How far a collection import has come, and once done what it did.
    func importJob(request: Request) async throws -> ImportJobProgressDTO {
        ImportJobProgressDTO(try await request.importJob(for: try await request.requireAPIUser()), strings: request.strings)
    }
}

/// What an import read and what it kept.
struct ImportOutcomeDTO: Content {
    /// The recipes read, as saved among the user's own recipes.
    var recipes: [RecipeDTO]
    /// For an export: what was added to the account.
    var imported: ImportSummary?
    /// For another app's collection: how many recipes were new, already there, or failed.
    var collection: CollectionImportSummaryDTO? = nil
    /// The recipes read whose page says not how many it serves: saved for
    /// `AccountTransfer.assumedServings`, which the person should know and may change.
    var servingsAssumed: [String]? = nil
}

extension Request {
    /// Saves what an import read into the user's account.
    func saveImport(_ document: ImportedDocument, for user: User) async throws -> ImportOutcomeDTO {
        switch document {
        case let .export(export):
            let summary = try await AccountTransfer(user: user, db: db, store: recipes).importDocument(export, now: now)
            if summary.preferences || summary.favorites > 0 { application.accountCache.forget(user: try user.requireID()) }
            // A household section lands on the household's shared pages: tell the open ones.
            if summary.household {
                for kind in [SharedChange.Kind.plan, .grocery, .kitchen, .settings] { try await publishShared(kind, user: user) }
            }
            // The rest lands on the user's own plan and lists: cached grocery lists of that scope go.
            let own = try user.requireID()
            application.sharedChanges.publish(SharedChange(scope: own.uuidString.lowercased(), kind: .grocery, by: own))
            return ImportOutcomeDTO(recipes: [], imported: summary)
        case let .recipes(drafts):
            let saved = try await AccountTransfer(user: user, db: db, store: recipes).saveRecipes(drafts, now: now)
            let assumed = zip(drafts, saved).filter { draft, _ in draft.servings == nil }.map { _, recipe in recipe.id.rawValue }
            return ImportOutcomeDTO(recipes: saved.map { RecipeDTO($0, source: "mine", catalog: recipes.catalog) }, imported: nil,
                                    servingsAssumed: assumed.isEmpty ? nil : assumed)
        }
    }
}
