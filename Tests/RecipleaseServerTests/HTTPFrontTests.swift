import Foundation
import NIOCore
import NIOPosix
@testable import RecipleaseServer
import Testing
import VaporTesting

/// The guarded HTTP/1.1 front, spoken to over a real socket as any client would: the refusals
/// Vapor's own server could not give, and the ordinary HTTP it must still get right.
@Suite struct HTTPFrontTests {
    struct Refusal: CustomTestStringConvertible, Sendable {
        let name: String
        let request: [UInt8]
        let status: Int
        let reason: String
        /// Asked for a page (not `/api/`, `/healthz` or `/readyz`): the refusal is a page too.
        var page = false
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "two Host headers", request: head("GET /readyz", headers: ["Host: elsewhere.example"]), status: 400, reason: "has 2"),
        Refusal(name: "no Host header", request: Array("GET /readyz HTTP/1.1\r\nAccept: */*\r\n\r\n".utf8), status: 400, reason: "has 0"),
        Refusal(
            name: "a gzip transfer coding",
            request: head("POST /api/v1/users", headers: ["Content-Type: application/json", "Transfer-Encoding: gzip, chunked"])
                + chunks([Array("{}".utf8)]),
            status: 501, reason: "“gzip”"
        ),
        // A body in a content coding was read as plain: gzip JSON "not UTF-8", an unknown coding taken as is.
        Refusal(
            name: "a gzip content coding",
            request: head("POST /api/v1/ingredients/parse", headers: ["Content-Type: application/json", "Content-Encoding: gzip", "Content-Length: 20"])
                + [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3] + Array(repeating: 0, count: 10),
            status: 415, reason: "(gzip)"
        ),
        Refusal(
            name: "an unknown content coding",
            request: head("POST /api/v1/ingredients/parse", headers: ["Content-Type: application/json", "Content-Encoding: identity, x-unknown", "Content-Length: 2"])
                + Array("{}".utf8),
            status: 415, reason: "(x-unknown)"
        ),
        Refusal(
            name: "a 100 KB header", request: head("GET /readyz", headers: ["X-Big: " + String(repeating: "a", count: 100_000)]),
            status: 431, reason: "headers"
        ),
        Refusal(
            name: "33 KB of small headers", request: head("GET /readyz", headers: (0..<330).map { "X-Filler-\($0): " + String(repeating: "b", count: 90) }),
            status: 431, reason: "headers"
        ),
        Refusal(name: "a 20 KB URL", request: head("GET /api/v1/recipes/search?q=" + String(repeating: "c", count: 20_000)), status: 414, reason: "URL"),
        // Past NIO's own 80 KB, where its parser gives up without saying which part was long.
        Refusal(name: "a 100 KB URL", request: head("GET /" + String(repeating: "d", count: 100_000)), status: 414, reason: "URL", page: true),
        Refusal(name: "a 9 KB search of the home page", request: head("GET /?q=" + String(repeating: "e", count: 9_000)), status: 414, reason: "URL", page: true),
        Refusal(name: "33 KB of cookies for the planner", request: head("GET /planner", headers: ["Cookie: " + String(repeating: "f=1; ", count: 7_000)]),
                status: 431, reason: "KB", page: true),
        Refusal(name: "a page form in a gzip transfer coding", request: head("POST /signin", headers: ["Content-Type: application/x-www-form-urlencoded", "Transfer-Encoding: gzip, chunked"]),
                status: 501, reason: "chunked", page: true),
        Refusal(name: "bytes that are not HTTP", request: Array("\u{16}\u{03}\u{01}hello there\r\n\r\n".utf8), status: 400, reason: "not valid HTTP"),
        Refusal(name: "a bad header line", request: Array("GET / HTTP/1.1\r\nno colon here\r\n\r\n".utf8), status: 400, reason: "not valid HTTP", page: true),
        Refusal(
            name: "a 20 KB JSON body", request: head("POST /api/v1/users", headers: ["Content-Type: application/json", "Content-Length: 20000"]) + Array(repeating: 32, count: 20_000),
            status: 413, reason: "16 KB"
        ),
        Refusal(
            name: "a 20 KB chunked body",
            request: head("POST /api/v1/users", headers: ["Content-Type: application/json", "Transfer-Encoding: chunked"])
                + chunks([[UInt8]](repeating: [UInt8](repeating: 32, count: 10_000), count: 2)),
            status: 413, reason: "16 KB"
        ),
        Refusal(
            name: "a 2 MB ingredient list", request: head("POST /api/v1/ingredients/parse", headers: ["Content-Type: application/json", "Content-Length: 2000000"]),
            status: 413, reason: "1 MB"
        ),
        Refusal(
            name: "a length past what an Int holds", request: head("POST /api/v1/ingredients/parse", headers: ["Content-Type: application/json", "Content-Length: 18446744073709551615"]),
            status: 413, reason: "1 MB"
        ),
    ]

    @Test(arguments: refusals, [5, 997, 1 << 20])
    func refusesWithAJSONReasonAndCloses(_ refusal: Refusal, piece: Int) async throws {
        try await withFront { port in
            let (response, closed) = try await onThread {
                let socket = try RawSocket(port: port)
                // However the bytes are cut, the answer is the same (a failed send means the
                // server answered early and closed: the answer is still there to read).
                socket.transmitIgnoringReset(refusal.request, piece: piece)
                let response = try socket.readResponse()
                return (response, socket.readsEndOfStream())
            }
            #expect(response.status == refusal.status)
            #expect(response.headers["connection"] == "close")
            if refusal.page {
                // a browser reads a page: the status, the reason and the way home
                #expect(response.headers["content-type"] == "text/html; charset=utf-8")
                let html = String(decoding: response.body, as: UTF8.self)
                #expect(html.hasPrefix("<!doctype html>") && html.contains("<h1>\(refusal.status) "), "\(html)")
                #expect(html.contains(refusal.reason) && html.contains(#"<a href="/">"#), "\(html)")
            } else {
                #expect(response.headers["content-type"]?.hasPrefix("application/json") == true)
                let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
                #expect(json["error"] as? Bool == true)
                #expect((json["reason"] as? String)?.contains(refusal.reason) == true, "\(json)")
            }
            #expect(closed)
        }
    }

    @Test(arguments: ["a bad byte in a header", "a 20 KB URL after a blank line"])
    func aHEADRefusedBeforeItIsReadGetsNoBody(_ kind: String) async throws {
        // The parser never read these heads, so NIO's encoder did not know to leave the body out.
        let (request, status) = kind == "a bad byte in a header"
            ? (Array("HEAD /healthz HTTP/1.1\r\nHost: localhost\r\nX-Bad: a\u{01}b\r\n\r\n".utf8), 400)
            : (Array("\r\nHEAD /".utf8) + Array(repeating: UInt8(ascii: "d"), count: 20_000) + Array(" HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8), 414)
        try await withFront { port in
            let (response, rest) = try await onThread {
                let socket = try RawSocket(port: port)
                socket.transmitIgnoringReset(request, piece: 4096)
                return (try socket.readResponse(bodyless: true), socket.readToEnd())
            }
            #expect(response.status == status)
            #expect(Int(response.headers["content-length"] ?? "") ?? 0 > 0)
            #expect(rest.bytes == 0)
            #expect(rest.closed)
        }
    }

    @Test func saysWhichContentCodingItReadsAndLetsABodilessRequestBe() async throws {
        try await withFront { port in
            let (refused, plain) = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(head("POST /api/v1/ingredients/parse", headers: ["Content-Type: application/json", "Content-Encoding: br", "Content-Length: 2"]) + Array("{}".utf8))
                let refused = try socket.readResponse()
                // a GET that names a coding but sends nothing has nothing to decode
                let other = try RawSocket(port: port)
                try other.transmit(head("GET /healthz", headers: ["Content-Encoding: gzip"]))
                return (refused, try other.readResponse())
            }
            #expect(refused.status == 415)
            #expect(refused.headers["accept-encoding"] == "identity")
            #expect(plain.status == 200)
        }
    }

    @Test func keepsAConnectionAliveForTheNextRequest() async throws {
        try await withFront { port in
            let answers = try await onThread {
                let socket = try RawSocket(port: port)
                return try ["/readyz", "/api/v1/recipes/omelette", "/healthz"].map { path in
                    try socket.transmit(head("GET " + path))
                    let response = try socket.readResponse()
                    return "\(response.status) \(response.headers["connection"] ?? "")"
                }
            }
            #expect(answers == ["200 keep-alive", "200 keep-alive", "200 keep-alive"])
        }
    }

    /// `nc -N`, or a script's `shutdown(SHUT_WR)`: the client says it will send nothing more once
    /// its request is out, and reads the answer. NIO closed such a connection at its end of stream.
    @Test func answersAClientThatShutsItsSideAfterItsRequests() async throws {
        try await withFront { port in
            let (answers, closed, idleClosed) = try await onThread {
                // given two pipelined requests, then the client's side shut
                let socket = try RawSocket(port: port)
                try socket.transmit(head("GET /api/v1/recipes/omelette") + head("GET /healthz"))
                socket.shutOwnSide()
                // then both are answered, the last saying it closes, and the connection ends
                let answers = try (0..<2).map { _ in try socket.readResponse() }
                // and a connection shut with nothing asked is closed at once, not left open
                let idle = try RawSocket(port: port)
                idle.shutOwnSide()
                return (answers, socket.readsEndOfStream(), idle.readsEndOfStream())
            }
            #expect(answers.map(\.status) == [200, 200])
            #expect(String(decoding: answers[0].body, as: UTF8.self).contains("Omelette"))
            #expect(answers[1].headers["connection"] == "close")
            #expect(closed && idleClosed)
        }
    }

    @Test(arguments: ["a body cut short", "a head cut short"])
    func aRequestCutShortByTheClientsHalfCloseIsRefusedForWhatItIs(_ kind: String) async throws {
        try await withFront { port in
            let (response, closed) = try await onThread {
                // given a body announced at 1,000 bytes of which 10 came, or half a head, then the client's side shut
                let socket = try RawSocket(port: port)
                let start = head("POST /api/v1/ingredients/parse", headers: ["Content-Type: application/json", "Content-Length: 1000"])
                try socket.transmit(kind == "a body cut short" ? start + Array(#"{"lines": "#.utf8) : Array("GET /healthz HTTP/1.1\r\nHos".utf8))
                socket.shutOwnSide()
                return (try socket.readResponse(), socket.readsEndOfStream())
            }
            // then it is told the request ended too soon, and the connection ends
            #expect(response.status == 400)
            let problem = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            #expect(problem["code"] as? String == "http.invalid")
            #expect((problem["reason"] as? String)?.contains("stream ended") == true, "\(problem)")
            #expect(closed)
        }
    }

    @Test func anHTTP10RequestNeedsNoHost() async throws {
        try await withFront { port in
            // given a request of HTTP/1.0, which had no Host header yet
            let response = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(Array("GET /readyz HTTP/1.0\r\n\r\n".utf8))
                return try socket.readResponse()
            }
            // then it is answered
            #expect(response.status == 200)
        }
    }

    @Test func answersPipelinedRequestsInOrder() async throws {
        try await withFront { port in
            let bodies = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(head("GET /api/v1/recipes/omelette") + head("GET /api/v1/recipes/fried-rice") + head("GET /healthz"))
                return try (0..<3).map { _ in String(decoding: try socket.readResponse().body, as: UTF8.self) }
            }
            #expect(bodies[0].contains("Omelette"))
            #expect(bodies[1].contains("Egg Fried Rice"))
            #expect(bodies[2].contains("ok"))
        }
    }

    @Test func answersPipelinedRequestsOnlyAsTheClientReadsThem() async throws {
        // A client that sends many requests at once and reads nothing had every answer made and
        // queued in memory (NIO hands in the next request once an answer is written, not sent).
        final class Count: @unchecked Sendable {
            private let lock = NSLock()
            private var value = 0
            func add() { lock.withLock { value += 1 } }
            var current: Int { lock.withLock { value } }
        }
        let made = Count()
        let requests = 400
        try await withFront(setUp: { app in
            app.get("test-counted-answer") { _ in
                made.add()
                return Response(status: .ok, body: .init(buffer: ByteBuffer(repeating: UInt8(ascii: "b"), count: 64 << 10)))
            }
        }) { port in
            let socket = try RawSocket(port: port, receiveBuffer: 4096)
            try await onThread { try socket.transmit(Array([[UInt8]](repeating: head("GET /test-counted-answer"), count: requests).joined())) }
            try await Task.sleep(for: .seconds(2))
            // what the system's buffers hold for the connection (a few MB), not all 400 (25 MB)
            let early = made.current
            #expect(early < requests / 2, "\(early) answers made for a client that read none")
            // reading brings every answer, in order and whole
            let statuses = try await onThread { try (0..<requests).map { _ in try socket.readResponse() }.map { $0.status == 200 && $0.body.count == 64 << 10 } }
            #expect(statuses.allSatisfy { $0 })
            #expect(made.current == requests)
        }
    }

    @Test func keepsARequestIdOnlyWhenABalancerCouldHaveMadeIt() async throws {
        // Vapor takes the id as sent into the answer and every log line of the request
        try await withFront { port in
            let ids = ["lb-4711", "Root=1-67891233-abcdef012345678912345678", String(repeating: "a", count: 20_000), "a b;c", "naïve"]
            let answered = try await onThread {
                try ids.map { id in
                    let socket = try RawSocket(port: port)
                    try socket.transmit(head("GET /healthz", headers: ["X-Request-Id: \(id)"]))
                    return try socket.readResponse().headers["x-request-id"] ?? ""
                }
            }
            #expect(answered[0] == ids[0])
            #expect(answered[1] == ids[1])
            for (id, got) in zip(ids, answered).dropFirst(2) {
                #expect(got != id && !got.isEmpty && got.count <= 128, "\(got.prefix(80))")
            }
        }
    }

    @Test(arguments: [false, true])
    func takesABodySizedOrChunked(chunked: Bool) async throws {
        try await withFront { port in
            let json = Array(#"{"lines": ["2 cups cooked rice", "3 eggs"]}"#.utf8)
            let framing = chunked ? "Transfer-Encoding: chunked" : "Content-Length: \(json.count)"
            let body = chunked ? chunks([Array(json[0..<5]), Array(json[5...])]) : json
            let request = head("POST /api/v1/ingredients/parse", headers: ["Content-Type: application/json", framing]) + body
            let response = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(request, piece: 3)
                return try socket.readResponse()
            }
            #expect(response.status == 200)
            let text = String(decoding: response.body, as: UTF8.self)
            #expect(text.contains("rice") && text.contains("egg"), "\(text)")
        }
    }

    @Test func sendsContinueBeforeTheBodyWhenAsked() async throws {
        try await withFront { port in
            let json = Array(#"{"lines": ["1 onion"]}"#.utf8)
            let (interim, final) = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(head("POST /api/v1/ingredients/parse", headers: [
                    "Content-Type: application/json", "Content-Length: \(json.count)", "Expect: 100-continue",
                ]))
                let interim = try socket.readResponse(bodyless: true)
                try socket.transmit(json)
                return (interim, try socket.readResponse())
            }
            #expect(interim.status == 100)
            #expect(final.status == 200)
            #expect(String(decoding: final.body, as: UTF8.self).contains("onion"))
        }
    }

    @Test func refusesAnAnnouncedOversizedBodyBeforeItIsSent() async throws {
        try await withFront { port in
            let response = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(head("POST /api/v1/users", headers: [
                    "Content-Type: application/json", "Content-Length: 50000000", "Expect: 100-continue",
                ]))
                return try socket.readResponse()
            }
            #expect(response.status == 413)
        }
    }

    @Test func letsALargerBodyThroughWhereTheRouteTakesIt() async throws {
        try await withFront { port in
            // 100 KB is over the general 16 KB but within the importer's limit: the route
            // answers (asking who is calling), not the front.
            let body = Array(repeating: UInt8(ascii: " "), count: 100_000)
            let response = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(head("POST /api/v1/import", headers: ["Content-Type: application/json", "Content-Length: \(body.count)"]) + body)
                return try socket.readResponse()
            }
            #expect(response.status == 401)
        }
    }

    @Test func answersHeadWithoutABody() async throws {
        try await withFront { port in
            let (headResponse, next) = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(head("HEAD /api/v1/recipes/omelette") + head("GET /healthz"))
                // Were a body sent after all, it would be read as the next answer and fail to parse.
                return (try socket.readResponse(bodyless: true), try socket.readResponse())
            }
            #expect(headResponse.status == 200)
            #expect(Int(headResponse.headers["content-length"] ?? "") ?? 0 > 0)
            #expect(next.status == 200)
            #expect(String(decoding: next.body, as: UTF8.self).contains("ok"))
        }
    }

    @Test func servesPublicFilesWhole() async throws {
        try await withFront { port in
            let response = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(head("GET /style.css"))
                return try socket.readResponse()
            }
            #expect(response.status == 200)
            #expect(response.body.count > 100)
            #expect(response.headers["content-length"] == String(response.body.count))
        }
    }

    @Test func revalidatesPublicFilesAndAnswersHeadWithoutTheirBody() async throws {
        try await withFront { port in
            let (first, headAnswer, again, next) = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(head("GET /app.js"))
                let first = try socket.readResponse()
                let etag = first.headers["etag"] ?? ""
                try socket.transmit(head("HEAD /app.js") + head("GET /app.js", headers: ["If-None-Match: W/\(etag), \"other\""]) + head("GET /healthz"))
                // Were a body sent after HEAD or 304, it would be read as the next answer and fail to parse.
                return (first, try socket.readResponse(bodyless: true), try socket.readResponse(bodyless: true), try socket.readResponse())
            }
            #expect(first.status == 200)
            #expect(first.headers["content-type"]?.contains("javascript") == true)
            #expect(first.headers["etag"]?.hasPrefix("\"") == true)
            #expect(headAnswer.status == 200)
            #expect(headAnswer.headers["content-length"] == String(first.body.count))
            #expect(headAnswer.headers["etag"] == first.headers["etag"])
            #expect(again.status == 304)
            #expect(next.status == 200)
        }
    }

    // MARK: - Time limits (RequestTimeouts)

    /// A second for a head and a body, so the tests are short; a slow or stalled client is
    /// refused at that point however its bytes keep coming.
    static let quick = RequestTimeouts(keepAlive: .seconds(1), head: .seconds(1), body: .seconds(1), bodyBytesPerSecond: 500, send: .seconds(1))

    /// An answer far larger than what the system's buffers hold for a connection (a few MB on
    /// loopback), so its writes wait on the client: 32 MB of one letter.
    static let largeAnswerBytes = 32 << 20

    private func withLargeAnswer(_ body: (Int) async throws -> Void) async throws {
        try await withFront(timeouts: Self.quick, setUp: { app in
            app.get("test-large-answer") { _ in
                Response(status: .ok, body: .init(buffer: ByteBuffer(repeating: UInt8(ascii: "a"), count: Self.largeAnswerBytes)))
            }
        }, body)
    }

    @Test func closesAConnectionWhoseClientStopsReading() async throws {
        try await withLargeAnswer { port in
            let (received, closed) = try await onThread {
                let socket = try RawSocket(port: port, receiveBuffer: 4096)
                try socket.transmit(head("GET /test-large-answer"))
                // Reads nothing for three seconds, past the one allowed without progress.
                Thread.sleep(forTimeInterval: 3)
                return socket.readToEnd()
            }
            // What the system had buffered arrives, then the end: the rest was never sent.
            #expect(closed)
            #expect(received < Self.largeAnswerBytes)
        }
    }

    @Test func keepsSendingToAClientThatReadsSlowlyButSteadily() async throws {
        try await withLargeAnswer { port in
            let (received, closed) = try await onThread {
                let socket = try RawSocket(port: port, receiveBuffer: 4096)
                try socket.transmit(head("GET /test-large-answer", headers: ["Connection: close"]))
                // A pause after every 2 MB: several seconds in all, never a second without reading.
                return socket.readToEnd(pausing: 0.2, every: 2 << 20)
            }
            #expect(closed)
            // The head and every byte of the body.
            #expect(received > Self.largeAnswerBytes)
        }
    }

    @Test func answersAHeadSentByteByByteWith408() async throws {
        try await withFront(timeouts: Self.quick) { port in
            // Each byte comes well inside any idle wait, so only a limit on the whole head stops it.
            let head = Array("GET /readyz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ".utf8) + Array(repeating: 97, count: 100)
            try await expectRefusalWhileTrickling(port: port, head, status: 408, code: "http.head-slow")
        }
    }

    @Test func answersABodyThatStallsWith408() async throws {
        try await withFront(timeouts: Self.quick) { port in
            let start = head("POST /api/v1/ingredients/parse", headers: ["Content-Type: application/json", "Content-Length: 1000"]) + Array(#"{"lines": ["#.utf8)
            // Ten bytes a second, far below the 500 a body must keep to once its first second is used.
            try await expectRefusalWhileTrickling(port: port, Array(repeating: 32, count: 200), after: start, status: 408, code: "http.body-slow")
        }
    }

    @Test func takesABodyThatIsSlowButSteady() async throws {
        try await withFront(timeouts: Self.quick) { port in
            // 1 KB every 0.3 s: longer in all than the body's first second, faster than 500 bytes a second.
            let lines = (0..<8).map { _ in "\"2 cups cooked rice\"" + String(repeating: " ", count: 1000) }.joined(separator: ",")
            let json = Array(#"{"lines": ["#.utf8) + Array(lines.utf8) + Array("]}".utf8)
            let request = head("POST /api/v1/ingredients/parse", headers: ["Content-Type: application/json", "Content-Length: \(json.count)"])
            let response = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(request + json.prefix(1024))
                var offset = 1024
                while offset < json.count {
                    Thread.sleep(forTimeInterval: 0.3)
                    let end = min(json.count, offset + 1024)
                    try socket.transmit(Array(json[offset..<end]))
                    offset = end
                }
                return try socket.readResponse()
            }
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self).contains("rice"))
        }
    }

    @Test func closesAConnectionThatAsksNothing() async throws {
        try await withFront(timeouts: Self.quick) { port in
            let (silentClosed, status, keptClosed) = try await onThread {
                let silent = try RawSocket(port: port)
                let kept = try RawSocket(port: port)
                try kept.transmit(head("GET /healthz"))
                let status = try kept.readResponse().status
                // No answer to read on either: the wait ends quietly, after the answer on the second.
                return (silent.readsEndOfStream(), status, kept.readsEndOfStream())
            }
            #expect(silentClosed)
            #expect(status == 200)
            #expect(keptClosed)
        }
    }

    // MARK: - Connections per client (ConnectionLimit)

    @Test func refusesAConnectionPastTheClientsBoundUntilOneCloses() async throws {
        // Loopback is not counted when served; counted here, with a bound of three.
        try await withFront(setUp: { app in
            app.connectionLimit = ConnectionLimit(perClient: 3, trusted: TrustedProxies(), countsLoopback: true)
        }) { port in
            let (refused, afterwards, kept) = try await onThread {
                var held = try (0..<3).map { _ in try RawSocket(port: port) }
                // The three are open: the first answers, so the server has surely taken them all.
                try held[0].transmit(head("GET /healthz"))
                _ = try held[0].readResponse()
                let fourth = try RawSocket(port: port)
                try fourth.transmit(head("GET /healthz"))
                let refused = try fourth.readResponse()
                // One of the three goes: a new connection is taken once the server has seen it go.
                held.removeLast()
                var afterwards: RawSocket.Response?
                for _ in 0..<600 where afterwards?.status != 200 {
                    let next = try RawSocket(port: port)
                    try next.transmit(head("GET /healthz"))
                    afterwards = try next.readResponse()
                    if afterwards?.status != 200 { Thread.sleep(forTimeInterval: 0.1) }
                }
                // The two kept are still served.
                try held[1].transmit(head("GET /healthz"))
                return (refused, afterwards, try held[1].readResponse().status)
            }
            #expect(refused.status == 429)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(refused.body)) as? [String: Any])
            #expect(json["code"] as? String == "http.connections")
            #expect((json["reason"] as? String)?.contains("3") == true)
            #expect(afterwards?.status == 200)
            #expect(kept == 200)
        }
    }

    @Test func countsEachAddressButNeitherLoopbackNorTrustedProxies() async throws {
        let limit = ConnectionLimit(perClient: 1, trusted: try #require(TrustedProxies("10.0.0.9, fd00::/8")))
        let loop = MultiThreadedEventLoopGroup.singleton.any()
        let first = loop.makePromise(of: Void.self)
        let stillOpen = loop.makePromise(of: Void.self)
        defer { stillOpen.succeed(()) }
        let open = stillOpen.futureResult
        // given: one connection from 10.0.0.1
        #expect(limit.admit(IPAddress("10.0.0.1"), until: first.futureResult))
        // then: a second from it is refused, one from another address is not
        #expect(!limit.admit(IPAddress("10.0.0.1"), until: open))
        #expect(!limit.admit(IPAddress("::ffff:10.0.0.1"), until: open))
        #expect(limit.admit(IPAddress("10.0.0.2"), until: open))
        // and loopback, the trusted proxies and a Unix socket's no address are never counted
        for address in ["127.0.0.1", "::1", "10.0.0.9", "fd00::5"] {
            #expect(limit.admit(IPAddress(address), until: open), "\(address)")
            #expect(limit.admit(IPAddress(address), until: open), "\(address)")
        }
        #expect(limit.admit(nil, until: open))
        // when the first closes, its address may connect again
        first.succeed(())
        try await first.futureResult.get()
        #expect(limit.admit(IPAddress("10.0.0.1"), until: open))
    }

    @Test func loopbackAndTheSettingAreRead() throws {
        #expect(IPAddress("127.0.0.1")?.isLoopback == true)
        #expect(IPAddress("127.8.9.10")?.isLoopback == true)
        #expect(IPAddress("::1")?.isLoopback == true)
        #expect(IPAddress("::ffff:127.0.0.1")?.isLoopback == true)
        #expect(IPAddress("10.0.0.1")?.isLoopback == false)
        #expect(IPAddress("::2")?.isLoopback == false)
        #expect(throws: SettingsError.self) { try Settings.fromEnvironment(["RECIPLEASE_CONNECTIONS_PER_CLIENT": "0"]) }
        #expect(try Settings.fromEnvironment(["RECIPLEASE_CONNECTIONS_PER_CLIENT": "16"]).connectionsPerClient == 16)
        #expect(try Settings.fromEnvironment([:]).connectionsPerClient == 128)
    }

    @Test func bodyDeadlineGrowsWithTheBytesThatCame() {
        let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
        let limits = RequestTimeouts(keepAlive: .seconds(60), head: .seconds(20), body: .seconds(20), bodyBytesPerSecond: 500)
        #expect(limits.bodyDeadline(from: start, bytes: 0) == start + .seconds(20))
        #expect(limits.bodyDeadline(from: start, bytes: 5_000) == start + .seconds(30))
        // 200 MB, the largest upload, at the slowest rate allowed: 400,000 s, and no overflow past it.
        #expect(limits.bodyDeadline(from: start, bytes: 200_000_000) == start + .seconds(400_020))
        #expect(limits.bodyDeadline(from: start, bytes: .max) > start + .seconds(400_020))
        // and never more than the body's wait after its last byte
        #expect(limits.bodyDeadline(from: start, bytes: 200_000_000, last: start + .seconds(5)) == start + .seconds(25))
        #expect(limits.bodyDeadline(from: start, bytes: 0, last: start) == start + .seconds(20))
        #expect(limits.shortest == .seconds(20))
    }

    @Test func closesIdleConnectionsWhenStopping() async throws {
        try await withConfiguredApp(store: TestLibrary.store()) { app in
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = try #require((app.server as? GuardedHTTPServer)?.localAddress?.port)
            let (socket, status) = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(head("GET /healthz"))
                return (socket, try socket.readResponse().status)
            }
            #expect(status == 200)
            await app.server.shutdown()
            let closed = try await onThread { socket.readsEndOfStream() }
            #expect(closed)
        }
    }

    @Test func theSettingKeepsVaporsServer() async throws {
        #expect(throws: SettingsError.self) { try Settings.fromEnvironment(["RECIPLEASE_HTTP_FRONT": "apache"]) }
        var settings = try Settings.fromEnvironment(["RECIPLEASE_HTTP_FRONT": "vapor"])
        settings.passwordCost = 4
        try await withConfiguredApp(settings: settings, store: TestLibrary.store()) { app in
            #expect(app.server is HTTPServer)
        }
        try await withConfiguredApp(store: TestLibrary.store()) { app in
            #expect(app.server is GuardedHTTPServer)
        }
    }

    // MARK: - Large bodies from accounts only

    /// A recipe of 100 lines of 190 characters: about 21 KB, past the standard 16 KB.
    static let longRecipe = Array((#"{"title": "Long", "servings": 2, "instructions": ["Mix."], "ingredients": ["#
        + (0..<100).map { "\"\($0 + 1) cups flour " + String(repeating: "x", count: 180) + "\"" }.joined(separator: ",") + "]}").utf8)

    private func post(_ target: String, _ body: [UInt8], headers: [String], port: Int) async throws -> (RawSocket.Response, [String: Any]) {
        let response = try await onThread {
            let socket = try RawSocket(port: port)
            let framing = headers.contains { $0.hasPrefix("Transfer-Encoding") } ? [] : ["Content-Length: \(body.count)"]
            socket.transmitIgnoringReset(head(target, headers: framing + headers) + body, piece: 4096)
            return try socket.readResponse()
        }
        let json = (try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]) ?? [:]
        return (response, json)
    }

    @Test func aLinkLeavingTheSiteKeepsThePortWithoutAHost() async throws {
        try await withFrontApp { app, port in
            // given an account
            let token = try #require(try await TestAPIClient.signedUp(app, "feeder").token)

            // when its calendar link is asked for over HTTP/1.0 without a Host, and with one that is none
            let requests = ["GET /api/v1/calendar HTTP/1.0\r\n", "GET /api/v1/calendar HTTP/1.1\r\nHost: a@b\r\n"]
            for request in requests {
                let response = try await onThread {
                    let socket = try RawSocket(port: port)
                    try socket.transmit(Array((request + "Authorization: Bearer \(token)\r\n\r\n").utf8))
                    return try socket.readResponse()
                }
                // then the link names the address the server listens on, with its port
                let body = String(decoding: response.body, as: UTF8.self)
                #expect(response.status == 200, "\(body)")
                #expect(body.contains(#"http:\/\/127.0.0.1:\#(port)\/calendar\/"#), "\(body)")
            }
        }
    }

    @Test func aBodyPastTheStandardSizeIsReadOnlyFromASignedInAccount() async throws {
        try await withFrontApp { app, port in
            // given an account with a token, and a recipe over the standard 16 KB
            let token = try #require(try await TestAPIClient.signedUp(app, "uploader").token)
            let json = ["Content-Type: application/json"]

            // when it is sent with no account, or a token that names none: refused from the head, 401
            for credentials in [[], ["Authorization: Bearer " + String(repeating: "z", count: 43)], ["Cookie: reciplease_session=nothing"]] {
                let (refused, problem) = try await post("POST /api/v1/recipes", Self.longRecipe, headers: json + credentials, port: port)
                #expect(refused.status == 401, "\(credentials): \(problem)")
                #expect(problem["code"] as? String == "auth.sign-in-api")
            }

            // then the account's own is read whole (over 16 KB, under the recipe's 1 MB), and sent back by PUT
            let (created, recipe) = try await post("POST /api/v1/recipes", Self.longRecipe, headers: json + ["Authorization: Bearer \(token)"], port: port)
            #expect(created.status == 201, "\(recipe)")
            let id = try #require(recipe["id"] as? String)
            let (replaced, _) = try await post("PUT /api/v1/recipes/\(id)", Self.longRecipe, headers: json + ["Authorization: Bearer \(token)"], port: port)
            #expect(replaced.status == 200)

            // and the public parser takes 16 KB from anyone, its 1 MB from an account only
            let lines = try JSONSerialization.data(withJSONObject: ["lines": Array(repeating: "1 cup chopped walnuts, toasted", count: 800)])
            #expect(lines.count > 16_384)
            let (anonymous, reason) = try await post("POST /api/v1/ingredients/parse", Array(lines), headers: json, port: port)
            #expect(anonymous.status == 401 && reason["code"] as? String == "auth.sign-in-api", "\(reason)")
            let (parsed, results) = try await post("POST /api/v1/ingredients/parse", Array(lines), headers: json + ["Authorization: Bearer \(token)"], port: port)
            #expect(parsed.status == 200 && (results["results"] as? [Any])?.count == 800)

            // and an upload announced at 150 MB by no account is answered before a byte of it is sent
            let (announced, closed) = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(head("POST /api/v1/import?fileName=a.zip", headers: ["Content-Length: 157286400"]))
                return (try socket.readResponse(), socket.readsEndOfStream())
            }
            #expect(announced.status == 401)
            #expect(closed)

            // and a page form's body that grows past 16 KB without a session is stopped there, with the site's page
            let (form, _) = try await post("POST /import", chunks([[UInt8]](repeating: [UInt8](repeating: 97, count: 10_000), count: 3)),
                                           headers: ["Content-Type: application/octet-stream", "Transfer-Encoding: chunked"], port: port)
            #expect(form.status == 401)
            #expect(form.headers["content-type"]?.hasPrefix("text/html") == true)
            #expect(String(decoding: form.body, as: UTF8.self).contains("Sign in to see this page."))

            // while a small body with no account still reaches the route, which answers as it always did
            let (small, answer) = try await post("POST /api/v1/recipes", Array(#"{"title": "Short"}"#.utf8), headers: json, port: port)
            #expect(small.status == 401)
            #expect(answer["code"] as? String == "auth.sign-in-api")
        }
    }

    @Test func aPageFormPastItsLimitGetsTheErrorPageNotJSON() async throws {
        try await withFrontApp { app, port in
            // given a signed-in browser that reads French
            let browser = TestBrowser(app)
            try await browser.signUp("photographer")
            let cookie = "Cookie: " + (browser.cookies.map { "\($0.key)=\($0.value)" } + ["lang=fr"]).joined(separator: "; ")
            let form = ["Content-Type: multipart/form-data; boundary=x", cookie]
            let limit = RecipePhotoController.maxFormBody

            // when the recipe form announces a photo past its limit, or sends one without saying its size
            let announced = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(head("POST /my-recipes", headers: form + ["Content-Length: \(limit + 1)"]))
                return (try socket.readResponse(), socket.readsEndOfStream())
            }
            let (sent, _) = try await post("POST /my-recipes", chunks([[UInt8]](repeating: [UInt8](repeating: 97, count: 1 << 20), count: limit >> 20 + 1)),
                                           headers: form + ["Transfer-Encoding: chunked"], port: port)

            // then each is the site's error page, in French, with its headers, naming the limit, and the connection ends
            for response in [announced.0, sent] {
                #expect(response.status == 413)
                #expect(response.headers["content-type"]?.hasPrefix("text/html") == true)
                #expect(response.headers["content-security-policy"]?.contains("default-src 'self'") == true)
                #expect(response.headers["connection"] == "close")
                let page = String(decoding: response.body, as: UTF8.self)
                #expect(page.contains("<html") && page.contains("lang=\"fr\""))
                #expect(page.contains("\(UserRecipePhotos.maxBytes >> 20) Mo"), "\(page.suffix(800))")
                // the header still shows who is signed in
                #expect(page.contains("photographer"))
            }
            #expect(announced.1)

            // and no recipe was made
            let list = try await browser.get("/my-recipes")
            #expect(list.body.string.contains("class=\"empty\""))
        }
    }

    @Test func asksForTheBodyOnlyOnceTheAccountIsKnown() async throws {
        try await withFrontApp { app, port in
            let token = try #require(try await TestAPIClient.signedUp(app, "asker").token)
            let ask = ["Content-Type: application/json", "Content-Length: \(Self.longRecipe.count)", "Expect: 100-continue"]

            // when no account asks to send 21 KB, the first answer is the refusal, not "go on"
            let refused = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(head("POST /api/v1/recipes", headers: ask))
                return try socket.readResponse()
            }
            #expect(refused.status == 401)

            // while the account is told to go on, and its recipe is made
            let (interim, final) = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(head("POST /api/v1/recipes", headers: ask + ["Authorization: Bearer \(token)"]))
                let interim = try socket.readResponse(bodyless: true)
                try socket.transmit(Self.longRecipe)
                return (interim, try socket.readResponse())
            }
            #expect(interim.status == 100)
            #expect(final.status == 201)
        }
    }

    @Test func answersABodyThatStopsAfterABurstWith408() async throws {
        try await withFrontApp(timeouts: Self.quick) { app, port in
            let token = try #require(try await TestAPIClient.signedUp(app, "burster").token)
            // 60 KB at once earns 120 s at 500 bytes a second; the body then stops short of its
            // 900 KB. It had all that time (past the socket's 60 s wait); a pause of the body's
            // second is now enough to end it.
            let start = head("POST /api/v1/recipes", headers: ["Content-Type: application/json", "Content-Length: 900000", "Authorization: Bearer \(token)"])
            let response = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(start + Array(repeating: 32, count: 60_000))
                return (try socket.readResponse(), socket.readsEndOfStream())
            }
            #expect(response.0.status == 408)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(response.0.body)) as? [String: Any])
            #expect(json["code"] as? String == "http.body-slow")
            #expect(response.1)
        }
    }

    @Test func anAccountHasOneLargeUploadComingAtATime() async throws {
        try await withFrontApp { app, port in
            let alice = try #require(try await TestAPIClient.signedUp(app, "alice").token)
            let bob = try #require(try await TestAPIClient.signedUp(app, "bob").token)
            @Sendable func upload(_ token: String) -> [UInt8] {
                head("POST /api/v1/import?fileName=a.zip", headers: [
                    "Content-Type: application/zip", "Content-Length: 157286400", "Expect: 100-continue", "Authorization: Bearer \(token)",
                ])
            }
            // given alice sending 150 MB, of which the front has 1 MB so far
            let first = try RawSocket(port: port)
            let told = try await onThread {
                try first.transmit(upload(alice))
                let told = try first.readResponse(bodyless: true)
                try first.transmit(Array(repeating: 0x50, count: 1 << 20))
                return told
            }
            #expect(told.status == 100)

            // when she starts another: refused before any of it is sent, with when to come back
            let (second, closed) = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(upload(alice))
                return (try socket.readResponse(), socket.readsEndOfStream())
            }
            #expect(second.status == 429)
            #expect(second.headers["retry-after"] == "10")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(second.body)) as? [String: Any])
            #expect(json["code"] as? String == "http.uploads-under-way")
            #expect((json["reason"] as? String)?.isEmpty == false)
            #expect(closed)

            // while bob's own is told to go on
            let bobs = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(upload(bob))
                return try socket.readResponse(bodyless: true)
            }
            #expect(bobs.status == 100)

            // and once alice's first connection ends, her place is given back (and bob's with his)
            try await onThread { shutdown(first.descriptorForTest, Int32(SHUT_RDWR)) }
            var counted = app.largeBodies.counted()
            for _ in 0..<100 where counted > 0 {
                try await Task.sleep(for: .milliseconds(50))
                counted = app.largeBodies.counted()
            }
            #expect(counted == 0)
            let again = try await onThread {
                let socket = try RawSocket(port: port)
                try socket.transmit(upload(alice))
                return try socket.readResponse(bodyless: true)
            }
            #expect(again.status == 100)
        }
    }

    @Test func aLargeBodyGivesItsPlaceBackOnceAnswered() async throws {
        try await withFrontApp { app, port in
            let token = try #require(try await TestAPIClient.signedUp(app, "keeper").token)
            let (created, recipe) = try await post("POST /api/v1/recipes", Self.longRecipe,
                                                   headers: ["Content-Type: application/json", "Authorization: Bearer \(token)"], port: port)
            #expect(created.status == 201, "\(recipe)")
            var counted = app.largeBodies.counted()
            for _ in 0..<100 where counted > 0 {
                try await Task.sleep(for: .milliseconds(50))
                counted = app.largeBodies.counted()
            }
            #expect(counted == 0)
        }
    }

    // MARK: - Helpers

    private func withFront(
        timeouts: RequestTimeouts = RequestTimeouts(), setUp: (Application) -> Void = { _ in }, _ body: (Int) async throws -> Void
    ) async throws {
        try await withFrontApp(timeouts: timeouts, setUp: setUp) { _, port in try await body(port) }
    }

    private func withFrontApp(
        timeouts: RequestTimeouts = RequestTimeouts(), setUp: (Application) -> Void = { _ in }, _ body: (Application, Int) async throws -> Void
    ) async throws {
        try await withConfiguredApp(store: TestLibrary.store()) { app in
            app.requestTimeouts = timeouts
            setUp(app)
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            do {
                let port = try #require((app.server as? GuardedHTTPServer)?.localAddress?.port)
                try await body(app, port)
            } catch {
                await app.server.shutdown()
                throw error
            }
            await app.server.shutdown()
        }
    }
}

/// Sends `start` at once and then `trickled` a byte every 100 ms; the front must answer before the
/// last byte, with `status` and a JSON reason under `code`, and close.
private func expectRefusalWhileTrickling(port: Int, _ trickled: [UInt8], after start: [UInt8] = [], status: Int, code: String) async throws {
    let (answered, response, closed) = try await onThread {
        let socket = try RawSocket(port: port)
        try socket.transmit(start)
        let answered = socket.trickle(trickled, gap: 100)
        return (answered, try socket.readResponse(), socket.readsEndOfStream())
    }
    #expect(answered, "the front waited for the last of \(trickled.count) bytes sent 100 ms apart")
    #expect(response.status == status)
    #expect(response.headers["connection"] == "close")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    #expect(json["code"] as? String == code, "\(json)")
    #expect((json["reason"] as? String)?.isEmpty == false)
    #expect(closed)
}

private func head(_ requestLine: String, headers: [String] = []) -> [UInt8] {
    Array((requestLine + " HTTP/1.1\r\nHost: localhost\r\n" + headers.map { $0 + "\r\n" }.joined() + "\r\n").utf8)
}

/// A chunked body of these pieces, with its last chunk.
private func chunks(_ pieces: [[UInt8]]) -> [UInt8] {
    var body: [UInt8] = []
    for piece in pieces {
        body += Array("\(String(piece.count, radix: 16))\r\n".utf8)
        body += piece
        body += Array("\r\n".utf8)
    }
    return body + Array("0\r\n\r\n".utf8)
}

/// Blocking socket work runs on a thread of its own, never on the pool the server's tasks need.
private func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

/// A plain TCP client on 127.0.0.1 that reads HTTP/1.1 answers framed by Content-Length.
private final class RawSocket: @unchecked Sendable {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
    }

    enum Failure: Error { case connect, send, closedEarly, malformed(String) }

    private let descriptor: Int32
    private var pending: [UInt8] = []

    init(port: Int, receiveBuffer: Int32? = nil) throws {
        // Generous: a loaded CI machine once took over 15 s to answer; a hang still fails.
        guard let descriptor = loopbackSocket(port: port, timeout: timeval(tv_sec: 60, tv_usec: 0), receiveBuffer: receiveBuffer) else { throw Failure.connect }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The socket itself, for a test that ends the connection while the object lives on.
    var descriptorForTest: Int32 { descriptor }

    func transmit(_ bytes: [UInt8], piece: Int = 1 << 20) throws {
        guard transmitIgnoringReset(bytes, piece: piece) else { throw Failure.send }
    }

    @discardableResult
    func transmitIgnoringReset(_ bytes: [UInt8], piece: Int) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = min(piece, bytes.count - offset)
            let sent = bytes[offset..<(offset + count)].withUnsafeBytes { send(descriptor, $0.baseAddress, count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Sends `bytes` one at a time, `gap` milliseconds apart, until all are sent or the server
    /// answers or closes; true if it did so before the last byte.
    func trickle(_ bytes: [UInt8], gap: Int32) -> Bool {
        for byte in bytes {
            guard transmitIgnoringReset([byte], piece: 1) else { return true }
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&waiting, 1, gap) > 0 { return true }
        }
        return false
    }

    /// One answer; `bodyless` for HEAD and 100 Continue, whose Content-Length announces nothing to read.
    func readResponse(bodyless: Bool = false) throws -> Response {
        while true {
            if let end = find([13, 10, 13, 10]) {
                let headText = String(decoding: pending[0..<end], as: UTF8.self)
                var lines = headText.components(separatedBy: "\r\n")
                let statusLine = lines.removeFirst().split(separator: " ")
                guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure.malformed(headText) }
                var headers: [String: String] = [:]
                for line in lines {
                    guard let colon = line.firstIndex(of: ":") else { throw Failure.malformed(line) }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                let length = bodyless ? 0 : Int(headers["content-length"] ?? "0") ?? 0
                while pending.count < end + 4 + length {
                    guard try fill() else { throw Failure.closedEarly }
                }
                let body = Array(pending[(end + 4)..<(end + 4 + length)])
                pending.removeFirst(end + 4 + length)
                return Response(status: status, headers: headers, body: body)
            }
            guard try fill() else { throw Failure.closedEarly }
        }
    }

    /// Reads until the server closes or a read times out, sleeping `pausing` seconds after each
    /// `every` bytes: the bytes read, and whether the server closed.
    func readToEnd(pausing pause: TimeInterval = 0, every step: Int = .max) -> (bytes: Int, closed: Bool) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var total = pending.count
        var sincePause = 0
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count == 0 { return (total, true) }
            if count < 0 { return (total, errno == ECONNRESET) }
            total += count
            sincePause += count
            if sincePause >= step {
                sincePause = 0
                Thread.sleep(forTimeInterval: pause)
            }
        }
    }

    /// Shuts the client's sending side only (a half-close): the server sees the end of the stream.
    func shutOwnSide() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Whether the server closes the connection (rather than the read timing out).
    func readsEndOfStream() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
        }
    }

    private func fill() throws -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        if count < 0 { throw Failure.malformed("read failed: errno \(errno)") }
        pending += buffer[0..<count]
        return count > 0
    }

    private func find(_ needle: [UInt8]) -> Int? {
        guard pending.count >= needle.count else { return nil }
        return (0...(pending.count - needle.count)).first { pending[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
