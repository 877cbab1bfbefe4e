import NIOCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the server could not listen where it was told, read from the socket library's own error
/// (its errno, or the address it could not resolve) so that the command line can say it in words
/// without naming the socket library.
public enum ListenFailure: Sendable, Equatable {
    /// Another program listens on the port already (EADDRINUSE).
    case portInUse
    /// The host name resolves to nothing, or to no address of this machine (EADDRNOTAVAIL).
    case noSuchAddress
    /// The system refuses the port to this user, as ports below 1024 are refused (EACCES).
    case permissionDenied

    public init?(_ error: any Error) {
        if let failure = error as? IOError {
            switch failure.errnoCode {
            case EADDRINUSE: self = .portInUse
            case EADDRNOTAVAIL: self = .noSuchAddress
            case EACCES, EPERM: self = .permissionDenied
            default: return nil
            }
        } else if error is SocketAddressError.UnknownHost {
            self = .noSuchAddress
        } else if case SocketAddressError.failedToParseIPString? = error as? SocketAddressError {
            self = .noSuchAddress
        } else {
            return nil
        }
    }
}
