import Foundation
import RecipleaseProviders
import Vapor

/// A way a provider fails, recorded as that provider's documentation shows its answer in
/// `Recordings/<provider>/<rawValue>.json` (or `.html`, `.txt`: some fail from their web server).
public enum StubFailure: String, CaseIterable, Sendable {
    case unauthorized
    case forbidden
    case quota
    case tooManyRequests = "too-many-requests"
    case serverError = "server-error"
    case unavailable
    /// A success whose body is not JSON.
    case malformed
    /// A success whose body was cut short.
    case partial

    /// The status the recording is answered with.
    public var status: Int {
        switch self {
        case .unauthorized: 401
        case .forbidden: 403
        case .quota: 402
        case .tooManyRequests: 429
        case .serverError: 500
        case .unavailable: 503
        case .malformed, .partial: 200
        }
    }

    /// The failures recorded for a provider, in declaration order: its folder is the list.
    public static func recorded(for provider: ProviderID) -> [StubFailure] {
        let stems = Set(recordingNames(provider).map(stem))
        return allCases.filter { stems.contains($0.rawValue) }
    }

    /// The recording of this failure for a provider ("edamam/server-error.html").
    public func recording(for provider: ProviderID) throws -> String {
        guard let file = StubFailure.recordingNames(provider).first(where: { StubFailure.stem($0) == rawValue }) else {
            throw Abort(.internalServerError, reason: "no recording of \(rawValue) for \(provider)")
        }
        return "\(provider.rawValue)/\(file)"
    }

    private static func recordingNames(_ provider: ProviderID) -> [String] {
        guard let folder = Bundle.module.url(forResource: "Recordings/" + provider.rawValue, withExtension: nil) else { return [] }
        return (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    /// A file name without its extension.
    private static func stem(_ name: String) -> String { String(name.prefix { $0 != "." }) }
}
