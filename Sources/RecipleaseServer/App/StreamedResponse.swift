import Foundation
import NIOCore
import NIOHTTP1
import Vapor

/// A response whose body is written as it is made, for as long as it runs: the live event stream.
/// Vapor keeps a streamed body's writer to itself, so the producer also rides in the response's
/// storage, where the guarded front (`GuardedHTTPHandler`) finds it and writes each piece as it
/// comes; Vapor's own front runs the same producer through the body.
enum StreamedResponse {
    typealias Producer = @Sendable (any AsyncBodyStreamWriter) async throws -> Void

    private struct ProducerKey: StorageKey { typealias Value = Producer }

    /// `produce` writes pieces and returns when the body is complete; it must not write `.end`.
    static func make(status: HTTPResponseStatus = .ok, headers: HTTPHeaders, produce: @escaping Producer) -> Response {
        let response = Response(status: status, headers: headers, body: .init(managedAsyncStream: produce))
        response.storage[ProducerKey.self] = produce
        return response
    }

    static func producer(of response: Response) -> Producer? {
        response.storage[ProducerKey.self]
    }
}

/// Writes a streamed body's pieces straight onto the connection, each flushed at once; a write
/// waits until the piece is handed to the socket, so a slow reader slows the producer, not memory.
struct ChannelBodyWriter: AsyncBodyStreamWriter {
    let channel: any Channel

    func write(_ result: BodyStreamResult) async throws {
        switch result {
        case let .buffer(buffer):
            try await channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(buffer))).get()
        case .end, .error:
            // The front ends the body itself once the producer returns or throws.
            return
        }
    }
}
