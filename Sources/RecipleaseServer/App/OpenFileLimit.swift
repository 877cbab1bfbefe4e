#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's bound on open files, raised to what the system allows before the server listens.
/// Every connection holds a file descriptor, and a login shell or container often starts a process
/// with a soft limit of 1,024 while allowing far more (the hard limit): past it the server can
/// accept no connection, and every user is turned away while the machine has room. The soft limit
/// is only a default a process may lift itself, as Go's runtime and nginx's `worker_rlimit_nofile`
/// do; the hard limit, which only the administrator raises, stays the bound.
enum OpenFileLimit {
    /// The most the soft limit is raised to when the hard limit is unlimited: Linux refuses more
    /// than `fs.nr_open` (1,048,576 by default), and no server here needs more.
    static let ceiling: UInt64 = 1 << 20

    /// The soft limit before and after, or nil when the system would not tell or refused the change.
    static func raise() -> (before: UInt64, after: UInt64)? {
        var limit = rlimit()
        guard read(&limit) else { return nil }
        let before = UInt64(limit.rlim_cur)
        let hard = UInt64(limit.rlim_max)
        let wanted = min(hard, ceiling)
        guard wanted > before else { return (before, before) }
        limit.rlim_cur = rlim_t(wanted)
        guard write(&limit) else { return nil }
        return (before, wanted)
    }

    private static func read(_ limit: inout rlimit) -> Bool {
        #if canImport(Glibc)
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0
        #else
        getrlimit(RLIMIT_NOFILE, &limit) == 0
        #endif
    }

    private static func write(_ limit: inout rlimit) -> Bool {
        #if canImport(Glibc)
        setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0
        #else
        setrlimit(RLIMIT_NOFILE, &limit) == 0
        #endif
    }
}
