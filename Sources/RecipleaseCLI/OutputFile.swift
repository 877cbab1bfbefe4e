import Foundation

/// A command that cannot do what was asked, for a reason that is not an argument's shape: the
/// message is printed as it is, without the usage, and the process exits non-zero.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}

/// A file the person named for a command to write (`--output FILE`). Its folder must exist:
/// nothing is created behind their back, so a mistyped folder is said as one. A regular file is
/// written whole or not at all (through a temporary file beside it, keeping the mode of the file
/// it replaces), and every refusal names the path in plain words, never as Foundation's error.
/// As a shell's `>` does, a symbolic link is written through to the file it names, and a pipe or
/// a device (`/dev/stdout`, a FIFO) is written into: none of them is replaced by a file.
struct OutputFile {
    let path: String
    var option = "--output"
    /// The document is the account's own (an export): a new file is readable by its owner only.
    var ownerOnly = false

    /// Refuses, before any work is done, a file whose folder is missing or that is a folder.
    func check() throws {
        guard !path.isEmpty else { throw CommandFailure("\(option): no file named; name a file to write") }
        let target = try resolved()
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure("\(option): no folder at \(folder); create it first, or name a file in a folder that exists")
        }
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) && isFolder.boolValue) {
            throw CommandFailure("\(option): \(path) is a folder; name a file to write")
        }
        // a database, or the journal beside one, is never written over: `--output` naming the data
        // folder's database replaced every account with one's export (CLI probe, 2026-12-07)
        let journals = ["-wal", "-shm", "-journal"]
        let database = journals.first { target.hasSuffix($0) }.map { String(target.dropLast($0.count)) } ?? target
        if Self.isSQLiteDatabase(database) {
            throw CommandFailure("\(option): \(path) is \(database == target ? "a SQLite database" : "the journal of a SQLite database"); name another file to write")
        }
    }

    /// Whether a regular file starts as every SQLite database does ("SQLite format 3" and a NUL).
    static func isSQLiteDatabase(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 16)) ?? Data()
        return head == Data("SQLite format 3".utf8) + Data([0])
    }

    /// `data` as the whole file, replacing any regular file there.
    func write(_ data: Data) throws {
        try stream { try $0.write(contentsOf: data) }
    }

    /// The file written piece by piece through `body`, with the same rules as `write`: a regular
    /// file is written beside the target and put in its place only once whole (a failure leaves
    /// what was there); a pipe or device is written into. Creating the file at the path first, as
    /// `generate` did, replaced a device such as /dev/full with a regular file when run as root.
    func stream(_ body: (FileHandle) throws -> Void) throws {
        try check()
        let target = try resolved()
        var info = stat()
        let exists = lstat(target, &info) == 0
        if exists, info.st_mode & S_IFMT != S_IFREG {
            do {
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: target))
                defer { try? handle.close() }
                try body(handle)
                return
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                throw CommandFailure("\(option): cannot write \(path) (\(Self.reason(error)))")
            }
        }
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(URL(fileURLWithPath: target).lastPathComponent).\(UUID().uuidString.prefix(8)).part").path
        do {
            // A new file takes the umask's mode, as a shell's `>` gives it; an export its owner's only.
            guard FileManager.default.createFile(atPath: temporary, contents: nil, attributes: ownerOnly ? [.posixPermissions: 0o600] : nil),
                  let handle = FileHandle(forWritingAtPath: temporary) else {
                throw CocoaError(.fileWriteNoPermission)
            }
            // stopped by Ctrl-C, `kill` or a closed terminal, the part file goes too (a 62 MB one
            // stayed hidden beside the export; CLI probe, 2026-12-07)
            PartFile.begin(temporary)
            defer { PartFile.end() }
            do {
                defer { try? handle.close() }
                try body(handle)
                try handle.synchronize()
            }
            if exists { chmod(temporary, info.st_mode & 0o7777) }
            guard rename(temporary, target) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch let failure as CommandFailure {
            unlink(temporary)
            throw failure
        } catch {
            unlink(temporary)
            throw CommandFailure("\(option): cannot write \(path) (\(Self.reason(error)))")
        }
    }

    /// The path with its symbolic links followed (each relative to the link's folder), as many as
    /// the system follows before it gives up (40 on Linux); a link that names nothing yet names the
    /// file to create.
    func resolved() throws -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            let next = destination.hasPrefix("/") ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
            // a link the kernel opens by itself, to no path ("/dev/stdout" is /proc/self/fd/1, a
            // link to "pipe:[…]"): written through as named (a temporary file was tried beside
            // "pipe:[…]" in /proc; CLI probe, 2026-12-07)
            var info = stat()
            if lstat(next, &info) != 0, stat(current, &info) == 0 { return current }
            current = next
        }
        throw CommandFailure("\(option): \(path) is a loop of links; name a file to write")
    }

    /// The system's words for why a read or write failed ("Permission denied", "No space left on device").
    static func reason(_ error: any Error) -> String {
        var current = error as NSError
        while current.domain != NSPOSIXErrorDomain, let underlying = current.userInfo[NSUnderlyingErrorKey] as? NSError {
            current = underlying
        }
        return current.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32(current.code))) : "the system refused it"
    }
}

/// The part file being written, removed when a signal stops the process before it is put in
/// place: SIGINT, SIGTERM and SIGHUP remove it, then stop the process as they would have.
enum PartFile {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// Read by the signal handler, which may only call what is safe there (`unlink`, `signal`, `raise`).
    nonisolated(unsafe) static var path: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var previous: [Int32: sighandler_t] = [:]
    /// Writes at once (the tests run several in one process) take turns at the handlers: the first
    /// sets them, the last puts back what was there, and the handler removes the latest part file.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var writing = 0

    static func begin(_ temporary: String) {
        lock.withLock {
            let old = path
            path = strdup(temporary)
            free(old)
            if writing == 0 { for signal in signals { previous[signal] = Glibc.signal(signal, partFileSignal) } }
            writing += 1
        }
    }

    static func end() {
        lock.withLock {
            writing -= 1
            guard writing == 0 else { return }
            for (signal, handler) in previous { Glibc.signal(signal, handler) }
            previous = [:]
            let written = path
            path = nil
            free(written)
        }
    }
}

private func partFileSignal(_ signal: Int32) {
    if let path = PartFile.path { unlink(path) }
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

/// Standard output, where commands print what they read and find. `print` drops a failed write
/// (a full disk, a file past `ulimit -f`, `/dev/full`) without a word, and FileHandle's
/// unchecked `write(_:)` stops the process there: these say so and end non-zero instead.
enum StandardOutput {
    /// C's `stdout`, which `print` writes through. Swift 6 refuses the imported global outright
    /// (shared mutable state), so it is read through the symbol.
    private static var stream: UnsafeMutablePointer<FILE>? {
        #if canImport(Darwin)
        let name = "__stdoutp"
        #else
        let name = "stdout"
        #endif
        guard let symbol = dlsym(nil, name) else { return nil }
        return symbol.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
    }

    /// Writes `data`, or fails with the reason.
    static func write(_ data: Data) throws {
        try stream { try $0.write(contentsOf: data) }
    }

    /// Standard output handed to `body` to write into, its failures said as `write` says them.
    static func stream(_ body: (FileHandle) throws -> Void) throws {
        if let stream { fflush(stream) }
        do {
            try body(FileHandle.standardOutput)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("cannot write to standard output (\(StandardStreams.outputReason(OutputFile.reason(error)))); nothing more was written")
        }
    }

    /// Sends on what `print` holds and fails when any of it, or anything before, was not written.
    static func finish() throws {
        guard let stream else { return }
        let flushed = fflush(stream) == 0
        let reason = errno
        guard flushed, ferror(stream) == 0 else {
            let why = StandardStreams.outputReason(flushed ? "a write failed" : String(cString: strerror(reason)))
            throw CommandFailure("cannot write to standard output (\(why)); what was printed is incomplete")
        }
    }
}
