import Foundation

/// A file the person named for a command to read (`--library FILE`, `import FILE`). Every
/// refusal names the path and the real reason in plain words, never as Foundation's error: no
/// file there, a folder, a device or a socket (`/dev/zero` would never end), a file the system
/// will not open ("Permission denied"), or an empty one. A symbolic link is read through to the
/// file it names. A pipe (`import --print <(curl ...)`, a FIFO) is read to its end up to
/// `maximumPipeBytes`, and refused past it.
struct InputFile {
    let path: String
    /// The option that named the file, said before each refusal; nil for an argument.
    var option: String?

    /// As much as a pipe may give: the most an upload may unpack to.
    static let maximumPipeBytes = 512 << 20

    /// Refuses, before any work is done, a path that names no regular file the system will open,
    /// or an empty one.
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
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw refusal(systemRefusal(errno)) }
        close(descriptor)
        guard info.st_size > 0 else { throw refusal("\(path) is empty") }
    }

    /// The file's bytes, whole.
    func read() throws -> Data {
        try check()
        do {
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else { return try Data(contentsOf: URL(fileURLWithPath: path)) }
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            var data = Data()
            while let piece = try handle.read(upToCount: 1 << 20), !piece.isEmpty {
                data += piece
                guard data.count <= Self.maximumPipeBytes else {
                    throw refusal("\(path) gave more than \(Self.maximumPipeBytes >> 20) MB; save it to a file and name that")
                }
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

    private func systemRefusal(_ code: Int32) -> String {
        "cannot read \(path) (\(String(cString: strerror(code))))"
    }

    private func refusal(_ reason: String) -> CommandFailure {
        CommandFailure(option.map { "\($0): \(reason)" } ?? reason)
    }
}
