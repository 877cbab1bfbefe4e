import Foundation

/// A file the person named for a command to read (`--library FILE`, `import FILE`). Every
/// refusal names the path and the real reason in plain words, never as Foundation's error: no
/// file there, a folder, a device or a socket (`/dev/zero` would never end), a file the system
/// will not open ("Permission denied"), an empty one, or one past `maximumBytes`. A symbolic link
/// is read through to the file it names. A pipe (`import --print <(curl ...)`, a FIFO) is read to
/// its end up to `maximumBytes`, and refused past it; so is a file whose size says nothing, since
/// the kernel makes it as it is read (`/proc`, `/sys` say 0 bytes).
struct InputFile {
    let path: String
    /// The option that named the file, said before each refusal; nil for an argument.
    var option: String?

    /// As much as a file or a pipe may give: the most an upload may unpack to.
    static let maximumBytes = 512 << 20

    /// Refuses, before any work is done, a path that names no regular file the system will open,
    /// an empty one, or one past `maximumBytes`.
    func check() throws {
        guard !path.isEmpty else { throw refusal("no file named; name a file to read") }
        var info = stat()
        guard stat(path, &info) == 0 else { throw refusal(errno == ENOENT ? "no file at \(path)" : systemRefusal(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw refusal("\(path) is a folder; name a file to read")
        case S_IFIFO: return
        case S_IFSOCK: throw refusal("\(path) is a socket, not a file; name a file to read")
        default: throw refusal("\(path) is a device, not a file; name a file to read")
        }
        guard info.st_size <= Self.maximumBytes else { throw tooLarge() }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw refusal(systemRefusal(errno)) }
        defer { close(descriptor) }
        guard info.st_size == 0 else { return }
        // A size of 0 may be the kernel's way of saying nothing (`/proc`): one byte read tells.
        var byte: UInt8 = 0
        switch Foundation.read(descriptor, &byte, 1) {
        case 1: return
        case 0: throw refusal("\(path) is empty")
        default: throw refusal(systemRefusal(errno))
        }
    }

    /// The file's bytes, whole: read to its end, however long it said it was, up to `maximumBytes`.
    func read() throws -> Data {
        try check()
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            var data = Data()
            while let piece = try handle.read(upToCount: 1 << 20), !piece.isEmpty {
                data += piece
                guard data.count <= Self.maximumBytes else { throw tooLarge() }
            }
            guard !data.isEmpty else { throw refusal("\(path) is empty") }
            return data
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw refusal("cannot read \(path) (\(OutputFile.reason(error)))")
        }
    }

    /// The file as UTF-8 text.
    func text() throws -> String {
        guard let text = String(data: try read(), encoding: .utf8) else { throw refusal("\(path) is not UTF-8 text") }
        return text
    }

    private func tooLarge() -> CommandFailure {
        refusal("\(path) gives more than \(Self.maximumBytes >> 20) MB, the most Reciplease reads from one file")
    }

    private func systemRefusal(_ code: Int32) -> String {
        "cannot read \(path) (\(String(cString: strerror(code))))"
    }

    private func refusal(_ reason: String) -> CommandFailure {
        CommandFailure(option.map { "\($0): \(reason)" } ?? reason)
    }
}
