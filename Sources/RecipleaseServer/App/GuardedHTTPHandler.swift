import Foundation
import NIOCore
import NIOHTTP1
import RecipleaseCore
import Vapor

/// The end of the guarded front's pipeline: collects each request (up to its body limit), runs it
/// through the app's responder and writes the answer. HTTPServerPipelineHandler, before it, hands
/// over one request at a time and holds pipelined ones back until the answer before is out.
///
/// It also keeps the connection's clock (`RequestTimeouts`): the wait for a request, for the rest
/// of a head begun, and for a body, each bounded; nothing is timed while an answer is made or
/// written, or while an event stream runs.
final class GuardedHTTPHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private enum State {
        case idle
        case collecting(HTTPRequestHead, ByteBuffer?, RequestBodyLimits.Limit)
        case responding(HTTPRequestHead)
        /// Answered for the last time: whatever else comes is dropped until the connection closes.
        case closing
    }

    /// What the connection waits for from the client, and since when.
    private enum Wait {
        /// Nothing: an answer is being made or written, or the connection is ending.
        case nothing
        /// A request (the first, or the next on a kept-alive connection).
        case request(since: NIODeadline)
        /// The rest of a head whose first byte came then.
        case head(since: NIODeadline)
        /// The rest of a body whose head ended then, with the bytes come so far and when the last came.
        case body(since: NIODeadline, bytes: Int, last: NIODeadline)
    }

    private let application: Application
    private let responder: any Responder
    private let headGuard: RequestHeadGuard
    private let headLimits: RequestHeadLimits
    private let bodyLimits: RequestBodyLimits
    private let timeouts: RequestTimeouts
    private let serverName: String?
    private var state = State.idle
    private var wait = Wait.nothing
    /// Set at most `timeouts.shortest` ahead; when it rings it compares the wait with its limit
    /// and sets itself again if there is time left. So no request moves it: a wait that starts
    /// later always ends after it.
    private var alarm: Scheduled<Void>?
    /// A pipelined head began while an answer was owed: its clock starts once the answer is out.
    private var headBegunEarly = false
    /// Set when bytes after the request in progress did not parse: its answer closes the connection.
    private var lastAnswer = false
    private var date = HTTPDateCache()
    /// The size of the pieces a body is written in (views of it, not copies).
    static let writePiece = 64 * 1024
    /// The producer of a streamed answer in progress (`StreamedResponse`), stopped when the client goes.
    private var streaming: Task<Void, Never>?
    /// The account check of a body bound for a route with a larger limit, while it runs (its
    /// number, so that a late result for an earlier request is ignored).
    private var checking: Int?
    private var checks = 0
    /// The client asked to be told to send its body (`Expect: 100-continue`) and the account check runs.
    private var continueOwed = false
    /// The answer refuses a body still on its way: it closes the way `refuse` does (`FrontRefusal.close`).
    private var bodyLeftUnread = false
    /// A kept-alive answer is written but not yet taken by the socket. NIO's pipeline handler
    /// hands in the next pipelined request as soon as the answer's end is written, not sent: a
    /// client that sends thousands of requests and reads nothing would have every answer made
    /// and queued in memory. The next request is read meanwhile (to its limit), but answered
    /// only once the one before is out, so a connection holds at most one answer unsent.
    private var flushing = false
    /// The request came whole while the account check ran or the answer before it was being
    /// written: `finishWhenFree` answers it once neither holds it.
    private var endedWhileBusy = false
    /// The place of the body being collected among the large ones (`LargeBodies`), handed to
    /// its request when the app takes it, dropped if the body never comes whole.
    private var largeBodyTicket: LargeBodies.Ticket?
    /// The client shut its side after its request (a half-close, `shutdown(SHUT_WR)`): what it
    /// sent whole is still answered, and then the connection closes (`inputEnded`).
    private var inputClosed = false

    init(
        application: Application, responder: any Responder, headGuard: RequestHeadGuard,
        headLimits: RequestHeadLimits, bodyLimits: RequestBodyLimits, timeouts: RequestTimeouts, serverName: String?
    ) {
        self.application = application
        self.responder = responder
        self.headGuard = headGuard
        self.headLimits = headLimits
        self.bodyLimits = bodyLimits
        self.timeouts = timeouts
        self.serverName = serverName
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive, case .nothing = wait { expect(.request(since: .now()), context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        if case .nothing = wait, case .idle = state { expect(.request(since: .now()), context: context) }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case let .head(head):
            guard case .idle = state else { return }
            begin(head, context: context)
        case var .body(chunk):
            guard case .collecting(let head, var body, let limit) = state else { return }
            // Let go of the state's copy first, so the append below grows the buffer in place.
            state = .idle
            if case let .body(since, bytes, _) = wait { wait = .body(since: since, bytes: bytes + chunk.readableBytes, last: .now()) }
            if (body?.readableBytes ?? 0) + chunk.readableBytes > limit.bytes {
                refuseBody(past: limit, head: head, context: context)
                return
            }
            if var collected = body {
                body = nil
                collected.writeBuffer(&chunk)
                body = collected
            } else {
                body = chunk
            }
            state = .collecting(head, body, limit)
        case .end:
            guard case let .collecting(head, body, _) = state else { return }
            if checking != nil || flushing {
                endedWhileBusy = true
                // Waiting on the client's reading, not on its sending: no clock runs meanwhile.
                if flushing { wait = .nothing }
                return
            }
            finish(head, body: body, context: context)
        }
    }

    private func begin(_ head: HTTPRequestHead, context: ChannelHandlerContext) {
        // RFC 9112: an HTTP/1.1 request without a Host, or with more than one, is 400 (NIO kept
        // the first), and a transfer coding besides chunked is 501 (NIO's parser unchunked "gzip,
        // chunked" and handed the route gzip bytes as if plain).
        let hosts = head.headers["host"].count
        if hosts > 1 || (hosts == 0 && head.version == .http1_1) {
            refuse(.badRequest, code: "http.host", arguments: ["count": String(hosts)], context: context)
            return
        }
        let codings = head.headers[canonicalForm: "transfer-encoding"].map { $0.lowercased() }
        if let other = codings.first(where: { $0 != "chunked" }) {
            refuse(.notImplemented, code: "http.transfer-coding", arguments: ["coding": String(other.prefix(40))], context: context)
            return
        }
        let limit = bodyLimits.limit(for: head)
        // Said up front, refused up front: the body need not be sent at all.
        // A length of digits past what an Int holds (2^63 to 2^64-1 got past as "unknown", and the
        // connection was held until its body timed out) is as far past the limit as any.
        let declared = head.headers.first(name: "content-length").flatMap { text -> Int? in
            let digits = text.trimmingCharacters(in: .whitespaces)
            guard !digits.isEmpty, digits.utf8.allSatisfy(\.isASCIIDigit) else { return Int(digits) }
            return Int(digits) ?? .max
        }
        // A body in a content coding (gzip, br) was read as if plain: gzip JSON was "not UTF-8",
        // an unknown coding taken as is. None is read here: 415 naming the one taken (RFC 9110 §15.5.16).
        let contentCodings = head.headers[canonicalForm: "content-encoding"].map { $0.lowercased() }.filter { $0 != "identity" }
        if let coding = contentCodings.first, !codings.isEmpty || (declared ?? 0) > 0 {
            let reason = Self.strings(for: head).text("error.http.content-coding", ["coding": String(coding.prefix(40))])
            refuse(.unsupportedMediaType, code: "http.content-coding", reason: reason, adding: ["Accept-Encoding": "identity"], context: context)
            return
        }
        if let declared, declared > limit.bytes {
            refuseBody(past: limit, head: head, context: context)
            return
        }
        headBegunEarly = false
        endedWhileBusy = false
        largeBodyTicket = nil
        let now = NIODeadline.now()
        expect(.body(since: now, bytes: 0, last: now), context: context)
        state = .collecting(head, nil, limit)
        let asksToContinue = head.version == .http1_1
            && head.headers[canonicalForm: "expect"].contains(where: { $0.lowercased() == "100-continue" })
        if limit.needsAccount, limit.bytes > bodyLimits.standard {
            // The client waits for a word before it sends the body: only once the account is known.
            continueOwed = asksToContinue
            check(head, declared: declared, limit: limit, context: context)
        } else if asksToContinue {
            sendContinue(head, context: context)
        }
    }

    private func sendContinue(_ head: HTTPRequestHead, context: ChannelHandlerContext) {
        context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .continue))), promise: nil)
    }

    /// A route that takes more than the standard body (an upload, a recipe) takes it only from a
    /// signed-in account: anyone could otherwise make the server hold 200 MB per connection
    /// before the route refused them. Reading stops while the head's token or session cookie is
    /// looked up (the account cache, else one query); a client that is not signed in may then
    /// send the standard size, and past it is answered 401 with the sign-in reason. A known
    /// account's body takes its place among the large ones (`LargeBodies`), or is refused.
    private func check(_ head: HTTPRequestHead, declared: Int?, limit: RequestBodyLimits.Limit, context: ChannelHandlerContext) {
        checks &+= 1
        let number = checks
        checking = number
        context.channel.setOption(ChannelOptions.autoRead, value: false).whenFailure { _ in }
        let request = Request(
            application: application, method: head.method, url: URI(string: head.uri), version: head.version,
            headersNoUpdate: head.headers, collectedBody: nil, remoteAddress: context.channel.remoteAddress,
            logger: application.logger, byteBufferAllocator: context.channel.allocator, on: context.eventLoop
        )
        let bodies = application.largeBodies
        // Counted at its declared length, or as much as the route takes when it comes chunked.
        let bytes = declared ?? limit.bytes
        let known = context.eventLoop.makePromise(of: AccountCheck.self)
        known.completeWithTask {
            do {
                try await request.loadWebSession()
                guard let account = try await request.currentUser()?.id else { return .unknown }
                switch bodies.reserve(bytes, for: account) {
                case let .success(ticket): return .known(ticket)
                case let .failure(full): return .full(full)
                }
            } catch {
                return .unknown // a token or cookie that names no live account
            }
        }
        let bound = NIOLoopBound((context, self), eventLoop: context.eventLoop)
        known.futureResult.whenComplete { result in
            let (context, handler) = bound.value
            handler.checked((try? result.get()) ?? .unknown, number: number, declared: declared, context: context)
        }
    }

    /// What the account check of a large body found.
    private enum AccountCheck: Sendable {
        /// No account: the body may be the standard size.
        case unknown
        /// An account, and the body's place among the large ones.
        case known(LargeBodies.Ticket)
        /// An account with as many large bodies under way as it, or the server, takes.
        case full(LargeBodies.Full)
    }

    private func checked(_ outcome: AccountCheck, number: Int, declared: Int?, context: ChannelHandlerContext) {
        guard checking == number else { return }
        checking = nil
        context.channel.setOption(ChannelOptions.autoRead, value: true).whenFailure { _ in }
        guard case .collecting(let head, let body, var limit) = state else { return }
        switch outcome {
        case let .known(ticket):
            largeBodyTicket = ticket
        case let .full(full):
            refuseLargeBody(full, head: head, context: context)
            return
        case .unknown:
            limit = bodyLimits.signInFirst(for: head)
            if (declared ?? 0) > limit.bytes || (body?.readableBytes ?? 0) > limit.bytes {
                refuseBody(past: limit, head: head, context: context)
                return
            }
            state = .collecting(head, body, limit)
        }
        if continueOwed {
            continueOwed = false
            sendContinue(head, context: context)
        }
        if endedWhileBusy, flushing { wait = .nothing }
        finishWhenFree(context: context)
    }

    /// Answers the request that came whole while the handler was busy (`endedWhileBusy`), once
    /// neither the account check nor the write of the answer before it holds it.
    private func finishWhenFree(context: ChannelHandlerContext) {
        guard endedWhileBusy, checking == nil, !flushing, case let .collecting(head, body, _) = state else { return }
        endedWhileBusy = false
        finish(head, body: body, context: context)
    }

    /// The request is whole: the app answers it.
    private func finish(_ head: HTTPRequestHead, body: ByteBuffer?, refusal: CodedHTTPError? = nil, context: ChannelHandlerContext) {
        state = .responding(head)
        wait = .nothing
        respond(to: head, body: body, refusal: refusal, context: context)
    }

    /// Answers a body past its route's limit.
    private func refuseBody(past limit: RequestBodyLimits.Limit, head: HTTPRequestHead, context: ChannelHandlerContext) {
        refuseUnread(RequestBodyLimits.refusal(for: limit), head: head, context: context)
    }

    /// Answers a large body its account, or the server, has no room for (`LargeBodies`): 429 or
    /// 503, the API's with `Retry-After`.
    private func refuseLargeBody(_ full: LargeBodies.Full, head: HTTPRequestHead, context: ChannelHandlerContext) {
        let seconds = String(LargeBodies.retryAfterSeconds)
        let refusal = switch full {
        case .account: CodedHTTPError(status: .tooManyRequests, code: "http.uploads-under-way", arguments: ["seconds": seconds])
        case .server: CodedHTTPError(status: .serviceUnavailable, code: "http.uploads-busy", arguments: ["seconds": seconds])
        }
        refuseUnread(refusal, head: head, adding: ["Retry-After": seconds], context: context)
    }

    /// Refuses a body before the rest of it is read. The API gets its JSON problem at once; a
    /// page's form (a photo too large, an upload after the session ended) gets the site's error
    /// page, made by the app's middleware from the head alone (`FrontRefusalMiddleware`): the
    /// route never runs. Either way the rest of the body is not read and the connection closes.
    private func refuseUnread(_ refusal: CodedHTTPError, head: HTTPRequestHead, adding extra: HTTPHeaders = [:],
                              context: ChannelHandlerContext) {
        continueOwed = false
        guard !URI(string: head.uri).path.hasPrefix("/api/") else {
            refuse(refusal.status, code: refusal.code, reason: refusal.reason(in: Self.strings(for: head)), adding: extra, context: context)
            return
        }
        headGuard.stop()
        lastAnswer = true
        bodyLeftUnread = true
        finish(head, body: nil, refusal: refusal, context: context)
    }

    private func respond(to head: HTTPRequestHead, body: ByteBuffer?, refusal: CodedHTTPError?, context: ChannelHandlerContext) {
        let request = Request(
            application: application, method: head.method, url: URI(string: head.uri), version: head.version,
            headersNoUpdate: Self.withUsableRequestID(head.headers), collectedBody: body, remoteAddress: context.channel.remoteAddress,
            logger: application.logger, byteBufferAllocator: context.channel.allocator, on: context.eventLoop
        )
        request.frontRefusal = refusal
        request.largeBodyTicket = largeBodyTicket
        largeBodyTicket = nil
        let bound = NIOLoopBound((context, self), eventLoop: context.eventLoop)
        responder.respond(to: request).hop(to: context.eventLoop).whenComplete { result in
            let (context, handler) = bound.value
            switch result {
            case let .success(response):
                handler.send(response, for: head, context: context)
            case let .failure(error):
                // The app's middleware turns errors into answers; one that slips past is ours.
                handler.application.logger.report(error: error)
                handler.refuse(.internalServerError, code: "server.failure", context: context)
            }
        }
    }

    private func send(_ response: Response, for head: HTTPRequestHead, context: ChannelHandlerContext) {
        guard case .responding = state else { return }
        let code = response.status.code
        if head.method == .HEAD || code == 204 || code == 304 || (100..<200).contains(code) {
            write(response, body: nil, for: head, context: context)
            return
        }
        if let produce = StreamedResponse.producer(of: response) {
            stream(response, from: produce, for: head, context: context)
            return
        }
        // Files and other streamed bodies are gathered first: Vapor keeps a stream's writer to itself.
        let bound = NIOLoopBound((context, self), eventLoop: context.eventLoop)
        response.body.collect(on: context.eventLoop).whenComplete { result in
            let (context, handler) = bound.value
            switch result {
            case let .success(body):
                handler.write(response, body: body ?? context.channel.allocator.buffer(capacity: 0), for: head, context: context)
            case let .failure(error):
                handler.application.logger.report(error: error)
                handler.refuse(.internalServerError, code: "server.failure", context: context)
            }
        }
    }

    /// The head's headers with its `X-Request-Id` only when it is one a load balancer makes: at
    /// most 128 characters of letters, digits and `-_.:/+=`. Vapor takes the id as sent, into
    /// the answer and every log line of the request; a client sent 20,000 characters, and line
    /// breaks. Without a usable one Vapor makes its own.
    static func withUsableRequestID(_ headers: HTTPHeaders) -> HTTPHeaders {
        let ids = headers[canonicalForm: "x-request-id"]
        guard !ids.isEmpty else { return headers }
        if ids.count == 1, let id = ids.first, (1...128).contains(id.utf8.count),
           id.utf8.allSatisfy({ byte in
               byte.isASCIILetter || byte.isASCIIDigit || "-_.:/+=".utf8.contains(byte)
           }) {
            return headers
        }
        var kept = headers
        kept.remove(name: "x-request-id")
        return kept
    }

    /// Writes the answer; `body` nil means none goes on the wire (HEAD, 204, 304), whatever the
    /// headers announce.
    private func write(_ response: Response, body: ByteBuffer?, for head: HTTPRequestHead, context: ChannelHandlerContext) {
        var headers = response.headers
        let keepAlive = head.isKeepAlive && !lastAnswer && !Self.isUpgrade(head)
            && !headers[canonicalForm: "connection"].contains(where: { $0.lowercased() == "close" })
        headers.replaceOrAdd(name: "connection", value: keepAlive ? "keep-alive" : "close")
        if let body {
            headers.remove(name: "transfer-encoding")
            headers.replaceOrAdd(name: "content-length", value: String(body.readableBytes))
        }
        stamp(&headers)
        // Set before writing: finishing this answer can hand the next pipelined request in at once.
        state = keepAlive ? .idle : .closing
        wait = .nothing
        if keepAlive, headBegunEarly {
            headBegunEarly = false
            expect(.head(since: .now()), context: context)
        }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: response.version, status: response.status, headers: headers))), promise: nil)
        if var rest = body {
            // In pieces, each done when the socket has taken it: the send clock (`SendClock`)
            // sees a slow reader's progress and cuts off only a client that stops reading.
            while rest.readableBytes > 0, let piece = rest.readSlice(length: min(rest.readableBytes, Self.writePiece)) {
                context.write(wrapOutboundOut(.body(.byteBuffer(piece))), promise: nil)
            }
        }
        let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if keepAlive {
            // The wait for the next request starts once the answer is out: a large download on a
            // slow line is not cut short. A request that came whole meanwhile is answered then.
            flushing = true
            let bound = NIOLoopBound((context, self), eventLoop: context.eventLoop)
            written.whenComplete { result in
                let (context, handler) = bound.value
                handler.flushing = false
                guard case .success = result else { return }
                if handler.endedWhileBusy {
                    handler.finishWhenFree(context: context)
                } else if case .idle = handler.state, handler.inputClosed {
                    // nothing asked after it, and nothing more to come
                    handler.state = .closing
                    context.close(promise: nil)
                } else if case .idle = handler.state, case .nothing = handler.wait {
                    handler.expect(.request(since: .now()), context: context)
                }
            }
        } else if bodyLeftUnread {
            FrontRefusal.close(after: written, context: context)
        } else {
            let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
            written.whenComplete { _ in bound.value.close(promise: nil) }
        }
    }

    /// Writes the head at once and then each piece as the producer makes it, for as long as it
    /// runs (an event stream may run for hours: the idle timeout spares it, as any request in
    /// progress). The connection ends with the answer, so nothing pipelined waits behind it.
    private func stream(_ response: Response, from produce: @escaping StreamedResponse.Producer, for head: HTTPRequestHead, context: ChannelHandlerContext) {
        var headers = response.headers
        headers.remove(name: "content-length")
        headers.replaceOrAdd(name: "connection", value: "close")
        // An HTTP/1.0 client reads to the close, and knows no chunks: its head says HTTP/1.0,
        // or NIO's encoder chunks an HTTP/1.1 head that has no length (RFC 9112 §6.1).
        let version = head.version == .http1_1 ? response.version : head.version
        if head.version == .http1_1 {
            headers.replaceOrAdd(name: "transfer-encoding", value: "chunked")
        } else {
            headers.remove(name: "transfer-encoding")
        }
        stamp(&headers)
        state = .closing
        wait = .nothing
        context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: version, status: response.status, headers: headers))), promise: nil)
        let channel = context.channel
        let logger = application.logger
        streaming = Task {
            do {
                try await produce(ChannelBodyWriter(channel: channel))
                try await channel.writeAndFlush(HTTPServerResponsePart.end(nil)).get()
            } catch {
                if !Task.isCancelled, channel.isActive { logger.debug("A streamed answer stopped: \(error)") }
            }
            channel.close(promise: nil)
        }
    }

    /// Answers with a JSON problem and closes: used when the request cannot be read to its end.
    /// A head that could not be read says nothing of its language: those answers are in English.
    private func refuse(_ status: HTTPResponseStatus, code: String, arguments: [String: String] = [:], context: ChannelHandlerContext) {
        refuse(status, code: code, reason: Strings.english.text("error." + code, arguments), context: context)
    }

    /// The language of a head refused before Vapor sees it: its `lang` cookie, else its
    /// `Accept-Language` (no account is looked up this early).
    static func strings(for head: HTTPRequestHead) -> Strings {
        var cookie: String?
        for line in head.headers["cookie"] {
            for pair in line.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == LanguageCookie.name {
                    cookie = parts[1].trimmingCharacters(in: .whitespaces)
                }
            }
        }
        return Language.choose(account: nil, cookie: cookie, acceptLanguage: head.headers["accept-language"].joined(separator: ",")).strings
    }

    private func refuse(_ status: HTTPResponseStatus, code: String, reason: String, adding extra: HTTPHeaders = [:],
                        context: ChannelHandlerContext) {
        if case .closing = state { return }
        state = .closing
        wait = .nothing
        largeBodyTicket = nil
        headGuard.stop()
        // A browser asking for a page reads a page; a client of the API its JSON problem.
        let page = headGuard.asksPage
        let body = page ? FrontRefusal.page(status: status, reason: reason, allocator: context.channel.allocator)
            : FrontRefusal.body(code: code, reason: reason, allocator: context.channel.allocator)
        var headers = FrontRefusal.headers(for: body, page: page)
        for (name, value) in extra { headers.replaceOrAdd(name: name, value: value) }
        stamp(&headers)
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        // A HEAD's answer says the length of the reason and leaves it out (RFC 9110 §9.3.2).
        if !headGuard.asksHeadOnly { context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
        FrontRefusal.close(after: context.writeAndFlush(wrapOutboundOut(.end(nil))), context: context)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parseError = error as? HTTPParserError else {
            // Bytes that arrive after a parse error, while the answer goes out, are expected.
            if case .closing = state, error is ByteToMessageDecoderError { return }
            // Anything else is the connection failing (reset, timed out): nothing to answer on it.
            context.close(promise: nil)
            return
        }
        switch state {
        case .closing:
            return
        case .responding:
            // Pipelined bytes that do not parse: the answer in progress is the last one.
            headGuard.stop()
            lastAnswer = true
        case .idle, .collecting:
            let (status, code, arguments) = describe(parseError)
            refuse(status, code: code, arguments: arguments, context: context)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed {
            inputEnded(context: context)
            return
        }
        guard event is RequestHeadBegan else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        switch state {
        case .idle:
            if case .head = wait { return }
            expect(.head(since: .now()), context: context)
        case .collecting, .responding:
            headBegunEarly = true
        case .closing:
            break
        }
    }

    /// The client will send nothing more (the server takes half-closed connections,
    /// `allowRemoteHalfClosure`): a request that came whole is answered as the last one, since
    /// NIO's pipeline handler hands over every pipelined request before this event; anything
    /// else closes the connection now. An event stream stops, as when the client goes.
    private func inputEnded(context: ChannelHandlerContext) {
        inputClosed = true
        lastAnswer = true
        switch state {
        case .responding:
            return // its answer says "close" and closes
        case .collecting where endedWhileBusy:
            return // whole, answered once the account check or the answer before lets it
        case .idle where flushing:
            return // the answer before is still being sent: closed once it is out
        case .closing:
            guard streaming != nil else { return } // an answer being written closes after it
        case .idle, .collecting:
            break
        }
        state = .closing
        wait = .nothing
        context.close(promise: nil)
    }

    /// Starts waiting for `next`; the alarm is set if none is.
    private func expect(_ next: Wait, context: ChannelHandlerContext) {
        wait = next
        if alarm == nil { setAlarm(in: timeouts.shortest, context: context) }
    }

    private func setAlarm(in delay: TimeAmount, context: ChannelHandlerContext) {
        let bound = NIOLoopBound((context, self), eventLoop: context.eventLoop)
        alarm = context.eventLoop.scheduleTask(in: delay) {
            let (context, handler) = bound.value
            handler.alarm = nil
            handler.alarmRang(context: context)
        }
    }

    private func alarmRang(context: ChannelHandlerContext) {
        let due: NIODeadline
        switch wait {
        case .nothing: return
        case let .request(since): due = since + timeouts.keepAlive
        case let .head(since): due = since + timeouts.head
        case let .body(since, bytes, last): due = timeouts.bodyDeadline(from: since, bytes: bytes, last: last)
        }
        let now = NIODeadline.now()
        guard now >= due else {
            setAlarm(in: min(due - now, timeouts.shortest), context: context)
            return
        }
        switch (wait, state) {
        case (.request, .idle):
            // Nothing was asked, so nothing is answered.
            wait = .nothing
            context.close(promise: nil)
        case (.head, .idle):
            wait = .nothing
            headGuard.headTookTooLong(context: context)
        case let (.body, .collecting(head, _, _)):
            let reason = Self.strings(for: head).text("error.http.body-slow", [
                "seconds": Self.seconds(timeouts.body), "rate": "\(timeouts.bodyBytesPerSecond)",
            ])
            refuse(.requestTimeout, code: "http.body-slow", reason: reason, context: context)
        default:
            wait = .nothing
        }
    }

    /// A duration as the messages give it: whole seconds, or tenths below ten.
    private static func seconds(_ amount: TimeAmount) -> String {
        let tenths = amount.nanoseconds / 100_000_000
        return tenths % 10 == 0 || tenths >= 100 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    func channelInactive(context: ChannelHandlerContext) {
        state = .closing
        wait = .nothing
        largeBodyTicket = nil
        alarm?.cancel()
        alarm = nil
        // The client went: a stream producer waiting for its next piece stops now, not at its next write.
        streaming?.cancel()
        streaming = nil
        context.fireChannelInactive()
    }

    /// The status, the code (its message's key) and the message's values.
    private func describe(_ error: HTTPParserError) -> (HTTPResponseStatus, String, [String: String]) {
        switch headGuard.verdict {
        case .requestLineTooLong:
            return (.uriTooLong, "http.request-line-long", ["kilobytes": "\(headLimits.requestLine / 1024)"])
        case .headersTooLarge:
            return (.requestHeaderFieldsTooLarge, "http.headers-large", ["kilobytes": "\(headLimits.headerBlock / 1024)"])
        case .tooSlow:
            return (.requestTimeout, "http.head-slow", ["seconds": Self.seconds(timeouts.head)])
        case nil where error == .headerOverflow:
            return (.requestHeaderFieldsTooLarge, "http.head-large", [:])
        case nil:
            return (.badRequest, "http.invalid", ["detail": "\(error)"])
        }
    }

    private func stamp(_ headers: inout HTTPHeaders) {
        if !headers.contains(name: "date") { headers.add(name: "date", value: date.now()) }
        if let serverName, !headers.contains(name: "server") { headers.add(name: "server", value: serverName) }
    }

    /// After an upgrade or CONNECT request NIO's parser stops; no upgrade is offered, so such a
    /// connection ends with its answer.
    private static func isUpgrade(_ head: HTTPRequestHead) -> Bool {
        head.method == .CONNECT || (head.headers.contains(name: "upgrade")
            && head.headers[canonicalForm: "connection"].contains { $0.lowercased() == "upgrade" })
    }
}

/// What the front answers when it refuses a connection before the app sees a request: a JSON
/// problem, headers that end the connection, and a close that lets the client read the answer.
/// `GuardedHTTPHandler` sends it through NIO's HTTP encoder, `ConnectionRefusal` as bytes.
enum FrontRefusal {
    static func body(code: String, reason: String, allocator: ByteBufferAllocator) -> ByteBuffer {
        var body = allocator.buffer(capacity: 64 + reason.utf8.count)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        body.writeBytes((try? encoder.encode(Problem(code: code, reason: reason))) ?? Data(#"{"error":true}"#.utf8))
        return body
    }

    /// The same refusal as a page, for a browser that asked for one: the status and the reason,
    /// in English (a head that could not be read says nothing of its language), and a way home.
    static func page(status: HTTPResponseStatus, reason: String, allocator: ByteBufferAllocator) -> ByteBuffer {
        let title = HTMLText.escaped("\(status.code) \(status.reasonPhrase)")
        let html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
            <title>\(title) · Reciplease</title></head>
            <body><main><h1>\(title)</h1><p>\(HTMLText.escaped(reason))</p><p><a href="/">Back to Reciplease</a></p></main></body></html>

            """
        var body = allocator.buffer(capacity: html.utf8.count)
        body.writeString(html)
        return body
    }

    /// The refusal's headers: a JSON problem's, or with `page` a page's (which runs nothing).
    static func headers(for body: ByteBuffer, page: Bool = false) -> HTTPHeaders {
        var headers = HTTPHeaders([
            ("content-type", page ? "text/html; charset=utf-8" : "application/json; charset=utf-8"),
            ("content-length", String(body.readableBytes)),
            ("connection", "close"),
            ("cache-control", "no-store"),
            ("x-content-type-options", "nosniff"),
        ])
        if page { headers.add(name: "content-security-policy", value: "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'") }
        return headers
    }

    /// Once the answer is `written`, shuts only our side and reads on for a moment: closing with
    /// the client's bytes unread would reset the connection, and the client could lose the answer.
    static func close(after written: EventLoopFuture<Void>, context: ChannelHandlerContext) {
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        written.whenComplete { _ in
            let context = bound.value
            context.close(mode: .output, promise: nil)
            context.eventLoop.scheduleTask(in: .seconds(2)) { bound.value.close(promise: nil) }
        }
    }
}

/// The Date header's text (RFC 9110's IMF-fixdate), made at most once a second per connection.
struct HTTPDateCache {
    private var second = -1
    private var text = ""

    mutating func now() -> String {
        let seconds = time(nil)
        if Int(seconds) != second {
            second = Int(seconds)
            text = Self.format(seconds)
        }
        return text
    }

    static func format(_ seconds: time_t) -> String {
        var seconds = seconds
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(days[Int(parts.tm_wday) % 7]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon) % 12]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
